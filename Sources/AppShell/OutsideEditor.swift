#if canImport(Glibc)
import Glibc
#endif

/// The developer's own editor, opened on a compiler message's file at its line: `$VISUAL`,
/// else `$EDITOR`, given `+LINE FILE` — the convention vi, nano, emacs and helix share (for
/// VS Code, a wrapper that calls `code --wait --goto FILE:LINE`). The variable may carry
/// arguments (`emacs -nw`), so it is run by the shell, the line and the file passed as
/// arguments, never spliced into the command: a file's name cannot run anything.
///
/// Spawned directly, in the editor's own process group, not through Foundation's `Process`,
/// which starts its child in a group of its own: in the background of its terminal, vim could
/// not read it and ended at once with status 1.
enum OutsideEditor {
    /// Runs the editor on `file` at `line` with the terminal handed over, to its end; nil, or
    /// why it could not run.
    static func open(_ file: String, line: Int, on terminal: TerminalDevice,
                     variable: (String) -> String? = { getenv($0).map { String(cString: $0) } }) -> String? {
        guard let editor = [variable("VISUAL"), variable("EDITOR")].compactMap({ $0 }).first(where: { !$0.isEmpty }) else {
            return "Set $VISUAL or $EDITOR to open \(file) at line \(line) from here."
        }
        var failure: String?
        terminal.handOver {
            failure = run(["/bin/sh", "-c", editor + " \"$@\"", "editor", "+\(line)", file], named: editor)
        }
        return failure
    }

    /// Runs `arguments` in this process's group and session, with the signals' default
    /// dispositions and none blocked (the editor's own handlers are not the other program's),
    /// and waits for it — reaped on every path; nil when it ended with status 0.
    static func run(_ arguments: [String], named name: String) -> String? {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let program = arguments[0]
        let arguments = arguments.map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, program, nil, &attributes, arguments, environ)
        guard spawned == 0 else { return "\(name) could not be run: \(String(cString: strerror(spawned)))." }
        var status: Int32 = 0
        // A signal to the editor (its handler only notes it) interrupts the wait; the other
        // program still has the terminal, so the wait goes on until it ends.
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { return "\(name) could not be waited for: \(String(cString: strerror(errno)))." }
        }
        let signal = status & 0x7f
        if signal != 0 { return "\(name) was ended by signal \(signal)." }
        let code = (status >> 8) & 0xff
        return code == 0 ? nil : "\(name) ended with status \(code)."
    }
}
