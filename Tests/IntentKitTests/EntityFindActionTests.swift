import DemoIntents
import Foundation
@testable import IntentKit
import Testing

/// The "Find <Entities>" action of an `EntityPropertyQuery` (the demo's trails): defined from
/// the query's properties, comparators and sorts; its rows, stored as Shortcuts' own Find rows,
/// read back into the query's terms; and run, giving exactly what the query returns.
@Suite struct EntityFindActionTests {
    static let registry = try! DemoIntents.makeRegistry()

    /// A row as Shortcuts stores one: property by title, operator by If's code, the value
    /// under its kind.
    static func row(_ property: String, _ code: Int, _ kind: String, _ value: PropertyListValue) -> PropertyListValue {
        .dictionary(["Operator": .integer(code), "Property": .string(property), "Removable": .bool(true), "Values": .dictionary([kind: value])])
    }

    static func filter(_ rows: [PropertyListValue], all: Bool = true) -> IntentValue {
        .opaque(OpaqueValue(propertyList: .dictionary([
            "Value": .dictionary(["WFActionParameterFilterPrefix": .integer(all ? 1 : 0), "WFActionParameterFilterTemplates": .array(rows)]),
            "WFSerializationType": .string("WFContentPredicateTableTemplate"),
        ])))
    }

    static func sortEnum(_ key: String, _ value: String) -> IntentValue {
        .enumCase(EnumCaseValue(enumIdentifier: "TrailEntity.Find." + key, caseIdentifier: value))
    }

    @Test func aFilteringQueryGivesAFindActionWithItsPropertiesAndSorts() async throws {
        let definitions = await Self.registry.findDefinitions()
        let find = try #require(definitions.first { $0.identifier == "TrailEntity.Find" })
        #expect(definitions.count == 1, "only the trails' query filters")
        #expect(find.title == "Find Trails" && find.outputName == "Trails")
        let filter = try #require(find.parameter("WFContentItemFilter"))
        #expect(filter.options.storedForm == .contentFilter)
        #expect(filter.options.filterProperties?.map(\.title) == ["Name", "Location", "Length"])
        #expect(filter.options.filterProperties?.last?.comparisons == [.lessThan, .greaterThan, .isBetween])
        #expect(filter.options.filterProperties?.last?.type == .double)
        guard case .enumeration(let sorts)? = find.parameter("WFContentItemSortProperty")?.type else {
            Issue.record("Sort by is no choice")
            return
        }
        #expect(sorts.cases.map(\.title) == ["Name", "Length"])
        // The demo's host answers the definitions with it, as `intents add` reads them.
        let server = IntentHostServer(registry: Self.registry, name: "Demo")
        let answer = await server.answer(#"{"id": 1, "method": "definitions"}"#)
        #expect(answer.contains(#""identifier":"TrailEntity.Find""#), "\(answer.prefix(300))")
    }

    @Test func aFindRunsItsRowsSortAndLimitThroughTheQuery() async throws {
        let values: [String: IntentValue] = [
            "WFContentItemFilter": Self.filter([Self.row("Name", 99, "String", .string("trail")), Self.row("Length", 0, "Number", .real(10))]),
            "WFContentItemSortProperty": Self.sortEnum("WFContentItemSortProperty", "Length"),
            "WFContentItemSortOrder": Self.sortEnum("WFContentItemSortOrder", "Descending"),
            "WFContentItemLimitEnabled": .bool(true),
            "WFContentItemLimitNumber": .int(2),
        ]
        let outcome = try await Self.registry.perform("TrailEntity.Find", values: values)
        guard case .array(let found)? = outcome.value else {
            Issue.record("no list: \(String(describing: outcome.value))")
            return
        }
        // Trails whose name has "trail" and are under 10 miles — Mist (6.4), Pa'rus (3.5) — the longest first, two.
        #expect(found.map { $0.displayText() } == ["Mist Trail", "Pa'rus Trail"])
    }

    @Test func anyRowMaySelectAndMatchOverridesTheRowsOwnAllOrAny() async throws {
        let rows = [Self.row("Location", 4, "String", .string("Zion")), Self.row("Length", 2, "Number", .integer(20))]
        let any = try await Self.registry.perform("TrailEntity.Find", values: ["WFContentItemFilter": Self.filter(rows, all: false)])
        #expect(any.value.map { $0.displayText() }?.contains("Kalalau Trail") == true)
        let all = try await Self.registry.perform("TrailEntity.Find", values: [
            "WFContentItemFilter": Self.filter(rows, all: false),
            "WFCompoundType": .enumCase(EnumCaseValue(enumIdentifier: "TrailEntity.Find.WFCompoundType", caseIdentifier: "1")),
        ])
        #expect(all.value == .array([]), "Match All: no Zion trail is over 20 miles")
    }

    @Test func aRowTheQueryCannotTakeIsNamed() async throws {
        await #expect { try await Self.registry.perform("TrailEntity.Find", values: ["WFContentItemFilter": Self.filter([Self.row("Colour", 4, "String", .string("red"))])]) }
            throws: { ($0 as? EntityFindValueError)?.description == "condition 1: the query does not filter by “Colour”; it filters by Name, Location, Length" }
        await #expect { try await Self.registry.perform("TrailEntity.Find", values: ["WFContentItemFilter": Self.filter([Self.row("Length", 99, "Number", .integer(3))])]) }
            throws: { ($0 as? EntityFindValueError)?.description.hasPrefix("condition 1: “Length” is not compared with “contains” by the query; it offers is less than, is greater than") == true }
        await #expect { try await Self.registry.perform("TrailEntity.Find", values: ["WFContentItemFilter": Self.filter([Self.row("Length", 0, "Number", .string("far"))])]) }
            throws: { ($0 as? EntityFindValueError)?.description == "condition 1: “far” is not a Double for “Length”" }
    }

    @Test func identifiersAndPluralsFollowTheEntityType() {
        #expect(EntityFindAction.identifier(for: "Trail") == "Trail.Find")
        #expect(EntityFindAction.entityType(of: "Trail.Find") == "Trail")
        #expect(EntityFindAction.entityType(of: ".Find") == nil && EntityFindAction.entityType(of: "Trail") == nil)
        #expect(["Trail", "Entry", "Day", "Box", "Match", "Shelf"].map(EntityFindAction.plural) == ["Trails", "Entries", "Days", "Boxes", "Matches", "Shelves"])
    }
}
