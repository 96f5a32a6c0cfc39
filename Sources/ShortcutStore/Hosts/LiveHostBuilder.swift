import FileAccess
import Foundation
import IntentHostClient
import IntentKit
import Synchronization

/// Keeps a library's intent host current while its program changes: for a host built from a
/// package, watches the package (`SourceWatcher`, inotify) and builds it in the background
/// when a Swift file is saved; for a plain host file, watches its program file. Then asks the
/// new program for its definitions and, when it answers, writes them to the library's catalog
/// and restarts the host's connection on the new program. Until then the old process answers.
/// What the editor and `intents --watch` share; each says the events its own way.
///
/// Saves that come during a build start one more build when it ends, not one each. Stopping
/// ends the watch and a build under way (its whole process group).
public final class LiveHostBuilder: Sendable {
    /// What happened, for the one watching to say.
    public enum Event: Sendable, Equatable {
        /// A build began (a source changed).
        case building(host: String)
        /// A line of the build's progress ("[12/40] Compiling…").
        case progress(host: String, line: String)
        /// Built and answering: its definitions now, written to the catalog; the compiler's
        /// warnings and the build's output (none for a program built elsewhere), and when each
        /// step of the reload ended.
        case reloaded(host: String, definitions: [IntentDefinition], warnings: [BuildDiagnostic], log: [String], timings: ReloadTimings)
        /// Not built, or built and not answering: the old program still serves. The compiler's
        /// messages (from the package's folder), the output's last lines, and the whole output.
        case failed(host: String, diagnostics: [BuildDiagnostic], tail: [String], log: [String])
    }

    public let host: String
    /// The package's folder, which a build's messages name their files from; nil for a
    /// program built elsewhere.
    public var package: String? { build?.package.path }
    /// The package to build, or nil for a program built elsewhere.
    private let build: SwiftPackageBuild?
    private let program: String
    private let library: Library
    private let report: @Sendable (Event) -> Void
    private let state = Mutex(State())
    private let watcher = Mutex<SourceWatcher?>(nil)

    private struct State {
        var task: Task<Void, Never>?
        var changedDuringBuild = false
        var stopped = false
        /// Where the last build put the product, and the manifest's and resolved file's times
        /// then: while they are unchanged, the next build neither fetches nor asks again.
        var executable: String?
        var manifestStamp: [Date?] = []
    }

    /// Starts watching what `command` (the host file of `host`, a catalog of `library`) runs:
    /// its package's sources, or its program file. Nothing is built until one changes or
    /// `rebuild` is called.
    public init(host: String, command: HostCommand, library: Library, swift: String? = nil,
                report: @escaping @Sendable (Event) -> Void) throws(WatchFailure) {
        self.host = host
        self.library = library
        self.report = report
        program = command.executable
        let folder: URL
        let recursive: Bool
        let isSource: @Sendable (String) -> Bool
        if let package = command.package {
            build = SwiftPackageBuild(package: URL(localPath: package.folder), product: package.product, swift: swift)
            folder = URL(localPath: package.folder)
            // Built after its manifest and resolved file last changed: its dependencies were
            // fetched for them, so even the first build here need not fetch (or ask where the
            // product goes) — SwiftPM's resolution held the first reload for seconds.
            let stamp = Self.manifestStamp(of: folder)
            let built = (try? FileManager.default.attributesOfItem(atPath: command.executable))?[.modificationDate] as? Date
            if let built, stamp.allSatisfy({ $0.map { $0 < built } ?? true }) {
                state.withLock { state in
                    state.executable = command.executable
                    state.manifestStamp = stamp
                }
            }
            recursive = true
            isSource = SourceWatcher.isSwiftSource
        } else {
            build = nil
            let file = URL(localPath: command.executable)
            folder = file.deletingLastPathComponent()
            recursive = false
            let name = file.lastPathComponent
            isSource = { $0 == name }
        }
        let watch = try SourceWatcher(folder: folder, recursive: recursive, isSource: isSource) { [weak self] _ in
            self?.rebuild()
        }
        watcher.withLock { $0 = watch }
    }

    deinit {
        stop()
    }

    /// Builds now, or once more after the build under way.
    public func rebuild() {
        state.withLock { state in
            guard !state.stopped else { return }
            if state.task != nil {
                state.changedDuringBuild = true
                return
            }
            // Detached: a build never runs on the caller's executor (a query's thread, a test's).
            state.task = Task.detached { [weak self] in await self?.buildUntilCurrent() }
        }
    }

    /// Ends the watch and any build under way; no event comes after.
    public func stop() {
        let task = state.withLock { state -> Task<Void, Never>? in
            state.stopped = true
            return state.task
        }
        watcher.withLock { $0 }?.stop()
        task?.cancel()
    }

    /// Whether a build is under way (or about to be).
    public var isBuilding: Bool { state.withLock { $0.task != nil } }

    /// Builds until no source changed during the last build.
    private func buildUntilCurrent() async {
        repeat {
            // A save is often several writes (a temporary file, then a rename): let them land.
            try? await Task.sleep(for: .milliseconds(150))
            state.withLock { $0.changedDuringBuild = false }
            guard !Task.isCancelled else { break }
            await buildOnce()
        } while state.withLock({ $0.changedDuringBuild && !$0.stopped }) && !Task.isCancelled
        state.withLock { $0.task = nil }
    }

