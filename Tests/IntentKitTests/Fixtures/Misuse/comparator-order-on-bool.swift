// expect-error: generic class 'GreaterThanComparator' requires that 'Bool' conform to 'Comparable'
// An ordering comparator needs a Comparable property: a Bool has no "greater than".
import IntentKit

struct Lamp: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Lamp"
    static let defaultQuery = LampQuery()
    let id: Int
    @Property(title: "On") var isOn: Bool
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct LampQuery: EntityPropertyQuery {
    static let properties = QueryProperties {
        Property(\Lamp.$isOn) {
            GreaterThanComparator { "isOn > \($0)" }
        }
    }
    func entities(for identifiers: [Int]) async throws -> [Lamp] { [] }
    func entities(matching comparators: [String], mode: ComparatorMode, sortedBy: [Sort<Lamp>], limit: Int?) async throws -> [Lamp] { [] }
}
