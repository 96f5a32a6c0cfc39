import Foundation
import IntentKit
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The web: URL, URL Encode, and Get Contents of URL — a real request (method, headers, a
/// JSON, form or file body) whose answer is a dictionary when it is JSON, else text or a file.
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
        var request = URLRequest(url: url)
        let method = try await call.text("WFHTTPMethod") ?? "GET"
        request.httpMethod = method
        for (key, value) in try await call.value("WFHTTPHeaders")?.dictionary?.entries ?? [] {
            request.setValue(value.text, forHTTPHeaderField: key)
        }
        if method != "GET" {
            switch try await call.text("WFHTTPBodyType") ?? "JSON" {
            case "Form":
                let fields = try await call.value("WFFormValues")?.dictionary?.entries ?? []
                request.httpBody = Data(fields.map { "\(formEncoded($0.key))=\(formEncoded($0.value.text))" }.joined(separator: "&").utf8)
                request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
            case "File":
                let body = try await call.value("WFRequestVariable") ?? .nothing
                if case .file(let file) = body { request.httpBody = Data(file.bytes) } else { request.httpBody = Data(body.text.utf8) }
            default:
                let json = try await call.value("WFJSONValues") ?? .dictionary(RuntimeDictionary())
                request.httpBody = Data(json.json.compactText.utf8)
                request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            }
        }
        let (data, response): (Data, URLResponse)
        do {
            (data, response) = try await URLSession.shared.data(for: request)
        } catch let error as URLError {
            throw call.failure("could not get \(address): \(error.localizedDescription)")
        }
        if let status = (response as? HTTPURLResponse)?.statusCode, status >= 400 {
            call.warn("\(address) answered with status \(status)")
        }
        let type = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type") ?? ""
        if type.contains("json"), let json = try? JSONValue.parse(Array(data)) { return RuntimeValue(json: json) }
        if type.hasPrefix("text/") || type.isEmpty || type.contains("xml") { return .text(String(decoding: data, as: UTF8.self)) }
        return .file(RuntimeFile(name: response.suggestedFilename ?? url.lastPathComponent, bytes: Array(data)))
    }

    private static func formEncoded(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._*")
        return (text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text).replacingOccurrences(of: "%20", with: "+")
    }
}
