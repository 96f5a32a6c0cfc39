import AppShell
import ArgumentParser
import Foundation
import IntentHostClient
import IntentKit
import ShortcutCases
import ShortcutModel
import ShortcutRuntime
import ShortcutStore

/// `shortcut-editor test`: the cases kept beside shortcuts (`NAME.tests.toml`) run, each on a
/// copy of a device, printed as they run with a summary; a failing case shows expected against
/// actual and the steps that led there. For CI: exit 1 when a case fails, `--junit FILE`.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run the test cases kept beside shortcuts (NAME.tests.toml); exits with 1 when a case fails.",
        discussion: """
            Each case gives the run its input, answers, stand-ins, a device fixture, the clipboard and the time, \
            and says what must hold after: the lines shown, the output, the exit status, the device's records. \
            Cases run on a copy of the device (the sample, or the case's fixture), never the library's. \
            With no PATH, the library's tests/ folder. docs/TESTING-SHORTCUTS.md describes the file.
            """)

    @OptionGroup var options: LibraryOptions
    @OptionGroup var build: BuildOptions

    @Argument(help: ArgumentHelp("Tests files (NAME.tests.toml), or folders to find them in.", valueName: "path"),
              completion: .file(extensions: ["toml"]))
    var paths: [String] = []

    @Option(help: ArgumentHelp("Also write the results as JUnit XML, for CI systems.", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("How long one case may run, in seconds.", valueName: "seconds"))
    var timeout: Double = 60

    func validate() throws {
        guard timeout.isFinite, timeout > 0, timeout <= 86_400 else { throw ValidationError("--timeout \(timeout): expected seconds from 0 to 86400") }
    }

    func run() throws {
        try HostFreshness.bringUpToDate(options.choice.resolved, noBuild: build.noBuild)
        let library = options.choice.resolved
        let roots = paths.isEmpty ? [library.testsFolder] : paths.map { URL(localPath: $0) }
        let files: [URL]
        do {
            files = try TestDiscovery.files(in: roots)
        } catch {
            throw CommandFailure("\(error)".terminalSafe)
        }
        guard !files.isEmpty else {
            throw CommandFailure("no tests files (NAME.tests.toml) in \(roots.map(\.path).joined(separator: ", "))".terminalSafe)
        }
        let registry = try options.choice.registry()
        let settings = options.choice.settings().settings
        let model = ModelEndpoint.from(environment: options.choice.environment, configURL: settings.modelURL, configName: settings.modelName)
        let limit = Duration.milliseconds(Int(timeout * 1000))
        // One wait for every case: ^C stops the case under way and the ones after it.
        let (suites, stopped) = StopSignals.waitCancellable {
            await Self.runAll(files, library: library, registry: registry, model: model, limit: limit)
        }
        HostSupervisor.shared.stopAllAndWait()
        var out = OutputStream.standardOutput
        let results = suites.flatMap(\.results)
        let failed = results.filter { !$0.passed }.count + suites.filter { $0.problem != nil }.count
        out.write("\n\(results.count) case\(results.count == 1 ? "" : "s") in \(suites.count) file\(suites.count == 1 ? "" : "s"): "
                  + "\(results.count - results.filter { !$0.passed }.count) passed, \(failed) failed"
                  + (stopped ? "; stopped before the end" : "") + "\n")
        out.flush()
        if let junit {
            try ReportFile.write(Array(JUnitReport.xml(suites).utf8), to: junit)
        }
        if failed > 0 || stopped { throw ExitCode(1) }
    }

    /// Every file's cases, printed as they end; whether a stop signal ended them early.
    private static func runAll(_ files: [URL], library: Library, registry: IntentRegistry, model: ModelEndpoint?,
                               limit: Duration) async -> ([JUnitReport.Suite], Bool) {
        var out = OutputStream.standardOutput
        var suites: [JUnitReport.Suite] = []
        for file in files {
            if Task.isCancelled { return (suites, true) }
            out.write(file.path.terminalSafe + "\n")
            out.flush()
            suites.append(await runFile(file, library: library, registry: registry, model: model, limit: limit, out: &out))
        }
        return (suites, Task.isCancelled)
    }

    /// One file's cases, each printed as it ends.
    private static func runFile(_ url: URL, library: Library, registry: IntentRegistry, model: ModelEndpoint?, limit: Duration,
                                out: inout OutputStream) async -> JUnitReport.Suite {
        let file: ShortcutTestFile
        let document: ShortcutDocument
        do {
            file = try ShortcutTestFile.read(url)
            let shortcut = try TestDiscovery.shortcutBeside(file) ?? library.existingFileURL(forShortcutNamed: file.shortcutName)
            do {
                document = try DocumentFormat.read(shortcut).0.document
            } catch {
                throw CommandFailure("\(url.path): the shortcut it tests, \(shortcut.path), cannot be read: \(error)")
            }
        } catch {
            out.write("  ✗ \(error)".terminalSafe + "\n")
            out.flush()
            return JUnitReport.Suite(name: url.lastPathComponent, file: url.path, results: [], problem: "\(error)")
        }
        var runner = ShortcutCaseRunner(document: document, registry: registry, shortcuts: LibraryShortcuts(library: library), model: model)
        runner.timeLimit = limit
        var results: [ShortcutCaseResult] = []
        for testCase in file.cases {
            if Task.isCancelled { break }
            let result = await runner.run(testCase)
            results.append(result)
            out.write("  \(result.passed ? "✓" : "✗") \(result.name.terminalSafe) (\(result.durationText))\n")
            for line in ShortcutCaseText.details(of: result) where !result.passed {
                out.write("      " + line.terminalSafe + "\n")
            }
            out.flush()
        }
        return JUnitReport.Suite(name: document.name, file: url.path, results: results)
    }
}
