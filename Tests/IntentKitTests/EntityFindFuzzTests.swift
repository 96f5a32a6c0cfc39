import Foundation
@testable import IntentKit
import Testing

/// A Find action's values come from a file: thousands of mutated rows, sorts and limits are
/// read into a request or refused with the row named — never a crash, never a request that
/// breaks the property's kind.
@Suite struct EntityFindFuzzTests {
    static let description = EntityFindDescription(
        entityType: EntityTypeDefinition(identifier: "Trail", title: "Trail"),
        properties: [
            FilterPropertyDefinition(identifier: "name", title: "Name", type: .string, comparisons: [.contains, .equalTo]),
            FilterPropertyDefinition(identifier: "length", title: "Length", type: .double, comparisons: [.lessThan, .isBetween]),
            FilterPropertyDefinition(identifier: "count", title: "Count", type: .int, comparisons: [.greaterThan]),
            FilterPropertyDefinition(identifier: "open", title: "Open", type: .bool, comparisons: [.equalTo]),
            FilterPropertyDefinition(identifier: "since", title: "Since", type: .date, comparisons: [.greaterThan]),
            FilterPropertyDefinition(identifier: "kind", title: "Kind", type: .enumeration(EnumDefinition(
                identifier: "Kind", title: "Kind", cases: [EnumCaseDefinition(identifier: "loop", title: "Loop")])), comparisons: [.equalTo]),
        ],
        sortable: ["Name", "Length"])

    /// A small deterministic generator, so a failure names its seed.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 11
        }
        mutating func pick<T>(_ items: [T]) -> T { items[Int(next() % UInt64(items.count))] }
    }

    static func value(_ g: inout Generator) -> PropertyListValue {
        g.pick([.string("Falls"), .string(""), .string("12"), .string("\u{0}\u{1B}[2J"), .string(String(repeating: "x", count: 300)),
                .integer(Int.max), .integer(Int.min), .integer(3), .real(.nan), .real(.infinity), .real(-1e300), .real(2.5),
                .bool(true), .date(Date(timeIntervalSince1970: 1e11)), .array([]), .dictionary(["Value": .string("Loop")]),
                .dictionary(["string": .string("a\u{FFFC}"), "attachmentsByRange": .dictionary(["{1, 1}": .dictionary(["Type": .string("Variable"), "VariableName": .string("V")])])])])
    }

    static func row(_ g: inout Generator) -> PropertyListValue {
        var row = PropertyListDictionary()
        if g.next() % 8 != 0 { row["Property"] = g.pick([.string("Name"), .string("Length"), .string("Count"), .string("Open"), .string("Since"),
                                                          .string("Kind"), .string("length"), .string("Colour"), .integer(4)]) }
        if g.next() % 8 != 0 { row["Operator"] = g.pick([.integer(4), .integer(99), .integer(0), .integer(1003), .integer(2), .integer(-1),
                                                          .integer(Int.max), .string("is")]) }
        var values = PropertyListDictionary()
        for _ in 0..<Int(g.next() % 3) {
            values[g.pick(["String", "Number", "Bool", "Date", "Enumeration", "Unit", "AnotherNumber"])] = value(&g)
        }
        if g.next() % 6 != 0 { row["Values"] = .dictionary(values) }
        return .dictionary(row)
    }

    @Test func mutatedFindValuesAreReadOrRefusedByPlace() {
        var g = Generator(state: 0x6363)
        var read = 0
        var refused = 0
        for _ in 0..<5_000 {
            var values: [String: IntentValue] = [:]
            let rows = (0..<Int(g.next() % 4)).map { _ in Self.row(&g) }
            let filter: PropertyListValue = g.next() % 5 == 0 ? .array(rows)
                : .dictionary(["Value": .dictionary(["WFActionParameterFilterPrefix": .integer(Int(g.next() % 3)),
                                                     "WFActionParameterFilterTemplates": .array(rows)])])
            values["WFContentItemFilter"] = .opaque(OpaqueValue(propertyList: filter))
            if g.next() % 2 == 0 { values["WFContentItemSortProperty"] = g.pick([.string("Length"), .string("Colour"), .int(3), .bool(true)]) }
            if g.next() % 2 == 0 { values["WFContentItemSortOrder"] = g.pick([.string("Descending"), .string(""), .int(1)]) }
            if g.next() % 2 == 0 { values["WFContentItemLimitEnabled"] = g.pick([.bool(true), .bool(false), .string("yes")]) }
            if g.next() % 2 == 0 { values["WFContentItemLimitNumber"] = g.pick([.int(-3), .int(Int.max), .double(.nan), .double(1e300), .double(2.5), .string("x")]) }
            do {
                let request = try EntityFindAction.request(from: values, description: Self.description)
                read += 1
                for condition in request.conditions {
                    let property = Self.description.properties.first { $0.identifier == condition.property }
                    #expect(property != nil, "a row on a property the query does not filter by")
                    #expect(condition.values.count == condition.comparison.valueCount)
                    #expect(condition.values.allSatisfy { property?.type.accepts($0) == true }, "\(condition)")
                }
                #expect((request.limit ?? 0) >= 0)
            } catch let error as EntityFindValueError {
                refused += 1
                #expect(!error.place.isEmpty && !error.problem.isEmpty)
            } catch {
                Issue.record("an error of another kind: \(error)")
            }
        }
        #expect(read > 100 && refused > 100, "both outcomes are exercised: \(read) read, \(refused) refused")
    }
}
