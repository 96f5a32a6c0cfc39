/// A parameter's options as a picker lists them: a prompt, then sections of titled items. What
/// an options provider's results become, in this process or through a host's `options` answer.
public struct OptionsList: Sendable, Hashable, Codable {
    /// What the picker asks above the options, when the provider says.
    public var prompt: String?
    /// The sections, in order; one untitled section for a flat list.
    public var sections: [Section]

    /// A list of these sections.
    public init(prompt: String? = nil, sections: [Section]) {
        self.prompt = prompt
        self.sections = sections
    }

    /// One untitled section of these values, each titled as it displays as `type`.
    public init(values: [IntentValue], type: ValueType) {
        self.init(sections: [Section(items: values.map { Item(value: $0, title: $0.displayText(as: type)) })])
    }

    /// Every value, sections flattened.
    public var values: [IntentValue] { sections.flatMap { $0.items.map(\.value) } }

    /// A titled group of options.
    public struct Section: Sendable, Hashable, Codable {
        /// The heading; nil for an untitled section.
        public var title: String?
        /// The options.
        public var items: [Item]

        /// A section of `items` under `title`.
        public init(title: String? = nil, items: [Item]) {
            self.title = title
            self.items = items
        }
    }

    /// One option: its value and how it is shown.
    public struct Item: Sendable, Hashable, Codable {
        /// What choosing it sets.
        public var value: IntentValue
        /// Its title.
        public var title: String
        /// A second line, when the provider gives one.
        public var subtitle: String?

        /// An option.
        public init(value: IntentValue, title: String, subtitle: String? = nil) {
            self.value = value
            self.title = title
            self.subtitle = subtitle
        }
    }
}
