import Foundation
import IntentKit
import Testing

/// An entity and its `EntityPropertyQuery` written as Apple's documentation writes them — only
/// the import differs — compile against IntentKit, and a Find action's rows run through it:
/// each row said by its property's comparator, the mode, the sort and the limit handed on.
@Suite struct EntityPropertyQueryTests {
    struct BookEntity: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
        static let defaultQuery = BookQuery()

        let id: String
        @Property(title: "Title") var title: String
        @Property(title: "Pages") var pages: Int
        @Property(title: "Published") var published: Date
        @Property(title: "Subtitle") var subtitle: String?
        @Property(title: "Tags") var tags: [String]

        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }

        init(id: String, title: String, pages: Int, published: Date, subtitle: String? = nil, tags: [String] = []) {
            self.id = id
            self.title = title
            self.pages = pages
            self.published = published
            self.subtitle = subtitle
            self.tags = tags
        }
    }

    /// The library the query searches.
    static let books = [
        BookEntity(id: "1", title: "The Mist Trail", pages: 120, published: Date(timeIntervalSince1970: 0), tags: ["hiking"]),
        BookEntity(id: "2", title: "Falls of Yosemite", pages: 340, published: Date(timeIntervalSince1970: 1_000_000), subtitle: "A guide"),
        BookEntity(id: "3", title: "Trail Mix", pages: 80, published: Date(timeIntervalSince1970: 2_000_000), tags: ["food", "hiking"]),
    ]

    /// Says each row as a test on a book: a closure is a `ComparatorMappingType` as good as an
    /// `NSPredicate`.
    struct BookQuery: EntityPropertyQuery {
        typealias ComparatorMappingType = @Sendable (BookEntity) -> Bool

        static let properties = QueryProperties {
            Property(\BookEntity.$title) {
                EqualToComparator { title in { $0.title == title } }
                ContainsComparator { text in { $0.title.localizedCaseInsensitiveContains(text) } }
                HasPrefixComparator { text in { $0.title.hasPrefix(text) } }
                HasSuffixComparator { text in { $0.title.hasSuffix(text) } }
            }
            Property(\BookEntity.$pages) {
                NotEqualToComparator { pages in { $0.pages != pages } }
                GreaterThanComparator { pages in { $0.pages > pages } }
                GreaterThanOrEqualToComparator { pages in { $0.pages >= pages } }
                LessThanComparator { pages in { $0.pages < pages } }
                LessThanOrEqualToComparator { pages in { $0.pages <= pages } }
            }
            Property(\BookEntity.$published) {
                IsBetweenComparator { earliest, latest in { $0.published >= earliest && $0.published <= latest } }
            }
            Property(\BookEntity.$subtitle) {
                ContainsComparator { text in { $0.subtitle?.contains(text) ?? false } }
            }
            Property(\BookEntity.$tags) {
                ContainsComparator { tag in { $0.tags.contains(tag) } }
            }
        }

        static let sortingOptions = SortingOptions {
            SortableBy(\BookEntity.$title)
            SortableBy(\BookEntity.$pages)
        }

        func entities(for identifiers: [String]) async throws -> [BookEntity] {
            EntityPropertyQueryTests.books.filter { identifiers.contains($0.id) }
        }

        func entities(matching comparators: [ComparatorMappingType], mode: ComparatorMode,
                      sortedBy: [Sort<BookEntity>], limit: Int?) async throws -> [BookEntity] {
            var found = EntityPropertyQueryTests.books.filter { book in
                mode == .and ? comparators.allSatisfy { $0(book) } : comparators.contains { $0(book) }
            }
            for sort in sortedBy.reversed() {
                let ascending = sort.order == .ascending
                if sort.by == \BookEntity.$title {
                    found.sort { ascending ? $0.title < $1.title : $0.title > $1.title }
                } else if sort.by == \BookEntity.$pages {
                    found.sort { ascending ? $0.pages < $1.pages : $0.pages > $1.pages }
                }
            }
            if let limit { found = Array(found.prefix(limit)) }
            return found
        }
    }

    func titles(_ conditions: [EntityQueryCondition], mode: EntityQueryComparatorMode = .and,
                sortedBy sorts: [(property: String, ascending: Bool)] = [], limit: Int? = nil) async throws -> [String] {
        try await BookQuery().entities(where: conditions, mode: mode, sortedBy: sorts, limit: limit).map(\.title)
    }

    @Test func theQueryListsItsPropertiesComparisonsAndSorts() {
        let filterable = BookQuery.filterableProperties(in: Self.books[0])
        #expect(filterable.map(\.property) == ["title", "pages", "published", "subtitle", "tags"])
        #expect(filterable[0].comparisons == [.equalTo, .contains, .hasPrefix, .hasSuffix])
        #expect(filterable[1].comparisons == [.notEqualTo, .greaterThan, .greaterThanOrEqualTo, .lessThan, .lessThanOrEqualTo])
        #expect(BookQuery.sortableProperties(in: Self.books[1]) == ["title", "pages"])
        #expect(BookQuery.findIntentDescription == nil)
    }

    @Test(arguments: [
        (EntityQueryCondition(property: "title", comparison: .equalTo, values: [.string("Trail Mix")]), ["Trail Mix"]),
        (EntityQueryCondition(property: "title", comparison: .contains, values: [.string("trail")]), ["The Mist Trail", "Trail Mix"]),
        (EntityQueryCondition(property: "title", comparison: .hasPrefix, values: [.string("Falls")]), ["Falls of Yosemite"]),
        (EntityQueryCondition(property: "title", comparison: .hasSuffix, values: [.string("Mix")]), ["Trail Mix"]),
        (EntityQueryCondition(property: "pages", comparison: .notEqualTo, values: [.int(120)]), ["Falls of Yosemite", "Trail Mix"]),
        (EntityQueryCondition(property: "pages", comparison: .greaterThan, values: [.int(120)]), ["Falls of Yosemite"]),
        (EntityQueryCondition(property: "pages", comparison: .greaterThanOrEqualTo, values: [.int(120)]), ["The Mist Trail", "Falls of Yosemite"]),
        (EntityQueryCondition(property: "pages", comparison: .lessThan, values: [.int(120)]), ["Trail Mix"]),
        (EntityQueryCondition(property: "pages", comparison: .lessThanOrEqualTo, values: [.int(120)]), ["The Mist Trail", "Trail Mix"]),
        (EntityQueryCondition(property: "published", comparison: .isBetween,
                              values: [.date(Date(timeIntervalSince1970: 500_000)), .date(Date(timeIntervalSince1970: 3_000_000))]),
         ["Falls of Yosemite", "Trail Mix"]),
        (EntityQueryCondition(property: "subtitle", comparison: .contains, values: [.string("guide")]), ["Falls of Yosemite"]),
        (EntityQueryCondition(property: "tags", comparison: .contains, values: [.string("hiking")]), ["The Mist Trail", "Trail Mix"]),
    ])
    func eachComparatorSaysItsRow(_ condition: EntityQueryCondition, _ expected: [String]) async throws {
        #expect(try await titles([condition]) == expected, "\(condition.property) \(condition.comparison)")
    }

    @Test func theModeTheSortAndTheLimitReachTheQuery() async throws {
        let hiking = EntityQueryCondition(property: "tags", comparison: .contains, values: [.string("hiking")])
        let long = EntityQueryCondition(property: "pages", comparison: .greaterThan, values: [.int(200)])
        #expect(try await titles([hiking, long]) == [])
        #expect(try await titles([hiking, long], mode: .or, sortedBy: [("pages", false)]) == ["Falls of Yosemite", "The Mist Trail", "Trail Mix"])
        #expect(try await titles([hiking, long], mode: .or, sortedBy: [("title", true)], limit: 2) == ["Falls of Yosemite", "The Mist Trail"])
    }

    @Test func aRowTheQueryCannotTakeIsSaidNotDropped() async throws {
        await #expect(throws: EntityQueryConditionError.self) {
            _ = try await titles([EntityQueryCondition(property: "author", comparison: .equalTo, values: [.string("x")])])
        }
        do {
            _ = try await titles([EntityQueryCondition(property: "published", comparison: .contains, values: [.string("x")])])
            Issue.record("a comparison the property does not offer ran")
        } catch let error as EntityQueryConditionError {
            #expect(error.description == "“published” is not compared with contains by the query; it offers isBetween")
        }
        // A value of the wrong kind is the conversion's error, naming what was expected.
        await #expect(throws: IntentValueConversionError.self) {
            _ = try await titles([EntityQueryCondition(property: "pages", comparison: .greaterThan, values: [.string("many")])])
        }
    }

    /// A Find action's request reaches the query through a host: the `find` method carries its
    /// rows, mode, sort and limit, and a query that cannot filter says so.
    @Test func aHostAnswersAFindThroughTheQuery() async throws {
        var registry = IntentRegistry()
        registry.register(try #require(BookEntity.entitySource))
        #expect(BookEntity.entityTypeDefinition.query.contains(.propertyFilter))
        let server = IntentHostServer(registry: registry, name: "Books")
        let request = EntityFindRequest(conditions: [EntityQueryCondition(property: "tags", comparison: .contains, values: [.string("hiking")])],
                                        sort: [.init(property: "pages", ascending: false)], limit: 5)
        let params = JSONValue.object([("type", .string(BookEntity.entityTypeIdentifier)),
                                       ("request", try JSONValue.parse(Array(JSONEncoder().encode(request))))])
        let answer = try HostResponse(line: await server.answer(HostRequest(id: 7, method: "find", params: params).line))
        #expect(answer.error == nil, "\(String(describing: answer.error))")
        let found = try JSONDecoder().decode([EntityReference].self, from: Data((answer.result ?? .null).compactText.utf8))
        #expect(found.map(\.title) == ["The Mist Trail", "Trail Mix"])

        var plain = IntentRegistry()
        plain.register(try #require(PlainEntity.entitySource))
        let refused = try HostResponse(line: await IntentHostServer(registry: plain, name: "Plain")
            .answer(HostRequest(id: 8, method: "find", params: .object([("type", .string(PlainEntity.entityTypeIdentifier)),
                                                                        ("request", try JSONValue.parse(Array(JSONEncoder().encode(request))))])).line))
        #expect(refused.error?.contains("cannot filter by their properties") == true, "\(String(describing: refused.error))")
    }

    struct PlainEntity: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Plain"
        static let defaultQuery = PlainQuery()
        let id: String
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
    }

    struct PlainQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [PlainEntity] { [] }
    }
}
