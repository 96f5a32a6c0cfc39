import ArgumentParser
import Foundation
import IntentHostClient
import IntentKit
import ShortcutStore

/// `intents --watch`: the editor's live loop without the editor. Each package host of the
/// library is built at once and again whenever its sources change; after each build the
/// intents it changed are printed as `intents preview` prints them — every branch, with what
/// lint says of each — (or the compiler's diagnostics), for a developer who
/// keeps the editor in another pane, or checks a package in CI. Runs until ^C.
struct IntentsWatch {
    var library: Library
    var identifiers: [String]

    func run() throws {
        let (hosts, issues) = library.hostCommands()
        for issue in issues { printWarnings(["\(issue)"]) }
        guard !hosts.isEmpty else {
            throw ValidationError("the library has no intent host to watch; add a package's with `shortcut-editor intents add PACKAGE`")
        }
        let (events, continuation) = AsyncStream<LiveHostBuilder.Event>.makeStream()
        let builders = try hosts.map { host in
            try LiveHostBuilder(host: host.name, command: host.command, library: library) { continuation.yield($0) }
        }
        Self.emit("Watching \(hosts.map { "\($0.name) (\($0.command.package?.folder ?? $0.command.executable))" }.joined(separator: ", ")); ^C stops.".terminalSafe)
        for builder in builders { builder.rebuild() }
        let identifiers = identifiers
        StopSignals.waitCancellable {
            var shown: [String: [IntentDefinition]] = [:]
            for await event in events {
                Self.say(event, only: identifiers, shown: &shown)
            }
        }
        for builder in builders { builder.stop() }
        HostSupervisor.shared.stopAllAndWait()
    }

    /// One event, as a line (a build begun, failed) or the trees of the intents a build changed
    /// (`shown`: each host's definitions as last printed; the first build prints them all).
    static func say(_ event: LiveHostBuilder.Event, only identifiers: [String], shown: inout [String: [IntentDefinition]]) {
        let time = clock(Date())
        switch event {
        case .building(let host):
            emit("\(time) building \(host)…".terminalSafe)
        case .progress:
            break
        case let .reloaded(host, definitions, _, _, timings):
            let before = shown[host].map { Dictionary($0.map { ($0.identifier, $0) }, uniquingKeysWith: { $1 }) }
            shown[host] = definitions
            let changed = definitions.filter { before?[$0.identifier] != $0 }
            let removed = (before?.keys.sorted() ?? []).filter { id in !definitions.contains { $0.identifier == id } }
            let listed = identifiers.isEmpty ? changed : changed.filter { identifiers.contains($0.identifier) }
            var line = "\(time) \(host) reloaded: \(definitions.count) intent\(definitions.count == 1 ? "" : "s")"
            if before != nil {
                line += changed.isEmpty ? ", none changed" : ", \(changed.count) changed"
                if !removed.isEmpty { line += "; gone: " + removed.joined(separator: ", ") }
            }
            // Where the loop's time went: the build, then what the reload added to it.
            let live = Self.seconds(timings.catalogWritten - timings.buildEnded)
            line += timings.hadBuild ? " (built in \(Self.seconds(timings.buildEnded - timings.buildStarted)), live \(live) later)" : " (live in \(live))"
            // One write: a reader never sees the line without its trees.
            emit(line.terminalSafe + (listed.isEmpty ? "" : "\n" + listed.map { IntentPreview.text($0, diagnostics: IntentLinter.lint($0)) }.joined(separator: "\n\n")
                .terminalSafe(keepingNewlines: true) + "\n"))
        case let .failed(host, diagnostics, tail, _):
            // Each message whole, as the compiler printed it: its source lines and notes too.
            let lines = diagnostics.isEmpty ? tail : diagnostics.flatMap { [$0.description] + $0.details }
            emit("\(time) \(host) did not build; the last build still serves:".terminalSafe + "\n"
                  + lines.map { "  " + $0 }.joined(separator: "\n").terminalSafe(keepingNewlines: true))
        }
    }

    /// "0.58 s", "12 ms".
    static func seconds(_ duration: Duration) -> String {
        let milliseconds = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
        return milliseconds < 1000 ? "\(Int(milliseconds.rounded())) ms" : String(format: "%.2f s", milliseconds / 1000)
    }

    /// "19:51:01": the local time on a 24-hour clock, whatever the locale's own format.
    static func clock(_ date: Date) -> String {
        let parts = Calendar.current.dateComponents([.hour, .minute, .second], from: date)
        return [parts.hour, parts.minute, parts.second].map { ($0 ?? 0) < 10 ? "0\($0 ?? 0)" : "\($0 ?? 0)" }.joined(separator: ":")
    }

    /// Written at once (print's buffer would hold a pipe's lines until the end).
    static func emit(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
