import Foundation

/// The printed form of the results: one table per kind of workload, then the targets.
extension BenchResults {
    func table() -> String {
        var out: [String] = []
        out.append("Shortcut Editor benchmarks — \(machine.date)")
        out.append("\(machine.cpu), \(machine.cores) cores, \(machine.memoryGiB) GiB; \(machine.system)")
        out.append("")
        let sizeHeaders = sizes.map(Self.grouped)

        // A narrowed run (`--only-blocks`, `--only-peers`) prints only what it measured.
        if !evaluation.isEmpty {
            out.append(row(["Summary evaluation, per action (median)"] + sizeHeaders, widths: [44] + sizes.map { _ in 16 }))
            out.append(row(["  median"] + sizes.map { evaluation[$0].map { Self.duration($0.median) } ?? "—" }, widths: [44] + sizes.map { _ in 16 }))
            out.append("")
        }

        if !keystrokes.isEmpty {
            let widths = [44] + sizes.map { _ in 20 } + [10]
            out.append(row(["Keystroke end to end, median / p95"] + sizeHeaders + ["ratio"], widths: widths))
            for screen in Self.screens {
                for label in AppWorkloads.Label.keystrokes {
                    let cells = sizes.map { size in keystrokes[size]?[screen]?[label].map { "\(Self.duration($0.median)) / \(Self.duration($0.p95))" } ?? "—" }
                    out.append(row(["  \(screen)  \(label)"] + cells + [ratio(screen, label)], widths: widths))
                }
            }
            out.append("")
        }

        if !blocks.isEmpty {
            out.append(row(["Blocks and variables, 80×24, median / p95"] + sizeHeaders, widths: [44] + sizes.map { _ in 20 }))
            for label in BlockWorkloads.Label.all {
                let cells = sizes.map { size in blocks[size]?[label].map { "\(Self.duration($0.median)) / \(Self.duration($0.p95))" } ?? "—" }
                out.append(row(["  \(label)"] + cells, widths: [44] + sizes.map { _ in 20 }))
            }
            out.append("")
        }

        if !search.isEmpty {
            out.append("Search (/), off the input thread: the index once per revision · a query over it, median")
            for (size, figures) in search.sorted(by: { $0.key < $1.key }) {
                out.append("  \(Self.grouped(size)) actions: index \(Self.duration(figures.index.median)) · query \(Self.duration(figures.query.median))")
            }
        }
        if let keysWhileRunning {
            out.append("Keystrokes while a shortcut runs in the editor (an endless loop), median · p95")
            out.append("  Tab, nothing running \(Self.duration(keysWhileRunning.idle.median)) · \(Self.duration(keysWhileRunning.idle.p95))"
                       + "  ·  while running \(Self.duration(keysWhileRunning.whileRunning.median)) · \(Self.duration(keysWhileRunning.whileRunning.p95))"
                       + String(format: "  (%.2f×)", keysWhileRunning.ratio))
        }
        if let shortcutRun {
            out.append("Running a shortcut: Repeat \(Self.grouped(shortcutRun.passes)) × (Calculate + Add to Variable), median · p95")
            out.append("  \(Self.duration(shortcutRun.run.median)) · \(Self.duration(shortcutRun.run.p95)); "
                       + "\(Self.duration(shortcutRun.perAction)) per action (\(Self.grouped(shortcutRun.actionsRun)) actions run)")
        }
        if let findReminders {
            out.append("Find Reminders: \(Self.grouped(findReminders.reminders)) reminders, List is … and Is Completed is …, sorted by due date, median · p95")
            out.append("  \(Self.duration(findReminders.run.median)) · \(Self.duration(findReminders.run.p95)); \(Self.grouped(findReminders.found)) found")
        }
        if let hostQueries {
            out.append("Picker filled by an intent host (Enter → options on screen), median · p95")
            out.append("  in process \(Self.duration(hostQueries.inProcess.median)) · \(Self.duration(hostQueries.inProcess.p95))"
                       + "  ·  warm host \(Self.duration(hostQueries.warmHost.median)) · \(Self.duration(hostQueries.warmHost.p95))"
                       + String(format: "  (%.1f×)", hostQueries.warmHost.median / max(1, hostQueries.inProcess.median)))
            out.append("  the host's answer alone \(Self.duration(hostQueries.hostCall.median)); answer → screen \(Self.duration(hostQueries.answerToScreen))")
        }
        if let liveReload {
            out.append("Live reload: a package host's source saved → the card redrawn, less the build (a stand-in swift), median · p95")
            out.append("  \(Self.duration(liveReload.total.median)) · \(Self.duration(liveReload.total.p95))  (of it, 150 ms is the pause that lets a save's writes land)")
            for part in liveReload.parts {
                out.append("    " + part.name.padding(toLength: 52, withPad: " ", startingAt: 0)
                           + "\(Self.duration(part.timings.median)) · \(Self.duration(part.timings.p95))")
            }
            out.append("  the build's end → the card: \(Self.duration(liveReload.afterBuild.median)) · \(Self.duration(liveReload.afterBuild.p95))  (target < 300 ms)")
        }
        if let lzfse {
            let mib = Double(lzfse.payloadBytes) / 1_048_576
            let ours = mib / (lzfse.ours.median / 1e9), theirs = mib / (lzfse.reference.median / 1e9)
            out.append("LZFSE decompression, \(Self.grouped(lzfse.payloadBytes)) bytes from \(Self.grouped(lzfse.compressedBytes)), median")
            out.append(String(format: "  ours %@ (%.0f MiB/s) · C reference %@ (%.0f MiB/s) · ratio %.2f×",
                              Self.duration(lzfse.ours.median), ours, Self.duration(lzfse.reference.median), theirs,
                              lzfse.ours.median / lzfse.reference.median))
            out.append("")
        }

        if !open.isEmpty {
            out.append(openTable())
        }

        if !appleFiles.isEmpty {
            let columns = [44] + sizes.map { _ in 20 }
            out.append(row(["Apple's .shortcut files, median (ours / peer)"] + sizeHeaders, widths: columns))
            for (name, _) in AppleFileWorkloads.formats {
                for (ours, peer) in [("open", "plistlib.load"), ("save", "plistlib.dump")] {
                    let cells = sizes.map { size -> String in
                        guard let timings = appleFiles[size]?.byFormat[name], let mine = timings[ours] else { return "—" }
                        guard let theirs = timings[peer], theirs.median > 0 else { return Self.duration(mine.median) }
                        return Self.duration(mine.median) + String(format: " (%.2f×)", mine.median / theirs.median)
                    }
                    out.append(row(["  \(name) \(ours) (vs \(peer))"] + cells, widths: columns))
                }
            }
            out.append("  (×: our time over Python's for the same bytes; open includes the editor's first frame)")
            out.append("")
        }
        if let memory {
            out.append("Memory with \(Self.grouped(memory.actions)) actions open (200×60): empty editor \(Self.mebibytes(memory.emptyEditorKiB)), "
                       + "open \(Self.mebibytes(memory.openKiB)) → \(Int(memory.bytesPerAction.rounded())) bytes per action; "
                       + "peak while opening \(Self.mebibytes(memory.peakKiB)) (\(Int(memory.peakBytesPerAction.rounded())) bytes per action)")
            out.append("")
        }
        if let terminal {
            out.append("Terminal output, \(terminal.width)×\(terminal.height), the real binary under a pseudo-terminal: "
                       + "first frame \(Self.grouped(terminal.firstFrameBytes)) bytes; one focus move "
                       + terminal.focusMoveBytes.map(String.init).joined(separator: ", ") + " bytes; "
                       + "cells the move changes: \(terminal.changedCells)")
            out.append("")
        }
        if !peers.isEmpty {
            out.append(peerTable())
            out.append("")
        }
        let checks = targets
        out.append("Targets (\(checks.filter(\.1).count) of \(checks.count) met):")
        for (target, met) in checks { out.append("  \(met ? "met   " : "MISSED") \(target)") }
        out.append("")
        out.append(String(format: "Ran in %.0f s.", seconds))
        return out.joined(separator: "\n")
    }

