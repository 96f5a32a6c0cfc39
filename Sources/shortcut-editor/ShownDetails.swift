import IntentKit
import ShortcutModel

/// The shortcut's own details as `show` prints them under its title — icon, input, what it does
/// without input, where it shows, its setup questions — one line each, only those set: what a
/// `git diff` through `show` (the README's textconv) must see change when the details do.
enum ShownDetails {
    static func lines(of document: ShortcutDocument) -> [String] {
        let settings = ShortcutSettings(document)
        var lines: [String] = []
        var icon: [String] = []
        if let index = settings.colorIndex {
            icon.append("colour " + SettingNames.iconColors[index].name)
        } else if let value = settings.colorValue {
            icon.append("colour \(value)")
        }
        if let glyph = settings.glyph, glyph != SettingNames.defaultGlyph { icon.append("glyph \(glyph)") }
        if !icon.isEmpty { lines.append("icon: " + icon.joined(separator: ", ")) }
        if !settings.inputClasses.isEmpty { lines.append("input: " + settings.inputClasses.map(SettingNames.inputName).joined(separator: ", ")) }
        switch settings.noInput {
        case .continueRunning: break
        default:
            var said = "without input: " + settings.noInput.title
            if let asked = settings.noInputAskedClass { said += " " + SettingNames.inputName(asked) }
            if let response = settings.noInputResponse, !response.isEmpty { said += " “\(response)”" }
            lines.append(said)
        }
        if !settings.types.isEmpty {
            lines.append("shows in: " + settings.types.map { type in SettingNames.surfaces.first { $0.type == type }?.name ?? type }.joined(separator: ", "))
        }
        if !settings.quickActionSurfaces.isEmpty {
            lines.append("quick actions: " + settings.quickActionSurfaces.map { surface in
                SettingNames.quickActionSurfaces.first { $0.surface == surface }?.name ?? surface
            }.joined(separator: ", "))
        }
        if settings.hasOutputFallback { lines.append("output: falls back to the input") }
        for (number, entry) in SetupQuestions(document).questions.enumerated() {
            let question = entry.question
            var said = "setup question \(number + 1): " + (question.actionIndex.map { "action \($0 + 1)" } ?? "no action")
                + " \(question.parameterKey) “\(question.text)”"
            if let value = question.defaultValue { said += " (default \(value.compactText))" }
            lines.append(said)
        }
        return lines
    }
}
