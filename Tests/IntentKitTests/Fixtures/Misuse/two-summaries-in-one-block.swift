// expect-error: extra argument in call
import IntentKit

struct Misuse: AppIntent {
    static let title: LocalizedStringResource = "Misuse"
    @Parameter var mode: Mode
    @Parameter var flag: Bool
    @Parameter var place: Place?
    @Parameter var count: Int?

    static var parameterSummary: some ParameterSummary {
        Summary("One \(\.$mode)")
        Summary("Two \(\.$mode)")
    }
}
