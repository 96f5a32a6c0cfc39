// Apple's examples for progress, long-running and cancellable intents, choices mid-run,
// confirmation conditions and execution targets, in the spellings of Apple's reference.
import Foundation
import IntentKit

func uploadChunk(_ chunk: Int) async {}
func cleanup(for reason: IntentCancellationReason) {}

struct UploadFileIntent: LongRunningIntent, CancellableIntent {
    static let title: LocalizedStringResource = "Upload File"

    func perform() async throws -> some IntentResult {
        try await performBackgroundTask {
            progress.totalUnitCount = 100
            for chunk in 0..<100 {
                try Task.checkCancellation()
                await uploadChunk(chunk)
                progress.completedUnitCount = Int64(chunk + 1)
            }
        } onCancel: { reason in
            cleanup(for: reason)
        }
        return .result()
    }
}

struct ExportIntent: LongRunningIntent {
    static let title: LocalizedStringResource = "Export"

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let result = try await performBackgroundTask(options: [.requiresGPU]) {
            progress.totalUnitCount = 1
            progress.completedUnitCount = 1
            return "Upload complete!"
        }
        return .result(value: result)
    }
}

struct ProcessPaymentIntent: AppIntent, ProgressReportingIntent, CancellableIntent {
    static let title: LocalizedStringResource = "Process Payment"
    @Parameter(title: "Amount") var amount: Double

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let amount = amount
        let message: String = try await withIntentCancellationHandler {
            progress.totalUnitCount = 2
            try Task.checkCancellation()
            progress.completedUnitCount = 1
            return "Payment of \(amount) processed successfully"
        } onCancel: { reason in
            switch reason {
            case .timeout: print("rolling back")
            case .userCancelled: print("cancelled")
            default: print("stopped")
            }
        }
        return .result(dialog: "\(message)")
    }
}

struct DeleteAlbumIntent: AppIntent {
    static let title: LocalizedStringResource = "Delete Album"
    static var allowedExecutionTargets: ExecutionTargets { [.main, .appIntentsExtension] }

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let choice = try await requestChoice(between: [
            Option(title: "Keep Photos"),
            Option(title: "Delete Photos", style: .destructive),
            .cancel,
        ], dialog: "What about the photos in it?")
        try await requestConfirmation(conditions: [.lowConfidenceSource], actionName: .continue, dialog: "Delete the album?")
        return .result(value: choice.title.text)
    }
}

@available(*, deprecated)
extension DeleteAlbumIntent: ForegroundContinuableIntent {}

struct OpenDocsIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Docs"
    func perform() async throws -> some IntentResult & OpensIntent {
        .result(opensIntent: OpenURLIntent(URL(string: "https://example.com/docs")!))
    }
}

struct RenameNoteIntent: UndoableIntent {
    static let title: LocalizedStringResource = "Rename Note"
    @MainActor func perform() async throws -> some IntentResult {
        undoManager?.setActionName("Rename")
        return .result()
    }
}

final class NavigationModel: Sendable {}

struct ShowPlaceIntent: AppIntent, URLRepresentableIntent {
    static let title: LocalizedStringResource = "Show Place"
    static var urlRepresentation: URLRepresentation { "https://example.com/places/\(\.$place)" }
    @Parameter(title: "Place") var place: String
    @Dependency private var navigation: NavigationModel
    func perform() async throws -> some IntentResult { .result() }
}

func registerDependencies() {
    AppDependencyManager.shared.add(dependency: NavigationModel())
    AppDependencyManager.shared.add(key: "secondary", dependency: NavigationModel())
}

struct MigratedIntent: CustomIntentMigratedAppIntent {
    static let intentClassName = "OrderSoupIntent"
    static let title: LocalizedStringResource = "Order Soup"
    func perform() async throws -> some IntentResult { .result() }
}

struct TodoSnippetIntent: SnippetIntent {
    static let title: LocalizedStringResource = "Todos"
    func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "3 todos") }
}

struct ShowTodosIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Todos"
    func perform() async throws -> some IntentResult & ShowsSnippetIntent {
        .result(snippetIntent: TodoSnippetIntent())
    }
}

func donate() async throws {
    let identifier = try await IntentDonationManager.shared.donate(intent: ShowTodosIntent())
    _ = try await IntentDonationManager.shared.deleteDonations(matching: .donationIdentifier(identifier))
    _ = try await IntentDonationManager.shared.deleteDonations(matching: .intentType(ShowTodosIntent.self))
}

struct PayIntent: AppIntent {
    static let title: LocalizedStringResource = "Pay"
    @Parameter(title: "Payee") var payee: IntentPerson
    @Parameter(title: "Amount") var amount: IntentCurrencyAmount
    func perform() async throws -> some IntentResult & ProvidesDialog {
        let method = IntentPaymentMethod(type: .credit, name: "Visa", identificationHint: "•••• 1234")
        return .result(dialog: "Paid \(payee.name.displayString) \(amount.amount) \(amount.currencyCode) with \(method.name ?? "")")
    }
}

let person = IntentPerson(identifier: .applicationDefined("42"), name: .displayName("Anne Johnson"),
                          handle: IntentPerson.Handle(emailAddress: "anne@example.com", label: .work))
let amount = IntentCurrencyAmount(amount: 12.5, currencyCode: "EUR")
