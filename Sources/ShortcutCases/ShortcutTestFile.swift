import Foundation
import TOMLKit
import UserConfig

/// A `NAME.tests.toml` file read: the shortcut it tests and its cases. Every problem names the
/// file, the case and the key, and says what was expected — a test file that reads wrongly
/// must fail loudly, not pass by testing nothing.
public struct ShortcutTestFile: Sendable {
    public var url: URL
    /// The shortcut named by `shortcut = "…"` (relative to the file), else nil: found beside
    /// the file, or in the library, by the file's name.
    public var shortcut: String?
    public var cases: [ShortcutTestCase]

    /// The name the file tests: "Water Log" for `Water Log.tests.toml`.
    public var shortcutName: String {
        let name = url.lastPathComponent
        return name.hasSuffix(".tests.toml") ? String(name.dropLast(".tests.toml".count)) : url.deletingPathExtension().lastPathComponent
    }

    /// A test file holds at most this many bytes.
    public static let maximumBytes = 4 << 20

    public static func read(_ url: URL) throws(ShortcutTestFileError) -> ShortcutTestFile {
        let path = url.path
        guard let data = FileManager.default.contents(atPath: path) else { throw ShortcutTestFileError(file: path, place: nil, message: "cannot be read") }
        guard data.count <= maximumBytes else { throw ShortcutTestFileError(file: path, place: nil, message: "is larger than \(maximumBytes) bytes") }
        guard let text = String(data: data, encoding: .utf8) else { throw ShortcutTestFileError(file: path, place: nil, message: "is not UTF-8 text") }
        return try parse(text, url: url)
    }

    public static func parse(_ text: String, url: URL) throws(ShortcutTestFileError) -> ShortcutTestFile {
        let path = url.path
        if let failure = TOMLSyntaxCheck.check(text) {
            throw ShortcutTestFileError(file: path, place: "\(failure.line):\(failure.column)", message: "not valid TOML: expected \(failure.expected)")
        }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            throw ShortcutTestFileError(file: path, place: "\(error.source.begin.line):\(error.source.begin.column)", message: error.description)
        } catch {
            throw ShortcutTestFileError(file: path, place: nil, message: "\(error)")
        }
        let reader = TestTableReader(file: path, folder: url.deletingLastPathComponent())
        for key in table.keys where !["case", "shortcut"].contains(key) {
            throw reader.problem(key, "unknown key; expected [[case]] tables, and shortcut = \"PATH\"")
        }
        var file = ShortcutTestFile(url: url, shortcut: nil, cases: [])
        if let shortcut = table["shortcut"] {
            guard let text = shortcut.string else { throw reader.problem("shortcut", "expected the shortcut's path as text") }
            file.shortcut = text
        }
        guard let cases = table["case"]?.array else {
            throw reader.problem("case", "expected [[case]] tables, each a case with a name and [case.expect]")
        }
        for index in 0..<cases.count {
            guard let table = cases[index].table else { throw reader.problem("case[\(index + 1)]", "expected a table") }
            file.cases.append(try reader.testCase(table, place: "case[\(index + 1)]"))
        }
        var names = Set<String>()
        for (index, testCase) in file.cases.enumerated() where !names.insert(testCase.name).inserted {
            throw reader.problem("case[\(index + 1)].name", "“\(testCase.name)” names another case already; each needs a name of its own")
        }
        return file
    }
}

/// A test file that cannot be used: the file, the place (line:column, or the key path), and
/// what was expected.
public struct ShortcutTestFileError: Error, Sendable, CustomStringConvertible {
    public var file: String
    public var place: String?
    public var message: String

    public var description: String { file + (place.map { ": " + $0 } ?? "") + ": " + message }
}
