import IntentKit

/// The seed's `Summary` with a trailing list: the quantity sits under "Show More".
public struct OrderSoupIntent: AppIntent {
    public static let title: LocalizedStringResource = "Order Soup"
    public static let description = IntentDescription("Orders a soup from your favorite restaurant.",
                                                      categoryName: "Food", searchKeywords: ["lunch", "restaurant"])

    @Parameter(title: "Soup")
    public var soup: Soup

    @Parameter(title: "Quantity", inclusiveRange: (1, 9))
    public var quantity: Int?

    public static var parameterSummary: some ParameterSummary {
        Summary("Order \(\.$soup)") {
            \.$quantity
        }
    }

    public init() {}

    public func perform() async throws -> some IntentResult {
        guard let quantity, quantity < 10 else {
            throw $quantity.needsValue
        }
        return .result(dialog: "Ordered \(quantity) \(soup.rawValue) soup.")
    }
}

public enum Soup: String, AppEnum {
    case tomato, minestrone, pho, ramen, gazpacho

    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"

    public static let caseDisplayRepresentations: [Soup: DisplayRepresentation] = [
        .tomato: "Tomato",
        .minestrone: "Minestrone",
        .pho: DisplayRepresentation(title: "Phở", subtitle: "Vietnamese noodle soup", synonyms: ["pho"]),
        .ramen: DisplayRepresentation(title: "Ramen", synonyms: ["ラーメン"]),
        .gazpacho: DisplayRepresentation(title: "Gazpacho", subtitle: "Served cold"),
    ]
}
