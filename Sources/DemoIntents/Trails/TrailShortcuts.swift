import IntentKit

/// The trails app's App Shortcuts, as an app declares them for Siri and Spotlight.
public struct TrailShortcuts: AppShortcutsProvider {
    public static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: SuggestedTrails(), phrases: [
            "Suggest trails in \(.applicationName)",
            "Find \(\.$activity) trails with \(.applicationName)",
        ], shortTitle: "Suggest Trails", systemImageName: "figure.hiking")
        AppShortcut(intent: GetTrailInfo(), phrases: ["Get trail info in \(.applicationName)"],
                    shortTitle: "Trail Info", systemImageName: "map")
        AppShortcut(intent: bikeRides, phrases: ["Find a bike ride with \(.applicationName)"],
                    shortTitle: "Find a Bike Ride", systemImageName: "bicycle")
    }

    /// Suggested trails for biking: the App Shortcut's intent, made with its parameter set.
    static var bikeRides: SuggestedTrails {
        let intent = SuggestedTrails()
        intent.activity = .biking
        return intent
    }
}
