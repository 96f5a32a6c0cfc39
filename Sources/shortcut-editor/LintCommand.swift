import ArgumentParser
import IntentKit

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check the registry's intents; exits with 1 when there are errors.")

    func run() throws {
        let diagnostics = IntentLinter.lint(try loadRegistry())
        for diagnostic in diagnostics {
            print(diagnostic)
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.count - errors
        print("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        if errors > 0 { throw ExitCode(1) }
    }
}
