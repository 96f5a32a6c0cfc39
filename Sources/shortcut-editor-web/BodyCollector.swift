import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Takes the answer as it arrives, up to `limit` bytes of body: one past it stops the request
/// ("too large") before it is held — an answer's size is the server's to choose.
final class BodyCollector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    let limit: Int
    /// Signalled once the request has ended, answered or not.
    let done = DispatchSemaphore(value: 0)
    // Written on the session's serial queue, read after `done`: the semaphore orders them.
    private var body = Data()
    private var response: HTTPURLResponse?
    private var failure: String?

    init(limit: Int) {
        self.limit = limit
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        self.response = response as? HTTPURLResponse
        if response.expectedContentLength > Int64(limit) {
            failure = tooLarge
            completionHandler(.cancel)
            return
        }
        completionHandler(.allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard failure == nil else { return }
        guard body.count + data.count <= limit else {
            failure = tooLarge
            body = Data()
            dataTask.cancel()
            return
        }
        body.append(data)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if failure == nil, let error { failure = error.localizedDescription }
        done.signal()
    }

    private var tooLarge: String { "the answer is too large: more than \(limit) bytes, the run's bound" }

    /// Writes what the request gave, once `done` is signalled.
    func reply() -> Never {
        if let failure { Reply.error(failure) }
        guard let response else { Reply.error("the answer was not HTTP") }
        var headers: [String: String] = [:]
        for (key, value) in response.allHeaderFields { headers[String(describing: key)] = String(describing: value) }
        Reply.answer(status: response.statusCode, headers: headers, body: body)
    }
}
