import Foundation

/// Every figure of one run, as printed and as written to JSON.
struct BenchResults: Codable {
    struct Machine: Codable {
        var cpu: String
        var cores: Int
        var memoryGiB: Int
        var system: String
        var date: String

        static var current: Machine {
            let cpuInfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
            let model = cpuInfo.split(separator: "\n").first { $0.hasPrefix("model name") }
                .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? "unknown"
            return Machine(cpu: model, cores: ProcessInfo.processInfo.activeProcessorCount,
                           memoryGiB: Int(ProcessInfo.processInfo.physicalMemory >> 30),
                           system: ProcessInfo.processInfo.operatingSystemVersionString,
                           date: ISO8601DateFormatter().string(from: Date()))
        }
    }

    var machine: Machine
    var sizes: [Int]
    /// Nanoseconds per action, by shortcut length.
    var evaluation: [Int: Timings] = [:]
    /// By length, then screen ("80×24").
    var open: [Int: [String: Timings]] = [:]
    /// By length, then screen, then workload label (saves included).
    var keystrokes: [Int: [String: [String: Timings]]] = [:]
    /// Apple's files, by length.
    var appleFiles: [Int: AppleFileWorkloads.Figures] = [:]
    /// Keystrokes on a program with blocks and variables, by length, then workload (80×24).
    var blocks: [Int: [String: Timings]] = [:]
    /// Decompressing a 10 MB LZFSE payload, ours beside the reference.
    var lzfse: LZFSEWorkload.Figures?
    /// A picker filled by a warm intent host, beside the same one filled in process.
    var hostQueries: HostQueryWorkload.Figures?
    /// A package host's source saved → the card drawn from its new definitions, less the build.
    var liveReload: LiveReloadWorkload.Figures?
    /// A shortcut run: a Repeat of 100,000 passes of Calculate and Add to Variable.
    var shortcutRun: RunWorkload.Figures?
    /// Find Reminders over 10,000 reminders with a two-condition filter.
    var findReminders: FindRemindersWorkload.Figures?
    /// Tab while a shortcut's endless loop runs in the editor, beside Tab with nothing running.
    var keysWhileRunning: RunKeystrokeWorkload.Figures?
    /// The search's index and a query over it, by shortcut size.
    var search: [Int: SearchWorkload.Figures] = [:]
    var memory: MemoryProbe.Figures?
    var terminal: TerminalOutputProbe.Figures?
    /// Side by side with vim, Python and jq on the same file, by length.
    var peers: [Int: PeerWorkloads.Figures] = [:]
    var seconds: Double = 0

    static let screens = ["80×24", "200×60"]

