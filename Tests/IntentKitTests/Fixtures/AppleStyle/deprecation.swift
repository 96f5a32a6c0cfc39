// DeprecatedAppIntent and IntentDeprecation as Apple's reference writes them (pages
// deprecatedappintent, intentdeprecation and its three initializers).
import IntentKit

struct BrewCoffee: AppIntent {
    static let title: LocalizedStringResource = "Brew Coffee"
    func perform() async throws -> some IntentResult { .result() }
}

struct OldBrewCoffee: DeprecatedAppIntent {
    static let title: LocalizedStringResource = "Brew Coffee (Old)"
    static var deprecation: IntentDeprecation<BrewCoffee> {
        .init(message: "Use 'Brew Coffee' instead.", replacedBy: BrewCoffee.self)
    }
    func perform() async throws -> some IntentResult { .result() }
}

struct OlderBrewCoffee: DeprecatedAppIntent {
    static let title: LocalizedStringResource = "Brew Coffee (Older)"
    static let deprecation = IntentDeprecation(replacedBy: BrewCoffee.self)
}

struct RetiredTea: DeprecatedAppIntent {
    static let title: LocalizedStringResource = "Retired Tea"
    static let deprecation = IntentDeprecation(message: "Tea is no longer sold.")
}

func replacement<Intent: DeprecatedAppIntent>(of intent: Intent.Type) -> String? {
    Intent.deprecation.replacedBy.map { $0.title.key }
}
