import ArgumentParser
import IntentKit

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check the registry's intents and the library's catalogs; exits with 1 when there are errors.")

    @OptionGroup var options: LibraryOptions

    func run() throws {
        // Every problem is lint's to report, as an error.
        let (registry, issues) = try options.registryAndIssues()
        for issue in issues {
            print("error: \(issue)".terminalSafe)
        }
        let diagnostics = IntentLinter.lint(registry)
        for diagnostic in diagnostics {
            print(diagnostic.description.terminalSafe)
        }
        let errors = diagnostics.filter { $0.severity == .error }.count + issues.count
        let warnings = diagnostics.count + issues.count - errors
        print("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        if errors > 0 { throw ExitCode(1) }
    }
}
