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
    }
}
