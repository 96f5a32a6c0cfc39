import FileAccess
import Foundation
import IntentKit

/// The intents of one app, read from Apple's compiled metadata (`extract.actionsdata`):
/// its actions as `IntentDefinition`s with their real summaries, ready for the registry.
///
/// Identifiers are prefixed with the catalog's namespace (`weather.OpenWeatherSpecificConditionIntent`)
/// so two apps cannot collide. An action that cannot be read is reported in `problems` and
/// left out; the rest load.
public struct ActionsDataCatalog: Sendable {
    public var file: String
    /// Nil when identifiers are used as the file writes them (an export read back as is).
    public var namespace: String?
    public var definitions: [IntentDefinition]
    /// The "Find <Entities>" actions its queries give (`ActionsDataQueries`): registered with
    /// the app's actions, never written back as actions of the file.
    public var findDefinitions: [IntentDefinition] = []
    public var problems: [CatalogProblem]

    /// Reads a catalog, looking for strings tables in the same folder. The namespace is, in
    /// turn: the one given, the bundle the file says it describes (a top-level
    /// `"bundleIdentifier"`, this editor's addition), the bundle its place names
    /// (`com.apple.weather/extract.actionsdata`, `Weather.app/Metadata.appintents/…` does not
    /// name one, so its folder's name is used), or the file's name.
    public static func load(contentsOf url: URL, namespace: String? = nil) throws(CatalogError) -> ActionsDataCatalog {
        let data: Data
        switch FileReader.read(url.path) {
        case .success(let contents): data = contents.data
        case .failure(let failure): throw .unreadable(file: url.path, reason: "cannot read the file: \(failure)")
        }
        let json = try parse(data, file: url.path)
        var chosen = namespace ?? Self.namespace(for: url)
        if namespace == nil, case .string(let bundle)? = json["bundleIdentifier"], !bundle.isEmpty { chosen = bundle }
        return try decode(json, file: url.path, namespace: chosen, strings: StringsTables.load(from: url.deletingLastPathComponent()))
    }

    /// The namespace a catalog's place gives it: the file's name without its extension
    /// (`com.apple.weather.actionsdata`), or, for Apple's own file name `extract.actionsdata`,
    /// the folder holding it (`com.apple.weather/`), above `Metadata.appintents` and without
    /// `.app`/`.appex`. Named after the app's bundle identifier, a catalog's identifiers are
    /// the ones real shortcuts use for that app's intents
    /// (`com.apple.weather.OpenWeatherSpecificConditionIntent`).
    public static func namespace(for url: URL) -> String {
        let name = url.lastPathComponent
        if name == "extract.actionsdata" {
            var folder = url.deletingLastPathComponent()
            if folder.lastPathComponent == "Metadata.appintents" { folder = folder.deletingLastPathComponent() }
            var folderName = folder.lastPathComponent
            for suffix in [".app", ".appex"] where folderName.hasSuffix(suffix) { folderName = String(folderName.dropLast(suffix.count)) }
            if !folderName.isEmpty && folderName != "/" && folderName != "catalogs" { return folderName }
        }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    public static func decode(_ data: Data, file: String, namespace: String?,
                              strings: StringsTables = StringsTables()) throws(CatalogError) -> ActionsDataCatalog {
        try decode(try parse(data, file: file), file: file, namespace: namespace, strings: strings)
    }

    private static func parse(_ data: Data, file: String) throws(CatalogError) -> JSONValue {
        do {
            return try JSONValue.parse(data)
        } catch {
            throw .syntax(file: file, error)
        }
    }

    private static func decode(_ json: JSONValue, file: String, namespace: String?,
                               strings: StringsTables) throws(CatalogError) -> ActionsDataCatalog {
        var decoder = ActionsDataDecoder(namespace: namespace, strings: strings)
        let actions: [(key: String, value: JSONValue)]
        do {
            _ = try json.object(at: .root)
            try decoder.readTypes(of: json)
            actions = try json.member("actions", at: .root).object(at: JSONPath.root.appending("actions"))
        } catch {
            throw .shape(file: file, error)
        }
        var definitions: [IntentDefinition] = []
        var problems: [CatalogProblem] = []
        for (key, action) in actions {
            do {
                definitions.append(try decoder.action(action, at: JSONPath.root.appending("actions").appending(key)))
            } catch {
                problems.append(CatalogProblem(file: file, action: key, error: error))
            }
        }
        var catalog = ActionsDataCatalog(file: file, namespace: namespace, definitions: definitions, problems: problems)
        catalog.findDefinitions = decoder.findDefinitions(of: json).filter { find in !definitions.contains { $0.identifier == find.identifier } }
        return catalog
    }
}
