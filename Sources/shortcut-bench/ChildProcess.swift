#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// A command run to its end with its output discarded, timed from spawn to exit, with its
/// peak resident memory: how peers and the editor's own commands are compared on the same
/// file.
///
/// The peak is the program's `VmHWM`, read every millisecond while it runs (a high-water
/// mark, so the last reading holds the peak up to then) — in a run of its own, since reading
/// another process's memory figures takes its memory lock and slows a program that is
/// allocating on several threads by a fifth. `wait4`'s `ru_maxrss` cannot be used: Linux
/// carries the spawning process's own peak into the child at `exec`, so every program would
/// seem to need at least what the bench holds.
enum ChildProcess {
    struct Run: Codable {
        var seconds: Double
        var peakKiB: Int
    }

    /// Runs the command once; `sampleMemory` reads its peak while it runs (and slows it).
    static func run(_ arguments: [String], sampleMemory: Bool = false) throws -> Run {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let started = ContinuousClock.now
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchError("cannot run \(arguments[0]): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var peak = 0
        while true {
            // A timed run blocks until the end; a sampled one looks every millisecond.
            let reaped = waitpid(pid, &status, sampleMemory ? WNOHANG : 0)
            if reaped == pid { break }
            guard reaped == 0 || errno == EINTR else { throw BenchError("waiting for \(arguments[0]): \(String(cString: strerror(errno)))") }
            if sampleMemory {
                peak = max(peak, ProcessStatus.kibibytes("VmHWM", of: String(pid)))
                usleep(1000)
            }
        }
        let elapsed = ContinuousClock.now - started
        // WIFEXITED and WEXITSTATUS, which Swift does not import.
        guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else {
            throw BenchError("\(arguments.joined(separator: " ")) failed (wait status \(status))")
        }
        return Run(seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18, peakKiB: peak)
    }

    /// Whether `name` is a program on the PATH.
    static func exists(_ name: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
        }
    }

    /// The editor the bench runs: `$SHORTCUT_BENCH_EDITOR` (Scripts/bench names the static
    /// binary Scripts/build-release makes), else the one built beside the bench.
    static func editor() throws -> String {
        if let path = ProcessInfo.processInfo.environment["SHORTCUT_BENCH_EDITOR"], !path.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: path) else { throw BenchError("SHORTCUT_BENCH_EDITOR: \(path) is not a program") }
            return path
        }
        return try sibling("shortcut-editor")
    }

    /// A program built beside the bench (`shortcut-editor`).
    static func sibling(_ name: String) throws -> String {
        let path = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent(name).path
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchError("\(path) is missing; `swift build -c release` builds it beside the bench")
        }
        return path
    }
}
