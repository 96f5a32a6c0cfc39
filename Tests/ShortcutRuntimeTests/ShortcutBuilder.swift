import AppleShortcuts
import Foundation
import IntentKit
import ShortcutModel
import ShortcutRuntime

/// Shortcuts written as Apple's files hold them — each action's identifier and parameters as
/// a property list — and read through the same decoder as a real file, so the runner sees
/// exactly the shapes it meets in the wild.
struct Act {
    var identifier: String
    var parameters: [(String, PropertyListValue)]

    init(_ identifier: String, _ parameters: [(String, PropertyListValue)] = [], uuid: String? = nil) {
        self.identifier = identifier.hasPrefix("is.") || identifier.hasPrefix("com.") || identifier.first?.isUppercase == true
            ? identifier : "is.workflow.actions." + identifier
        self.parameters = parameters
        if let uuid { self.parameters.append(("UUID", .string(Self.uuid(uuid)))) }
    }

    /// A readable stand-in ("A") made into the UUID form files use.
    static func uuid(_ name: String) -> String {
        let hex = Array(name.utf8).map { String(format: "%02X", $0) }.joined()
        let padded = (hex + String(repeating: "0", count: 32)).prefix(32)
        let characters = Array(padded)
        return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(characters[$0]) }.joined(separator: "-")
    }

    var propertyList: PropertyListValue {
        .dictionary(PropertyListDictionary([
            ("WFWorkflowActionIdentifier", .string(identifier)),
            ("WFWorkflowActionParameters", .dictionary(PropertyListDictionary(parameters.map { (key: $0.0, value: $0.1) }))),
        ]))
    }
}

/// Values in their stored forms.
enum P {
    static func text(_ pieces: TokenText.Piece...) -> PropertyListValue { TokenText(pieces: pieces).propertyList }
    static func plain(_ text: String) -> PropertyListValue { .string(text) }
    static func number(_ value: Double) -> PropertyListValue { value == value.rounded() && abs(value) < 1e15 ? .integer(Int(value)) : .real(value) }
    static func variable(_ name: String) -> TokenText.Piece { .variable(VariableReference(.named(name))) }
    static func output(_ uuid: String, _ name: String = "Output") -> TokenText.Piece {
        .variable(VariableReference(.actionOutput(action: UUID(uuidString: Act.uuid(uuid)), name: name)))
    }
    static let input = TokenText.Piece.variable(VariableReference(.shortcutInput))
    static func words(_ text: String) -> TokenText.Piece { .text(text) }

    /// A variable as an attachment (`WFTextTokenAttachment`), optionally narrowed.
    static func attachment(_ piece: TokenText.Piece, aggrandizements: [PropertyListValue] = []) -> PropertyListValue {
        guard case .variable(var variable) = piece else { return .string("") }
        if !aggrandizements.isEmpty { variable.attachment["Aggrandizements"] = .array(aggrandizements) }
        return .dictionary(["Value": .dictionary(variable.attachment), "WFSerializationType": .string("WFTextTokenAttachment")])
    }

    /// If's input wrapper.
    static func subject(_ piece: TokenText.Piece) -> PropertyListValue {
        guard case .variable(let variable) = piece else { return .string("") }
        return .dictionary(["Type": .string("Variable"),
                            "Variable": .dictionary(["Value": .dictionary(variable.attachment), "WFSerializationType": .string("WFTextTokenAttachment")])])
    }

    static func key(_ key: String) -> PropertyListValue {
        .dictionary(["Type": .string("WFDictionaryValueVariableAggrandizement"), "DictionaryKey": .string(key)])
    }

    static func property(_ name: String) -> PropertyListValue {
        .dictionary(["Type": .string("WFPropertyVariableAggrandizement"), "PropertyName": .string(name)])
    }

    static func coerced(_ itemClass: String) -> PropertyListValue {
        .dictionary(["Type": .string("WFCoercionVariableAggrandizement"), "CoercionItemClass": .string(itemClass)])
    }

