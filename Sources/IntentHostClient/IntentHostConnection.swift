import Foundation
#if canImport(Glibc)
import Glibc
#endif
import IntentKit
import Subprocess
import SystemPackage

/// The editor's side of one intent host (docs/INTENT-HOST.md): started on the first call, told
/// the protocol's version, asked over its standard input, answered on its standard output —
/// and survived. Every call has a deadline, so a host that hangs costs a "timed out", never a
/// frozen editor; a host that ends is started again on the next call, once, and after a second
/// end is reported with the last lines of its standard error; one that writes anything but
/// answers is told so and stopped. Answers may come in any order; each finds its call by id.
public actor IntentHostConnection {
    /// How the host is started.
    public let command: HostCommand
    /// The last lines the host wrote on its standard error, oldest first (kept for the message
    /// that reports its end, and for a log).
    public private(set) var lastWords: [String] = []
    /// The handshake's answer, once the host is running: its name and its intents.
    public private(set) var handshake: JSONValue?
    /// How many times the host has been started.
    public private(set) var starts = 0

    private var outgoing: AsyncStream<String>.Continuation?
    private var running: Task<Void, Never>?
    private var pending: [Int: CheckedContinuation<JSONValue, any Error>] = [:]
    /// Each waiting call's deadline, by id.
    private var deadlines: [Int: Task<Void, Never>] = [:]
    private var nextID = 1
    private var endings = 0
    private var givenUp: HostCallError?
    private var stopping = false
    /// Writing to a host that has just ended raises SIGPIPE, whose default ends the writer —
    /// the editor. Ignored once, before the first host starts, so the write fails instead and
    /// the host's end is told by its status.
    private static let ignoreBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    /// How many lines of standard error are kept.
    static let keptLines = 20

    /// A connection to the host `command` starts, kept by `HostSupervisor.shared` so that it is
    /// stopped with the others; nothing starts until the first call.
    ///
    /// `startDeadline` bounds starting the host and its handshake, apart from each call's own
    /// deadline: a host may take a while to start (`swift run` may build it first), an answer
    /// should not.
    public init(command: HostCommand, startDeadline: Duration = .seconds(60)) {
        self.command = command
        self.startDeadline = startDeadline
        HostSupervisor.shared.adopt(self)
    }

    /// How long starting the host and its handshake may take.
    public let startDeadline: Duration

    /// Whether the host's process is running.
    public var isRunning: Bool { running != nil }

    /// How many deadlines are still counting down: none once every call is answered.
    public var runningDeadlines: Int { deadlines.count }

    /// Asks the host, starting it first if it is not running; throws when there is no answer
    /// within `deadline`, the host refuses, or it is not (or no longer) usable.
    public func call(_ method: String, params: JSONValue = .object([]), deadline: Duration = .seconds(5)) async throws(HostCallError) -> JSONValue {
        try await ensureRunning()
        return try await send(method, params: params, deadline: deadline)
    }

    /// Ends the host: its input is closed (it ends on its own), and it is stopped if it does
    /// not. Calls waiting for an answer are told the host ended.
    public func stop() async {
        stopping = true
        outgoing?.finish()
        outgoing = nil
        let task = running
        if let task {
            // A host that does not end when its input does is stopped by the teardown.
            let watchdog = Task {
                try? await Task.sleep(for: .seconds(2))
                task.cancel()
            }
            await task.value
            watchdog.cancel()
        }
        running = nil
        stopping = false
    }

    // MARK: Starting

    private func ensureRunning() async throws(HostCallError) {
        if running != nil, handshake != nil { return }
        if let givenUp { throw givenUp }
        if running == nil { start() }
        let answer = try await send("handshake", params: .object([("protocol", .int(IntentHostServer.protocolVersion))]), deadline: startDeadline)
        handshake = answer
    }

    private func start() {
        Self.ignoreBrokenPipes
        starts += 1
        log("--- \(command.name) started (\(([command.executable] + command.arguments).joined(separator: " ")))\n")
        handshake = nil
        lastWords = []
        let (stream, continuation) = AsyncStream<String>.makeStream()
        outgoing = continuation
        let command = self.command
        running = Task { [weak self] in
            let status = await Self.run(command, lines: stream) { [weak self] line in
                await self?.received(line)
            } errorText: { [weak self] text in
                await self?.heard(text)
            }
            await self?.ended(status)
        }
    }

    /// Runs the host until it ends, writing `lines` to it and handing on what it writes.
    private static func run(_ command: HostCommand, lines: AsyncStream<String>,
                            received: @escaping @Sendable (String) async -> Void,
                            errorText: @escaping @Sendable (String) async -> Void) async -> String {
        var options = PlatformOptions()
        options.teardownSequence = [.gracefulShutDown(allowedDurationToNextStep: .milliseconds(500))]
        do {
            let result = try await Subprocess.run(
                .path(FilePath(command.executable)), arguments: Arguments(command.arguments),
                workingDirectory: command.directory.map { FilePath($0) }, platformOptions: options,
                input: .inputWriter, output: .sequence, error: .sequence
            ) { execution in
                let writer = execution.standardInputWriter
                let output = execution.standardOutput
                let errors = execution.standardError
                await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        // A host that has ended cannot be written to; its end is told by its status.
                        for await line in lines {
                            guard (try? await writer.write(Array((line + "\n").utf8))) != nil else { break }
                        }
                        try? await writer.finish()
                    }
                    group.addTask {
                        var pending: [UInt8] = []
                        for try await buffer in output {
                            pending += buffer.withUnsafeBytes { Array($0) }
                            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                                await received(String(decoding: pending[..<newline], as: UTF8.self))
                                pending.removeSubrange(...newline)
                            }
                        }
                    }
                    group.addTask {
                        for try await buffer in errors { await errorText(String(decoding: buffer.withUnsafeBytes { Array($0) }, as: UTF8.self)) }
                    }
                    // Its output and its errors end when it does; then the writer is let go.
                    for _ in 0..<2 { try? await group.next() }
                    group.cancelAll()
                }
            }
            return switch result.terminationStatus {
            case .exited(let code): "ended with status \(code)"
            case .signaled(let signal): "was stopped by signal \(signal)"
            }
        } catch {
            return "could not be started: \(error)"
        }
    }

    // MARK: Talking

    private func send(_ method: String, params: JSONValue, deadline: Duration) async throws(HostCallError) -> JSONValue {
        guard let outgoing else { throw HostCallError.ended(host: command.name, status: "is not running", lastWords: lastWords) }
        let id = nextID
        nextID += 1
        let line = HostRequest(id: id, method: method, params: params).line
        let host = command.name
        do {
            return try await withCheckedThrowingContinuation { continuation in
                pending[id] = continuation
                outgoing.yield(line)
                // Cancelled when the answer comes: a call leaves nothing waiting behind it.
                deadlines[id] = Task { [weak self] in
                    guard (try? await Task.sleep(for: deadline)) != nil else { return }
                    await self?.fail(id, with: .timedOut(host: host, seconds: Double(deadline.components.seconds)
                                                                + Double(deadline.components.attoseconds) / 1e18))
                }
            }
        } catch let error as HostCallError {
            throw error
        } catch {
            throw HostCallError.refused(String(describing: error))
        }
    }

    private func fail(_ id: Int, with error: HostCallError) {
        deadlines.removeValue(forKey: id)?.cancel()
        pending.removeValue(forKey: id)?.resume(throwing: error)
    }

    private func received(_ line: String) {
        guard !line.isEmpty else { return }
        guard let response = try? HostResponse(line: line), let id = response.id else {
            // The output can no longer be trusted: every waiting call hears why, and the host goes.
            for id in pending.keys { fail(id, with: .garbage(host: command.name, line: line)) }
            outgoing?.finish()
            outgoing = nil
            running?.cancel()
            return
        }
        guard let continuation = pending.removeValue(forKey: id) else { return }
        deadlines.removeValue(forKey: id)?.cancel()
        if let result = response.result {
            continuation.resume(returning: result)
        } else {
            continuation.resume(throwing: HostCallError.refused(response.error ?? "\(command.name) gave no answer"))
        }
    }

    private func heard(_ text: String) {
        log(text)
        lastWords += text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        if lastWords.count > Self.keptLines { lastWords.removeFirst(lastWords.count - Self.keptLines) }
    }

    /// Appends to the host's log file, when it has one; a log that cannot be written costs
    /// nothing but the log.
    private func log(_ text: String) {
        guard let path = command.logFile else { return }
        if !FileManager.default.fileExists(atPath: path) {
            try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
        guard let handle = FileHandle(forWritingAtPath: path) else { return }
        defer { try? handle.close() }
        _ = try? handle.seekToEnd()
        try? handle.write(contentsOf: Data(text.utf8))
    }

    private func ended(_ status: String) {
        log("--- \(command.name) \(status)\n")
        let error = HostCallError.ended(host: command.name, status: status, lastWords: lastWords)
        for id in pending.keys { fail(id, with: error) }
        running = nil
        outgoing = nil
        handshake = nil
        guard !stopping else { return }
        // Started again on the next call, once; a second end is reported from then on.
        endings += 1
        if endings >= 2 { givenUp = error }
    }
}
