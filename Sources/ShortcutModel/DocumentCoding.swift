import Foundation
import IntentKit

/// A document read from a file, with what did not fit: values kept as they were but flagged.
public struct DecodedDocument: Sendable {
    public var document: ShortcutDocument
    public var diagnostics: [DocumentDiagnostic]
    /// What reading the file could not keep as the file has it, each naming its place (a
    /// string no document can hold exactly): said wherever the file is opened.
    public var losses: [String] = []
    /// How many actions the file holds: `document.actions.count`, except for a `prefix`.
    public var actionCount: Int

    public init(document: ShortcutDocument, diagnostics: [DocumentDiagnostic], actionCount: Int? = nil) {
        self.document = document
        self.diagnostics = diagnostics
        self.actionCount = actionCount ?? document.actions.count
    }
}

extension ShortcutDocument {
    private static let knownMembers: Set<String> = ["formatVersion", "name", "icon", "color", "actions", "created", "modified"]
    private static let knownActionMembers: Set<String> = ["id", "intent", "values"]

    /// The canonical file text: sorted keys, so a change to one value is a one-line diff.
    public func encoded() -> Data {
        Data(json.canonicalBytes())
    }

    public var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = unknownMembers.map { ($0.key, $0.value) }
        members.append(("formatVersion", .int(Self.formatVersion)))
        members.append(("name", .string(name)))
        if let icon { members.append(("icon", .string(icon))) }
        if let color { members.append(("color", .string(color))) }
        members.append(("created", .string(ISO8601Text.format(created))))
        members.append(("modified", .string(ISO8601Text.format(modified))))
        members.append(("actions", .array(actions.map(\.json))))
        return .object(members)
    }

    /// Reads a document. Structure that is wrong is an error naming the file and the place;
    /// a value that is malformed is kept as it is and reported, so nothing is ever dropped.
    /// The file is indexed first and its actions parsed one at a time: the whole file is
    /// never held as one JSON tree (which costs several times the file's size).
    public static func decode(_ bytes: some Collection<UInt8>, file: String) throws(DocumentError) -> DecodedDocument {
        let decoded = bytes.withContiguousStorageIfAvailable { buffer in
            Result { () throws(DocumentError) in try decode(buffer: buffer, file: file) }
        }
        guard let decoded else { return try decode(Array(bytes), file: file) }
        return try decoded.get()
    }

    /// The actions are found by their brackets and each is checked by its own parse, on every
    /// core — where a checked index would scan each action's syntax once more, on one. Only
    /// when that reading fails is the file read again with the checked index, so that a broken
    /// file's error is the one a checked reading finds first in it. A valid file gives the
    /// same index either way, and a file whose brackets index and whose every action then
    /// parses to exactly its range is valid, so what decodes is what the checked reading gives.
    ///
    /// `quickIndex`, when given, is that bracket-found index already made of these bytes (a
    /// preview's): it is not made again.
    static func decode(buffer: UnsafeBufferPointer<UInt8>, file: String, quickIndex: JSONIndex? = nil) throws(DocumentError) -> DecodedDocument {
        if let quick = quickIndex ?? (try? index(buffer, file: file, checkingActions: false)),
           let decoded = try? decode(buffer: buffer, index: quick, file: file, actionLimit: nil) {
            return decoded
        }
        return try decode(buffer: buffer, index: index(buffer, file: file), file: file, actionLimit: nil)
    }

    /// Finds the members and each action's bytes, checking the syntax of the whole file — or,
    /// without `checkingActions`, of all but the actions, found by their brackets alone.
    static func index(_ buffer: UnsafeBufferPointer<UInt8>, file: String, checkingActions: Bool = true) throws(DocumentError) -> JSONIndex {
        do throws(JSONSyntaxError) {
            return try JSONIndex(buffer, listing: "actions", checkingElements: checkingActions)
        } catch {
            throw .syntax(file: file, error)
        }
    }

    /// Reads the document `index` describes, or with `actionLimit` its header and that many
    /// first actions (`actionCount` still counts them all).
    static func decode(buffer: UnsafeBufferPointer<UInt8>, index: JSONIndex, file: String, actionLimit: Int?) throws(DocumentError) -> DecodedDocument {
        if let other = index.otherValue { return try decode(json: other, file: file) }
        var header: [(key: String, value: JSONValue)] = []
        var actionRanges: [Range<Int>]?
        do throws(JSONSyntaxError) {
            for member in index.members {
                if member.key == "actions", buffer[member.range.lowerBound] == UInt8(ascii: "[") {
                    actionRanges = index.elements
                    header.append((member.key, .array([])))
                } else {
                    header.append((member.key, try JSONIndex.value(in: buffer, at: member.range)))
                }
            }
        } catch {
            throw .syntax(file: file, error)
        }
        // `actions` missing or not an array: the shape error says so.
        guard let actionRanges else { return try decode(json: .object(header), file: file) }
        let count = min(actionRanges.count, actionLimit ?? actionRanges.count)
        do {
            var decoded = try decode(.object(header), file: file) { (index: Int) throws(JSONSyntaxError) -> JSONValue in
                try JSONIndex.element(in: buffer, at: actionRanges[index])
            } count: { count }
            decoded.actionCount = actionRanges.count
            return decoded
        } catch {
            throw .shape(file: file, error)
        }
    }

    /// Actions `range` of the document `index` describes (those the file has), with their
    /// diagnostics, decoded as a whole read decodes them: the ones a preview shows next.
    static func decodeActions(_ range: Range<Int>, buffer: UnsafeBufferPointer<UInt8>, index: JSONIndex,
                              file: String) throws(DocumentError) -> (actions: [ShortcutAction], diagnostics: [DocumentDiagnostic]) {
        let actionsPath = JSONPath.root.appending("actions")
        var actions: [ShortcutAction] = []
        var diagnostics: [DocumentDiagnostic] = []
        for position in range.clamped(to: index.elements.indices) {
            let item: JSONValue
            do throws(JSONSyntaxError) {
                item = try JSONIndex.element(in: buffer, at: index.elements[position])
            } catch {
                throw .syntax(file: file, error)
            }
            do throws(JSONShapeError) {
                actions.append(try decodeAction(item, index: position, actionsPath: actionsPath, diagnostics: &diagnostics))
            } catch {
                throw .shape(file: file, error)
            }
        }
        return (actions, diagnostics)
    }

    /// Reads a document already parsed (the one inside a recovery journal, say).
    public static func decode(json: JSONValue, file: String) throws(DocumentError) -> DecodedDocument {
        let items = (try? json.member("actions", at: .root).array(at: .root)) ?? []
        do {
            return try decode(json, file: file) { (index: Int) throws(JSONSyntaxError) -> JSONValue in items[index] } count: { items.count }
        } catch {
            throw .shape(file: file, error)
        }
    }

    /// The document from its members (`actions` read through `action(i)`, parsed on demand,
    /// when the file was indexed).
    private static func decode(_ json: JSONValue, file: String, action: (Int) throws(JSONSyntaxError) -> JSONValue,
                               count: () -> Int) throws(DocumentDecodingFailure) -> DecodedDocument {
        let root = JSONPath.root
        do {
            let members = try json.object(at: root)
            let versionValue = try json.member("formatVersion", at: root)
            let version = try versionValue.int(at: root.appending("formatVersion"))
            guard version <= formatVersion else { throw DocumentDecodingFailure.newerVersion(version) }
            guard version >= 1 else {
                throw DocumentDecodingFailure.shape(JSONShapeError(at: root.appending("formatVersion"), expected: "a format version from 1 to \(formatVersion)", found: versionValue))
            }
            let actionsPath = root.appending("actions")
            _ = try json.member("actions", at: root).array(at: actionsPath)
            // Actions are independent: runs of them are decoded on every core, and the
            // earliest error is the one reported, as a loop from the start would.
            let runs = try ParallelChunks.map(count: count()) { (run) throws(DocumentDecodingFailure) in
                var actions: [ShortcutAction] = []
                var diagnostics: [DocumentDiagnostic] = []
                actions.reserveCapacity(run.count)
                for index in run {
                    let item: JSONValue
                    do throws(JSONSyntaxError) {
                        item = try action(index)
                    } catch {
                        throw DocumentDecodingFailure.syntax(error)
                    }
                    do throws(JSONShapeError) {
                        actions.append(try decodeAction(item, index: index, actionsPath: actionsPath, diagnostics: &diagnostics))
                    } catch {
                        throw DocumentDecodingFailure.shape(error)
                    }
                }
                return (actions: actions, diagnostics: diagnostics)
            }
            var actions: [ShortcutAction] = []
            actions.reserveCapacity(count())
            var diagnostics: [DocumentDiagnostic] = []
            for run in runs {
                actions += run.actions
                diagnostics += run.diagnostics
            }
            let document = ShortcutDocument(
                name: try json.member("name", at: root).string(at: root.appending("name")),
                icon: try json.memberIfPresent("icon", at: root)?.string(at: root.appending("icon")),
                color: try json.memberIfPresent("color", at: root)?.string(at: root.appending("color")),
                actions: actions,
                created: try date("created", in: json, at: root),
                modified: try date("modified", in: json, at: root),
                unknownMembers: Dictionary(members.filter { !knownMembers.contains($0.key) }, uniquingKeysWith: { a, _ in a }))
            return DecodedDocument(document: document, diagnostics: diagnostics)
        } catch let error as DocumentDecodingFailure {
            throw error
        } catch let error as JSONShapeError {
            throw .shape(error)
        } catch {
            throw .shape(JSONShapeError(at: root, expected: "a shortcut document", found: nil))
        }
    }

    private static func date(_ key: String, in json: JSONValue, at path: JSONPath) throws(JSONShapeError) -> Date {
        let value = try json.member(key, at: path)
        let text = try value.string(at: path.appending(key))
        guard let date = ISO8601Text.parse(text) else {
            throw JSONShapeError(at: path.appending(key), expected: "an ISO 8601 time such as \"2026-11-21T09:30:00Z\"", found: value)
        }
        // Kept to the millisecond, as they are written: a finer time read back after a save
        // would otherwise differ from what was opened.
        return ISO8601Text.parse(ISO8601Text.format(date)) ?? date
    }

    /// One action on its own (a journal's inserted action): malformed values are kept as
    /// they are, as in a document, and not reported again.
    static func decodeAction(_ json: JSONValue, at path: JSONPath) throws(JSONShapeError) -> ShortcutAction {
        var diagnostics: [DocumentDiagnostic] = []
        return try decodeAction(json, index: 0, at: path, diagnostics: &diagnostics)
    }

    /// Action `index`, decoded first with no path made for its members (`JSONPath.untracked`)
    /// and, when something in it is wrong — rarely — again from `actionsPath`, for the place
    /// the error or diagnostic names.
    private static func decodeAction(_ json: JSONValue, index: Int, actionsPath: JSONPath,
                                     diagnostics: inout [DocumentDiagnostic]) throws(JSONShapeError) -> ShortcutAction {
        var untrackedDiagnostics: [DocumentDiagnostic] = []
        if let action = try? decodeAction(json, index: index, at: .untracked, diagnostics: &untrackedDiagnostics),
           untrackedDiagnostics.isEmpty {
            return action
        }
        return try decodeAction(json, index: index, at: actionsPath.appending(index), diagnostics: &diagnostics)
    }

    private static func decodeAction(_ json: JSONValue, index: Int, at path: JSONPath,
                                     diagnostics: inout [DocumentDiagnostic]) throws(JSONShapeError) -> ShortcutAction {
        let members = try json.object(at: path)
        let idValue = try json.member("id", at: path)
        guard let id = UUIDText.parse(try idValue.string(at: path.appending("id"))) else {
            throw JSONShapeError(at: path.appending("id"), expected: "a UUID such as \"0F9D8C52-6B0A-4C5E-9E51-2B9F4B1C7A10\"", found: idValue)
        }
        let intent = try json.member("intent", at: path).string(at: path.appending("intent"))
        let valuesPath = path.appending("values")
        let rawValues = try json.memberIfPresent("values", at: path)?.object(at: valuesPath) ?? []
        var values = [String: IntentValue](minimumCapacity: rawValues.count)
        for (parameter, raw) in rawValues {
            let valuePath = valuesPath.appending(parameter)
            do {
                values[parameter] = try IntentValue(json: raw, at: valuePath)
            } catch {
                // Kept verbatim: writing it back gives the same JSON, and the editor shows it raw.
                let kind = raw["type"].flatMap { if case .string(let s) = $0 { s } else { nil } } ?? "invalid"
                values[parameter] = .opaque(OpaqueValue(kind: kind, json: raw))
                diagnostics.append(DocumentDiagnostic(actionIndex: index, actionID: id, parameter: parameter, path: valuePath,
                                                      problem: .malformedValue(error.description)))
            }
        }
        return ShortcutAction(id: id, intent: intent, values: values,
                              unknownMembers: Dictionary(members.filter { !knownActionMembers.contains($0.key) }, uniquingKeysWith: { a, _ in a }))
    }
}

