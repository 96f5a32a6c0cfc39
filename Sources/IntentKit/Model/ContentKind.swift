/// The broad kind of value a variable holds when the shortcut runs, as far as an editor can
/// tell before it runs: what decides which comparisons Apple's If offers and which field its
/// value takes (a date is "before" or "after" a date; a number is "greater than" a number).
public enum ContentKind: String, Sendable, Hashable, Codable, CaseIterable, CodingKeyRepresentable {
    case text
    case number
    case date
    case boolean
}

extension ContentKind {
    /// The kind of one of Apple's content classes, as Shortcuts' catalogs name an action's
    /// output types ("NSDate", "WFNumberContentItem") and as a variable's coercion names its
    /// type (`CoercionItemClass`); nil for every other class (files, contacts, places…).
    public init?(appleClass: String) {
        switch appleClass {
        case "NSString", "NSAttributedString", "WFStringContentItem", "WFRichTextContentItem": self = .text
        case "NSNumber", "NSDecimalNumber", "WFNumberContentItem": self = .number
        case "NSDate", "NSDateComponents", "WFDateContentItem": self = .date
        case "WFBooleanContentItem": self = .boolean
        default: return nil
        }
    }

    /// The one kind a list of output classes shares; nil when they differ or none is known.
    public init?(appleClasses: [String]) {
        let kinds = Set(appleClasses.map(ContentKind.init(appleClass:)))
        guard kinds.count == 1, let only = kinds.first, let kind = only else { return nil }
        self = kind
    }
}
