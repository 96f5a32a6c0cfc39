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
              completion: ShortcutCompletion.kind)
    var path: String

    @Option(help: "text: the sentences as the editor shows them, placeholders in [brackets]; json: the same, structured.")
    var format: Format = .text

    func run() throws {
        var registry = try options.choice.registry()
        let staleDeclarations = options.choice.adoptRememberedDeclarations(into: &registry)
        defer { options.choice.rememberDeclarations(of: registry, in: staleDeclarations) }
        let library = options.choice.resolved
        let url = EditorLauncher.isFilePath(path) ? URL(localPath: path) : try library.existingFileURL(forShortcutNamed: path)
        let decoded: DecodedDocument
        let fileFormat: DocumentFormat
        do {
            (decoded, fileFormat, _) = try DocumentFormat.read(url)
        } catch .notFound {
            throw CommandFailure("cannot read \(url.fileSystemPath): no such file")
        }
        var shown = ShownShortcut(decoded.document, registry: registry, context: DisplayContext(timeZone: .current))
        if case .signed(let signer) = fileFormat { shown.signer = signer }
        var output = OutputStream.standardOutput
        switch format {
        case .text: shown.writeText(to: &output)
        case .json: shown.writeJSON(to: &output)
        }
        output.flush()
        for warning in decoded.losses + decoded.diagnostics.map(\.description) {
            FileHandle.standardError.write(Data("warning: \(url.fileSystemPath): \(warning)\n".terminalSafe(keepingNewlines: true).utf8))
        }
    }
}

/// A shortcut resolved for printing: each action's sentence and Show More list, blocks
/// indented and their middle and end parts as one line, variables as named tokens — as the
/// editor shows them.
struct ShownShortcut {
    struct Action {
        var intent: String
        var title: String
        var summary: ResolvedSummary?
        /// No catalog knows the intent: the title is made from its identifier.
        var isUnknown: Bool
        var depth: Int
        /// A block's middle or end: the one line it shows ("Otherwise", "End If").
        var part: String?
        /// What is wrong with a block part that does not pair up.
        var problem: String?
    }

    var name: String
    let document: ShortcutDocument
    let registry: IntentRegistry
    let context: DisplayContext
    let structure: DocumentStructure
    /// Who signed the file, for a signed shortcut.
    var signer: String?

    init(_ document: ShortcutDocument, registry: IntentRegistry, context: DisplayContext) {
        name = document.name
        self.document = document
        self.registry = registry
        self.context = context
        structure = DocumentStructure(document)
    }

    var count: Int { document.actions.count }

    /// One action resolved: made as it is printed, so printing holds one at a time.
    func action(at index: Int) -> Action {
        let action = document.actions[index]
        let known = registry.definition(ofActionAt: index, in: document.actions, structure: structure)
        let definition = known?.includingValues(action.values) ?? .standIn(identifier: action.intent, values: action.values)
        let entry = structure.entries[index]
        let part = structure.partTitle(of: index, in: document.actions)
        let problem = structure.strayProblem(of: index)
        return Action(intent: action.intent, title: definition.title,
                      summary: part == nil ? definition.resolveSummary(values: action.values, context: context) : nil,
                      isUnknown: known == nil, depth: entry.depth, part: part, problem: problem)
    }

    /// A placeholder as the editor shows it: its value in brackets, a variable as its token.
    func placeholder(_ parameter: ResolvedParameter) -> String {
        if case .opaque(let opaque)? = parameter.value, let stored = opaque.propertyList,
           let shown = structure.variableText(of: stored) { return shown.text + (shown.isMissing ? " (its action is gone)" : "") }
        return "[\(parameter.shownText)]"
    }

    /// A row's value: as a placeholder shows it, without brackets around plain values.
    func rowValue(_ parameter: ResolvedParameter) -> String {
        if case .opaque(let opaque)? = parameter.value, let stored = opaque.propertyList,
           let shown = structure.variableText(of: stored) { return shown.text }
        return parameter.shownText
    }

    func sentence(_ summary: ResolvedSummary) -> String {
        summary.runs.map { run in
            switch run {
            case .text(let text): text
            case .placeholder(let parameter): placeholder(parameter)
            }
        }.joined()
    }

    /// The sentence without brackets, variables by name: the JSON's `sentence`.
    func plainSentence(_ summary: ResolvedSummary) -> String {
        summary.runs.map { run in
            switch run {
            case .text(let text): text
            case .placeholder(let parameter): parameter.isSet ? rowValue(parameter) : parameter.title
            }
        }.joined()
    }

    /// The sentences, one action after another, as the editor shows them; written as each
    /// is resolved, control characters from the file shown rather than sent.
    func writeText(to output: inout OutputStream) {
        output.write(("\(name) — \(count) action\(count == 1 ? "" : "s")" + (signer.map { " (signed: \($0))" } ?? "")).terminalSafe)
        output.write("\n")
        for line in ShownDetails.lines(of: document) { output.write(("  " + line).terminalSafe + "\n") }
        writeActions(to: &output) { index, action, bytes in
            for line in lines(of: action, number: index + 1) {
                bytes.append(UInt8(ascii: "\n"))
                bytes += line.terminalSafe(keepingNewlines: true).utf8
            }
            bytes.append(UInt8(ascii: "\n"))
        }
    }

    /// Actions resolved and written by `write` into bytes, runs of them on every core a
    /// window at a time, and the bytes sent in order as each window is done: the output
    /// starts at once and memory holds one window, whatever the shortcut's size.
    func writeActions(to output: inout OutputStream, _ write: (Int, Action, inout [UInt8]) -> Void) {
        let window = ParallelChunks.defaultChunkSize * 8
        for start in stride(from: 0, to: count, by: window) {
            let end = min(start + window, count)
            let runs = ParallelChunks.map(count: end - start) { (run) -> [UInt8] in
                var bytes: [UInt8] = []
                for offset in run { write(start + offset, action(at: start + offset), &bytes) }
                return bytes
            }
            for bytes in runs {
                output.buffer += bytes
                output.flushIfFull()
            }
        }
    }

    /// How many levels are shown by indenting. `show` is git's textconv driver, and 10,000
    /// nested Ifs (a 1 MB file) indented in full are 300 MB of 20,000-column lines; past this
    /// depth a line says its level instead ("⋯[10000] "), at the width of the last indent.
    static let maximumIndentDepth = 32

    static func indent(_ depth: Int) -> String {
        guard depth > maximumIndentDepth else { return String(repeating: "  ", count: depth) }
        return String(repeating: "  ", count: maximumIndentDepth) + "⋯[\(depth)] "
    }

    private func lines(of action: Action, number: Int) -> [String] {
        let indent = Self.indent(action.depth)
        let flag = action.problem.map { "  (\($0))" } ?? ""
        if let part = action.part { return ["\(indent)\(number). \(part)\(flag)"] }
        guard let summary = action.summary else { return [] }
        var lines: [String] = []
        if action.isUnknown {
            // Every value as a row, as the editor shows it.
            let note = action.title == action.intent ? "not in the registry" : action.intent
            lines.append("\(indent)\(number). \(action.title) (\(note))\(flag)")
        } else {
            lines.append("\(indent)\(number). \(action.title)\(flag)")
            // An action without a sentence is its title and its rows.
            if !summary.hasNoSentence { lines.append(indent + "   " + sentence(summary)) }
        }
        let width = summary.showMore.map(\.title.count).max() ?? 0
        for parameter in summary.showMore {
            lines.append(indent + "     " + parameter.title.padding(toLength: width + 2, withPad: " ", startingAt: 0) + rowValue(parameter))
        }
        return lines
    }
}
