import Foundation
import IntentHostClient
import IntentKit

extension Library {
    /// Adds a developer's package as a live catalog: its definitions, as its host answered
    /// them, in `catalogs/NAME.json` (what `lint`, `run` and a fresh editor read before the
    /// host starts), and `catalogs/NAME.host.json` naming the built executable, the package
    /// and the product. Both written whole or not at all; an earlier pair of the same name is
    /// replaced. Returns the two files.
    @discardableResult
    public func addHost(named name: String, definitions: [IntentDefinition], appShortcuts: [AppShortcutDefinition] = [],
                        executable: String, package: HostPackage) throws -> (catalog: URL, host: URL) {
        guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
            throw StoreError.invalidName(name, reason: "a catalog is named by a file in catalogs/: no slash, not starting with a dot")
        }
        try FileManager.default.createDirectory(at: catalogsFolder, withIntermediateDirectories: true)
        let catalog = catalogsFolder.appendingPathComponent(name + ".json")
        let host = catalogsFolder.appendingPathComponent(name + HostCatalog.suffix)
        try AtomicFileWriter().write(try IntentHost.catalog(of: definitions), to: catalog)
        try AtomicFileWriter().write(HostCatalog.text(executable: executable, package: package), to: host)
        try writeAppShortcuts(appShortcuts, named: name)
        return (catalog, host)
    }

    /// A catalog's App Shortcuts, in `catalogs/NAME.appshortcuts.json` beside it (none: no file),
    /// which the action library lists under the app.
    public func writeAppShortcuts(_ shortcuts: [AppShortcutDefinition], named name: String) throws {
        let file = catalogsFolder.appendingPathComponent(name + Self.appShortcutsSuffix)
        guard !shortcuts.isEmpty else {
            try? FileManager.default.removeItem(at: file)
            return
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try AtomicFileWriter().write(try encoder.encode(shortcuts) + Data("\n".utf8), to: file)
    }

    /// The ending of a catalog's App Shortcuts file.
    public static let appShortcutsSuffix = ".appshortcuts.json"

    /// Rewrites a host's catalog with the definitions it answers now (after a rebuild), so
    /// that what reads the library without the host agrees with it.
    public func updateCatalog(named name: String, definitions: [IntentDefinition]) throws {
        try AtomicFileWriter().write(try IntentHost.catalog(of: definitions), to: catalogsFolder.appendingPathComponent(name + ".json"))
    }
}

extension Library {
    /// The library's intent hosts, by catalog name (those built from a package name it:
    /// `intents add`'s), with what was wrong with any host file that could not be read.
    public func hostCommands() -> (hosts: [(name: String, command: HostCommand)], issues: [LibraryIssue]) {
        var hosts: [(name: String, command: HostCommand)] = []
        var issues: [LibraryIssue] = []
        for url in Self.urls(of: Self.visibleNames(in: catalogsFolder), in: catalogsFolder, withExtension: HostCatalog.suffix) {
            let name = String(url.fileName.dropLast(HostCatalog.suffix.count))
            do {
                let command = try HostCatalog.command(in: url, name: name)
                hosts.append((name, command))
            } catch {
                issues.append(LibraryIssue(file: url.fileSystemPath, message: String(describing: error)))
            }
        }
        return (hosts, issues)
    }
}
