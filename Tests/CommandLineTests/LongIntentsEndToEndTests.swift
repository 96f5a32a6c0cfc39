import Foundation
import Testing
import TestSupport

/// An app's intent that takes its time, in the real editor and in `run`, as a user meets it:
/// the fixture host's Upload Photos (a `LongRunningIntent`, `CancellableIntent` and so
/// `ProgressReportingIntent`) shows "3 of 12" on its card as it goes, and the stop key — ^C —
/// asks the host to cancel it: its `onCancel` runs (a line in the host's log) and the run says
/// it stopped. `run` on a terminal shows the same progress on a line of its own.
@Suite(.offThePool, .enabled(if: TmuxSession.isAvailable, "needs tmux"))
struct LongIntentsEndToEndTests {
    static func library() throws -> (library: URL, file: URL) {
        let library = try IntentsCheckTests.library(serving: try IntentsCheckTests.builtProgram("workshop-intents-host"), as: "Workshop")
        let file = library.appendingPathComponent("shortcuts/Upload.shortcut.json")
        try Data(#"""
            {"actions": [{"id": "0B10AD00-0000-4000-8000-000000000001", "intent": "UploadPhotos", "values": {}}],
             "created": "2026-12-07T00:00:00.000Z", "formatVersion": 1, "modified": "2026-12-07T00:00:00.000Z", "name": "Upload"}
            """#.utf8).write(to: file)
        return (library, file)
    }

    /// The host's log, once it holds `text` (the host writes it as it is cancelled).
    static func log(of library: URL, holding text: String) throws -> String {
        let file = library.appendingPathComponent("logs/Workshop.log")
        let deadline = ContinuousClock.now + .seconds(60)
        while true {
            let log = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            if log.contains(text) || ContinuousClock.now > deadline { return log }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    @Test func theCardShowsProgressAndTheStopKeyCancelsOnTheHost() throws {
        let (library, file) = try Self.library()
        let session = try TmuxSession(["edit", file.path, "--library", library.path], width: 100, height: 24)
        try session.waitFor("Upload [12] photos")
        try session.send("r")
        try session.waitFor("⋯ 3 of 12 ▰▰▱▱▱▱▱▱▱▱")
        try session.send("C-c")
        try session.waitFor("Stopped at action 1.")
        let log = try Self.log(of: library, holding: "UploadPhotos cancelled")
        #expect(log.contains("UploadPhotos cancelled: userCancelled"), "\(log)")
        #expect(!(try session.screen()).contains("⋯ 3 of 12"), "the card no longer shows the progress of a run that ended")
    }

    @Test func runOnATerminalShowsProgressAndControlCCancels() throws {
        let (library, file) = try Self.library()
        let session = try TmuxSession(["run", "--library", library.path, file.path], width: 100, height: 24)
        try session.waitFor("⋯ 1 Upload Photos: 3 of 12 ▰▰▱▱▱▱▱▱▱▱")
        try session.send("C-c")
        try session.waitFor("stopped at action 1")
        try session.waitFor("[exit 1]")
        let log = try Self.log(of: library, holding: "UploadPhotos cancelled")
        #expect(log.contains("UploadPhotos cancelled: userCancelled"), "\(log)")
        #expect(!(try session.screen()).contains("⋯ 1 Upload Photos"), "the progress line is cleared before the run's last words")
    }

    /// `requestChoice` asks in the run's prompt with the options' titles; the answer chosen is
    /// what `perform()` gets, and Cancel cancels.
    @Test func aChoiceMidRunIsAskedWithTheOptionsTitles() throws {
        let (library, _) = try Self.library()
        let file = library.appendingPathComponent("shortcuts/Album.shortcut.json")
        try Data(#"""
            {"actions": [{"id": "0B10AD00-0000-4000-8000-000000000002", "intent": "ReplaceAlbum", "values": {}}],
             "created": "2026-12-07T00:00:00.000Z", "formatVersion": 1, "modified": "2026-12-07T00:00:00.000Z", "name": "Album"}
            """#.utf8).write(to: file)
        let chosen = try CommandLineTests().run(["run", "--trace", "--library", library.path, "--answer", "Replace", file.path])
        #expect(chosen.status == 0 && chosen.output.contains("Chose Replace"), "\(chosen.output)")
        let cancelled = try CommandLineTests().run(["run", "--library", library.path, "--answer", "Cancel", file.path])
        #expect(cancelled.status != 0 && cancelled.output.contains("Cancelled"), "\(cancelled.output)")
    }

    /// A question of the app's that nobody answers (no `--answer`, no terminal) ends `run` as
    /// any unanswered prompt does: status 4, said in words — not a Swift type's name.
    @Test func anAppsUnansweredQuestionEndsTheRunWithStatusFour() throws {
        let (library, _) = try Self.library()
        let file = library.appendingPathComponent("shortcuts/Notes.shortcut.json")
        try Data(#"""
            {"actions": [{"id": "0B10AD00-0000-4000-8000-000000000003", "intent": "AddNotes", "values": {}}],
             "created": "2026-12-07T00:00:00.000Z", "formatVersion": 1, "modified": "2026-12-07T00:00:00.000Z", "name": "Notes"}
            """#.utf8).write(to: file)
        let ran = try CommandLineTests().run(["run", "--library", library.path, file.path])
        #expect(ran.status == 4, "\(ran.output)")
        #expect(ran.output.contains("action 1 (Add Notes) asked “Notes?” and no answer was given"), "\(ran.output)")
        #expect(!ran.output.contains("RunPromptUnanswered"), "\(ran.output)")
    }
}
