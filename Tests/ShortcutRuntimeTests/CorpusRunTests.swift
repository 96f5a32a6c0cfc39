import AppleShortcuts
import Foundation
import IntentKit
import ShortcutModel
import ShortcutRuntime
import Testing

/// Every real shortcut of the corpus, run with no answers and no network: each ends — done, or
/// stopped with an action's number and why — and none crashes. Skipped without ../shared/corpus.
@Suite struct CorpusRunTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/corpus")

    static var files: [URL] {
        ["shortcuts", "modern"].flatMap { folder -> [URL] in
            let url = corpus.appendingPathComponent(folder)
            return ((try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? [])
                .filter { ["shortcut", "plist"].contains($0.pathExtension) }
        }.sorted { $0.path < $1.path }
    }

    @Test(.enabled(if: !files.isEmpty, "needs ../shared/corpus"))
    func everyCorpusShortcutRunsToAnEndOrAReason() async throws {
        for file in Self.files {
            let bytes = Array(try Data(contentsOf: file))
            guard let decoded = try? ShortcutFileCodec.decode(bytes, file: file.path, name: file.lastPathComponent, date: Date()) else { continue }
            let environment = RunEnvironment(prompter: ScriptedPrompter(answers: []), web: nil)
            do throws(RunFailure) {
                _ = try await ShortcutRun(document: decoded.document, environment: environment).run()
            } catch {
                #expect(!error.description.isEmpty && error.description.hasPrefix("action "), "\(file.lastPathComponent): \(error)")
            }
        }
    }

    static func modern(_ name: String) throws -> ShortcutDocument? {
        let file = corpus.appendingPathComponent("modern/\(name).shortcut")
        guard let data = try? Data(contentsOf: file) else { return nil }
        return try ShortcutFileCodec.decode(Array(data), file: file.path, name: name, date: Date()).document
    }

    /// iOS 27's Water Log runs to its end on the sample device: its health sample is logged,
    /// its stored total kept for the next run.
    @Test(.enabled(if: !files.isEmpty, "needs ../shared/corpus"))
    func waterLogRunsToItsEndOnTheSampleDevice() async throws {
        let document = try #require(try Self.modern("Water Log"))
        let device = TestDevice.sample()
        let storage = MemoryRunStorage()
        let first = await run(document, answers: ["350 mL"], device: device, storage: storage)
        #expect(first.failure == nil, "\(String(describing: first.failure))")
        #expect(first.shown == ["💧 Logged 350 mL: Today: 350 / 2000 mL goal"])
        let second = await run(document, answers: ["500 mL"], device: device, storage: storage)
        #expect(second.shown == ["💧 Logged 500 mL: Today: 850 / 2000 mL goal"])
        let logged = try device.snapshot().healthSamples.filter { $0.type == "Water" && $0.start == testNow }
        #expect(logged.map(\.value) == [350, 500] && logged.allSatisfy { $0.unit == "mL" })
    }

    /// iOS 27's Clipboard Translate runs to its end: Use Model asks a chat server the test starts.
    @Test(.enabled(if: !files.isEmpty, "needs ../shared/corpus"))
    func clipboardTranslateRunsToItsEndWithAModelServer() async throws {
        let document = try #require(try Self.modern("Clipboard Translate"))
        let (task, port, received) = try await UseModelTests.server(reply: "Good morning")
        defer { task.cancel() }
        let storage = MemoryRunStorage()
        storage.setClipboard(.text("Guten Morgen"))
        let ran = await run(document, answers: ["English"], device: TestDevice.sample(), storage: storage,
                            model: ModelEndpoint(url: "http://127.0.0.1:\(port)"))
        #expect(ran.failure == nil, "\(String(describing: ran.failure))")
        #expect(ran.shown == ["Good morning"])
        #expect(storage.clipboard() == .text("Good morning"))
        #expect(received.bodies.withLock { $0.first?.contains("Translate into natural English. Output only the translation.\\n\\nGuten Morgen") } == true)
    }
}

/// Runs a whole document (a file's) against a device, as `run` does.
func run(_ document: ShortcutDocument, answers: [String], device: DeviceStore, storage: any RunStorage = MemoryRunStorage(),
         model: ModelEndpoint? = nil) async -> Ran {
    let box = EventBox()
    let environment = RunEnvironment(prompter: ScriptedPrompter(answers: answers), storage: storage, events: { box.add($0) },
                                     now: { testNow }, shortcutName: document.name, device: device, model: model)
    var ran = Ran()
    do {
        ran.output = try await ShortcutRun(document: document, environment: environment).run().output
    } catch {
        ran.failure = error
    }
    ran.shown = box.shown
    return ran
}
