#if canImport(Glibc)
import Glibc
#endif

/// The process's environment as a dictionary, read straight from `environ`. Foundation's
/// `ProcessInfo.environment` builds the same dictionary, but finds each `=` a `Character` at a
/// time and grows the dictionary as it goes: 0.8 M instructions for forty variables, a
/// twentieth of the editor's start. Read once per command (`LibraryChoice`).
enum ProcessEnvironment {
    static func current() -> [String: String] {
        var entries: [UnsafePointer<CChar>] = []
        var index = 0
        while let entry = environ[index] {
            entries.append(entry)
            index += 1
        }
        return variables(of: entries)
    }

    /// Every `NAME=value` entry; an entry without `=` is passed over, and of a name given twice
    /// the first is kept — the one `getenv`, and so curses, sees. Bytes that are not UTF-8
    /// are repaired, as `String(cString:)` would.
    static func variables(of entries: [UnsafePointer<CChar>]) -> [String: String] {
        var variables: [String: String] = [:]
        variables.reserveCapacity(entries.count)
        for entry in entries {
            let bytes = UnsafeRawBufferPointer(start: entry, count: strlen(entry))
            guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let name = String(decoding: bytes[..<equals], as: UTF8.self)
            guard variables[name] == nil else { continue }
            variables[name] = String(decoding: bytes[(equals + 1)...], as: UTF8.self)
        }
        return variables
    }
}
