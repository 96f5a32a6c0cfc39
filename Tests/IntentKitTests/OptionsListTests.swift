import DemoIntents
import Foundation
@testable import IntentKit
import Testing

/// What an options provider answers becomes the picker's list (issue 64): a flat list one
/// untitled section; an `IntentItemCollection` its sections, subtitles and prompt, bare items
/// merged into one untitled section; a dependency reads the intent being edited.
@Suite struct OptionsListTests {
    @Test func aFlatListIsOneUntitledSection() {
        let list = ["Arches", "Zion"].optionsList
        #expect(list == OptionsList(sections: [OptionsList.Section(items: [
            OptionsList.Item(value: .string("Arches"), title: "Arches"), OptionsList.Item(value: .string("Zion"), title: "Zion"),
        ])]))
        #expect(list.values == [.string("Arches"), .string("Zion")])
    }

    @Test func aCollectionKeepsItsSectionsSubtitlesAndPrompt() {
        let collection = IntentItemCollection<String>(promptLabel: "Which?") {
            IntentItemSection("Cups") {
                IntentItem("cup", title: "Cup", subtitle: "8 oz")
            }
            IntentItem("bowl", title: "Bowl")
            "pot"
        }
        #expect(collection.items == ["cup", "bowl", "pot"])
        #expect(collection.optionsList == OptionsList(prompt: "Which?", sections: [
            OptionsList.Section(title: "Cups", items: [OptionsList.Item(value: .string("cup"), title: "Cup", subtitle: "8 oz")]),
            OptionsList.Section(items: [OptionsList.Item(value: .string("bowl"), title: "Bowl"), OptionsList.Item(value: .string("pot"), title: "pot")]),
        ]), "the bare items after a section are one untitled section")
        #expect(IntentItemCollection<String>.empty.items.isEmpty)
    }

    @Test func aDependentProviderReadsTheIntentBeingEdited() async throws {
        let registry = try DemoIntents.makeRegistry()
        let none = try await registry.optionsList(intent: "BookCampsiteIntent", parameter: "campsite")
        #expect(none.sections.map(\.title) == ["Yosemite", "Zion", "Arches"])
        let zion = try await registry.optionsList(intent: "BookCampsiteIntent", parameter: "campsite",
                                                  values: ["park": Park.zion.intentValue])
        #expect(zion.values == [.string("Watchman"), .string("South")] && zion.prompt == "Campsites in Zion")
        // A value that no longer fits the intent (a parameter renamed away) is left out, not fatal.
        let stale = try await registry.optionsList(intent: "BookCampsiteIntent", parameter: "campsite",
                                                   values: ["park": Park.zion.intentValue, "campground": .string("Old")])
        #expect(stale.values == zion.values)
    }

    @Test func aUnionParameterIsItsKinds() throws {
        let registry = try DemoIntents.makeRegistry()
        let definition = try #require(registry.definition(for: "ShareRouteIntent"))
        guard case .union(let union)? = definition.parameter("route")?.type else {
            Issue.record("the route is not a union: \(String(describing: definition.parameter("route")?.type))")
            return
        }
        #expect(union.cases.map(\.title) == ["A Trail", "A Trail Collection"])
        let trail = IntentValue.entity(EntityReference(typeIdentifier: "TrailEntity", id: .int(2), title: "Half Dome"))
        let collection = IntentValue.entity(EntityReference(typeIdentifier: "TrailCollectionEntity", id: .string("epic"), title: "Epic Days"))
        #expect(union.kind(of: trail)?.identifier == "trail" && union.kind(of: collection)?.identifier == "collection")
        #expect(definition.resolveSummary(values: ["route": trail]).text == "Share the trail Half Dome")
        #expect(definition.resolveSummary(values: ["route": collection]).text == "Share every trail of Epic Days")
        #expect(definition.resolveSummary(values: [:]).text == "Share Route")
        #expect(IntentLinter.lint(definition).isEmpty)
        // Both kinds' entities are found: each has its query in the registry.
        #expect(registry.entitySource(for: "TrailEntity") != nil && registry.entitySource(for: "TrailCollectionEntity") != nil)
    }

    @Test func aUnionValueIsReadBackAsItsKind() async throws {
        _ = try DemoIntents.makeRegistry()
        let route = try await Route.fromIntentValue(.entity(EntityReference(typeIdentifier: "TrailCollectionEntity", id: .string("epic"), title: "")))
        guard case .collection(let collection) = route else {
            Issue.record("read as \(route)")
            return
        }
        #expect(collection.name == "Epic Days")
        #expect(route.intentValue == .entity(EntityReference(typeIdentifier: "TrailCollectionEntity", id: .string("epic"), title: "Epic Days")))
        await #expect(throws: (any Error).self) { try await Route.fromIntentValue(.string("Half Dome")) }
    }

    @Test func anOptionsListTravelsWhole() throws {
        let list = OptionsList(prompt: "Which?", sections: [OptionsList.Section(title: "A", items: [OptionsList.Item(value: .int(1), title: "One", subtitle: "1")])])
        #expect(try JSONDecoder().decode(OptionsList.self, from: JSONEncoder().encode(list)) == list)
    }
}
