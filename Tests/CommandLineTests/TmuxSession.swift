#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
import TestSupport

/// The real binary in a real terminal: tmux on a private socket, at a fixed size, with the
/// screen read back through `capture-pane`. Waits poll the screen; nothing sleeps a fixed time.
final class TmuxSession {
    static var isAvailable: Bool { (try? run(["-V"]))?.status == 0 }

    let socket = "shortcut-editor-\(UUID().uuidString.prefix(8))"

    /// Starts `arguments` under the editor's binary. When the program ends, the pane prints
    /// the terminal's mode (`stty -a`) and then `[exit N]`, so tests can check what it left behind.
    init(_ arguments: [String], environment: [String: String] = [:], width: Int = 80, height: Int = 24) throws {
        let binary = try CommandLineTests.binary().path
        // A clean environment: the test runner's own (SwiftPM sets NO_COLOR, for one) must not
        // leak into the program under test.
        var variables = ["TERM": "tmux-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
                         "PATH": "/usr/local/bin:/usr/bin:/bin", "HOME": TestScratch.root.path,
                         // No config file unless a test brings one.
                         "XDG_CONFIG_HOME": TestScratch.path("no-config").path]
        variables.merge(environment) { _, new in new }
        let assignments = variables.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quoted($0.value))" }.joined(separator: " ")
        let command = "env -i \(assignments) \(Self.quoted(binary)) \(arguments.map(Self.quoted).joined(separator: " ")); "
            + "status=$?; stty -a; echo \"[exit $status]\"; exec sleep 600"
        try tmux(["-f", "/dev/null", "new-session", "-d", "-s", "T", "-x", "\(width)", "-y", "\(height)", command])
        try tmux(["set-option", "-s", "escape-time", "0"])
    }

    deinit { _ = try? tmux(["kill-server"]) }

    func send(_ keys: String...) throws { try tmux(["send-keys", "-t", "T"] + keys) }

    /// Lets programs set tmux's clipboard with OSC 52, as a user's `set -g set-clipboard on` does.
    func acceptClipboard() throws { try tmux(["set-option", "-s", "set-clipboard", "on"]) }

    /// What the program last put on tmux's clipboard (its newest paste buffer); nil for none.
    func clipboard() -> String? { try? tmux(["show-buffer"]) }

    /// Pastes `text` as a terminal does, in bracketed-paste markers (Ctrl-Shift-V, a middle click).
    func paste(_ text: String) throws {
        try tmux(["set-buffer", "--", text])
        try tmux(["paste-buffer", "-p", "-t", "T"])
    }
    func type(_ text: String) throws { try tmux(["send-keys", "-t", "T", "-l", text]) }
    func resize(width: Int, height: Int) throws { try tmux(["resize-window", "-t", "T", "-x", "\(width)", "-y", "\(height)"]) }

    /// The screen as text; with `colours`, including the escapes for attributes and colours.
    func screen(colours: Bool = false) throws -> String {
        try tmux(["capture-pane", "-t", "T", "-p"] + (colours ? ["-e"] : []))
    }

    /// The screen with lines the terminal wrapped joined again (`capture-pane -J`): for text
    /// printed after the program ends, whose line breaks depend on how long a path is.
    func joinedScreen() throws -> String {
        try tmux(["capture-pane", "-t", "T", "-p", "-J"])
    }

    /// The program under test: the child of the pane's shell (found through /proc, each
    /// process's parent being the fourth field of its `stat`); nil once it has ended.
    func programID() throws -> pid_t? {
        let shell = try tmux(["display-message", "-p", "-t", "T", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let processes = try FileManager.default.contentsOfDirectory(atPath: "/proc").compactMap { pid_t($0) }
        return processes.first { process in
            guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
                  let afterName = stat.range(of: ") ", options: .backwards) else { return false }
            let fields = stat[afterName.upperBound...].split(separator: " ")
            return fields.count > 1 && fields[1] == shell
        }
    }

    /// Polls until the screen contains `text`; records the screen when it never does.
    @discardableResult
    func waitFor(_ text: String, timeout: Duration = .seconds(60), sourceLocation: SourceLocation = #_sourceLocation) throws -> Bool {
        let deadline = ContinuousClock.now + timeout
        var last = ""
        while ContinuousClock.now < deadline {
            last = try screen()
            if last.contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Issue.record("never saw \"\(text)\"; the screen was:\n\(last)", sourceLocation: sourceLocation)
        return false
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let result = try Self.run(["-L", socket] + arguments)
        guard result.status == 0 else { throw TmuxFailure(arguments: arguments, output: result.output) }
        return result.output
    }

    /// Runs tmux with its output in a file and waits for it with `waitpid`. Neither a pipe nor
    /// Foundation's `Process` will do: the server tmux forks inherits a pipe and holds it open,
    /// and `Process` on Linux does not always reap a client whose child outlives it.
    private static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let outputPath = NSTemporaryDirectory() + "tmux-\(UUID().uuidString).out"
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = (["tmux"] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // The server tmux starts passes its signal mask to the program under test: start it with
        // nothing blocked, whatever the test runner's thread had blocked.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, "tmux", &actions, &attributes, argv, environ)
        guard spawned == 0 else { throw TmuxFailure(arguments: arguments, output: String(cString: strerror(spawned))) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let output = FileManager.default.contents(atPath: outputPath).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return (exitStatus, output)
    }

    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

struct TmuxFailure: Error, CustomStringConvertible {
    var arguments: [String]
    var output: String
    var description: String { "tmux \(arguments.joined(separator: " ")) failed: \(output)" }
}
