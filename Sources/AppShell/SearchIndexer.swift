import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import Synchronization

/// The search's work, off the input thread: the searchable text of every action, made once
/// per revision of the document (on a thread of its own), then each query a scan of it. A
/// newer query cancels the one before, whose answer the editor would drop anyway.
final class SearchIndexer: Sendable {
    private struct Key: Equatable {
        var revision: Int
        var count: Int
        var first: UUID?
        var last: UUID?
    }

    private let cache = Mutex<(key: Key, index: SearchIndex)?>(nil)
    private let running = Mutex<Task<Void, Never>?>(nil)
    static let executor = ThreadExecutor.search

    func search(_ query: String, id: Int, document: ShortcutDocument, revision: Int, registry: IntentRegistry,
                context: DisplayContext, inbox: Inbox) {
        let key = Key(revision: revision, count: document.actions.count, first: document.actions.first?.id, last: document.actions.last?.id)
        let task = Task.detached(executorPreference: Self.executor) { [self] in
            let index: SearchIndex
            if let cached = cache.withLock({ $0?.key == key ? $0?.index : nil }) {
                index = cached
            } else {
                index = SearchIndex(texts: ActionSearch.texts(of: document, structure: DocumentStructure(document), registry: registry,
                                                              context: context))
                cache.withLock { $0 = (key, index) }
            }
            guard !Task.isCancelled else { return }
            inbox.post(.editor(.found(.matches(id: id, matches: index.matches(query)))))
        }
        running.withLock { running in
            running?.cancel()
            running = task
        }
    }

    /// The actions using a variable (`#`): a pass over every action's values, on the search's
    /// thread, never the input's.
    func findUses(_ use: VariableUse, id: Int, document: ShortcutDocument, inbox: Inbox) {
        Task.detached(executorPreference: Self.executor) {
            inbox.post(.editor(.found(.uses(id: id, uses: use.uses(in: document)))))
        }
    }
}
