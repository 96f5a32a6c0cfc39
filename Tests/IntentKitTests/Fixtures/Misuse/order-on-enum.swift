// expect-error: Comparable
import IntentKit

struct Misuse: AppIntent {
    static let title: LocalizedStringResource = "Misuse"
    @Parameter var mode: Mode
    @Parameter var flag: Bool
    @Parameter var place: Place?
    @Parameter var count: Int?

    static var parameterSummary: some ParameterSummary {
        When(\.$mode, .greaterThan, .walk) {
            Summary("Yes")
        } otherwise: {
            Summary("No")
        }
    }
}
