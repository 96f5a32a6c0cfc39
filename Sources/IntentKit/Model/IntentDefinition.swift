/// An intent as everything downstream of the front doors sees it: the same shape as Apple's
/// compiled metadata, whether it was declared in Swift or read from a catalog.
public struct IntentDefinition: Sendable, Hashable, Codable {
    public var identifier: String
    public var title: String
    public var description: String
    public var category: String?
    public var searchKeywords: [String]
    public var isDiscoverable: Bool
    public var openAppWhenRun: Bool
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
    /// Variants of this definition by the kind of value its subject parameter holds (Apple's
    /// If); nil for a definition that reads the same whatever it is given.
    public var subjectVariants: SubjectVariants?

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

    public func parameter(_ id: String) -> ParameterDefinition? {
        parameterIndex(id).map { parameters[$0] }
    }

    /// Where a parameter is: evaluation reads its fields in place rather than copying the
    /// whole definition out for each placeholder of each action.
    func parameterIndex(_ id: String) -> Int? {
        parameters.firstIndex { $0.id == id }
    }
}
