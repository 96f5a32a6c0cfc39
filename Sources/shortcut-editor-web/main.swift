import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Get Contents of URL's request, made with URLSession in a program of its own: the editor is
// one static executable, and Foundation's networking links libcurl, which a static program
// cannot load. The editor runs this beside itself for each request (ShortcutRuntime's
// `HelperWeb`; docs/RUNTIME.md, "The web helper"):
// - the request is one JSON line on standard input: method, url, headers, body (Base64), the
//   most bytes the body may have (`limit`) and the seconds the whole request may take
//   (`deadline`);
// - the answer is one JSON line on standard output — {"status", "headers", "length"} followed
//   by exactly `length` bytes of body, or {"error"};
// - standard input stays open while the request runs: when it ends — the editor stopped the
//   request, or died, even by SIGKILL — this program ends at once.

ParentWatch.start()
guard let line = ParentWatch.requestLine(), let request = try? JSONDecoder().decode(HelperRequest.self, from: line),
      let url = URL(string: request.url) else {
    Reply.error("the request is not one this program reads")
}
let deadline = min(max(request.deadline ?? 60, 0.1), 3600)
var urlRequest = URLRequest(url: url, timeoutInterval: deadline)
urlRequest.httpMethod = request.method
for pair in request.headers where pair.count == 2 { urlRequest.setValue(pair[1], forHTTPHeaderField: pair[0]) }
if let body = request.body { urlRequest.httpBody = Data(base64Encoded: body) }

let collector = BodyCollector(limit: max(0, request.limit ?? 20_000_000))
let queue = OperationQueue()
queue.maxConcurrentOperationCount = 1
let session = URLSession(configuration: .ephemeral, delegate: collector, delegateQueue: queue)
session.dataTask(with: urlRequest).resume()
// URLSession's own timeout counts idle time only: a server trickling a byte every few seconds
// never trips it. This is the whole request's.
guard collector.done.wait(timeout: .now() + deadline) == .success else {
    Reply.error("no whole answer within \(Int(deadline)) s; the request was stopped")
}
collector.reply()
