import Foundation
import Synchronization
import Testing
import TestSupport
@testable import shortcut_editor

/// `intents --watch` without the editor: the library's host is reloaded when its program
/// changes, and its summary trees printed each time; ^C ends it, and its host with it.
@Suite(.offThePool) struct IntentsWatchTests {
    /// Output read as it comes, waited on with a deadline.
    final class Output: Sendable {
        private let text = Mutex("")
        private let arrived = NSCondition()

        func append(_ data: Data) {
            arrived.lock()
            text.withLock { $0 += String(decoding: data, as: UTF8.self) }
            arrived.broadcast()
            arrived.unlock()
        }

        var all: String { text.withLock { $0 } }

        /// Waits (at most 60 s) until `needle` has come `times` times.
        func wait(for needle: String, times: Int = 1) -> Bool {
            let deadline = Date().addingTimeInterval(60)
            arrived.lock()
            defer { arrived.unlock() }
            while text.withLock({ $0.components(separatedBy: needle).count - 1 }) < times {
                guard arrived.wait(until: deadline) else { return false }
            }
            return true
        }
    }

    /// The time on a 24-hour clock (it was "07:51:01" at 19:51, with no AM or PM).
    @Test func theClockHasTwentyFourHours() {
        var calendar = Calendar.current
        calendar.timeZone = TimeZone.current
        let evening = calendar.date(from: DateComponents(year: 2026, month: 12, day: 7, hour: 19, minute: 51, second: 1))!
        #expect(IntentsWatch.clock(evening) == "19:51:01")
    }

    @Test func spansAreSaidInMillisecondsOrSeconds() {
        #expect(IntentsWatch.seconds(.milliseconds(12)) == "12 ms")
        #expect(IntentsWatch.seconds(.milliseconds(1580)) == "1.58 s")
    }

    @Test func aChangedProgramIsReloadedAndItsTreesPrinted() throws {
        // The host's program is a copy, so the test can replace it as a build would.
        let folder = TestScratch.path("watched-host")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let program = folder.appendingPathComponent("chores-host")
        // Written with O_CLOEXEC: a child forked meanwhile must not keep it open ("Text file busy").
        try TestScratch.copyExecutable(from: try IntentsCheckTests.builtProgram("faulty-intents-host"), to: program)
        let library = try IntentsCheckTests.library(serving: program.path, as: "Chores")

        let process = Process()
        process.executableURL = try CommandLineTests.binary()
        process.arguments = ["intents", "--watch", "--library", library.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let output = Output()
        pipe.fileHandleForReading.readabilityHandler = { handle in output.append(handle.availableData) }
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        #expect(output.wait(for: "Do [Chore] in [Room] with [Tool]"), "\(output.all)")
        #expect(output.all.contains("Chores reloaded: 4 intents"), "\(output.all)")  // with StackShelf and Find Shelves
        // Replaced as a linker does: a new file renamed over the old.
        let replacement = folder.appendingPathComponent(".chores-host.new")
        try TestScratch.copyExecutable(from: try IntentsCheckTests.builtProgram("faulty-intents-host"), to: replacement)
        // Run once first, as `library(serving:)` runs one, until no child another test forked
        // holds the new file open ("Text file busy"): the watch's reload would fail, not retry.
        _ = try IntentsCheckTests.library(serving: replacement.path, as: "Probe")
        #expect(rename(replacement.path, program.path) == 0)
        // The same intents again: said in a line, no tree printed twice.
        // With what the reload took, on the same line (a program built elsewhere: no build to
        // time) — waited for whole, not read after a part of the line came.
        #expect(output.wait(for: "Chores reloaded: 4 intents, none changed (live in "), "\(output.all)")
        #expect(output.all.components(separatedBy: "Do [Chore] in").count == 2, "\(output.all)")

        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        pipe.fileHandleForReading.readabilityHandler = nil
        #expect(AppPackageTests.processes(mentioning: program.path).isEmpty, "the host outlived the watch")
    }
}
