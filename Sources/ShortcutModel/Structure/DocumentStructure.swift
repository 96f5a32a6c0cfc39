import Foundation
import IntentKit

/// What a shortcut's actions mean together: which block each action is in and how deep,
/// which parts do not pair up, where each action is by identity, and what each action's
/// output is called. Built in one pass; the editor rebuilds it only when the action list or
/// one of these parameters changes, never for an ordinary edit.
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
    }

    public private(set) var entries: [Entry]
    /// Where each action is, by its identity (`UUID`): what an output's variable points to.
    public private(set) var positions: [UUID: Int]
    /// The names actions give their outputs (`CustomOutputName`).
    public private(set) var outputNames: [UUID: String]
    /// For each part of a balanced block, the index of the block's start.
    public private(set) var blockStart: [Int: Int]
    /// For each start of a balanced block, the index of its end.
    public private(set) var blockEnd: [Int: Int]

    public init(_ document: ShortcutDocument) {
        let actions = document.actions
        entries = []
        entries.reserveCapacity(actions.count)
        positions = Dictionary(minimumCapacity: actions.count)
        outputNames = [:]
        blockStart = [:]
        blockEnd = [:]
        // Open blocks: the grouping identifier and the start's index.
        var open: [(grouping: String, start: Int)] = []
        for (index, action) in actions.enumerated() {
            positions[action.id] = index
            if case .string(let name)? = action.values[Self.customOutputNameKey], !name.isEmpty { outputNames[action.id] = name }
            guard let mode = ControlFlow.mode(of: action) else {
                entries.append(Entry(depth: open.count, role: .plain))
                continue
            }
            let kind = BlockKind(intent: action.intent)
            let grouping = ControlFlow.grouping(of: action)
            switch mode {
            case .start:
                entries.append(Entry(depth: open.count, role: .start(kind)))
                open.append((grouping ?? "", index))
            case .middle, .end:
                guard let grouping, let level = open.lastIndex(where: { $0.grouping == grouping }) else {
                    entries.append(Entry(depth: open.count, role: .stray(kind, mode)))
                    continue
                }
                // Blocks opened inside this one and never closed are stray starts.
                for inner in open[(level + 1)...] { entries[inner.start].role = .stray(BlockKind(intent: actions[inner.start].intent), .start) }
                open.removeSubrange((level + 1)...)
                let start = open[level].start
                blockStart[index] = start
                entries.append(Entry(depth: level, role: mode == .middle ? .middle(kind) : .end(kind)))
                if mode == .end {
                    blockEnd[start] = index
                    open.removeLast()
                }
            }
        }
        for block in open { entries[block.start].role = .stray(BlockKind(intent: actions[block.start].intent), .start) }
    }

    /// The indices of the block an action starts, through its end; just the action otherwise.
    public func span(of index: Int) -> ClosedRange<Int> {
        if let end = blockEnd[index] { return index...end }
        return index...index
    }

    /// The parts that do not pair up, by index.
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
    /// A stored value holding variables, as a placeholder shows it: a variable alone as its
    /// token "‹Name›", text and structures with each variable as a token; whether one of them
    /// points to an action no longer in the shortcut. Nil when the value has no variables.
    public func variableText(of stored: PropertyListValue) -> (text: String, isMissing: Bool)? {
        guard !stored.variables.isEmpty || stored.singleVariable != nil else { return nil }
        var isMissing = false
        let text = stored.summary(naming: { variable in
            let named = name(of: variable)
            isMissing = isMissing || named.isMissing
            return "‹" + named.name + "›"
        })
        if stored.singleVariable != nil { return (text, isMissing) }
        return ("[" + text + "]", isMissing)
    }
}
