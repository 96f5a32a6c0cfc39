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

    static func fetch(_ request: HelperRequest, deadline seconds: Double) async -> Result<Answer, Failure> {
        let limit = max(0, request.limit ?? 20_000_000)
        // The shared client needs no shutdown: the program ends with its one request.
        let client = HTTPClient.shared
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
            return .failure(Failure(message: String(describing: error)))
        }
    }

    static func tooLarge(_ limit: Int) -> String {
        "the answer is too large: more than \(limit) bytes, the run's bound"
    }
}
