import FlyingFox
import Foundation
import IntentKit
import ShortcutRuntime
import Testing
import TestSupport

/// Get Contents of URL against a real server on loopback (FlyingFox), never a mock: the
/// method, the headers and the JSON, form or file body arrive as sent; a JSON answer is a
/// dictionary, a text one text.
@Suite(.offThePool, .serialized) struct GetContentsOfURLTests {
    /// A server that answers each request with what it received, as JSON.
    static func echoServer() async throws -> (HTTPServer, Task<Void, any Error>, UInt16) {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0))
        await server.appendRoute("/echo") { request in
            let body = String(decoding: try await request.bodyData, as: UTF8.self)
            let answer: [String: String] = [
                "method": request.method.rawValue, "type": request.headers[HTTPHeader("Content-Type")] ?? "",
                "token": request.headers[HTTPHeader("X-Token")] ?? "", "body": body,
            ]
            return HTTPResponse(statusCode: .ok, headers: [HTTPHeader("Content-Type"): "application/json"],
                                body: try JSONSerialization.data(withJSONObject: answer, options: [.sortedKeys]))
        }
        await server.appendRoute("/text") { _ in
            HTTPResponse(statusCode: .ok, headers: [HTTPHeader("Content-Type"): "text/plain"], body: Data("plain words".utf8))
        }
        let task = Task { try await server.run() }
        try await server.waitUntilListening(timeout: 120)
        switch await server.listeningAddress {
        case .ip4(_, let port)?: return (server, task, port)
        case let other: throw ServerAddressError(address: String(describing: other))
        }
    }

    @Test func aJSONPostWithAHeaderArrivesAndItsAnswerIsADictionary() async throws {
        let (_, task, port) = try await Self.echoServer()
        defer { task.cancel() }
        let ran = await run([
            Act("downloadurl", [("WFURL", P.plain("http://127.0.0.1:\(port)/echo")), ("WFHTTPMethod", .string("POST")),
                                ("WFHTTPHeaders", P.dictionary([("X-Token", 0, P.text(.text("secret")))])),
                                ("WFJSONValues", P.dictionary([("count", 3, P.text(.text("2"))), ("name", 0, P.text(.text("Ann")))]))], uuid: "G"),
            Act("getvalueforkey", [("WFInput", P.attachment(P.output("G"))), ("WFDictionaryKey", P.plain("body"))], uuid: "B"),
            Act("showresult", [("Text", P.text(P.output("B")))]),
            Act("showresult", [("Text", .dictionary(["Value": .dictionary(["string": .string("\u{FFFC} \u{FFFC} \u{FFFC}"), "attachmentsByRange": .dictionary([
                "{0, 1}": .dictionary(["Type": .string("ActionOutput"), "OutputUUID": .string(Act.uuid("G")), "Aggrandizements": .array([P.key("method")])]),
                "{2, 1}": .dictionary(["Type": .string("ActionOutput"), "OutputUUID": .string(Act.uuid("G")), "Aggrandizements": .array([P.key("token")])]),
                "{4, 1}": .dictionary(["Type": .string("ActionOutput"), "OutputUUID": .string(Act.uuid("G")), "Aggrandizements": .array([P.key("type")])]),
            ])]), "WFSerializationType": .string("WFTextTokenString")]))]),
        ])
        #expect(ran.failure == nil, "\(String(describing: ran.failure))")
        #expect(ran.shown == [#"{"count":2,"name":"Ann"}"#, "POST secret application/json"])
    }

    @Test func aFormBodyIsEncodedAndATextAnswerIsText() async throws {
        let (_, task, port) = try await Self.echoServer()
        defer { task.cancel() }
        let ran = await run([
            Act("downloadurl", [("WFURL", P.plain("http://127.0.0.1:\(port)/echo")), ("WFHTTPMethod", .string("PUT")), ("WFHTTPBodyType", .string("Form")),
                                ("WFFormValues", P.dictionary([("q", 0, P.text(.text("tea & cake")))]))], uuid: "G"),
            Act("getvalueforkey", [("WFInput", P.attachment(P.output("G"))), ("WFDictionaryKey", P.plain("body"))], uuid: "B"),
            Act("showresult", [("Text", P.text(P.output("B")))]),
            Act("downloadurl", [("WFURL", P.plain("http://127.0.0.1:\(port)/text"))], uuid: "T"),
            Act("showresult", [("Text", P.text(P.output("T")))]),
        ])
        #expect(ran.failure == nil, "\(String(describing: ran.failure))")
        #expect(ran.shown == ["q=tea+%26+cake", "plain words"])
    }

    @Test func anAddressThatIsNotOnTheWebFails() async {
        let ran = await run([Act("downloadurl", [("WFURL", P.plain("file:///etc/passwd"))])])
        #expect(ran.failure == .failed(action: 1, title: "downloadurl", message: "“file:///etc/passwd” is not a web address"))
    }
}

struct ServerAddressError: Error {
    var address: String
}
