/// One `@Property` of one entity with what it holds: how a host answers for an entity's
/// properties, so that a shortcut's variable narrowed to "Trail › Length" runs to the length
/// without the editor knowing the app's types.
public struct EntityPropertyValue: Sendable, Hashable, Codable {
    /// The property's Swift name, which a variable's narrowing keeps beside its title.
    public var identifier: String
    /// Its name as people see it, which Shortcuts files store as the property's name.
    public var title: String
    /// What it holds; nil when the entity has not assigned it.
    public var value: IntentValue?

    /// A property and its value.
    public init(identifier: String, title: String, value: IntentValue?) {
        self.identifier = identifier
        self.title = title
        self.value = value
    }
}

extension Array where Element == EntityPropertyValue {
    /// The property a variable's narrowing names: by title as Shortcuts stores it, else by the
    /// Swift name a title change would leave behind.
    public func property(named name: String, identifier: String? = nil) -> EntityPropertyValue? {
        first { $0.title == name } ?? first { $0.identifier == (identifier ?? name) }
    }
}
