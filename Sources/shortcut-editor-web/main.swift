import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Get Contents of URL's request, made with URLSession in a program of its own: the editor is
// one static executable, and Foundation's networking links libcurl, which a static program
// cannot load. The editor runs this beside itself for each request (ShortcutRuntime's
// `HelperWeb`): the request as one JSON object on standard input, the answer as one on
// standard output — {"status", "headers", "body" (Base64)}, or {"error"} with status 1.

struct Request: Decodable {
    var method: String
    var url: String
    var headers: [[String]]
    var body: String?
    var timeout: Double?
}

struct Answer: Encodable {
    var status: Int?
    var headers: [String: String]?
    var body: String?
    var error: String?
}

func reply(_ answer: Answer) -> Never {
    FileHandle.standardOutput.write((try? JSONEncoder().encode(answer)) ?? Data(#"{"error":"the answer could not be written"}"#.utf8))
    exit(answer.error == nil ? 0 : 1)
}

let input = FileHandle.standardInput.readDataToEndOfFile()
guard let request = try? JSONDecoder().decode(Request.self, from: input), let url = URL(string: request.url) else {
    reply(Answer(error: "the request is not one this program reads"))
}
var urlRequest = URLRequest(url: url, timeoutInterval: request.timeout ?? 60)
urlRequest.httpMethod = request.method
for pair in request.headers where pair.count == 2 { urlRequest.setValue(pair[1], forHTTPHeaderField: pair[0]) }
if let body = request.body { urlRequest.httpBody = Data(base64Encoded: body) }

let done = DispatchSemaphore(value: 0)
nonisolated(unsafe) var answer = Answer()
URLSession.shared.dataTask(with: urlRequest) { data, response, error in
    if let error {
        answer = Answer(error: error.localizedDescription)
    } else if let http = response as? HTTPURLResponse {
        var headers: [String: String] = [:]
        for (key, value) in http.allHeaderFields { headers[String(describing: key)] = String(describing: value) }
        answer = Answer(status: http.statusCode, headers: headers, body: (data ?? Data()).base64EncodedString())
    } else {
        answer = Answer(error: "the answer was not HTTP")
    }
    done.signal()
}.resume()
done.wait()
reply(answer)
