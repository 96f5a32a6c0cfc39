#if Macros
// Apple's entity property macros and `@UnionValue`, with Apple's attached roles and overloads;
// their plugin is IntentKitMacros (the package's `Macros` trait, on by default). What each
// expands to is described in docs/INTENT-HOST.md.

/// `@ComputedProperty var menuItems: [MenuItem] { model.menuItems }`: a computed property of
/// an entity that Shortcuts shows, filters by and sorts by, titled after its name.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty() = #externalMacro(module: "IntentKitMacros", type: "ComputedPropertyMacro")

/// `@ComputedProperty(title: "Menu Items")`: a computed entity property with its title.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty(title: LocalizedStringResource) = #externalMacro(module: "IntentKitMacros", type: "ComputedPropertyMacro")

/// `@ComputedProperty(indexingKey: \.displayName)`: also indexed by Spotlight (not here).
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty(indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) = #externalMacro(module: "IntentKitMacros", type: "ComputedPropertyMacro")

/// `@ComputedProperty(customIndexingKey: key)`: indexed under the app's own attribute.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty(customIndexingKey: CSCustomAttributeKey) = #externalMacro(module: "IntentKitMacros", type: "ComputedPropertyMacro")

/// `@ComputedProperty(title: "Name", indexingKey: \.displayName)`.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty(title: LocalizedStringResource, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) = #externalMacro(module: "IntentKitMacros", type: "ComputedPropertyMacro")

/// `@ComputedProperty(title: "Difficulty", customIndexingKey: key)`.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro ComputedProperty(title: LocalizedStringResource, customIndexingKey: CSCustomAttributeKey) = #externalMacro(module: "IntentKitMacros", type: "ComputedPropertyMacro")

/// `@DeferredProperty var popularItems: [MenuItem] { get async { … } }`: an entity property
/// read only when asked for, titled after its name.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro DeferredProperty() = #externalMacro(module: "IntentKitMacros", type: "DeferredPropertyMacro")

/// `@DeferredProperty(title: "Popular Items")`: a deferred entity property with its title.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro DeferredProperty(title: LocalizedStringResource) = #externalMacro(module: "IntentKitMacros", type: "DeferredPropertyMacro")

/// `@DeferredProperty(indexingKey: \.displayName)`: Spotlight never indexes a deferred value
/// (Apple's note); the key is accepted as Apple's declaration accepts it.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro DeferredProperty(indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) = #externalMacro(module: "IntentKitMacros", type: "DeferredPropertyMacro")

/// `@DeferredProperty(title: "Popular Items", indexingKey: \.displayName)`.
@attached(peer, names: prefixed(`$`), prefixed(`_`))
@attached(accessor, names: named(get), named(set))
public macro DeferredProperty(title: LocalizedStringResource, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) = #externalMacro(module: "IntentKitMacros", type: "DeferredPropertyMacro")

/// `@UnionValue enum DayPass { case park(ParkEntity); case ride(RideEntity) }`: a value of one of
/// several kinds, `AppUnionValue` with its `Cases` generated, and a parameter's type
/// (`IntentValueConvertible`): the value of the kind chosen, saved as that kind saves it.
@attached(extension, conformances: AppUnionValue, AppUnionValueMembers, IntentValueConvertible, names: arbitrary)
public macro UnionValue() = #externalMacro(module: "IntentKitMacros", type: "UnionValueMacro")
#endif
