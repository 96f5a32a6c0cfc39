import IntentKit

extension ShortcutAction {
    /// The app intent an action of Apple's names in its `AppIntentDescriptor`:
    /// `<BundleIdentifier>.<AppIntentIdentifier>`, the identifier a catalog named after the
    /// app's bundle gives it. Nil without a descriptor.
    public var appIntentIdentifier: String? {
        guard case .opaque(let opaque)? = values["AppIntentDescriptor"], let descriptor = opaque.propertyList,
              let bundle = descriptor["BundleIdentifier"]?.stringValue, let intent = descriptor["AppIntentIdentifier"]?.stringValue
        else { return nil }
        return bundle + "." + intent
    }
}

extension IntentRegistry {
    /// The definition of an action: by its identifier, else by the app intent its descriptor
    /// names (actions that gained a descriptor kept their old identifiers).
    public func definition(for action: ShortcutAction) -> IntentDefinition? {
        definition(for: action.intent) ?? action.appIntentIdentifier.flatMap { definition(for: $0) }
    }
}
