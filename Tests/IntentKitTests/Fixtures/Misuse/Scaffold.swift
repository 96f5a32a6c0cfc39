// Declarations the misuse snippets share; this file compiles on its own.
import IntentKit

enum Mode: String, AppEnum {
    case walk, ride
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mode"
    static let caseDisplayRepresentations: [Mode: DisplayRepresentation] = [.walk: "Walk", .ride: "Ride"]
}

struct Place: AppEntity {
    let id: Int
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Place"
    static let defaultQuery = PlaceQuery()
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct PlaceQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [Place] { [] }
}
