import EditorCore
import Foundation
import IntentKit
import ShortcutModel

/// The search (`/`), off the input thread: making the index of a shortcut (once per revision)
/// and a query over it. Neither is on a keystroke's path — the editor only posts the query and
/// takes the answer — but they say how soon the matches come.
enum SearchWorkload {
    struct Figures: Codable {
        var index: Timings
        var query: Timings
    }

    static func run(_ document: ShortcutDocument, registry: IntentRegistry, repeats: Int) -> Figures {
        let structure = DocumentStructure(document)
        let context = DisplayContext(timeZone: TimeZone(identifier: "UTC")!)
        var searchIndex = SearchIndex(texts: [])
        let index = measure(max(1, min(repeats, 3)), warmUp: 0) {
            searchIndex = SearchIndex(texts: ActionSearch.texts(of: document, structure: structure, registry: registry, context: context))
        }
        var found = 0
        let query = measure(max(3, repeats), warmUp: 1) { found &+= searchIndex.matches("trail").count }
        _ = found
        return Figures(index: index, query: query)
    }
}
