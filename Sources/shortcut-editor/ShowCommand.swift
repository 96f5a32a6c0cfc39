import ArgumentParser
import Foundation
import IntentKit
import ShortcutModel
import ShortcutStore

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print each action's resolved summary, without a terminal UI (for scripts, diffs and CI).")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @OptionGroup var options: LibraryOptions

    @Argument(help: ArgumentHelp("The shortcut: a file path, or the name of a shortcut in the library.", valueName: "path"),
              completion: .file(extensions: ["json"]))
    var path: String

    @Option(help: "text: the sentences as the editor shows them, placeholders in [brackets]; json: the same, structured.")
    var format: Format = .text

    func run() throws {
        let registry = try options.registry()
        let library = options.resolved
        let url = EditorLauncher.isFilePath(path) ? URL(fileURLWithPath: path) : try library.existingFileURL(forShortcutNamed: path)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw CommandFailure("cannot read \(url.path): no such file, or not readable")
        }
        let decoded = try ShortcutDocument.decode(data, file: url.path)
        let shown = ShownShortcut(decoded.document, registry: registry, context: DisplayContext(timeZone: .current))
        switch format {
        case .text: print(shown.text.terminalSafe(keepingNewlines: true))
        case .json: print(shown.json.canonicalText())
        }
        for diagnostic in decoded.diagnostics {
            FileHandle.standardError.write(Data("warning: \(url.path): \(diagnostic.description)\n".terminalSafe(keepingNewlines: true).utf8))
        }
    }
}

/// A shortcut resolved for printing: each action's sentence and Show More list.
struct ShownShortcut {
    struct Action {
        var intent: String
        var title: String?
        var summary: ResolvedSummary?
        var rawValues: [String: IntentValue]
    }

    var name: String
    var actions: [Action]

    init(_ document: ShortcutDocument, registry: IntentRegistry, context: DisplayContext) {
        name = document.name
        actions = document.actions.map { action in
            let definition = registry.definition(for: action.intent)
            return Action(intent: action.intent, title: definition?.title,
                          summary: definition?.resolveSummary(values: action.values, context: context), rawValues: action.values)
        }
    }

    static func sentence(_ summary: ResolvedSummary) -> String {
        summary.runs.map { run in
            switch run {
            case .text(let text): text
            case .placeholder(let parameter): "[\(parameter.shownText)]"
            }
        }.joined()
    }

    var text: String {
        var lines = ["\(name) — \(actions.count) action\(actions.count == 1 ? "" : "s")"]
        for (index, action) in actions.enumerated() {
            lines.append("")
            guard let summary = action.summary, let title = action.title else {
                lines.append("\(index + 1). Unknown action \(action.intent)")
                for (key, value) in action.rawValues.sorted(by: { $0.key < $1.key }) {
                    lines.append("     \(key)  \(value.displayText())")
                }
                continue
            }
            lines.append("\(index + 1). \(title)")
            lines.append("   " + Self.sentence(summary))
            let width = summary.showMore.map(\.title.count).max() ?? 0
            for parameter in summary.showMore {
                lines.append("     " + parameter.title.padding(toLength: width + 2, withPad: " ", startingAt: 0) + parameter.shownText)
            }
        }
        return lines.joined(separator: "\n")
    }

    var json: JSONValue {
        .object([
            ("name", .string(name)),
            ("actions", .array(actions.map { action in
                guard let summary = action.summary else {
                    return .object([("intent", .string(action.intent)), ("unknown", .bool(true)),
                                    ("values", .object(action.rawValues.sorted { $0.key < $1.key }.map { ($0.key, $0.value.json) }))])
                }
                return .object([
                    ("intent", .string(action.intent)),
                    ("title", .string(action.title ?? action.intent)),
                    ("sentence", .string(summary.text)),
                    ("placeholders", .array(summary.placeholders.map(Self.json))),
                    ("showMore", .array(summary.showMore.map(Self.json))),
                ])
            })),
        ])
    }

    private static func json(_ parameter: ResolvedParameter) -> JSONValue {
        .object([
            ("parameter", .string(parameter.id)),
            ("title", .string(parameter.title)),
            ("text", parameter.displayText.map(JSONValue.string) ?? .null),
            ("value", parameter.value?.json ?? .null),
        ])
    }
}
