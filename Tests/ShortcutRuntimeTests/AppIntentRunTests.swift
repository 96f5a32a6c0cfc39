import DemoIntents
import Foundation
import IntentKit
import ShortcutRuntime
import Testing

/// An app developer's intent inside a shortcut: its `perform()` run with the action's values,
/// its questions asked as the run's prompts, its dialog shown and its value given on.
struct BrewTea: AppIntent {
    static let title: LocalizedStringResource = "Brew Tea"

    @Parameter(title: "Tea")
    var tea: String

    @Parameter(title: "Minutes")
    var minutes: Int?

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        var minutes = self.minutes ?? 0
        if self.minutes == nil { minutes = try await $minutes.requestValue("How many minutes?") }
        try await requestConfirmation(actionName: .start, dialog: "Brew \(tea) for \(minutes) minutes?")
        return .result(value: "\(tea), \(minutes) min", dialog: "Brewing \(tea).")
    }
}

@Suite struct AppIntentRunTests {
    static let registry: IntentRegistry = {
        var registry = IntentRegistry()
        try! registry.register(BrewTea.self)
        return registry
    }()

    @Test func performRunsWithTheActionsValuesAndAsksThroughThePrompter() async {
        let ran = await run([Act("BrewTea", [("tea", .string("sencha"))], uuid: "B"),
                             Act("showresult", [("Text", P.text(P.output("B")))])],
                            answers: ["3", "yes"], registry: Self.registry)
        #expect(ran.failure == nil, "\(String(describing: ran.failure))")
        #expect(ran.shown == ["Brewing sencha.", "sencha, 3 min"])
    }

    @Test func aRequiredValueIsAskedAndANoStopsTheAction() async {
        let ran = await run([Act("BrewTea", [("minutes", .integer(2))])], answers: ["oolong", "no"], registry: Self.registry)
        #expect(ran.failure == .failed(action: 1, title: "Brew Tea", message: "Cancelled: Brew oolong for 2 minutes? (Start?)"))
        let unanswered = await run([Act("BrewTea", [])], registry: Self.registry)
        #expect(unanswered.failure == .unanswered(action: 1, title: "Brew Tea", prompt: "Tea?"))
    }
}

/// Variables given to an app intent: read when it runs and made its parameters' kinds. They
/// reached `perform()` as Shortcuts' token strings ("expected a value of type String, found
/// plist"), so no variable ever ran into an app's intent.
extension AppIntentRunTests {
    @Test func aVariableIsReadIntoTheParametersKind() async {
        let ran = await run([Act("gettext", [("WFTextActionText", .string("matcha"))], uuid: "T"),
                             Act("number", [("WFNumberActionNumber", .integer(4))], uuid: "N"),
                             Act("BrewTea", [("tea", P.text(P.output("T"))), ("minutes", P.attachment(P.output("N")))], uuid: "B"),
                             Act("showresult", [("Text", P.text(P.output("B")))])],
                            answers: ["yes"], registry: Self.registry)
        #expect(ran.failure == nil, "\(String(describing: ran.failure))")
        #expect(ran.shown == ["Brewing matcha.", "matcha, 4 min"])
    }

    @Test func aVariableOfAnotherKindIsRefusedWithWhatItHolds() async {
        let ran = await run([Act("gettext", [("WFTextActionText", .string("a few"))], uuid: "T"),
                             Act("BrewTea", [("tea", .string("sencha")), ("minutes", P.attachment(P.output("T")))])],
                            answers: ["yes"], registry: Self.registry)
        #expect(ran.failure == .failed(action: 2, title: "Brew Tea", message: "Minutes takes a whole number; its variable holds Text (a few)"))
    }

    @Test func anEntityFromAFindGoesToAnEntityParameter() async throws {
        let registry = try DemoIntents.makeRegistry()
        let ran = await run([EntityPropertyRunTests.findTrails(limit: 1),
                             Act("GetTrailInfo", [("trail", P.attachment(P.output("F", "Trails")))])],
                            registry: registry)
        #expect(ran.failure == nil, "\(String(describing: ran.failure))")
        #expect(ran.shown == ["Kalalau Trail is in Kauaʻi."])
    }
}