    /// The targets of issue 7, each with whether this run met it.
    var targets: [(String, Bool)] {
        var checks: [(String, Bool)] = []
        let evaluations = evaluation.values.map(\.median)
        if !evaluations.isEmpty { checks.append(("summary evaluation < 5 µs per action", evaluations.allSatisfy { $0 < 5_000 })) }
        if let small = sizes.min(), let large = sizes.max(), small != large {
            for screen in Self.screens {
                for label in AppWorkloads.Label.keystrokes {
                    guard let base = keystrokes[small]?[screen]?[label], let big = keystrokes[large]?[screen]?[label] else { continue }
                    checks.append(("\(screen) \(label): ≤ 1.5× at \(large) vs \(small), and < 1 ms",
                                   big.median <= 1.5 * base.median && big.median < 1_000_000))
                }
            }
        }
        if let small = blocks.keys.min(), let large = blocks.keys.max(), small != large {
            for label in BlockWorkloads.Label.all {
                // The big block has 1,000 actions only from 4,000 actions up: compare like with like.
                let base = label == BlockWorkloads.Label.moveBlock ? blocks.keys.filter { $0 >= 4_000 }.min() ?? small : small
                guard base != large, let reference = blocks[base]?[label], let big = blocks[large]?[label] else { continue }
                if label == BlockWorkloads.Label.largePaste {
                    checks.append(("blocks 80×24 \(label) at \(large): < 1 s, linear in what is pasted", big.median < 1e9))
                    continue
                }
                if label == BlockWorkloads.Label.paste {
                    // Adding actions shifts the position of every later one: a frame for each edit.
                    checks.append(("blocks 80×24 \(label) at \(large): < 32 ms, a frame for the paste and one for its undo", big.median < 32e6))
                    continue
                }
                checks.append(("blocks 80×24 \(label): ≤ 1.5× at \(large) vs \(base), and < 1 ms",
                               big.median <= 1.5 * reference.median && big.median < 1_000_000))
            }
        }
        if let largest = sizes.max(), largest >= 10_000 {
            for screen in Self.screens {
                for label in [AppWorkloads.Label.saveKeystroke, AppWorkloads.Label.tabWhileSaving] {
                    guard let timings = keystrokes[largest]?[screen]?[label] else { continue }
                    checks.append(("\(screen) \(label) at \(largest) actions: max < 16 ms", timings.max < 16e6))
                }
            }
        }
        if sizes.contains(10_000) {
            for screen in Self.screens {
                if let opening = open[10_000]?[screen] { checks.append(("\(screen) open 10,000 actions < 200 ms", opening.median < 200e6)) }
                if let saving = keystrokes[10_000]?[screen]?[AppWorkloads.Label.save] {
                    checks.append(("\(screen) save 10,000 actions < 200 ms", saving.median < 200e6))
                }
            }
        }
        if let apple = appleFiles[10_000] {
            for (name, timings) in apple.byFormat.sorted(by: { $0.key < $1.key }) {
                for (ours, peer) in [("open", "plistlib.load"), ("save", "plistlib.dump")] {
                    guard let mine = timings[ours] else { continue }
                    checks.append((".shortcut (\(name)) \(ours) 10,000 actions < 200 ms", mine.median < 200e6))
                    if let theirs = timings[peer] {
                        checks.append((".shortcut (\(name)) \(ours) 10,000 actions no slower than \(peer)", mine.median <= theirs.median))
                    }
                }
            }
        }
        if let lzfse {
            checks.append(("LZFSE decompression within 3× of the C reference", lzfse.ours.median <= 3 * lzfse.reference.median))
        }
        if let keysWhileRunning {
            checks.append(("Tab while a shortcut runs within 1.5× of Tab with nothing running (median)", keysWhileRunning.ratio <= 1.5))
        }
        if let shortcutRun {
            checks.append(("a Repeat of 100,000 Calculate + Add to Variable runs in under 1 s", shortcutRun.run.median < 1e9))
        }
        if let findReminders {
            checks.append(("Find Reminders over 10,000 reminders with two conditions in under 50 ms (median)", findReminders.run.median < 50e6))
        }
        if let hostQueries {
            checks.append(("a warm host's answer reaches the screen within 2 ms", hostQueries.answerToScreen < 2e6))
        }
        if let liveReload {
            checks.append(("a saved source reaches the card within 1 s, less the build (median)", liveReload.total.median < 1e9))
            checks.append(("a build's end reaches the card within 0.3 s (median)", liveReload.afterBuild.median < 0.3e9))
        }
        if let memory {
            checks.append(("memory < 2 KiB per action, resident and at the peak while opening",
                           max(memory.bytesPerAction, memory.peakBytesPerAction) < 2048))
        }
        for (size, figures) in peers.sorted(by: { $0.key < $1.key }) {
            for peer in [PeerWorkloads.vimName, PeerWorkloads.nanoName] {
                if let ratio = figures.ratio(PeerWorkloads.editorName, to: peer) {
                    checks.append(("first screen at \(size) actions no later than \(peer)'s", ratio <= 1))
                }
            }
            if let ratio = figures.showRatio(to: PeerWorkloads.pythonName), size >= 100_000,
               let ours = figures.peakKiB(PeerWorkloads.showName), let python = figures.peakKiB(PeerWorkloads.pythonName) {
                checks.append(("show --format json at \(size) actions faster than Python's json.load, with less memory",
                               ratio < 1 && ours < python))
            }
        }
        if let terminal, let move = terminal.focusMoveBytes.sorted().dropFirst(terminal.focusMoveBytes.count / 2).first {
            checks.append(("a focus move writes < 10% of a full paint", move * 10 < terminal.firstFrameBytes))
        }
        return checks
    }
}
