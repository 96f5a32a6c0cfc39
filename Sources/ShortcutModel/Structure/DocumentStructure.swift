import Foundation
import IntentKit

/// What a shortcut's actions mean together: which block each action is in and how deep,
/// which parts do not pair up, where each action is by identity, and what each action's
/// output is called. Blocks are kept by the identities of their parts, not their indices, so
/// that moving actions — a block of a thousand past its neighbour — updates only the range
/// that moved (`applyingMove`); anything else rebuilds it in one pass.
public struct DocumentStructure: Sendable, Equatable {
    public static let customOutputNameKey = "CustomOutputName"

    /// An action's place in the block structure.
    public enum Role: Sendable, Equatable {
        case plain
        case start(BlockKind)
        case middle(BlockKind)
        case end(BlockKind)
        /// A part whose block does not pair up (no start, no end, or crossed with another):
        /// shown and flagged, never changed until the user asks.
        case stray(BlockKind, ControlFlow.Mode)
    }

    public struct Entry: Sendable, Equatable {
        /// How many blocks enclose the action; a block's parts stand at the block's depth.
        public var depth: Int
        public var role: Role
        /// The innermost block open just before the action (its start's identity): for a
        /// part, its own block; for anything else, the block it is in.
        var open: UUID?
    }

    public internal(set) var entries: [Entry]
    /// Where each action is, by its identity (`UUID`): what an output's variable points to.
    public internal(set) var positions: [UUID: Int]
    /// The names actions give their outputs (`CustomOutputName`).
    public internal(set) var outputNames: [UUID: String]
    /// For each part of a balanced block, its start; for each start, its end; by identity.
    private var startOf: [UUID: UUID]
    private var endOf: [UUID: UUID]
    /// How many parts do not pair up.
    public private(set) var strayCount: Int
    /// How many blocks are still open after the last action (strays, unless the document
    /// `continues`): what the actions after these, if there are more, could close.
    public private(set) var blocksLeftOpen: Int

    /// A block open at some point of a pass: its grouping, where its start is and who it is.
    private struct OpenBlock {
        var grouping: String
        var start: Int
        var id: UUID
    }

    /// `continues`: the document is the first actions of a longer one (a preview while the
    /// whole is read), so blocks still open at its end close further on and are not strays.
    public init(_ document: ShortcutDocument, continues: Bool = false) {
        entries = []
        entries.reserveCapacity(document.actions.count)
        positions = Dictionary(minimumCapacity: document.actions.count)
        outputNames = [:]
        startOf = [:]
        endOf = [:]
        strayCount = 0
        blocksLeftOpen = 0
        var open: [OpenBlock] = []
        // Through the buffer, each action is read where it is: a loop over the array copies
        // every action (its strings and dictionaries retained and released), which at a
        // hundred thousand actions cost more than the structure itself.
        document.actions.withUnsafeBufferPointer { actions in
            for index in actions.indices {
                positions[actions[index].id] = index
                if case .string(let name)? = actions[index].values[Self.customOutputNameKey], !name.isEmpty {
                    outputNames[actions[index].id] = name
                }
                // A part may close a block across others still open: those are marked stray.
                step(index, actions, &open)
            }
            if !continues {
                for block in open { markStray(block.start) }
            }
        }
        blocksLeftOpen = open.count
    }

    /// Reads one action into its entry, with the blocks open before it; false when it closed a
    /// block across others (those were marked stray).
    @discardableResult
    private mutating func step(_ index: Int, _ actions: UnsafeBufferPointer<ShortcutAction>,
                               _ open: inout [OpenBlock]) -> Bool {
        let innermost = open.last?.id
        let entry: Entry
        var crossed = false
        if let mode = ControlFlow.mode(of: actions[index]) {
            let id = actions[index].id
            let kind = BlockKind(intent: actions[index].intent)
            let grouping = ControlFlow.grouping(of: actions[index])
            switch mode {
            case .start:
                entry = Entry(depth: open.count, role: .start(kind), open: innermost)
                open.append(OpenBlock(grouping: grouping ?? "", start: index, id: id))
            case .middle, .end:
                if let grouping, let level = open.lastIndex(where: { $0.grouping == grouping }) {
                    for inner in open[(level + 1)...] { markStray(inner.start) }
                    crossed = level + 1 < open.count
                    open.removeSubrange((level + 1)...)
                    let start = open[level].id
                    startOf[id] = start
                    entry = Entry(depth: level, role: mode == .middle ? .middle(kind) : .end(kind), open: start)
                    if mode == .end {
                        endOf[start] = id
                        open.removeLast()
                    }
                } else {
                    entry = Entry(depth: open.count, role: .stray(kind, mode), open: innermost)
                    strayCount += 1
                }
            }
        } else {
            entry = Entry(depth: open.count, role: .plain, open: innermost)
        }
        if index < entries.count { entries[index] = entry } else { entries.append(entry) }
        return !crossed
    }

    private mutating func markStray(_ start: Int) {
        guard case .start(let kind) = entries[start].role else { return }
        entries[start].role = .stray(kind, .start)
        strayCount += 1
    }

