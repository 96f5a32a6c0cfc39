import ArgumentParser
import Foundation
import IntentHostClient
import IntentKit
import ShortcutModel
import ShortcutRuntime
import ShortcutStore
import AppShell
import FileAccess

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a shortcut on Linux: what it shows is printed, its prompts answered from --answer or the terminal.",
        discussion: """
            Exit status: 0 done, 1 the shortcut failed (the message names the action, its number and why), \
            3 an action cannot run here (give it --stub N=VALUE), 4 a prompt had no answer, 64 usage. \
            Signed files run too; nothing is written to them. Device actions (reminders, events, health, files, \
            location, weather) use the library's simulated device in state/device/, made from a sample on first \
            use; Use Model asks the chat endpoint of the config's [model] url or SHORTCUT_EDITOR_MODEL_URL. \
            docs/RUNTIME.md lists what runs.
            """)

    @OptionGroup var options: LibraryOptions
    @OptionGroup var build: BuildOptions

    @Argument(help: ArgumentHelp("A shortcut file, or a shortcut of the library by name.", valueName: "shortcut"),
              completion: ShortcutCompletion.kind)
    var path: String

    @Option(help: "The Shortcut Input, as text.")
    var input: String?

    @Option(help: ArgumentHelp("The Shortcut Input: a file's contents.", valueName: "file"))
    var inputFile: String?

    @Option(name: .customLong("answer"), help: ArgumentHelp("Answers prompts in order (Ask for Input, Choose from Menu or List — a title or its number —, confirmations: yes/no). Repeatable.", valueName: "text"))
    var answers: [String] = []

    @Option(name: .customLong("stub"), help: ArgumentHelp("A stand-in output for an action that cannot run here: its number (from 1) or UUID, = and the value (JSON, else text). Repeatable.", valueName: "id=value"))
    var stubs: [String] = []

    @Option(help: ArgumentHelp("A device file standing in for the library's simulated device (its files from a files folder beside it); the run changes a copy, never the file.", valueName: "file"))
    var device: String?

    @Flag(help: "Change copies of the simulated device, stored content and the emulated clipboard: reminders made, files saved, samples logged and content stored are gone after the run.")
    var dryRun = false

    @Flag(help: "Print each action run, with its output, on standard error.")
    var trace = false

    @Flag(help: "Get and Copy to Clipboard use the system's clipboard (wl-copy/wl-paste, xclip or xsel) instead of the library's emulated one.")
    var systemClipboard = false

    @Option(help: "text: what the shortcut shows, one per line; json: the whole run as one JSON document.")
    var format: RunOutputFormat = .text

    func validate() throws {
        if input != nil && inputFile != nil { throw ValidationError("--input and --input-file both give the Shortcut Input; give one") }
        for stub in stubs where !stub.contains("=") { throw ValidationError("--stub \(stub): expected ID=VALUE, such as 3=hello") }
    }

    func run() throws {
        try HostFreshness.bringUpToDate(options.choice.resolved, noBuild: build.noBuild)
        let registry = try options.choice.registry()
        let library = options.choice.resolved
        let url = EditorLauncher.isFilePath(path) ? URL(localPath: path) : try library.existingFileURL(forShortcutNamed: path)
        let document: ShortcutDocument
        do {
            document = try DocumentFormat.read(url).0.document
        } catch .notFound {
            throw CommandFailure("cannot read \(url.fileSystemPath): no such file")
        }
        let givenStubs = try Self.stubs(stubs, for: document)
        let report = RunReport(format: format, trace: trace)
        var storage: any RunStorage = FolderRunStorage(folder: library.stateFolder)
        if dryRun { storage = DryRunStorage(over: storage) }
        if systemClipboard {
            guard let system = SystemClipboard(storage: storage) else {
                throw CommandFailure("--system-clipboard needs \(SystemClipboard.programs) on PATH; none was found")
            }
            storage = system
        }
        let deviceStore: DeviceStore
        if let device {
            do {
                deviceStore = try DeviceStore.fixture(URL(localPath: device))
            } catch {
                throw CommandFailure("--device \(error)")
            }
        } else {
            deviceStore = DeviceStore.library(folder: library.deviceFolder, dryRun: dryRun)
        }
        let settings = options.choice.settings().settings
        let model = ModelEndpoint.from(environment: options.choice.environment, configURL: settings.modelURL, configName: settings.modelName)
        let environment = RunEnvironment(
            input: try shortcutInput(), prompter: ScriptedPrompter(answers: answers, fallback: TerminalPrompter.ifInteractive()),
            registry: registry, storage: storage, shortcuts: LibraryShortcuts(library: library),
            stubs: givenStubs, events: { report.heard($0) }, shortcutName: document.name, device: deviceStore, model: model)
        let outcome = StopSignals.waitCancellable { () async -> Result<ShortcutRun.Result, RunFailure> in
            do throws(RunFailure) {
                return .success(try await ShortcutRun(document: document, environment: environment).run())
            } catch {
                return .failure(error)
            }
        }
        HostSupervisor.shared.stopAllAndWait()
        report.finish(outcome)
        if case .failure(let failure) = outcome { throw ExitCode(failure.exitStatus) }
    }

    private func shortcutInput() throws -> RuntimeValue {
        if let input { return .text(input) }
        guard let inputFile else { return .nothing }
        // Bounded as every value of a run is: a gigabyte file is refused before it is read.
        let data: Data
        switch FileReader.read(inputFile, limit: RunLimits.standard.maximumSize) {
        case .success(let read): data = read.data
        case .failure(let failure): throw CommandFailure("cannot read --input-file \(inputFile): \(failure)")
        }
        let name = URL(localPath: inputFile).lastPathComponent
        return .file(RuntimeFile(name: name, bytes: Array(data)))
    }

    /// The stand-ins by the keys the run looks them up by; a stub naming no action of
    /// `document` (a number past its last, 0, a word) is a usage error naming it, since it
    /// would otherwise be ignored without a word.
    static func stubs(_ given: [String], for document: ShortcutDocument) throws -> [String: RuntimeValue] {
        let pairs = given.map { stub -> (key: String, value: String) in
            let parts = stub.split(separator: "=", maxSplits: 1).map(String.init)
            return (parts[0], parts.count > 1 ? parts[1] : "")
        }
        do {
            return try StandInKeys.resolve(pairs, in: document)
        } catch {
            let stub = given.first { $0.split(separator: "=", maxSplits: 1).first.map(String.init) == error.key } ?? error.key
            throw ValidationError("--stub \(stub): \(error.reason)")
        }
    }
}

enum RunOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
