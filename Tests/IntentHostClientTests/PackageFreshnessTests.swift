import Foundation
import IntentHostClient
import Testing
import TestSupport

/// A package's build against its sources: newer sources (or manifest, or resolved file) make
/// it stale, with the gap said in words; the build's own folder and hidden files never count.
@Suite struct PackageFreshnessTests {
    static func package() throws -> (folder: URL, executable: URL) {
        let folder = TestScratch.path("freshness")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/App/Deep"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
        try Data("// manifest".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        try Data("// code".utf8).write(to: folder.appendingPathComponent("Sources/App/Deep/Intents.swift"))
        let executable = folder.appendingPathComponent(".build/debug/App")
        try Data("binary".utf8).write(to: executable)
        return (folder, executable)
    }

    static func date(_ file: URL, _ date: Date) throws {
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: file.path)
    }

    @Test func aBuildNewerThanEverySourceIsFresh() throws {
        let (folder, executable) = try Self.package()
        let now = Date()
        try Self.date(folder.appendingPathComponent("Package.swift"), now.addingTimeInterval(-600))
        try Self.date(folder.appendingPathComponent("Sources/App/Deep/Intents.swift"), now.addingTimeInterval(-300))
        try Self.date(executable, now.addingTimeInterval(-60))
        // Newer, but not a source: the build folder's and hidden files.
        try Data("x".utf8).write(to: folder.appendingPathComponent(".build/debug/Other.swift"))
        try Data("x".utf8).write(to: folder.appendingPathComponent("Sources/App/.Intents.swift.swp"))
        let freshness = PackageFreshness.of(package: folder, executable: executable.path)
        #expect(!freshness.isStale, "\(freshness)")
    }

    @Test func aSourceChangedAfterTheBuildMakesItStaleAndSaysBy() throws {
        let (folder, executable) = try Self.package()
        let built = Date().addingTimeInterval(-3600)
        try Self.date(executable, built)
        try Self.date(folder.appendingPathComponent("Package.swift"), built.addingTimeInterval(-10))
        let source = folder.appendingPathComponent("Sources/App/Deep/Intents.swift")
        try Self.date(source, built.addingTimeInterval(150))
        let freshness = PackageFreshness.of(package: folder, executable: executable.path)
        #expect(freshness.isStale)
        #expect(freshness.newestSourcePath == source.path)
        #expect(freshness.reason == "sources changed 2 min after the last build")
        #expect(freshness.age(now: built.addingTimeInterval(7200)) == "2 h old")
    }

    @Test func aResolvedFileChangedAfterTheBuildMakesItStaleAndNoBuildIsStale() throws {
        let (folder, executable) = try Self.package()
        let built = Date().addingTimeInterval(-3600)
        try Self.date(executable, built)
        try Self.date(folder.appendingPathComponent("Sources/App/Deep/Intents.swift"), built.addingTimeInterval(-5))
        try Self.date(folder.appendingPathComponent("Package.swift"), built.addingTimeInterval(-5))
        let resolved = folder.appendingPathComponent("Package.resolved")
        try Data("{}".utf8).write(to: resolved)
        try Self.date(resolved, built.addingTimeInterval(30))
        #expect(PackageFreshness.of(package: folder, executable: executable.path).isStale)
        let missing = PackageFreshness.of(package: folder, executable: folder.appendingPathComponent("nothing").path)
        #expect(missing.isStale && missing.reason == "not built yet")
    }

    @Test func spansAreSaidAtAGlance() {
        #expect(PackageFreshness.words(40) == "40 s")
        #expect(PackageFreshness.words(125) == "2 min")
        #expect(PackageFreshness.words(3 * 3600 + 5) == "3 h")
        #expect(PackageFreshness.words(3 * 86_400) == "3 days")
    }
}
