import DemoIntents
@testable import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import ShortcutStore
import Testing

extension Scenario {
    /// Tabs to a parameter's placeholder (opening Show More when it lives there).
    mutating func focus(_ parameter: String, inShowMore: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) {
        if inShowMore, let id = state.document.actions.first?.id, !state.expanded.contains(id) { press(.character("m")) }
        for _ in 0..<60 where state.focus.slot != Slot(parameter: parameter, inShowMore: inShowMore) {
            press(.tab)
        }
        for _ in 0..<60 where state.focus.slot != Slot(parameter: parameter, inShowMore: inShowMore) {
            press(.backTab)
        }
        #expect(state.focus.slot == Slot(parameter: parameter, inShowMore: inShowMore), sourceLocation: sourceLocation)
    }

    /// Opens the focused field, replaces its text and confirms.
    mutating func enter(_ text: String) {
        press(.enter, .control("u"), .control("k"))
        type(text)
        press(.enter)
    }

    func value(_ parameter: String, action: Int = 0) -> IntentValue? {
        state.document.actions[action].values[parameter]
    }

    var controlError: String? { state.control?.error }
}

extension ShortcutAction {
    static func hike(_ values: [String: IntentValue] = ["trail": .entity(EntityReference(typeIdentifier: "TrailEntity", id: .int(3), title: "Valley Loop"))]) -> ShortcutAction {
        ShortcutAction(id: UUID(uuidString: "00000000-0000-0000-0000-000000000002")!, intent: "RecordHikeIntent", values: values)
    }
}

/// Each control accepting and refusing input; a refused value keeps the control open with the
/// reason, and the document unchanged.
@Suite struct ControlScenarioTests {
    @Test func showMoreListsTheParametersAndTheyCanBeEdited() {
        var scenario = Scenario([.hike()])
        #expect(scenario.sentence() == "Record a hike on Valley Loop rated 3")
        scenario.press(.character("m"))
        scenario.expectScreen("hike-show-more-80x24")
        scenario.focus("duration", inShowMore: true)
        scenario.enter("1h 30m")
        #expect(scenario.value("duration") == .duration(.seconds(5400)))
        scenario.press(.character("m"))
        #expect(scenario.state.focus.slot?.inShowMore == false)
    }

    @Test func wholeNumbersCheckTheirRangeAndStep() {
        var scenario = Scenario([.hike()])
        scenario.focus("rating")
        scenario.press(.enter, .control("u"))
        scenario.type("9")
        scenario.press(.enter)
        #expect(scenario.controlError == "must be from 1 to 5")
        #expect(scenario.value("rating") == nil)
        scenario.expectScreen("hike-rating-refused-80x24")
        scenario.press(.control("u"))
        scenario.type("x")
        scenario.press(.enter)
        #expect(scenario.controlError == "\"x\" is not a whole number")
        scenario.press(.control("u"))
        scenario.type("3")
        scenario.press(.character("+"), .character("+"), .character("+"), .enter)
        #expect(scenario.value("rating") == .int(5))
        // Rated 4 or more, the When picks the other sentence at once.
        #expect(scenario.sentence() == "Record a great hike on Valley Loop")
        #expect(scenario.state.focus.slot == Slot(parameter: "trail"))
    }

    @Test(arguments: [
        ("elevationGain", "abc", "\"abc\" is not a number", "1200.5", IntentValue.double(1200.5)),
        ("elevationGain", "4000", "must be from 0 to 3000", "0", .double(0)),
        ("parkFee", "3,5", "\"3,5\" is not a decimal number such as 19.90", "35.50", .decimal(Decimal(string: "35.5")!)),
        ("album", "photos", "\"photos\" is not a URL; include the scheme, as in https://example.com", "https://example.com/a", .url(URL(string: "https://example.com/a")!)),
        ("date", "2026-02-30", "no such day: 2026-02-30", "2026-11-21", .date(Date(timeIntervalSince1970: 1_795_219_200))),
        ("date", "tomorrow", "expected a date such as 2026-11-21", "2026-01-01", .date(Date(timeIntervalSince1970: 1_767_225_600))),
        ("duration", "soon", "expected a duration such as 1h 30m, 45s or 1:30:00", "1:30:00", .duration(.seconds(5400))),
        ("distance", "5 parsecs", "\"parsecs\" is not a unit of length; use one of m, km, cm, mm, mi, yd, ft, in, NM, dm, µm, …", "12 mi",
         .measurement(IntentMeasurement(value: 12, unit: "mi", dimension: .length))),
        ("distance", "-3 km", "must not be negative", "3", .measurement(IntentMeasurement(value: 3, unit: "km", dimension: .length))),
        ("packWeight", "5 lb", "the unit is always kg", "5.5", .measurement(IntentMeasurement(value: 5.5, unit: "kg", dimension: .mass))),
        ("temperature", "warm", "expected a number and a unit, such as 5 °C", "-4 °F", .measurement(IntentMeasurement(value: -4, unit: "°F", dimension: .temperature))),
        ("averageSpeed", "fast", "expected a number and a unit, such as 5 km/h", "4.5 mph", .measurement(IntentMeasurement(value: 4.5, unit: "mph", dimension: .speed))),
    ] as [(String, String, String, String, IntentValue)])
    func fieldsRefuseBadInputAndTakeGoodInput(parameter: String, bad: String, reason: String, good: String, value: IntentValue) {
        var scenario = Scenario([.hike()])
        scenario.focus(parameter, inShowMore: true)
        scenario.enter(bad)
        #expect(scenario.controlError == reason)
        #expect(scenario.value(parameter) == nil)
        #expect(scenario.state.control != nil)
        scenario.press(.control("u"), .control("k"))
        scenario.type(good)
        scenario.press(.enter)
        #expect(scenario.state.control == nil)
        #expect(scenario.value(parameter) == value)
    }

