#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Synchronization
import Testing
import TestSupport

/// `run` on a shortcut someone else wrote: stopped by a signal mid-request it leaves no helper
/// behind, its command line is checked against the shortcut, its input file is bounded, and
/// its memory stays flat however long it loops.
@Suite(.offThePool) struct RunHardeningTests {
    let cli = CommandLineTests()

    /// Apple's XML form of `actions` (each an identifier and its parameters' XML).
    static func shortcutFile(_ actions: [(String, String)]) throws -> URL {
        let body = actions.map { identifier, parameters in
            "<dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.\(identifier)</string>"
                + "<key>WFWorkflowActionParameters</key><dict>\(parameters)</dict></dict>"
        }.joined(separator: "\n")
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>WFWorkflowActions</key><array>
            \(body)
            </array></dict></plist>
            """
        let url = TestScratch.path("hardening", suffix: ".plist")
        try Data(xml.utf8).write(to: url)
        return url
    }

    static func download(_ port: UInt16) -> (String, String) {
        ("downloadurl", "<key>WFURL</key><string>http://127.0.0.1:\(port)/</string>")
    }

    /// The command line run on a thread of its own: waiting for a process must not hold one of
    /// the pool's two threads, which the suite's other tests (its hosts among them) wait on.
    func command(_ arguments: [String]) async throws -> CommandLineTests.Run {
        try await onOwnThread { try CommandLineTests().run(arguments) }
    }

    /// Starts `run` on `file` without waiting for it.
    func start(_ file: URL, library: URL) throws -> Process {
        let process = Process()
        process.executableURL = try CommandLineTests.binary()
        process.arguments = ["run", file.path, "--library", library.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// A server that answers a head and then holds the request open until the peer hangs up;
    /// `hungUp` tells whether it did within two minutes.
    static func holdingServer(_ hungUp: HungUp) throws -> HostileServer {
        try HostileServer { connection in
            connection.write("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n")
            let closed = connection.waitForClose(seconds: 120)
            hungUp.value.withLock { $0 = closed }
        }
    }

    final class HungUp: Sendable {
        let value = Mutex<Bool?>(nil)
    }

    @Test(arguments: [SIGTERM, SIGKILL, SIGINT])
    func aSignalMidRequestLeavesNoHelperBehind(_ signal: Int32) async throws {
        let hungUp = HungUp()
        let server = try Self.holdingServer(hungUp)
        defer { server.stop() }
        let process = try start(try Self.shortcutFile([Self.download(server.port)]), library: try cli.temporaryLibrary())
        while server.heads.isEmpty { try await Task.sleep(for: .milliseconds(20)) }
        kill(process.processIdentifier, signal)
        try await onOwnThread { process.waitUntilExit() }
        // The helper held the connection; it is closed only once the helper has ended.
        while hungUp.value.withLock({ $0 }) == nil { try await Task.sleep(for: .milliseconds(20)) }
        #expect(hungUp.value.withLock { $0 } == true)
        if signal == SIGINT {
            #expect(process.terminationReason == Process.TerminationReason.exit && process.terminationStatus == 1)
        }
    }

    @Test func aStubNamingNoActionIsAUsageError() async throws {
        let file = try Self.shortcutFile([("comment", "<key>WFCommentActionText</key><string>hi</string>")])
        let library = try cli.temporaryLibrary()
        for stub in ["7=x", "0=x", "zzz=x"] {
            let result = try await command(["run", file.path, "--library", library.path, "--stub", stub])
            #expect(result.status == 64, "\(stub): \(result.output)")
            #expect(result.output.contains("--stub \(stub)"), "\(result.output)")
        }
        let fine = try await command(["run", file.path, "--library", library.path, "--stub", "1=x"])
        #expect(fine.status == 0, "\(fine.output)")
    }

    @Test func anInputFilePastTheRunsBoundIsRefusedUnread() async throws {
        let file = try Self.shortcutFile([("comment", "")])
        let big = TestScratch.path("input", suffix: ".bin")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        // Sparse: a gigabyte of size and no bytes on disk.
        #expect(truncate(big.path, 1 << 30) == 0)
        let result = try await command(["run", file.path, "--library", try cli.temporaryLibrary().path, "--input-file", big.path])
        #expect(result.status == 1)
        #expect(result.output.contains("cannot read --input-file \(big.path): it is larger than 19 MiB"), "\(result.output)")
    }

    @Test func anEndlessRunKeepsNothingPerStep() async throws {
        // 400,000 passes of a Comment: 800,000 steps, about 160 MB when each kept its ~200 bytes.
        let file = try Self.shortcutFile([
            ("repeat.count", "<key>WFRepeatCount</key><integer>400000</integer><key>GroupingIdentifier</key><string>G</string><key>WFControlFlowMode</key><integer>0</integer>"),
            ("comment", "<key>WFCommentActionText</key><string>again</string>"),
            ("repeat.count", "<key>GroupingIdentifier</key><string>G</string><key>WFControlFlowMode</key><integer>2</integer>"),
        ])
        let process = try start(file, library: try cli.temporaryLibrary())
        // The peak resident size (VmHWM), read until the process is gone: it only grows, so the
        // last reading is within a moment of the end.
        let pid = process.processIdentifier
        var peak = 0
        while process.isRunning {
            if let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
               let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
               let kibibytes = Int(line.split(separator: " ").dropFirst().first ?? "") {
                peak = max(peak, kibibytes)
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        #expect(process.terminationStatus == 0)
        // The debug build starts near 40 MiB.
        #expect(peak > 0 && peak < 110 * 1024, "peak \(peak) KiB")
    }

    /// `show` is git's textconv driver: 10,000 nested Ifs (before: 300 MB of output, lines of
    /// 20,000 columns) print every action with its indent capped and its level said.
    @Test func showOfDeeplyNestedBlocksWritesBoundedLines() async throws {
        let depth = 10_000
        func part(_ mode: Int, _ group: Int) -> (String, String) {
            ("conditional", "<key>GroupingIdentifier</key><string>G\(group)</string><key>WFControlFlowMode</key><integer>\(mode)</integer>")
        }
        let file = try Self.shortcutFile((0..<depth).map { part(0, $0) } + (0..<depth).reversed().map { part(2, $0) })
        let result = try await command(["show", file.path, "--library", try cli.temporaryLibrary().path])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count >= 2 * depth)
        #expect(lines.map(\.count).max() ?? 0 < 120)
        #expect(result.output.utf8.count < 4_000_000)
        #expect(result.output.contains("⋯[9999] "))
    }

    /// Whether process `pid` has ended (a zombie waiting to be reaped counts as ended).
    static func ended(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return true }
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
    }

    /// Reads a process id a script wrote, once it has.
    static func pid(in file: URL) async throws -> pid_t {
        while true {
            if let text = try? String(contentsOf: file, encoding: .utf8), let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return pid
            }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// A host that never answers a perform, asked mid-perform, and `run` ended by a signal: on
    /// SIGTERM the host is stopped with all it started (a wrapper's child too); on SIGKILL
    /// nothing of the editor's runs, and the host — its input ended — ends by itself.
    @Test(arguments: [SIGTERM, SIGKILL])
    func aSignalMidPerformLeavesNoHost(_ signal: Int32) async throws {
        let library = try cli.temporaryLibrary()
        let export = Process()
        export.executableURL = try IntentHostProcessTests.host()
        export.arguments = ["export", library.appendingPathComponent("catalogs/DemoIntents.json").path]
        try export.run()
        try await onOwnThread { export.waitUntilExit() }
        let hostPID = TestScratch.path("host", suffix: ".pid"), childPID = TestScratch.path("child", suffix: ".pid")
        let asked = TestScratch.path("asked")
        let script = try TestScratch.script("""
            \(signal == SIGTERM ? "sleep 600 & echo $! > '\(childPID.path)'" : "")
            echo $$ > '\(hostPID.path)'
            while read line; do
              case "$line" in
                *handshake*) echo '{"id": 1, "result": {"protocol": 1, "host": "DemoIntents", "intents": []}}' ;;
                *perform*) touch '\(asked.path)' ;;
              esac
            done
            """, name: "silent-host")
        try Data(#"{"command": ["\#(script.path)"]}"#.utf8).write(to: library.appendingPathComponent("catalogs/DemoIntents.host.json"))
        // The library's own catalog names the demo's intents: none is registered in process.
        let file = try Self.shortcutFile([("OpenFavoritesIntent", "")])
        let xml = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "is.workflow.actions.OpenFavoritesIntent", with: "OpenFavoritesIntent")
        try Data(xml.utf8).write(to: file)
        let process = try start(file, library: library)
        while !FileManager.default.fileExists(atPath: asked.path) {
            #expect(process.isRunning, "run ended before the host was asked")
            guard process.isRunning else { return }
            try await Task.sleep(for: .milliseconds(20))
        }
        let host = try await Self.pid(in: hostPID)
        let child = signal == SIGTERM ? try await Self.pid(in: childPID) : nil
        kill(process.processIdentifier, signal)
        try await onOwnThread { process.waitUntilExit() }
        for pid in [host] + (child.map { [$0] } ?? []) {
            var waited = 0
            while !Self.ended(pid), waited < 1_200 {
                try await Task.sleep(for: .milliseconds(50))
                waited += 1
            }
            #expect(Self.ended(pid), "process \(pid) outlived run after signal \(signal)")
        }
    }

    /// The editor's ^C reaches a request under way: the run says where it stopped instead of
    /// "Running…" until the server gives up, and the helper is gone.
    @Test(.enabled(if: TmuxSession.isAvailable, "needs tmux"))
    func ctrlCInTheEditorStopsARequestUnderWay() async throws {
        let hungUp = HungUp()
        let server = try Self.holdingServer(hungUp)
        defer { server.stop() }
        let file = try Self.shortcutFile([Self.download(server.port)])
        let session = try TmuxSession(["edit", file.path, "--library", try cli.temporaryLibrary().path])
        try session.waitFor("Get Contents of URL")
        try session.send("r")
        try session.waitFor("Running…")
        while server.heads.isEmpty { try await Task.sleep(for: .milliseconds(20)) }
        let before = try session.screen()
        try session.send("C-c")
        let stopped = try session.waitFor("Stopped at action 1.")
        #expect(stopped, "before ^C the screen was:\n\(before)")
        while hungUp.value.withLock({ $0 }) == nil { try await Task.sleep(for: .milliseconds(20)) }
        #expect(hungUp.value.withLock { $0 } == true, "the helper let go of the request")
    }
}