    private func buildOnce() async {
        let host = self.host
        let report = self.report
        guard let build else {
            await reload(program, from: URL(localPath: program).deletingLastPathComponent(), warnings: [], log: [], buildStarted: nil)
            return
        }
        report(.building(host: host))
        let buildStarted = ContinuousClock.now
        let stamp = Self.manifestStamp(of: build.package)
        let known = state.withLock { $0.manifestStamp == stamp ? $0.executable : nil }
        let outcome: SwiftPackageBuild.Outcome
        do {
            outcome = try await build.build(skippingUpdate: known != nil, knownExecutable: known) { line in
                if line.hasPrefix("[") { report(.progress(host: host, line: line)) }
            }
        } catch {
            if !Task.isCancelled { report(.failed(host: host, diagnostics: [], tail: ["\(error)"], log: ["\(error)"])) }
            return
        }
        guard !Task.isCancelled else { return }
        switch outcome {
        case let .failed(diagnostics, tail, log):
            report(.failed(host: host, diagnostics: relative(diagnostics, to: build.package), tail: tail, log: log))
        case let .built(executable, warnings, log):
            state.withLock { state in
                state.executable = executable
                state.manifestStamp = stamp
            }
            await reload(executable, from: build.package, warnings: relative(warnings, to: build.package), log: log,
                         buildStarted: buildStarted)
        }
    }

    /// Said from the package's folder: a page is as wide as the terminal.
    private func relative(_ diagnostics: [BuildDiagnostic], to package: URL) -> [BuildDiagnostic] {
        let folder = package.path + "/"
        return diagnostics.map { diagnostic in
            var relative = diagnostic
            if relative.file.hasPrefix(folder) { relative.file.removeFirst(folder.count) }
            return relative
        }
    }

    /// The manifest's and the resolved file's times: what decides whether dependencies may
    /// need fetching again.
    private static func manifestStamp(of package: URL) -> [Date?] {
        ["Package.swift", "Package.resolved"].map { name in
            (try? FileManager.default.attributesOfItem(atPath: package.appendingPathComponent(name).path))?[.modificationDate] as? Date
        }
    }

    /// Asks the new program, writes its definitions, restarts the host's connections on it.
    /// The old program answers until the new one has answered; the connections in use then
    /// start the new one at once, in the background, so the next query does not wait for it.
    private func reload(_ executable: String, from folder: URL, warnings: [BuildDiagnostic], log: [String],
                        buildStarted: ContinuousClock.Instant?) async {
        let now = ContinuousClock.now
        var timings = ReloadTimings(buildStarted: buildStarted ?? now, buildEnded: now)
        do {
            let definitions = try await Self.definitions(of: executable, in: folder, name: host, timings: &timings)
            try library.updateCatalog(named: host, definitions: definitions)
            for connection in HostSupervisor.shared.connections where connection.command.name == host {
                // One that was in use is started again now; one never asked stays unstarted.
                let wasRunning = await connection.isRunning
                await connection.restart()
                if wasRunning { Task.detached { try? await connection.warmUp() } }
            }
            timings.catalogWritten = .now
            guard !Task.isCancelled else { return }
            report(.reloaded(host: host, definitions: definitions, warnings: warnings, log: log, timings: timings))
        } catch {
            let said = "\(host)'s new program did not answer: \(error)"
            report(.failed(host: host, diagnostics: [], tail: [said], log: log + [said]))
        }
    }

    /// The definitions a freshly built program answers, from a process of its own that is
    /// stopped once it has answered.
    static func definitions(of executable: String, in package: URL, name: String, timings: inout ReloadTimings) async throws -> [IntentDefinition] {
        let probe = IntentHostConnection(command: HostCommand(executable: executable, arguments: ["serve"], directory: package.path,
                                                              name: name + " (new build)"), supervised: false)
        defer { Task { await probe.stop() } }
        try await probe.warmUp()
        timings.hostReady = .now
        let definitions = try await probe.call(DefinitionsCall(), deadline: .seconds(60))
        timings.definitionsAnswered = .now
        // Stopped in the background: its end is no step of the reload.
        return definitions
    }
}

/// When each step of a reload ended, for `Scripts/bench` to show where the time goes between
/// a build's end and the card drawn again, and `intents --watch` to say it.
public struct ReloadTimings: Sendable, Equatable {
    /// The same instant as `buildEnded` for a program built elsewhere (nothing was built).
    public var buildStarted: ContinuousClock.Instant
    public var buildEnded: ContinuousClock.Instant
    /// The new program started and its handshake answered.
    public var hostReady: ContinuousClock.Instant
    /// Its definitions answered.
    public var definitionsAnswered: ContinuousClock.Instant
    /// The catalog written and the host's connections restarted on the new program.
    public var catalogWritten: ContinuousClock.Instant

    /// Whether a build came first (a package's), not only a changed program.
    public var hadBuild: Bool { buildStarted != buildEnded }

    init(buildStarted: ContinuousClock.Instant, buildEnded: ContinuousClock.Instant) {
        self.buildStarted = buildStarted
        self.buildEnded = buildEnded
        hostReady = buildEnded
        definitionsAnswered = buildEnded
        catalogWritten = buildEnded
    }
}
