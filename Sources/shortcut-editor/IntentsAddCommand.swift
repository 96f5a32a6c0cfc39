import ArgumentParser
import Foundation
import IntentHostClient
import IntentKit
import ShortcutStore

/// `intents add PACKAGE`: one command for what the README once listed as four steps — build
/// the product, ask its host for the definitions, and write the library's catalog and host
/// file, which names the package so that the editor rebuilds it as its sources change.
struct IntentsAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Build a Swift package's intent host and add its intents to the library, live.",
        discussion: """
            The package's executable product calls IntentHost.main (docs/INTENT-HOST.md). It is \
            built with `swift build`; its host is asked for its definitions, which go to \
            catalogs/PRODUCT.json, and catalogs/PRODUCT.host.json names the program, the package \
            and the product. The editor rebuilds and reloads it when the package's sources change.
            """)

    @OptionGroup var options: LibraryOptions

    @Argument(help: "The Swift package's folder (the one with Package.swift).")
    var package: String

    @Option(help: "The executable product that serves the intents (default: the package's only executable).")
    var product: String?

    func run() throws {
        let folder = URL(localPath: package).standardizedFileURL
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) else {
            throw ValidationError("\(folder.path) has no Package.swift: name the folder of a Swift package")
        }
        let library = options.choice.resolved
        let product = product
        // ^C, SIGTERM or SIGHUP cancels the work: the build's process group is ended with it
        // (it had gone on building after the command ended) and nothing is written.
        let outcome: Result<Added, any Error> = StopSignals.waitCancellable {
            do { return .success(try await Self.add(folder: folder, product: product, to: library)) } catch { return .failure(error) }
        }
        let added: Added
        do {
            added = try outcome.get()
        } catch is CancellationError {
            throw CommandFailure("stopped before the end; nothing was added")
        }
        let names = added.definitions.map(\.identifier)
        print("""
            Added \(added.product) from \(folder.path): \(names.count) intent\(names.count == 1 ? "" : "s")\
            \(names.isEmpty ? "" : " — " + names.prefix(8).joined(separator: ", ") + (names.count > 8 ? ", …" : "")).
              \(added.files.catalog.path)
              \(added.files.host.path)
            The editor rebuilds \(added.product) when its sources change; `intents --watch` does too, without it.
            """.terminalSafe(keepingNewlines: true))
    }

    /// Builds, asks, writes: what was added, or why not (nothing is written then).
    /// What was added: the product, the definitions its host answered, the files written.
    struct Added: Sendable {
        var product: String
        var definitions: [IntentDefinition]
        var files: (catalog: URL, host: URL)
    }

    /// `name` is the host's name in the library (the product's, unless the host file was
    /// named otherwise); `announce` says "Building …" first, unless the caller said why.
    static func add(folder: URL, product given: String?, as name: String? = nil, announce: Bool = true,
                    to library: Library) async throws -> Added {
        var product = given ?? ""
        if given == nil { product = try await onlyExecutable(in: folder) }
        let name = name ?? product
        let build = SwiftPackageBuild(package: folder, product: product)
        if announce { FileHandle.standardError.write(Data(("Building \(product)…".terminalSafe + "\n").utf8)) }
        let executable: String
        switch try await build.build(progress: { line in
            // SwiftPM's progress lines, as they come; the rest waits for the outcome.
            if line.hasPrefix("[") { FileHandle.standardError.write(Data(("  " + line.terminalSafe + "\n").utf8)) }
        }) {
        case .built(let built, _, _):
            executable = built
        case .failed where Task.isCancelled:
            // Ended by the stop, not by the compiler.
            throw CancellationError()
        case let .failed(diagnostics, tail, _):
            // Each error whole, as the compiler printed it: its source lines, caret and notes.
            let said = diagnostics.isEmpty ? tail : diagnostics.filter { $0.severity == .error }.flatMap { [$0.description] + $0.details }
            // The package failed, not the command line: no usage text, status 1.
            throw CommandFailure("\(product) did not build:\n" + said.map { "  " + $0 }.joined(separator: "\n"))
        }
        let host = HostPackage(folder: folder.path, product: product)
        var command = HostCommand(executable: executable, arguments: ["serve"], directory: folder.path, name: name)
        command.package = host
        let connection = IntentHostConnection(command: command, startDeadline: .seconds(60))
        let definitions: [IntentDefinition]
        do {
            definitions = try await connection.call(DefinitionsCall(), deadline: .seconds(60))
        } catch {
            await connection.stop()
            if Task.isCancelled { throw CancellationError() }
            throw CommandFailure("\(product) was built but its host did not answer: \(error)")
        }
        // Its App Shortcuts, for the action library; a host that cannot say has none.
        let shortcuts = (try? await connection.call(AppShortcutsCall(), deadline: .seconds(30))) ?? []
        await connection.stop()
        let files = try library.addHost(named: name, definitions: definitions, appShortcuts: shortcuts, executable: executable, package: host)
        return Added(product: product, definitions: definitions, files: files)
    }

    /// The package's one executable product; an error naming them when there are several.
    private static func onlyExecutable(in folder: URL) async throws -> String {
        let products = try await SwiftPackageBuild.executableProducts(in: folder)
        guard products.count == 1 else {
            throw ValidationError(products.isEmpty ? "\(folder.path) has no executable product to serve its intents"
                                  : "\(folder.path) has \(products.count) executables (\(products.joined(separator: ", "))): choose one with --product")
        }
        return products[0]
    }
}
