import ArgumentParser
import IntentKit

/// `intents preview INTENT`: every branch of an intent's summary at once — the conditions that
/// select it, in words, and its sentence with placeholders — with what lint says of each, so a
/// required parameter no branch shows or a branch no value reaches is seen before a shortcut
/// uses the intent.
struct IntentsPreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Print every branch of an intent's summary, with the condition that selects it, and what lint says of each.")

    @OptionGroup var options: LibraryOptions

    @Argument(help: "The intent, by identifier.")
    var intent: String

    func run() throws {
        let (registry, _, warnings) = try options.choice.registryReport()
        printWarnings(warnings)
        guard let definition = registry.definition(for: intent) else {
            throw CommandFailure("no intent \(intent) in the library; `shortcut-editor intents` lists them")
        }
        let diagnostics = IntentLinter.lint(definition, lookingForUnreachedBranches: true)
        print(IntentPreview.text(definition, diagnostics: diagnostics).terminalSafe(keepingNewlines: true))
        if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode(1) }
    }
}
