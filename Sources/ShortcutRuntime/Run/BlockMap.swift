import ShortcutModel

/// Where each block's parts are: for every part of an If, a Repeat or a Menu, the indexes of
/// all its parts in order (start, middles, end). Made once per run; a part whose block is
/// incomplete (no start or no end) is not in it, and runs as nothing.
struct BlockMap {
    private var partsByIndex: [Int: [Int]] = [:]

    init(_ actions: [ShortcutAction]) {
        var open: [String: [Int]] = [:]
        for (index, action) in actions.enumerated() {
            guard let grouping = ControlFlow.grouping(of: action), let mode = ControlFlow.mode(of: action) else { continue }
            switch mode {
            case .start: open[grouping] = [index]
            case .middle: open[grouping]?.append(index)
            case .end:
                guard var parts = open.removeValue(forKey: grouping) else { continue }
                parts.append(index)
                for part in parts { partsByIndex[part] = parts }
            }
        }
    }

    /// The parts of the block `index` is a part of.
    func parts(of index: Int) -> [Int]? { partsByIndex[index] }

    /// The block's end, from any of its parts.
    func end(of index: Int) -> Int? { partsByIndex[index]?.last }
}
