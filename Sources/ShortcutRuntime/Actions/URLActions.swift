import Foundation
import IntentKit

/// The web: URL, URL Encode, and Get Contents of URL — a real request (method, headers, a
/// JSON, form or file body, made by the run's `RunWeb`) whose answer is a dictionary when it is
/// JSON, else text or a file.
enum URLActions {
    static let handlers: [String: ActionHandler] = [
        "url": { call in
            let urls = try await call.value("WFURLActionURL")?.items ?? []
            return urls.count == 1 ? .url(urls[0].text) : .list(urls.map { .url($0.text) })
        },
        "urlencode": { call in
            let text = try await call.input().text
            if try await call.text("WFEncodeMode") == "Decode" { return .text(text.removingPercentEncoding ?? text) }
            var allowed = CharacterSet.alphanumerics
            allowed.insert(charactersIn: "-._~")
            return .text(text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text)
        },
        "downloadurl": download,
    ]

    private static let download: ActionHandler = { call in
        let address = try await call.input("WFURL").text
        guard let url = URL(string: address), url.scheme == "http" || url.scheme == "https" else {
            throw call.failure("“\(address)” is not a web address")
        }
        var request = WebRequest(method: try await call.text("WFHTTPMethod") ?? "GET", url: address,
                                 maximumBytes: call.run.environment.limits.maximumSize, deadline: call.run.environment.limits.requestDeadline)
        for (key, value) in try await call.value("WFHTTPHeaders")?.dictionary?.entries ?? [] {
            request.headers.append((key, value.text))
        }
        if request.method != "GET" {
            switch try await call.text("WFHTTPBodyType") ?? "JSON" {
            case "Form":
                let fields = try await call.value("WFFormValues")?.dictionary?.entries ?? []
                request.body = Array(fields.map { "\(formEncoded($0.key))=\(formEncoded($0.value.text))" }.joined(separator: "&").utf8)
                request.headers.append(("Content-Type", "application/x-www-form-urlencoded"))
            case "File":
                let body = try await call.value("WFRequestVariable") ?? .nothing
                request.body = EncodingActions.bytes(of: body)
            default:
                let json = try await call.value("WFJSONValues") ?? .dictionary(RuntimeDictionary())
                request.body = Array(json.json.compactText.utf8)
                request.headers.append(("Content-Type", "application/json"))
            }
        }
        let response = try await call.fetch(request, purpose: "get \(address)")
        if response.status >= 400 { call.warn("\(address) answered with status \(response.status)") }
        let type = response.headers["content-type"] ?? ""
        if type.contains("json"), let json = try? JSONValue.parse(response.body) { return RuntimeValue(json: json) }
        if type.hasPrefix("text/") || type.isEmpty || type.contains("xml") { return .text(String(decoding: response.body, as: UTF8.self)) }
        return .file(RuntimeFile(name: url.lastPathComponent.isEmpty ? "Contents" : url.lastPathComponent, bytes: response.body))
    }

    private static func formEncoded(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._*")
        return (text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text).replacingOccurrences(of: "%20", with: "+")
    }
}
