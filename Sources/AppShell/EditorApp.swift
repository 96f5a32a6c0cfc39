import EditorCore
import Foundation
import IntentKit
import ShortcutRuntime
import ShortcutStore

/// The running program: the library browser and the editor on a terminal, with the effects
/// they ask for performed against the library — saving, journaling, queries, timers.
///
/// One thread owns the terminal and the state; queries run as tasks and saves and journal
/// writes on a background writer, all posting their answers to an inbox the loop drains, so
/// the state is never touched concurrently and no keystroke waits for the disk. Posting wakes the
/// terminal's read, so the loop blocks while nothing happens and an answer is drawn at once.
public final class EditorApp {
    public enum Start: Sendable {
        case browser
        /// Straight into a document; `backToBrowser` decides where quitting it leads.
        case document(URL, backToBrowser: Bool)
    }

    public enum Outcome: Sendable, Equatable {
        case quit
        /// A signal or Ctrl-C ended the program; `journaled` when there were unsaved edits,
        /// which the recovery journal now holds.
        case interrupted(signal: Int32, journaled: Bool)
    }

    /// What is on screen.
    enum Screen {
        case browser(LibraryBrowser)
        case editor(EditorState, DocumentSession, backToBrowser: Bool)
        /// A large document's first screen while the whole is decoded off this thread.
        case opening(OpeningScreen)
        /// Only while the editor's state is taken out to be updated in place.
        case empty
    }

    let terminal: any TerminalDevice
    let store: ShortcutStore
    /// Read again when a host is rebuilt (`reloadRegistry`).
    var registry: IntentRegistry
    /// The registry from the library as it is now, keeping the running hosts: called when a
    /// host has been rebuilt and its catalog rewritten. Nil: hosts are not followed.
    let reloadRegistry: (@Sendable () -> IntentRegistry?)?
    /// The library's hosts, rebuilt as their sources change, while the editor runs.
    var liveHosts: [LiveHostBuilder] = []
    let displayContext: DisplayContext
    let keymap: Keymap
    /// The chat endpoint Use Model asks in a run; nil asks for a stand-in instead.
    let model: ModelEndpoint?
    /// Said once, on the first screen shown.
    var notice: String?
    var screen: Screen
    let inbox: Inbox
    /// Saves and journal writes, done off this thread.
    let writer: BackgroundWriter
    var timers: [TimerKind: ContinuousClock.Instant] = [:]
    /// The picker's query in flight; a newer one supersedes it (its answer would be dropped).
    var runningQuery: Task<Void, Never>?
    /// The shortcut's run, while it goes on or waits at a pause; Ctrl-C stops it, not the editor.
    var runner: EditorRunner?
    /// The last run, kept after it ends: `=` shows an action's whole output from it.
    var lastRun: EditorRunner?
    /// The search's index and its queries.
    let searcher = SearchIndexer()
    /// Files at least this large open in the background behind a preview of their first
    /// screen; smaller ones decode faster than a preview would be drawn. Tests lower it.
    public var backgroundOpenBytes = 256 << 10
    /// Files at least this large, and smaller than `backgroundOpenBytes`, have their first
    /// screen drawn from their first actions before the whole is decoded (on this thread,
    /// before any key is read); below it, a preview would cost about what it saves. Tests
    /// raise it to see only whole reads.
    public var previewBytes = 16 << 10
    /// Told each event of the hosts' builders as the loop takes it, before the editor hears of
    /// it: how `shortcut-bench` reads a reload's steps. Nil outside the benchmark.
    public var liveHostHeard: (@Sendable (LiveHostBuilder.Event) -> Void)?
    /// Runs on the background decode's thread before it decodes: tests hold the decode with
    /// it, to see what the preview does meanwhile. Nil outside tests.
    var beforeBackgroundOpen: (@Sendable () -> Void)?
    /// The editor opened at a question (unsaved edits to recover, another editor's lock) that
    /// has not been on screen yet. Keys typed until then — while a large file was read, or
    /// right after Enter in the browser — were meant for the document and must not answer it
    /// ("d" would discard the edits): they are set aside, and the question says how many.
    var questionUnseen = false

