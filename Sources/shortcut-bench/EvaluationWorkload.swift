import IntentKit
import ShortcutModel
import ShortcutStore

/// Summary evaluation: for each action, its definition looked up and its summary resolved
/// (the `When`/`Switch` tree walked, the sentence and Show More values formatted).
enum EvaluationWorkload {
    /// Nanoseconds per action, one sample per pass over the whole document.
    static func perAction(_ document: ShortcutDocument, registry: IntentRegistry, passes: Int) -> Timings {
        let count = Double(max(1, document.actions.count))
        var sink = 0
        let passes = measure(passes, warmUp: 1) {
            for action in document.actions {
                if let summary = registry.definition(for: action.intent)?.resolveSummary(values: action.values) {
                    sink &+= summary.runs.count
                }
            }
        }
        precondition(sink != 0, "the summaries were evaluated")
        return Timings(samples: passes.samples.map { $0 / count })
    }
}
