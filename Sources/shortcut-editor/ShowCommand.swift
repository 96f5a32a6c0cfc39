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
              completion: .file(extensions: ["json", "shortcut", "plist", "wflow"]))
    var path: String

    @Option(help: "text: the sentences as the editor shows them, placeholders in [brackets]; json: the same, structured.")
    var format: Format = .text

    func run() throws {
        let registry = try options.registry()
        let library = options.resolved
        let url = EditorLauncher.isFilePath(path) ? URL(fileURLWithPath: path) : try library.existingFileURL(forShortcutNamed: path)
        let decoded: DecodedDocument
        do {
            decoded = try DocumentFormat.read(url).0
        } catch .notFound {
            throw CommandFailure("cannot read \(url.path): no such file")
        }
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
        var title: String
        var summary: ResolvedSummary?
        /// No catalog knows the intent: the title is made from its identifier.
        var isUnknown: Bool
    }

    var name: String
    var actions: [Action]

    init(_ document: ShortcutDocument, registry: IntentRegistry, context: DisplayContext) {
        name = document.name
        actions = document.actions.map { action in
            let known = registry.definition(for: action)
            let definition = known?.includingValues(action.values) ?? .standIn(identifier: action.intent, values: action.values)
            return Action(intent: action.intent, title: definition.title,
                          summary: definition.resolveSummary(values: action.values, context: context), isUnknown: known == nil)
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
            guard let summary = action.summary else { continue }
            if action.isUnknown {
                // Every value as a row, as the editor shows it.
                let note = action.title == action.intent ? "not in the registry" : action.intent
                lines.append("\(index + 1). \(action.title) (\(note))")
            } else {
                lines.append("\(index + 1). \(action.title)")
                // An action without a sentence is its title and its rows.
                if !summary.hasNoSentence { lines.append("   " + Self.sentence(summary)) }
            }
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
                guard let summary = action.summary else { return .object([("intent", .string(action.intent))]) }
                return .object([
                    ("intent", .string(action.intent)),
                    ("title", .string(action.title)),
                    ("unknown", .bool(action.isUnknown)),
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
