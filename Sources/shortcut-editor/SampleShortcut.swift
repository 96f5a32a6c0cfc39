import DemoIntents
import Foundation
import IntentKit
import ShortcutModel
import ShortcutStore

/// What a new user finds in their library: a shortcut made of the demo intents whose sentences
/// change as they edit it (pick "Biking" and the first action rewrites itself).
enum SampleShortcut {
    static let name = "Plan a Hike"

    static var document: ShortcutDocument {
        let favorites = EntityReference(typeIdentifier: "TrailCollectionEntity", id: .string("favorites"), title: "Favorites")
        let mistTrail = EntityReference(typeIdentifier: "TrailEntity", id: .int(1), title: "Mist Trail", subtitle: "Yosemite Valley")
        return ShortcutDocument(name: name, actions: [
            ShortcutAction(intent: "SuggestedTrails", values: [
                "activity": ActivityStyle.hiking.intentValue,
                "trailCollection": .entity(favorites),
            ]),
            ShortcutAction(intent: "GetTrailInfo", values: ["trail": .entity(mistTrail)]),
            ShortcutAction(intent: "RecordHikeIntent", values: ["trail": .entity(mistTrail), "rating": .int(3)]),
        ], created: .now)
    }

    /// The sample's test case, so that `shortcut-editor test` has something to run on a new
    /// library (docs/TESTING-SHORTCUTS.md).
    static let tests = """
        # The sample's expected behaviour: `shortcut-editor test` runs it (docs/TESTING-SHORTCUTS.md).
        [[case]]
        name = "suggests trails and records a hike on Mist Trail"
        [case.expect]
        shown = ["Mist Trail is in Yosemite Valley.", "Saved your hike on Mist Trail."]

        """

    /// Writes the sample into a library that has just been created; returns where it is.
    ///
    /// The demo's intents come with it as a live catalog: their definitions, and
    /// `demo-intents-host` (built beside the editor) to run their queries, options and
    /// `perform()` — the path an app developer's own intents take, so the sample shows it.
    static func seed(in library: Library) throws(StoreError) -> URL {
        let url = try library.fileURL(forShortcutNamed: name)
        try library.prepare()
        try AtomicFileWriter().write(document.encoded(), to: url)
        let catalogs = library.catalogsFolder
        if let registry = try? DemoIntents.makeRegistry(), let definitions = try? IntentHost.catalog(of: registry, app: "DemoIntents") {
            try AtomicFileWriter().write(definitions, to: catalogs.appendingPathComponent("DemoIntents.json"))
            // Its App Shortcuts, which the action library lists under the app.
            try? library.writeAppShortcuts(registry.appShortcuts, named: "DemoIntents")
            try AtomicFileWriter().write(Data(#"{"command": ["demo-intents-host", "serve"]}"#.utf8 + [0x0A]),
                                         to: catalogs.appendingPathComponent("DemoIntents.host.json"))
        }
        try? FileManager.default.createDirectory(at: library.testsFolder, withIntermediateDirectories: true)
        try AtomicFileWriter().write(Data(tests.utf8), to: library.testsFolder.appendingPathComponent(name + ".tests.toml"))
        return url
    }
}
