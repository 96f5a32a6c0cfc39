import Foundation
import Testing
import TestSupport

/// IntentKit is a package an app depends on by URL and version: a tiny app package names a
/// tagged clone of this repository (`file://`, `from: "1.0.0"`), builds against it and prints a
/// summary. Issue 43 found SwiftPM refusing exactly this while the manifest held unsafe flags;
/// a path dependency, which SwiftPM lets through, would not have caught it.
@Suite(.offThePool, .serialized) struct AppPackageTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(.timeLimit(.minutes(80)), .enabled(if: FileManager.default.fileExists(atPath: repository.appendingPathComponent(".git").path),
                                             "needs this repository's git history"))
    func anAppDependsOnIntentKitByURLAndVersion() async throws {
        // Minutes of cloning and building: on a thread of its own, not one of the pool's.
        // Expectations are checked here, in the test: the thread has no test to record them on.
        let problems = try await onOwnThread { try Self().buildTheAppAndUseIt() }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// What went wrong, each in words; empty when all went as it should.
    private func buildTheAppAndUseIt() throws -> [String] {
        var problems: [String] = []
        func check(_ holds: Bool, _ problem: @autoclosure () -> String) {
            if !holds { problems.append(problem()) }
        }
        let scratch = TestScratch.path("app-package")
        let clone = scratch.appendingPathComponent("shortcut-editor")
        try run("git", ["clone", "--quiet", Self.repository.path, clone.path])
        try run("git", ["-C", clone.path, "tag", "1.0.0"])

        let app = scratch.appendingPathComponent("TrailApp")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Sources/TrailApp"), withIntermediateDirectories: true)
        try Data("""
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "TrailApp",
                dependencies: [.package(url: "\(clone.absoluteString)", from: "1.0.0")],
                targets: [.executableTarget(name: "TrailApp", dependencies: [.product(name: "IntentKit", package: "shortcut-editor")])]
            )
            """.utf8).write(to: app.appendingPathComponent("Package.swift"))
        try Data("""
            import IntentKit

            enum Pace: String, AppEnum {
                case easy, brisk
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Pace"
                static let caseDisplayRepresentations: [Pace: DisplayRepresentation] = [.easy: "easy", .brisk: "brisk"]
            }

            struct Hike: AppIntent {
                static let title: LocalizedStringResource = "Hike"

                @Parameter(title: "Trail")
                var trail: String

                @Parameter(title: "Pace")
                var pace: Pace?

                static var parameterSummary: some ParameterSummary {
                    When(\\.$pace, .hasAnyValue) {
                        Summary("Hike \\(\\.$trail) at a \\(\\.$pace) pace")
                    } otherwise: {
                        Summary("Hike \\(\\.$trail)")
                    }
                }

                func perform() async throws -> some IntentResult { .result() }
            }

            /// The app's own data, which only its process has: the host answers from it.
            enum Summits {
                static let names = ["Half Dome", "Clouds Rest", "Mount Hoffmann"]
            }

            struct Peak: AppEntity {
                let id: String
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Peak"
                static let defaultQuery = PeakQuery()
                var displayRepresentation: DisplayRepresentation { "\\(id)" }
            }

            struct PeakQuery: EntityStringQuery {
                func entities(for identifiers: [String]) async throws -> [Peak] { identifiers.map(Peak.init) }
                func entities(matching string: String) async throws -> [Peak] {
                    Summits.names.filter { $0.lowercased().contains(string.lowercased()) }.map(Peak.init)
                }
                func suggestedEntities() async throws -> [Peak] { Summits.names.map(Peak.init) }
            }

            /// Computed when asked, never exported: only a live host can offer these.
            struct StartTimes: DynamicOptionsProvider {
                func results() async throws -> [String] { (2...4).map { "Start at \\($0 * 3) am" } }
            }

            struct ClimbPeak: AppIntent {
                static let title: LocalizedStringResource = "Climb Peak"

                @Parameter(title: "Peak")
                var peak: Peak

                @Parameter(title: "Start", optionsProvider: StartTimes())
                var start: String?

                static var parameterSummary: some ParameterSummary {
                    Summary("Climb \\(\\.$peak) and \\(\\.$start)")
                }

                func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
                    // Asked of the person running the shortcut, through the editor or `run`.
                    try await requestConfirmation(actionName: .go, dialog: "Climb \\(peak.id)?")
                    return .result(value: peak.id, dialog: "Summit \\(peak.id)")
                }
            }

            var registry = IntentRegistry()
            try registry.register(Hike.self)
            try registry.register(ClimbPeak.self)
            if CommandLine.arguments.count > 1 {
                // `serve` and `export`: the app's intents as an intent host.
                IntentHost.main(registry: registry, name: "TrailApp")
            }
            let hike = registry.definition(for: "Hike")!
            print(hike.resolveSummary(values: ["trail": .string("Mist Trail")]).text)
            print(hike.resolveSummary(values: ["trail": .string("Mist Trail"), "pace": Pace.brisk.intentValue]).text)
            """.utf8).write(to: app.appendingPathComponent("Sources/TrailApp/main.swift"))

        let built = try run("swift", ["build", "--package-path", app.path, "--product", "TrailApp"])
        // IntentKit and what it needs, nothing of the editor's: swift-syntax, for its macros.
        let fetched = (try? FileManager.default.contentsOfDirectory(atPath: app.appendingPathComponent(".build/checkouts").path)) ?? []
        check(fetched.sorted() == ["shortcut-editor", "swift-syntax"], "the app fetched \(fetched.sorted()), not IntentKit's package and swift-syntax alone")
        check(!built.contains("unsafe"), "the build warned of unsafe flags: \(built)")
        let program = app.appendingPathComponent(".build/debug/TrailApp").path
        let output = try run(program, [])
        check(output == "Hike Mist Trail\nHike Mist Trail at a brisk pace\n", "the app printed \(output)")

        // The same app as an intent host, as the README's "Your intents, live" makes it: one
        // command builds it, asks its host and writes the library's catalog and host file.
        let library = scratch.appendingPathComponent("library")
        let added = try CommandLineTests().run(["intents", "add", app.path, "--library", library.path])
        check(added.status == 0 && added.output.contains("Added TrailApp from \(app.path): 2 intents — Hike, ClimbPeak."),
              "intents add said: \(added.output)")
        let lint = try CommandLineTests().run(["lint", "--library", library.path])
        check(lint.output.contains("TrailApp: the host answers; 2 intents live"), "lint said: \(lint.output)")

        if let problem = try climbInTheEditor(library: library) { problems.append(problem) }

        // The saved shortcut run: perform() in the host asks its question back through the
        // pipe, --answer answers it, and its dialog is printed.
        if TmuxSession.isAvailable {
            let climbed = try CommandLineTests().run(["run", "Climb", "--library", library.path, "--answer", "yes"])
            check(climbed.status == 0 && climbed.output.contains("Summit Clouds Rest"), "run with yes said: \(climbed.output)")
            let declined = try CommandLineTests().run(["run", "Climb", "--library", library.path, "--answer", "no"])
            check(declined.status == 1 && declined.output.contains("Cancelled: Climb Clouds Rest? (Go?)"), "run with no said: \(declined.output)")
        }
        // The README's own example, as a newcomer copies it: its manifest (by version) and main.swift.
        if let problem = try buildTheReadmesExample(clone: clone, scratch: scratch) { problems.append(problem) }
        // Last: it changes the app's source.
        if let problem = try reloadWhileEditing(app: app, library: library) { problems.append(problem) }
        return problems
    }

    /// The fenced Swift block of the README that contains `marker`.
    static func readmeBlock(containing marker: String) throws -> String {
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        let blocks = readme.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "\n```").first ?? "" }
        guard let block = blocks.first(where: { $0.contains(marker) }) else { throw AppPackageFailure(description: "no README block with \(marker)") }
        return block
    }

    /// "Your intents, live" built as written (only the URL made the clone's), and added to a
    /// library with `intents add`: what the README says it prints.
    private func buildTheReadmesExample(clone: URL, scratch: URL) throws -> String? {
        let app = scratch.appendingPathComponent("MyIntents")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Sources/MyIntents"), withIntermediateDirectories: true)
        let manifest = try Self.readmeBlock(containing: "name: \"MyIntents\"")
            .replacingOccurrences(of: "https://github.com/OWNER/shortcut-editor", with: clone.absoluteString)
        try Data(manifest.utf8).write(to: app.appendingPathComponent("Package.swift"))
        try Data(try Self.readmeBlock(containing: "IntentHost.main(registry: registry, name: \"MyIntents\")").utf8)
            .write(to: app.appendingPathComponent("Sources/MyIntents/main.swift"))
        try run("git", ["-C", clone.path, "tag", "0.1.0"])
        let library = scratch.appendingPathComponent("readme-library")
        let added = try CommandLineTests().run(["intents", "add", app.path, "--library", library.path])
        guard added.status == 0, added.output.contains("Added MyIntents from \(app.path): 1 intent — BrewCoffee.") else {
            return "the README's example did not build and add as it says: \(added.output)"
        }
        return nil
    }

    /// The editor on a shortcut using the app's intents: the Peak picker filled by the host's
    /// query, searched by its `EntityStringQuery`, and the Start options its provider computes.
    private func climbInTheEditor(library: URL) throws -> String? {
        guard TmuxSession.isAvailable else { return nil }
        let shortcuts = library.appendingPathComponent("shortcuts")
        try FileManager.default.createDirectory(at: shortcuts, withIntermediateDirectories: true)
        try Data(#"""
            {"formatVersion": 1, "name": "Climb", "created": "2026-11-26T00:00:00Z", "modified": "2026-11-26T00:00:00Z",
             "actions": [{"id": "5C3B8E11-2D4F-4A8B-9C0D-7E6F5A4B3C21", "intent": "ClimbPeak", "values": {}}]}
            """#.utf8).write(to: shortcuts.appendingPathComponent("Climb.shortcut.json"))
        let session = try TmuxSession(["--library", library.path, "Climb"])
        func see(_ text: String) throws {
            guard try session.waitFor(text) else { throw AppPackageFailure(description: "the editor never showed \(text): \((try? session.screen()) ?? "")") }
        }
        try see("Climb [Peak] and [Start]")
        try session.send("Enter")
        try see("Mount Hoffmann")
        try session.type("clo")
        try see("1 of 1")
        try session.send("Enter")
        try see("Climb [Clouds Rest] and [Start]")
        try session.send("Tab")
        try session.send("Enter")
        try see("Start at 12 am")
        try session.send("Down")
        try session.send("Enter")
        try see("Climb [Clouds Rest] and [Start at 9 am]")
        try session.send("C-s")
        try see("Saved")
        try session.send("q")
        try see("[exit 0]")
        let saved = try String(contentsOf: shortcuts.appendingPathComponent("Climb.shortcut.json"), encoding: .utf8)
        return saved.contains("Clouds Rest") && saved.contains("Start at 9 am") ? nil : "the saved shortcut was \(saved)"
    }

    /// The loop a developer lives in, with the editor open: a changed summary is on the card
    /// once the package is rebuilt, without a key; a syntax error shows its diagnostic while
    /// the last build keeps serving; a renamed parameter's value is flagged and, the offer
    /// accepted, moved — and the saved shortcut then runs; quitting leaves no build or host
    /// behind.
    private func reloadWhileEditing(app: URL, library: URL) throws -> String? {
        guard TmuxSession.isAvailable else { return nil }
        let source = app.appendingPathComponent("Sources/TrailApp/main.swift")
        // Each change written at once, as an editor saves it.
        func edit(_ changes: (old: String, new: String)...) throws {
            var text = try String(contentsOf: source, encoding: .utf8)
            for (old, new) in changes {
                guard text.contains(old) else { throw AppPackageFailure(description: "the source has no \(old)") }
                text = text.replacingOccurrences(of: old, with: new)
            }
            try Data(text.utf8).write(to: source)
        }
        // The editor builds with the `swift` the tests were built with.
        let session = try TmuxSession(["--library", library.path, "Climb"],
                                      environment: ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"])
        func see(_ text: String) throws {
            // A build of the app on a busy machine: minutes at worst.
            guard try session.waitFor(text, timeout: .seconds(300)) else {
                throw AppPackageFailure(description: "the editor never showed \(text): \((try? session.screen()) ?? "")")
            }
        }
        try see("Climb [Clouds Rest] and [Start at 9 am]")
        try edit((#"Summary("Climb \(\.$peak) and \(\.$start)")"#, #"Summary("Summit \(\.$peak) from \(\.$start)")"#))
        try see("Summit [Clouds Rest] from [Start at 9 am]")
        try edit((#"Summary("Summit \(\.$peak) from \(\.$start)")"#, #"Summary("Summit \(\.$peak) from \(\.$start)""#))
        try see("TrailApp did not build")
        try see("Sources/TrailApp/main.swift:")
        try session.send("Escape")
        try see("Summit [Clouds Rest] from [Start at 9 am]")
        try edit((#"Summary("Summit \(\.$peak) from \(\.$start)""#, #"Summary("Summit \(\.$peak) from \(\.$startTime)")"#),
                 ("var start: String?", "var startTime: String?"))
        try see(#"no parameter "start"; its value is kept"#)
        // Nothing moves unasked: the offer waits for its answer, and `y` moves the value.
        try see("Move start → startTime in 1 action?")
        try session.send("y")
        try see("Moved start → startTime in this shortcut.")
        try session.send("C-s")
        try see("Saved")
        try session.send("q")
        try see("[exit 0]")
        let left = Self.processes(mentioning: app.path)
        if !left.isEmpty { return "left running after quitting: \(left)" }
        // The value under its new name: the run succeeds.
        let climbed = try CommandLineTests().run(["run", "Climb", "--library", library.path, "--answer", "yes"])
        return climbed.status == 0 && climbed.output.contains("Summit Clouds Rest") ? nil : "run after the move said: \(climbed.output)"
    }

    /// The command lines of this user's processes that mention `text`.
    static func processes(mentioning text: String) -> [String] {
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.filter { Int($0) != nil } ?? []
        return ids.compactMap { id in
            guard let data = FileManager.default.contents(atPath: "/proc/\(id)/cmdline") else { return nil }
            let line = String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self)
            return line.contains(text) ? line : nil
        }
    }

    /// Runs a program to its end; its standard output and error, or an error saying both.
    @discardableResult
    private func run(_ program: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw AppPackageFailure(description: "\(program) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus):\n\(output)")
        }
        return output
    }
}

private struct AppPackageFailure: Error, CustomStringConvertible {
    var description: String
}
