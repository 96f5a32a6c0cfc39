#if canImport(Glibc)
import Glibc
#endif
import Foundation
import IntentKit
import ShortcutModel
import ShortcutStore
import Testing
import TestSupport

/// A child process saves two versions in turn and is SIGKILLed at random moments. Every time,
/// the file must be one version or the other, whole, and no temporary file may outlive the
/// next open.
@Suite(.offThePool) struct KillTests {
    static func helper() throws -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("store-save-loop")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        throw CancellationError()
    }

    static func version(_ label: String) -> ShortcutDocument {
        ShortcutDocument(name: "Kill Test", actions: (0..<400).map { index in
            ShortcutAction(id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", index))!,
                           intent: "RecordHikeIntent",
                           values: ["notes": .string("\(label) \(index) " + String(repeating: label, count: 40)), "rating": .int(index % 5)])
        }, created: Date(timeIntervalSince1970: 1_795_000_000))
    }

    @Test func savesSurviveSIGKILLAtAnyMoment() throws {
        let folder = try TemporaryFolder()
        let store = ShortcutStore(library: Library(root: folder.file("library")))
        let url = folder.file("Kill Test.shortcut.json")
        let versions = [Self.version("A"), Self.version("B")]
        let versionFiles = [folder.url.appendingPathComponent("../kill-a-\(UUID()).json"), folder.url.appendingPathComponent("../kill-b-\(UUID()).json")]
            .map(\.standardizedFileURL)
        defer { versionFiles.forEach { try? FileManager.default.removeItem(at: $0) } }
        for (document, file) in zip(versions, versionFiles) { try document.encoded().write(to: file) }
        try versions[0].encoded().write(to: url)

        let helper = try Self.helper()
        var generator = SeededGenerator(seed: 7)
        var seen = [false, false]
        for round in 0..<200 {
            let process = Process()
            process.executableURL = helper
            // Each round starts with the other version.
            let order = round % 2 == 0 ? versionFiles : versionFiles.reversed()
            process.arguments = ["save", folder.file("library").path, url.path] + order.map(\.path)
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            // Wait for the helper to be in its loop (a read, not a guess), then kill it at a
            // random moment among its saves.
            let ready = output.fileHandleForReading.readData(ofLength: 6)
            #expect(ready == Data("ready\n".utf8), "round \(round): the helper did not start")
            // Every other round the kill comes only after the first save is done, so the
            // version that round saves first reaches the disk even on a loaded machine, where
            // a random moment would nearly always fall inside that first save.
            if round % 2 == 1 {
                let saved = output.fileHandleForReading.readData(ofLength: 6)
                #expect(saved == Data("saved\n".utf8), "round \(round): the helper did not save")
            }
            usleep(UInt32.random(in: 0...25_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal, "round \(round): the helper stopped by itself (\(process.terminationStatus))")

            let data = try #require(FileManager.default.contents(atPath: url.path), "round \(round): the file is gone")
            let document = try ShortcutDocument.decode(data, file: url.path).document
            let match = versions.firstIndex(of: document)
            #expect(match != nil, "round \(round): the file is neither version")
            if let match { seen[match] = true }

            let reopened = try store.open(url, ignoringLock: true)
            reopened.session.close()
            #expect(folder.leftovers().isEmpty, "round \(round): temporary files left: \(folder.leftovers())")
        }
        #expect(seen == [true, true], "the helper never got both versions onto disk")
    }

    @Test func unsavedEditsOfAKilledEditorAreOfferedBackAndRemovedBySaving() throws {
        let folder = try TemporaryFolder()
        let library = Library(root: folder.file("library"))
        let store = ShortcutStore(library: library)
        let url = folder.file("Kill Test.shortcut.json")
        try Self.version("A").encoded().write(to: url)
        let draftFile = folder.file("draft.json")
        try Self.version("B").encoded().write(to: draftFile)

        let process = Process()
        process.executableURL = try Self.helper()
        process.arguments = ["journal", library.root.path, url.path, draftFile.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        #expect(output.fileHandleForReading.readData(ofLength: 6) == Data("ready\n".utf8))
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()

        let opened = try store.open(url)
        #expect(opened.document == Self.version("A"))
        let draft = try #require(opened.recovery, "the unsaved edits were not offered back")
        #expect(draft.document == Self.version("B"))
        #expect(draft.isNewerThanFile)
        try store.save(draft.document, in: opened.session)
        #expect(!FileManager.default.fileExists(atPath: draft.journalURL.path))
        opened.session.close()
        #expect(try store.open(url).recovery == nil)
    }
}
