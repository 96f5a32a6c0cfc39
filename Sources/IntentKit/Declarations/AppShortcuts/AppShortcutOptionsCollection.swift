/// What a presented parameter's options collections have in common (iOS 17).
public protocol AppShortcutOptionsCollectionProtocol: Sendable {
    /// Where the options come from.
    associatedtype Provider: DynamicOptionsProvider
    /// The provider asked for the options.
    var dynamicOptionsProvider: Provider { get }
    /// The SF Symbol beside the collection's title.
    var systemImageName: String? { get }
    /// The collection's title in the Shortcuts app ("Lists").
    var title: LocalizedStringResource { get }
}

/// One titled collection of options for an App Shortcut's presented parameter.
public struct AppShortcutOptionsCollection<Provider: DynamicOptionsProvider>: AppShortcutOptionsCollectionProtocol {
    /// Where the options come from.
    public let dynamicOptionsProvider: Provider
    /// The SF Symbol beside the title.
    public let systemImageName: String?
    /// The collection's title.
    public let title: LocalizedStringResource

    /// `OptionsCollection(ListsProvider(), title: "Lists", systemImageName: "list.bullet")`.
    public init(_ dynamicOptionsProvider: Provider, title: LocalizedStringResource, systemImageName: String? = nil) {
        self.dynamicOptionsProvider = dynamicOptionsProvider
        self.title = title
        self.systemImageName = systemImageName
    }
}

/// The collections a presentation's builder makes: a sequence of them, for values of `Value`.
public protocol AppShortcutOptionsCollectionSpecification<Value>: Sendable, Sequence where Element == any AppShortcutOptionsCollectionProtocol {
    /// The type of the presented parameter's values.
    associatedtype Value: IntentParameterValue
}

/// The collections written inside `optionsCollections: { … }`, in order.
public struct AppShortcutOptionsCollections<Value: IntentParameterValue>: AppShortcutOptionsCollectionSpecification {
    let collections: [any AppShortcutOptionsCollectionProtocol]

    /// The collections, in order.
    public func makeIterator() -> IndexingIterator<[any AppShortcutOptionsCollectionProtocol]> { collections.makeIterator() }
}

/// Builds a presentation's options collections: one to fifteen of them, as Apple's does.
@resultBuilder
public enum AppShortcutOptionsCollectionSpecificationBuilder<Value: IntentParameterValue> {
    /// One collection, as written.
    public static func buildExpression(_ collection: some AppShortcutOptionsCollectionProtocol) -> [any AppShortcutOptionsCollectionProtocol] {
        [collection]
    }

    /// The collections in the order written.
    public static func buildBlock(_ groups: [any AppShortcutOptionsCollectionProtocol]...) -> AppShortcutOptionsCollections<Value> {
        AppShortcutOptionsCollections(collections: groups.flatMap { $0 })
    }
}
