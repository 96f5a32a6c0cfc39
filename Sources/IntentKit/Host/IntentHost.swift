import Dispatch
import Foundation

/// Turns a registry into an intent host: the `main` of an app developer's small executable,
/// so that the editor runs their queries, options providers and `perform()` live.
///
/// ```swift
/// @main struct MyIntents {
///     static func main() throws {
///         var registry = IntentRegistry()
///         try registry.register(SuggestTrails.self)
///         IntentHost.main(registry: registry, name: "MyIntents")
///     }
/// }
/// ```
///
/// `MyIntents serve` answers the protocol on standard input and output (docs/INTENT-HOST.md);
/// `MyIntents export FILE` writes the intents' definitions as a catalog the editor's library
/// reads (`catalogs/MyIntents.json`; `-` for standard output).
public enum IntentHost {
    /// Runs the mode `arguments` name and ends the process: 0 when it went well, 1 when the
    /// export could not be written, 2 for a mode it does not know.
    public static func main(registry: IntentRegistry, name: String, arguments: [String] = CommandLine.arguments) -> Never {
        let mode = arguments.dropFirst().first ?? ""
        switch mode {
        case "serve":
            serve(IntentHostServer(registry: registry, name: name))
            exit(0)
        case "export":
            exit(export(registry, app: name, to: arguments.dropFirst(2).first ?? "-"))
        default:
            FileHandle.standardError.write(Data("""
                usage: \(name) serve           answer the intent host protocol on standard input and output
                       \(name) export FILE     write the intents' definitions as a catalog (- for standard output)

                """.utf8))
            exit(2)
        }
    }

    /// Reads request lines until standard input ends, answering each as soon as it is
    /// answered: a slow query does not hold up the answers after it. Answers are written whole,
    /// one line each, never interleaved.
    static func serve(_ server: IntentHostServer) {
        let output = LineWriter(FileHandle.standardOutput)
        let questions = HostQuestions(output: output)
        let requests = HostRequests()
        let inFlight = DispatchGroup()
        while let line = readLine(strippingNewline: true) {
            guard !line.isEmpty, !questions.take(line), !requests.takeCancel(line) else { continue }
            inFlight.enter()
            let id = requests.register(line)
            let cancellation = id.map(requests.cancellation(of:)) ?? IntentCancellation()
            let task = Task {
                output.write(await server.answer(line, asking: questions.asker(for:), hearing: { ProgressLines(output: output, request: $0) },
                                                 cancellation: cancellation))
                if let id { requests.finished(id) }
                inFlight.leave()
            }
            if let id { requests.attach(task, to: id) }
        }
        questions.close()
        inFlight.wait()
    }

    /// The definitions as the library's JSON catalogs hold them.
    /// With the "Find <Entities>" action of every entity type whose query can filter, and the
    /// properties of each entity type an action outputs, as a host's `definitions` answers.
    package static func catalog(of registry: IntentRegistry, app: String? = nil) throws -> Data {
        // Queries are asked only when there is something to name (one entity each): a query
        // that can filter, or an action that outputs entities.
        let filtering = registry.allEntitySources.contains { $0.capabilities.contains(.propertyFilter) }
        let outputsEntities = registry.definitions.contains { if case .entity = $0.outputType?.elementType { true } else { false } }
        guard filtering || outputsEntities else { return try catalog(of: registry.definitions) }
        let described = waitBlocking {
            await registry.describingOutputEntities(registry.definitions + (filtering ? await registry.findDefinitions(app: app) : []))
        }
        return try catalog(of: described)
    }

    /// Definitions as the library's JSON catalogs hold them: a host's own, or those it answered.
    package static func catalog(of definitions: [IntentDefinition]) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(definitions) + Data("\n".utf8)
    }

    /// Writes the definitions as the library's JSON catalogs hold them.
    static func export(_ registry: IntentRegistry, app: String? = nil, to path: String) -> Int32 {
        do {
            let data = try catalog(of: registry, app: app)
            if path == "-" {
                FileHandle.standardOutput.write(data)
            } else {
                try data.write(to: URL(localPath: path), options: .atomic)
                // Its App Shortcuts beside it (`NAME.appshortcuts.json`), for the action library.
                if path.hasSuffix(".json"), !registry.appShortcuts.isEmpty {
                    let encoder = JSONEncoder()
                    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                    try encoder.encode(registry.appShortcuts).write(to: URL(localPath: String(path.dropLast(5)) + ".appshortcuts.json"), options: .atomic)
                }
            }
            return 0
        } catch {
            FileHandle.standardError.write(Data("cannot write \(path): \(error)\n".utf8))
            return 1
        }
    }
}

/// Lines written whole from any thread.
final class LineWriter: @unchecked Sendable {
    private let handle: FileHandle
    private let lock = NSLock()

    init(_ handle: FileHandle) {
        self.handle = handle
    }

    func write(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        handle.write(Data((line + "\n").utf8))
    }
}

/// A perform's progress as lines on the host's output.
struct ProgressLines: IntentProgressListening {
    let output: LineWriter
    let request: Int

    func progressed(_ report: IntentProgressReport) {
        guard let line = try? HostLines.encode(HostLines.Progress(for: request, report)) else { return }
        output.write(line)
    }
}
