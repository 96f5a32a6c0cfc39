import Foundation
import EditorCore
import IntentHostClient
import IntentKit
import ShortcutStore

/// Following the library's intent hosts while the editor runs (`LiveHostBuilder`): their
/// builds reported on the editor's message line, a failed one's diagnostics on a page, and a
/// rebuilt one's definitions put in place as a new registry.
extension EditorApp {
    /// Starts a builder for each host of the library, when hosts are followed. A host whose
    /// folder cannot be watched (the system's inotify limits) still serves, not rebuilt: the
    /// first screen says so. A host file's own problems are `lint`'s to say.
    ///
    /// A package whose sources changed after its last build (the editor was closed meanwhile)
    /// is built at once, the first screen saying why: no card answers from a stale build for
    /// longer than the build takes. The first screen does not wait for it.
    func followHosts() {
        guard reloadRegistry != nil, liveHosts.isEmpty else { return }
        let inbox = self.inbox
        for (name, command) in store.library.hostCommands().hosts {
            do {
                let builder = try LiveHostBuilder(host: name, command: command, library: store.library, report: { inbox.post(.liveHost($0)) })
                liveHosts.append(builder)
                if let package = command.package {
                    let freshness = PackageFreshness.of(package: URL(localPath: package.folder), executable: command.executable)
                    if freshness.isStale {
                        // Said with the build's progress on the message line, until it ends.
                        inbox.post(.liveHost(.building(host: name, progress: nil, reason: freshness.reason)))
                        builder.rebuild()
                    }
                }
            } catch {
                let said = "\(name) is not rebuilt as its sources change: \(error)"
                notice = notice.map { $0 + " · " + said } ?? said
            }
        }
    }

    /// What the editor is told of a builder's event; a rebuilt host's registry is read here.
    func news(of event: LiveHostBuilder.Event) -> LiveHostNews? {
        switch event {
        case .building(let host):
            return .building(host: host, progress: nil, reason: nil)
        case let .progress(host, line):
            return .building(host: host, progress: line, reason: nil)
        case let .failed(host, diagnostics, tail, log):
            return .failed(BuildReport(host: host, package: package(of: host), built: false, diagnostics: diagnostics.map(Self.reported),
                                       log: diagnostics.isEmpty && log.isEmpty ? tail : log))
        case let .reloaded(host, definitions, warnings, log, _):
            guard let fresh = reloadRegistry?() else {
                let said = "The library's catalogs could not be read again; `shortcut-editor lint` says why."
                return .failed(BuildReport(host: host, package: package(of: host), built: false, diagnostics: [], log: log + [said]))
            }
            registry = fresh
            // The summary check a developer would otherwise meet only in `lint`, at build time.
            var problems: [String: [String]] = [:]
            for definition in definitions {
                let found = IntentLinter.lint(definition, lookingForUnreachedBranches: true).map(\.message)
                if !found.isEmpty { problems[definition.identifier] = found }
            }
            let build = package(of: host) == nil ? nil
                : BuildReport(host: host, package: package(of: host), built: true, diagnostics: warnings.map(Self.reported), log: log)
            return .reloaded(host: host, registry: fresh, intents: definitions.count, build: build, summaryProblems: problems)
        }
    }

    /// The package folder the builder of `host` builds, which its messages name files from.
    private func package(of host: String) -> String? {
        liveHosts.first { $0.host == host }?.package
    }

    /// A compiler message as the editor shows it.
    static func reported(_ diagnostic: BuildDiagnostic) -> BuildReport.Diagnostic {
        BuildReport.Diagnostic(file: diagnostic.file, line: diagnostic.line, column: diagnostic.column, severity: diagnostic.severity.rawValue,
                               message: diagnostic.message, details: diagnostic.details)
    }
}
