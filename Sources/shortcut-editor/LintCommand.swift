import ArgumentParser
import Foundation
import IntentHostClient
import IntentKit
import ShortcutModel
import ShortcutStore

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check the registry's intents and the library's catalogs, and any shortcut files named; exits with 1 when there are errors.")

    @OptionGroup var options: LibraryOptions
    @OptionGroup var build: BuildOptions

    @Argument(help: ArgumentHelp("Shortcut files to check: the editor's JSON or Apple's .shortcut/.plist.", valueName: "file"),
              completion: .file(extensions: ["shortcut", "plist", "wflow", "json"]))
    var files: [String] = []

    @Flag(help: "For the files named: the share of actions with a known definition, of values understood, and the identifiers no catalog knows.")
    var coverage = false

    @Flag(help: ArgumentHelp(
        "Move the values kept under parameters an app's intent renamed to the parameters that took their place.",
        discussion: "In the files named, or in every shortcut of the library. A rename is matched by title, else by the only parameter of the value's type without a value. Files open in another editor are left alone."))
    var fix = false

    func validate() throws {
        if fix && coverage { throw ValidationError("--fix changes files and --coverage measures them; pick one") }
    }

    func run() throws {
        try HostFreshness.bringUpToDate(options.choice.resolved, noBuild: build.noBuild)
        // Every problem is lint's to report, as an error.
        let (registry, issues) = try options.choice.registryAndIssues()
        if fix { Self.moveKeptValues(in: files.isEmpty ? options.choice.resolved.shortcutFiles().map(\.file) : files.map { URL(localPath: $0) },
                                     library: options.choice.resolved, registry: registry) }
        for issue in issues {
            print("error: \(issue)".terminalSafe)
        }
        let diagnostics = IntentLinter.lint(registry)
        for diagnostic in diagnostics {
            print(diagnostic.description.terminalSafe)
        }
        let hostErrors = HostCheck.printAll()
        var fileErrors = 0
        var fileWarnings = 0
        var total = Coverage()
        for file in files {
            do throws(StoreError) {
                let (decoded, format, _) = try DocumentFormat.read(URL(localPath: file), label: file)
                if coverage {
                    let measured = Coverage(decoded.document, registry: registry)
                    total.add(measured)
                    print("\(file): \(measured.line)".terminalSafe)
                    continue
                }
                let said = Self.problems(of: decoded, registry: registry, file: file)
                for line in said { print(("warning: " + line).terminalSafe) }
                fileWarnings += said.count
                print("\(file): \(format), \(decoded.document.actions.count) actions".terminalSafe)
            } catch {
                print("error: \(error)".terminalSafe)
                fileErrors += 1
            }
        }
        if coverage && files.count > 1 { print("total: \(total.line)") }
        let errors = diagnostics.filter { $0.severity == .error }.count + issues.count + fileErrors + hostErrors
        let warnings = diagnostics.count + issues.count - (errors - fileErrors - hostErrors) + fileWarnings
        print("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        if errors > 0 { throw ExitCode(1) }
    }

    /// `--fix`: each file's kept values moved where a rename put their parameter, said file by
    /// file; only an app's own intents (a host's, or Swift's), as the editor flags them.
    static func moveKeptValues(in files: [URL], library: Library, registry: IntentRegistry) {
        let store = ShortcutStore(library: library)
        let results = store.moveValues(in: files) { document in
            var seen: Set<String> = []
            return document.actions.flatMap { action -> [ParameterMove] in
                guard registry.liveHost(of: action.intent) != nil || registry.isDeclaredInSwift(action.intent),
                      let definition = registry.definition(for: action) else { return [] }
                return ParameterMoves.proposals(for: action, definition: definition)
            }.filter { seen.insert($0.intent + "\u{0}" + $0.from).inserted }
        }
        for result in results {
            let file = result.file.path
            if let problem = result.problem {
                print("warning: \(file): kept values not moved: \(problem)".terminalSafe)
            } else {
                let moves = result.moves.map(\.description).joined(separator: ", ")
                print("fixed: \(file): moved \(moves) in \(result.actions) action\(result.actions == 1 ? "" : "s")".terminalSafe)
            }
        }
        if results.isEmpty { print("fixed: nothing to move") }
    }

    /// A document's problems against the registry, one line each, except that actions no
    /// catalog knows are told once per identifier: a shortcut of Apple's built-ins would
    /// otherwise say the same thing on every line.
    static func problems(of decoded: DecodedDocument, registry: IntentRegistry, file: String) -> [String] {
        var lines = decoded.losses.map { "\(file): \($0)" }
        lines += decoded.document.setupQuestionProblems(against: registry).map { "\(file): \($0)" }
        var unknown: [String: Int] = [:]
        for diagnostic in decoded.diagnostics + decoded.document.diagnostics(against: registry) + decoded.document.flowDiagnostics() {
            if case .unknownIntent(let intent) = diagnostic.problem {
                unknown[intent, default: 0] += 1
            } else {
                lines.append("\(file): \(diagnostic)")
            }
        }
        for (intent, count) in unknown.sorted(by: { $0.key < $1.key }) {
            lines.append("\(file): \(intent): no catalog describes it (\(count) action\(count == 1 ? "" : "s")); shown by its values, kept as they are")
        }
        return lines
    }
}
