/// A value from the app's own data, found at edit time through its `defaultQuery`.
public protocol AppEntity: IntentValueConvertible, Identifiable where ID: EntityIdentifierConvertible & Sendable {
    associatedtype DefaultQuery: EntityQuery where DefaultQuery.Entity == Self
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var defaultQuery: DefaultQuery { get }
    var displayRepresentation: DisplayRepresentation { get }
}

/// An identifier type entities can use. Apple's protocol of the same name; here it also says
/// whether the identifier compares as a number.
public protocol EntityIdentifierConvertible {
    var entityIdentifierString: String { get }
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension EntityIdentifierConvertible {
    var entityIdentifier: EntityIdentifier {
        if let int = self as? Int { return .int(int) }
        return .string(entityIdentifierString)
    }
}

extension String: EntityIdentifierConvertible {
    public var entityIdentifierString: String { self }
    public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}

extension Int: EntityIdentifierConvertible {
    public var entityIdentifierString: String { String(self) }
    public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}

import Foundation

extension UUID: EntityIdentifierConvertible {
    public var entityIdentifierString: String { uuidString }
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? { UUID(uuidString: entityIdentifierString) }
}

/// An entity was not found by its query, or its identifier has the wrong form.
public struct EntityNotFoundError: Error, CustomStringConvertible, Sendable {
    public var typeIdentifier: String
    public var id: EntityIdentifier

    public var description: String { "no \(typeIdentifier) with identifier \"\(id)\"" }
}

extension AppEntity {
    public static var entityTypeIdentifier: String { typeNameIdentifier(Self.self) }

    public static var entityTypeDefinition: EntityTypeDefinition {
        var capabilities: EntityQueryCapabilities = [.suggestions]
        if defaultQuery is any EntityStringQuery { capabilities.insert(.stringSearch) }
        if defaultQuery is any EnumerableEntityQuery { capabilities.insert(.enumerable) }
        return EntityTypeDefinition(identifier: entityTypeIdentifier, title: typeDisplayRepresentation.name.text,
                                    query: capabilities)
    }

    public static var intentValueType: ValueType { .entity(entityTypeDefinition) }

    public static var entitySource: (any EntitySource)? { AppEntityQuerySource<Self>() }

    public var entityReference: EntityReference {
        EntityReference(typeIdentifier: Self.entityTypeIdentifier, id: id.entityIdentifier,
                        title: displayRepresentation.title.text, subtitle: displayRepresentation.subtitle?.text)
    }

    public var intentValue: IntentValue { .entity(entityReference) }

    public static func fromIntentValue(_ value: IntentValue) async throws -> Self {
        let reference: EntityIdentifier
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
