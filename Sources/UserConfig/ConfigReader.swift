import EditorCore
import FileAccess
import ShortcutStore
import Foundation
import TOMLKit

/// Reads the config file into settings. Never refuses to start the editor: a file that is not
/// TOML leaves every default in place, a bad entry leaves that entry's default, and each
/// problem is reported with its line.
public enum ConfigReader {
    public struct Result: Sendable {
        public var settings: EditorSettings
        public var problems: [ConfigProblem]
    }

    /// The most bytes a config file may have: a complete one is a few kilobytes.
    static let maximumBytes = 1 << 20

    /// Reads the file at `url`; a missing file is no problem (the defaults), unless it was
    /// named on the command line (`required`).
    public static func read(_ url: URL, required: Bool = false) -> Result {
        let label = url.fileSystemPath
        // Most users have no config file: asked first, so that the start does not pay for the
        // error Foundation builds when reading a missing file (0.4 M instructions).
        if !required && !FileManager.default.fileExists(atPath: url.fileSystemPath) { return Result(settings: .defaults, problems: []) }
        let data: Data
        switch FileReader.read(url.fileSystemPath, limit: maximumBytes) {
        case .success(let contents):
            data = contents.data
        case .failure(let failure):
            let message = switch failure {
            case .system(.ENOENT): "no such file; using the default keys and colours"
            case .tooLarge: "is larger than \(FileReader.megabytes(maximumBytes)), more than any config needs; using the default keys and colours"
            default: "cannot be read: \(failure); using the default keys and colours"
            }
            return Result(settings: .defaults, problems: [ConfigProblem(file: label, line: nil, message: message)])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return Result(settings: .defaults, problems: [ConfigProblem(file: label, line: nil, message: "is not UTF-8 text; using the defaults")])
        }
        return parse(text, file: label)
    }

    /// Reads config text; `file` names it in problems.
    public static func parse(_ text: String, file: String) -> Result {
        if let failure = TOMLSyntaxCheck.check(text) {
            let problem = ConfigProblem(file: file, line: failure.line, column: failure.column,
                                        message: "not valid TOML: expected \(failure.expected); using the default keys and colours")
            return Result(settings: .defaults, problems: [problem])
        }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            let problem = ConfigProblem(file: file, line: error.source.begin.line, column: error.source.begin.column,
                                        message: "\(error.description); using the default keys and colours")
            return Result(settings: .defaults, problems: [problem])
        } catch {
            return Result(settings: .defaults, problems: [ConfigProblem(file: file, line: nil, message: "\(error)")])
        }
        var reader = Reading(file: file, lines: SourceLines(text))
        reader.read(table)
        return Result(settings: reader.settings, problems: reader.problems)
    }
}

/// One pass over a parsed file, collecting settings and problems.
private struct Reading {
    let file: String
    let lines: SourceLines
    var settings = EditorSettings.defaults
    var problems: [ConfigProblem] = []

    mutating func read(_ table: TOMLTable) {
        for (name, value) in table {
            switch name {
            case "keys":
                guard let keys = value.table else {
                    report("keys", in: "", "expected a table of modes, like [keys.editor]")
                    continue
                }
                readKeys(keys)
            case "colors", "colours":
                guard let colors = value.table else {
                    report(name, in: "", "expected a table of colours, like [colors]")
                    continue
                }
                readColors(colors, tableName: name)
            case "model":
                guard let model = value.table else {
                    report(name, in: "", "expected a table, like [model] with url = \"http://localhost:11434\"")
                    continue
                }
                readModel(model)
            default:
                report(name, in: "", "unknown setting \"\(name)\"; expected [keys.MODE], [colors] or [model]")
            }
        }
    }

    private mutating func readKeys(_ keys: TOMLTable) {
        for (modeName, value) in keys {
            guard let mode = KeyMode(rawValue: modeName) else {
                let modes = KeyMode.allCases.map(\.rawValue).joined(separator: ", ")
                report(nil, in: "keys.\(modeName)", "unknown mode \"\(modeName)\"; expected one of: \(modes)")
                continue
            }
            guard let bindings = value.table else {
                report(modeName, in: "keys", "expected a table of commands, like [keys.\(modeName)]")
                continue
            }
            let tableName = "keys.\(modeName)"
            for (commandName, keysValue) in bindings {
                guard let command = Command(rawValue: commandName),
                      settings.keymap.bindings(in: mode).contains(where: { $0.command == command }) else {
                    report(commandName, in: tableName, KeymapError.commandNotInMode(commandName, mode).description)
                    continue
                }
                guard let names = Self.strings(keysValue) else {
                    report(commandName, in: tableName, "expected a key name or a list of them, like [\"j\", \"down\"]")
                    continue
                }
                var parsed: [Key] = []
                var bad: String?
                for name in names {
                    if let key = KeyName.parse(name) { parsed.append(key) } else { bad = name; break }
                }
                if let bad {
                    report(commandName, in: tableName,
                           "unknown key \"\(bad)\"; expected a character, a name (enter, esc, tab, S-tab, space, backspace, del, up, down, left, right, home, end, pageup, pagedown), C-x or A-x")
                    continue
                }
                do {
                    try settings.keymap.rebind(command, in: mode, to: parsed)
                } catch {
                    report(commandName, in: tableName, error.description)
                }
            }
        }
    }

    private mutating func readColors(_ colors: TOMLTable, tableName: String) {
        for (name, value) in colors {
            guard let role = ColorName.role(named: name) else {
                let known = ColorName.roles.map(\.key).joined(separator: ", ")
                report(name, in: tableName, "unknown colour \"\(name)\"; expected one of: \(known)")
                continue
            }
            if let number = value.int {
                guard (0...255).contains(number) else {
                    report(name, in: tableName, "colour \(number) is out of range; expected \(ColorName.colorNames)")
                    continue
                }
                settings.colors[role] = number < 8 ? .ansi(number) : .indexed(number)
            } else if let text = value.string, let color = ColorName.parse(text) {
                settings.colors[role] = color
            } else {
                report(name, in: tableName, "expected \(ColorName.colorNames)")
            }
        }
    }

    /// A string, or an array of strings.
    private static func strings(_ value: TOMLValueConvertible) -> [String]? {
        if let single = value.string { return [single] }
        guard let array = value.array else { return nil }
        var names: [String] = []
        for element in array {
            guard let name = element.string else { return nil }
            names.append(name)
        }
        return names
    }

    /// `[model]`: `url` (an http or https address) and `name`, both text.
    private mutating func readModel(_ model: TOMLTable) {
        for (key, value) in model {
            guard let text = value.string else {
                report(key, in: "model", "expected text for \(key), like \(key) = \"…\"")
                continue
            }
            switch key {
            case "url":
                guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil else {
                    report(key, in: "model", "expected an http or https address for url, like \"http://localhost:11434\"")
                    continue
                }
                settings.modelURL = text
            case "name":
                settings.modelName = text
            default:
                report(key, in: "model", "unknown key \"\(key)\"; expected url or name")
            }
        }
    }

    private mutating func report(_ key: String?, in table: String, _ message: String) {
        problems.append(ConfigProblem(file: file, line: lines.line(ofKey: key, inTable: table), message: message))
    }
}
