/// A value from the app's own data, found at edit time through its `defaultQuery`.
/// Its type's name (`typeDisplayRepresentation`) and how each entity is shown
/// (`displayRepresentation`) come from `DisplayRepresentable`.
public protocol AppEntity: AppValue, DisplayRepresentable, Identifiable where ID: EntityIdentifierConvertible & Sendable {
    /// The type of `defaultQuery`, inferred from it.
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    /// How entities of this type are found: `static let defaultQuery = TrailQuery()`.
    static var defaultQuery: DefaultQuery { get }
}

/// An identifier type entities can use. Apple's protocol of the same name; here it also says
/// whether the identifier compares as a number.
public protocol EntityIdentifierConvertible {
    /// The identifier as documents save it.
    var entityIdentifierString: String { get }
    /// The identifier a saved string holds, or nil for one of another form.
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension EntityIdentifierConvertible {
    var entityIdentifier: SavedEntityIdentifier {
        if let int = self as? Int { return .int(int) }
        return .string(entityIdentifierString)
    }
}

extension String: EntityIdentifierConvertible {
    /// The identifier as saved: the string itself.
    public var entityIdentifierString: String { self }
    /// The saved string, as it is.
    public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}

extension Int: EntityIdentifierConvertible {
    /// The identifier as saved: its decimal digits.
    public var entityIdentifierString: String { String(self) }
    /// The number saved, or nil for text that is not one.
    public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}

import Foundation

extension UUID: EntityIdentifierConvertible {
    /// The identifier as saved: the UUID's usual text.
    public var entityIdentifierString: String { uuidString }
    /// The UUID saved, or nil for text that is not one.
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? { UUID(uuidString: entityIdentifierString) }
}

/// An entity was not found by its query, or its identifier has the wrong form.
public struct EntityNotFoundError: Error, CustomStringConvertible, Sendable {
    /// The entity type asked for.
    public var typeIdentifier: String
    /// The identifier nothing answered to.
    public var id: SavedEntityIdentifier

    /// "no Trail with identifier \"mist\"".
    public var description: String { "no \(typeIdentifier) with identifier \"\(id)\"" }
}

extension AppEntity {
    /// The identifier documents save the entity's type by: Swift's type name, as Apple's metadata has it.
    public static var entityTypeIdentifier: String { typeNameIdentifier(Self.self) }

    /// The entity type as data: its identifier, its name, and what its `defaultQuery` can do
    /// (suggest, search by text, list all), which decides the picker the editor offers.
    public static var entityTypeDefinition: EntityTypeDefinition {
        var capabilities: EntityQueryCapabilities = [.suggestions]
        if defaultQuery is any EntityStringQuery { capabilities.insert(.stringSearch) }
        if defaultQuery is any EnumerableEntityQuery { capabilities.insert(.enumerable) }
        if defaultQuery is any EntityPropertyQuery { capabilities.insert(.propertyFilter) }
        return EntityTypeDefinition(identifier: entityTypeIdentifier, title: typeDisplayRepresentation.name.text,
                                    query: capabilities)
    }

    /// A parameter of this entity is a choice its query offers.
    public static var intentValueType: ValueType { .entity(entityTypeDefinition) }

    /// Where pickers find these entities: the app's `defaultQuery`, run when the picker opens.
    public static var entitySource: (any EntitySource)? { AppEntityQuerySource<Self>() }

    /// What a document saves for this entity: its type, identifier, title and subtitle (so a
    /// shortcut reads right where the app's data is not at hand).
    public var entityReference: EntityReference {
        EntityReference(typeIdentifier: Self.entityTypeIdentifier, id: id.entityIdentifier,
                        title: displayRepresentation.title.text, subtitle: displayRepresentation.subtitle?.text)
    }

    /// This entity as a value.
    public var intentValue: IntentValue { .entity(entityReference) }

    /// The entity a saved value names, fetched through `defaultQuery.entities(for:)`; throws
    /// `EntityNotFoundError` when the query has no such entity.
    public static func fromIntentValue(_ value: IntentValue) async throws -> Self {
        let reference: SavedEntityIdentifier
        switch value {
        case .entity(let e) where e.typeIdentifier == entityTypeIdentifier: reference = e.id
        case .string(let s): reference = .string(s)
        case .int(let i): reference = .int(i)
        default: throw mismatch(value)
        }
        guard let id = ID.entityIdentifier(for: reference.description),
              let entity = try await defaultQuery.entities(for: [id]).first
        else { throw EntityNotFoundError(typeIdentifier: entityTypeIdentifier, id: reference) }
        return entity
    }
}
