@testable import EditorCore
import Foundation
import IntentKit
import ShortcutStore
import Testing

/// Arrays: add items typed and checked, remove and reorder them, size limits on confirm.
@Suite struct ItemListTests {
    @Test func tagsAreAddedReorderedRemovedAndLimited() {
        var scenario = Scenario([.hike()])
        scenario.focus("tags", inShowMore: true)
        scenario.press(.enter)
        for tag in ["sunrise", "🥾 steep", "lake", "snow", "windy"] {
            scenario.type(tag)
            scenario.press(.enter)
        }
        scenario.type("sixth")
        scenario.press(.enter)
        #expect(scenario.controlError == "At most 5 items.")
        scenario.expectScreen("hike-tags-full-80x24")
        scenario.press(.control("u"), .up, .up, .pageUp, .control("x"))
        scenario.press(.enter)
        #expect(scenario.value("tags") == .array(["sunrise", "🥾 steep", "snow", "windy"].map(IntentValue.string)))
        scenario.expectScreen("hike-tags-set-80x24")
        // Emptying the list clears the value.
        scenario.press(.enter)
        for _ in 0..<4 { scenario.press(.control("x")) }
        scenario.press(.enter)
        #expect(scenario.value("tags") == nil)
    }

    @Test func entityItemsArePickedFromTheirQuery() {
        var scenario = Scenario([.hike()])
        scenario.focus("companions", inShowMore: true)
        scenario.press(.enter)
        // Typing opens the picker and searches with what was typed (TrailEntity's query searches).
        scenario.type("val")
        guard case .runQuery(let request)? = scenario.effects.last else {
            Issue.record("typing should search; effects: \(scenario.effects)")
            return
        }
        #expect(request.kind == .searchEntities(type: "TrailEntity", text: "val"))
        let valley = IntentValue.entity(EntityReference(typeIdentifier: "TrailEntity", id: .int(3), title: "Valley Loop"))
        let ridge = IntentValue.entity(EntityReference(typeIdentifier: "TrailEntity", id: .int(5), title: "Ridge Run"))
        scenario.send(.queryResult(id: request.id, .success([QueryOption(value: valley, title: "Valley Loop", subtitle: "Yosemite")])))
        scenario.expectScreen("hike-companions-picking-80x24")
        scenario.press(.enter)
        #expect(scenario.state.control?.picker == nil, "adding an item closes the picker, not the list")
        // Tab browses the suggestions; Esc goes back to the list without adding.
        scenario.press(.tab)
        scenario.answerQuery(with: [QueryOption(value: valley, title: "Valley Loop"), QueryOption(value: ridge, title: "Ridge Run")])
        scenario.press(.escape)
        #expect(scenario.state.control?.picker == nil && scenario.state.control != nil)
        scenario.press(.tab)
        scenario.answerQuery(with: [QueryOption(value: valley, title: "Valley Loop"), QueryOption(value: ridge, title: "Ridge Run")])
        scenario.press(.down, .enter)
        scenario.expectScreen("hike-companions-list-80x24")
        scenario.press(.pageUp, .enter)
        #expect(scenario.value("companions") == .array([ridge, valley]))
        scenario.press(.character("u"))
        #expect(scenario.value("companions") == nil)
    }

    @Test func aDynamicOptionAcceptsATypedValue() {
        var scenario = Scenario([.trails(["activity": .biking])])
        scenario.focus("location")
        scenario.press(.enter)
        scenario.answerQuery(with: ["Arches", "Zion"].map { QueryOption(value: .string($0), title: $0) })
        scenario.type("Death Valley")
        #expect(scenario.state.control?.picker?.visibleOptions.isEmpty == true)
        scenario.press(.enter)
        #expect(scenario.value("location") == .string("Death Valley"))
        #expect(scenario.sentence() == "Ride a bike within 30 mi of Death Valley")
    }

    @Test func anEnumPickerRefusesWhatMatchesNothing() {
        var scenario = Scenario([.trails(["activity": .hiking])])
        scenario.focus("activity")
        scenario.press(.enter)
        scenario.type("swim")
        scenario.press(.enter)
        #expect(scenario.controlError == "Nothing matches \"swim\".")
        #expect(scenario.state.control != nil)
    }

    @Test func itemsAreCheckedAgainstTheElementType() {
        let parameter = ParameterDefinition(id: "counts", title: "Counts", type: .array(.int), isOptional: true,
                                            options: ParameterOptions(inclusiveRange: InclusiveRange(lower: .int(1), upper: .int(9)),
                                                                      collectionSize: CollectionSize(min: 2, max: nil)))
        var list = ItemList(items: [], parameter: parameter)
        list.input = TextField("x")
        #expect(list.addTyped(timeZone: .gmt) == "\"x\" is not a whole number")
        list.input = TextField("12")
        #expect(list.addTyped(timeZone: .gmt) == "must be from 1 to 9")
        list.input = TextField("3")
        #expect(list.addTyped(timeZone: .gmt) == nil)
        #expect(list.finished() == .failure(ValueParser.Failure(reason: "At least 2 items.")))
        list.input = TextField("4")
        _ = list.addTyped(timeZone: .gmt)
        list.moveSelected(by: -1)
        #expect(list.finished() == .success(.array([.int(4), .int(3)])))

        let activities = ParameterDefinition(id: "a", title: "A", type: .array(ActivityStyleLike.type), isOptional: true)
        var enums = ItemList(items: [], parameter: activities)
        enums.input = TextField("cycling")
        #expect(enums.addTyped(timeZone: .gmt) == "\"cycling\" is not one of Walking, Biking")
        enums.input = TextField("bike ride")
        #expect(enums.addTyped(timeZone: .gmt) == nil)
        #expect(enums.items == [.enumCase(EnumCaseValue(enumIdentifier: "A", caseIdentifier: "biking"))])
    }
}

enum ActivityStyleLike {
    static let type = ValueType.enumeration(EnumDefinition(identifier: "A", title: "A", cases: [
        EnumCaseDefinition(identifier: "walking", title: "Walking"),
        EnumCaseDefinition(identifier: "biking", title: "Biking", synonyms: ["bike ride"]),
    ]))
}
