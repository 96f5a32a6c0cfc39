import Foundation

/// An intent whose action can be said as a universal link (iOS 18): Shortcuts may open or
/// share the link in its place. Its `urlRepresentation` names parameters: "https://…/\(\.$trail)".
public protocol URLRepresentableIntent: AppIntent {
    /// The link, as a template of the intent's parameters.
    static var urlRepresentation: IntentURLRepresentation<Self> { get }
}

extension URLRepresentableIntent {
    /// `static var urlRepresentation: URLRepresentation { "https://example.com/\(\.$item)" }`.
    public typealias URLRepresentation = IntentURLRepresentation<Self>
}

/// An intent's universal link: text and the intent's parameters, written as a string literal.
public struct IntentURLRepresentation<Intent: AppIntent>: ExpressibleByStringInterpolation, @unchecked Sendable {
    // @unchecked: the key paths it keeps are immutable.
    enum Piece { case text(String), parameter(AnyKeyPath) }
    let pieces: [Piece]

    /// A link without parameters.
    public init(_ value: String) { pieces = [.text(value)] }
    /// A link without parameters.
    public init(stringLiteral value: String) { pieces = [.text(value)] }
    /// `"https://example.com/item/\(\.$item)"`.
    public init(stringInterpolation: StringInterpolation) { pieces = stringInterpolation.pieces }

    /// Text and the intent's parameters.
    public struct StringInterpolation: StringInterpolationProtocol {
        var pieces: [Piece] = []
        /// Room for what is to come.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Text.
        public mutating func appendLiteral(_ literal: String) { if !literal.isEmpty { pieces.append(.text(literal)) } }
        /// A parameter of the intent: its value, made part of the link.
        public mutating func appendInterpolation<Value>(_ subject: KeyPath<Intent, IntentParameter<Value>>) {
            pieces.append(.parameter(subject))
        }
    }

    /// The link for `intent`'s values, each escaped as a path part; nil while one is unset.
    func address(for intent: Intent) -> String? {
        var text = ""
        for piece in pieces {
            switch piece {
            case .text(let literal): text += literal
            case .parameter(let path):
                guard let parameter = intent[keyPath: path] as? DeclaredParameter, let value = parameter.currentIntentValue else { return nil }
                text += URLPathPart.escaped(value.displayText())
            }
        }
        return text
    }
}

/// Opens a universal link (iOS 18): returned as `.result(opensIntent: OpenURLIntent(url))`, it
/// ends the action by opening the link. Custom URL schemes are not allowed, as in Apple's.
public struct OpenURLIntent: SystemIntent, URLRepresentableIntent {
    /// "Open URL".
    public static let title: LocalizedStringResource = "Open URL"
    /// The link itself.
    public static var urlRepresentation: IntentURLRepresentation<OpenURLIntent> { "\(\.$url)" }

    /// The link to open.
    @Parameter(title: "URL") public var url: URL

    /// An intent with no link yet.
    public init() {}

    /// An intent that opens `url`.
    public init(_ url: URL) {
        self.url = url
    }

    /// An intent that opens the link a URL-representable enum's case has.
    public init(urlRepresentable: some URLRepresentableEnum) throws {
        guard let address = type(of: urlRepresentable).urlRepresentation.address(for: urlRepresentable), let url = URL(string: address) else {
            throw AppIntentError.Unrecoverable.unknown
        }
        self.url = url
    }

    /// An intent that opens the link a URL-representable entity has.
    public init(urlRepresentable: some URLRepresentableEntity) async throws {
        guard let address = await urlRepresentable.urlRepresentationParameter, let url = URL(string: address) else {
            throw AppIntentError.Unrecoverable.entityNotFound
        }
        self.url = url
    }

    /// Gives the link: the run opens nothing itself, but the next action receives it.
    public func perform() async throws -> some IntentResult & ReturnsValue<URL> {
        .result(value: url)
    }
}