    /// `WFDictionaryFieldValue` items: (key, item type, value).
    static func dictionary(_ items: [(String, Int, PropertyListValue)]) -> PropertyListValue {
        .dictionary(["Value": .dictionary(["WFDictionaryFieldValueItems": .array(items.map { key, type, value in
            .dictionary(["WFItemType": .integer(type), "WFKey": text(.text(key)), "WFValue": value])
        })]), "WFSerializationType": .string("WFDictionaryFieldValue")])
    }

    static func array(_ items: [PropertyListValue]) -> PropertyListValue {
        .dictionary(["Value": .array(items), "WFSerializationType": .string("WFArrayParameterState")])
    }

    static func quantity(_ magnitude: Double, unit: String) -> PropertyListValue {
        .dictionary(["Value": .dictionary(["Magnitude": number(magnitude), "Unit": .string(unit)]),
                     "WFSerializationType": .string("WFQuantityFieldValue")])
    }
}

/// Blocks by their parts.
enum Block {
    static func parts(_ identifier: String, group: String, mode: Int, _ parameters: [(String, PropertyListValue)] = [], uuid: String? = nil) -> Act {
        Act(identifier, parameters + [("GroupingIdentifier", .string(Act.uuid(group))), ("WFControlFlowMode", .integer(mode))], uuid: uuid)
    }
}

/// A document of these actions, read as a file's would be.
func shortcut(_ actions: [Act], name: String = "Test") -> ShortcutDocument {
    let decoded = actions.enumerated().map { index, act in
        try! WorkflowDecoder.decodeAction(act.propertyList, path: "WFWorkflowActions[\(index)]", file: "test")
    }
    return ShortcutDocument(name: name, actions: decoded, created: Date(timeIntervalSince1970: 1_795_000_000))
}

/// The moment every test run takes for now: 2026-11-18, 11:06:40 UTC.
let testNow = Date(timeIntervalSince1970: 1_795_000_000)

/// Runs a shortcut; what it showed, its output, and how it ended.
struct Ran {
    var shown: [String] = []
    var warnings: [String] = []
    var output: RuntimeValue?
    var failure: RunFailure?
    var snapshot: RunSnapshot?
}

func run(_ actions: [Act], input: RuntimeValue = .nothing, answers: [String] = [], stubs: [String: RuntimeValue] = [:],
         storage: any RunStorage = MemoryRunStorage(), shortcuts: (any ShortcutSource)? = nil,
         registry: IntentRegistry = IntentRegistry(), limits: RunLimits = .standard, device: DeviceStore? = nil,
         model: ModelEndpoint? = nil, prompter: (any RunPrompter)? = nil) async -> Ran {
    let box = EventBox()
    let environment = RunEnvironment(input: input, prompter: prompter ?? ScriptedPrompter(answers: answers), registry: registry, storage: storage,
                                     shortcuts: shortcuts, stubs: stubs, limits: limits, events: { box.add($0) },
                                     now: { testNow }, device: device, model: model)
    var ran = Ran()
    do {
        let result = try await ShortcutRun(document: shortcut(actions), environment: environment).run()
        ran.output = result.output
        ran.snapshot = result.snapshot
    } catch {
        ran.failure = error
    }
    ran.shown = box.shown
    ran.warnings = box.warnings
    return ran
}

final class EventBox: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [RunEvent] = []

    func add(_ event: RunEvent) {
        lock.lock()
        events.append(event)
        lock.unlock()
    }

    var shown: [String] {
        lock.lock()
        defer { lock.unlock() }
        return events.compactMap { if case .shown(let text, _) = $0 { text } else { nil } }
    }

    var warnings: [String] {
        lock.lock()
        defer { lock.unlock() }
        return events.compactMap { if case .warning(let action, let message) = $0 { "\(action): \(message)" } else { nil } }
    }
}
