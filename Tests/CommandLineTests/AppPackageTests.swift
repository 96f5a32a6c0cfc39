import Foundation
import Testing
import TestSupport

/// IntentKit is a package an app depends on by URL and version: a tiny app package names a
/// tagged clone of this repository (`file://`, `from: "1.0.0"`), builds against it and prints a
/// summary. Issue 43 found SwiftPM refusing exactly this while the manifest held unsafe flags;
/// a path dependency, which SwiftPM lets through, would not have caught it.
@Suite(.serialized) struct AppPackageTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(.timeLimit(.minutes(20)), .enabled(if: FileManager.default.fileExists(atPath: repository.appendingPathComponent(".git").path),
                                             "needs this repository's git history"))
    func anAppDependsOnIntentKitByURLAndVersion() throws {
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

            var registry = IntentRegistry()
            try registry.register(Hike.self)
            if CommandLine.arguments.count > 1 {
                // `serve` and `export`: the app's intents as an intent host.
                IntentHost.main(registry: registry, name: "TrailApp")
            }
            let hike = registry.definition(for: "Hike")!
            print(hike.resolveSummary(values: ["trail": .string("Mist Trail")]).text)
            print(hike.resolveSummary(values: ["trail": .string("Mist Trail"), "pace": Pace.brisk.intentValue]).text)
            """.utf8).write(to: app.appendingPathComponent("Sources/TrailApp/main.swift"))

        let built = try run("swift", ["build", "--package-path", app.path, "--product", "TrailApp"])
        #expect(!built.contains("unsafe"), "\(built)")
        let program = app.appendingPathComponent(".build/debug/TrailApp").path
        let output = try run(program, [])
        #expect(output == "Hike Mist Trail\nHike Mist Trail at a brisk pace\n")

        // The same app as an intent host, as the README's "Your intents, live" makes it: its
        // definitions exported into a library, the host named beside them, and lint saying it answers.
        let library = scratch.appendingPathComponent("library")
        try FileManager.default.createDirectory(at: library.appendingPathComponent("catalogs"), withIntermediateDirectories: true)
        try run(program, ["export", library.appendingPathComponent("catalogs/TrailApp.json").path])
        try Data(#"{"command": ["\#(program)", "serve"]}"#.utf8).write(to: library.appendingPathComponent("catalogs/TrailApp.host.json"))
        let lint = try CommandLineTests().run(["lint", "--library", library.path])
        #expect(lint.output.contains("TrailApp: the host answers; 1 intent live"), "\(lint.output)")
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
