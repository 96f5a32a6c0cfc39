import IntentKit

/// The two parameters that make an action part of a block: the block's `GroupingIdentifier`,
/// shared by all its parts, and `WFControlFlowMode` — 0 the start, 1 a middle part
/// (Otherwise, a menu item), 2 the end.
public enum ControlFlow {
    public static let groupingKey = "GroupingIdentifier"
    public static let modeKey = "WFControlFlowMode"

    public enum Mode: Int, Sendable {
        case start = 0, middle = 1, end = 2
    }

    public static func mode(of action: ShortcutAction) -> Mode? {
        switch action.values[modeKey] {
        case .int(let code)?: Mode(rawValue: code)
        case .double(let code)?: Mode(rawValue: Int(exactly: code) ?? -1)
        case .string(let text)?: Int(text).flatMap(Mode.init(rawValue:))
        default: nil
        }
    }

    public static func grouping(of action: ShortcutAction) -> String? {
        if case .string(let text)? = action.values[groupingKey] { return text }
        return nil
    }

    /// Whether setting this parameter can change the document's structure or its names.
    public static func isStructural(_ parameter: String) -> Bool {
        parameter == groupingKey || parameter == modeKey || parameter == DocumentStructure.customOutputNameKey
            || parameter == "WFVariableName" || parameter == "WFMenuItemTitle"
    }
}
