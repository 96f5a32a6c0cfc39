// Apple's entity macros as its reference writes them (pages computedproperty(), (title:),
// (indexingkey:), (customindexingkey:), (title:indexingkey:), (title:customindexingkey:),
// deferredproperty() and its overloads, unionvalue()), with `import IntentKit` in place of
// `import AppIntents`.
import Foundation
import IntentKit

struct MenuItem: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Menu Item"
    static let defaultQuery = MenuItemQuery()
    var id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
}

struct MenuItemQuery: EntityQuery {
    func entities(for identifiers: [MenuItem.ID]) async throws -> [MenuItem] { identifiers.map { MenuItem(id: $0) } }
}

struct Menu: Sendable {
    var menuItems: [MenuItem]
    var name: String
    func popularMenuItems() async -> [MenuItem] { menuItems }
}

extension CSCustomAttributeKey {
    static let cuisine = CSCustomAttributeKey(keyName: "cuisine")!
}

struct Restaurant: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Restaurant"
    static let defaultQuery = RestaurantQuery()
    var id: String
    var model: Menu
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(model.name)") }

    @ComputedProperty
    var menuItems: [MenuItem] {
        model.menuItems
    }

    @ComputedProperty(title: "Name")
    var name: String {
        get { model.name }
        set { model.name = newValue }
    }

    @ComputedProperty(indexingKey: \.displayName)
    var displayName: String { model.name }

    @ComputedProperty(customIndexingKey: .cuisine)
    var cuisine: String { "Thai" }

    @ComputedProperty(title: "Dishes", indexingKey: \.contentDescription)
    var dishCount: Int { model.menuItems.count }

    @ComputedProperty(title: "Style", customIndexingKey: .cuisine)
    var style: String { "Casual" }

    @DeferredProperty
    var popularItems: [MenuItem] {
        get async {
            await model.popularMenuItems()
        }
    }

    @DeferredProperty(title: "Wait")
    var waitMinutes: Int {
        get async throws { 15 }
    }

    @DeferredProperty(indexingKey: \.displayName)
    var signature: String {
        get async { "Pad Thai" }
    }

    @DeferredProperty(title: "Chef", indexingKey: \.displayName)
    var chef: String {
        get async { "Nok" }
    }
}

struct RestaurantQuery: EntityQuery {
    func entities(for identifiers: [Restaurant.ID]) async throws -> [Restaurant] { [] }
}

@UnionValue
enum DayPass {
    case park(Restaurant)
    case note(String)
}

@UnionValue
enum Visit {
    case restaurant(Restaurant)
    case text(String)

    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Visit" }
    static let caseDisplayRepresentations: [Cases: DisplayRepresentation] = [.restaurant: "A Restaurant", .text: "Text"]
}

func kinds() -> [DayPass.Cases] { DayPass.Cases.allCases }
func kind(of pass: DayPass) -> DayPass.Cases { pass.unionCase }
