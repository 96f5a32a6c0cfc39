#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import TestSupport

/// How a frame reaches the terminal: whole, in one write (or two, when it is larger than
/// curses' buffer of (lines + 2) × (columns + 6) bytes). ncurses once flushed after every cursor
/// move — a write per changed line, the terminal free to show a frame half drawn, and a system
/// call per line of every keystroke's frame. The program's own count of write calls
/// (`syscw` in /proc/PID/io) shows which it is.
@Suite(.offThePool, .enabled(if: TmuxSession.isAvailable && FileManager.default.fileExists(atPath: "/proc/self/io"), "needs tmux and /proc/PID/io"))
struct FrameWriteTests {
    @Test func aFrameThatChangesEveryRowIsOneWrite() throws {
        let folder = TestScratch.path("frames")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Entries.shortcut.json")
        let actions = (1...60).map { index in
            #"{"id":"00000000-0000-0000-0000-\#(String(format: "%012d", index))","intent":"LogItemIntent","values":{"item":"Entry \#(index)"}}"#
        }
        try Data(#"{"actions":[\#(actions.joined(separator: ","))],"created":"2026-11-01T00:00:00.000Z","formatVersion":1,"modified":"2026-11-01T00:00:00.000Z","name":"Entries"}"#.utf8)
            .write(to: file)
        let session = try TmuxSession(["edit", file.path, "--library", folder.appendingPathComponent("library").path])
        try session.waitFor(#"Log ["Entry 1"]"#)
        let editor = try #require(try session.programID(), "the editor's process under the pane's shell")
        let before = try Self.writeCalls(of: editor)

        try session.send("G")
        try session.waitFor(#"Log ["Entry 60"]"#)
        let screen = try session.screen()
        let after = try Self.writeCalls(of: editor)

        #expect(!screen.contains(#"Entry 1"]"#) && screen.contains(#"Entry 56"]"#), "every card row changed; the screen was:\n\(screen)")
        // A write per changed row would be twenty or more.
        #expect(after - before <= 3, "\(after - before) writes for one frame")
    }

    /// The number of write-like system calls the process has made (/proc/PID/io).
    static func writeCalls(of process: pid_t) throws -> Int {
        let text = try String(contentsOfFile: "/proc/\(process)/io", encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("syscw:") })
        return try #require(Int(line.dropFirst("syscw:".count).trimmingCharacters(in: .whitespaces)))
    }
}
