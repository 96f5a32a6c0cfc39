import ArgumentParser
import Foundation
import IntentHostClient
import ShortcutStore

/// `--no-build`: the commands that ask a library's hosts (`lint`, `run`, `test`,
/// `intents --check`) build a package whose sources are newer than its build first; this
/// uses what is there, saying how old it is.
struct BuildOptions: ParsableArguments {
    @Flag(name: .customLong("no-build"), help: ArgumentHelp(
        "Use each package host's last build even when its sources are newer (said with its age).",
        discussion: "Without it, a host whose package changed after its last build is built (and its catalog rewritten) first."))
    var noBuild = false
}

/// No stale answer: before a command asks a library's hosts, each host built from a package
/// whose sources (or `Package.swift`, `Package.resolved`) changed after its last build is built
/// again and its catalog rewritten — "building MyIntents (sources changed 2 min after the last
/// build)…" on standard error. A build that fails leaves the last one serving, its errors said
/// whole; with `--no-build` nothing is built and the build's age is said instead.
enum HostFreshness {
    /// Brings the library's package hosts up to date (or says how old they are), telling
    /// `say` each step; ^C during a build stops it and the command.
    static func bringUpToDate(_ library: Library, noBuild: Bool, say: (String) -> Void = sayOnStandardError) throws {
        for (name, command) in library.hostCommands().hosts {
            guard let package = command.package else { continue }
            let freshness = PackageFreshness.of(package: URL(localPath: package.folder), executable: command.executable)
            guard freshness.isStale else { continue }
            if noBuild {
                say("\(name): using its build, \(freshness.age()), though its \(freshness.reason) (--no-build)")
                continue
            }
            say("building \(name) (\(freshness.reason))…")
            let folder = URL(localPath: package.folder)
            let outcome: Result<IntentsAddCommand.Added, any Error> = StopSignals.waitCancellable {
                do {
                    return .success(try await IntentsAddCommand.add(folder: folder, product: package.product, as: name, announce: false, to: library))
                } catch {
                    return .failure(error)
                }
            }
            switch outcome {
            case .success(let added):
                say("built \(name): \(added.definitions.count) intent\(added.definitions.count == 1 ? "" : "s")")
            case .failure(let error as CancellationError):
                throw error
            case .failure(let error):
                say("\(error)\n\(name): its last build (\(freshness.age())) still serves")
            }
        }
    }

    static func sayOnStandardError(_ text: String) {
        FileHandle.standardError.write(Data((text.terminalSafe(keepingNewlines: true) + "\n").utf8))
    }
}
