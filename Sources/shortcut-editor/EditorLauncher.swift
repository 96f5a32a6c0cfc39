#if canImport(Glibc)
import Glibc
#endif
import AppShell
import ArgumentParser
import Foundation
import IntentHostClient
import IntentKit
import ShortcutRuntime
import ShortcutStore
import TerminalUI
import UserConfig

/// Starts the full-screen editor: takes the terminal, seeds a new library, opens the browser
/// or a document, and turns how it ended into an exit status.
struct EditorLauncher {
    let choice: LibraryChoice

    /// The registry read again after a host was rebuilt, through the hosts already running;
    /// nil when the library can no longer be read (the editor keeps the one it has).
    static func registryAgain(_ choice: LibraryChoice) -> IntentRegistry? {
        var warnings: [String] = []
        var errors = 0
        guard var registry = try? choice.registry(deferWarnings: &warnings, errors: &errors, reusing: HostSupervisor.shared.connections) else {
            return nil
        }
        _ = choice.adoptRememberedDeclarations(into: &registry)
        return registry
    }

    func run(path: String?) throws {
        let library = choice.resolved
        let isFirstRun = !FileManager.default.fileExists(atPath: library.root.fileSystemPath)
        var warnings: [String] = []
        var registry: IntentRegistry
        var catalogErrors = 0
        do {
            // The editor starts with what the catalogs gave; what they could not is said on
            // its first screen and, whole, on standard error when it ends.
            registry = try choice.registry(deferWarnings: &warnings, errors: &catalogErrors)
        } catch {
            printWarnings(warnings)
            throw Self.fail(String(describing: error), status: 1)
        }
        let staleDeclarations = choice.adoptRememberedDeclarations(into: &registry)
        let config = choice.settings()
        warnings += config.problems.map { "warning: \($0)" }
        // The terminal first: without one there is nothing to do, and nothing should be created.
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal(environment: choice.environment, colors: config.settings.colors)
        } catch {
            throw Self.fail(error.description, status: 2)
        }
        let outcome: EditorApp.Outcome
        do throws(StoreError) {
            let start = try startingPoint(path: path, library: library, isFirstRun: isFirstRun)
            if isFirstRun, path == nil {
                // The sample came with the demo's live catalog: read with the library's others.
                var seededWarnings: [String] = []
                var seededErrors = 0
                if var seeded = try? choice.registry(deferWarnings: &seededWarnings, errors: &seededErrors) {
                    _ = choice.adoptRememberedDeclarations(into: &seeded)
                    registry = seeded
                }
            }
            let choice = self.choice
            let app = EditorApp(terminal: terminal, store: ShortcutStore(library: library), registry: registry,
                                keymap: config.settings.keymap,
                                notice: Self.notice(catalogErrors: catalogErrors) ?? Self.notice(for: config.problems),
                                reloadRegistry: { Self.registryAgain(choice) },
                                model: ModelEndpoint.from(environment: choice.environment, configURL: config.settings.modelURL,
                                                          configName: config.settings.modelName))
            outcome = try app.run(from: start)
        } catch {
            terminal.close()
            HostSupervisor.shared.stopAllAndWait()
            throw Self.fail(error.description, status: 1)
        }
        terminal.close()
        // No intent host outlives the editor.
        HostSupervisor.shared.stopAllAndWait()
        choice.rememberDeclarations(of: registry, in: staleDeclarations)
        printWarnings(warnings)
        if case let .interrupted(signal, journaled) = outcome {
            let note = journaled ? " Unsaved edits are in the recovery journal; opening the shortcut again offers them." : ""
            FileHandle.standardError.write(Data("shortcut-editor: interrupted.\(note)\n".utf8))
            throw ExitCode(128 + signal)
        }
    }

    private func startingPoint(path: String?, library: Library, isFirstRun: Bool) throws(StoreError) -> EditorApp.Start {
        if let path {
            if Self.isFilePath(path) { return .document(URL(localPath: path), backToBrowser: false) }
            try library.prepare()
            return .document(try library.existingFileURL(forShortcutNamed: path), backToBrowser: false)
        }
        if isFirstRun { return .document(try SampleShortcut.seed(in: library), backToBrowser: true) }
        try library.prepare()
        return .browser
    }

    /// The first screen's message about entries a named catalog could not give.
    static func notice(catalogErrors: Int) -> String? {
        guard catalogErrors > 0 else { return nil }
        return "Catalog: \(catalogErrors) entr\(catalogErrors == 1 ? "y" : "ies") could not be read; the rest were (listed on exit)."
    }

    /// The first screen's message about a bad config file: its first problem, the file by its
    /// name alone to fit the line, and where the rest are told (all of them, with the whole
    /// path, go to standard error when the editor ends).
    static func notice(for problems: [ConfigProblem]) -> String? {
        guard var first = problems.first else { return nil }
        first.file = URL(localPath: first.file).fileName
        let more = problems.count > 1 ? " (and \(problems.count - 1) more: `shortcut-editor keys` lists them)" : ""
        return "Config: \(first)\(more)"
    }

    /// Says why the editor could not start, in one line on standard error; the exit status
    /// tells scripts which kind of failure it was (2: no usable terminal, 1: the document).
    static func fail(_ message: String, status: Int32) -> ExitCode {
        FileHandle.standardError.write(Data("shortcut-editor: \(message)\n".terminalSafe(keepingNewlines: true).utf8))
        return ExitCode(status)
    }

    /// A path names a file when it looks like one (a `/`, or a shortcut file's ending:
    /// `.json`, `.shortcut`, `.plist`, `.wflow`); anything else is a shortcut's name.
    static func isFilePath(_ path: String) -> Bool {
        path.contains("/") || DocumentFormat.forNewFile(named: path) != nil || FileManager.default.fileExists(atPath: path)
    }
}

