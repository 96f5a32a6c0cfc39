#if canImport(Glibc)
import Glibc
#endif
import Foundation
import ShortcutStore

/// The editor side by side with the programs people would otherwise use on the same file,
/// runs alternated so a busy moment hurts both alike, in an order that turns round each
/// iteration: start to first full screen against `vim` and `nano`, and `show --format json`
/// against Python's `json.load` and `jq` merely parsing it. The editor is also started as it is the first time after an install, without
/// the definitions an earlier run kept (`DeclarationCache`).
enum PeerWorkloads {
    struct Figures: Codable {
        /// Seconds from start to the first full screen, by program; peak memory at that moment.
        var firstScreen: [String: [Double]] = [:]
        /// Seconds from start until a key typed at the first screen is acted on, for a program
        /// whose first screen may come before that; absent when they coincide.
        var ready: [String: [Double]] = [:]
        /// Seconds from start until an edit of the first action is shown: the editor shows
        /// edits that stay within its preview of a large file at once (round 17).
        var readyForEdits: [String: [Double]] = [:]
        /// Seconds from start until keys that need the whole document (End) are acted on:
        /// once the whole is decoded.
        var readyAtTheEnd: [String: [Double]] = [:]
        var firstScreenPeakKiB: [String: Int] = [:]
        /// `show --format json` and the parsers, by program: timed runs, then the peak memory
        /// from a run of its own.
        var show: [String: [ChildProcess.Run]] = [:]
        var showPeakKiB: [String: Int] = [:]
    }

    static let editorName = "shortcut-editor"
    static let firstStartName = "shortcut-editor, no cache"
    static let vimName = "vim -u NONE"
    static let nanoName = "nano -I"
    static let showName = "shortcut-editor show --format json"
    static let pythonName = "python3 json.load"
    static let jqName = "jq empty"

    /// Runs of each program: a start at 100 actions is about 5 ms, so its median is taken over
    /// many (a median of five moved by a tenth from run to run); larger files are slower to race
    /// and vary less.
    static func repeats(actions: Int) -> Int {
        switch actions {
        case ..<1_000: 31
        case ..<100_000: 9
        default: 5
        }
    }

    /// The programs in the order iteration `round` runs them: each iteration starts one place
    /// further on, so every program follows every other equally often. In a fixed order a
    /// program's place was worth a quarter of a millisecond on its own (the same binary under
    /// two names in one race), about what separates the editor from vim at 100 actions.
    static func rotated<Program>(_ programs: [Program], round: Int) -> [Program] {
        guard !programs.isEmpty else { return programs }
        let start = round % programs.count
        return Array(programs[start...] + programs[..<start])
    }

    static func measure(file: URL, library: Library, width: Int, height: Int, repeats: Int) throws -> Figures {
        var figures = Figures()
        let editor = try ChildProcess.editor()
        let screens = try firstScreenPrograms(editor: editor, file: file, library: library, height: height)
        var commands: [(String, [String])] = [(showName, [editor, "show", "--format", "json", "--library", library.root.path, file.path])]
        if ChildProcess.exists("python3") {
            commands.append((pythonName, ["python3", "-c", "import json, sys; json.load(open(sys.argv[1], 'rb'))", file.path]))
        }
        if ChildProcess.exists("jq") { commands.append((jqName, ["jq", "empty", file.path])) }
        // One start unmeasured: it leaves the cache the editor's later starts find.
        _ = try firstScreen(screens[0], library: library, width: width, height: height)
        for round in 0..<repeats {
            for program in rotated(screens, round: round) {
                let run = try firstScreen(program, library: library, width: width, height: height)
                figures.firstScreen[program.name, default: []].append(run.firstScreen)
                if let ready = run.ready.first { figures.ready[program.name, default: []].append(ready) }
                if run.ready.count > 1 { figures.readyForEdits[program.name, default: []].append(run.ready[1]) }
                if run.ready.count > 2 { figures.readyAtTheEnd[program.name, default: []].append(run.ready[2]) }
                figures.firstScreenPeakKiB[program.name] = max(figures.firstScreenPeakKiB[program.name] ?? 0, run.peakKiB)
            }
            for (name, arguments) in rotated(commands, round: round) {
                figures.show[name, default: []].append(try ChildProcess.run(arguments))
            }
        }
        for (name, arguments) in commands {
            figures.showPeakKiB[name] = try ChildProcess.run(arguments, sampleMemory: true).peakKiB
        }
        return figures
    }

