import Foundation

/// An enum whose cases have web addresses: one template for every case
/// (`URLRepresentation("https://example.com/view/\(.rawValue)")`) or an address per case.
/// Apple's protocol (iOS 18).
public protocol URLRepresentableEnum: AppEnum, CustomURLRepresentationParameterConvertible {
    /// The addresses of the cases.
    static var urlRepresentation: EnumURLRepresentation<Self> { get }
}

extension URLRepresentableEnum {
    /// `URLRepresentation`, as the enum names its addresses' type.
    public typealias URLRepresentation = EnumURLRepresentation<Self>

    /// The case's address, or nil when a per-case table leaves it out.
    public var urlRepresentationParameter: String? {
        get async { Self.urlRepresentation.address(for: self) }
    }
}

/// The addresses of an enum's cases: one template with the case in it, or a table by case.
public struct EnumURLRepresentation<Enum: AppEnum>: ExpressibleByStringInterpolation, Sendable {
    private enum Form: Sendable {
        case template([Piece])
        case table([Enum: [Piece]])
    }

    fileprivate enum Piece: Sendable, Hashable {
        case text(String)
        case rawValue
        case fixed(String)
    }

    private let form: Form

    /// An address for each case: `[.root: "https://example.com/root", …]`.
    public init(_ urlRepresentations: [Enum: EnumSingleURLRepresentation]) {
        form = .table(urlRepresentations.mapValues(\.pieces))
    }

    /// One fixed address for every case.
    public init(_ value: String) { form = .template([.text(value)]) }

    /// One fixed address for every case, written as a literal.
    public init(stringLiteral value: String) { form = .template([.text(value)]) }

    /// One template for every case, with the case in it: `"https://example.com/\(.rawValue)"`.
    public init(stringInterpolation: StringInterpolation) { form = .template(stringInterpolation.pieces) }

    /// The address of `value`: the template with its raw value written in (percent-encoded),
    /// or its entry in the table.
    package func address(for value: Enum) -> String? {
        let pieces: [Piece]
        switch form {
        case .template(let template): pieces = template
        case .table(let table):
            guard let entry = table[value] else { return nil }
            pieces = entry
        }
        return pieces.map { piece in
            switch piece {
            case .text(let text): text
            case .rawValue: URLPathPart.escaped(value.caseIdentifier)
            case .fixed(let text): URLPathPart.escaped(text)
            }
        }.joined()
    }


    /// One case's address in a per-case table.
    public struct EnumSingleURLRepresentation: ExpressibleByStringInterpolation, Sendable {
        fileprivate let pieces: [Piece]

        /// A fixed address.
        public init(stringLiteral value: String) { pieces = [.text(value)] }

        /// An address with a case's raw value in it.
        public init(stringInterpolation: StringInterpolation) { pieces = stringInterpolation.pieces }
    }

    /// A template's text and the values in it.
    public struct StringInterpolation: StringInterpolationProtocol {
        fileprivate var pieces: [Piece] = []

        /// Room for the literal's parts.
        public init(literalCapacity: Int, interpolationCount: Int) {
            pieces.reserveCapacity(interpolationCount * 2 + 1)
        }

        /// Text of the template.
        public mutating func appendLiteral(_ literal: String) { pieces.append(.text(literal)) }

        /// A particular case's raw value: `\(.root)`.
        public mutating func appendInterpolation(_ subject: Enum) { pieces.append(.fixed(subject.caseIdentifier)) }

        /// The case's own raw value: `\(.rawValue)`.
        public mutating func appendInterpolation(_ subject: Token) { pieces.append(.rawValue) }

        /// What a template can name besides a particular case.
        public enum Token: Hashable, Sendable {
            /// The case's raw value.
            case rawValue
        }
    }
}
