#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// The stop signal that arrived (SIGINT, SIGTERM, SIGHUP), or 0: set by the handler, taken by
/// the input loop, which journals unsaved edits before anything exits.
let pendingStopSignal = Atomic<Int32>(0)

// State the crash handler reads. A signal handler can take nothing from Swift but globals;
// these are written once, before the handlers are installed, and only read afterwards.
nonisolated(unsafe) private var savedTerminalSettings = termios()
nonisolated(unsafe) private var hasSavedTerminalSettings = false
nonisolated(unsafe) private let previousCrashActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
nonisolated(unsafe) private let previousResizeAction = UnsafeMutablePointer<sigaction>.allocate(capacity: 1)

/// Puts the terminal back as the shell expects it, by raw escapes: bracketed paste and mouse
/// reporting off, attributes reset, cursor shown, the alternate screen left.
private let terminalResetBytes = Array("\u{1B}[?2004l\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1006l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l\r\n".utf8)

/// Signal handling around the curses session.
enum SignalGuard {
    static let stopSignals = [SIGINT, SIGTERM, SIGHUP]
    static let crashSignals = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT]

    /// Remembers the shell's terminal settings, before curses changes anything, for the
    /// crash handler to put back.
    static func saveTerminalSettings() {
        if tcgetattr(STDIN_FILENO, &savedTerminalSettings) == 0 { hasSavedTerminalSettings = true }
    }

    /// A program inherits its signal mask from whoever started it; a parent that blocked
    /// SIGWINCH or SIGINT (some test runners and thread pools do) would leave the editor deaf to
    /// resizes and Ctrl-C from outside. Unblock what the editor relies on.
    static func unblockTerminalSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in stopSignals + [SIGWINCH, SIGTSTP, SIGCONT] { sigaddset(&set, signal) }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Installed before curses starts, so ncurses does not install its own stop handlers
    /// (which would leave without journaling). The handler also writes the wake pipe, so the
    /// input wait ends whichever thread the signal lands on.
    static func installStopHandlers() {
        for signal in stopSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                pendingStopSignal.store(number, ordering: .relaxed)
                WakePipe.wake(signalWakeDescriptor.load(ordering: .relaxed))
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
    }

    /// Installed after curses starts, over curses' own SIGWINCH handler, which it then calls:
    /// curses notes the new size (reported as KEY_RESIZE by the next read) and the wake pipe
    /// ends the wait — the signal may land on any thread, and only a write reaches the one
    /// that waits.
    static func forwardResizes() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { number in
            let previous = previousResizeAction.pointee
            if previous.sa_flags & SA_SIGINFO == 0, let handler = previous.__sigaction_handler.sa_handler,
               unsafeBitCast(handler, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self) {
                handler(number)
            }
            WakePipe.wake(signalWakeDescriptor.load(ordering: .relaxed))
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(SIGWINCH, &action, previousResizeAction)
    }

    /// Gives SIGWINCH back to curses, before curses ends.
    static func stopForwardingResizes() {
        sigaction(SIGWINCH, previousResizeAction, nil)
    }

    /// On a crash (a Swift trap is SIGILL or SIGTRAP), restores the terminal first and then
    /// hands the signal to whoever handled it before — Swift's backtracer prints onto a sane
    /// screen.
    static func installCrashHandlers() {
        for signal in crashSignals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                if hasSavedTerminalSettings { tcsetattr(STDIN_FILENO, TCSANOW, &savedTerminalSettings) }
                terminalResetBytes.withUnsafeBufferPointer { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
                sigaction(number, previousCrashActions + Int(number), nil)
                raise(number)
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, previousCrashActions + Int(signal))
        }
    }

    /// Takes the stop signal that arrived, if any.
    static func takeStopSignal() -> Int32? {
        let signal = pendingStopSignal.exchange(0, ordering: .relaxed)
        return signal == 0 ? nil : signal
    }

    /// Back to the defaults, once the terminal is restored normally.
    static func uninstall() {
        for signal in crashSignals { sigaction(signal, previousCrashActions + Int(signal), nil) }
        for signal in stopSignals { Glibc.signal(signal, SIG_DFL) }
    }
}
