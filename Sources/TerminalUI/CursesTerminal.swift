#if canImport(Glibc)
import Glibc
#endif
import AppShell
import CNcurses
import EditorCore

/// The real terminal, through ncurses. Every curses call happens on the thread that opened it.
///
/// Presenting writes only the cells that differ from the last canvas, and curses then sends only
/// what differs from the screen: no clearing per frame, one `doupdate` per frame.
public final class CursesTerminal: TerminalDevice {
    private let screen: OpaquePointer
    private let window: UnsafeMutablePointer<WINDOW>
    private let output: UnsafeMutablePointer<FILE>
    private let palette: Palette
    private var cells: CellWriter
    private var decoder = InputDecoder()
    private var previous: Canvas?
    private var isOpen = true
    private var keypadIsOn = false
    private let wakePipe: WakePipe

    /// Takes over the terminal. Fails, without touching the screen, when standard input or
    /// output is not a terminal or `TERM` names nothing this system knows. `colors` are the
    /// user's choices over the built-in palette.
    public init(environment: [String: String], colors: [Role: TerminalColor] = [:]) throws(TerminalError) {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
        let term = environment["TERM"] ?? ""
        guard !term.isEmpty else { throw .unusableTerminal("TERM is not set") }
        Self.adoptCharacterLocale()
        guard let output = fdopen(STDOUT_FILENO, "w"), let input = fdopen(STDIN_FILENO, "r") else {
            throw .unusableTerminal("cannot open standard input and output")
        }
        wakePipe = try WakePipe()
        SignalGuard.saveTerminalSettings()
        SignalGuard.unblockTerminalSignals()
        SignalGuard.installStopHandlers()
        guard let screen = newterm(term, output, input) else {
            SignalGuard.uninstall()
            throw .unusableTerminal("TERM=\(term) is not a terminal type this system knows")
        }
        guard let window = cncurses_stdscr() else {
            endwin()
            throw .unusableTerminal("curses gave no window")
        }
        // A terminal that cannot place the cursor (TERM=dumb, a printer) would get every frame
        // on one line: refuse it like any other unusable terminal.
        if !Self.hasCapability("cup") || !Self.hasCapability("clear") {
            endwin()
            delscreen(screen)
            SignalGuard.uninstall()
            throw .unusableTerminal("TERM=\(term) cannot move the cursor or clear the screen, which a full-screen editor needs; `shortcut-editor show PATH` prints a shortcut without it")
        }
        self.screen = screen
        self.window = window
        self.output = output
        Self.leaveInitialState()
        SignalGuard.installCrashHandlers()
        wakePipe.receiveSignals()
        SignalGuard.forwardResizes()
        raw()
        noecho()
        nonl()
        set_escdelay(25)
        curs_set(0)
        mousemask(cncurses_button1_pressed() | cncurses_button4_pressed() | cncurses_button5_pressed(), nil)
        mouseinterval(0)
        // COLORS is known only once colour is started; with NO_COLOR it is never started.
        let wantsColor = (environment["NO_COLOR"] ?? "").isEmpty && has_colors()
        if wantsColor { start_color() }
        let depth = ColorDepth.choose(environment: environment, hasColors: wantsColor, colors: Int(cncurses_colors()))
        palette = Palette(depth: depth, choices: colors)
        cells = CellWriter(window: window, palette: palette)
        if depth != .none {
            // The first frame repaints the screen from scratch (`present`); said now, it spares
            // `use_default_colors`, which sets pair 0 again, a scan of the whole screen for
            // cells of that pair (`_nc_change_pair`: 60k instructions at 80×24).
            clearok(cncurses_curscr(), true)
            use_default_colors()
            for role in Role.allCases {
                init_pair(Palette.pairNumber(of: role), palette.look(of: role).foreground, -1)
            }
        }
        writeRaw("\u{1B}[?2004h")
    }

    deinit { close() }

    /// Takes the user's locale for characters alone: curses needs it to read and write wide
    /// characters (UTF-8). Numbers, collation and messages stay C's — the editor formats
    /// values itself and must not draw a decimal comma from the C library — and each category
    /// `LC_ALL` would load is a file read at start-up (eleven of them, for nothing).
    static func adoptCharacterLocale() {
        setlocale(LC_CTYPE, "")
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

    /// Gives the terminal back exactly as it was. Safe to call more than once.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        writeRaw("\u{1B}[?2004l")
        mousemask(0, nil)
        SignalGuard.stopForwardingResizes()
        endwin()
        delscreen(screen)
        SignalGuard.uninstall()
    }

    public var size: (width: Int, height: Int) {
        (Int(getmaxx(window)), Int(getmaxy(window)))
    }

    // MARK: Input

    public var waker: Waker { wakePipe.waker }

    /// Blocks in one `poll` on standard input and the wake pipe until there is input, a wake
    /// (a query's answer, a stop signal, a resize) or the deadline — never on a timer of its own.
    public func read(timeout: Duration?) -> [TerminalInput] {
        let deadline = timeout.map { ContinuousClock.now + $0 }
        while true {
            if let signal = SignalGuard.takeStopSignal() { return [.interrupt(signal: signal)] }
            // What curses already holds (a resize it noted, bytes it read ahead) comes first: a
            // poll would not see it.
            let raw = readAvailable()
            if !raw.isEmpty {
                let decoded = decoder.decode(raw)
                if !decoded.isEmpty { return decoded }
            }
            if let deadline, deadline <= .now { return [] }
            switch InputWait.wait(input: STDIN_FILENO, wake: wakePipe, until: deadline) {
            case .woken:
                if let signal = SignalGuard.takeStopSignal() { return [.interrupt(signal: signal)] }
                // If a resize woke the wait, curses reports it now; otherwise the loop has
                // answers to take.
                return decoder.decode(readAvailable())
            case .hungUp:
                // The terminal is gone (its SIGHUP may come later, or never): leave as that
                // signal would, journaling unsaved edits, instead of polling a dead descriptor.
                return [.interrupt(signal: SIGHUP)]
            case .input, .interrupted, .timedOut:
                continue
            }
        }
    }

