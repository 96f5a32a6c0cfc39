/// A property a Find action's rows can name: an app entity's `@Property` that its
/// `EntityPropertyQuery` filters by, with what it holds and the comparisons the query offers.
/// A row on it is made from this alone — the property need not be in the file yet — and its
/// value is typed by `type`.
public struct FilterPropertyDefinition: Sendable, Hashable, Codable {
    /// The property's Swift name, which the query is asked by.
    public var identifier: String
    /// Its name as rows show it ("Length"): what a row stores as its `Property`.
    public var title: String
    /// What it holds, which decides how a row's value is typed and stored.
    public var type: ValueType
    /// The comparisons the query offers on it, in the query's order.
    public var comparisons: [EntityQueryComparison]

    /// A filterable property as data.
    public init(identifier: String, title: String, type: ValueType, comparisons: [EntityQueryComparison]) {
        self.identifier = identifier
        self.title = title
        self.type = type
        self.comparisons = comparisons
    }
}