    /// Opening and saving, with keystrokes during a save.
    private func openTable() -> String {
        var out: [String] = []
        let sizeHeaders = sizes.map(Self.grouped)
        out.append(row(["Open (decode + first frame) and save, median"] + sizeHeaders, widths: [44] + sizes.map { _ in 20 }))
        for screen in Self.screens {
            out.append(row(["  \(screen)  open"] + sizes.map { open[$0]?[screen].map { Self.duration($0.median) } ?? "—" },
                           widths: [44] + sizes.map { _ in 20 }))
            out.append(row(["  \(screen)  \(AppWorkloads.Label.save)"]
                           + sizes.map { keystrokes[$0]?[screen]?[AppWorkloads.Label.save].map { Self.duration($0.median) } ?? "—" },
                           widths: [44] + sizes.map { _ in 20 }))
            for label in [AppWorkloads.Label.saveKeystroke, AppWorkloads.Label.tabWhileSaving] {
                out.append(row(["  \(screen)  \(label), p99 / max"]
                               + sizes.map { size in
                                   keystrokes[size]?[screen]?[label].map { Self.duration($0.percentile(99)) + " / " + Self.duration($0.max) } ?? "—"
                               },
                               widths: [44] + sizes.map { _ in 20 }))
            }
        }
        out.append("")
        return out.joined(separator: "\n")
    }

