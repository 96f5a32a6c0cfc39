/// A host's standard output cut into lines, in time linear in what it writes, each line no
/// longer than a bound. A host answering with one 160 MiB line must cost one pass over it (a
/// search from the start of what is pending at every read made it 28 s of CPU for 80 MiB) and
/// must not be held whole past the bound: the call is told "answer too large" instead.
struct AnswerLines {
    /// The longest line kept.
    let maximumLength: Int
    private var pending: [UInt8] = []
    /// How much of `pending` is known to hold no newline.
    private var searched = 0
    /// Bytes of a line past the bound being skipped, up to its newline.
    private var skipping = false

    init(maximumLength: Int) {
        self.maximumLength = maximumLength
    }

    /// One complete line, or a line that was too long (what was skipped of it is not kept).
    enum Line: Equatable {
        case line([UInt8])
        case tooLong
    }

    /// The lines `bytes` completes, in order.
    mutating func append(_ bytes: some Collection<UInt8>) -> [Line] {
        var lines: [Line] = []
        var rest = bytes[...]
        while !rest.isEmpty {
            if skipping {
                guard let newline = rest.firstIndex(of: UInt8(ascii: "\n")) else { return lines }
                skipping = false
                rest = rest[rest.index(after: newline)...]
                continue
            }
            pending.append(contentsOf: rest)
            rest = rest[rest.endIndex...]
            var start = 0
            while let newline = pending[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                lines.append(.line(Array(pending[start..<newline])))
                start = newline + 1
                searched = start
            }
            if start > 0 {
                pending.removeSubrange(..<start)
            }
            searched = pending.count
            if pending.count > maximumLength {
                pending = []
                searched = 0
                skipping = true
                lines.append(.tooLong)
            }
        }
        return lines
    }
}
