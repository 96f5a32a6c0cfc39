// expect-error: ParameterSummaryCaseList
import IntentKit

struct Misuse: AppIntent {
    static let title: LocalizedStringResource = "Misuse"
    @Parameter var mode: Mode
    @Parameter var flag: Bool
    @Parameter var place: Place?
    @Parameter var count: Int?

    static var parameterSummary: some ParameterSummary {
        Switch(\.$mode) {
            Case(.walk) { Summary("Walk") }
            DefaultCase { Summary("Go \(\.$mode)") }
            Case(.ride) { Summary("Ride") }
        }
    }
}