    /// The editor and its peers on the same file: medians, our ratio to each, peak memory.
    private func peerTable() -> String {
        let columns = [50] + sizes.map { _ in 24 }
        var out = [row(["Side by side with peers, median (ours ÷ peer)"] + sizes.map(Self.grouped), widths: columns)]
        func seconds(_ value: Double?) -> String { value.map { Self.duration($0 * 1e9) } ?? "—" }
        let screens = [PeerWorkloads.editorName, PeerWorkloads.firstStartName, PeerWorkloads.vimName, PeerWorkloads.nanoName]
        for name in screens where peers.values.contains(where: { $0.firstScreen[name] != nil }) {
            out.append(row(["  first screen, 80×24: \(name)"] + sizes.map { size -> String in
                guard let figures = peers[size], let median = figures.firstScreen[name].flatMap(PeerWorkloads.Figures.median) else { return "—" }
                return seconds(median) + " " + Self.mebibytes(figures.firstScreenPeakKiB[name] ?? 0)
            }, widths: columns))
            for (label, times) in [("ready for keys", \PeerWorkloads.Figures.ready), ("ready for edits", \.readyForEdits),
                                   ("ready at the end", \.readyAtTheEnd)]
            where peers.values.contains(where: { $0[keyPath: times][name] != nil }) {
                out.append(row(["    \(label): \(name)"] + sizes.map { size -> String in
                    guard let figures = peers[size], let median = figures[keyPath: times][name].flatMap(PeerWorkloads.Figures.median) else { return "—" }
                    return seconds(median)
                }, widths: columns))
            }
        }
        func ratios(_ label: String, _ ratio: @escaping (PeerWorkloads.Figures, String) -> Double?) {
            out.append(row([label] + sizes.map { size -> String in
                guard let figures = peers[size] else { return "—" }
                return [PeerWorkloads.vimName, PeerWorkloads.nanoName].map { ratio(figures, $0).map { String(format: "%.2f×", $0) } ?? "—" }
                    .joined(separator: " · ")
            }, widths: columns))
        }
        ratios("  first screen ÷ vim · ÷ nano") { $0.ratio(PeerWorkloads.editorName, to: $1) }
        ratios("    no cache ÷ vim · ÷ nano") { $0.ratio(PeerWorkloads.firstStartName, to: $1) }
        ratios("    ready for keys ÷ vim · ÷ nano") { $0.readyRatio(PeerWorkloads.editorName, to: $1) }
        ratios("    ready for edits ÷ vim · ÷ nano") { $0.readyRatio(PeerWorkloads.editorName, to: $1, keys: \.readyForEdits) }
        ratios("    ready at the end ÷ vim · ÷ nano") { $0.readyRatio(PeerWorkloads.editorName, to: $1, keys: \.readyAtTheEnd) }
        for name in [PeerWorkloads.showName, PeerWorkloads.pythonName, PeerWorkloads.jqName] where peers.values.contains(where: { $0.show[name] != nil }) {
            out.append(row(["  \(name)"] + sizes.map { size -> String in
                guard let figures = peers[size], let runs = figures.show[name],
                      let median = PeerWorkloads.Figures.median(runs.map(\.seconds)) else { return "—" }
                return seconds(median) + " " + Self.mebibytes(figures.peakKiB(name) ?? 0)
            }, widths: columns))
        }
        out.append(row(["  show ÷ python3 · show ÷ jq"] + sizes.map { size -> String in
            guard let figures = peers[size] else { return "—" }
            return [PeerWorkloads.pythonName, PeerWorkloads.jqName].map { figures.showRatio(to: $0).map { String(format: "%.2f×", $0) } ?? "—" }
                .joined(separator: " · ")
        }, widths: columns))
        out.append("  (each cell: median time, then peak resident memory; runs alternate program by program)")
        return out.joined(separator: "\n")
    }

    private func ratio(_ screen: String, _ label: String) -> String {
        guard let small = sizes.min(), let large = sizes.max(), small != large,
              let base = keystrokes[small]?[screen]?[label], let big = keystrokes[large]?[screen]?[label], base.median > 0 else { return "—" }
        return String(format: "%.2f×", big.median / base.median)
    }

    private func row(_ cells: [String], widths: [Int]) -> String {
        var line = zip(cells, widths).map { cell, width in cell.count >= width ? cell + " " : cell + String(repeating: " ", count: width - cell.count) }
            .joined()
        while line.last == " " { line.removeLast() }
        return line
    }

    static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var out = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return out
    }

    /// Nanoseconds in the unit that reads best.
    static func duration(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: String(format: "%.0f ns", nanoseconds)
        case ..<1_000_000: String(format: "%.1f µs", nanoseconds / 1_000)
        case ..<1_000_000_000: String(format: "%.1f ms", nanoseconds / 1_000_000)
        default: String(format: "%.2f s", nanoseconds / 1_000_000_000)
        }
    }

    static func mebibytes(_ kib: Int) -> String { String(format: "%.1f MiB", Double(kib) / 1024) }
}
