import IntentKit

/// A list to choose from, filtered by typing: enum cases (filtered by title and synonyms),
/// entities and dynamic options (whose lists come from queries, asynchronously).
public struct ListPicker: Sendable, Equatable {
    public struct Option: Sendable, Equatable {
        public var value: IntentValue
        public var title: String
        public var subtitle: String?
        public var synonyms: [String]
        /// The heading of the section it is listed under (a provider's `IntentItemSection`).
        public var section: String?

        public init(value: IntentValue, title: String, subtitle: String? = nil, synonyms: [String] = [], section: String? = nil) {
            self.value = value
            self.title = title
            self.subtitle = subtitle
            self.synonyms = synonyms
            self.section = section
        }
    }

    public enum Source: Sendable, Equatable {
        /// All options are known up front (enum cases).
        case fixed
        /// Options come from an entity type's query; typed text is searched when it can be.
        case entities(type: String, capabilities: EntityQueryCapabilities)
        /// A parameter's options from its provider, for the action being edited (`action`, whose
        /// values the provider's dependencies read when asked).
        case dynamicOptions(intent: String, parameter: String, action: Int)
        /// What a variable can be narrowed to (`base`, its attachment without narrowing):
        /// typed text also offers the value under that dictionary key.
        case variableNarrowing(base: PropertyListDictionary)
        /// The kinds a union parameter's value can be (`@UnionValue`): choosing one opens the
        /// control of that kind's values.
        case unionKinds(UnionDefinition)
        /// What can come next in a condition being typed; choosing one puts the line so far
        /// (the option's value, as text) in the field.
        case completions
    }

    public var source: Source
    public var filter = TextField()
    public private(set) var options: [Option]
    public var selection = 0
    /// The query whose answer is awaited; answers to others are stale and dropped.
    public var pendingQuery: Int? { didSet { if pendingQuery == nil { waitingNote = nil } } }
    /// What the awaited answer waits for, when it is more than the query ("Starting MyIntents…").
    public var waitingNote: String?
    public var failure: String?
    /// What the provider asks above its options ("Which campsite?"), when it says.
    public var prompt: String?

    public init(source: Source, options: [Option]) {
        self.source = source
        self.options = options
    }

    public var isLoading: Bool { pendingQuery != nil }

    /// Whether its query searches the typed text, so that typing asks it again.
    var searchesTypedText: Bool {
        if case .entities(_, let capabilities) = source { capabilities.contains(.stringSearch) } else { false }
    }

    /// Dynamic options suggest values; they do not limit them, so a typed value is accepted.
    /// So is an identifier for entities no query can list (a catalog's, before any records).
    public var acceptsTypedValue: Bool {
        switch source {
        case .dynamicOptions: true
        case .entities(_, let capabilities): capabilities.isEmpty
        case .fixed, .variableNarrowing, .completions, .unionKinds: false
        }
    }

    /// The options matching the filter: title, subtitle or synonyms containing it, ignoring
    /// case and accents. For searched sources the query already filtered.
    public var visibleOptions: [Option] {
        let needle = filter.text.trimmingCharacters(in: .whitespaces)
        if needle.isEmpty { return options }
        if case .entities(_, let capabilities) = source, capabilities.contains(.stringSearch) { return options }
        let matching = options.filter { option in
            ([option.title, option.subtitle ?? ""] + option.synonyms).contains {
                $0.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil
            }
        }
        if case .variableNarrowing(let base) = source, let variable = VariableReference(attachment: base) {
            return matching + [VariableNarrowingOption.dictionaryKey(needle, of: variable)]
        }
        return matching
    }

    /// The rows the picker draws: each section's heading before its first visible option, and
    /// which row the selection is.
    var rows: (rows: [ListView.Row], selected: Int?) {
        var rows: [ListView.Row] = []
        var selected: Int?
        var section: String?
        for (index, option) in visibleOptions.enumerated() {
            if let heading = option.section, heading != section { rows.append(ListView.Row(title: heading, isHeading: true)) }
            section = option.section
            if index == selection { selected = rows.count }
            rows.append(ListView.Row(title: option.title, detail: option.subtitle))
        }
        return (rows, selected)
    }

    mutating func replaceOptions(_ newOptions: [Option]) {
        options = newOptions
        selection = min(selection, max(0, visibleOptions.count - 1))
    }

    var selectedOption: Option? {
        let visible = visibleOptions
        return visible.indices.contains(selection) ? visible[selection] : nil
    }

    /// What a key did to the picker, for the control holding it to act on.
    enum Outcome: Equatable {
        case moved
        case filterChanged
        case chosen(Option)
        /// Enter on typed text that matches no option, where a typed value is allowed
        /// (dynamic options suggest values; they do not limit them).
        case typed(String)
        case refused(String)
    }

    mutating func handle(_ key: Key, keymap: Keymap = .standard) -> Outcome {
        let last = max(0, visibleOptions.count - 1)
        switch keymap.command(for: key, in: .picker).flatMap(PickerCommand.init) {
        case .next?: selection = min(selection + 1, last)
        case .previous?: selection = max(0, selection - 1)
        case .pageDown?: selection = min(selection + 10, last)
        case .pageUp?: selection = max(0, selection - 10)
        case .choose?:
            if let selectedOption { return .chosen(selectedOption) }
            let typed = filter.text.trimmingCharacters(in: .whitespaces)
            if acceptsTypedValue, !typed.isEmpty, !isLoading, visibleOptions.isEmpty || failure != nil { return .typed(typed) }
            if let failure { return .refused(failure) }
            if isLoading { return .refused("Still loading…") }
            if !typed.isEmpty { return .refused("Nothing matches \"\(typed)\".") }
            return .refused("Nothing to choose.")
        case .cancel?:
            // The holder closes the picker on Esc before asking it: nothing to do here.
            break
        case nil:
            let before = filter.text
            _ = filter.handle(key, keymap: keymap)
            if filter.text != before {
                selection = 0
                return .filterChanged
            }
        }
        return .moved
    }
}
