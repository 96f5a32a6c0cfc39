/// What an options provider answers with (iOS 16): a plain list of values, or an
/// `IntentItemCollection` with sections, subtitles and a prompt.
public protocol ResultsCollection<Result>: Sendable {
    /// The type of the values offered.
    associatedtype Result: IntentValueConvertible
    /// Every value offered, sections flattened.
    var items: [Result] { get }
    /// What the picker asks, above its options ("Choose an author").
    var promptLabel: LocalizedStringResource? { get }
    /// Whether Apple's picker shows an A–Z index beside the list.
    var usesIndexedCollation: Bool { get }
    /// A collection with nothing in it.
    static var empty: Self { get }
    /// The options as a picker lists them: sections of titled items.
    var optionsList: OptionsList { get }
}

extension ResultsCollection {
    /// No prompt unless the collection has one.
    public var promptLabel: LocalizedStringResource? { nil }
    /// No index unless the collection asks.
    public var usesIndexedCollation: Bool { false }
}

extension Array: ResultsCollection where Element: IntentValueConvertible {
    /// The values themselves.
    public typealias Result = Element
    /// The list itself.
    public var items: [Element] { self }
    /// An empty list.
    public static var empty: [Element] { [] }
    /// One untitled section, each value titled as it displays.
    public var optionsList: OptionsList {
        OptionsList(sections: [OptionsList.Section(items: map { OptionsList.Item(value: $0.intentValue, title: $0.intentValue.displayText(as: Element.intentValueType)) })])
    }
}
