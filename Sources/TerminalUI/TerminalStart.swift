#if canImport(Glibc)
import Glibc
#endif
import CNcurses
import Dispatch
import Synchronization

/// Curses starting on another thread while the program reads its library, cache and config:
/// `newterm` (the terminal's description read and parsed, three screens of cells made), the
/// screen ended and resumed once, the modes and colour started — half a millisecond that
/// nothing else needs until the first frame. (On this project's 2-core VM a new thread begins
/// some 0.45 ms after it is created, the time an idle virtual CPU takes to wake, which leaves
/// between nothing and 0.2 ms of the overlap; where threads start quickly, most of it.
/// docs/BENCHMARKS.md, round 12.)
///
/// What must happen on the program's main thread, or before any other thread may be running
/// C code, is done before the other thread starts: the checks that there is a terminal, the
/// locale (`setlocale` is not safe beside other threads), the terminal's settings saved and the
/// stop signals unblocked and caught (a signal mask is per thread). Every later curses call is
/// made by the thread that `CursesTerminal(starting:colors:)` runs on, once, after it has waited
/// for this one: curses is used by one thread at a time, and the wait orders the two.
public final class TerminalStart: Sendable {
    /// What the other thread made, once it is done.
    struct Started: @unchecked Sendable {
        // Pointers into curses' own memory: handed from the thread that made them to the one
        // that uses them from then on, never used by both.
        var screen: OpaquePointer
        var window: UnsafeMutablePointer<WINDOW>
        var output: UnsafeMutablePointer<FILE>
        var wakePipe: WakePipe
        var wantsColor: Bool
    }

    private let outcome = Mutex<Result<Started, TerminalError>?>(nil)
    private let finished = DispatchSemaphore(value: 0)
    /// The environment it started with: `NO_COLOR` and the colour depth are read from it again.
    let environment: [String: String]

    /// Starts taking over the terminal. A failure (no terminal, an unknown `TERM`) is kept and
    /// thrown by `CursesTerminal(starting:colors:)`; until then nothing of it shows.
    public init(environment: [String: String]) {
        self.environment = environment
        let prepared: Prepared
        do throws(TerminalError) {
            prepared = try Self.prepare(environment: environment)
        } catch {
            outcome.withLock { $0 = .failure(error) }
            finished.signal()
            return
        }
        Self.detachThread { [self] in
            let result = Result { () throws(TerminalError) in try Self.startCurses(prepared, environment: environment) }
            outcome.withLock { $0 = result }
            finished.signal()
        }
    }

    /// For a program that stops before drawing (its library could not be read): waits for
    /// the other thread and gives the terminal back as it was.
    public func abandon() {
        (try? CursesTerminal(starting: self))?.close()
    }

    /// Waits for the other thread; the curses it started is the caller's from then on.
    func wait() throws(TerminalError) -> Started {
        finished.wait()
        finished.signal() // a second wait (the failure path's cleanup) returns at once
        return try outcome.withLock { $0! }.get()
    }

    /// The main thread's part, handed to the other thread: the standard streams as curses
    /// takes them (used by that thread alone until it is done).
    private struct Prepared: @unchecked Sendable {
        var term: String
        var output: UnsafeMutablePointer<FILE>
        var input: UnsafeMutablePointer<FILE>
        var wakePipe: WakePipe
    }

    /// Runs `body` on a thread of its own. Not a dispatch queue's: the first work given to
    /// one also starts dispatch's own machinery (a manager thread, its event loop), which this
    /// start would pay for before the other thread could begin.
    private static func detachThread(_ body: @escaping @Sendable () -> Void) {
        final class Body {
            let run: @Sendable () -> Void
            init(_ run: @escaping @Sendable () -> Void) { self.run = run }
        }
        var thread = pthread_t()
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        let status = pthread_create(&thread, nil, { context in
            Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context)
        if status == 0 {
            pthread_detach(thread)
        } else {
            // No thread to be had: start curses here instead, as before there was one.
            Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
        }
    }

    /// The main thread's part, before any other starts.
    private static func prepare(environment: [String: String]) throws(TerminalError) -> Prepared {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
        let term = environment["TERM"] ?? ""
        guard !term.isEmpty else { throw .unusableTerminal("TERM is not set") }
        CursesTerminal.adoptCharacterLocale()
        guard let output = fdopen(STDOUT_FILENO, "w"), let input = fdopen(STDIN_FILENO, "r") else {
            throw .unusableTerminal("cannot open standard input and output")
        }
        let wakePipe = try WakePipe()
        SignalGuard.saveTerminalSettings()
        SignalGuard.unblockTerminalSignals()
        SignalGuard.installStopHandlers()
        return Prepared(term: term, output: output, input: input, wakePipe: wakePipe)
    }

    /// The other thread's part: curses started, refused when it cannot draw a screen.
    private static func startCurses(_ prepared: Prepared, environment: [String: String]) throws(TerminalError) -> Started {
        let term = prepared.term
        guard let screen = newterm(term, prepared.output, prepared.input) else {
            SignalGuard.uninstall()
            throw .unusableTerminal("TERM=\(term) is not a terminal type this system knows")
        }
        guard let window = cncurses_stdscr() else {
            endwin()
            throw .unusableTerminal("curses gave no window")
        }
        // A terminal that cannot place the cursor (TERM=dumb, a printer) would get every frame
        // on one line: refuse it like any other unusable terminal.
        if !hasCapability("cup") || !hasCapability("clear") {
            endwin()
            delscreen(screen)
            SignalGuard.uninstall()
            throw .unusableTerminal("TERM=\(term) cannot move the cursor or clear the screen, which a full-screen editor needs; `shortcut-editor show PATH` prints a shortcut without it")
        }
        leaveInitialState()
        SignalGuard.installCrashHandlers()
        prepared.wakePipe.receiveSignals()
        SignalGuard.forwardResizes()
        raw()
        noecho()
        nonl()
        keypad(window, true)
        set_escdelay(25)
        curs_set(0)
        mousemask(cncurses_button1_pressed() | cncurses_button4_pressed() | cncurses_button5_pressed(), nil)
        mouseinterval(0)
        // COLORS is known only once colour is started; with NO_COLOR it is never started.
        let wantsColor = (environment["NO_COLOR"] ?? "").isEmpty && has_colors()
        if wantsColor { start_color() }
        return Started(screen: screen, window: window, output: prepared.output, wakePipe: prepared.wakePipe, wantsColor: wantsColor)
    }

    /// Makes every frame one write. Until a screen has once been ended and resumed, ncurses
    /// (6.4: `_nc_mvcur` in lib_mvcur.c) flushes its output after every cursor move, as a
    /// program that only uses terminfo needs: each line of every frame was a `write` of its
    /// own — twenty system calls for a first screen, and a terminal could show a frame half
    /// drawn. So the screen is ended and resumed at once, before anything is drawn: the
    /// alternate screen is left and entered again and the empty screen cleared, a hundred bytes
    /// once. From then on curses writes when its buffer fills or a frame is done. It is done
    /// before colours start, since resuming with colours on sends `oc`, which resets a palette
    /// the user's terminal theme may have set.
    private static func leaveInitialState() {
        endwin()
        doupdate()
    }

    /// Whether the terminal's description has a string capability (nil: absent; -1: not a
    /// string capability).
    private static func hasCapability(_ name: String) -> Bool {
        guard let value = tigetstr(name) else { return false }
        return Int(bitPattern: value) != -1 && value.pointee != 0
    }
}
