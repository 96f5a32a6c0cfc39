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
    public var problems: [CatalogProblem]

    /// Reads a catalog, looking for strings tables in the same folder. The namespace defaults
    /// to the file's name without its extension.
    public static func load(contentsOf url: URL, namespace: String? = nil) throws(CatalogError) -> ActionsDataCatalog {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw .unreadable(file: url.path, reason: "cannot read the file")
        }
        return try decode(data, file: url.path, namespace: namespace ?? Self.namespace(for: url),
                          strings: StringsTables.load(from: url.deletingLastPathComponent()))
    }

    /// The file's name without its extension. Named after the app's bundle identifier
    /// (`com.apple.weather.actionsdata`), a catalog's identifiers are the ones real shortcuts
    /// use for that app's intents (`com.apple.weather.OpenWeatherSpecificConditionIntent`).
    public static func namespace(for url: URL) -> String {
        let name = url.lastPathComponent
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    public static func decode(_ data: Data, file: String, namespace: String?,
                              strings: StringsTables = StringsTables()) throws(CatalogError) -> ActionsDataCatalog {
        let json: JSONValue
        do {
            json = try JSONValue.parse(data)
        } catch {
            throw .syntax(file: file, error)
        }
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
        return ActionsDataCatalog(file: file, namespace: namespace, definitions: definitions, problems: problems)
    }
}
