import Foundation
import IntentKit
import ShortcutModel

/// What carrying kept values across a rename did to one file.
public struct MovedValues: Sendable, Equatable {
    public var file: URL
    /// The moves made, and how many actions they changed.
    public var moves: [ParameterMove]
    public var actions: Int
    /// Why the file was left as it is (open in another editor, not writable), if it was.
    public var problem: String?
}

extension ShortcutStore {
    /// Moves kept values to the parameters that took their place, file by file: each opened
    /// as the editor opens it (its lock taken, so a file open in another editor is left alone
    /// and said), changed, and saved as the editor saves (atomically, refusing a file changed
    /// meanwhile). `moves` says what to move in a document. Files with nothing to move are not
    /// written.
    public func moveValues(in files: [URL], moves: (ShortcutDocument) -> [ParameterMove]) -> [MovedValues] {
        files.compactMap { url -> MovedValues? in
            let opened: OpenedDocument
            do {
                opened = try open(url)
            } catch {
                return MovedValues(file: url, moves: [], actions: 0, problem: "\(error)")
            }
            defer { opened.session.close() }
            var document = opened.document
            let chosen = moves(document)
            let changes = ParameterMoves.changes(chosen, in: document)
            guard !changes.isEmpty else { return nil }
            let actions = ParameterMoves.actionsMoved(chosen, in: document)
            DocumentChange.apply(changes, to: &document)
            do {
                try save(document, in: opened.session)
            } catch {
                return MovedValues(file: url, moves: chosen, actions: 0, problem: "\(error)")
            }
            let made = chosen.filter { move in changes.contains { if case .setValue(_, move.to, _) = $0 { true } else { false } } }
            return MovedValues(file: url, moves: made, actions: actions, problem: nil)
        }
    }
}
