import Foundation
@testable import IntentKit
import Testing

/// Apple's example of a dependency: a soup query that offers only the soups there are enough of
/// for the quantity being ordered. The picker's query reads the action being edited — in this
/// process, or in the host the `entities` request carries it to.
@Suite struct QueryDependencyTests {
    struct Soup: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Soup"
        static let defaultQuery = SoupQuery()
        var id: String
        var available: Int
        var displayRepresentation: DisplayRepresentation { "\(id)" }
        static let all = [Soup(id: "Tomato", available: 2), Soup(id: "Leek", available: 9)]
    }

    struct SoupQuery: EntityStringQuery {
        @IntentParameterDependency<OrderSoup>(\.$quantity)
        var order

        func entities(for identifiers: [String]) async throws -> [Soup] { Soup.all.filter { identifiers.contains($0.id) } }
        func entities(matching string: String) async throws -> [Soup] { try await suggestedEntities() }
        func suggestedEntities() async throws -> [Soup] {
            guard let order else { return Soup.all }
            return Soup.all.filter { $0.available >= order.quantity }
        }
    }

    struct OrderSoup: AppIntent {
        static let title: LocalizedStringResource = "Order Soup"
        @Parameter(title: "Soup") var soup: Soup
        @Parameter(title: "Quantity") var quantity: Int
        func perform() async throws -> some IntentResult { .result() }
    }

    static func registry() throws -> IntentRegistry {
        var registry = IntentRegistry()
        try registry.register(OrderSoup.self)
        return registry
    }

    @Test func aQueryReadsTheActionBeingEdited() async throws {
        let registry = try Self.registry()
        let source = try #require(registry.entitySource(for: "Soup"))
        #expect(try await source.suggestedEntities().map(\.title) == ["Tomato", "Leek"], "no action: every soup")
        let five = EditedAction(intent: OrderSoup.persistentIdentifier, values: ["quantity": .int(5)])
        #expect(try await registry.whileEditing(five) { try await source.suggestedEntities() }.map(\.title) == ["Leek"])
        let none = EditedAction(intent: OrderSoup.persistentIdentifier, values: [:])
        #expect(try await registry.whileEditing(none) { try await source.suggestedEntities() }.count == 2, "unset: no dependency yet")
    }

    @Test func aHostsQueryReadsTheActionTheRequestCarries() async throws {
        let server = IntentHostServer(registry: try Self.registry(), name: "Soups")
        let editing = try IntentHostServer.json(of: EditedAction(intent: OrderSoup.persistentIdentifier, values: ["quantity": .int(5)]))
        let answer = try HostResponse(line: await server.answer(HostRequest(id: 1, method: "entities", params: .object([
            ("type", .string("Soup")), ("kind", .string("suggested")), ("editing", editing),
        ])).line))
        let soups = try JSONDecoder().decode([EntityReference].self, from: Data(try #require(answer.result).compactText.utf8))
        #expect(soups.map(\.title) == ["Leek"])
    }
}
