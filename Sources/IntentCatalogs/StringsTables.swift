import FileAccess
import Foundation
import IntentKit

/// Localized strings beside a catalog, by table name: `<Table>.strings` (the old
/// `"key" = "value";` format) or `<Table>.xcstrings` (String Catalog JSON, English or the
/// source language).
public struct StringsTables: Sendable {
    private var tables: [String: [String: String]]

    public init(tables: [String: [String: String]] = [:]) {
        self.tables = tables
    }

    /// Reads every `.strings` and `.xcstrings` file in a folder. Unreadable tables are skipped
    /// (their keys then show in readable form).
    public static func load(from folder: URL) -> StringsTables {
        var tables: [String: [String: String]] = [:]
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names.sorted() {
            let url = folder.appendingPathComponent(name)
            let table = url.deletingPathExtension().lastPathComponent
            guard name.hasSuffix(".strings") || name.hasSuffix(".xcstrings"),
                  let data = FileReader.contents(url.path),
                  let entries = entries(of: data, stringCatalog: name.hasSuffix(".xcstrings")) else { continue }
            tables[table, default: [:]].merge(entries) { old, _ in old }
        }
        return StringsTables(tables: tables)
    }

    /// One table's entries from a file's bytes, as `load` reads them; nil when the file is not a
    /// table of that format.
    public static func entries(of data: Data, stringCatalog: Bool) -> [String: String]? {
        stringCatalog ? parseStringCatalog(data) : parseStrings(String(decoding: data, as: UTF8.self))
    }

    /// The text for a key: from the named table, or from the default table `Localizable`.
    func lookUp(_ key: String, table: String?) -> String? {
        tables[table ?? "Localizable"]?[key] ?? tables["Localizable"]?[key]
    }

    /// `"key" = "value";` lines, with `/* */` and `//` comments and backslash escapes.
    static func parseStrings(_ text: String) -> [String: String]? {
        var entries: [String: String] = [:]
        var scalars = Array(text.unicodeScalars)[...]
        func skipSpaceAndComments() {
            while let first = scalars.first {
                if first.properties.isWhitespace { scalars.removeFirst() }
                else if scalars.starts(with: "//".unicodeScalars) { while let c = scalars.first, c != "\n" { scalars.removeFirst() } }
                else if scalars.starts(with: "/*".unicodeScalars) {
                    scalars.removeFirst(2)
                    while !scalars.isEmpty && !scalars.starts(with: "*/".unicodeScalars) { scalars.removeFirst() }
                    scalars = scalars.dropFirst(2)
                } else { return }
            }
        }
        func quoted() -> String? {
            guard scalars.first == "\"" else { return nil }
            scalars.removeFirst()
            var out = String.UnicodeScalarView()
            while let c = scalars.popFirst() {
                if c == "\"" { return String(out) }
                if c == "\\", let next = scalars.popFirst() {
                    switch next {
                    case "n": out.append("\n")
                    case "t": out.append("\t")
                    default: out.append(next)
                    }
                } else {
                    out.append(c)
                }
            }
            return nil
        }
        while true {
            skipSpaceAndComments()
            if scalars.isEmpty { return entries }
            guard let key = quoted() else { return nil }
            skipSpaceAndComments()
            guard scalars.popFirst() == "=" else { return nil }
            skipSpaceAndComments()
            guard let value = quoted() else { return nil }
            skipSpaceAndComments()
            guard scalars.popFirst() == ";" else { return nil }
            entries[key] = value
        }
    }

    /// A String Catalog: `{"sourceLanguage": "en", "strings": {key: {"localizations":
    /// {"en": {"stringUnit": {"value": …}}}}}}`.
    static func parseStringCatalog(_ data: Data) -> [String: String]? {
        guard let json = try? JSONValue.parse(data), case .object(let strings)? = json["strings"] else { return nil }
        var language = "en"
        if case .string(let source)? = json["sourceLanguage"] { language = source }
        var entries: [String: String] = [:]
        for (key, entry) in strings {
            if case .string(let value)? = entry["localizations"]?[language]?["stringUnit"]?["value"] { entries[key] = value }
        }
        return entries
    }
}
