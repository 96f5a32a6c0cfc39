/// Finding the next byte of interest eight bytes at a time: a JSON file is mostly bytes a
/// scanner steps over (indentation, names, values), and testing a word of eight of them at
/// once takes about as many instructions as testing one.
///
/// Each test flags, in bit 7 of its byte, every byte that matches, and may flag bytes
/// *above* a true match (a borrow carries up) but never below one: the lowest flag is always
/// exact, which is the only one read. (The bit tricks are the well-known "has zero byte" and
/// "has less than" tests of Sean Anderson's Bit Twiddling Hacks, public domain.)
enum ByteSearch {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Bytes of `word` that are zero.
    @inline(__always)
    private static func zeros(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highBits
    }

    /// Bytes of `word` equal to `byte`.
    @inline(__always)
    private static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        zeros(word ^ (ones &* UInt64(byte)))
    }

    /// The eight bytes at `offset`, the first in the lowest bits on any host.
    @inline(__always)
    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// The first byte at or after `start` that ends a string's plain run: a quote, a
    /// backslash, and with `controls` a byte below 0x20, with `nonASCII` one of 0x80 or above,
    /// with `delete` 0x7F (which the writer escapes), with `terminalLeads` the first bytes of the
    /// UTF-8 forms of C1 controls and of bidirectional controls (`0xC2`, `0xD8`, `0xE2`: the
    /// writer looks at what follows); `bytes.count` when there is none.
    static func firstStringStop(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, controls: Bool, nonASCII: Bool,
                                delete: Bool = false, terminalLeads: Bool = false) -> Int {
        var at = start
        let end = bytes.count
        let controlBytes: UInt64 = controls ? ones &* 0x20 : 0
        let high: UInt64 = nonASCII ? highBits : 0
        while at + 8 <= end {
            let word = word(bytes, at: at)
            var found = equal(word, UInt8(ascii: "\"")) | equal(word, UInt8(ascii: "\\")) | word & high
            // Below 0x20: subtracting 0x20 borrows into bit 7 only for such bytes (or, as
            // with the zero test, above a true one), among bytes below 0x80.
            if controls { found |= (word &- controlBytes) & ~word & highBits }
            if delete { found |= equal(word, 0x7F) }
            // `TerminalControls.leadBytes`, spelled out: three constants, not a set, per word.
            if terminalLeads { found |= equal(word, 0xC2) | equal(word, 0xD8) | equal(word, 0xE2) }
            if found != 0 { return at + found.trailingZeroBitCount / 8 }
            at += 8
        }
        while at < end {
            let byte = bytes[at]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || (controls && byte < 0x20) || (nonASCII && byte >= 0x80)
                || (delete && byte == 0x7F) || (terminalLeads && (byte == 0xC2 || byte == 0xD8 || byte == 0xE2)) {
                return at
            }
            at += 1
        }
        return end
    }
}
