import FileAccess
import Foundation
import IntentCatalogs
import IntentHostClient
import IntentKit

/// Something in the library the registry could not use, reported (by `lint`, by the editor)
/// without stopping the rest from loading.
public struct LibraryIssue: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var message: String
    /// The file was read, and one entry of it left out (a malformed action or definition);
    /// false when nothing of the file could be used.
    public var isEntry = false

    /// The file, then the message — once, when the message already starts with it.
    public var description: String { message.hasPrefix(file + ":") ? message : "\(file): \(message)" }
}

extension Library {
    /// The registry the editor and the documents share: the intents declared in Swift, plus
    /// the intent definitions in `catalogs/` and the entity records in `entities/`. A file
    /// that cannot be read is reported and skipped; it never hides the others.
    ///
    /// Apple's compiled metadata (`*.actionsdata`) in `catalogs/`, and any `extraCatalogs`
    /// (`--catalog`), load too, their identifiers namespaced by file name.
    ///
    /// Hosts are attached through the connections of `reusing` that run the same command, when
    /// there are: a registry read again while the editor runs keeps its hosts.
    public func assembleRegistry(base: IntentRegistry, extraCatalogs: [URL] = [],
                                 reusing connections: [IntentHostConnection] = []) -> (registry: IntentRegistry, issues: [LibraryIssue]) {
        var registry = base
        var issues: [LibraryIssue] = []
        // Shortcuts' own actions first: a catalog in the library may describe one better.
        BuiltInActions.register(into: &registry)
        // The folder is listed once for its catalogs of each kind and its app folders.
        let catalogNames = Self.visibleNames(in: catalogsFolder)
        for url in catalogFiles(among: catalogNames) + extraCatalogs {
            do {
                let catalog = try ActionsDataCatalog.load(contentsOf: url)
                for problem in catalog.problems {
                    issues.append(LibraryIssue(file: url.fileSystemPath, message: "action \(problem.action) left out: \(problem.error)", isEntry: true))
                }
                for definition in catalog.definitions + catalog.findDefinitions {
                    do {
                        try registry.register(definition)
                    } catch {
                        issues.append(LibraryIssue(file: url.fileSystemPath, message: error.description))
                    }
                }
            } catch {
                issues.append(LibraryIssue(file: url.fileSystemPath, message: error.description))
            }
        }
        var definitionsByCatalog: [String: [IntentDefinition]] = [:]
        for url in Self.urls(of: catalogNames, in: catalogsFolder, withExtension: ".json")
        where !url.fileName.hasSuffix(HostCatalog.suffix) && !url.fileName.hasSuffix(Self.appShortcutsSuffix) {
            do {
                // Read as the declaration cache is (`IntentDefinition(json:at:)`): a mistake is
                // named by its key path, a syntax error by its line and column.
                let json = try JSONValue.parse(try FileReader.read(url.fileSystemPath).get().data)
                // One definition a file gets wrong is left out alone, said with its key path.
                for (index, element) in try json.array(at: .root).enumerated() {
                    do {
                        var definition = try IntentDefinition(json: element, at: JSONPath.root.appending(index))
                        let catalog = String(url.fileName.dropLast(".json".count))
                        // An app's intents are listed under the app, as Shortcuts lists them.
                        if definition.category == nil { definition.category = catalog }
                        try registry.register(definition)
                        definitionsByCatalog[catalog, default: []].append(definition)
                    } catch let error as JSONShapeError {
                        issues.append(LibraryIssue(file: url.fileSystemPath, message: "definition \(index + 1) left out: \(error)", isEntry: true))
                    } catch {
                        issues.append(LibraryIssue(file: url.fileSystemPath, message: String(describing: error)))
                    }
                }
            } catch let error as FileReader.Failure {
                issues.append(LibraryIssue(file: url.fileSystemPath, message: "cannot be read: \(error)"))
            } catch let error as JSONSyntaxError {
                issues.append(LibraryIssue(file: url.fileSystemPath, message: "\(error.line):\(error.column): not a list of intent definitions: \(error.message)"))
            } catch {
                issues.append(LibraryIssue(file: url.fileSystemPath, message: "not a list of intent definitions: \(error)"))
            }
        }
        for url in Self.urls(of: catalogNames, in: catalogsFolder, withExtension: Self.appShortcutsSuffix) {
            let name = String(url.fileName.dropLast(Self.appShortcutsSuffix.count))
            do {
                let data = try FileReader.read(url.fileSystemPath).get().data
                // Read through the protocol's decoder: a mistake is said by its key path
                // (`$[0].phrases: expected an array`), never as a Swift error's dump.
                let shortcuts = try HostLines.decode([AppShortcutDefinition].self, from: data).map { shortcut in
                    var named = shortcut
                    named.app = named.app ?? name
                    return named
                }
                registry.register(appShortcuts: shortcuts)
            } catch {
                issues.append(LibraryIssue(file: url.fileSystemPath, message: "not a list of App Shortcuts: \(error)"))
            }
        }
        for url in Self.urls(of: catalogNames, in: catalogsFolder, withExtension: HostCatalog.suffix) {
            let name = String(url.fileName.dropLast(HostCatalog.suffix.count))
            guard let definitions = definitionsByCatalog[name] else {
                issues.append(LibraryIssue(file: url.fileSystemPath, message: "names the host of \(name).json, which is not in catalogs/"))
                continue
            }
            do {
                if let warning = try HostCatalog.attachHost(describedIn: url, name: name, logs: logsFolder, to: definitions, in: &registry,
                                                            reusing: connections) {
                    issues.append(LibraryIssue(file: url.fileSystemPath, message: warning))
                }
            } catch {
                issues.append(LibraryIssue(file: url.fileSystemPath, message: String(describing: error)))
            }
        }
        for url in Self.urls(of: Self.visibleNames(in: entitiesFolder), in: entitiesFolder, withExtension: ".json") {
            let type = String(url.fileName.dropLast(".json".count))
            do {
                let data = try FileReader.read(url.fileSystemPath).get().data
                let records = try EntityRecord.decode(try JSONValue.parse(data))
                registry.register(RecordEntitySource(typeIdentifier: type, records: records))
            } catch let error as FileReader.Failure {
                issues.append(LibraryIssue(file: url.fileSystemPath, message: "cannot be read: \(error)"))
            } catch let error as JSONSyntaxError {
                issues.append(LibraryIssue(file: url.fileSystemPath, message: "\(error.line):\(error.column): not valid JSON: \(error.message)"))
            } catch {
                issues.append(LibraryIssue(file: url.fileSystemPath, message: String(describing: error)))
            }
        }
        return (registry, issues)
    }

