import Foundation
@testable import IntentKit
import Testing
import TestSupport

/// The definitions of the Swift intents kept between runs (`DeclarationCache`), as the real
/// binary uses it: written by a run that had none, used by the next, and never a reason for a
/// different screen — whatever state the file is in.
@Suite(.offThePool) struct DeclarationCacheCommandTests {
    let cli = CommandLineTests()

    private func cacheFile(in home: URL) -> URL {
        home.appendingPathComponent("shortcut-editor/declarations.packed")
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
        let home = TestScratch.path("cache")
        let library = try cli.temporaryLibrary()
        let file = try sample(in: library)
        let arguments = ["show", "--format", "json", "--library", library.path, file.path]
        let environment = ["XDG_CACHE_HOME": home.path]

        // What the layout before this one left is removed when the cache is written.
        let former = home.appendingPathComponent("shortcut-editor/declarations.json")
        try FileManager.default.createDirectory(at: former.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: former)

        let first = try cli.run(arguments, environment: environment)
        #expect(first.status == 0, "\(first.output)")
        let written = try Data(contentsOf: cacheFile(in: home))
        #expect(String(decoding: written, as: UTF8.self).contains("SuggestedTrails"))
        #expect(!FileManager.default.fileExists(atPath: former.path))

        let second = try cli.run(arguments, environment: environment)
        #expect(second.output == first.output)
        #expect(try Data(contentsOf: cacheFile(in: home)) == written, "a run that found the cache whole leaves it alone")

        for damaged in [Data(written.prefix(written.count / 2)), Data("not json".utf8),
                        try rewritten(written) { header, _ in header = header.replacing("program", with: .string("another build")) }] {
            try damaged.write(to: cacheFile(in: home))
            let again = try cli.run(arguments, environment: environment)
            #expect(again.status == 0 && again.output == first.output)
            #expect(try Data(contentsOf: cacheFile(in: home)) == written, "a damaged or foreign cache is written anew")
        }
    }

    /// The full-screen editor draws its first screen from the cache the same as without it —
    /// also when one remembered definition no longer decodes, and that intent is read from its
    /// declaration instead (the third run).
    @Test(.enabled(if: TmuxSession.isAvailable, "needs tmux"))
    func theEditorsFirstScreenIsTheSameFromTheCache() throws {
        let home = TestScratch.path("cache")
        let library = try cli.temporaryLibrary()
        let file = try sample(in: library)
        var screens: [String] = []
        for run in 0..<3 {
            if run == 2 {
                // Suggest Trails' definition with a title that is a number: it no longer reads.
                let cache = try Data(contentsOf: cacheFile(in: home))
                let damaged = try rewritten(cache) { _, definitions in
                    let at = try #require(definitions.firstIndex { $0["identifier"] == .string("SuggestedTrails") })
                    definitions[at] = definitions[at].replacing("title", with: .int(7))
                }
                #expect(damaged != cache)
                try damaged.write(to: cacheFile(in: home))
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

    /// A cache file's bytes with its header and definitions changed by `change`, packed again.
    private func rewritten(_ bytes: Data, _ change: (inout JSONValue, inout [JSONValue]) throws -> Void) throws -> Data {
        let archive = try PackedJSON.Archive([UInt8](bytes))
        var header = try archive.value(at: 0)
        var definitions = try (1..<archive.count).map { index throws in try archive.value(at: index) }
        try change(&header, &definitions)
        var writer = PackedJSON.Writer()
        writer.append(header)
        for definition in definitions { writer.append(definition) }
        return Data(writer.bytes())
    }
}

private extension JSONValue {
    /// This object with the member `key` set to `value`.
    func replacing(_ key: String, with value: JSONValue) -> JSONValue {
        guard case .object(var members) = self, let at = members.firstIndex(where: { $0.key == key }) else { return self }
        members[at].value = value
        return .object(members)
    }
}
