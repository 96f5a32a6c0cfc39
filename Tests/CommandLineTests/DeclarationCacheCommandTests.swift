import Foundation
import Testing

/// The definitions of the Swift intents kept between runs (`DeclarationCache`), as the real
/// binary uses it: written by a run that had none, used by the next, and never a reason for a
/// different screen — whatever state the file is in.
@Suite struct DeclarationCacheCommandTests {
    let cli = CommandLineTests()

    private func cacheFile(in home: URL) -> URL {
        home.appendingPathComponent("shortcut-editor/declarations.json")
    }

    private func sample(in library: URL) throws -> URL {
        let file = library.appendingPathComponent("shortcuts/Sample.shortcut.json")
        try Data(#"""
        {"actions":[{"id":"00000000-0000-0000-0000-000000000001","intent":"SuggestedTrails","values":{}},
                    {"id":"00000000-0000-0000-0000-000000000002","intent":"LogItemIntent","values":{}},
                    {"id":"00000000-0000-0000-0000-000000000003","intent":"RecordHikeIntent","values":{}}],
         "created":"2026-11-01T00:00:00.000Z","formatVersion":1,"modified":"2026-11-01T00:00:00.000Z","name":"Sample"}
        """#.utf8).write(to: file)
        return file
    }

    @Test func showWritesTheCacheOnceAndPrintsTheSameWithItWithoutItAndWithADamagedOne() throws {
        let home = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("cache-\(UUID().uuidString)")
        let library = try cli.temporaryLibrary()
        let file = try sample(in: library)
        let arguments = ["show", "--format", "json", "--library", library.path, file.path]
        let environment = ["XDG_CACHE_HOME": home.path]

        let first = try cli.run(arguments, environment: environment)
        #expect(first.status == 0, "\(first.output)")
        let written = try Data(contentsOf: cacheFile(in: home))
        #expect(String(decoding: written, as: UTF8.self).contains("\"SuggestedTrails\""))

        let second = try cli.run(arguments, environment: environment)
        #expect(second.output == first.output)
        #expect(try Data(contentsOf: cacheFile(in: home)) == written, "a run that found the cache whole leaves it alone")

        for damaged in [Data(written.prefix(written.count / 2)), Data("not json".utf8),
                        Data(String(decoding: written, as: UTF8.self).replacingOccurrences(of: "\"program\":\"", with: "\"program\":\"x").utf8)] {
            try damaged.write(to: cacheFile(in: home))
            let again = try cli.run(arguments, environment: environment)
            #expect(again.status == 0 && again.output == first.output)
            #expect(try Data(contentsOf: cacheFile(in: home)) == written, "a damaged or foreign cache is written anew")
        }
    }

    /// The full-screen editor draws its first screen from the cache the same as without it —
    /// also when one remembered definition no longer decodes, so that the thread decoding them
    /// while curses starts falls back to the intent's declaration (the third run).
    @Test(.enabled(if: TmuxSession.isAvailable, "needs tmux"))
    func theEditorsFirstScreenIsTheSameFromTheCache() throws {
        let home = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("cache-\(UUID().uuidString)")
        let library = try cli.temporaryLibrary()
        let file = try sample(in: library)
        var screens: [String] = []
        for run in 0..<3 {
            if run == 2 {
                let cache = try String(contentsOf: cacheFile(in: home), encoding: .utf8)
                let damaged = cache.replacingOccurrences(of: #""title":"Suggest Trails""#, with: #""title":7"#)
                #expect(damaged != cache)
                try Data(damaged.utf8).write(to: cacheFile(in: home))
            }
            let session = try TmuxSession(["--library", library.path, file.path], environment: ["XDG_CACHE_HOME": home.path])
            try session.waitFor("? keys")
            screens.append(try session.screen())
            try session.send("q")
            try session.waitFor("[exit 0]")
            #expect(FileManager.default.fileExists(atPath: cacheFile(in: home).path))
        }
        #expect(screens[0] == screens[1] && screens[0] == screens[2])
        #expect(screens[0].contains("Suggest") && screens[0].contains("Log"), "the screen was:\n\(screens[0])")
    }
}
