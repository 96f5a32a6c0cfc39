import DemoIntents
import Foundation
import IntentKit
import Testing

/// The built `shortcut-editor` binary, run as a user would.
@Suite struct CommandLineTests {
    struct Run {
        var status: Int32
        var output: String
    }

    static func binary() throws -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("shortcut-editor")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        throw CocoaError(.fileNoSuchFile)
    }

    func run(_ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = try Self.binary()
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    func temporaryLibrary() throws -> URL {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("cli-\(UUID().uuidString)")
        for folder in ["shortcuts", "catalogs"] {
            try FileManager.default.createDirectory(at: url.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        return url
    }

    @Test func intentsAsJSONAreTheRegistrysDefinitions() throws {
        let result = try run(["intents", "--json", "--library", try temporaryLibrary().path])
        #expect(result.status == 0)
        let definitions = try JSONDecoder().decode([IntentDefinition].self, from: Data(result.output.utf8))
        #expect(definitions == (try DemoIntents.makeRegistry().definitions))
    }

    /// The export, loaded back with `--catalog`, gives the same intents under the file's name.
    @Test func exportedMetadataLoadsBackAsACatalog() throws {
        let library = try temporaryLibrary()
        let export = try run(["intents", "--export-metadata", "--library", library.path])
        #expect(export.status == 0)
        let file = library.appendingPathComponent("demo.actionsdata")
        try Data(export.output.utf8).write(to: file)
        let result = try run(["intents", "--json", "--library", library.path, "--catalog", file.path])
        #expect(result.status == 0)
        let loaded = try JSONDecoder().decode([IntentDefinition].self, from: Data(result.output.utf8))
        let declared = try DemoIntents.makeRegistry().definitions
        #expect(loaded.count == 2 * declared.count)
        for original in declared {
            var expected = original
            expected.identifier = "demo." + original.identifier
            expected.category = "demo"
            #expect(loaded.first { $0.identifier == expected.identifier } == expected)
        }
        let foreign = try run(["intents", "--export-metadata", "demo.GetTrailInfo", "--library", library.path, "--catalog", file.path])
        #expect(foreign.status != 0)
        #expect(foreign.output.contains("demo.GetTrailInfo comes from a catalog, not from Swift"))
    }

    @Test func anUnknownIntentIsAnErrorThatSaysWhatToDo() throws {
        let result = try run(["intents", "Nope", "--library", try temporaryLibrary().path])
        #expect(result.status != 0)
        #expect(result.output.contains("no intent with identifier Nope; `shortcut-editor intents` lists them"))
    }

    @Test func listShowsNamesFromFilesWithControlCharactersMadeVisible() throws {
        let library = try temporaryLibrary()
        try Data("{}".utf8).write(to: library.appendingPathComponent("shortcuts/Evil\u{1B}[2J.shortcut.json"))
        let result = try run(["list", "--library", library.path])
        #expect(result.status == 0)
        #expect(!result.output.contains("\u{1B}"))
        #expect(result.output.hasPrefix("Evil^[[2J  0 actions"), "shown as the editor shows it")
    }

    @Test func lintFailsOnABadCatalogAndPassesOnTheDemo() throws {
        let library = try temporaryLibrary()
        #expect(try run(["lint", "--library", library.path]).output == "0 errors, 0 warnings\n")
        try Data("[".utf8).write(to: library.appendingPathComponent("catalogs/bad.json"))
        let result = try run(["lint", "--library", library.path])
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("error: \(library.path)/catalogs/bad.json: not a list of intent definitions"))
        #expect(result.output.hasSuffix("1 error, 0 warnings\n"))
    }
}

/// The editor refuses to start without a terminal, and `show` prints what it would show.
@Suite struct EditorCommandLineTests {
    let cli = CommandLineTests()

    @Test func withoutATerminalTheEditorSaysSoAndExitsWith2() throws {
        let library = try cli.temporaryLibrary()
        let result = try cli.run(["--library", library.path])
        #expect(result.status == 2)
        #expect(result.output == "shortcut-editor: the editor needs a terminal on standard input and output; `shortcut-editor show PATH` prints a shortcut without one\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: library.appendingPathComponent("shortcuts").path).isEmpty,
                "nothing was seeded")
    }

    @Test func showPrintsSentencesAsTextAndJSON() throws {
        let library = try cli.temporaryLibrary()
        let file = library.appendingPathComponent("shortcuts/Ride.shortcut.json")
        try Data(#"""
            {"actions":[
              {"id":"00000000-0000-0000-0000-000000000001","intent":"SuggestedTrails",
               "values":{"activity":{"type":"enum","enum":"ActivityStyle","case":"biking"},"location":{"type":"string","value":"Zion"}}},
              {"id":"00000000-0000-0000-0000-000000000002","intent":"Teleport","values":{"to":{"type":"string","value":"Mars"}}}],
             "created":"2026-11-01T00:00:00.000Z","formatVersion":1,"modified":"2026-11-01T00:00:00.000Z","name":"Ride"}
            """#.utf8).write(to: file)
        let text = try cli.run(["show", "Ride", "--library", library.path])
        #expect(text.status == 0)
        #expect(text.output == """
            Ride — 2 actions

            1. Suggest Trails
               Ride a bike within [30 mi] of [Zion]

            2. Teleport (not in the registry)
                 to  Mars

            """)
        let json = try cli.run(["show", file.path, "--format", "json", "--library", library.path])
        #expect(json.status == 0)
        #expect(json.output.contains(#""sentence": "Ride a bike within 30 mi of Zion""#))
        #expect(json.output.contains(#""unknown": true"#))
        // Written an action at a time, the output is still the canonical text of one object.
        let parsed = try JSONValue.parse(Array(json.output.utf8))
        #expect(parsed.canonicalText() + "\n" == json.output)
    }

    @Test func showOfAMissingOrBrokenFileIsAnErrorNamingIt() throws {
        let library = try cli.temporaryLibrary()
        let missing = try cli.run(["show", "/nonexistent/x.shortcut.json", "--library", library.path])
        #expect(missing.status != 0)
        #expect(missing.output.contains("/nonexistent/x.shortcut.json"))
        let broken = library.appendingPathComponent("shortcuts/Broken.shortcut.json")
        try Data("{\"name\": 3,".utf8).write(to: broken)
        let result = try cli.run(["show", broken.path, "--library", library.path])
        #expect(result.status != 0)
        #expect(result.output.contains(broken.path + ":1:"))
    }
}
