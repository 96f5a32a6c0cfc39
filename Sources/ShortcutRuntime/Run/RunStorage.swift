import FileAccess
import Foundation
import IntentKit
import Synchronization

/// Where Get/Store Content and the clipboard keep their values between runs. Reading throws
/// when what is kept cannot be read: the action fails saying so, rather than reading nothing
/// and writing over it.
public protocol RunStorage: Sendable {
    func storedContent(key: String, global: Bool, shortcut: String) throws -> RuntimeValue?
    func store(_ value: RuntimeValue?, key: String, global: Bool, shortcut: String) throws
    /// The clipboard's value; asynchronous, as the system's clipboard is another program.
    func clipboard() async throws -> RuntimeValue
    func setClipboard(_ value: RuntimeValue) async throws
}

/// Storage that lasts as long as the process: the tests', and the editor's before it is told a
/// folder.
public final class MemoryRunStorage: RunStorage {
    private let state = Mutex<(stored: [String: RuntimeValue], clipboard: RuntimeValue)>(([:], .nothing))

    public init() {}

    public func storedContent(key: String, global: Bool, shortcut: String) -> RuntimeValue? {
        state.withLock { $0.stored[Self.slot(key, global, shortcut)] }
    }

    public func store(_ value: RuntimeValue?, key: String, global: Bool, shortcut: String) {
        state.withLock { $0.stored[Self.slot(key, global, shortcut)] = value }
    }

    public func clipboard() -> RuntimeValue { state.withLock { $0.clipboard } }

    public func setClipboard(_ value: RuntimeValue) {
        state.withLock { $0.clipboard = value }
    }

    static func slot(_ key: String, _ global: Bool, _ shortcut: String) -> String {
        (global ? "" : shortcut + "\u{0}") + key
    }
}

/// Storage in a folder (the library's `state/`): `stored/global.json`, `stored/shortcuts/NAME.json`
/// per shortcut (a folder of their own, so a shortcut named "global" is not everyone's global
/// store; one kept at `stored/NAME.json` by an earlier version is still read), and `clipboard.json` — the emulated clipboard, shared by every run. Values are
/// kept as JSON: text, numbers, Booleans, lists and dictionaries come back as they went in;
/// a date comes back as its ISO 8601 text. Each file is replaced whole, atomically. A file that
/// is not a JSON object (damaged, edited by hand) is an error naming it and the place — never
/// read as empty, which the next store would write over.
public final class FolderRunStorage: RunStorage {
    public let folder: URL
    private let lock = Mutex(())

    public init(folder: URL) {
        self.folder = folder
    }

    private var storedFolder: URL { folder.appendingPathComponent("stored", isDirectory: true) }

    private func file(global: Bool, shortcut: String) -> URL {
        if global { return storedFolder.appendingPathComponent("global.json") }
        return storedFolder.appendingPathComponent("shortcuts", isDirectory: true).appendingPathComponent(Self.fileName(shortcut) + ".json")
    }

    /// Where an earlier version kept a shortcut's store, beside the global one; never the
    /// global file itself.
    private func earlierFile(shortcut: String) -> URL? {
        let name = Self.fileName(shortcut)
        return name == "global" ? nil : storedFolder.appendingPathComponent(name + ".json")
    }

    /// A shortcut's name as a file name: "/" cannot be in one.
    private static func fileName(_ shortcut: String) -> String {
        shortcut.replacingOccurrences(of: "/", with: "∕")
    }

    /// The shortcut's store: its own file, or where an earlier version kept it until the first store.
    private func readStore(global: Bool, shortcut: String) throws(StoredContentError) -> RuntimeDictionary {
        let url = file(global: global, shortcut: shortcut)
        if !global, !FileManager.default.fileExists(atPath: url.path), let earlier = earlierFile(shortcut: shortcut),
           FileManager.default.fileExists(atPath: earlier.path) {
            return try read(earlier)
        }
        return try read(url)
    }

    private func read(_ url: URL) throws(StoredContentError) -> RuntimeDictionary {
        guard FileManager.default.fileExists(atPath: url.path) else { return RuntimeDictionary() }
        let data: Data
        switch FileReader.read(url.path) {
        case .success(let contents): data = contents.data
        case .failure(let failure): throw StoredContentError(description: "\(url.path): cannot be read: \(failure)")
        }
        let json: JSONValue
        do {
            json = try JSONValue.parse(Array(data))
        } catch {
            throw StoredContentError(description: "\(url.path):\(error.line):\(error.column): not JSON: \(error.message)")
        }
        guard case .dictionary(let dictionary) = RuntimeValue(json: json) else {
            throw StoredContentError(description: "\(url.path): expected an object of stored values, found \(RuntimeValue(json: json).kindName)")
        }
        return dictionary
    }

    private func write(_ value: RuntimeValue, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(value.json.compactText.utf8).write(to: url, options: .atomic)
    }

    public func storedContent(key: String, global: Bool, shortcut: String) throws -> RuntimeValue? {
        try lock.withLock { _ in try readStore(global: global, shortcut: shortcut)[key] }
    }

    public func store(_ value: RuntimeValue?, key: String, global: Bool, shortcut: String) throws {
        try lock.withLock { _ in
            let url = file(global: global, shortcut: shortcut)
            var stored = try readStore(global: global, shortcut: shortcut)
            stored[key] = value
            try write(.dictionary(stored), to: url)
        }
    }

    public func clipboard() throws -> RuntimeValue {
        try lock.withLock { _ in try read(folder.appendingPathComponent("clipboard.json"))["value"] ?? .nothing }
    }

    public func setClipboard(_ value: RuntimeValue) throws {
        try lock.withLock { _ in try write(.dictionary(RuntimeDictionary([("value", value)])), to: folder.appendingPathComponent("clipboard.json")) }
    }
}

/// What is kept cannot be read: the file, the place, and what was expected.
public struct StoredContentError: Error, Sendable, CustomStringConvertible {
    public var description: String
}