    /// A program and the texts that are on its first full screen, the last it draws among
    /// them: the screen is complete once each has arrived as often as it appears there (or,
    /// for a mark with alternatives, one of them has).
    struct ScreenProgram {
        typealias Mark = (texts: [[UInt8]], count: Int)
        var name: String
        var executable: String
        var arguments: [String]
        var marks: [Mark]
        /// Keys typed at the first screen, one after the other, and what each one's effect
        /// draws: the program is ready for such keys once the effect is there — whatever the
        /// first screen showed, keys typed then may wait for the whole file to be read.
        var readyProbes: [(keys: String, marks: [Mark])] = []
        /// Files removed before each run: the editor's cache, for a start as the first one.
        var removedBeforeRun: [URL] = []

        static func arrived(_ marks: [Mark], in received: [UInt8]) -> Bool {
            marks.allSatisfy { mark in mark.texts.contains { PseudoTerminal.contains(received, $0, times: mark.count) } }
        }
    }

    static func firstScreenPrograms(editor: String, file: URL, library: Library, height: Int) throws -> [ScreenProgram] {
        // The editor: the header (the shortcut's name) and its last line — the key hints, or
        // while a large file is still read behind its first screen, "Reading N actions…".
        // Ready for keys once "?" typed at that screen has opened the key help (titled
        // "Keys"): a key the preview of a large file acts on at once. Ready for edits once
        // "?" (closing the help) and "D" have duplicated the first action: the header marks
        // the document edited ("●"), which a preview shows at once for an edit of its own
        // actions. Ready at the end once "G" (the last action: of the whole document, which a
        // preview waits for) and "a" have opened the list of actions to add ("Add Action"),
        // which only comes after the G.
        let hints = Array("? keys".utf8)
        let editorProgram = ScreenProgram(name: editorName, executable: editor, arguments: ["--library", library.root.path, file.path],
                                          marks: [([Array("Bench".utf8)], 1), ([hints, Array("Reading".utf8)], 1)],
                                          readyProbes: [("?", [([Array("Keys".utf8)], 1)]), ("?D", [([Array("●".utf8)], 1)]),
                                                        ("Ga", [([Array("Add Action".utf8)], 1)])])
        var firstStart = editorProgram
        firstStart.name = firstStartName
        // The environment `firstScreen` gives every program has HOME but no XDG_CACHE_HOME.
        firstStart.removedBeforeRun.append(DeclarationCache.defaultFolder(environment: ["HOME": library.root.path])
            .appendingPathComponent(DeclarationCache.fileName))
        var programs = [editorProgram, firstStart]
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }
        let head = String(decoding: try handle.read(upToCount: 1 << 16) ?? Data(), as: UTF8.self)
        let lines = head.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        /// The last of the file's first `count` lines, as many times as those lines repeat it
        /// (leading blanks may be drawn as cursor moves, so they are not looked for).
        func lastLine(of count: Int) throws -> ScreenProgram.Mark {
            let shown = lines.prefix(count)
            guard shown.count == count, let last = shown.last, !last.isEmpty else { throw BenchError("\(file.path) has fewer lines than a screen") }
            return ([Array(last.utf8)], shown.filter { $0.contains(last) }.count)
        }
        if ChildProcess.exists("vim") {
            // vim shows the file on every row but its last, and a file message (which names
            // the file by its end: vim shortens a long path from the front). `-n`: no swap
            // file, which a bench that ends vim by signal would otherwise leave behind to warn of.
            programs.append(ScreenProgram(name: vimName, executable: "vim", arguments: ["-u", "NONE", "-n", file.path],
                                          marks: [try lastLine(of: height - 1), ([Array("\(file.lastPathComponent)\"".utf8)], 1)]))
        }
        if ChildProcess.exists("nano") {
            // nano: a title row, the file, a message row and two rows of key hints; it says
            // "[ Read N lines ]" once the whole file is read, then draws the rest. `-I`: no
            // configuration files, as vim's `-u NONE`.
            programs.append(ScreenProgram(name: nanoName, executable: "nano", arguments: ["-I", file.path],
                                          marks: [try lastLine(of: height - 4), ([Array("[ Read ".utf8)], 1)]))
        }
        return programs
    }

    /// Seconds from start until every mark is on screen, and until the program is ready for
    /// keys (when that is told apart); the peak memory at the first screen.
    static func firstScreen(_ program: ScreenProgram, library: Library, width: Int, height: Int) throws -> (firstScreen: Double, ready: [Double], peakKiB: Int) {
        for removed in program.removedBeforeRun { try? FileManager.default.removeItem(at: removed) }
        // The editor's journals: an edit probe leaves one, which the next start — or a
        // workload after these — would be offered to recover.
        try? FileManager.default.removeItem(at: library.recoveryFolder)
        defer { try? FileManager.default.removeItem(at: library.recoveryFolder) }
        let started = ContinuousClock.now
        let terminal = try PseudoTerminal(
            executable: program.executable, arguments: program.arguments,
            environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "HOME": library.root.path, "PATH": "/usr/bin:/bin"],
            width: width, height: height)
        defer { terminal.end() }
        let screen = terminal.read { ScreenProgram.arrived(program.marks, in: $0) }
        let firstScreen = ContinuousClock.now - started
        let peak = ProcessStatus.kibibytes("VmHWM", of: String(terminal.process.processIdentifier))
        guard ScreenProgram.arrived(program.marks, in: screen) else {
            throw BenchError("\(program.name) never drew its first screen: \(String(decoding: screen.suffix(400), as: UTF8.self))")
        }
        var ready: [Double] = []
        for probe in program.readyProbes {
            terminal.type(probe.keys)
            let effect = terminal.read { ScreenProgram.arrived(probe.marks, in: $0) }
            guard ScreenProgram.arrived(probe.marks, in: effect) else {
                throw BenchError("\(program.name) never acted on \(probe.keys): \(String(decoding: (screen + effect).suffix(400), as: UTF8.self))")
            }
            ready.append(seconds(ContinuousClock.now - started))
        }
        return (seconds(firstScreen), ready, peak)
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