    /// Apple's metadata files in `catalogs/`: at its top (`com.apple.weather.actionsdata`) or
    /// in a folder per app, as copied out of the app (`com.apple.weather/extract.actionsdata`,
    /// `com.apple.weather.app/Metadata.appintents/extract.actionsdata`).
    /// The Apple catalogs among the names in `catalogs/`, and in its app folders.
    private func catalogFiles(among names: [String]) -> [URL] {
        var found = Self.urls(of: names, in: catalogsFolder, withExtension: ".actionsdata")
        for name in names {
            let folder = catalogsFolder.appendingPathComponent(name, isDirectory: true)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.fileSystemPath, isDirectory: &isFolder), isFolder.boolValue else { continue }
            found += Self.urls(of: Self.visibleNames(in: folder), in: folder, withExtension: ".actionsdata")
            let metadata = folder.appendingPathComponent("Metadata.appintents", isDirectory: true)
            found += Self.urls(of: Self.visibleNames(in: metadata), in: metadata, withExtension: ".actionsdata")
        }
        return found
    }

    /// The names in `folder` not hidden by a leading dot, sorted; none when it cannot be read.
    static func visibleNames(in folder: URL) -> [String] {
        (DirectoryListing.names(in: folder.fileSystemPath) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    static func urls(of names: [String], in folder: URL, withExtension suffix: String) -> [URL] {
        names.filter { $0.hasSuffix(suffix) }.map { folder.appendingPathComponent($0, isDirectory: false) }
    }
}
