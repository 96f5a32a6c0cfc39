/// A query that finds entities by their properties: the query behind a Shortcuts "Find
/// <Entities> where …" action. It declares which properties can be filtered and with which
/// comparisons (`properties`), which can sort (`sortingOptions`), and answers a Find action's
/// rows already said in its own terms (`ComparatorMappingType`, built by each comparator's
/// mapping).
///
/// ```swift
/// struct BookQuery: EntityPropertyQuery {
///     static let properties = QueryProperties {
///         Property(\BookEntity.$title) {
///             EqualToComparator { NSPredicate(format: "title = %@", $0) }
///             ContainsComparator { NSPredicate(format: "title CONTAINS[cd] %@", $0) }
///         }
///     }
///     static let sortingOptions = SortingOptions { SortableBy(\BookEntity.$title) }
///     func entities(matching comparators: [NSPredicate], mode: ComparatorMode,
///                   sortedBy: [Sort<BookEntity>], limit: Int?) async throws -> [BookEntity] { … }
/// }
/// ```
public protocol EntityPropertyQuery: EntityQuery {
    /// What each comparator's mapping makes of a row: an `NSPredicate`, a SQL clause, a closure.
    associatedtype ComparatorMappingType
    /// The properties a Find action can filter by, with their comparators.
    static var properties: EntityQueryProperties<Entity, ComparatorMappingType> { get }
    /// The properties a Find action can sort by.
    static var sortingOptions: EntityQuerySortingOptions<Entity> { get }
    /// What the Find action says of itself in the action library.
    static var findIntentDescription: IntentDescription? { get }
    /// The entities the rows select — all of them (`.and`) or any (`.or`) —, sorted, at most
    /// `limit` when there is one.
    func entities(matching comparators: [ComparatorMappingType], mode: EntityQueryComparatorMode,
                  sortedBy: [EntityQuerySort<Entity>], limit: Int?) async throws -> [Entity]
}

extension EntityPropertyQuery {
    /// No sorting unless the query declares some.
    public static var sortingOptions: EntityQuerySortingOptions<Entity> { EntityQuerySortingOptions() }
    /// None unless the query gives one: the action library describes the Find action itself.
    public static var findIntentDescription: IntentDescription? { nil }

    /// `QueryProperties { … }`.
    public typealias QueryProperties = EntityQueryProperties<Entity, ComparatorMappingType>
    /// `SortingOptions { … }`.
    public typealias SortingOptions = EntityQuerySortingOptions<Entity>
    /// `SortableBy(\.$title)`.
    public typealias SortableBy = EntityQuerySortableByProperty<Entity>
    /// `mode: ComparatorMode`.
    public typealias ComparatorMode = EntityQueryComparatorMode
    /// `sortedBy: [Sort<BookEntity>]`.
    public typealias Sort<SortedEntity: AppEntity> = EntityQuerySort<SortedEntity>
    /// `Property(\BookEntity.$title) { … }` inside `QueryProperties`.
    public typealias Property<QueryEntity: AppEntity, Subject: AppEntity, Wrapper: EntityProperty<PropertyType>, PropertyType: IntentParameterValue, Mapping>
        = EntityQueryProperty<QueryEntity, Subject, Wrapper, PropertyType, Mapping>
}
