// An EntityPropertyQuery as Apple's EntityQueryProperties page and real apps write one: the
// comparators say each Find row in the query's own terms — here SQL, as Linux's Foundation has
// no predicate format strings (Apple's examples use NSPredicate the same way) —, the sort by key
// path. Compiled in Swift 5
// and Swift 6 modes.
import Foundation
import IntentKit

struct BookEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
    static let defaultQuery = BookQuery()

    let id: UUID
    @Property(title: "Title") var title: String
    @Property(title: "Published") var datePublished: Date
    @Property(title: "Pages") var pageCount: Int
    @Property(title: "Series") var series: String?

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }

    init(id: UUID, title: String, datePublished: Date, pageCount: Int) {
        self.id = id
        self.title = title
        self.datePublished = datePublished
        self.pageCount = pageCount
    }
}

struct BookQuery: EntityPropertyQuery {
    typealias ComparatorMappingType = String

    static let properties = QueryProperties {
        Property(\BookEntity.$title) {
            EqualToComparator { "title = \($0)" }
            ContainsComparator { "title CONTAINS \($0)" }
            HasPrefixComparator { "title BEGINSWITH \($0)" }
        }
        Property(\BookEntity.$datePublished) {
            LessThanComparator { "datePublished < \($0)" }
            GreaterThanComparator { "datePublished > \($0)" }
            IsBetweenComparator { "datePublished BETWEEN \($0) AND \($1)" }
        }
        Property(\BookEntity.$pageCount) {
            GreaterThanOrEqualToComparator { "pageCount >= \($0)" }
            LessThanOrEqualToComparator { "pageCount <= \($0)" }
            NotEqualToComparator { "pageCount != \($0)" }
        }
        Property(\BookEntity.$series) {
            HasSuffixComparator { "series ENDSWITH \($0)" }
        }
    }

    static let sortingOptions = SortingOptions {
        SortableBy(\BookEntity.$title)
        SortableBy(\BookEntity.$datePublished)
    }

    static let findIntentDescription: IntentDescription? = "Finds books in your library."

    func entities(for identifiers: [BookEntity.ID]) async throws -> [BookEntity] { [] }

    func suggestedEntities() async throws -> [BookEntity] { [] }

    func entities(matching comparators: [ComparatorMappingType], mode: ComparatorMode,
                  sortedBy: [Sort<BookEntity>], limit: Int?) async throws -> [BookEntity] {
        let clause = comparators.joined(separator: mode == .and ? " AND " : " OR ")
        let order = sortedBy.map { sort in
            (sort.by == \BookEntity.$title ? "title" : "datePublished") + (sort.order == .ascending ? " ASC" : " DESC")
        }
        _ = (clause, order, limit)
        return []
    }
}
