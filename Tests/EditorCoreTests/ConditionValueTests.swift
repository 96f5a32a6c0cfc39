import Foundation
import IntentKit
@testable import ShortcutModel
import Testing

/// A condition's value as Apple's files hold it — a variable alone or in text, an amount of time
/// with its unit, both bounds of a range, a date — read as text and typed back.
@Suite struct ConditionValueTests {
    static let dose = VariableReference(.named("Dose"))

    static func condition(_ code: Int, _ property: String, _ values: [(String, PropertyListValue)]) -> PropertyListValue {
        .dictionary(PropertyListDictionary([("Operator", .integer(code)), ("Property", .string(property)), ("Removable", .bool(true)),
                                            ("Values", .dictionary(PropertyListDictionary(values.map { (key: $0.0, value: $0.1) })))]))
    }

    /// The same variable stored two ways — a token string, and an attachment (two keys, as a
    /// named variable's is) — read the same; the attachment read "Dictionary (2)".
    @Test func aVariableReadsTheSameHoweverItIsStored() {
        let asText = Self.condition(99, "Title", [("Unit", .integer(4)), ("String", TokenText(pieces: [.variable(Self.dose)]).propertyList)])
        let asAttachment = Self.condition(99, "Title", [("Unit", .integer(4)), ("String", ContentFilterItem.attachment(Self.dose))])
        #expect(ContentFilterText.text(of: asText) == "Title contains ‹Dose›")
        #expect(ContentFilterText.text(of: asAttachment) == "Title contains ‹Dose›")
        let wrapped = Self.condition(2, "Count", [("Number", .dictionary(["Value": .dictionary(Self.dose.attachment),
                                                                          "WFSerializationType": .string("WFNumberSubstitutableState")]))])
        #expect(ContentFilterText.text(of: wrapped) == "Count is greater than ‹Dose›")
    }

    @Test func aSpanReadsWithItsUnitAndTakesATypedOne() throws {
        let due = Self.condition(1000, "Due Date", [("Unit", .integer(16)), ("Number", .integer(3))])
        #expect(ContentFilterText.text(of: due) == "Due Date is in the next 3 days")
        let typed = try ContentFilterItem.parse("Due Date is in the last 1 week", among: [due]).get()
        #expect(typed["Operator"] == .integer(1001))
        #expect(typed["Values"]?["Number"] == .integer(1))
        #expect(typed["Values"]?["Unit"] == .integer(8192))
        #expect(ContentFilterText.text(of: typed) == "Due Date is in the last 1 week")
        // An older file's unit by name stays a name.
        let named = Self.condition(1000, "Due Date", [("Unit", .string("days")), ("Number", .integer(3))])
        #expect(try ContentFilterItem.parse("Due Date is in the next 2 months", among: [named]).get()["Values"]?["Unit"] == .string("months"))
        guard case .failure(let failure) = ContentFilterItem.parse("Due Date is in the next 3 fortnights", among: [due]) else {
            Issue.record("a unit Shortcuts does not have was taken")
            return
        }
        #expect(failure.reason.contains("type an amount and a unit"))
    }

    @Test func aDateIsTypedAsADate() throws {
        let due = Self.condition(2, "Due Date", [("Date", .date(Date(timeIntervalSince1970: 0)))])
        let typed = try ContentFilterItem.parse("Due Date is greater than 2026-12-24", among: [due]).get()
        #expect(typed["Values"]?["Date"] == ISO8601Text.parse("2026-12-24T00:00:00Z").map(PropertyListValue.date))
        #expect(ContentFilterText.text(of: typed) == "Due Date is greater than 2026-12-24T00:00:00Z")
        let today = try ContentFilterItem.parse("Due Date is today", among: [due]).get()
        #expect(ContentFilterText.text(of: today) == "Due Date is today")
    }

