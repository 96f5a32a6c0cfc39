import AppShell
import DemoIntents
import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import ShortcutStore

/// A picker filled by a warm intent host beside the same picker filled in process: Enter on
/// Get Trail Info's trail to the frame that shows the trails, through the real app loop. The
/// host's own round trip (asked directly) is timed too; what the picker costs beyond it is the
/// way from the host's answer to the screen, which issue 45 wants within 2 ms.
enum HostQueryWorkload {
    struct Figures: Codable {
        /// Enter → the frame with the options, the demo's query run in the editor's process.
        var inProcess: Timings
        /// The same, the query answered by `demo-intents-host`, already started.
        var warmHost: Timings
        /// The host's answer alone: a request written, its answer read and decoded.
        var hostCall: Timings

        /// The picker's cost beyond the host's round trip, medians.
        var answerToScreen: Double { max(0, warmHost.median - hostCall.median) }
    }

    static let label = "picker filled (Enter → options on screen)"

    static func run(repeats: Int) throws -> Figures? {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("host-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let library = Library(root: root)
        try library.prepare()
        let catalogs = library.catalogsFolder
        try IntentHost.catalog(of: DemoIntents.makeRegistry()).write(to: catalogs.appendingPathComponent("DemoIntents.json"))
        try Data(#"{"command": ["demo-intents-host", "serve"]}"#.utf8).write(to: catalogs.appendingPathComponent("DemoIntents.host.json"))
        let (hosted, issues) = library.assembleRegistry(base: IntentRegistry(), extraCatalogs: [])
        guard issues.isEmpty, let source = hosted.entitySource(for: "TrailEntity") else {
            FileHandle.standardError.write(Data("the demo host could not be attached: \(issues)\n".utf8))
            return nil
        }
        // Started before anything is timed: a warm host is what is measured.
        guard (try? blocking { try await source.suggestedEntities() }) != nil else {
            FileHandle.standardError.write(Data("demo-intents-host did not answer; is it built beside shortcut-bench?\n".utf8))
            return nil
        }
        let file = try library.fileURL(forShortcutNamed: "Trail")
        let trail = EntityReference(typeIdentifier: "TrailEntity", id: .int(1), title: "Mist Trail")
        try ShortcutDocument(name: "Trail", actions: [ShortcutAction(intent: "GetTrailInfo", values: ["trail": .entity(trail)])])
            .encoded().write(to: file)

        let hostCall = try measure(repeats, warmUp: 3) { _ = try blocking { try await source.suggestedEntities() } }
        let inProcess = try picker(file: file, library: library, registry: DemoIntents.makeRegistry(), repeats: repeats)
        let warmHost = try picker(file: file, library: library, registry: hosted, repeats: repeats)
        return Figures(inProcess: inProcess, warmHost: warmHost, hostCall: hostCall)
    }

    /// Enter opens the picker; the time runs to the frame after the query's answer.
    private static func picker(file: URL, library: Library, registry: IntentRegistry, repeats: Int) throws -> Timings {
        var steps: [ScriptedTerminal.Step] = []
        for index in 0..<(repeats + 3) {
            steps += [ScriptedTerminal.Step(input: .key(.enter)), .waitForAnswer(index < 3 ? "warm-up" : label),
                      ScriptedTerminal.Step(input: .key(.escape))]
        }
        steps.append(ScriptedTerminal.Step(input: .key(.character("q"))))
        let run = try AppWorkloads.run(file: file, library: library, registry: registry, width: 80, height: 24, script: steps)
        guard let timings = run.timings[label] else { throw BenchError("no picker was filled; the screen was:\n\(run.screen?.text ?? "")") }
        return timings
    }

    /// Waits for a throwing query from the bench's synchronous code.
    private static func blocking<T: Sendable>(_ work: @escaping @Sendable () async throws -> T) throws -> T {
        try waitBlocking { await Result { try await work() } }.get()
    }
}

extension Result where Failure == any Error {
    init(catching body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}
