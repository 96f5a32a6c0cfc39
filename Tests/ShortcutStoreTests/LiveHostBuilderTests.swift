import FileAccess
import Foundation
import IntentHostClient
import IntentKit
@testable import ShortcutStore
import Synchronization
import Testing
import TestSupport

/// A package host followed as its developer saves: inotify says a source changed, a build
/// runs (here a stand-in `swift`, which "builds" the demo host in a moment or fails with a
/// diagnostic), the new program is asked for its definitions and the catalog rewritten.
@Suite(.offThePool, .serialized) struct LiveHostBuilderTests {
    /// Events as they come, awaited with a deadline: a test waits for what it expects, never
    /// for a fixed time.
    final class Events: Sendable {
        private let seen = Mutex<[LiveHostBuilder.Event]>([])
        private let arrived = NSCondition()

        func add(_ event: LiveHostBuilder.Event) {
            arrived.lock()
            seen.withLock { $0.append(event) }
            arrived.broadcast()
            arrived.unlock()
        }

        var all: [LiveHostBuilder.Event] { seen.withLock { $0 } }

        /// Waits for an event that `matches`.
        func wait(for matches: (LiveHostBuilder.Event) -> Bool) -> LiveHostBuilder.Event? {
            wait(for: matches, count: 1)
        }

        /// Waits (at most 240 s) for the `count`th event that `matches`. Long: the builder's work
        /// runs on the concurrency pool, which a full run on a busy machine was seen to hold
        /// for over a minute at its start.
        func wait(for matches: (LiveHostBuilder.Event) -> Bool, count: Int) -> LiveHostBuilder.Event? {
            let deadline = Date().addingTimeInterval(240)
            arrived.lock()
            defer { arrived.unlock() }
            while true {
                let found = seen.withLock { $0.filter(matches) }
                if found.count >= count { return found[count - 1] }
                guard arrived.wait(until: deadline) else { return nil }
            }
        }
    }

