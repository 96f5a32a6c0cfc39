import Foundation
import IntentKit

/// Something in a document that does not fit the registry or the format, kept as it is and
/// reported, so the editor can show it next to the action.
public struct DocumentDiagnostic: Sendable, Hashable, CustomStringConvertible {
    public enum Problem: Sendable, Hashable {
        /// The JSON of a value is not a value of its kind; it is kept verbatim.
        case malformedValue(String)
        /// No registered intent has this identifier; the action is kept with its raw values.
        case unknownIntent(String)
        /// The intent has no such parameter; the value is kept.
        case unknownParameter(intent: String)
        /// The value is not of the parameter's type; it is kept.
        case wrongType(expected: String, found: String)
        /// A block's part that does not pair up ("End If" without its "If").
        case unbalancedBlock(String)
        /// A variable names the output of an action no longer in the shortcut.
        case missingOutput(variable: String)
        /// A variable is read before any action above it sets it.
        case usedBeforeSet(variable: String)
        /// The intent's app has deprecated it (`DeprecatedAppIntent`); the action still runs.
        case deprecatedIntent(title: String, note: String)
    }

    public var actionIndex: Int
    public var actionID: UUID
    public var parameter: String?
    package var path: JSONPath
    /// Where in the document, as a key path: `$.actions[3].values.radius`.
    public var keyPath: String { path.description }
    public var problem: Problem

    package init(actionIndex: Int, actionID: UUID, parameter: String?, path: JSONPath, problem: Problem) {
        self.actionIndex = actionIndex
        self.actionID = actionID
        self.parameter = parameter
        self.path = path
        self.problem = problem
    }

    public var message: String {
        switch problem {
        case .malformedValue(let detail):
            "malformed value, kept as it is: \(detail)"
        case .unknownIntent(let intent):
            "no intent \"\(intent)\" is registered; the action and its values are kept as they are"
        case .unknownParameter(let intent):
            "\(intent) has no parameter \"\(parameter ?? "")\"; the value is kept"
        case let .wrongType(expected, found):
            "expected a value of type \(expected), found \(found); the value is kept"
        case .unbalancedBlock(let detail):
            "\(detail); the action is kept where it is"
        case .missingOutput(let variable):
            "the variable \"\(variable)\" is the output of an action that is no longer in the shortcut"
        case .usedBeforeSet(let variable):
            "the variable \"\(variable)\" is used before any action above sets it"
        case let .deprecatedIntent(title, note):
            "\(title) is \(note) — the action still runs"
        }
    }

    public var description: String { "action \(actionIndex + 1) (\(path)): \(message)" }
}

extension ShortcutDocument {
    static let valueKinds: Set<String> = [
        "string", "int", "double", "decimal", "bool", "date", "url", "duration", "measurement", "enum", "entity", "array",
    ]

    /// Checks each action against the registry. Nothing is changed: unknown intents,
    /// parameters and values stay in the document and are written back as they are.
    public func diagnostics(against registry: IntentRegistry) -> [DocumentDiagnostic] {
        var diagnostics: [DocumentDiagnostic] = []
        let actionsPath = JSONPath.root.appending("actions")
        for (index, action) in actions.enumerated() {
            let path = actionsPath.appending(index)
            guard let definition = registry.definition(for: action) else {
                diagnostics.append(DocumentDiagnostic(actionIndex: index, actionID: action.id, parameter: nil,
                                                      path: path.appending("intent"), problem: .unknownIntent(action.intent)))
                continue
            }
            if let deprecation = definition.deprecation {
                diagnostics.append(DocumentDiagnostic(actionIndex: index, actionID: action.id, parameter: nil, path: path.appending("intent"),
                                                      problem: .deprecatedIntent(title: definition.title, note: deprecation.note)))
            }
            for (id, value) in action.values.sorted(by: { $0.key < $1.key }) {
                let valuePath = path.appending("values").appending(id)
                if IntentDefinition.isBookkeeping(id) { continue }
                guard let parameter = definition.parameter(id) else {
                    diagnostics.append(DocumentDiagnostic(actionIndex: index, actionID: action.id, parameter: id,
                                                          path: valuePath, problem: .unknownParameter(intent: action.intent)))
                    continue
                }
                // Malformed values of known kinds were reported when the file was read.
                if case .opaque(let opaque) = value, Self.valueKinds.contains(opaque.kind) { continue }
                // Apple's serialized values (text with variables, attachments, dictionaries) are
                // kept as they came; they are not of a wrong type, only not understood yet.
                if case .opaque(let opaque) = value, opaque.kind == OpaqueValue.propertyListKind { continue }
                // Apple's files store an enumeration's case as its identifier, a plain string.
                if case .enumeration(let enumeration) = parameter.type, case .string(let item) = value,
                   enumeration.caseDefinition(item) != nil { continue }
                // …or, for the If action's operators, as the integer code it is.
                if case .enumeration(let enumeration) = parameter.type, case .int(let code) = value,
                   enumeration.caseDefinition(String(code)) != nil { continue }
                // …and many numbers as text ("73.5").
                if case .string(let text) = value, parameter.type == .int || parameter.type == .double,
                   Double(text.trimmingCharacters(in: .whitespaces)) != nil { continue }
                if !parameter.type.accepts(value) {
                    diagnostics.append(DocumentDiagnostic(actionIndex: index, actionID: action.id, parameter: id, path: valuePath,
                                                          problem: .wrongType(expected: parameter.type.name, found: value.kindName)))
                }
            }
        }
        return diagnostics
    }
}
