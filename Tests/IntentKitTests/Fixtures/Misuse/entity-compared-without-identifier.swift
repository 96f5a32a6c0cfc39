// expect-error: Equatable
import IntentKit

struct Misuse: AppIntent {
    static let title: LocalizedStringResource = "Misuse"
    @Parameter var mode: Mode
    @Parameter var flag: Bool
    @Parameter var place: Place?
    @Parameter var count: Int?

    static var parameterSummary: some ParameterSummary {
        When(\.$place, .equalTo, Place(id: 1)) {
            Summary("Yes")
        } otherwise: {
            Summary("No")
        }
    }
}
