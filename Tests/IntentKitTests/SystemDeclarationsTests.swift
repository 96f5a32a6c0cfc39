import Foundation
@testable import IntentKit
import Testing

/// The rest of Apple's API as it behaves here (issue 64): dependencies by type and key, made
/// when first read; donations recorded and deleted; an App Shortcut's presented parameter kept
/// as data; Apple's common values kept whole; an intent's URL from its parameters.
@Suite struct SystemDeclarationsTests {
    final class Store: Sendable {
        let name: String
        init(_ name: String) { self.name = name }
    }

    struct Reader {
        @Dependency(key: "other", manager: SystemDeclarationsTests.manager) var other: Store
        @Dependency(manager: SystemDeclarationsTests.manager) var store: Store
        @Dependency(key: "missing", manager: SystemDeclarationsTests.manager, default: Store("fallback")) var missing: Store
    }

    static let manager = AppDependencyManager()

    @Test func dependenciesAreFoundByTypeAndKey() async {
        Self.manager.add { Store("main") }
        Self.manager.add(key: "other", dependency: Store("other"))
        let reader = Reader()
        #expect(reader.store.name == "main" && reader.other.name == "other" && reader.missing.name == "fallback")
        #expect(reader.store === reader.store, "made once, on first use")
        let later = AppDependencyManager()
        later.add(dependency: { () async throws -> Store in Store("later") })
        await later.prepareAsyncDependencies()
        #expect((try? later.resolve(Store.self, key: nil))?.name == "later")
        #expect(throws: AppDependencyManager.Error<Int>.self) { try AppDependencyManager().resolve(Int.self, key: nil) }
    }

    struct Water: AppIntent {
        static let title: LocalizedStringResource = "Water"
        @Parameter(title: "Plant") var plant: String
        func perform() async throws -> some IntentResult { .result() }
    }

    struct Options: DynamicOptionsProvider {
        func results() async throws -> [String] { ["Fern"] }
    }

    struct Shortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: Water(), phrases: ["Water \(\.$plant) in \(.applicationName)"], shortTitle: "Water", systemImageName: "drop",
                        parameterPresentation: ParameterPresentation(for: \.$plant, summary: Summary("Water \(\.$plant)"), optionsCollections: {
                            OptionsCollection(Options(), title: "Plants")
                        }))
            AppShortcut(intent: Water(), phrases: ["Water in \(.applicationName)"])
        }
    }

    @Test func anAppShortcutsPresentedParameterIsKept() throws {
        var registry = IntentRegistry()
        try registry.register(Water.self)
        registry.register(shortcuts: Shortcuts.self)
        let shortcuts = registry.appShortcuts
        #expect(shortcuts.count == 2)
        #expect(shortcuts[0].phrases == ["Water ${plant} in ${applicationName}"])
        #expect(shortcuts[0].parameter == "plant" && shortcuts[0].parameterSummary == "Water ${plant}" && shortcuts[0].optionsTitles == ["Plants"])
        #expect(shortcuts[1].shortTitle == "Water" && shortcuts[1].systemImageName == "", "the iOS 16 form is titled by its intent")
        #expect(Shortcuts.shortcutTileColor == .blue)
    }

    @Test func donationsAreRecordedAndDeleted() async throws {
        let first = try await IntentDonationManager.shared.donate(intent: Water())
        let second = try await IntentDonationManager.shared.donate(intent: Water())
        #expect(first != second)
        let deleted = try await IntentDonationManager.shared.deleteDonations(matching: .donationIdentifier(first))
        #expect(deleted == [first])
        #expect(!IntentDonationManager.donations.contains { $0.identifier == first })
        #expect(IntentDonationManager.donations.contains { $0.identifier == second })
    }

    @Test func applesCommonValuesAreKeptWhole() async throws {
        let person = IntentPerson(identifier: .contact("C1"), name: .displayName("Anne Johnson"),
                                  handle: IntentPerson.Handle(phoneNumber: "+1 555 0100", label: .mobile), isMe: true)
        #expect(try await IntentPerson.fromIntentValue(person.intentValue) == person)
        #expect(person.displayRepresentation.title.text == "Anne Johnson")
        let amount = IntentCurrencyAmount(amount: Decimal(string: "12.50")!, currencyCode: "EUR")
        #expect(try await IntentCurrencyAmount.fromIntentValue(amount.intentValue) == amount)
        let method = IntentPaymentMethod(type: .debit, name: "Checking", identificationHint: "•••• 1234")
        let back = try await IntentPaymentMethod.fromIntentValue(method.intentValue)
        #expect(back.paymentType == .debit && back.name == "Checking" && back.identificationHint == "•••• 1234")
        await #expect(throws: (any Error).self) { try await IntentPerson.fromIntentValue(amount.intentValue) }
    }

    struct ShowPlace: URLRepresentableIntent {
        static let title: LocalizedStringResource = "Show Place"
        static var urlRepresentation: URLRepresentation { "https://example.com/places/\(\.$place)" }
        @Parameter(title: "Place") var place: String
        func perform() async throws -> some IntentResult { .result() }
    }

    @Test func anIntentsURLIsMadeFromItsParameters() {
        let show = ShowPlace()
        #expect(ShowPlace.urlRepresentation.address(for: show) == nil, "not while a parameter is unset")
        show.place = "Half Dome"
        #expect(ShowPlace.urlRepresentation.address(for: show) == "https://example.com/places/Half%20Dome")
        #expect(OpenURLIntent(URL(string: "https://example.com")!).url.absoluteString == "https://example.com")
    }
}
