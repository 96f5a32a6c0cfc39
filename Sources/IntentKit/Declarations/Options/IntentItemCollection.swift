/// One option of a sectioned list (iOS 16): a value with the title, subtitle and image it is
/// shown with.
public struct IntentItem<Value: IntentValueConvertible>: Sendable {
    /// The value chosen.
    public var value: Value
    /// How it is shown.
    public var description: DisplayRepresentation

    /// `value`, shown as it displays itself.
    public init(_ value: Value) {
        self.value = value
        description = (value as? any InstanceDisplayRepresentable)?.displayRepresentation
            ?? DisplayRepresentation(title: LocalizedStringResource(stringLiteral: value.intentValue.displayText(as: Value.intentValueType)))
    }

    /// `value`, shown with this title (and subtitle and image), whatever it would show itself as.
    public init(_ value: Value, title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil,
                image: DisplayRepresentation.Image? = nil) {
        self.value = value
        description = DisplayRepresentation(title: title, subtitle: subtitle, image: image)
    }

    /// Items written one per line inside a section: a bare value becomes an item.
    @resultBuilder
    public enum Builder {
        /// A value, as an item.
        public static func buildExpression(_ expression: Value) -> [IntentItem<Value>] { [IntentItem(expression)] }
        /// An item as written.
        public static func buildExpression(_ expression: IntentItem<Value>) -> [IntentItem<Value>] { [expression] }
        /// The items in order.
        public static func buildBlock(_ items: [IntentItem<Value>]...) -> [IntentItem<Value>] { items.flatMap { $0 } }
        /// `for`: every iteration's items.
        public static func buildArray(_ items: [[IntentItem<Value>]]) -> [IntentItem<Value>] { items.flatMap { $0 } }
        /// `if`: its items when the condition holds.
        public static func buildOptional(_ items: [IntentItem<Value>]?) -> [IntentItem<Value>] { items ?? [] }
        /// `if`/`else`: the first branch's items.
        public static func buildEither(first items: [IntentItem<Value>]) -> [IntentItem<Value>] { items }
        /// `if`/`else`: the second branch's items.
        public static func buildEither(second items: [IntentItem<Value>]) -> [IntentItem<Value>] { items }
    }
}

/// A titled group of options (iOS 16).
public struct IntentItemSection<Result: IntentValueConvertible>: Sendable {
    /// The section's heading; nil for an untitled one.
    public var description: DisplayRepresentation?
    /// Its options.
    public var items: [IntentItem<Result>]

    /// A section titled `title` of these values.
    public init(_ title: LocalizedStringResource, items: [Result]) {
        description = DisplayRepresentation(title: title)
        self.items = items.map { IntentItem($0) }
    }

    /// A section titled `title` of these items.
    public init(_ title: LocalizedStringResource, items: [IntentItem<Result>]) {
        description = DisplayRepresentation(title: title)
        self.items = items
    }

