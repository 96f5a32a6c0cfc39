import Foundation
import IntentKit
import ShortcutRuntime
import Testing

/// An intent that throws one of the system's errors fails its run in the system's words, not
/// a Swift type's name; an app's own error says what it stands for, or its message.
@Suite struct AppIntentErrorRunTests {
    enum Offline: Error, CustomAppIntentErrorConvertible, CustomLocalizedStringResourceConvertible {
        case noSignal
        var appIntentError: AppIntentError { .Unrecoverable.networkFailure }
        /// Loses to `appIntentError`, as Apple's documentation says.
        var localizedStringResource: LocalizedStringResource { "No signal" }
    }

    enum KettleError: Error, CustomLocalizedStringResourceConvertible {
        case empty
        var localizedStringResource: LocalizedStringResource { "The kettle is empty." }
    }

    struct Boil: AppIntent {
        static let title: LocalizedStringResource = "Boil"
        @Parameter(title: "Way") var way: String
        func perform() async throws -> some IntentResult {
            switch way {
            case "system": throw AppIntentError.PermissionRequired.location(precise: true)
            case "custom": throw AppIntentError(description: "The kettle is unplugged.")
            case "predefined": throw AppIntentError(predefinedError: .UserActionRequired.signin, description: "Sign in to KettleCloud.")
            case "convertible": throw Offline.noSignal
            case "message": throw KettleError.empty
            default: return .result()
            }
        }
    }

    static let registry: IntentRegistry = {
        var registry = IntentRegistry()
        try! registry.register(Boil.self)
        return registry
    }()

    @Test(arguments: [
        ("system", "The app needs permission to use your precise location."),
        ("custom", "The kettle is unplugged."),
        ("predefined", "Sign in to KettleCloud."),
        ("convertible", "The app can't reach the network."),
        ("message", "The kettle is empty."),
    ])
    func theRunFailsInTheSystemsWords(_ way: String, _ message: String) async {
        let ran = await run([Act("Boil", [("way", .string(way))])], registry: Self.registry)
        #expect(ran.failure == .failed(action: 1, title: "Boil", message: message), "\(String(describing: ran.failure))")
    }

    @Test func errorsCompareAsTheSystemDoes() {
        #expect(AppIntentError.Unrecoverable.unknown == AppIntentError.Unrecoverable.unknown)
        #expect(AppIntentError.PermissionRequired.location() != AppIntentError.PermissionRequired.location(precise: true))
        #expect(AppIntentError(predefinedError: .Unrecoverable.notAllowed, description: "No.") == AppIntentError.Unrecoverable.notAllowed,
                "the same predefined error, whatever it says")
        #expect(AppIntentError(description: "A") != AppIntentError(description: "B"))
        #expect(AppIntentError(wrapping: Offline.noSignal) == .Unrecoverable.networkFailure)
        #expect(AppIntentError(wrapping: KettleError.empty).description == "The kettle is empty.")
    }
}
