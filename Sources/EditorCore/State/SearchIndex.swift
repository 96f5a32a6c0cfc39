import Foundation

/// The searchable texts of a shortcut's actions (`ActionSearch.texts`) in one buffer of UTF-8,
/// each after the one before with a zero byte between: a query is one pass over the whole —
/// `memchr` to each place its first byte is, `memcmp` for the rest — not a string comparison
/// per action. Made once per revision, off the input thread.
/// Texts and query are lower-cased alike, and UTF-8 finds a character only where it starts, so
/// a match of the bytes is a match of the text.
public struct SearchIndex: Sendable {
    private let bytes: [UInt8]
    /// Where each action's text starts in `bytes`.
    private let starts: [Int]

    public init(texts: [String]) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(texts.reduce(0) { $0 + $1.utf8.count + 1 })
        var starts: [Int] = []
        starts.reserveCapacity(texts.count)
        for text in texts {
            starts.append(bytes.count)
            bytes.append(contentsOf: text.utf8)
            bytes.append(0)
        }
        self.bytes = bytes
        self.starts = starts
    }

    /// The actions whose text contains `query` (any case), in order.
    public func matches(_ query: String) -> [Int] {
        let needle = Array(query.lowercased().utf8)
        guard !needle.isEmpty, !bytes.isEmpty else { return [] }
        var found: [Int] = []
        bytes.withUnsafeBytes { haystack in
            var offset = 0
            while let position = Self.find(needle, in: haystack, from: offset) {
                let action = self.action(at: position)
                let end = action + 1 < starts.count ? starts[action + 1] - 1 : haystack.count - 1
                if position + needle.count <= end {
                    found.append(action)
                    offset = end + 1
                } else {
                    // Across the zero byte into the next text (a query holding one): look on from there.
                    offset = position + 1
                }
            }
        }
        return found
    }

    /// Where `needle` first is in `haystack` from `offset` on.
    private static func find(_ needle: [UInt8], in haystack: UnsafeRawBufferPointer, from offset: Int) -> Int? {
        guard let base = haystack.baseAddress else { return nil }
        let last = haystack.count - needle.count
        var start = offset
        return needle.withUnsafeBytes { wanted in
            while start <= last {
                guard let hit = memchr(base + start, Int32(needle[0]), last - start + 1) else { return nil }
                let position = base.distance(to: UnsafeRawPointer(hit))
                if memcmp(base + position, wanted.baseAddress!, needle.count) == 0 { return position }
                start = position + 1
            }
            return nil
        }
    }

    /// The action whose text holds byte `position`: the last start at or before it.
    private func action(at position: Int) -> Int {
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= position { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }
}
