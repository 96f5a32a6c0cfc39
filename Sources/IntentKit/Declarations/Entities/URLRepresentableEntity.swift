import Foundation

/// A value that can say itself as part of a URL (`urlRepresentationParameter`): what a URL
/// representation's interpolation writes for it.
public protocol CustomURLRepresentationParameterConvertible {
    /// The value as a URL's part; nil when it has none.
    var urlRepresentationParameter: String? { get async }
}

/// An entity with a web address — a universal link that opens it:
/// `static var urlRepresentation: URLRepresentation { "https://example.com/trail/\(.id)/details" }`.
public protocol URLRepresentableEntity: AppEntity, CustomURLRepresentationParameterConvertible {
    /// The address's template, with the entity's identifier and properties in it.
    static var urlRepresentation: EntityURLRepresentation<Self> { get }
}

extension URLRepresentableEntity {
    /// `URLRepresentation`, as the entity names its template's type.
    public typealias URLRepresentation = EntityURLRepresentation<Self>

    /// The entity's address: its template filled in.
    public var urlRepresentationParameter: String? {
        get async { Self.urlRepresentation.address(for: self) }
    }
}

/// The template of an entity's address: text with the entity's identifier (`\(.id)`) and its
/// properties (`\(\.$name)`) in it, percent-encoded as a URL's path part when filled in.
public struct EntityURLRepresentation<Entity: AppEntity>: ExpressibleByStringInterpolation, Sendable {
    private let pieces: [Piece]

    fileprivate enum Piece: Sendable {
        case text(String)
        case identifier
        case property(@Sendable (Entity) -> String)
    }

    /// A fixed address.
    public init(_ value: String) {
        pieces = [.text(value)]
    }

    /// A fixed address, written as a literal.
    public init(stringLiteral value: String) {
        pieces = [.text(value)]
    }

    /// An address with the entity's identifier and properties in it.
    public init(stringInterpolation: StringInterpolation) {
        pieces = stringInterpolation.pieces
    }

    /// The address for `entity`: the template with its identifier and properties written in.
    package func address(for entity: Entity) -> String {
        pieces.map { piece in
            switch piece {
            case .text(let text): text
            case .identifier: URLPathPart.escaped(entity.id.entityIdentifierString)
            case .property(let value): URLPathPart.escaped(value(entity))
            }
        }.joined()
    }


    /// The template's text and the values in it.
    public struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var pieces: [Piece] = []

        /// Room for the literal's parts.
        public init(literalCapacity: Int, interpolationCount: Int) {
            pieces.reserveCapacity(interpolationCount * 2 + 1)
        }

        /// Text of the template.
        public mutating func appendLiteral(_ literal: String) {
            pieces.append(.text(literal))
        }

        /// The entity's identifier: `\(.id)`.
        public mutating func appendInterpolation(_ subject: Token) {
            pieces.append(.identifier)
        }

        /// A property of the entity: `\(\.$name)`.
        public mutating func appendInterpolation<ValueType: IntentParameterValue>(_ subject: KeyPath<Entity, EntityProperty<ValueType>> & Sendable) {
            pieces.append(.property { entity in
                guard let value = entity[keyPath: subject].wrappedValue.unwrapped else { return "" }
                return value.intentValue.displayText()
            })
        }

        /// What a template can name besides properties.
        public enum Token: Equatable, Hashable, Sendable {
            /// The entity's identifier.
            case id
        }
    }
}

/// A value written into a URL representation: percent-encoded as one part of a path, so an
/// identifier or a case with a `/` or a space stays one part.
enum URLPathPart {
    static func escaped(_ part: String) -> String {
        part.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/"))) ?? part
    }
}
