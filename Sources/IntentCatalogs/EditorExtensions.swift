import Foundation
import IntentKit

/// What our own exports add to Apple's format. Apple's metadata has no form for some of what a
/// Swift declaration says — Bool, Double, Decimal, Duration and Measurement types, a
/// parameter's editing options, an intent's category, what an entity's query can do — so an
/// export carries those under keys of our own, which Apple's readers ignore as unknown, and
/// which the loader reads back: export → import is lossless.
enum EditorExtensions {
    /// `generator.name` of our exports. Their text is literal, never a localization key.
    static let generatorName = "shortcut-editor"
    /// A `valueType` kind: `{"shortcutEditorType": {"wrapper": <ValueType as JSON>}}`.
    static let valueTypeKind = "shortcutEditorType"
    /// An `LNValue` kind: `{"shortcutEditorValue": <IntentValue as a document stores it>}`.
    static let valueKind = "shortcutEditorValue"
    /// A parameter's `ParameterOptions`.
    static let parameterOptions = "shortcutEditorOptions"
    /// An action's category (the group of the action library).
    static let category = "shortcutEditorCategory"
    /// An entity type's `EntityQueryCapabilities`, as their raw value.
    static let queryCapabilities = "shortcutEditorQueryCapabilities"

    /// A `Codable` model value as JSON, for the extension keys.
    static func json(_ value: some Encodable) -> JSONValue {
        // Encoding a model value into JSON and reading it back cannot fail: the types are
        // plain data whose encoders throw on nothing.
        (try? JSONDecoder().decode(JSONValue.self, from: JSONEncoder().encode(value))) ?? .null
    }

    static func decode<Value: Decodable>(_ type: Value.Type, from json: JSONValue, at path: JSONPath) throws(JSONShapeError) -> Value {
        do {
            return try JSONDecoder().decode(type, from: Data(json.compactText.utf8))
        } catch {
            throw JSONShapeError(at: path, expected: "a \(type) as shortcut-editor exports it", found: json)
        }
    }
}
