import AppShell
import DemoIntents
import EditorCore
import Foundation
import IntentHostClient
import IntentKit
import ShortcutModel
import ShortcutStore
import Synchronization

/// A developer's save to the card drawn again, through the real app loop: the source written,
/// inotify's event, the settling pause, the build, the new program asked for its definitions,
/// the catalog written, the registry read again and the frame that says so. The build is a
/// stand-in `swift` that links the demo host in a few milliseconds: what is measured is what
/// the editor adds to a build, the figure issue 55 wants under a second — and, step by step
/// (the builder's `ReloadTimings`), what comes after the build's end, which issue 65 wants
/// under 0.3 s.
enum LiveReloadWorkload {
    static let label = "file saved → card redrawn (less the build)"

    /// The whole, each step, and the time from the build's end to the card.
    struct Figures: Codable {
        var total: Timings
        /// The steps in order, each with its times.
        var parts: [Part]
        var afterBuild: Timings

        struct Part: Codable {
            var name: String
            var timings: Timings
        }
    }

    static func run(repeats: Int) throws -> Figures? {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("live-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let demoHost = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("demo-intents-host").path
        guard FileManager.default.isExecutableFile(atPath: demoHost) else {
            FileHandle.standardError.write(Data("demo-intents-host is not built beside shortcut-bench; the live reload row is left out\n".utf8))
            return nil
        }
        let package = root.appendingPathComponent("Bench")
        let bin = package.appendingPathComponent(".build/debug")
        let source = package.appendingPathComponent("Sources/Bench/main.swift")
        try FileManager.default.createDirectory(at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try Data("// 0\n".utf8).write(to: source)
        let swift = root.appendingPathComponent("swift")
        try Data("""
            #!/bin/sh
            case "$*" in
              *--show-bin-path*) echo "\(bin.path)" ;;
              *build*) ln -sf "\(demoHost)" "\(bin.path)/Bench" ;;
            esac
            """.utf8).write(to: swift)
        chmod(swift.path, 0o755)
        symlink(demoHost, bin.appendingPathComponent("Bench").path)

        let library = Library(root: root.appendingPathComponent("library"))
        try library.prepare()
        try library.addHost(named: "Bench", definitions: try DemoIntents.makeRegistry().definitions, executable: bin.appendingPathComponent("Bench").path,
                            package: HostPackage(folder: package.path, product: "Bench"))
        let file = try library.fileURL(forShortcutNamed: "Trail")
        try ShortcutDocument(name: "Trail", actions: [ShortcutAction(intent: "GetTrailInfo")]).encoded().write(to: file)
        let registry: @Sendable () -> IntentRegistry = { library.assembleRegistry(base: IntentRegistry(), reusing: HostSupervisor.shared.connections).registry }

        setenv("SHORTCUT_EDITOR_SWIFT", swift.path, 1)
        defer { unsetenv("SHORTCUT_EDITOR_SWIFT") }
        let terminal = SavingTerminal(source: source, saves: repeats + 2)
        let app = EditorApp(terminal: terminal, store: ShortcutStore(library: library), registry: registry(),
                            reloadRegistry: { registry() })
        let heard = Mutex<[ReloadTimings]>([])
        app.liveHostHeard = { event in
            if case .reloaded(_, _, _, _, let timings) = event { heard.withLock { $0.append(timings) } }
        }
        _ = try app.run(from: .document(file, backToBrowser: false))
        HostSupervisor.shared.stopAllAndWait()
        // The first two warm the host and the file system's caches.
        let reloads = heard.withLock { $0 }
        guard terminal.saves.count > 2, reloads.count == terminal.saves.count else { return nil }
        let runs = zip(terminal.saves, reloads).dropFirst(2)
        func part(_ name: String, _ span: (LiveReloadWorkload.Save, ReloadTimings) -> Duration) -> Figures.Part {
            Figures.Part(name: name, timings: Timings(runs.map(span)))
        }
        return Figures(
            total: Timings(runs.map { $0.0.drawn - $0.0.saved }),
            parts: [
                part("save → build (inotify, the 150 ms settling pause)") { $1.buildStarted - $0.saved },
                part("build (a stand-in swift)") { $1.buildEnded - $1.buildStarted },
                part("new host started + handshake") { $1.hostReady - $1.buildEnded },
                part("definitions asked and answered") { $1.definitionsAnswered - $1.hostReady },
                part("catalog written, connections restarted") { $1.catalogWritten - $1.definitionsAnswered },
                part("registry read again + card redrawn") { $0.drawn - $1.catalogWritten },
            ],
            afterBuild: Timings(runs.map { $0.0.drawn - $0.1.buildEnded }))
    }

    /// One save: when the source was written and when the card said it was rebuilt.
    struct Save {
        var saved: ContinuousClock.Instant
        var drawn: ContinuousClock.Instant
    }
}

/// A terminal that saves the source, then presents frames until one says the host was rebuilt
/// — timing each — and quits after `saves` of them (or after a save that brought nothing in 30 s).
private final class SavingTerminal: TerminalDevice {
    let size = (width: 80, height: 24)
    private let source: URL
    private var savesLeft: Int
    private var savedAt: ContinuousClock.Instant?
    private var sawBuilding = false
    private(set) var saves: [LiveReloadWorkload.Save] = []
    private let answers = DispatchSemaphore(value: 0)

    init(source: URL, saves: Int) {
        self.source = source
        savesLeft = saves
    }

    var waker: Waker {
        let answers = self.answers
        return Waker { answers.signal() }
    }

    func read(timeout: Duration?) -> [TerminalInput] {
        if savedAt == nil {
            guard savesLeft > 0 else { return [.interrupt(signal: SIGTERM)] }
            savesLeft -= 1
            sawBuilding = false
            savedAt = .now
            try? Data("// \(savesLeft)\n".utf8).write(to: source)
        }
        if answers.wait(timeout: .now() + .seconds(30)) == .timedOut {
            FileHandle.standardError.write(Data("a save brought no rebuild within 30 s\n".utf8))
            return [.interrupt(signal: SIGTERM)]
        }
        return []
    }

    func present(_ canvas: Canvas) {
        guard let savedAt else { return }
        let footer = canvas.text
        if footer.contains("Building Bench") { sawBuilding = true }
        if sawBuilding, footer.contains("Rebuilt Bench") {
            saves.append(LiveReloadWorkload.Save(saved: savedAt, drawn: .now))
            self.savedAt = nil
        }
    }

    func suspend() {}
}