extension PeerWorkloads.Figures {
    static func median(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : values.sorted()[(values.count - 1) / 2]
    }

    /// Our median first screen over the peer's.
    func ratio(_ ours: String, to peer: String) -> Double? {
        guard let mine = firstScreen[ours].flatMap(Self.median), let theirs = firstScreen[peer].flatMap(Self.median), theirs > 0 else { return nil }
        return mine / theirs
    }

    /// Our median time until keys are acted on (`keys`: which kind), over the peer's first
    /// screen (when it is ready at once, as vim is: it reads the whole file before drawing).
    func readyRatio(_ ours: String, to peer: String, keys: KeyPath<Self, [String: [Double]]> = \.ready) -> Double? {
        guard let mine = self[keyPath: keys][ours].flatMap(Self.median), let theirs = firstScreen[peer].flatMap(Self.median),
              theirs > 0 else { return nil }
        return mine / theirs
    }

    /// Our median `show` over the peer's.
    func showRatio(to peer: String) -> Double? {
        guard let mine = show[PeerWorkloads.showName].flatMap({ Self.median($0.map(\.seconds)) }),
              let theirs = show[peer].flatMap({ Self.median($0.map(\.seconds)) }), theirs > 0 else { return nil }
        return mine / theirs
    }

    func peakKiB(_ name: String) -> Int? {
        showPeakKiB[name]
    }
}
