import DemoIntents
import Foundation
import IntentKit
import Testing

/// The seed's worked example: six sentences, from the right combinations of values.
@Suite struct SuggestedTrailsTests {
    let definition: IntentDefinition

    init() throws {
        definition = try #require(try DemoIntents.makeRegistry().definition(for: "SuggestedTrails"))
    }

    static let biking = IntentValue.enumCase(EnumCaseValue(enumIdentifier: "ActivityStyle", caseIdentifier: "biking"))
    static let hiking = IntentValue.enumCase(EnumCaseValue(enumIdentifier: "ActivityStyle", caseIdentifier: "hiking"))
    static let yosemite = IntentValue.string("Yosemite Valley")
    static let favorites = IntentValue.entity(EntityReference(typeIdentifier: "TrailCollectionEntity", id: .string("favorites"), title: "Favorites"))

    @Test(arguments: [
        ([("activity", biking), ("location", yosemite)], "Ride a bike within 30 mi of Yosemite Valley"),
        ([("activity", biking), ("trailCollection", favorites)], "Pick a bike ride from Favorites"),
        ([("activity", biking)], "Suggest bike rides from Trail Collection or near Location"),
        ([("activity", hiking), ("location", yosemite)], "Suggest Hiking trails within 30 mi of Yosemite Valley"),
        ([("activity", hiking), ("trailCollection", favorites)], "Suggest Hiking trails from Favorites"),
        ([("activity", hiking)], "Suggest Hiking trails from Trail Collection or near Location"),
        ([], "Suggest Activity trails from Trail Collection or near Location"),
    ] as [([(String, IntentValue)], String)])
    func sentence(values: [(String, IntentValue)], expected: String) {
        let resolved = definition.resolveSummary(values: Dictionary(uniqueKeysWithValues: values))
        #expect(resolved.text == expected)
    }
}
