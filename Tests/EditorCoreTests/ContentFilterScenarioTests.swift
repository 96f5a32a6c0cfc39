import AppleShortcuts
@testable import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import Testing

/// A Find action's conditions read as text on its card and edit as rows of property, operator
/// and value: a condition keeps the shape the file gave it, and only what was changed changes.
@Suite struct ContentFilterScenarioTests {
    typealias Trip = BuiltInRoundTripTests

    /// Find Reminders where the list is Home Maintenance and they are not completed, in the
    /// shape Shortcuts writes (a public jsonnet shortcut kit's `filter.reminders`).
    static let filter = PropertyListValue.dictionary([
        "Value": .dictionary([
            "WFActionParameterFilterPrefix": .integer(1),
            "WFActionParameterFilterTemplates": .array([
                .dictionary(["Operator": .integer(4), "Property": .string("List"), "Removable": .bool(true),
                             "Values": .dictionary(["Enumeration": .dictionary(["Value": .string("Home Maintenance"),
                                                                               "WFSerializationType": .string("WFStringSubstitutableState")])])]),
                .dictionary(["Operator": .integer(4), "Property": .string("Is Completed"), "Removable": .bool(true),
                             "Values": .dictionary(["Bool": .dictionary(["Value": .bool(false),
                                                                        "WFSerializationType": .string("WFBooleanSubstitutableState")])])]),
            ]),
            "WFContentPredicateBoundedDate": .bool(false),
        ]),
        "WFSerializationType": .string("WFContentPredicateTableTemplate"),
    ])

    static func scenario() -> Scenario {
        Trip.scenario([Trip.action("filter.reminders", ["WFContentItemFilter": .opaque(OpaqueValue(propertyList: filter))])])
    }

    @Test func theConditionsReadAsText() throws {
        let scenario = Self.scenario()
        #expect(scenario.screen.contains("List is Home Maintenance and Is Completed is false"), "\(scenario.screen)")
    }

    @Test func aConditionIsChangedByTypingItAgain() throws {
        var scenario = Self.scenario()
        Trip.focus("WFContentItemFilter", &scenario)
        scenario.press(.enter)
        guard case .items(let list)? = scenario.state.control?.kind else {
            Issue.record("no item list: focus \(String(describing: scenario.state.focus)), message \(String(describing: scenario.state.message))\n\(scenario.screen)")
            return
        }
        #expect(list.items.count == 2)
        scenario.press(.control("x"))           // the last condition, Is Completed is false …
        scenario.type("Is Completed is true")   // … typed again: it takes the removed one's shape
        scenario.press(.enter)
        scenario.type("Priority is high")       // a property the filter does not have
        scenario.press(.enter)
        #expect(scenario.state.control?.error?.hasPrefix("Priority is not a condition of this filter yet") == true)
        scenario.press(.control("u"))
        scenario.press(.control("d"))
        let saved = try #require(try Trip.saved(scenario, 0)?["WFContentItemFilter"])
        let templates = try #require(saved["Value"]?["WFActionParameterFilterTemplates"]?.arrayValue)
        #expect(templates.count == 2)
        #expect(templates[0] == Self.filter["Value"]?["WFActionParameterFilterTemplates"]?.arrayValue?[0], "the untouched one is as it was")
        #expect(templates[1]["Values"]?["Bool"]?["Value"] == .bool(true))
        #expect(templates[1]["Values"]?["Bool"]?["WFSerializationType"] == .string("WFBooleanSubstitutableState"))
        #expect(templates[1]["Removable"] == .bool(true), "the condition's other keys stay")
        #expect(saved["Value"]?["WFContentPredicateBoundedDate"] == .bool(false))
    }

    @Test func operatorsAreReadLongestFirst() {
        let model = Self.filter["Value"]!["WFActionParameterFilterTemplates"]!.arrayValue![0]
        guard case .success(let condition) = ContentFilterItem.parse("List is not Garden", among: [model]) else {
            Issue.record("not read")
            return
        }
        #expect(condition["Operator"] == .integer(5))
        #expect(condition["Values"]?["Enumeration"]?["Value"] == .string("Garden"))
        guard case .success(let any) = ContentFilterItem.parse("List has any value", among: [model]) else { Issue.record("not read"); return }
        #expect(any["Operator"] == .integer(100))
        if case .success = ContentFilterItem.parse("List", among: [model]) { Issue.record("no operator is no condition") }
        // A property whose name holds an operator's words is split where the property is the filter's.
        var tricky = model.dictionaryValue!
        tricky["Property"] = .string("This is Fine")
        guard case .success(let fine) = ContentFilterItem.parse("This is Fine is not yes", among: [.dictionary(tricky)]) else {
            Issue.record("not read")
            return
        }
        #expect(fine["Property"] == .string("This is Fine") && fine["Operator"] == .integer(5))
        #expect(fine["Values"]?["Enumeration"]?["Value"] == .string("yes"))
    }