    /// `keymap` is the user's keys; `notice` is said on the first screen (a problem found in
    /// the config file, say).
    ///
    /// With `reloadRegistry`, the library's intent hosts are followed: a host built from a
    /// package is rebuilt when a source is saved, a plain one reloaded when its program changes,
    /// and the cards drawn again from the registry that function gives.
    public init(terminal: any TerminalDevice, store: ShortcutStore, registry: IntentRegistry,
                displayContext: DisplayContext = .current, keymap: Keymap = .standard, notice: String? = nil,
                reloadRegistry: (@Sendable () -> IntentRegistry?)? = nil, model: ModelEndpoint? = nil) {
        self.terminal = terminal
        self.model = model
        self.store = store
        self.registry = registry
        self.reloadRegistry = reloadRegistry
        self.displayContext = displayContext
        self.keymap = keymap
        self.notice = notice
        inbox = Inbox(waker: terminal.waker)
        writer = BackgroundWriter(inbox: inbox)
        let size = terminal.size
        screen = .browser(LibraryBrowser(libraryLabel: FileLabel.of(store.library.root), width: size.width, height: size.height))
    }

    /// Runs until the user quits or a signal arrives. Throws only when the document to start
    /// with cannot be opened, before anything is drawn.
    public func run(from start: Start) throws(StoreError) -> Outcome {
        followHosts()
        defer { liveHosts.forEach { $0.stop() } }
        switch start {
        case .browser:
            showBrowser()
        case .document(let url, let backToBrowser):
            try openEditor(url, backToBrowser: backToBrowser)
        }
        var needsDrawing = true
        while true {
            if questionUnseen {
                // What has arrived before the question is drawn was typed before it: set aside.
                // Drained first, then drawn — a key that comes once the question is on screen
                // answers it, however late this loop gets here (a busy machine once put one
                // typed after the question among the set-aside ones).
                let early = terminal.read(timeout: .zero)
                for input in early {
                    if let outcome = handle(.input(input)) { return outcome }
                }
                questionUnseen = false
                needsDrawing = true
            }
            if needsDrawing { terminal.present(render()) }
            let inputs = terminal.read(timeout: nextTimeout())
            var events = inputs.map(ScreenEvent.input)
            events += inbox.drain().map(ScreenEvent.inbox)
            events += firedTimers().map { ScreenEvent.editor(.timer($0)) }
            needsDrawing = !events.isEmpty
            for event in events {
                if let outcome = handle(event) { return outcome }
            }
            if case .opening(let opening) = screen, let result = opening.work.take() {
                needsDrawing = true
                if let outcome = try finishOpening(opening, with: result) { return outcome }
            }
        }
    }

    func render() -> Canvas {
        switch screen {
        case .browser(let browser): browser.render()
        case .editor(let state, _, _): state.render()
        case .opening(let opening): opening.preview.render()
        case .empty: Canvas(width: 0, height: 0)
        }
    }

    // MARK: Time

    /// How long input may wait: until the next timer, else for ever — answers from queries
    /// wake the read themselves.
    private func nextTimeout() -> Duration? {
        timers.values.min().map { max(.zero, $0 - .now) }
    }

    private func firedTimers() -> [TimerKind] {
        let now = ContinuousClock.now
        let fired = timers.filter { $0.value <= now }.map(\.key)
        for kind in fired { timers[kind] = nil }
        return fired
    }
}

/// One thing for the loop to handle: terminal input, an event for the editor, or an answer
/// from work done off the loop's thread.
enum ScreenEvent {
    case input(TerminalInput)
    case editor(EditorEvent)
    case inbox(InboxEvent)
}

/// How a path is shown — in headers, in the prompt for an unsigned copy — with the home
/// folder as `~`, and how a typed `~` is read back: one home folder for both. (Foundation's
/// `expandingTildeInPath` reads the account's home, not `HOME`: a path shown with one and read
/// with the other named another folder.)
enum FileLabel {
    static func of(_ url: URL) -> String {
        of(path: url.fileSystemPath)
    }

    static func of(path: String) -> String {
        guard let home, path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }

    /// `~` or `~/…` with the home folder in its place; any other path as it is.
    static func expand(_ path: String) -> String {
        guard let home, path == "~" || path.hasPrefix("~/") else { return path }
        return home + path.dropFirst()
    }

    /// `HOME` without a trailing slash; nil when it is unset, empty or `/`.
    private static var home: String? {
        // getenv, not ProcessInfo's environment: that copies every variable on each call.
        guard var home = getenv("HOME").map({ String(cString: $0) }) else { return nil }
        while home.count > 1 && home.hasSuffix("/") { home.removeLast() }
        return home.count > 1 ? home : nil
    }
}
