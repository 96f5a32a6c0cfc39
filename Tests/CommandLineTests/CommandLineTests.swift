import DemoIntents
import Foundation
import IntentKit
import Testing
import TestSupport

/// The built `shortcut-editor` binary, run as a user would.
@Suite(.offThePool) struct CommandLineTests {
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

    /// Where the commands these tests run keep their cache (`DeclarationCache`): a folder of
    /// the tests' own, not the user's.
    static let cacheHome = TestScratch.path("cli-cache")

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = try Self.binary()
        process.arguments = arguments
        var variables = ProcessInfo.processInfo.environment
        variables["XDG_CACHE_HOME"] = Self.cacheHome.path
        process.environment = variables.merging(environment) { _, new in new }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    func temporaryLibrary() throws -> URL {
        let url = TestScratch.path("cli")
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

    /// Apple's metadata changes with every Xcode: a named catalog with one malformed action
    /// gives every other, and says which it left out, where, and what was expected.
    @Test func aNamedCatalogWithABrokenActionListsTheRestAndFails() throws {
        let library = try temporaryLibrary()
        let file = library.appendingPathComponent("parks.actionsdata")
        try Data(#"""
            {"actions": {"OpenPark": {"identifier": "OpenPark", "title": {"key": "Open Park"}},
                         "Broken": {"identifier": 3, "title": {"key": "Broken"}}}}
            """#.utf8).write(to: file)
        let result = try run(["intents", "--library", library.path, "--catalog", file.path])
        #expect(result.status == 1)
        #expect(result.output.contains("parks.OpenPark — Open Park"), "\(result.output)")
        #expect(result.output.contains("error: \(file.path): action Broken left out: $.actions.Broken.identifier: expected a string, found the number 3"), "\(result.output)")
        // The same file in `show`: the shortcut is shown, the problem said.
        let shown = try run(["list", "--library", library.path, "--catalog", file.path])
        #expect(shown.status == 0, "\(shown.output)")
        #expect(shown.output.contains("action Broken left out"))
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
        #expect(result.output.hasPrefix("error: \(library.path)/catalogs/bad.json: 1:2: not a list of intent definitions"))
        #expect(result.output.hasSuffix("1 error, 0 warnings\n"))
    }
}

/// The editor refuses to start without a terminal, and `show` prints what it would show.
@Suite(.offThePool) struct EditorCommandLineTests {
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

    /// Past a few thousand actions `show` resolves runs of them on every core: the output must
    /// still be every action once, in order, with its block depth and parts, and canonical.
    @Test func showOfALargeShortcutKeepsEveryActionInOrder() throws {
        let library = try cli.temporaryLibrary()
        let file = library.appendingPathComponent("shortcuts/Large.shortcut.json")
        // A pattern of seven: an If holding an action, Otherwise, an unknown intent, End If,
        // two demo intents — and one End If with no If, flagged where it stands.
        func part(_ mode: Int, _ group: Int) -> String {
            #""intent":"is.workflow.actions.conditional","values":{"GroupingIdentifier":{"type":"string","value":"G\#(group)"},"WFControlFlowMode":{"type":"int","value":\#(mode)}}"#
        }
        let count = 9_000
        var expected: [(intent: String, depth: Int)] = []
        var items: [String] = []
        for index in 0..<count {
            let body: String
            let depth: Int
            switch index % 7 {
            case 0: (body, depth) = (part(0, index / 7), 0)
            case 1: (body, depth) = (#""intent":"LogItemIntent","values":{"item":{"type":"string","value":"Item \#(index)"}}"#, 1)
            case 2: (body, depth) = (part(1, index / 7), 0)
            case 3: (body, depth) = (#""intent":"com.example.Unknown\#(index)","values":{}"#, 1)
            case 4: (body, depth) = (part(2, index / 7), 0)
            case 5: (body, depth) = (index == 5 ? part(2, 999_999) : #""intent":"OpenFavoritesIntent","values":{}"#, 0)
            default: (body, depth) = (#""intent":"SuggestedTrails","values":{}"#, 0)
            }
            let id = String(format: "00000000-0000-0000-0000-%012d", index)
            items.append(#"{"id":"\#(id)",\#(body)}"#)
            expected.append((body.contains("conditional") ? "is.workflow.actions.conditional" : String(body.split(separator: "\"")[2]), depth))
        }
        try Data(#"{"actions":[\#(items.joined(separator: ","))],"created":"2026-11-01T00:00:00.000Z","formatVersion":1,"modified":"2026-11-01T00:00:00.000Z","name":"Large"}"#.utf8).write(to: file)

        let json = try cli.run(["show", file.path, "--format", "json", "--library", library.path])
        #expect(json.status == 0)
        let parsed = try JSONValue.parse(Array(json.output.utf8))
        #expect(parsed.canonicalText() + "\n" == json.output)
        guard case .array(let actions)? = parsed["actions"] else { Issue.record("no actions in \(json.output.prefix(200))"); return }
        #expect(actions.count == count)
        for (index, action) in actions.enumerated() where action["intent"] != .string(expected[index].intent) || action["depth"] != .int(expected[index].depth) {
            Issue.record("action \(index + 1) is \(action.compactText), expected \(expected[index])")
            break
        }
        #expect(actions[2]["part"] == .string("Otherwise") && actions[4]["part"] == .string("End If"))
        #expect(actions[5]["problem"] != nil, "the End If without an If is flagged")
        #expect(actions[3]["unknown"] == .bool(true))

        let text = try cli.run(["show", file.path, "--library", library.path])
        let numbers = text.output.split(separator: "\n").compactMap { line in
            line.drop { $0 == " " }.split(separator: ".", maxSplits: 1).first.flatMap { Int($0) }
        }
        #expect(numbers == Array(1...count), "every action printed once, in order")
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
