// The execution APIs of Apple's framework (iOS 26) as its documentation spells them: where an
// intent runs, coming forward from the background, confirmations, packages, and results typed
// `some ReturnsValue<Int> & ProvidesDialog`. Compiled in Swift 5 and Swift 6 modes by CompileTests.
import IntentKit

struct OpenTrailMap: AppIntent {
    static let title: LocalizedStringResource = "Open Trail Map"
    static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]

    @Parameter(title: "Count")
    var count: Int

    func perform() async throws -> some ReturnsValue<Int> & ProvidesDialog {
        if systemContext.currentMode.canContinueInForeground {
            try await continueInForeground("Open the map?", alwaysConfirm: false)
        } else if count > 10 {
            throw needsToContinueInForegroundError("Too many trails to show here.")
        }
        try await requestConfirmation(result: .result(value: count, dialog: "Show \(count) trails?"), confirmationActionName: .view)
        try await requestConfirmation(actionName: .go, dialog: "Go?")
        return .result(value: count, dialog: "Showing \(count) trails.")
    }
}

struct DeferredIntent: AppIntent {
    static let title: LocalizedStringResource = "Deferred"
    static var supportedModes: IntentModes { .foreground(.deferred) }
}

struct ImmediateIntent: AppIntent {
    static let title: LocalizedStringResource = "Immediate"
    static let supportedModes: IntentModes = .foreground
}

struct TrailsKit: AppIntentsPackage {}

struct TrailsAppPackage: AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] { [TrailsKit.self] }
}
