import IntentKit

extension DocumentStructure {
    /// The kind of value a variable holds when the shortcut runs, as far as the shortcut
    /// around it says: what it is coerced to, else the current date, else the kind of output
    /// its action's definition declares. Nil when unknown — a named variable, a property of an
    /// output (a file's name, say), the shortcut's input — and then the If reads in general.
    public func contentKind(of variable: VariableReference, in actions: [ShortcutAction], registry: IntentRegistry) -> ContentKind? {
        if let coerced = variable.coercionClass { return ContentKind(appleClass: coerced) }
        guard variable.narrowing.isEmpty else { return nil }
        switch variable.source {
        case .currentDate:
            return .date
        case .actionOutput(let id?, _):
            guard let index = positions[id], actions.indices.contains(index) else { return nil }
            return registry.definition(for: actions[index])?.outputKind
        default:
            return nil
        }
    }
}

extension IntentRegistry {
    /// The definition of the action at `index` as it reads in its shortcut: for a definition
    /// whose reading follows the kind of its subject (Apple's If), the variant for what the
    /// subject's variable holds there. Nil when no catalog describes the action.
    public func definition(ofActionAt index: Int, in actions: [ShortcutAction], structure: DocumentStructure) -> IntentDefinition? {
        let action = actions[index]
        guard let definition = definition(for: action) else { return nil }
        guard let variants = definition.subjectVariants else { return definition }
        guard case .opaque(let opaque)? = action.values[variants.parameter], let variable = opaque.propertyList?.singleVariable else {
            return definition
        }
        return definition.specialized(forSubject: structure.contentKind(of: variable, in: actions, registry: self))
    }
}