extension ShortcutAction {
    public var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = unknownMembers.map { ($0.key, $0.value) }
        members.append(("id", .string(UUIDText.format(id))))
        members.append(("intent", .string(intent)))
        members.append(("values", .object(values.map { ($0.key, $0.value.json) })))
        return .object(members)
    }
}

private enum DocumentDecodingFailure: Error {
    case shape(JSONShapeError)
    case newerVersion(Int)
    /// An action's bytes did not parse (invalid UTF-8 in a string, found when it is read).
    case syntax(JSONSyntaxError)
}

extension DocumentError {
    fileprivate static func shape(file: String, _ failure: DocumentDecodingFailure) -> DocumentError {
        switch failure {
        case .shape(let error): .shape(file: file, error)
        case .newerVersion(let version): .newerVersion(file: file, version: version, supported: ShortcutDocument.formatVersion)
        case .syntax(let error): .syntax(file: file, error)
        }
    }
}

/// Why a file is not a document this version can open.
public enum DocumentError: Error, Equatable, CustomStringConvertible, Sendable {
    case syntax(file: String, JSONSyntaxError)
    case shape(file: String, JSONShapeError)
    case newerVersion(file: String, version: Int, supported: Int)

    public var description: String {
        switch self {
        case let .syntax(file, error):
            "\(file):\(error.line):\(error.column): not valid JSON: \(error.message)"
        case let .shape(file, error):
            "\(file): \(error.path): expected \(error.expected)" + (error.found.map { ", found \($0)" } ?? "")
        case let .newerVersion(file, version, supported):
            "\(file): written in format version \(version) by a newer Shortcut Editor; this one reads versions up to \(supported). Update to open it; the file is left untouched."
        }
    }
}