    /// `ItemSection("Italian Authors") { "Dante Alighieri"; "Alessandro Manzoni" }`.
    public init(_ title: LocalizedStringResource? = nil, @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]) {
        description = title.map { DisplayRepresentation(title: $0) }
        items = itemsBuilder()
    }

    /// A section with a subtitle and an image as well.
    public init(_ title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: DisplayRepresentation.Image? = nil,
                @IntentItem<Result>.Builder itemsBuilder: () -> [IntentItem<Result>]) {
        description = DisplayRepresentation(title: title, subtitle: subtitle, image: image)
        items = itemsBuilder()
    }

    /// An untitled section of these items.
    public init(items: [IntentItem<Result>]) {
        description = nil
        self.items = items
    }

    /// A titled section of these items (the form Apple deprecated for `init(_:items:)`).
    public init(title: LocalizedStringResource, items: [IntentItem<Result>]) {
        self.init(title, items: items)
    }

    /// Sections written one per line in a collection; bare items make one untitled section.
    @resultBuilder
    public enum Builder {
        /// A section as written.
        public static func buildExpression(_ section: IntentItemSection<Result>) -> [IntentItemSection<Result>] { [section] }
        /// An item outside any section: an untitled section of its own, merged with its neighbours.
        public static func buildExpression(_ item: IntentItem<Result>) -> [IntentItemSection<Result>] { [IntentItemSection(items: [item])] }
        /// A value outside any section.
        public static func buildExpression(_ value: Result) -> [IntentItemSection<Result>] { [IntentItemSection(items: [IntentItem(value)])] }
        /// The sections in order.
        public static func buildBlock(_ sections: [IntentItemSection<Result>]...) -> [IntentItemSection<Result>] { sections.flatMap { $0 } }
        /// `for`: every iteration's sections.
        public static func buildArray(_ sections: [[IntentItemSection<Result>]]) -> [IntentItemSection<Result>] { sections.flatMap { $0 } }
        /// `if`: its sections when the condition holds.
        public static func buildOptional(_ sections: [IntentItemSection<Result>]?) -> [IntentItemSection<Result>] { sections ?? [] }
        /// `if`/`else`: the first branch's sections.
        public static func buildEither(first sections: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { sections }
        /// `if`/`else`: the second branch's sections.
        public static func buildEither(second sections: [IntentItemSection<Result>]) -> [IntentItemSection<Result>] { sections }
    }
}

/// A list of options in sections, with subtitles and a prompt (iOS 16): what an options
/// provider's `results()` or a query's suggestions answer with when a flat list is not enough.
/// The editor's picker shows each section under its heading, and searches titles and subtitles.
public struct IntentItemCollection<Result: IntentValueConvertible>: ResultsCollection {
    /// What the picker asks above its options.
    public var promptLabel: LocalizedStringResource?
    /// Whether Apple's picker shows an A–Z index.
    public var usesIndexedCollation: Bool
    /// The sections, in order.
    public var sections: [IntentItemSection<Result>]

    /// One untitled section of these values.
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [Result]) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: [IntentItemSection(items: items.map { IntentItem($0) })])
    }

    /// These sections.
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, sections: [IntentItemSection<Result>]) {
        self.promptLabel = promptLabel
        self.usesIndexedCollation = usesIndexedCollation
        self.sections = sections
    }

    /// `ItemCollection { ItemSection("Italian Authors") { … } }`.
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false,
                @IntentItemSection<Result>.Builder sectionsBuilder: () -> [IntentItemSection<Result>]) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: sectionsBuilder())
    }

    /// Every value, sections flattened.
    public var items: [Result] { sections.flatMap { $0.items.map(\.value) } }

    /// No sections.
    public static var empty: IntentItemCollection<Result> { IntentItemCollection(sections: []) }

    /// The sections as a picker lists them; neighbouring untitled sections (bare items in the
    /// builder) are one.
    public var optionsList: OptionsList {
        var list = OptionsList(prompt: promptLabel?.text, sections: [])
        for section in sections {
            let items = section.items.map { item in
                OptionsList.Item(value: item.value.intentValue, title: item.description.title.text, subtitle: item.description.subtitle?.text)
            }
            let title = section.description?.title.text
            if title == nil, let last = list.sections.last, last.title == nil {
                list.sections[list.sections.count - 1].items += items
            } else {
                list.sections.append(OptionsList.Section(title: title, items: items))
            }
        }
        return list
    }
}

extension DynamicOptionsProvider {
    /// `-> ItemCollection<String>`, as Apple's examples write it.
    public typealias ItemCollection = IntentItemCollection
    /// `ItemSection("Title") { … }` inside an options provider.
    public typealias ItemSection<R: IntentValueConvertible> = IntentItemSection<R>
    /// `Item(value, title: …)` inside an options provider.
    public typealias Item<R: IntentValueConvertible> = IntentItem<R>
    /// `@ParameterDependency(\.$quantity) var order`, as Apple's examples write it.
    public typealias ParameterDependency = IntentParameterDependency
}
