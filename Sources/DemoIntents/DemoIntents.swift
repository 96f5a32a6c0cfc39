import IntentKit

/// The seeds' sample intents, working on in-memory data: what a new user of the editor sees
/// first, and the project's first test cases.
public enum DemoIntents {
    /// Every demo intent type, in the order the action library lists them.
    public static let types: [any AppIntent.Type] = [
        SuggestedTrails.self,
        GetTrailInfo.self,
        RecordHikeIntent.self,
        LogItemIntent.self,
        OrderSoupIntent.self,
        NavigateIntent.self,
        OpenFavoritesIntent.self,
        PackGearIntent.self,
        BookCampsiteIntent.self,
        ShareRouteIntent.self,
    ]

    /// A registry holding the demo intents, their dependencies registered.
    public static func makeRegistry() throws -> IntentRegistry {
        AppDependencyManager.shared.add { DemoData.trails }
        var registry = IntentRegistry()
        for type in types {
            try register(type, in: &registry)
        }
        registry.register(shortcuts: TrailShortcuts.self)
        return registry
    }

    private static func register<Intent: AppIntent>(_ type: Intent.Type, in registry: inout IntentRegistry) throws {
        try registry.register(type)
    }
}
