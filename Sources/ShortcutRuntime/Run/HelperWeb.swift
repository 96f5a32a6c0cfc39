import Foundation
import IntentKit

/// HTTP through `shortcut-editor-web`, the small program built beside the editor that makes
/// the request with AsyncHTTPClient: networking — its event loops, TLS, and whatever a hostile
/// server answers — stays out of the editor's process, and out of its static executable (it
/// began as the way around FoundationNetworking's libcurl, which that executable cannot
/// load). One process per request (the exchange is described at the
/// top of its main.swift and in docs/RUNTIME.md).
///
/// The helper is reaped on every path: it runs in a process group of its own (the terminal's
/// ^C reaches the editor, which decides), a stopped run cancels the request and the helper is
/// ended (SIGTERM, then SIGKILL), and its standard input stays open until the answer is read,
/// so an editor that dies any way at all ends the helper with it.
public struct HelperWeb: RunWeb {
    public static let programName = "shortcut-editor-web"
    public let program: URL

    public init(program: URL) {
        self.program = program
    }

    /// The helper beside this program, else on `PATH`; nil when there is none.
    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> HelperWeb? {
        var folders: [String] = []
        if let me = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            folders.append(URL(localPath: me).deletingLastPathComponent().path)
        }
        folders += (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for folder in folders {
            let candidate = URL(localPath: folder).appendingPathComponent(programName)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return HelperWeb(program: candidate) }
        }
        return nil
    }

    public func fetch(_ request: WebRequest) async throws -> WebResponse {
        if let problem = request.problem { throw WebFailure(message: problem) }
        let seconds = Double(request.deadline.components.seconds) + Double(request.deadline.components.attoseconds) / 1e18
        var members: [(key: String, value: JSONValue)] = [
            ("method", .string(request.method)), ("url", .string(request.url)),
            ("headers", .array(request.headers.map { .array([.string($0.0), .string($0.1)]) })),
            ("limit", .int(request.maximumBytes)), ("deadline", .double(seconds)),
        ]
        if let body = request.body { members.append(("body", .string(Data(body).base64EncodedString()))) }
        let line = Array((JSONValue.object(members).compactText + "\n").utf8)
        // The helper keeps its own deadline; this one is for a helper that does not. Its input
        // stays open while it works: an editor that dies closes it, and the helper ends.
        let output: [UInt8]
        do {
            output = try await BoundedProcess.run(program.path, input: line, holdingInput: true, limit: request.maximumBytes + Self.headRoom,
                                                  deadline: request.deadline + .seconds(5), name: Self.programName).output
        } catch let failure as BoundedProcess.Failure {
            throw WebFailure(message: failure.description)
        }
        return try Self.answer(output)
    }

    /// Room for the answer's head line beside the body.
    static let headRoom = 1 << 20

    /// Reads the helper's answer: a JSON head line, then the body's bytes.
    static func answer(_ output: [UInt8]) throws -> WebResponse {
        guard let newline = output.firstIndex(of: UInt8(ascii: "\n")), let head = try? JSONValue.parse(Array(output[..<newline])) else {
            throw WebFailure(message: "\(programName) gave no answer")
        }
        if case .string(let message)? = head["error"] { throw WebFailure(message: message) }
        guard case .int(let status)? = head["status"], case .int(let length)? = head["length"],
              length >= 0, output.count - newline - 1 == length else {
            throw WebFailure(message: "\(programName) gave an incomplete answer")
        }
        var headers: [String: String] = [:]
        if case .object(let pairs)? = head["headers"] {
            for (key, value) in pairs { if case .string(let text) = value { headers[key.lowercased()] = text } }
        }
        return WebResponse(status: status, headers: headers, body: Array(output[(newline + 1)...]))
    }
}
