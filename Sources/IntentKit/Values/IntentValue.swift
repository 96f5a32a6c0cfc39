import Foundation

/// A parameter value as the editor, the documents and the evaluator see it: typed, but free of
/// the Swift types an app declares, so that intents from compiled metadata and intents declared
/// in Swift travel through one pipeline.
public enum IntentValue: Sendable, Hashable {
    case string(String)
    case int(Int)
    case double(Double)
    case decimal(Decimal)
    case bool(Bool)
    case date(Date)
    case url(URL)
    case duration(Duration)
    indirect case measurement(IntentMeasurement)
    case enumCase(EnumCaseValue)
    indirect case entity(EntityReference)
    case array([IntentValue])
    /// A value of a kind this version does not understand, kept verbatim so it can be written
    /// back unchanged.
    case opaque(OpaqueValue)
}

/// A case of an `AppEnum`, by identifier: titles live in the enum's definition, so a renamed
/// title never invalidates a saved value.
public struct EnumCaseValue: Sendable, Hashable, Codable {
    /// The enum's identifier (its Swift name).
    public var enumIdentifier: String
    /// The case's identifier (its raw value).
    public var caseIdentifier: String

    /// A case by its identifiers; `AppEnum.intentValue` makes these for Swift enums.
    public init(enumIdentifier: String, caseIdentifier: String) {
        self.enumIdentifier = enumIdentifier
        self.caseIdentifier = caseIdentifier
    }
}

/// An entity's identifier. Apple allows any `EntityIdentifierConvertible`; conditions compare
/// integers numerically and everything else as strings, so these two cases are all that matter.
public enum SavedEntityIdentifier: Sendable, Hashable, Codable, CustomStringConvertible {
    case string(String)
    case int(Int)

    /// The identifier as text: digits for a number.
    public var description: String {
        switch self {
        case .string(let s): s
        case .int(let i): String(i)
        }
    }

    /// A number reads as `.int`, anything else as `.string`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let int = try? container.decode(Int.self) {
            self = .int(int)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    /// Written as the number or the string it is.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let s): try container.encode(s)
        case .int(let i): try container.encode(i)
        }
    }
}

/// A reference to an entity. The title is a snapshot taken when the entity was picked, so a
/// document can be shown without running the entity's query; identity is the type and the id.
public struct EntityReference: Sendable, Codable {
    /// The entity type's identifier.
    public var typeIdentifier: String
    /// The entity's identifier within its type.
    public var id: SavedEntityIdentifier
    /// How the entity was shown when it was picked.
    public var title: String
    /// Its second line when it was picked.
    public var subtitle: String?

    /// A reference; `AppEntity.intentValue` makes these for Swift entities.
    public init(typeIdentifier: String, id: SavedEntityIdentifier, title: String, subtitle: String? = nil) {
        self.typeIdentifier = typeIdentifier
        self.id = id
        self.title = title
        self.subtitle = subtitle
    }
}

extension EntityReference: Hashable {
    /// The same entity: the same type and identifier, whatever titles were saved.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.typeIdentifier == rhs.typeIdentifier && lhs.id == rhs.id
    }

    /// Hashes what `==` compares: the type and the identifier.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(typeIdentifier)
        hasher.combine(id)
    }
}

/// A value kept as the JSON it arrived in.
public struct OpaqueValue: Sendable, Hashable, Codable {
    /// What the producer called this kind of value (`"placemark"`, an `LNValue` key, …).
    public var kind: String
    /// The value as it arrived.
    public var json: JSONValue

    /// A value kept verbatim.
    public init(kind: String, json: JSONValue) {
        self.kind = kind
        self.json = json
    }
}
