// The control: the same declarations used correctly compile, so each failure above is the
// misuse's doing.
import IntentKit

struct Misuse: AppIntent {
    static let title: LocalizedStringResource = "Misuse"
    @Parameter var mode: Mode
    @Parameter var flag: Bool
    @Parameter var place: Place?
    @Parameter var count: Int?

    static var parameterSummary: some ParameterSummary {
        Switch(\.$mode) {
            Case(.walk) {
                When(\.$flag, .equalTo, true) {
                    Summary("Walk \(\.$count)")
                } otherwise: {
                    When(\.$place, identifier: .lessThan, 3) {
                        Summary("Walk near \(\.$place)")
                    } otherwise: {
                        Summary("Walk")
                    }
                }
            }
            Case([.ride]) {
                When(\.$count, .oneOf, [1, 2]) { Summary("Ride") } otherwise: { Summary { \.$count } }
            }
            DefaultCase { Summary() }
        }
    }
}
