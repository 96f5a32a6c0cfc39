import Foundation
import IntentKit
import ShortcutModel

/// What `#` lists the uses of: an action's output, a named variable, or one of Shortcuts' own
/// (Shortcut Input, Clipboard…). Finding them reads every action's values, so the shell does it
/// off the input thread (`uses(in:)`), as it does the search.
public enum VariableUse: Sendable, Equatable {
    case output(of: UUID)
    case named(String)
    case source(VariableReference.Source)

    /// Whether `variable` is a use of this one.
    public func matches(_ variable: VariableReference) -> Bool {
        switch self {
        case .output(let action): variable.sourceAction == action
        case .named(let name): if case .named(name) = variable.source { true } else { false }
        case .source(let source): variable.source == source
        }
    }

    /// The actions of `document` that use it, in order.
    public func uses(in document: ShortcutDocument) -> [Int] {
        document.actions.indices.filter { document.actions[$0].reads(where: matches) }
    }
}
