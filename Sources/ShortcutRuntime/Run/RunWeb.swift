import Foundation
import IntentKit

/// An HTTP request as Get Contents of URL makes it.
public struct WebRequest: Sendable, Equatable {
    public var method: String
    public var url: String
    public var headers: [(String, String)]
    public var body: [UInt8]?
    /// The most bytes the answer's body may have: the run's bound.
    public var maximumBytes: Int
    /// How long the whole request may take, from the first byte to the last.
    public var deadline: Duration

    public init(method: String, url: String, headers: [(String, String)] = [], body: [UInt8]? = nil,
                maximumBytes: Int = RunLimits.standard.maximumSize, deadline: Duration = .seconds(60)) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.maximumBytes = maximumBytes
        self.deadline = deadline
    }

    public static func == (lhs: WebRequest, rhs: WebRequest) -> Bool {
        lhs.method == rhs.method && lhs.url == rhs.url && lhs.body == rhs.body
            && lhs.headers.map { [$0.0, $0.1] } == rhs.headers.map { [$0.0, $0.1] }
            && lhs.maximumBytes == rhs.maximumBytes && lhs.deadline == rhs.deadline
    }
}

/// The answer: its status, headers (names in lower case) and body.
public struct WebResponse: Sendable, Equatable {
    public var status: Int
    public var headers: [String: String]
    public var body: [UInt8]

    public init(status: Int, headers: [String: String], body: [UInt8]) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// Who makes a run's HTTP requests.
public protocol RunWeb: Sendable {
    /// The answer to `request`, within its deadline and bound; throws `WebFailure` saying why
    /// there is none, or `CancellationError` when the run is stopped.
    func fetch(_ request: WebRequest) async throws -> WebResponse
}

/// Why a request got no answer, in words.
public struct WebFailure: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
