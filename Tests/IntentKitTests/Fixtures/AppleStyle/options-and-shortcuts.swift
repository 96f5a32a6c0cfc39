// Apple's examples for sectioned options, dependent parameters, union values and App
// Shortcuts with a presented parameter, in the spellings of Apple's reference.
import Foundation
import IntentKit

struct AuthorsOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> ItemCollection<String> {
        ItemCollection {
            ItemSection("Italian Authors") {
                "Dante Alighieri"
                "Alessandro Manzoni"
            }
            ItemSection("Russian Authors") {
                "Anton Chekhov"
                "Fyodor Dostoevsky"
            }
        }
    }
}

struct NamesOptionsProvider: DynamicOptionsProvider {
    func results() async throws -> [String] { ["Juan Chavez", "Anne Johnson"] }
}

struct Soup: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"
    static let defaultQuery = SoupQuery()
    var id: String
    var name: String
    var availableQuantity: Int
    var displayRepresentation: DisplayRepresentation { "\(name)" }
    static let allSoups = [Soup(id: "tomato", name: "Tomato", availableQuantity: 3)]
}

struct SoupQuery: EntityStringQuery {
    @IntentParameterDependency<OrderSoup>(\.$quantity)
    var orderSoup

    func entities(for identifiers: [Soup.ID]) async throws -> [Soup] { Soup.allSoups.filter { identifiers.contains($0.id) } }

    func entities(matching string: String) async throws -> [Soup] {
        guard let orderSoup else { return [] }
        return Soup.allSoups.filter { $0.name.contains(string) && $0.availableQuantity >= orderSoup.quantity }
    }
}

struct OrderSoup: AppIntent {
    static let title: LocalizedStringResource = "Order Soup"
    @Parameter(title: "Soup") var soup: Soup
    @Parameter(title: "Quantity") var quantity: Int
    @Parameter(title: "Author", optionsProvider: AuthorsOptionsProvider()) var author: String?
    func perform() async throws -> some IntentResult { .result() }
}

struct SizeOptionsProvider: DynamicOptionsProvider {
    @ParameterDependency(\OrderSoup.$quantity, \OrderSoup.$soup)
    var order

    func results() async throws -> ItemCollection<String> {
        ItemCollection(promptLabel: "Which size?", usesIndexedCollation: false, sections: [
            ItemSection("Cups", items: [Item("cup", title: "Cup", subtitle: "8 oz")]),
            ItemSection(items: ["bowl"].map { Item($0) }),
        ])
    }
}

@UnionValue
enum DayPass {
    case park(Soup)
    case text(String)
}

struct UsePassIntent: AppIntent {
    static let title: LocalizedStringResource = "Use Pass"
    @Parameter(title: "Pass") var pass: DayPass

    static var parameterSummary: some ParameterSummary {
        Switch(\.$pass) {
            Case(.park) { Summary("Use \(\.$pass) at the park") }
            DefaultCase { Summary("Use \(\.$pass)") }
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}

struct SoupShortcuts: AppShortcutsProvider {
    static let shortcutTileColor = ShortcutTileColor.tangerine

    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OrderSoup(), phrases: [
            "Order \(\.$soup) with \(.applicationName)",
            "Get soup from \(.applicationName)",
        ],
        shortTitle: "Order Soup",
        systemImageName: "cup.and.saucer",
        parameterPresentation: ParameterPresentation(
            for: \.$soup,
            summary: Summary("Order \(\.$soup)"),
            optionsCollections: {
                OptionsCollection(SoupQuery(), title: "Soups", systemImageName: "cup.and.saucer")
            }))
        AppShortcut(intent: UsePassIntent(), phrases: ["Use a pass in \(.applicationName)"])
    }
}
