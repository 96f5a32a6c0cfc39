// expect-error: notOneOf
import IntentKit

struct Misuse: AppIntent {
    static let title: LocalizedStringResource = "Misuse"
    @Parameter var mode: Mode
    @Parameter var flag: Bool
    @Parameter var place: Place?
    @Parameter var count: Int?

    static var parameterSummary: some ParameterSummary {
        When(\.$count, .notOneOf, [1, 2]) {
            Summary("Yes")
        } otherwise: {
            Summary("No")
        }
    }
}
