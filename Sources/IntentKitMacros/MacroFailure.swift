import SwiftDiagnostics

/// Why a macro cannot expand where it is written, said at the attribute.
struct MacroFailure: Error, DiagnosticMessage {
    let message: String
    var diagnosticID: MessageID { MessageID(domain: "IntentKitMacros", id: "misuse") }
    var severity: DiagnosticSeverity { .error }

    init(_ message: String) {
        self.message = message
    }
}
