import AppleShortcuts
import DemoIntents
import Foundation
import IntentCatalogs
import IntentKit
import ShortcutModel
import ShortcutStore
import UserConfig

/// What one fuzz input goes through, per decoder of outside bytes: the decoder, and then what
/// the program does with what it decoded (display every value, resolve summaries, write the
/// document back and read it again). A crash, a trap or a failed check here is a bug; an
/// error thrown for bad input is the decoder doing its job.
enum FuzzTarget: String, CaseIterable {
    case document
    case actionsdata
    case strings
    case xcstrings
    /// Apple's `.shortcut` files: binary and XML property lists, then the workflow.
    case shortcut
    /// The cache of the Swift intents' definitions (`DeclarationCache`).
    case declarations
    /// The user's config file (TOML): its structure checked before toml++ sees it, whose
    /// recursion a deep or long dotted name once overflowed.
    case config

    private static let registry = try! DemoIntents.makeRegistry()
    private static let context = DisplayContext(timeZone: TimeZone(identifier: "UTC")!)

    func run(_ data: Data) {
        switch self {
        case .document: Self.document(data)
        case .actionsdata: Self.actionsData(data)
        case .strings: _ = StringsTables.entries(of: data, stringCatalog: false)
        case .xcstrings: _ = StringsTables.entries(of: data, stringCatalog: true)
        case .shortcut: Self.shortcut(data)
        case .declarations: Self.declarations(data)
        case .config: Self.config(data)
        }
    }

    /// Any text gives settings and problems; a problem always names the file.
    private static func config(_ data: Data) {
        let result = ConfigReader.parse(String(decoding: data, as: UTF8.self), file: "fuzz.toml")
        precondition(result.problems.allSatisfy { $0.description.hasPrefix("fuzz.toml") }, "a problem that does not name the file")
        precondition(result.settings.keymap.conflicts.isEmpty, "a config bound one key twice in a mode")
    }

    /// Whatever a cache file holds is adopted by a registry and drawn as the editor would.
    private static func declarations(_ data: Data) {
        guard let definitions = DeclarationCache.definitions(in: data, program: "fuzz") else { return }
        var adopting = registry
        adopting.adoptSwiftDefinitions(definitions)
        for definition in definitions {
            _ = adopting.definition(for: definition.identifier)?.resolveSummary(values: [:], context: context)
        }
    }

    private static func document(_ data: Data) {
        guard let decoded = try? ShortcutDocument.decode(data, file: "fuzz.shortcut.json") else { return }
        let document = decoded.document
        for action in document.actions {
            let definition = registry.definition(for: action.intent)
            for (key, value) in action.values {
                _ = value.displayText(as: definition?.parameter(key)?.type, context: context)
            }
            _ = definition?.resolveSummary(values: action.values, context: context)
        }
        // Lossless: what was read is what is written, and reads back the same.
        let again: ShortcutDocument
        do {
            again = try ShortcutDocument.decode(document.encoded(), file: "fuzz-again.shortcut.json").document
        } catch {
            fatalError("a decoded document did not read back: \(error)")
        }
        precondition(again == document, "a decoded document read back different")
    }

    private static func shortcut(_ data: Data) {
        // The start read through the offset table (a large file's preview) never crashes, and
        // where the whole file reads, it is the whole read's first actions.
        let prefix = try? ShortcutFileCodec.decodePrefix(Array(data), file: "fuzz.shortcut", name: "fuzz", date: .distantPast, actionLimit: 3)
        guard let decoded = try? ShortcutFileCodec.decode(Array(data), file: "fuzz.shortcut", name: "fuzz", date: .distantPast) else { return }
        if let prefix {
            precondition(prefix.actionCount == decoded.document.actions.count, "the prefix counted the actions differently")
            precondition(prefix.document.actions.map(\.values) == decoded.document.actions.prefix(3).map(\.values),
                         "the prefix read other actions than the whole read")
        }
        for action in decoded.document.actions {
            let definition = registry.definition(for: action.intent) ?? .standIn(identifier: action.intent, values: action.values)
            for (key, value) in action.values { _ = value.displayText(as: definition.parameter(key)?.type, context: context) }
            _ = definition.resolveSummary(values: action.values, context: context)
        }
        // Lossless in both encodings and through the editor's JSON.
        let original = try? PropertyListCoder.decode(Array(data)).0
        for format in [PropertyListFormat.binary, .xml] {
            do {
                let written = try ShortcutFileCodec.encode(decoded.document, as: format, file: "fuzz")
                let reread = try PropertyListCoder.decode(written).0
                // XML dates are whole seconds: compare binary round trips exactly.
                if format == .binary { precondition(reread == original, "a decoded shortcut did not write back equal") }
            } catch {
                fatalError("a decoded shortcut could not be written and read back: \(error)")
            }
        }
    }

    private static func actionsData(_ data: Data) {
        guard let catalog = try? ActionsDataCatalog.decode(data, file: "fuzz.actionsdata", namespace: "fuzz") else { return }
        var registry = IntentRegistry()
        for definition in catalog.definitions + catalog.findDefinitions {
            try? registry.register(definition)
            let values = Dictionary(uniqueKeysWithValues: definition.parameters.compactMap { parameter in
                parameter.defaultValue.map { (parameter.id, $0) }
            })
            for parameter in definition.parameters {
                _ = parameter.defaultValue?.displayText(as: parameter.type, context: context)
            }
            _ = definition.resolveSummary(values: values, context: context)
        }
        _ = ActionsDataExport.catalog(of: catalog.definitions, generatorVersion: "fuzz").canonicalText()
    }
}
