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
    func followHosts() {
        guard reloadRegistry != nil, liveHosts.isEmpty else { return }
        let inbox = self.inbox
        for (name, command) in store.library.hostCommands().hosts {
            do {
                liveHosts.append(try LiveHostBuilder(host: name, command: command, library: store.library, report: { inbox.post(.liveHost($0)) }))
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
            return .building(host: host, progress: nil)
        case let .progress(host, line):
            return .building(host: host, progress: line)
        case let .failed(host, diagnostics, tail):
            let lines = diagnostics.isEmpty ? tail : diagnostics.map(\.description)
            return .failed(host: host, lines: lines, errors: diagnostics.filter { $0.severity == .error }.count)
        case let .reloaded(host, definitions):
            guard let fresh = reloadRegistry?() else {
                return .failed(host: host, lines: ["The library's catalogs could not be read again; `shortcut-editor lint` says why."], errors: 0)
            }
            registry = fresh
            return .reloaded(host: host, registry: fresh, intents: definitions.count)
        }
    }
}
