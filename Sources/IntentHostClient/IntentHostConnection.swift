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
    public nonisolated let command: HostCommand
    /// The last lines the host wrote on its standard error, oldest first (kept for the message
    /// that reports its end, and for a log).
    public private(set) var lastWords: [String] = []
    /// The handshake's answer, once the host is running: its name and its intents.
    package private(set) var handshake: HandshakeCall.Answer?
    /// How many times the host has been started.
    public private(set) var starts = 0

    private var outgoing: AsyncStream<String>.Continuation?
    private var running: Task<Void, Never>?
    /// Each waiting call's continuation, by id; it is given the reply's line, which the call
    /// reads as its own method's answer.
    private var pending: [Int: CheckedContinuation<[UInt8], any Error>] = [:]
    /// Each waiting call's deadline, by id.
    private var deadlines: [Int: Task<Void, Never>] = [:]
    /// Who answers the questions a call's perform puts to the person, by the call's id.
    private var askers: [Int: any PersonAsking] = [:]
    /// Who hears how far a call's perform has got, by the call's id.
    private var listeners: [Int: any IntentProgressListening] = [:]
    /// The calls that are performs: only they are told to cancel (a query's answer is dropped).
    private var performs: Set<Int> = []
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
    /// The longest answer line read: far past any real answer (a query's thousands of
    /// entities are a few MiB), well short of exhausting memory.
    static let maximumAnswerBytes = 64 << 20
    /// How large the host's log grows before it is moved to `NAME.log.1` (replacing the one
    /// before) and started again: a host that writes without end costs two of these on disk.
    static let maximumLogBytes = 4 << 20

    /// A connection to the host `command` starts, kept by `HostSupervisor.shared` so that it is
    /// stopped with the others; nothing starts until the first call.
    ///
    /// `startDeadline` bounds starting the host and its handshake, apart from each call's own
    /// deadline: a host may take a while to start (`swift run` may build it first), an answer
    /// should not.
    ///
    /// An unsupervised connection (a short probe its owner stops) is not kept: the supervisor
    /// keeps every connection it is given for the life of the process.
    public init(command: HostCommand, startDeadline: Duration = .seconds(60), supervised: Bool = true) {
        self.command = command
        self.startDeadline = startDeadline
        if supervised { HostSupervisor.shared.adopt(self) }
    }

    /// How long starting the host and its handshake may take.
    public let startDeadline: Duration

    /// Whether the host's process is running.
    public var isRunning: Bool { running != nil }

    /// How many deadlines are still counting down: none once every call is answered.
    public var runningDeadlines: Int { deadlines.count }

    /// Asks the host, starting it first if it is not running; throws when there is no answer
    /// within `deadline`, the host refuses, or it is not (or no longer) usable.
    ///
    /// A perform's questions for the person (docs/INTENT-HOST.md, "Questions") go to `asking`;
    /// the deadline waits while the person answers. Without one they are answered "nobody can
    /// be asked here", and the perform fails with that.
    ///
    /// A perform's progress goes to `hearing`, and each report starts the deadline again: a
    /// perform that says how far it has got is not stopped for taking long.
    package func call<Call: HostCall>(_ call: Call, deadline: Duration = .seconds(5), asking: (any PersonAsking)? = nil,
                                      hearing: (any IntentProgressListening)? = nil) async throws(HostCallError) -> Call.Answer {
        try await ensureRunning()
        return try await send(call, deadline: deadline, asking: asking, hearing: hearing)
    }

    /// Starts the host and waits for its handshake, if it is not running: a rebuilt host is
    /// started before anyone asks, so the first query does not wait for it.
    public func warmUp() async throws(HostCallError) {
        try await ensureRunning()
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

    /// Ends the host's process and forgets that it failed: its program was built again, and
    /// the next call starts the new one. Until then, nothing runs.
    public func restart() async {
        await stop()
        endings = 0
        givenUp = nil
    }

    // MARK: Starting

    private func ensureRunning() async throws(HostCallError) {
        if running != nil, handshake != nil { return }
        if let givenUp { throw givenUp }
        if running == nil { start() }
        do {
            handshake = try await send(HandshakeCall(protocol: IntentHostServer.protocolVersion), deadline: startDeadline)
        } catch .refused(let message) where message.contains("speaks protocol") {
            // A host built against another IntentKit: said as what to do, not as a refusal.
            throw .refused("\(command.name) was built with another version of IntentKit (\(message)); this editor speaks protocol "
                           + "\(IntentHostServer.protocolVersion): rebuild it against this editor's IntentKit")
        }
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
                            received: @escaping @Sendable (AnswerLines.Line) async -> Void,
                            errorText: @escaping @Sendable (String) async -> Void) async -> String {
        var options = PlatformOptions()
        // The host leads a process group of its own, and the whole group is stopped: a host
        // started through `sh -c` or a launcher script leaves no child behind the wrapper.
        options.processGroupID = 0
        options.teardownSequence = [.gracefulShutDown(toProcessGroup: true, allowedDurationToNextStep: .milliseconds(500))]
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
                        var lines = AnswerLines(maximumLength: maximumAnswerBytes)
                        for try await buffer in output {
                            for line in buffer.withUnsafeBytes({ lines.append($0) }) { await received(line) }
                        }
                    }
                    group.addTask {
                        for try await buffer in errors { await errorText(String(decoding: buffer.withUnsafeBytes { Array($0) }, as: UTF8.self)) }
                    }
                    // Its output and its errors end when it does; then the writer is let go.
                    for _ in 0..<2 { try? await group.next() }
                    group.cancelAll()
                }
                // What the host left in its group goes with it. Here, before the host is
                // reaped: its id cannot have been given to another process yet.
                ProcessGroup.end(execution.processIdentifier.value)
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

    private func send<Call: HostCall>(_ call: Call, deadline: Duration, asking: (any PersonAsking)? = nil,
                                      hearing: (any IntentProgressListening)? = nil) async throws(HostCallError) -> Call.Answer {
        let reply = try await exchange(call, deadline: deadline, asking: asking, hearing: hearing)
        let read: HostLines.Reply<Call.Answer>
        do {
            read = try HostLines.decode(HostLines.Reply<Call.Answer>.self, from: reply)
        } catch {
            throw HostCallError.refused("\(command.name) answered \(Call.method.rawValue) with something else: \(error)")
        }
        if let error = read.error { throw HostCallError.refused(error.message) }
        guard let result = read.result else { throw HostCallError.refused("\(command.name) gave no answer") }
        return result
    }

    /// Writes the request and waits for its reply's line.
    private func exchange<Call: HostCall>(_ call: Call, deadline: Duration, asking: (any PersonAsking)?,
                                          hearing: (any IntentProgressListening)?) async throws(HostCallError) -> [UInt8] {
        guard let outgoing else { throw HostCallError.ended(host: command.name, status: "is not running", lastWords: lastWords) }
        let id = nextID
        nextID += 1
        let line: String
        do {
            line = try HostLines.encode(HostLines.Request(id: id, call))
        } catch {
            throw HostCallError.refused("\(Call.method.rawValue) not sent: \(error)")
        }
        do {
            // A stopped run stops waiting at once: the call is failed as cancelled, and its
            // answer, should it come, finds nobody waiting.
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    pending[id] = continuation
                    askers[id] = asking
                    listeners[id] = hearing
                    if Call.method == .perform { performs.insert(id) }
                    outgoing.yield(line)
                    arm(id, deadline)
                    if Task.isCancelled { cancel(id, because: .userCancelled) }
                }
            } onCancel: {
                Task { await self.cancel(id, because: .userCancelled) }
            }
        } catch let error as HostCallError {
            throw error
        } catch {
            throw HostCallError.refused(String(describing: error))
        }
    }

    /// Starts call `id`'s deadline, cancelled when the answer comes: a call leaves nothing
    /// waiting behind it.
    private func arm(_ id: Int, _ deadline: Duration) {
        let host = command.name
        deadlines[id] = Task { [weak self] in
            guard (try? await Task.sleep(for: deadline)) != nil else { return }
            await self?.cancel(id, because: .timeout, error: .timedOut(host: host, seconds: Double(deadline.components.seconds)
                                                                            + Double(deadline.components.attoseconds) / 1e18))
        }
        deadlineLengths[id] = deadline
    }

    /// Stops waiting for call `id`, and when it is a perform tells the host to cancel it (a
    /// `CancellableIntent` hears why); the answer, should it come, finds nobody waiting. A
    /// superseded query is only dropped: a host may answer it, and hosts written by hand for
    /// queries alone need never read a cancel line.
    private func cancel(_ id: Int, because reason: IntentCancellationReason, error: HostCallError? = nil) {
        guard pending[id] != nil else { return }
        if performs.contains(id), let line = try? HostLines.encode(HostLines.Cancel(id, because: reason)) { outgoing?.yield(line) }
        fail(id, with: error ?? .cancelled(host: command.name))
    }

    private var deadlineLengths: [Int: Duration] = [:]

    private func fail(_ id: Int, with error: HostCallError) {
        finish(id)?.resume(throwing: error)
    }

    /// What is left of call `id` once it is answered or failed: its continuation, if still waiting.
    private func finish(_ id: Int) -> CheckedContinuation<[UInt8], any Error>? {
        deadlines.removeValue(forKey: id)?.cancel()
        deadlineLengths.removeValue(forKey: id)
        askers.removeValue(forKey: id)
        listeners.removeValue(forKey: id)
        performs.remove(id)
        return pending.removeValue(forKey: id)
    }

    private func received(_ read: AnswerLines.Line) {
        guard case .line(let bytes) = read else {
            for id in pending.keys { fail(id, with: .tooLarge(host: command.name, limit: Self.maximumAnswerBytes)) }
            outgoing?.finish()
            outgoing = nil
            running?.cancel()
            return
        }
        guard !bytes.isEmpty else { return }
        // A question, or the reply to the call its id names; anything else is garbage.
        let kind = try? HostLines.decode(HostLines.Kind.self, from: bytes)
        if kind?.ask != nil, let question = try? HostLines.decode(HostLines.Question.self, from: bytes) {
            asked(question)
            return
        }
        if kind?.progress != nil, let progress = try? HostLines.decode(HostLines.Progress.self, from: bytes) {
            progressed(progress)
            return
        }
        guard let id = kind?.id else {
            // The output can no longer be trusted: every waiting call hears why, and the host goes.
            let line = String(decoding: bytes, as: UTF8.self)
            for id in pending.keys { fail(id, with: .garbage(host: command.name, line: line)) }
            outgoing?.finish()
            outgoing = nil
            running?.cancel()
            return
        }
        finish(id)?.resume(returning: Array(bytes))
    }

    /// A perform asks the person: its deadline waits while they answer, then starts again.
    private func asked(_ question: HostLines.Question) {
        let call = question.for
        let asker = askers[call]
        let length = deadlineLengths[call]
        deadlines.removeValue(forKey: call)?.cancel()
        Task {
            var reply: HostLines.Answer
            do {
                guard let asker else { throw IntentNeedsPersonError(request: "an answer to “\(question.question.prompt)”") }
                reply = HostLines.Answer(answer: question.ask, result: try await asker.ask(question.question))
            } catch {
                reply = HostLines.Answer(answer: question.ask, error: String(describing: error))
            }
            let line = (try? HostLines.encode(reply)) ?? (try? HostLines.encode(HostLines.Answer(answer: question.ask, error: "the answer cannot be written as JSON")))
            self.replied(line ?? "", call: call, deadline: length)
        }
    }

    /// A perform says how far it has got: its listener hears it, and its deadline starts again
    /// (unless the person is being asked, when none counts).
    private func progressed(_ progress: HostLines.Progress) {
        let call = progress.progress
        guard pending[call] != nil else { return }
        listeners[call]?.progressed(progress.report)
        if deadlines[call] != nil, let length = deadlineLengths[call] {
            deadlines.removeValue(forKey: call)?.cancel()
            arm(call, length)
        }
    }

    private func replied(_ line: String, call: Int, deadline: Duration?) {
        outgoing?.yield(line)
        if pending[call] != nil, let deadline { arm(call, deadline) }
    }

    private func heard(_ text: String) {
        log(text)
        lastWords += text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        if lastWords.count > Self.keptLines { lastWords.removeFirst(lastWords.count - Self.keptLines) }
    }

    /// Appends to the host's log file, when it has one, moving it to `NAME.log.1` once it is
    /// past `maximumLogBytes`; a log that cannot be written costs nothing but the log.
    private func log(_ text: String) {
        guard let path = command.logFile else { return }
        HostLog(path: path, maximumBytes: Self.maximumLogBytes).append(Data(text.utf8))
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
