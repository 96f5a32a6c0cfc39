import IntentKit

/// The demo's in-memory data, shared by its queries and providers.
enum DemoData {
    static let trails = TrailDataManager()
}