    /// A condition as Shortcuts writes Find Reminders' "Title contains …": `Unit` first, then
    /// the text — here with a variable in it.
    static let titleCondition = PropertyListValue.dictionary(PropertyListDictionary([
        ("Operator", .integer(99)), ("Property", .string("Title")), ("Removable", .bool(true)),
        ("Values", .dictionary(PropertyListDictionary([
            ("Unit", .integer(4)),
            ("String", TokenText(pieces: [.text("Vitamin "), .variable(VariableReference(.named("Dose")))]).propertyList),
        ]))),
    ]))

    /// The value was read from — and typed text written into — the first member of `Values`:
    /// "Title contains 4", and an edit turned `Unit` into text while the real value stayed.
    @Test func theValueIsReadFromItsMemberNotTheUnit() {
        #expect(ContentFilterText.text(of: Self.titleCondition) == "Title contains Vitamin ‹Dose›")
        #expect(ContentFilterText.valueKey(of: Self.titleCondition) == "String")
    }

    /// Every operator the editor offers, typed over a condition of text and one of a number:
    /// the value goes to the member Apple's file keeps it in, the `Unit` beside it is kept, and
    /// the condition then reads back as typed.
    @Test(arguments: ContentFilterText.operators.map(\.code))
    func everyOperatorWritesItsValueWhereTheFileKeepsIt(_ code: Int) throws {
        let name = ContentFilterText.name(of: code)
        let needsValue = !ContentFilterText.valueless.contains(code)
        // What follows the operator: a span's unit (years: the unit the file has, 4), a
        // range's upper bound.
        func suffix(_ value: String, upper: String) -> String {
            if !needsValue { return "" }
            if ContentFilterText.spans.contains(code) { return " \(value) years" }
            if code == ContentFilterText.between { return " \(value) and \(upper)" }
            return " " + value
        }
        let typed = "Title \(name)" + suffix("Fish oil", upper: "Krill oil")
        guard case .success(let text) = ContentFilterItem.parse(typed, among: [Self.titleCondition]) else {
            Issue.record("\(typed) not read")
            return
        }
        #expect(text["Operator"] == .integer(code))
        #expect(text["Values"]?["Unit"] == .integer(4), "\(typed): the unit is left as it was")
        if needsValue {
            #expect(text["Values"]?["String"] == TokenText(pieces: [.text("Fish oil")]).propertyList, "\(typed)")
        }
        #expect(ContentFilterText.text(of: text) == typed)

        let number = PropertyListValue.dictionary(PropertyListDictionary([
            ("Operator", .integer(2)), ("Property", .string("Count")),
            ("Values", .dictionary(PropertyListDictionary([
                ("Unit", .integer(4)), ("Number", .dictionary(["Value": .integer(3), "WFSerializationType": .string("WFNumberSubstitutableState")])),
            ]))),
        ]))
        let typedNumber = "Count \(name)" + suffix("12", upper: "20")
        guard case .success(let counted) = ContentFilterItem.parse(typedNumber, among: [number]) else {
            Issue.record("\(typedNumber) not read")
            return
        }
        #expect(counted["Values"]?["Unit"] == .integer(4))
        if needsValue { #expect(counted["Values"]?["Number"]?["Value"] == .integer(12), "\(typedNumber)") }
        if code == ContentFilterText.between { #expect(counted["Values"]?["AnotherNumber"]?["Value"] == .integer(20)) }
        #expect(ContentFilterText.text(of: counted) == typedNumber)
    }

    /// "is in the next 3 days" keeps its amount in `Number`, its unit in `Unit`.
    @Test func inTheNextReadsItsAmountNotItsUnit() {
        let next = PropertyListValue.dictionary(PropertyListDictionary([
            ("Operator", .integer(1000)), ("Property", .string("Due Date")),
            ("Values", .dictionary(PropertyListDictionary([("Unit", .integer(16)), ("Number", .integer(3))]))),
        ]))
        #expect(ContentFilterText.valueKey(of: next) == "Number")
        #expect(ContentFilterText.value(of: next) == "3")
    }
}