    /// How each kind of field looks with a refused value, at the narrow size where the reason
    /// has the least room.
    @Test(arguments: [("date", "2026-02-30"), ("duration", "soon"), ("distance", "5 parsecs"), ("packWeight", "5 lb"),
                      ("album", "photos"), ("parkFee", "3,5")])
    func refusedFieldsAt40x12(parameter: String, bad: String) {
        var scenario = Scenario([.hike()], width: 40, height: 12)
        scenario.focus(parameter, inShowMore: true)
        scenario.enter(bad)
        #expect(scenario.controlError != nil)
        scenario.expectScreen("refused-\(parameter)-40x12")
    }

    @Test func enumPickerFiltersBySynonym() {
        var scenario = Scenario([.trails(["activity": .hiking])], width: 40, height: 12)
        scenario.focus("activity")
        scenario.press(.enter)
        scenario.type("bike")
        scenario.expectScreen("activity-filtered-40x12")
        scenario.press(.enter)
        #expect(scenario.value("activity") == .biking)
    }

    @Test func escapeCancelsAndBackspaceClearsOptionalValues() {
        var scenario = Scenario([.hike(["trail": .int(1), "notes": .string("keep")])])
        scenario.focus("notes", inShowMore: true)
        scenario.press(.enter)
        scenario.type(" more")
        scenario.press(.escape)
        #expect(scenario.value("notes") == .string("keep"))
        scenario.press(.backspace)
        #expect(scenario.value("notes") == nil)
        scenario.focus("trail")
        scenario.press(.backspace)
        #expect(scenario.value("trail") == .int(1))
        #expect(scenario.state.message == .error("Trail is required; choose another value instead."))
    }

    @Test func multilineTextWideCharactersAndEmoji() {
        var scenario = Scenario([.hike()])
        scenario.focus("notes", inShowMore: true)
        scenario.press(.enter)
        scenario.type("山道 🥾 e\u{301}tape")
        scenario.press(.enter)
        scenario.type("ラーメン after 👩‍👩‍👧")
        #expect(scenario.state.control != nil)
        scenario.expectScreen("hike-notes-editing-80x24")
        scenario.press(.control("d"))
        #expect(scenario.value("notes") == .string("山道 🥾 e\u{301}tape\nラーメン after 👩‍👩‍👧"))
        scenario.expectScreen("hike-notes-wide-80x24")
    }

    @Test func textFieldEditingKeys() {
        var field = TextField("one two three")
        _ = field.handle(.control("w"))
        #expect(field.text == "one two ")
        _ = field.handle(.alt("b"))
        _ = field.handle(.character("X"))
        #expect(field.text == "one Xtwo ")
        _ = field.handle(.home)
        _ = field.handle(.delete)
        #expect(field.text == "ne Xtwo ")
        _ = field.handle(.control("k"))
        #expect(field.text == "")
        var emoji = TextField("a👩‍👩‍👧b")
        _ = emoji.handle(.left)
        _ = emoji.handle(.backspace)
        #expect(emoji.text == "ab")
        field.insert("pasted\nline")
        #expect(field.text == "pasted line")
    }

    @Test func aBoolFlipsWithEnter() {
        var scenario = Scenario([.hike(["trail": .entity(EntityReference(typeIdentifier: "TrailEntity", id: .int(1), title: "Mist Trail")),
                                        "rating": .int(5)])])
        #expect(scenario.sentence() == "Record a great hike on Mist Trail")
        scenario.focus("sharePublicly", inShowMore: true)
        scenario.press(.enter)
        #expect(scenario.value("sharePublicly") == .bool(true))
        #expect(scenario.sentence() == "Record a great hike on Mist Trail and share it")
    }

    @Test func theEntityPickerLoadsSearchesAndDropsStaleAnswers() {
        var scenario = Scenario([ShortcutAction(intent: "GetTrailInfo")])
        scenario.press(.enter)
        guard case .runQuery(let suggested)? = scenario.effects.first else {
            Issue.record("no query")
            return
        }
        #expect(suggested.kind == .suggestedEntities(type: "TrailEntity"))
        scenario.expectScreen("entity-picker-loading-80x24")
        scenario.type("zi")
        guard case .runQuery(let search)? = scenario.effects.first else {
            Issue.record("typing did not search")
            return
        }
        #expect(search.kind == .searchEntities(type: "TrailEntity", text: "zi"))
        // The slow suggestion query answers last: too late, dropped.
        scenario.send(.queryResult(id: search.id, .success([
            QueryOption(value: .entity(EntityReference(typeIdentifier: "TrailEntity", id: .int(4), title: "Angels Landing")), title: "Angels Landing", subtitle: "Zion"),
            QueryOption(value: .entity(EntityReference(typeIdentifier: "TrailEntity", id: .int(5), title: "Pa'rus Trail")), title: "Pa'rus Trail", subtitle: "Zion"),
        ])))
        scenario.send(.queryResult(id: suggested.id, .success([QueryOption(value: .int(1), title: "Stale")])))
        scenario.press(.down)
        scenario.expectScreen("entity-picker-results-80x24")
        scenario.press(.enter)
        #expect(scenario.sentence() == "Get information on Pa'rus Trail")
    }

    @Test func aFailedQuerySaysWhy() {
        var scenario = Scenario([ShortcutAction(intent: "GetTrailInfo")])
        scenario.press(.enter)
        guard case .runQuery(let request)? = scenario.effects.first else { return }
        scenario.send(.queryResult(id: request.id, .failure(QueryFailure("The trail service did not answer."))))
        scenario.press(.enter)
        #expect(scenario.controlError == "The trail service did not answer.")
        scenario.expectScreen("entity-picker-failed-80x24")
    }
}
