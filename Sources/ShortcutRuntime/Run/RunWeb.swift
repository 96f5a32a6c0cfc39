import Foundation
import IntentKit

/// An HTTP request as Get Contents of URL makes it.
public struct WebRequest: Sendable, Equatable {
    public var method: String
    public var url: String
    public var headers: [(String, String)]
    public var body: [UInt8]?

    public static func == (lhs: WebRequest, rhs: WebRequest) -> Bool {
        lhs.method == rhs.method && lhs.url == rhs.url && lhs.body == rhs.body
            && lhs.headers.map { [$0.0, $0.1] } == rhs.headers.map { [$0.0, $0.1] }
    }
}

/// The answer: its status, headers (names in lower case) and body.
public struct WebResponse: Sendable, Equatable {
    public var status: Int
    public var headers: [String: String]
    public var body: [UInt8]
}

/// Who makes a run's HTTP requests.
public protocol RunWeb: Sendable {
    func fetch(_ request: WebRequest) async throws -> WebResponse
}

/// HTTP through `shortcut-editor-web`, the small program built beside the editor that makes
/// the request with URLSession: Foundation's networking links libcurl, which the editor, one
/// static executable, cannot load. One process per request; the request and the answer are
/// one JSON object each on its standard input and output.
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
            folders.append(URL(fileURLWithPath: me).deletingLastPathComponent().path)
        }
        folders += (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for folder in folders {
            let candidate = URL(fileURLWithPath: folder).appendingPathComponent(programName)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return HelperWeb(program: candidate) }
        }
        return nil
    }

    public func fetch(_ request: WebRequest) async throws -> WebResponse {
        var members: [(key: String, value: JSONValue)] = [
            ("method", .string(request.method)), ("url", .string(request.url)),
            ("headers", .array(request.headers.map { .array([.string($0.0), .string($0.1)]) })),
        ]
        if let body = request.body { members.append(("body", .string(Data(body).base64EncodedString()))) }
        let output = try await Self.run(program, input: Data(JSONValue.object(members).compactText.utf8))
        guard let json = try? JSONValue.parse(Array(output)) else {
            throw WebFailure(message: "\(Self.programName) gave no answer")
        }
        if case .string(let message)? = json["error"] { throw WebFailure(message: message) }
        guard case .int(let status)? = json["status"] else { throw WebFailure(message: "\(Self.programName) gave no status") }
        var headers: [String: String] = [:]
        if case .object(let pairs)? = json["headers"] {
            for (key, value) in pairs { if case .string(let text) = value { headers[key.lowercased()] = text } }
        }
        let body: [UInt8] = if case .string(let encoded)? = json["body"], let data = Data(base64Encoded: encoded) { Array(data) } else { [] }
        return WebResponse(status: status, headers: headers, body: body)
    }

    /// Runs the helper with `input` on a thread of its own (waiting for a process must not hold
    /// one of the concurrency pool's few threads); what it wrote on standard output.
    private static func run(_ program: URL, input: Data) async throws -> Data {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                let process = Process()
                process.executableURL = program
                let stdin = Pipe(), stdout = Pipe()
                process.standardInput = stdin
                process.standardOutput = stdout
                process.standardError = FileHandle.nullDevice
                do {
                    try process.run()
                    stdin.fileHandleForWriting.write(input)
                    try stdin.fileHandleForWriting.close()
                    let output = stdout.fileHandleForReading.readDataToEndOfFile()
                    process.waitUntilExit()
                    continuation.resume(returning: output)
                } catch {
                    continuation.resume(throwing: WebFailure(message: "\(program.path) could not be started: \(error)"))
                }
            }.start()
        }
    }
}

/// Why a request got no answer, in words.
public struct WebFailure: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
