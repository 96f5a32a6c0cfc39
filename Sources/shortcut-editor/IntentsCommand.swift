import ArgumentParser
import Foundation
import IntentCatalogs
import IntentKit

/// `intents`: the registry's intents listed (the default), or a developer's package added.
struct IntentsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "intents",
        abstract: "List the registry's intents, or add a Swift package's intents to the library.",
        subcommands: [IntentsListCommand.self, IntentsAddCommand.self, IntentsPreviewCommand.self],
        defaultSubcommand: IntentsListCommand.self)
}

struct IntentsListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the registry's intents with their parameters and summary trees (the default).")

    @OptionGroup var options: LibraryOptions
    @OptionGroup var build: BuildOptions

    @Flag(help: "Print the definitions as JSON.")
    var json = false

    @Flag(help: ArgumentHelp(
        "Print the intents declared in Swift as Apple's compiled metadata (extract.actionsdata).",
        discussion: "Load the output with --catalog, or put it in the library's catalogs/ folder."))
    var exportMetadata = false

    @Flag(help: "Include Shortcuts' own actions (is.workflow.actions.*), which are left out otherwise.")
    var builtIns = false

    @Flag(help: ArgumentHelp(
        "Rebuild the library's package hosts as their sources change, printing their summary trees after each build.",
        discussion: "For hosts added with `intents add`. Runs until ^C."))
    var watch = false

    @Flag(help: ArgumentHelp(
        "Look for the mistakes Apple's App Intents guides warn of, through each host: exit 1 on errors.",
        discussion: "Long or slow suggestions and options, entities(for:) not finding suggested ids, entities(matching:) not finding a title, hidden intents, summaries leaving out a required parameter, App Shortcut phrases without the app's name."))
    var check = false

    @Option(help: "How --check reports: text or json.")
    var format: CheckFormat = .text

    @Argument(help: "Only these intents (by identifier).")
    var identifiers: [String] = []

    func validate() throws {
        if json && exportMetadata { throw ValidationError("--json and --export-metadata print different things; pick one") }
        if watch && (json || exportMetadata) { throw ValidationError("--watch prints summary trees as it goes; it takes neither --json nor --export-metadata") }
        if check && (json || exportMetadata || watch) { throw ValidationError("--check reports findings; it takes --format json, not --json, --export-metadata or --watch") }
    }

    func run() throws {
        if check {
            try HostFreshness.bringUpToDate(options.choice.resolved, noBuild: build.noBuild)
            let (registry, errors, warnings) = try options.choice.registryReport()
            printWarnings(warnings + errors.map { "error: \($0)" })
            try IntentsCheck(library: options.choice.resolved, registry: registry, format: format).run()
            return
        }
        if watch {
            try IntentsWatch(library: options.choice.resolved, identifiers: identifiers).run()
            return
        }
        // A host is asked only once its build is as new as its sources.
        try HostFreshness.bringUpToDate(options.choice.resolved, noBuild: build.noBuild)
        // What every catalog could give is listed; what a named one could not fails the command.
        let (registry, errors, warnings) = try options.choice.registryReport()
        printWarnings(warnings)
        defer { printWarnings(errors.map { "error: \($0)" }) }
        try list(registry)
        // Which intents are live is only worth saying with whether their hosts answer.
        let hostErrors = json || exportMetadata ? 0 : HostCheck.printAll()
        if !errors.isEmpty || hostErrors > 0 { throw ExitCode(1) }
    }

    private func list(_ registry: IntentRegistry) throws {
        let builtIn = Set(BuiltInActions.definitions.map(\.identifier))
        var definitions = exportMetadata ? registry.definitions.filter { registry.isDeclaredInSwift($0.identifier) }
            : registry.definitions.filter { builtIns || !builtIn.contains($0.identifier) }
        if !identifiers.isEmpty {
            let unknown = identifiers.filter { registry.definition(for: $0) == nil }
            guard unknown.isEmpty else {
                throw ValidationError("no intent with identifier \(unknown.joined(separator: ", ")); `shortcut-editor intents` lists them")
            }
            if exportMetadata, let foreign = identifiers.first(where: { !registry.isDeclaredInSwift($0) }) {
                throw ValidationError("\(foreign) comes from a catalog, not from Swift; only intents declared in Swift are exported")
            }
            definitions = identifiers.compactMap(registry.definition(for:))
        }
        if exportMetadata {
            let version = ShortcutEditorCommand.configuration.version
            print(ActionsDataExport.catalog(of: definitions, generatorVersion: version).canonicalText(), terminator: "")
        } else if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(definitions), as: UTF8.self))
        } else {
            var sections = definitions.map { IntentListing.text($0, liveHost: registry.liveHost(of: $0.identifier)) }
            let shortcuts = registry.appShortcuts.filter { shortcut in definitions.contains { $0.identifier == shortcut.intent } }
            if !shortcuts.isEmpty { sections.append(IntentListing.text(shortcuts)) }
            print(sections.joined(separator: "\n\n").terminalSafe(keepingNewlines: true))
        }
    }
}

/// An intent as `intents` prints it.
enum IntentListing {
    /// The App Shortcuts apps declared: kept as data (Siri is out of scope), listed for review.
    static func text(_ shortcuts: [AppShortcutDefinition]) -> String {
        var lines = ["App Shortcuts:"]
        for shortcut in shortcuts {
            lines.append("  \(shortcut.shortTitle) (\(shortcut.intent), symbol \(shortcut.systemImageName))")
            lines += shortcut.phrases.map { "    “\($0)”" }
        }
        return lines.joined(separator: "\n")
    }

    static func text(_ definition: IntentDefinition, liveHost: String? = nil) -> String {
        var lines = ["\(definition.identifier) — \(definition.title)"]
        if let liveHost { lines.append("  live: the \(liveHost) host answers its queries, options and perform()") }
        if !definition.description.isEmpty { lines.append("  \(definition.description)") }
        if !definition.parameters.isEmpty {
            lines.append("  parameters:")
            let idWidth = definition.parameters.map(\.id.count).max() ?? 0
            let typeWidth = definition.parameters.map(\.type.name.count).max() ?? 0
            for parameter in definition.parameters {
                var line = "    " + parameter.id.padding(toLength: idWidth + 2, withPad: " ", startingAt: 0)
                    + parameter.type.name.padding(toLength: typeWidth + 2, withPad: " ", startingAt: 0)
                    + (parameter.isRequired ? "required" : "optional")
                if let value = parameter.defaultValue {
                    line += ", default " + value.displayText(as: parameter.type, dateKind: parameter.options.dateKind)
                }
                lines.append(line + "  \"\(parameter.title)\"")
            }
        }
        if let summary = definition.summary {
            lines.append("  summary:")
            lines.append(summary.treeDescription(parameterType: { definition.parameter($0)?.type }, indent: "    "))
        } else {
            lines.append("  no summary: the title and every parameter are shown")
        }
        return lines.joined(separator: "\n")
    }
}
