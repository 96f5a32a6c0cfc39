import Foundation
import IntentKit

/// A shortcut shared as an iCloud link (`https://www.icloud.com/shortcuts/ID`), as Apple's
/// public records endpoint (`/shortcuts/api/records/ID`) describes it: its name, its icon's
/// colour and glyph, and where its file is — the unsigned binary property list (`shortcut`),
/// or, when only that is shared, the signed one (`signedShortcut`). The facts of the answer's
/// shape are recorded in docs/FILE-FORMAT.md ("iCloud links").
public struct ICloudRecord: Sendable, Equatable {
    public var name: String
    /// The icon's colour as the record gives it (an RGBA number, 4282601983 for Shortcuts'
    /// default blue), nil when absent.
    public var iconColor: Int?
    /// The glyph's number, nil when absent.
    public var iconGlyph: Int?
    /// Where the shortcut's file is, the `${f}` of Apple's URL filled in.
    public var assetURL: String
    /// The file's size, as the record says it (nil when it does not).
    public var assetSize: Int?
    /// Whether the file is the signed one.
    public var isSigned: Bool

    /// A record as data.
    public init(name: String, iconColor: Int?, iconGlyph: Int?, assetURL: String, assetSize: Int?, isSigned: Bool) {
        self.name = name
        self.iconColor = iconColor
        self.iconGlyph = iconGlyph
        self.assetURL = assetURL
        self.assetSize = assetSize
        self.isSigned = isSigned
    }

    /// The identifier in an iCloud link (32 letters and digits): what the endpoint is asked
    /// about; nil for anything else.
    public static func identifier(inLink text: String) -> String? {
        var link = text.trimmingCharacters(in: .whitespacesAndNewlines)
        for scheme in ["https://", "http://"] where link.lowercased().hasPrefix(scheme) { link.removeFirst(scheme.count) }
        let lowered = link.lowercased()
        for host in ["www.icloud.com/shortcuts/", "icloud.com/shortcuts/"] where lowered.hasPrefix(host) {
            var id = link.dropFirst(host.count)
            if id.hasPrefix("api/records/") { id = id.dropFirst("api/records/".count) }
            id = id.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
            guard (20...64).contains(id.count), id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { return nil }
            return String(id)
        }
        return nil
    }

    /// Reads the endpoint's answer. A deleted record, one that is no shared shortcut, or one
    /// whose file is missing is refused, saying where (`$.fields.shortcut.value.downloadURL`).
    public init(json bytes: [UInt8]) throws(ICloudRecordError) {
        let json: JSONValue
        do {
            json = try JSONValue.parse(bytes)
        } catch {
            throw .notJSON("\(error.line):\(error.column): \(error.message)")
        }
        if case .bool(true)? = json["deleted"] { throw .deleted }
        if case .string(let type)? = json["recordType"], type != "SharedShortcut" { throw .notAShortcut(type) }
        do throws(JSONShapeError) {
            let fields = try json.required("fields", at: .root) { value, _ in value }
            let path = JSONPath.root.appending("fields")
            name = try fields.required("name", at: path) { (value, path) throws(JSONShapeError) in try value.string("value", at: path) }
            iconColor = try fields.optional("icon_color", at: path) { (value, path) throws(JSONShapeError) in try value.int("value", at: path) }
            iconGlyph = try fields.optional("icon_glyph", at: path) { (value, path) throws(JSONShapeError) in try value.int("value", at: path) }
            let key = fields["shortcut"] != nil || fields["signedShortcut"] == nil ? "shortcut" : "signedShortcut"
            isSigned = key == "signedShortcut"
            let asset = try fields.required(key, at: path) { (value, path) throws(JSONShapeError) in
                try value.required("value", at: path) { value, path in (value, path) }
            }
            let url = try asset.0.string("downloadURL", at: asset.1)
            assetURL = url.replacingOccurrences(of: "${f}", with: "shortcut.shortcut")
            assetSize = try asset.0.optional("size", at: asset.1) { (value, path) throws(JSONShapeError) in try value.int(at: path) }
        } catch {
            throw .shape(error)
        }
    }
}

/// Why an answer of the records endpoint is no shortcut to import.
public enum ICloudRecordError: Error, Equatable, CustomStringConvertible, Sendable {
    case notJSON(String)
    case deleted
    case notAShortcut(String)
    case shape(JSONShapeError)

    public var description: String {
        switch self {
        case .notJSON(let reason): "the answer is not JSON: \(reason)"
        case .deleted: "its owner deleted it: the link no longer shares a shortcut"
        case .notAShortcut(let type): "the record is a \(type), not a shared shortcut"
        case .shape(let error): "the answer is not a shared shortcut's record: \(error)"
        }
    }
}
