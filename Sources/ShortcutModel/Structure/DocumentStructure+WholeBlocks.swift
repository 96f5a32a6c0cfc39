/// Ranges of actions that can be cut, copied or moved without breaking a block.
extension DocumentStructure {
    /// The smallest range holding `first` and `last` that takes every block it touches whole:
    /// a start brings its block through its end, a middle or end part its whole block. What a
    /// selection covers, so that pasting or moving it never leaves a part behind.
    /// Parts that do not pair up are taken as they are. Costs the range, not the shortcut.
    public func wholeBlocks(from first: Int, through last: Int, in actions: [ShortcutAction]) -> ClosedRange<Int> {
        guard !entries.isEmpty else { return 0...0 }
        var low = max(0, min(first, last))
        var high = min(entries.count - 1, max(first, last))
        // Each index is looked at once: the range grows at either end, and only what it grew
        // by is looked at next.
        var scanned = low...high
        var pending: [ClosedRange<Int>] = [low...high]
        while let range = pending.popLast() {
            for index in range {
                var start: Int?
                switch entries[index].role {
                case .start: start = index
                case .middle, .end: start = blockStart(of: index, in: actions)
                case .plain, .stray: start = nil
                }
                guard let start else { continue }
                low = min(low, start)
                high = max(high, blockEnd(of: start, in: actions) ?? start)
            }
            if low < scanned.lowerBound { pending.append(low...(scanned.lowerBound - 1)) }
            if high > scanned.upperBound { pending.append((scanned.upperBound + 1)...high) }
            scanned = low...high
        }
        return low...high
    }
}
