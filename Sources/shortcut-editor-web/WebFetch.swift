import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// One request, made with AsyncHTTPClient: redirects followed (up to five, to the web only), the body read
/// in pieces up to the limit, the whole exchange within the deadline.
enum WebFetch {
    struct Answer {
        var status: Int
        var headers: [String: String]
        var body: Data
    }

    struct Failure: Error {
        var message: String
    }

    /// The program's one client, never shut down: the program ends with its one request.
    /// Redirects: five at most, as the docs say; a compressed answer may inflate 25 times at
    /// most (a zip bomb is refused), and what it inflates to is still held to the limit.
    static let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)

    private static var configuration: HTTPClient.Configuration {
        var configuration = HTTPClient.Configuration(
            certificateVerification: .fullVerification,
            redirectConfiguration: .follow(max: 5, allowCycles: false),
            timeout: HTTPClient.Configuration.Timeout(connect: .seconds(30)),
            decompression: .enabled(limit: .ratio(25)))
        // One request per process: a refused connection is said at once, where the pool's
        // retries with back-off took the whole 30 s connect timeout to report it.
        configuration.connectionPool.retryConnectionEstablishment = false
        return configuration
    }

    static func fetch(_ request: HelperRequest, deadline seconds: Double) async -> Result<Answer, Failure> {
        // The web only: AsyncHTTPClient would also reach a local socket (`http+unix://`).
        guard let address = URL(string: request.url), ["http", "https"].contains(address.scheme?.lowercased() ?? ""),
              !(address.host ?? "").isEmpty else {
            return .failure(Failure(message: "only http and https addresses are fetched"))
        }
        let limit = max(0, request.limit ?? 20_000_000)
        let client = Self.client
        var outgoing = HTTPClientRequest(url: request.url)
        outgoing.method = HTTPMethod(rawValue: request.method)
        for pair in request.headers where pair.count == 2 { outgoing.headers.add(name: pair[0], value: pair[1]) }
        if let body = request.body, let bytes = Data(base64Encoded: body) { outgoing.body = .bytes(ByteBuffer(bytes: bytes)) }
        let whole = NIODeadline.now() + .nanoseconds(Int64(seconds * 1e9))
        do {
            let response = try await client.execute(outgoing, deadline: whole)
            if let length = response.headers.first(name: "content-length").flatMap(Int.init), length > limit {
                return .failure(Failure(message: tooLarge(limit)))
            }
            var body = Data()
            for try await piece in response.body {
                guard body.count + piece.readableBytes <= limit else { return .failure(Failure(message: tooLarge(limit))) }
                body.append(contentsOf: piece.readableBytesView)
                if NIODeadline.now() > whole { return .failure(Failure(message: "no whole answer within \(Int(seconds)) s; the request was stopped")) }
            }
            var headers: [String: String] = [:]
            for (name, value) in response.headers {
                headers[name] = headers[name].map { $0 + ", " + value } ?? value
            }
            return .success(Answer(status: Int(response.status.code), headers: headers, body: body))
        } catch let error as HTTPClientError where error == .deadlineExceeded || error == .readTimeout {
            return .failure(Failure(message: "no whole answer within \(Int(seconds)) s; the request was stopped"))
        } catch {
            let said = String(describing: error)
            if said.contains("Connection refused") {
                return .failure(Failure(message: "the connection was refused: nothing answers at \(address.host ?? "")\(address.port.map { ":\($0)" } ?? "")"))
            }
            return .failure(Failure(message: said))
        }
    }

    static func tooLarge(_ limit: Int) -> String {
        "the answer is too large: more than \(limit) bytes, the run's bound"
    }
}
