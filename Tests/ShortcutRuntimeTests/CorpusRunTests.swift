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
}
