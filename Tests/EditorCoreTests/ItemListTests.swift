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