    /// Takes everything that has arrived, without waiting for more, so an escape sequence or a
    /// paste is decoded whole. (curses still waits the escape delay inside a lone ESC.)
    private func readAvailable() -> [RawInput] {
        turnKeypadOn()
        var raw: [RawInput] = []
        wtimeout(window, 0)
        while true {
            var character: wint_t = 0
            let status = wget_wch(window, &character)
            if status == ERR { break }
            if status == KEY_CODE_YES {
                if let input = keyInput(Int32(character)) { raw.append(input) }
            } else if let scalar = Unicode.Scalar(UInt32(character)) {
                raw.append(.scalar(scalar))
            }
        }
        return raw
    }

    private func keyInput(_ code: Int32) -> RawInput? {
        switch code {
        case KEY_UP: .key(.up)
        case KEY_DOWN: .key(.down)
        case KEY_LEFT: .key(.left)
        case KEY_RIGHT: .key(.right)
        case KEY_HOME: .key(.home)
        case KEY_END: .key(.end)
        case KEY_PPAGE: .key(.pageUp)
        case KEY_NPAGE: .key(.pageDown)
        case KEY_BTAB: .key(.backTab)
        case KEY_DC: .key(.delete)
        case KEY_BACKSPACE: .key(.backspace)
        case KEY_ENTER: .key(.enter)
        case KEY_RESIZE:
            .resize(width: size.width, height: size.height)
        case KEY_MOUSE:
            mouseInput()
        default:
            nil
        }
    }

    private func mouseInput() -> RawInput? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        let x = Int(event.x), y = Int(event.y)
        if event.bstate & cncurses_button4_pressed() != 0 { return .mouse(MouseEvent(.wheelUp, x: x, y: y)) }
        if event.bstate & cncurses_button5_pressed() != 0 { return .mouse(MouseEvent(.wheelDown, x: x, y: y)) }
        if event.bstate & (cncurses_button1_pressed() | cncurses_button1_clicked()) != 0 { return .mouse(MouseEvent(.click, x: x, y: y)) }
        return nil
    }

    // MARK: Output

    public func present(_ canvas: Canvas) {
        if let previous, previous.width == canvas.width, previous.height == canvas.height {
            cells.put(CanvasDiff(from: previous, to: canvas).changes)
        } else {
            // The first frame, or after a resize, when the terminal may have reflowed or
            // cleared what curses believes is on screen: repaint everything once.
            wclear(window)
            cells.putAll(of: canvas)
        }
        previous = canvas
        wnoutrefresh(window)
        doupdate()
        turnKeypadOn()
    }

    /// Has curses decode the keys' escape sequences (and the terminal send its keypad's),
    /// once, after the first frame is out or before the first read, whichever comes first:
    /// turning it on builds curses' tree of every key the terminal describes, 0.1 M
    /// instructions that the first screen need not wait for.
    private func turnKeypadOn() {
        guard !keypadIsOn else { return }
        keypad(window, true)
        keypadIsOn = true
    }

    /// Gives the terminal to the shell (Ctrl-Z). curses' own SIGTSTP handler leaves and
    /// restores its mode; bracketed paste is ours to switch.
    public func suspend() {
        writeRaw("\u{1B}[?2004l")
        raise(SIGTSTP)
        writeRaw("\u{1B}[?2004h")
        previous = nil
    }

    /// Leaves curses' mode (the alternate screen, raw input, mouse reporting, bracketed paste)
    /// for another program, and enters it again when that one ends: the whole screen is drawn
    /// again, since the other program left its own on it.
    public func handOver(_ run: () -> Void) {
        writeRaw("\u{1B}[?2004l")
        mousemask(0, nil)
        endwin()
        let stopBefore = pendingStopSignal.load(ordering: .relaxed)
        run()
        // ^C typed while the other program had the terminal reached this one too (the same
        // process group): it was meant for that program.
        if pendingStopSignal.load(ordering: .relaxed) == SIGINT, stopBefore != SIGINT { pendingStopSignal.store(stopBefore, ordering: .relaxed) }
        doupdate()
        mousemask(cncurses_button1_pressed() | cncurses_button4_pressed() | cncurses_button5_pressed(), nil)
        writeRaw("\u{1B}[?2004h")
        clearok(window, true)
        previous = nil
    }

    /// OSC 52: the terminal's clipboard set to the `encoded` bytes, which a terminal that allows it (and
    /// tmux with `set-clipboard on`) passes to the system's; others ignore the sequence. Very
    /// large copies are not offered: terminals cap the sequence (xterm at about 100 kB) and
    /// some would show the rest as text.
    public func offerToClipboard(base64 encoded: String) {
        guard encoded.utf8.count <= Self.clipboardLimit else { return }
        writeRaw("\u{1B}]52;c;" + encoded + "\u{07}")
    }

    /// The largest OSC 52 payload offered, in base64 bytes.
    static let clipboardLimit = 74_994

    /// Escapes curses has no capability for, sent straight to the terminal.
    private func writeRaw(_ text: String) {
        fputs(text, output)
        fflush(output)
    }
}
