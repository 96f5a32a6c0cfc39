import AppleShortcuts
@testable import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import Testing

/// Values Shortcuts keeps in structures of its own — quantities, dictionaries, lists of text,
/// text as a token string — edited with their controls and saved as Shortcuts writes them,
/// with what was not edited left exactly as it was.
@Suite struct StoredFormRoundTripTests {
    typealias Trip = BuiltInRoundTripTests

    static func plist(_ value: PropertyListValue) -> IntentValue { .opaque(OpaqueValue(propertyList: value)) }

    static func tokenString(_ text: String) -> PropertyListValue {
        .dictionary(["Value": .dictionary(["string": .string(text)]), "WFSerializationType": .string("WFTextTokenString")])
    }

    static func open(_ parameter: String, _ scenario: inout Scenario) {
        Trip.focus(parameter, &scenario)
        scenario.press(.enter)
    }

    @Test func quantityWithUnit() throws {
        var scenario = Trip.scenario([Trip.action("timer.start"), Trip.action("adjustdate")])
        Self.open("WFDuration", &scenario)
        #expect(scenario.state.control?.hint == "A number and a unit: sec, min, hr")
        scenario.type("5 parsecs")
        scenario.press(.enter)
        #expect(scenario.state.control?.error == "\"parsecs\" is not a unit here (sec, min, hr)")
        scenario.press(.control("u"))
        scenario.type("-3 min")
        scenario.press(.enter)
        #expect(scenario.state.control?.error == "must not be negative")
        scenario.press(.control("u"))
        scenario.type("5 MIN")
        scenario.press(.enter)
        #expect(scenario.state.control == nil)
        #expect(scenario.sentence(0) == "Start timer for 5 min")
        let timer = try Trip.saved(scenario, 0)
        #expect(timer?["WFDuration"] == .dictionary([
            "Value": .dictionary(["Magnitude": .string("5"), "Unit": .string("min")]),
            "WFSerializationType": .string("WFQuantityFieldValue"),
        ]))

        scenario.press(.down)
        Self.open("WFDuration", &scenario)
        scenario.type("90")
        scenario.press(.enter)
        let adjusted = try Trip.saved(scenario, 1)
        #expect(adjusted?["WFDuration"]?["Value"]?["Unit"] == .string("sec"), "a bare number is in Apple's default unit")
    }

    @Test func quantityKeepsTheMagnitudeKindAndOtherKeys() throws {
        let stored: PropertyListValue = .dictionary([
            "Value": .dictionary(["Magnitude": .real(2), "Unit": .string("hr"), "Extra": .string("kept")]),
            "WFSerializationType": .string("WFQuantityFieldValue"),
        ])
        var scenario = Trip.scenario([Trip.action("timer.start", ["WFDuration": Self.plist(stored)])])
        Self.open("WFDuration", &scenario)
        guard let field = scenario.state.control?.textInput else { Issue.record("no field"); return }
        #expect(field.text == "2 hr")
        scenario.press(.control("u"))
        scenario.type("2.5")
        scenario.press(.enter)
        let value = try Trip.saved(scenario, 0)?["WFDuration"]?["Value"]
        #expect(value?["Magnitude"] == .real(2.5))
        #expect(value?["Unit"] == .string("hr"), "a bare number keeps the unit it had")
        #expect(value?["Extra"] == .string("kept"))
    }

    @Test func quantityHoldingAVariableIsLeftAlone() throws {
        let stored: PropertyListValue = .dictionary([
            "Value": .dictionary(["Magnitude": .dictionary(["Type": .string("ExtensionInput")]), "Unit": .string("min")]),
            "WFSerializationType": .string("WFQuantityFieldValue"),
        ])
        var scenario = Trip.scenario([Trip.action("timer.start", ["WFDuration": Self.plist(stored)])])
        Self.open("WFDuration", &scenario)
        #expect(scenario.state.control == nil)
        #expect(scenario.state.message?.text.contains("kept as it is") == true)
        #expect(try Trip.saved(scenario, 0)?["WFDuration"] == stored)
    }

    @Test func dictionaryAsItems() throws {
        let kept: PropertyListValue = .dictionary([
            "WFItemType": .integer(0), "WFKey": Self.tokenString("url"),
            "WFValue": .dictionary(["Value": .dictionary(["string": .string("\u{FFFC}"), "attachmentsByRange": .dictionary([
                "{0, 1}": .dictionary(["Type": .string("ExtensionInput")]),
            ])]), "WFSerializationType": .string("WFTextTokenString")]),
        ])
        let removed: PropertyListValue = .dictionary([
            "WFItemType": .integer(0), "WFKey": Self.tokenString("old"), "WFValue": Self.tokenString("gone"),
        ])
        let stored: PropertyListValue = .dictionary([
            "Value": .dictionary(["WFDictionaryFieldValueItems": .array([kept, removed])]),
            "WFSerializationType": .string("WFDictionaryFieldValue"),
        ])
        var scenario = Trip.scenario([Trip.action("dictionary", ["WFItems": Self.plist(stored)])])
        Self.open("WFItems", &scenario)
        guard case .items(let list)? = scenario.state.control?.kind else { Issue.record("no item list"); return }
        #expect(list.items.map { list.row($0, context: Scenario.utc).text } == ["url: [Shortcut Input]", "old: gone"])
        #expect(list.items.map { list.row($0, context: Scenario.utc).kind } == ["Text", "Text"])
        scenario.press(.control("x"))
        for entry in ["name: Alice", "age: 30", "ok: true", "code: \"7\"", "no colon"] {
            scenario.type(entry)
            scenario.press(.enter)
        }
        #expect(scenario.state.control?.error == "type key: value")
        scenario.press(.control("u"))
        scenario.press(.control("d"))
        #expect(scenario.state.control == nil)
        let items = try #require(try Trip.saved(scenario, 0)?["WFItems"]?["Value"]?["WFDictionaryFieldValueItems"]?.arrayValue)
        #expect(items.count == 5)
        #expect(items[0] == kept, "an entry holding a variable is written back as it was")
        #expect(items[1] == .dictionary(["WFItemType": .integer(0), "WFKey": Self.tokenString("name"), "WFValue": Self.tokenString("Alice")]))
        #expect(items[2]["WFItemType"] == .integer(3))
        #expect(items[2]["WFValue"] == Self.tokenString("30"), "Shortcuts keeps a number item's value as text")
        #expect(items[3]["WFValue"] == .dictionary(["Value": .bool(true), "WFSerializationType": .string("WFNumberSubstitutableState")]))
        #expect(items[3]["WFItemType"] == .integer(4))
        #expect(items[4]["WFItemType"] == .integer(0), "quotes keep a number text")
        #expect(items[4]["WFValue"] == Self.tokenString("7"))
    }

    @Test func dictionaryTakesOnlyTheTypesItsParameterAllows() throws {
        // Form values take text and files only (item types 0 and 5): "true" stays text.
        var scenario = Trip.scenario([Trip.action("downloadurl", ["WFHTTPMethod": .string("POST"), "WFHTTPBodyType": .string("Form")])])
        scenario.press(.character("m"))
        Self.open("WFFormValues", &scenario)
        #expect(scenario.state.control?.hint.contains("key: value") == true)
        scenario.type("flag: true")
        scenario.press(.enter)
        scenario.press(.control("d"))
        let items = try Trip.saved(scenario, 0)?["WFFormValues"]?["Value"]?["WFDictionaryFieldValueItems"]?.arrayValue
        #expect(items == [.dictionary(["WFItemType": .integer(0), "WFKey": Self.tokenString("flag"), "WFValue": Self.tokenString("true")])])
    }

    @Test func listOfTextAsItems() throws {
        var scenario = Trip.scenario([
            Trip.action("list"),
            Trip.action("url", ["WFURLActionURL": Self.plist(.array([.string("https://apple.com"), .string("https://example.com")]))]),
        ])
        Self.open("WFItems", &scenario)
        for item in ["Red", "Green"] {
            scenario.type(item)
            scenario.press(.enter)
        }
        scenario.press(.control("d"))
        #expect(try Trip.saved(scenario, 0)?["WFItems"] == .array([
            .dictionary(["WFItemType": .integer(0), "WFValue": .string("Red")]),
            .dictionary(["WFItemType": .integer(0), "WFValue": .string("Green")]),
        ]), "Shortcuts' list action writes typed entries")

        scenario.press(.down)
        Self.open("WFURLActionURL", &scenario)
        scenario.press(.pageUp)
        scenario.press(.control("d"))
        #expect(try Trip.saved(scenario, 1)?["WFURLActionURL"] == .array([.string("https://example.com"), .string("https://apple.com")]),
                "a list of plain strings stays plain strings")
    }

    @Test func textHeldAsATokenStringStaysOne() throws {
        var scenario = Trip.scenario([Trip.action("gettext", ["WFTextActionText": Self.plist(Self.tokenString("Hello"))])])
        Self.open("WFTextActionText", &scenario)
        guard let field = scenario.state.control?.textInput else { Issue.record("no field"); return }
        #expect(field.text == "Hello")
        scenario.press(.control("u"))
        scenario.type("Bye")
        scenario.press(.control("d"))
        #expect(try Trip.saved(scenario, 0)?["WFTextActionText"] == Self.tokenString("Bye"))
    }

    @Test func urlFieldRefusesSpacesAndKeepsText() throws {
        var scenario = Trip.scenario([Trip.action("url")])
        Self.open("WFURLActionURL", &scenario)
        #expect(scenario.state.control?.hint == "A URL, such as https://apple.com")
        scenario.type("apple.com/a b")
        scenario.press(.enter)
        #expect(scenario.state.control?.error == "a URL has no spaces; write one as %20")
        scenario.press(.control("u"))
        scenario.type("apple.com")
        scenario.press(.enter)
        #expect(try Trip.saved(scenario, 0)?["WFURLActionURL"] == .string("apple.com"))
    }

    @Test func dateFieldIsShortcutsText() throws {
        var scenario = Trip.scenario([Trip.action("date", ["WFDateActionMode": .string("Specified Date")])])
        Self.open("WFDateActionDate", &scenario)
        #expect(scenario.state.control?.hint.hasPrefix("A date or time as Shortcuts reads it") == true)
        scenario.type("tomorrow at 9am")
        scenario.press(.enter)
        #expect(try Trip.saved(scenario, 0)?["WFDateActionDate"] == .string("tomorrow at 9am"))
    }

    @Test func aVariableIsReplacedOnlyByANewValue() throws {
        let variable: PropertyListValue = .dictionary([
            "Value": .dictionary(["Type": .string("ExtensionInput")]), "WFSerializationType": .string("WFTextTokenAttachment"),
        ])
        var scenario = Trip.scenario([Trip.action("number", ["WFNumberActionNumber": Self.plist(variable)]),
                                      Trip.action("alert", ["WFAlertActionCancelButtonShown": Self.plist(variable)])])
        Self.open("WFNumberActionNumber", &scenario)
        guard let field = scenario.state.control?.textInput else { Issue.record("no field"); return }
        #expect(field.text.isEmpty, "the field does not show the variable's serialization")
        #expect(scenario.state.message?.text == "Number holds [Shortcut Input]; a new value replaces it, Esc keeps it.")
        scenario.press(.escape)
        #expect(try Trip.saved(scenario, 0)?["WFNumberActionNumber"] == variable)
        Self.open("WFNumberActionNumber", &scenario)
        scenario.type("4")
        scenario.press(.enter)
        #expect(try Trip.saved(scenario, 0)?["WFNumberActionNumber"] == .real(4))

        scenario.press(.down)
        scenario.press(.character("m"))
        Self.open("WFAlertActionCancelButtonShown", &scenario)
        #expect(scenario.state.message?.text.hasSuffix("undo brings it back.") == true)
        scenario.press(.character("u"))
        #expect(try Trip.saved(scenario, 1)?["WFAlertActionCancelButtonShown"] == variable)
    }
}