    /// Updates the structure after the action at `from` moved to `to` in `document`: only the
    /// range between them is read again, when the blocks open at both ends of it are the same
    /// before and after; it is rebuilt otherwise (and whenever a part does not pair up). In
    /// place, so nothing is copied: costs the distance moved and the depth of nesting, not the
    /// length of the shortcut.
    public mutating func applyMove(from: Int, to: Int, in document: ShortcutDocument) {
        let actions = document.actions
        let low = min(from, to), high = max(from, to)
        guard from != to, strayCount == 0, actions.count == entries.count, high < actions.count,
              let before = openChain(before: low), let after = openChain(before: high + 1) else {
            self = DocumentStructure(document)
            return
        }
        if ControlFlow.mode(of: actions[to]) == nil {
            movePlainAction(from: from, to: to, actions)
            return
        }
        // Outside the range nothing moved: the blocks open before it are where they were.
        var open: [OpenBlock] = []
        for id in before.reversed() {
            guard let start = positions[id], start < low else {
                self = DocumentStructure(document)
                return
            }
            open.append(OpenBlock(grouping: ControlFlow.grouping(of: actions[start]) ?? "", start: start, id: id))
        }
        let stepped = actions.withUnsafeBufferPointer { actions in
            for index in low...high {
                positions[actions[index].id] = index
                startOf[actions[index].id] = nil
                guard step(index, actions, &open) else { return false }
            }
            return true
        }
        guard stepped else {
            self = DocumentStructure(document)
            return
        }
        // The same blocks must be open after the range as before the move, or pairings outside change.
        if strayCount != 0 || open.map(\.id) != after.reversed() { self = DocumentStructure(document) }
    }

    /// A plain action moved (as a block moves past its neighbour, the neighbour moves): no other
    /// action's role, depth or block changes, so the range only shifts by one, and the moved
    /// action takes the place its new neighbour gives it.
    private mutating func movePlainAction(from: Int, to: Int, _ actions: [ShortcutAction]) {
        if from < to {
            for index in from..<to { entries[index] = entries[index + 1] }
        } else {
            for index in stride(from: from, to: to, by: -1) { entries[index] = entries[index - 1] }
        }
        for index in min(from, to)...max(from, to) { positions[actions[index].id] = index }
        entries[to] = plainEntry(after: to - 1, in: actions)
    }

    /// The blocks open just before `index`, innermost first, by their starts' identities,
    /// followed through the entries' `open` links; nil when a link does not resolve. At the
    /// end of the shortcut none are open (there are no strays).
    private func openChain(before index: Int) -> [UUID]? {
        if index == entries.count { return [] }
        guard index < entries.count else { return nil }
        var chain: [UUID] = []
        var link = entries[index].open
        while let id = link {
            guard let start = positions[id], chain.count <= entries.count else { return nil }
            chain.append(id)
            link = entries[start].open
        }
        return chain
    }

    /// The start of the block a part belongs to (its own index for a start).
    public func blockStart(of index: Int, in actions: [ShortcutAction]) -> Int? {
        startOf[actions[index].id].flatMap { positions[$0] }
    }

    /// The end of the block an action starts.
    public func blockEnd(of index: Int, in actions: [ShortcutAction]) -> Int? {
        endOf[actions[index].id].flatMap { positions[$0] }
    }

    /// The indices of the block an action starts, through its end; just the action otherwise.
    public func span(of index: Int, in actions: [ShortcutAction]) -> ClosedRange<Int> {
        if let end = blockEnd(of: index, in: actions) { return index...end }
        return index...index
    }

    /// The parts that do not pair up, by index (a pass over the shortcut: for lint and tests).
    public var strayParts: [Int] {
        entries.indices.filter { if case .stray = entries[$0].role { true } else { false } }
    }

    /// The name a variable is shown by here: an output after its action's custom name, if it
    /// has one now. `isMissing` when the action it names is no longer in the shortcut.
    public func name(of variable: VariableReference) -> (name: String, isMissing: Bool) {
        guard let source = variable.sourceAction else { return (variable.displayName(), false) }
        guard positions[source] != nil else { return (variable.displayName(), true) }
        return (variable.displayName(outputName: outputNames[source]), false)
    }
}

extension DocumentStructure {
    /// A stored value whose summary names variables, as a placeholder shows it: a variable
    /// alone as its token "‹Name›", text with each variable as a token; whether one of them
    /// points to an action no longer in the shortcut. Nil when the summary names none (plain
    /// values, and structures summarized by their size). One pass over the value: it runs for
    /// every placeholder on screen, every frame.
    ///
    /// `valueOf`, while a run is paused, gives each variable's value now, shown after its token.
    public func variableText(of stored: PropertyListValue,
                             valueOf: ((VariableReference) -> String?)? = nil) -> (text: String, isMissing: Bool)? {
        var tokens = 0
        var isMissing = false
        let text = stored.summary(naming: { variable in
            let named = name(of: variable)
            tokens += 1
            isMissing = isMissing || named.isMissing
            let value = valueOf?(variable).map { "=" + $0 } ?? ""
            return "‹" + named.name + "›" + value
        })
        guard tokens > 0 else { return nil }
        if stored.singleVariable != nil { return (text, isMissing) }
        return ("[" + text + "]", isMissing)
    }
}
