import IntentKit

/// A value kept under a parameter its intent no longer has, to be moved to the parameter
/// that took its place (`cups` renamed `servings`): what the editor offers after a reload and
/// `lint --fix` does from the command line. Nothing moves unless asked.
public struct ParameterMove: Sendable, Hashable, CustomStringConvertible {
    public var intent: String
    public var from: String
    public var to: String

    public init(intent: String, from: String, to: String) {
        self.intent = intent
        self.from = from
        self.to = to
    }

    /// "cups → servings".
    public var description: String { "\(from) → \(to)" }
}

/// Finding renamed parameters, and the document changes that carry values across.
///
/// A rename is matched by title first (an id changed, its title kept, or a title that reads as
/// the old id: `cups` and "Cups"), then by type when only one parameter of that type came and
/// went. Ambiguity moves nothing: two parameters of one type added for one removed is a
/// question only the developer can answer.
public enum ParameterMoves {
    /// What `new` renamed of `old`'s parameters: the ones `old` had and `new` lacks, each
    /// paired with one `new` added.
    public static func renames(from old: IntentDefinition, to new: IntentDefinition) -> [ParameterMove] {
        let kept = Set(new.parameters.map(\.id))
        let removed = old.parameters.filter { !kept.contains($0.id) }
        let had = Set(old.parameters.map(\.id))
        let added = new.parameters.filter { !had.contains($0.id) }
        return pair(removed.map { gone in (key: gone.id, title: gone.title, fits: { (candidate: ParameterDefinition) in candidate.type == gone.type }) },
                    with: added, intent: new.identifier)
    }

    /// What a saved action's kept values (under parameters `definition` lacks) would move to,
    /// when the old definition is gone (`lint --fix`): a parameter with no value in the action
    /// whose title or id reads as the kept key, else the only one of such parameters whose type
    /// takes the value.
    public static func proposals(for action: ShortcutAction, definition: IntentDefinition) -> [ParameterMove] {
        let orphans = action.values.filter { key, _ in definition.parameter(key) == nil && !IntentDefinition.isBookkeeping(key) }
            .sorted { $0.key < $1.key }
        guard !orphans.isEmpty else { return [] }
        let open = definition.parameters.filter { action.values[$0.id] == nil }
        return pair(orphans.map { orphan in (key: orphan.key, title: orphan.key, fits: { (candidate: ParameterDefinition) in candidate.type.accepts(orphan.value) }) },
                    with: open, intent: definition.identifier)
    }

    /// The changes that make `moves` in `document`: in each action of a move's intent with a
    /// value under `from` and none under `to`, the value set under `to` and removed from `from`.
    public static func changes(_ moves: [ParameterMove], in document: ShortcutDocument) -> [DocumentChange] {
        guard !moves.isEmpty else { return [] }
        let byIntent = Dictionary(grouping: moves, by: \.intent)
        var changes: [DocumentChange] = []
        for (index, action) in document.actions.enumerated() {
            guard let moves = byIntent[action.intent] else { continue }
            for move in moves {
                guard let value = action.values[move.from], action.values[move.to] == nil else { continue }
                changes.append(.setValue(action: index, parameter: move.to, value: value))
                changes.append(.setValue(action: index, parameter: move.from, value: nil))
            }
        }
        return changes
    }

    /// How many actions of `document` a move would change.
    public static func actionsMoved(_ moves: [ParameterMove], in document: ShortcutDocument) -> Int {
        Set(changes(moves, in: document).compactMap { change -> Int? in
            if case .setValue(let action, _, _) = change { action } else { nil }
        }).count
    }

    /// Pairs each gone key with a candidate: by title, then by the only fitting one left.
    private static func pair(_ gone: [(key: String, title: String, fits: (ParameterDefinition) -> Bool)],
                             with candidates: [ParameterDefinition], intent: String) -> [ParameterMove] {
        var moves: [ParameterMove] = []
        var taken: Set<String> = []
        var unmatched: [(key: String, title: String, fits: (ParameterDefinition) -> Bool)] = []
        for item in gone {
            let name = normalized(item.title)
            let key = normalized(item.key)
            if let match = candidates.first(where: { !taken.contains($0.id) && item.fits($0)
                && (normalized($0.title) == name || normalized($0.title) == key || normalized($0.id) == key) }) {
                moves.append(ParameterMove(intent: intent, from: item.key, to: match.id))
                taken.insert(match.id)
            } else {
                unmatched.append(item)
            }
        }
        for item in unmatched {
            let fitting = candidates.filter { !taken.contains($0.id) && item.fits($0) }
            // One gone and one come of that type, and no other gone key that would fit it.
            guard fitting.count == 1, unmatched.filter({ $0.fits(fitting[0]) }).count == 1 else { continue }
            moves.append(ParameterMove(intent: intent, from: item.key, to: fitting[0].id))
            taken.insert(fitting[0].id)
        }
        return moves
    }

    /// Letters and digits, lowercased: "Cups", "cups" and "CUPS" read alike.
    private static func normalized(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