    /// A package folder, a library whose host file names it, and a stand-in `swift`.
    struct Fixture {
        let package: URL
        let library: Library
        let swift: String
        var source: URL { package.appendingPathComponent("Sources/Brew/main.swift") }
        /// Each `swift` command line the builder ran, in order.
        var calls: [String] {
            ((try? String(contentsOf: package.appendingPathComponent("swift-calls"), encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
        }

        init() throws {
            let scratch = TestScratch.path("live-host")
            package = scratch.appendingPathComponent("Brew")
            try FileManager.default.createDirectory(at: package.appendingPathComponent("Sources/Brew"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: package.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
            try Data("// swift-tools-version: 6.0\n".utf8).write(to: package.appendingPathComponent("Package.swift"))
            try Data("// first\n".utf8).write(to: package.appendingPathComponent("Sources/Brew/main.swift"))
            let bin = package.appendingPathComponent(".build/debug").path
            swift = try TestScratch.script("""
                echo "$*" >> "\(package.path)/swift-calls"
                case "$*" in
                  *--show-bin-path*) echo "\(bin)" ;;
                  *build*)
                    if grep -q BROKEN "\(package.path)/Sources/Brew/main.swift"; then
                      echo "\(package.path)/Sources/Brew/main.swift:3:7: error: expected '}' in struct"
                      exit 1
                    fi
                    echo "[1/2] Compiling Brew main.swift"
                    ln -sf "\(LiveCatalogTests.demoHost)" "\(bin)/Brew" ;;
                esac
                """, name: "swift").path
            library = Library(root: scratch.appendingPathComponent("library"))
            try library.prepare()
            try library.addHost(named: "Brew", definitions: [], executable: bin + "/Brew",
                                package: HostPackage(folder: package.path, product: "Brew"))
        }

        func builder(_ events: Events) throws -> LiveHostBuilder {
            let command = try #require(library.hostCommands().hosts.first { $0.name == "Brew" }?.command)
            #expect(command.package == HostPackage(folder: package.path, product: "Brew"))
            return try LiveHostBuilder(host: "Brew", command: command, library: library, swift: swift) { events.add($0) }
        }
    }

    @Test func aSavedSourceIsBuiltAndItsDefinitionsReplaceTheCatalogs() throws {
        let fixture = try Fixture()
        let events = Events()
        let builder = try fixture.builder(events)
        defer { builder.stop() }
        try Data("// saved\n".utf8).write(to: fixture.source)
        guard case .reloaded(_, let definitions, _, _, _)? = events.wait(for: { if case .reloaded = $0 { true } else { false } }) else {
            Issue.record("no reload: \(events.all)")
            return
        }
        #expect(definitions.contains { $0.identifier == "SuggestedTrails" })
        #expect(events.all.first == .building(host: "Brew"))
        #expect(events.all.contains(.progress(host: "Brew", line: "[1/2] Compiling Brew main.swift")))
        let catalog = try String(contentsOf: fixture.library.catalogsFolder.appendingPathComponent("Brew.json"), encoding: .utf8)
        #expect(catalog.contains("\"SuggestedTrails\""))
    }

    @Test func aFailedBuildSaysWhereAndTheCatalogStays() throws {
        let fixture = try Fixture()
        let events = Events()
        let builder = try fixture.builder(events)
        defer { builder.stop() }
        try Data("struct BROKEN {\n".utf8).write(to: fixture.source)
        guard case .failed(_, let diagnostics, _, _)? = events.wait(for: { if case .failed = $0 { true } else { false } }) else {
            Issue.record("no failure: \(events.all)")
            return
        }
        // Said from the package's folder, as a page has room for.
        #expect(diagnostics == [BuildDiagnostic(file: "Sources/Brew/main.swift", line: 3, column: 7, severity: .error, message: "expected '}' in struct")])
        let catalog = try String(contentsOf: fixture.library.catalogsFolder.appendingPathComponent("Brew.json"), encoding: .utf8)
        #expect(!catalog.contains("SuggestedTrails"), "the catalog is the last good build's")
    }

    /// The bin path is asked once; a build after one whose manifest is unchanged does not
    /// fetch dependencies again (`--skip-update`): SwiftPM's resolution held the first line
    /// of a reload for seconds.
    @Test func aSecondBuildNeitherFetchesNorAsksWhereTheProductGoes() throws {
        let fixture = try Fixture()
        let events = Events()
        let builder = try fixture.builder(events)
        defer { builder.stop() }
        builder.rebuild()
        #expect(events.wait(for: { if case .reloaded = $0 { true } else { false } }) != nil, "\(events.all)")
        builder.rebuild()
        #expect(events.wait(for: { if case .reloaded = $0 { true } else { false } }, count: 2) != nil, "\(events.all)")
        let calls = fixture.calls
        #expect(calls.filter { $0.contains("--show-bin-path") }.count == 1, "\(calls)")
        let builds = calls.filter { !$0.contains("--show-bin-path") }
        #expect(builds.count == 2 && !builds[0].contains("--skip-update") && builds[1].hasSuffix("--product Brew --skip-update"), "\(calls)")
    }

    /// A save made while a build runs is built once more after it, not lost.
    @Test func aSaveDuringABuildBuildsAgainAfterIt() throws {
        let fixture = try Fixture()
        let events = Events()
        let builder = try fixture.builder(events)
        defer { builder.stop() }
        builder.rebuild()
        #expect(events.wait { $0 == .building(host: "Brew") } != nil)
        builder.rebuild()
        let second = events.wait(for: { if case .reloaded = $0 { true } else { false } }, count: 2)
        #expect(second != nil, "\(events.all)")
        #expect(events.all.filter { $0 == .building(host: "Brew") }.count == 2)
    }
}

/// inotify under the package: a change anywhere in its sources is told, in a folder made
/// since too; the build's own folder (`.build`) is not watched.
@Suite(.offThePool) struct SourceWatcherTests {
    /// `Sources/a -> .` and `Sources/b -> .`: inotify answered each path with the same watch,
    /// so the bound on watches was never reached and the watcher never started (the editor
    /// showed a blank screen at 100% CPU). Each folder is walked once, links resolved.
    @Test(.timeLimit(.minutes(1))) func foldersThatLinkToThemselvesAreWatchedOnce() throws {
        let folder = TestScratch.path("self-linked")
        let sources = folder.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources.appendingPathComponent("Inner"), withIntermediateDirectories: true)
        for (name, target) in [("a", "."), ("b", "."), ("up", ".."), ("Inner/loop", "../..")] {
            try FileManager.default.createSymbolicLink(atPath: sources.appendingPathComponent(name).path, withDestinationPath: target)
        }
        let told = LiveHostBuilderTests.Paths()
        let watcher = try SourceWatcher(folder: folder) { told.add($0) }
        defer { watcher.stop() }
        try Data("x".utf8).write(to: sources.appendingPathComponent("Inner/Main.swift"))
        let first = told.waitForAny()
        #expect(first == [sources.appendingPathComponent("Inner/Main.swift").path], "\(first)")
    }

    @Test func changesInTheSourcesAreToldAndTheBuildFolderIsNot() throws {
        let folder = TestScratch.path("watched")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".build"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        let told = LiveHostBuilderTests.Paths()
        let watcher = try SourceWatcher(folder: folder) { told.add($0) }
        defer { watcher.stop() }
        try Data("x".utf8).write(to: folder.appendingPathComponent(".build/Generated.swift"))
        try Data("x".utf8).write(to: folder.appendingPathComponent("Sources/Notes.txt"))
        try Data("x".utf8).write(to: folder.appendingPathComponent("Sources/Main.swift"))
        let first = told.waitForAny()
        #expect(first == [folder.appendingPathComponent("Sources/Main.swift").path], "\(first)")
        // A folder made now is watched once its creation is read: the file is written again
        // until the watcher tells of it (bounded).
        let made = folder.appendingPathComponent("Sources/Made")
        try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
        let file = made.appendingPathComponent("New.swift")
        var seen = false
        let deadline = ContinuousClock.now + .seconds(120)
        while !seen && ContinuousClock.now < deadline {
            try Data("x".utf8).write(to: file)
            seen = told.waitFor(file.path, seconds: 0.2)
        }
        #expect(seen)
    }
}

extension LiveHostBuilderTests {
    /// Paths a watcher told of, awaited with a deadline.
    final class Paths: Sendable {
        private let told = Mutex<[[String]]>([])
        private let arrived = NSCondition()

        func add(_ paths: [String]) {
            arrived.lock()
            told.withLock { $0.append(paths) }
            arrived.broadcast()
            arrived.unlock()
        }

        /// The first batch told (waiting at most 30 s), or none.
        func waitForAny() -> [String] {
            let deadline = Date().addingTimeInterval(30)
            arrived.lock()
            defer { arrived.unlock() }
            while told.withLock({ $0.isEmpty }) && arrived.wait(until: deadline) {}
            return told.withLock { $0.first ?? [] }
        }

        /// Whether `path` was told within `seconds`.
        func waitFor(_ path: String, seconds: Double) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            arrived.lock()
            defer { arrived.unlock() }
            while !told.withLock({ $0.joined().contains(path) }) {
                guard arrived.wait(until: deadline) else { return told.withLock { $0.joined().contains(path) } }
            }
            return true
        }
    }
}
