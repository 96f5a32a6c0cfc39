import FlyingFox
import Foundation
import Testing
import TestSupport

/// `import URL` for iCloud links, against a server on loopback that answers as Apple's
/// records endpoint does (`SHORTCUT_EDITOR_ICLOUD_API` names it): the record's file is stored
/// byte for byte under the record's name, and `show` reads it. Every failure — an unknown id, a
/// deleted record, a malformed answer, a file past the bound, no network, a file that is no
/// shortcut — says so and leaves the library as it was.
@Suite(.offThePool, .serialized) struct ICloudImportTests {
    /// A shortcut file made by the editor itself (`convert`): Apple's binary property list.
    static func shortcutFile() throws -> Data {
        let source = TestScratch.path("shared", suffix: ".shortcut.json")
        try Data(#"""
            {"formatVersion": 1, "name": "Shared", "created": "2026-11-26T00:00:00Z", "modified": "2026-11-26T00:00:00Z", "actions": [
              {"id": "5C3B8E11-2D4F-4A8B-9C0D-7E6F5A4B3C21", "intent": "is.workflow.actions.comment",
               "values": {"WFCommentActionText": "from iCloud"}}]}
            """#.utf8).write(to: source)
        let output = TestScratch.path("shared", suffix: ".shortcut")
        let converted = try CommandLineTests().run(["convert", source.path, output.path])
        guard converted.status == 0 else { throw ServerFailure(description: "convert failed: \(converted.output)") }
        return try Data(contentsOf: output)
    }

    /// The records endpoint: each id's answer, and the files its records point to.
    static func server(records: [String: (status: HTTPStatusCode, body: String)], assets: [String: Data]) async throws -> (Task<Void, any Error>, UInt16) {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0))
        await server.appendRoute("GET /shortcuts/api/records/*") { request in
            let id = String(request.path.split(separator: "/").last ?? "")
            guard let (status, body) = records[id] else { return HTTPResponse(statusCode: .notFound) }
            return HTTPResponse(statusCode: status, headers: [HTTPHeader("Content-Type"): "application/json"], body: Data(body.utf8))
        }
        await server.appendRoute("GET /assets/*") { request in
            let name = request.path.split(separator: "/").dropLast().last.map(String.init) ?? ""
            guard let data = assets[name] else { return HTTPResponse(statusCode: .notFound) }
            return HTTPResponse(statusCode: .ok, body: data)
        }
        let task = Task { try await server.run() }
        try await server.waitUntilListening(timeout: 120)
        guard case .ip4(_, let port)? = await server.listeningAddress else { throw ServerFailure(description: "no address") }
        return (task, port)
    }

    /// A record as the endpoint gives it, its file at `/assets/NAME/${f}`.
    static func record(name: String, asset: String, port: UInt16, size: Int = 1000, field: String = "shortcut") -> String {
        #"""
        {"recordName": "F00836BE-CD28-4510-9809-720D2A70E32F", "recordType": "SharedShortcut", "deleted": false,
         "fields": {"name": {"value": "\#(name)", "type": "STRING"},
                    "icon_color": {"value": 4282601983, "type": "NUMBER_INT64"}, "icon_glyph": {"value": 59790, "type": "NUMBER_INT64"},
                    "\#(field)": {"value": {"fileChecksum": "x", "size": \#(size),
                                          "downloadURL": "http://127.0.0.1:\#(port)/assets/\#(asset)/${f}?o=1"}, "type": "ASSETID"}}}
        """#
    }

    static let good = "0123456789abcdef0123456789abcdef"

    func importing(_ link: String, port: UInt16, library: URL) throws -> CommandLineTests.Run {
        try CommandLineTests().run(["import", link, "--library", library.path],
                                   environment: ["SHORTCUT_EDITOR_ICLOUD_API": "http://127.0.0.1:\(port)"])
    }

    func shortcuts(in library: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: library.appendingPathComponent("shortcuts").path))?.sorted() ?? []
    }

    @Test func aLinksShortcutIsStoredByteForByteUnderItsName() async throws {
        let file = try Self.shortcutFile()
        let (task, port) = try await Self.server(records: [:], assets: ["shared": file])
        defer { task.cancel() }
        // The record names the files' server by the port it got.
        let (recordTask, recordPort) = try await Self.server(records: [Self.good: (.ok, Self.record(name: "Morning Brief", asset: "shared", port: port))],
                                                             assets: [:])
        defer { recordTask.cancel() }
        let library = try CommandLineTests().temporaryLibrary()
        let result = try importing("https://www.icloud.com/shortcuts/\(Self.good)", port: recordPort, library: library)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("→ Morning Brief (Morning Brief.shortcut)"), "\(result.output)")
        let stored = try Data(contentsOf: library.appendingPathComponent("shortcuts/Morning Brief.shortcut"))
        #expect(stored == file, "byte for byte")
        let shown = try CommandLineTests().run(["show", "Morning Brief", "--library", library.path])
        #expect(shown.status == 0 && shown.output.contains("from iCloud"), "\(shown.output)")
    }

    /// A record named `~a` crashed the static program: Foundation read the file name as a user's home.
    @Test func aRecordNamedLikeAUsersHomeIsAShortcutOfThatName() async throws {
        let file = try Self.shortcutFile()
        let (task, port) = try await Self.server(records: [:], assets: ["shared": file])
        defer { task.cancel() }
        let (recordTask, recordPort) = try await Self.server(records: [Self.good: (.ok, Self.record(name: "~a", asset: "shared", port: port))], assets: [:])
        defer { recordTask.cancel() }
        let library = try CommandLineTests().temporaryLibrary()
        let result = try importing("https://www.icloud.com/shortcuts/\(Self.good)", port: recordPort, library: library)
        #expect(result.status == 0, "\(result.output)")
        #expect(try Data(contentsOf: library.appendingPathComponent("shortcuts/~a.shortcut")) == file)
        let shown = try CommandLineTests().run(["show", "~a", "--library", library.path])
        #expect(shown.status == 0, "\(shown.output)")
    }

    @Test func everyFailureSaysWhatAndLeavesTheLibraryAsItWas() async throws {
        let file = try Self.shortcutFile()
        let (assetTask, assetPort) = try await Self.server(records: [:], assets: ["shared": file, "words": Data("hello, not a shortcut".utf8)])
        defer { assetTask.cancel() }
        let deleted = "1111111111111111111111111111aaaa", malformed = "2222222222222222222222222222aaaa"
        let huge = "3333333333333333333333333333aaaa", notAShortcut = "4444444444444444444444444444aaaa"
        let unixSocket = "5555555555555555555555555555aaaa", httpUnix = "6666666666666666666666666666aaaa"
        func socketRecord(_ url: String) -> String {
            #"{"recordType": "SharedShortcut", "fields": {"name": {"value": "Sock"}, "shortcut": {"value": {"downloadURL": "\#(url)"}}}}"#
        }
        let (task, port) = try await Self.server(records: [
            deleted: (.ok, #"{"recordType": "SharedShortcut", "deleted": true, "fields": {}}"#),
            malformed: (.ok, #"{"recordType": "SharedShortcut", "fields": {"name": {"value": "X"}, "shortcut": {"value": {"size": 3}}}}"#),
            huge: (.ok, Self.record(name: "Huge", asset: "shared", port: assetPort, size: 900_000_000)),
            notAShortcut: (.ok, Self.record(name: "Words", asset: "words", port: assetPort)),
            // A local socket is not the web: the helper sent these a GET before.
            unixSocket: (.ok, socketRecord("unix:///var/run/docker.sock")),
            httpUnix: (.ok, socketRecord("http+unix://%2Fvar%2Frun%2Fdocker.sock/info")),
        ], assets: [:])
        defer { task.cancel() }
        let library = try CommandLineTests().temporaryLibrary()
        let before = shortcuts(in: library)
        let cases: [(String, UInt16, String)] = [
            ("https://www.icloud.com/shortcuts/9999999999999999999999999999aaaa", port, "iCloud shares no shortcut with the id 9999999999999999999999999999aaaa (404)"),
            ("https://www.icloud.com/shortcuts/\(deleted)", port, "its owner deleted it"),
            ("https://www.icloud.com/shortcuts/\(malformed)", port, "$.fields.shortcut.value: expected an object with a \"downloadURL\" member"),
            ("https://www.icloud.com/shortcuts/\(huge)", port, "is 900000000 bytes, past the"),
            ("https://www.icloud.com/shortcuts/\(notAShortcut)", port, "is not a shortcut"),
            ("https://www.icloud.com/shortcuts/\(unixSocket)", port, "“unix:///var/run/docker.sock” is not an http or https address"),
            ("https://www.icloud.com/shortcuts/\(httpUnix)", port, "is not an http or https address"),
            ("https://www.icloud.com/shortcuts/\(Self.good)", 1, "could not be fetched"),
            ("https://example.com/not-a-link", port, "is not an iCloud shortcut link"),
        ]
        for (link, port, said) in cases {
            let result = try importing(link, port: port, library: library)
            #expect(result.status == 1, "\(link): \(result.output)")
            #expect(result.output.contains(said), "\(link): \(result.output)")
            #expect(shortcuts(in: library) == before, "\(link) wrote into the library")
        }
    }
}

struct ServerFailure: Error, CustomStringConvertible {
    var description: String
}
