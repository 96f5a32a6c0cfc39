import IntentKit

/// A list to choose from, filtered by typing: enum cases (filtered by title and synonyms),
/// entities and dynamic options (whose lists come from queries, asynchronously).
public struct ListPicker: Sendable, Equatable {
    public struct Option: Sendable, Equatable {
        public var value: IntentValue
        public var title: String
        public var subtitle: String?
        public var synonyms: [String]
    }

    public enum Source: Sendable, Equatable {
        /// All options are known up front (enum cases).
        case fixed
        /// Options come from an entity type's query; typed text is searched when it can be.
        case entities(type: String, capabilities: EntityQueryCapabilities)
        case dynamicOptions(intent: String, parameter: String)
    }

    public var source: Source
    public var filter = TextField()
    public private(set) var options: [Option]
    public var selection = 0
    /// The query whose answer is awaited; answers to others are stale and dropped.
    public var pendingQuery: Int?
    public var failure: String?

    public init(source: Source, options: [Option]) {
        self.source = source
        self.options = options
    }

    public var isLoading: Bool { pendingQuery != nil }

    /// The options matching the filter: title, subtitle or synonyms containing it, ignoring
    /// case and accents. For searched sources the query already filtered.
    public var visibleOptions: [Option] {
        let needle = filter.text.trimmingCharacters(in: .whitespaces)
        if needle.isEmpty { return options }
        if case .entities(_, let capabilities) = source, capabilities.contains(.stringSearch) { return options }
        return options.filter { option in
            ([option.title, option.subtitle ?? ""] + option.synonyms).contains {
                $0.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil
            }
        }
    }

    mutating func replaceOptions(_ newOptions: [Option]) {
        options = newOptions
        selection = min(selection, max(0, visibleOptions.count - 1))
    }

    var selectedOption: Option? {
        let visible = visibleOptions
        return visible.indices.contains(selection) ? visible[selection] : nil
    }
}
