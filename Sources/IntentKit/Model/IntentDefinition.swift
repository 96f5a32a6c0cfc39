/// An intent as everything downstream of the front doors sees it: the same shape as Apple's
/// compiled metadata, whether it was declared in Swift or read from a catalog.
public struct IntentDefinition: Sendable, Hashable, Codable {
    /// What documents save the intent by: the Swift type's name, or a catalog's identifier.
    public var identifier: String
    /// The action's name ("Suggest Trails").
    public var title: String
    /// What the action does; empty when not given.
    public var description: String
    /// The action library's group for it.
    public var category: String?
    /// Other words the action library finds it by.
    public var searchKeywords: [String]
    /// Whether the action library lists it.
    public var isDiscoverable: Bool
    /// Whether running it opens the app (kept as data).
    public var openAppWhenRun: Bool
    /// The parameters, in declaration order.
    public var parameters: [ParameterDefinition]
    /// Nil when the intent declares no summary: the editor then shows the title and every
    /// parameter.
    public var summary: SummaryNode?
    /// What the action's output is called as a variable ("Contents of URL"); nil when it has
    /// no output, or none a catalog names.
    public var outputName: String?
    /// The kind of value the action outputs, when its catalog says and it is one kind: what
    /// lets an If on that output offer the comparisons for it. Nil when unknown or mixed.
    public var outputKind: ContentKind?
    /// What the action outputs, when its declaration or catalog says: an entity type (with the
    /// properties a variable holding it can be narrowed to), a date, a list of them… Nil when
    /// unknown.
    public var outputType: ValueType?
    /// Variants of this definition by the kind of value its subject parameter holds (Apple's
    /// If); nil for a definition that reads the same whatever it is given.
    public var subjectVariants: SubjectVariants?
    /// Set when the action is no longer offered by Shortcuts: files that use it still read,
    /// and the editor says so on its card; nil for an action that is current.
    public var discontinuation: Discontinuation?
    /// Set when the app has deprecated the intent (`DeprecatedAppIntent`): shortcuts that use
    /// it still run, and the editor and `lint` say so; nil for an intent that is current.
    public var deprecation: Deprecation?
    /// How the intent runs when it is more than a plain `perform()`: it reports progress, can
    /// be cancelled, or may run past the per-action limit; nil for a plain one.
    public var execution: Execution?

    /// An intent as data, for catalogs and tools; Swift declarations make theirs through
    /// `IntentRegistry.register(_:)`.
    public init(identifier: String, title: String, description: String = "", category: String? = nil,
                searchKeywords: [String] = [], isDiscoverable: Bool = true, openAppWhenRun: Bool = false,
                parameters: [ParameterDefinition] = [], summary: SummaryNode? = nil) {
        self.identifier = identifier
        self.title = title
        self.description = description
        self.category = category
        self.searchKeywords = searchKeywords
        self.isDiscoverable = isDiscoverable
        self.openAppWhenRun = openAppWhenRun
        self.parameters = parameters
        self.summary = summary
    }

    /// What the runtime must know of how an intent runs, from the protocols it adopts.
    public struct Execution: Sendable, Hashable, Codable {
        /// `ProgressReportingIntent`: its card shows how far it has got.
        public var reportsProgress: Bool
        /// `CancellableIntent`: a stop asks it to cancel, and it is told why.
        public var cancellable: Bool
        /// `LongRunningIntent`: the 30-second limit without progress does not apply.
        public var longRunning: Bool

        /// An intent's way of running.
        public init(reportsProgress: Bool = false, cancellable: Bool = false, longRunning: Bool = false) {
            self.reportsProgress = reportsProgress
            self.cancellable = cancellable
            self.longRunning = longRunning
        }
    }

    /// That an action is gone from today's Shortcuts, and what took its place when Apple
    /// names one ("Get On-Screen Context").
    public struct Discontinuation: Sendable, Hashable, Codable {
        /// The title of the action that replaces it, when there is one.
        public var replacement: String?

        /// A discontinued action, replaced by `replacement` when given.
        public init(replacement: String? = nil) {
            self.replacement = replacement
        }
    }

    /// An app's deprecation of an intent: its message, and the intent that replaces it.
    public struct Deprecation: Sendable, Hashable, Codable {
        /// "Use Brew Coffee instead."
        public var message: String
        /// The replacement's identifier, when there is one.
        public var replacement: String?
        /// The replacement's title.
        public var replacementTitle: String?

        /// A deprecation, with its replacement when there is one.
        public init(message: String, replacement: String? = nil, replacementTitle: String? = nil) {
            self.message = message
            self.replacement = replacement
            self.replacementTitle = replacementTitle
        }

        /// As a card and `lint` say it: "deprecated: Use Brew Coffee instead."
        public var note: String {
            var note = "deprecated" + (message.isEmpty ? "" : ": " + message)
            if let replacementTitle, !message.contains(replacementTitle) { note += " (replaced by \(replacementTitle))" }
            return note
        }
    }

    /// The parameter with this identifier, if the intent has one.
    public func parameter(_ id: String) -> ParameterDefinition? {
        parameterIndex(id).map { parameters[$0] }
    }

    /// Where a parameter is: evaluation reads its fields in place rather than copying the
    /// whole definition out for each placeholder of each action.
    func parameterIndex(_ id: String) -> Int? {
        parameters.firstIndex { $0.id == id }
    }
}