    /// Variables typed into a condition (^T in the editor) go where Shortcuts puts them: in
    /// text for text, alone for a number — never text with variables into a number.
    @Test func variablesAreStoredAsShortcutsStoresThem() throws {
        let title = Self.condition(99, "Title", [("String", .string("Fish"))])
        let withText = try ContentFilterItem.parse([.text("Title contains Vitamin "), .variable(Self.dose)], among: [title]).get()
        #expect(withText["Values"]?["String"] == TokenText(pieces: [.text("Vitamin "), .variable(Self.dose)]).propertyList)
        #expect(ContentFilterText.text(of: withText) == "Title contains Vitamin ‹Dose›")

        let count = Self.condition(2, "Count", [("Number", .dictionary(["Value": .integer(3), "WFSerializationType": .string("WFNumberSubstitutableState")]))])
        let alone = try ContentFilterItem.parse([.text("Count is greater than "), .variable(Self.dose)], among: [count]).get()
        #expect(alone["Values"]?["Number"] == .dictionary(["Value": .dictionary(Self.dose.attachment),
                                                            "WFSerializationType": .string("WFNumberSubstitutableState")]))
        #expect(ContentFilterText.text(of: alone) == "Count is greater than ‹Dose›")
        // Typed over again, the number is a number.
        let retyped = try ContentFilterItem.parse("Count is greater than 5", among: [alone]).get()
        #expect(retyped["Values"]?["Number"]?["Value"] == .real(5))

        guard case .failure(let mixed) = ContentFilterItem.parse([.text("Count is greater than 2 × "), .variable(Self.dose)], among: [count]) else {
            Issue.record("text with variables went into a number")
            return
        }
        #expect(mixed.reason == "a number value is one variable or a value, not text with variables")
        guard case .failure(let property) = ContentFilterItem.parse([.variable(Self.dose), .text(" is 3")], among: [count]) else {
            Issue.record("a variable was taken for a property")
            return
        }
        #expect(property.reason.hasPrefix("type a property, an operator"))
    }

    @Test func anAppsPropertyTakesAVariableByItsKind() throws {
        let length = FilterPropertyDefinition(identifier: "length", title: "Length", type: .double, comparisons: [.greaterThan, .isBetween])
        let name = FilterPropertyDefinition(identifier: "name", title: "Name", type: .string, comparisons: [.contains])
        let longer = try ContentFilterItem.parse([.text("Length is greater than "), .variable(Self.dose)], among: [], properties: [length, name]).get()
        #expect(longer["Values"]?["Number"] == ContentFilterItem.attachment(Self.dose))
        let named = try ContentFilterItem.parse([.text("Name contains "), .variable(Self.dose)], among: [], properties: [length, name]).get()
        #expect(named["Values"]?["String"] == TokenText(pieces: [.variable(Self.dose)]).propertyList)
        let between = try ContentFilterItem.parse("Length is between 2 and 5.5", among: [], properties: [length, name]).get()
        #expect(between["Values"]?["Number"] == .real(2))
        #expect(between["Values"]?["AnotherNumber"] == .real(5.5))
        #expect(ContentFilterText.text(of: between) == "Length is between 2 and 5.5")
    }
}

/// Tab in a condition being typed: the properties, then the operators the property takes,
/// then its fixed values — each choice the whole line so far.
@Suite struct ConditionCompletionTests {
    static let season = FilterPropertyDefinition(identifier: "season", title: "Season", type: .enumeration(EnumDefinition(
        identifier: "Season", title: "Season", cases: [EnumCaseDefinition(identifier: "summer", title: "Summer"),
                                                        EnumCaseDefinition(identifier: "winter", title: "Winter")])),
        comparisons: [.equalTo, .notEqualTo])
    static let length = FilterPropertyDefinition(identifier: "length", title: "Length", type: .double, comparisons: [.lessThan, .greaterThan])

    @Test func propertiesThenOperatorsThenValues() {
        let properties = [Self.season, Self.length]
        #expect(ConditionCompletion.options(for: "", among: [], properties: properties).map(\.line) == ["Season ", "Length "])
        #expect(ConditionCompletion.options(for: "le", among: [], properties: properties).map(\.title) == ["Length"])
        #expect(ConditionCompletion.options(for: "Length ", among: [], properties: properties).map(\.line)
            == ["Length is less than ", "Length is greater than "])
        #expect(ConditionCompletion.options(for: "Season is", among: [], properties: properties).map(\.line) == ["Season is ", "Season is not "])
        #expect(ConditionCompletion.options(for: "Season is not ", among: [], properties: properties).map(\.line)
            == ["Season is not Summer", "Season is not Winter"])
        #expect(ConditionCompletion.options(for: "Season is w", among: [], properties: properties).map(\.line) == ["Season is Winter"])
        #expect(ConditionCompletion.options(for: "Length is less than ", among: [], properties: properties).isEmpty, "a number is typed")
    }

    @Test func aFilesConditionsOfferTheirPropertiesAndABooleansValues() {
        let completed = ConditionValueTests.condition(4, "Is Completed", [("Bool", .dictionary(["Value": .bool(false),
                                                                                                "WFSerializationType": .string("WFBooleanSubstitutableState")]))])
        #expect(ConditionCompletion.options(for: "is", among: [completed], properties: []).map(\.title) == ["Is Completed"])
        #expect(ConditionCompletion.options(for: "Is Completed is ", among: [completed], properties: []).map(\.line)
            == ["Is Completed is true", "Is Completed is false"])
        #expect(ConditionCompletion.options(for: "Is Completed is today", among: [completed], properties: []).isEmpty, "is today takes no value")
    }
}
