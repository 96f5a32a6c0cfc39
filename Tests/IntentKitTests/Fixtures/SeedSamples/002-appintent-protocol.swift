// swift-version: 5
// Seed 002 (the AppIntent protocol page): its samples, verbatim but for the import. They use
// `static var` metadata, which Swift 6 rejects as shared mutable state with Apple's framework
// too, so this file is compiled in Swift 5 mode. The three snippets build one intent; the
// title and description of the first and the body of the last are combined here.
import IntentKit

// MARK: Samples

struct OrderSoupIntent: AppIntent {
    static var title = LocalizedStringResource("Order Soup")
    static var description = IntentDescription("Orders a soup from your favorite restaurant.")

    @Parameter(title: "Soup")
    var soup: Soup

    @Parameter(title: "Quantity")
    var quantity: Int?

    static var parameterSummary: some ParameterSummary {
        Summary("Order \(\.$soup)") {
            \.$quantity
        }
    }

    func perform() async throws -> some IntentResult {
        guard let quantity = quantity, quantity < 10 else {
            throw $quantity.needsValue
        }
        soup.order(quantity: quantity)
        return .result()
    }
}

// MARK: Scaffolding

enum Soup: String, AppEnum {
    case tomato, minestrone
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"
    static var caseDisplayRepresentations: [Soup: DisplayRepresentation] = [.tomato: "Tomato", .minestrone: "Minestrone"]

    func order(quantity: Int) {}
}
