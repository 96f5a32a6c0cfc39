import Foundation

/// What this program writes on its standard output, and then it ends.
enum Reply {
    /// An answer: its head as one JSON line, then the body's bytes as they are.
    static func answer(status: Int, headers: [String: String], body: Data) -> Never {
        let head: [String: Any] = ["status": status, "headers": headers, "length": body.count]
        var bytes = (try? JSONSerialization.data(withJSONObject: head)) ?? Data()
        bytes.append(UInt8(ascii: "\n"))
        FileHandle.standardOutput.write(bytes)
        FileHandle.standardOutput.write(body)
        exit(0)
    }

    /// No answer, and why.
    static func error(_ message: String) -> Never {
        var bytes = (try? JSONSerialization.data(withJSONObject: ["error": message])) ?? Data(#"{"error":"the request failed"}"#.utf8)
        bytes.append(UInt8(ascii: "\n"))
        FileHandle.standardOutput.write(bytes)
        exit(1)
    }
}
