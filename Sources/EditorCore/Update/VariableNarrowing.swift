import Foundation
import IntentKit
import ShortcutModel

/// Apple's variable panel, as a list: a variable on a placeholder narrowed to a property of
/// its value ("Find Trails › Length"), gotten as another type (Get As), or read under a
/// dictionary key — stored as Shortcuts stores them, as the variable's aggrandizements.
extension EditorState {
    /// Opens the panel for the focused placeholder's variable.
    mutating func openNarrowing() -> [EditorEffect] {
        if isReadOnly { return refuseInReadOnly() }
        guard let slot = focus.slot, let parameter = definition(of: focus.action)?.parameter(slot.parameter) else {
            message = .info("Focus a placeholder that holds a variable (Tab), then . narrows it.")
            return []
        }
        guard case .opaque(let stored)? = document.actions[focus.action].values[parameter.id],
              let variable = stored.propertyList?.singleVariable else {
            message = .info("\(parameter.title) holds no variable to narrow; v gives it one.")
            return []
        }
        let base = variable.narrowed(by: [])
        let type = structure.valueType(of: base, before: focus.action, in: document, registry: registry)
        var picker = ListPicker(source: .variableNarrowing(base: base.attachment),
                                options: VariableNarrowingOption.options(for: base, named: structure.name(of: base).name, type: type))
        let current = variable.narrowings
        if let index = picker.options.firstIndex(where: { Control.variable(of: $0)?.narrowings == current }) {
            picker.selection = index
        }
        var control = Control.variables([], action: focus.action, parameter: parameter)
        control.picker = picker
        self.control = control
        return []
    }
}

/// The rows of the variable panel, each holding the whole narrowed variable as its value, so
/// that choosing one is choosing a variable.
enum VariableNarrowingOption {
    static func options(for base: VariableReference, named name: String, type: ValueType?) -> [ListPicker.Option] {
        var options = [option(base, title: "‹\(name)›", subtitle: "the whole value" + (type.map { " · " + ($0.isArray ? "a list" : "one value") } ?? ""))]
        for property in type.map(VariableContent.properties(of:)) ?? [] {
            options.append(option(base.narrowed(by: [.property(property.title, userInfo: property.userInfo)]), title: property.title,
                                  subtitle: "property" + (property.kind.map { " · " + $0 } ?? "")))
        }
        for coercion in VariableContent.coercions {
            options.append(option(base.narrowed(by: [.coercion(itemClass: coercion.itemClass)]), title: "Get As " + coercion.title,
                                  subtitle: coercion.itemClass))
        }
        return options
    }

    /// The value under `key`: gotten as a dictionary first, as Shortcuts' files store it.
    static func dictionaryKey(_ key: String, of base: VariableReference) -> ListPicker.Option {
        option(base.narrowed(by: [.coercion(itemClass: VariableContent.dictionaryClass), .dictionaryKey(key)]),
               title: "Value for “\(key)”", subtitle: "dictionary key")
    }

    private static func option(_ variable: VariableReference, title: String, subtitle: String) -> ListPicker.Option {
        ListPicker.Option(value: .opaque(OpaqueValue(propertyList: .dictionary(variable.attachment))), title: title, subtitle: subtitle, synonyms: [])
    }
}
