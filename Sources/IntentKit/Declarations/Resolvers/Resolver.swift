/// Converts a value of another type into a parameter's type when the intent runs, as in
/// Apple's framework. The editor never runs intents, so resolvers are accepted — code written
/// for Apple's framework compiles — and not applied: values are edited in the parameter's own
/// type.
public protocol Resolver: Hashable, Sendable {
    /// The type it converts from.
    associatedtype Input: Sendable
    /// The parameter's type, which it converts to.
    associatedtype Output: Sendable
    /// The value for the parameter, or nil when `input` gives none.
    func resolve(from input: Input, context: IntentParameterContext<Output>) async throws -> Output?
}

/// What a resolver knows about the parameter it resolves for.
public struct IntentParameterContext<Value: Sendable>: Sendable {
    /// The parameter's title.
    public let title: String
    /// The values the parameter accepts, when it declares a range: what a range-checking
    /// resolver holds a value to.
    let inclusiveRange: InclusiveRange?

    init(title: String, inclusiveRange: InclusiveRange? = nil) {
        self.title = title
        self.inclusiveRange = inclusiveRange
    }
}

/// The resolvers a parameter declares, in order.
public protocol ResolverSpecification: Hashable, Sendable, Sequence where Element == any Resolver {
    /// The parameter's type.
    associatedtype Output: Sendable
}

/// A parameter's resolvers as `ResolverSpecificationBuilder` collects them.
public struct Resolvers<Output: Sendable>: ResolverSpecification {
    private let resolvers: [any Resolver]

    init(_ resolvers: [any Resolver]) {
        self.resolvers = resolvers
    }

    private var keys: [AnyHashable] { resolvers.map { AnyHashable($0) } }

    /// The resolvers, in the order written.
    public func makeIterator() -> IndexingIterator<[any Resolver]> { resolvers.makeIterator() }

    /// The same resolvers in the same order.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.keys == rhs.keys }
    /// Hashes the resolvers, as `==` compares them.
    public func hash(into hasher: inout Hasher) { hasher.combine(keys) }
}

/// No resolvers.
public typealias EmptyResolverSpecification<Output: Sendable> = Resolvers<Output>

/// The `resolvers:` trailing closure of `@Parameter`: any number of resolvers.
@resultBuilder
public enum ResolverSpecificationBuilder<Property: Sendable> {
    /// `resolvers: {}`: none.
    public static func buildBlock() -> Resolvers<Property> { Resolvers([]) }

    /// The resolvers written, in order.
    public static func buildBlock<each R: Resolver>(_ resolver: repeat each R) -> Resolvers<Property> {
        var all: [any Resolver] = []
        repeat all.append(each resolver)
        return Resolvers(all)
    }
}
