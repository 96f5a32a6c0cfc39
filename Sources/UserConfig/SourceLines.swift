import Foundation

/// Finds the line of a key in TOML text, for errors about values (the TOML library reports
/// positions of syntax errors only). Understands `[table]` headers, `key =` and quoted keys —
/// what a config file written by hand holds; an entry it cannot place is reported at line 1.
struct SourceLines {
    private let lines: [Substring]

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The 1-based line where `key` is set inside `[table]`, or where the table starts when
    /// the key is nil.
    func line(ofKey key: String?, inTable table: String) -> Int {
        var current = ""
        var tableLine: Int?
        for (index, raw) in lines.enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") {
                current = Self.unquoted(line.trimmingCharacters(in: CharacterSet(charactersIn: "[] ")))
                if current == table && tableLine == nil { tableLine = index + 1 }
                continue
            }
            guard let key, current == table, let equals = line.firstIndex(of: "=") else { continue }
            if Self.unquoted(line[..<equals].trimmingCharacters(in: .whitespaces)) == key { return index + 1 }
        }
        return tableLine ?? 1
    }

    /// `"a"."b"` → `a.b`: quotes around the parts of a dotted name dropped.
    private static func unquoted(_ name: String) -> String {
        name.split(separator: ".").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"' ")) }.joined(separator: ".")
    }
}
