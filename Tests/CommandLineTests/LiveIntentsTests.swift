import Foundation
import Testing
import TestSupport

/// A library catalog whose intents run live in their own host: a small program speaking the
/// intent host protocol (here a Python script, so that the test builds nothing), named by
/// `catalogs/Birds.host.json`. `lint` starts it and says it answers; the editor fills a picker
/// from it; nothing of it is left running when the editor ends.
enum BirdsHost {
    static let catalog = #"""
        [{"category": "Birds", "description": "", "identifier": "SpotBird", "isDiscoverable": true, "openAppWhenRun": false,
          "parameters": [{"description": "", "id": "bird", "isOptional": false,
                          "options": {"inputConnectionBehavior": "default", "optionsSource": {"entityQuery": "BirdEntity"}},
                          "title": "Bird", "type": {"entity": {"identifier": "BirdEntity", "properties": [], "query": 3, "title": "Bird"}}}],
          "searchKeywords": [], "summary": {"summary": {"sentence": [{"text": "Spot "}, {"placeholder": "bird"}], "showMore": []}},
          "title": "Spot Bird"}]
        """#

    static let script = #"""
        #!/usr/bin/env python3
        import json, sys
        birds = [{"id": 1, "title": "Kingfisher", "typeIdentifier": "BirdEntity"},
                 {"id": 2, "title": "Heron", "typeIdentifier": "BirdEntity"},
                 {"id": 3, "title": "Wren", "typeIdentifier": "BirdEntity"}]
        for line in sys.stdin:
            request = json.loads(line)
            method, params = request["method"], request.get("params", {})
            if method == "handshake":
                result = {"protocol": 1, "host": "Birds", "intents": ["SpotBird"]}
            elif method == "entities":
                text = params.get("text", "").lower()
                result = [bird for bird in birds if text in bird["title"].lower()]
            elif method == "entitiesByID":
                result = [bird for bird in birds if bird["id"] in params["ids"]]
            elif method == "definitions":
                result = []
            else:
                print(json.dumps({"id": request["id"], "error": {"message": "no method " + method}}), flush=True)
                continue
            print(json.dumps({"id": request["id"], "result": result}), flush=True)
        """#

    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") }

    /// A library with the Birds catalog, its host, and a shortcut that spots a bird.
    static func library() throws -> URL {
        let root = TestScratch.path("birds")
        let catalogs = root.appendingPathComponent("catalogs")
        let shortcuts = root.appendingPathComponent("shortcuts")
        for folder in [catalogs, shortcuts] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try Data(catalog.utf8).write(to: catalogs.appendingPathComponent("Birds.json"))
        let host = catalogs.appendingPathComponent("birds-host.py")
        try TestScratch.writeExecutable(script, to: host)
        try Data(#"{"command": ["./birds-host.py"]}"#.utf8).write(to: catalogs.appendingPathComponent("Birds.host.json"))
        try Data(#"""
            {"formatVersion": 1, "name": "Walk", "created": "2026-11-26T00:00:00Z", "modified": "2026-11-26T00:00:00Z",
             "actions": [{"id": "0F9D8C52-6B0A-4C5E-9E51-2B9F4B1C7A10", "intent": "SpotBird", "values": {}}]}
            """#.utf8).write(to: shortcuts.appendingPathComponent("Walk.shortcut.json"))
        return root
    }

    /// Whether a host of this library is still running.
    static func isRunning(in library: URL) -> Bool {
        let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return processes.contains { pid in
            guard Int32(pid) != nil, let command = try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8) else { return false }
            return command.contains(library.path) && command.contains("birds-host.py")
        }
    }
}

@Suite(.offThePool, .enabled(if: BirdsHost.isAvailable, "needs python3"))
struct LiveIntentsLintTests {
    @Test func lintSaysTheHostAnswers() throws {
        let library = try BirdsHost.library()
        let result = try CommandLineTests().run(["lint", "--library", library.path])
        #expect(result.output.contains("Birds: the host answers; 1 intent live"), "\(result.output)")
        #expect(result.status == 0, "\(result.output)")
        #expect(!BirdsHost.isRunning(in: library), "lint stops what it started")
    }

    @Test func intentsMarksTheLiveOnesAndSaysTheHostAnswers() throws {
        let library = try BirdsHost.library()
        let result = try CommandLineTests().run(["intents", "--library", library.path, "SpotBird"])
        #expect(result.output.contains("SpotBird — Spot Bird\n  live: the Birds host answers its queries, options and perform()"), "\(result.output)")
        #expect(result.output.contains("Birds: the host answers; 1 intent live"), "\(result.output)")
        #expect(result.status == 0)
    }

    @Test func lintSaysWhenAHostCannotStart() throws {
        let library = try BirdsHost.library()
        // Written with O_CLOEXEC: a child another test forks meanwhile must not hold it open
        // and make it "Text file busy" (it did, once, on a loaded run).
        try TestScratch.writeExecutable("#!/bin/sh\necho 'cannot open the birds database' >&2\nexit 3\n",
                                        to: library.appendingPathComponent("catalogs/birds-host.py"))
        let result = try CommandLineTests().run(["lint", "--library", library.path])
        #expect(result.status == 1)
        #expect(result.output.contains("error: Birds: Birds ended with status 3: cannot open the birds database"), "\(result.output)")
        let log = try String(contentsOf: library.appendingPathComponent("logs/Birds.log"), encoding: .utf8)
        #expect(log.contains("cannot open the birds database") && log.contains("--- Birds ended with status 3"),
                "the host's standard error is kept in the library's logs: \(log)")
    }
}

@Suite(.offThePool, .enabled(if: TmuxSession.isAvailable && BirdsHost.isAvailable, "needs tmux and python3"))
struct LiveIntentsEditorTests {
    @Test func aPickerIsFilledByTheHostAndTheHostEndsWithTheEditor() throws {
        let library = try BirdsHost.library()
        let session = try TmuxSession(["--library", library.path, "Walk"])
        try session.waitFor("Spot [Bird]")
        try session.send("Enter")
        try session.waitFor("Kingfisher")
        try session.type("hero")
        // The search is the host's: the list is its answer once it comes.
        try session.waitFor("1 of 1")
        try session.send("Enter")
        try session.waitFor("Spot [Heron]")
        #expect(BirdsHost.isRunning(in: library), "the host started for the picker")
        // Its log, on a key: the run's start line, from logs/Birds.log.
        try session.send("L")
        try session.waitFor("Birds's log")
        try session.waitFor("--- Birds started")
        // Any key that does not scroll closes it (not Escape: with the q after it, a terminal reads Alt-q).
        try session.send("x")
        try session.waitFor("Spot [Heron]")
        try session.send("q")
        try session.waitFor("Unsaved changes")
        try session.send("d")
        try session.waitFor("[exit 0]")
        #expect(!BirdsHost.isRunning(in: library), "no host outlives the editor")
    }
}
