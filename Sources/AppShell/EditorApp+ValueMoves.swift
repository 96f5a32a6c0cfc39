import EditorCore
import Foundation
import ShortcutModel
import ShortcutStore

/// Carrying kept values across a rename in the library's other shortcuts, when the person
/// asked for it at the offer: off the loop's thread (a library may hold thousands), each file
/// opened, changed and saved as the editor saves it, one open in another editor left alone.
extension EditorApp {
    func moveValuesInLibrary(_ moves: [ParameterMove], except open: URL) {
        let store = self.store
        let inbox = self.inbox
        Task.detached {
            let files = store.library.shortcutFiles().map(\.file).filter { $0.withSymlinksResolved != open.withSymlinksResolved }
            let results = store.moveValues(in: files) { _ in moves }
            let moved = results.filter { $0.problem == nil }
            let left = results.filter { $0.problem != nil }
            var said = "Moved " + moves.map(\.description).joined(separator: ", ")
                + " in \(moved.count) other shortcut\(moved.count == 1 ? "" : "s") (\(moved.reduce(0) { $0 + $1.actions }) actions)"
            if !left.isEmpty {
                said += "; left \(left.count) as they were: " + left.prefix(2).map { $0.file.lastPathComponent + " (" + ($0.problem ?? "") + ")" }.joined(separator: ", ")
            }
            inbox.post(.valuesMoved(said + "."))
        }
    }
}
