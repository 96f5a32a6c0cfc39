import Foundation
import IntentKit

extension ShortcutDocument {
    /// The actions that set named variables, and the names Shortcuts sets by itself.
    static let variableSetters: Set<String> = ["is.workflow.actions.setvariable", "is.workflow.actions.appendvariable"]

    static func isSetByShortcuts(_ name: String) -> Bool {
        name.hasPrefix("Repeat Item") || name.hasPrefix("Repeat Index") || name == "Menu Result"
    }

    /// What a program's flow gets wrong, found in one pass: block parts that do not pair up,
    /// variables naming outputs of actions no longer in the shortcut (or below the action
    /// reading them), and named variables read before any action above sets them.
    public func flowDiagnostics(_ structure: DocumentStructure? = nil) -> [DocumentDiagnostic] {
        let structure = structure ?? DocumentStructure(self)
        var diagnostics: [DocumentDiagnostic] = []
        let actionsPath = JSONPath.root.appending("actions")
        var setNames: Set<String> = []
        for (index, action) in actions.enumerated() {
            let path = actionsPath.appending(index)
            func report(_ parameter: String?, _ problem: DocumentDiagnostic.Problem) {
                diagnostics.append(DocumentDiagnostic(actionIndex: index, actionID: action.id, parameter: parameter,
                                                      path: parameter.map { path.appending("values").appending($0) } ?? path, problem: problem))
            }
            if case .stray(let kind, let mode) = structure.entries[index].role {
                let detail = switch mode {
                case .start: "\(kind.startTitle) without its \(kind.endTitle)"
                case .middle: "\(kind == .menu ? "a menu item" : kind.middleTitle) outside its block"
                case .end: "\(kind.endTitle) without its \(kind.startTitle)"
                }
                report(nil, .unbalancedBlock(detail))
            }
            for key in action.values.keys.sorted() {
                guard case .opaque(let opaque)? = action.values[key], let stored = opaque.propertyList else { continue }
                for variable in stored.variables {
                    if let source = variable.sourceAction {
                        if let position = structure.positions[source] {
                            if position >= index { report(key, .usedBeforeSet(variable: structure.name(of: variable).name)) }
                        } else {
                            report(key, .missingOutput(variable: variable.displayName()))
                        }
                    } else if let name = variable.variableName, !name.isEmpty, !setNames.contains(name), !Self.isSetByShortcuts(name) {
                        report(key, .usedBeforeSet(variable: name))
                    }
                }
            }
            if Self.variableSetters.contains(action.intent), let name = action.values["WFVariableName"].flatMap({ SerializedText.plainText(of: $0) }) {
                setNames.insert(name)
            }
        }
        return diagnostics
    }
}
