import ArgumentParser
import DemoIntents
import Foundation
import IntentCatalogs
import IntentKit
import ShortcutStore

@main
struct ShortcutBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shortcut-bench",
        abstract: "Measure the editor on generated shortcuts and print the figures of docs/BENCHMARKS.md.",
        discussion: "Run it in the release build as it ships: Scripts/bench",
        subcommands: [RunBenchmarks.self, GenerateCommand.self, MemoryProbeCommand.self],
        defaultSubcommand: RunBenchmarks.self)
}

struct RunBenchmarks: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "run", abstract: "Run every workload (the default).")

    @Option(help: "Shortcut lengths, in actions.")
    var sizes: [Int] = [100, 10_000, 100_000]

    @Option(help: "Where to write the results as JSON.")
    var json = ".build/shortcut-bench/results.json"

    @Option(help: "Samples per keystroke workload, and at most this many runs of each program raced with its peers.")
    var repeats = 60

    @Flag(help: "Skip running the real binary under a pseudo-terminal.")
    var skipTerminal = false

    @Flag(help: "Run only the blocks-and-variables keystrokes (quick, for working on them).")
    var onlyBlocks = false

    @Flag(help: "Run only the side-by-side races with vim, python3 and jq (quick, for working on start-up and show).")
    var onlyPeers = false

    @Flag(help: "Run only the picker filled by an intent host, beside in process (quick, for working on hosts).")
    var onlyHosts = false

    @Flag(help: "Run only the shortcut-running loop (quick, for working on the runtime).")
    var onlyRun = false

    @Flag(help: "Run only the search's index and query, at each size (quick, for working on search).")
    var onlySearch = false

    func run() throws {
        #if DEBUG
        print("warning: a debug build; the figures mean something in a release build (Scripts/bench)\n")
        #endif
        let started = ContinuousClock.now
        let registry = try DemoIntents.makeRegistry()
        var programRegistry = registry
        for definition in BuiltInActions.definitions { try? programRegistry.register(definition) }
        var results = BenchResults(machine: .current, sizes: onlyHosts || onlyRun || onlySearch ? [] : sizes)
        if onlySearch {
            for size in sizes {
                results.search[size] = SearchWorkload.run(GeneratedShortcut.document(actions: size), registry: registry, repeats: size >= 100_000 ? 5 : 20)
            }
            print(results.table())
            return
        }
        if onlyRun {
            results.shortcutRun = try RunWorkload.run(repeats: min(repeats, 10))
            results.findReminders = try FindRemindersWorkload.run(repeats: min(repeats, 20))
            results.keysWhileRunning = try RunKeystrokeWorkload.run(registry: programRegistry, repeats: max(100, repeats * 5))
            print(results.table())
            return
        }
        if onlyHosts {
            results.hostQueries = try HostQueryWorkload.run(repeats: max(20, min(repeats, 200)))
            results.liveReload = try LiveReloadWorkload.run(repeats: 10)
            print(results.table())
            return
        }
        let screens = [(80, 24), (200, 60)]
        for size in sizes {
            progress("\(size) actions")
            if onlyBlocks {
                results.blocks[size] = BlockWorkloads.run(actions: size, registry: programRegistry, repeats: repeats)
                continue
            }
            let (library, file) = try GeneratedShortcut.writeLibrary(actions: size)
            defer { try? FileManager.default.removeItem(at: library.root) }
            if onlyPeers {
                results.peers[size] = try PeerWorkloads.measure(file: file, library: library, width: 80, height: 24,
                                                                repeats: min(repeats, PeerWorkloads.repeats(actions: size)))
                continue
            }
            let document = GeneratedShortcut.document(actions: size)
            results.evaluation[size] = EvaluationWorkload.perAction(document, registry: registry, passes: size >= 100_000 ? 3 : 10)
            results.search[size] = SearchWorkload.run(document, registry: registry, repeats: size >= 100_000 ? 5 : 20)
            for (width, height) in screens {
                let screen = "\(width)×\(height)"
                progress("  \(screen): open")
                results.open[size, default: [:]][screen] = try AppWorkloads.open(file: file, library: library, registry: registry,
                                                                                width: width, height: height, repeats: size >= 100_000 ? 3 : 5)
                progress("  \(screen): keystrokes and saves")
                let run = try AppWorkloads.run(file: file, library: library, registry: registry, width: width, height: height,
                                               script: AppWorkloads.keystrokeScript(repeats: repeats))
                results.keystrokes[size, default: [:]][screen] = run.timings
            }
            progress("  blocks and variables")
            results.blocks[size] = BlockWorkloads.run(actions: size, registry: programRegistry, repeats: repeats)
            progress("  Apple's .shortcut files")
            results.appleFiles[size] = try AppleFileWorkloads.measure(actions: size, library: library, registry: registry,
                                                                      repeats: size >= 100_000 ? 3 : 5)
            if !skipTerminal {
                progress("  side by side with vim, python3 and jq")
                results.peers[size] = try PeerWorkloads.measure(file: file, library: library, width: 80, height: 24,
                                                                repeats: min(repeats, PeerWorkloads.repeats(actions: size)))
            }
            if size == sizes.max() {
                progress("  memory")
                results.memory = try MemoryProbe.inChildProcess(file: file, width: 200, height: 60)
                if !skipTerminal {
                    progress("  terminal output under a pseudo-terminal")
                    results.terminal = try TerminalOutputProbe.measure(file: file, library: library, width: 200, height: 60)
                }
            }
        }
        if !onlyBlocks && !onlyPeers {
            progress("LZFSE decompression, 10 MB")
            progress("running a shortcut: a Repeat of 100,000 passes")
            results.shortcutRun = try RunWorkload.run(repeats: min(repeats, 10))
            progress("Find Reminders over 10,000 reminders")
            results.findReminders = try FindRemindersWorkload.run(repeats: min(repeats, 20))
            progress("keystrokes while a shortcut runs")
            results.keysWhileRunning = try RunKeystrokeWorkload.run(registry: programRegistry, repeats: max(100, repeats * 5))
            progress("a picker filled by a warm intent host")
            results.hostQueries = try HostQueryWorkload.run(repeats: max(20, min(repeats, 200)))
            progress("a package host rebuilt as its source is saved")
            results.liveReload = try LiveReloadWorkload.run(repeats: 10)
            results.lzfse = LZFSEWorkload.run(repeats: max(3, min(repeats, 10)), size: sizes.max().map { $0 >= 1_000 ? 10 << 20 : 1 << 20 } ?? 10 << 20)
        }
        results.seconds = Double((ContinuousClock.now - started).components.seconds)
        print(results.table())
        let url = URL(fileURLWithPath: json)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(results).write(to: url)
        print("Results written to \(url.path).")
    }

    private func progress(_ text: String) {
        FileHandle.standardError.write(Data(("… " + text + "\n").utf8))
    }
}

/// The child process of the memory workload.
struct MemoryProbeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "memory-probe", shouldDisplay: false)

    @Argument var file: String
    @Option var width = 200
    @Option var height = 60

    func run() throws {
        let figures = try MemoryProbe.measure(file: URL(fileURLWithPath: file), width: width, height: height)
        print(String(decoding: try JSONEncoder().encode(figures), as: UTF8.self))
    }
}
