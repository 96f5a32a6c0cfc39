// expect-error: control flow statement
import IntentKit

struct Misuse: AppIntent {
    static let title: LocalizedStringResource = "Misuse"
    @Parameter var mode: Mode
    @Parameter var flag: Bool
    @Parameter var place: Place?
    @Parameter var count: Int?

    static var parameterSummary: some ParameterSummary {
        if Bool.random() {
            Summary("One \(\.$mode)")
        } else {
            Summary("Two \(\.$mode)")
        }
    }
}
