/// Every key of the editor in one place, for the help overlay (`?`). The footer shows the few
/// that apply at a moment; this is the whole list, grouped the way a user looks for them.
enum KeyHelp {
    struct Section {
        var title: String
        var keys: [(keys: String, meaning: String)]
    }

    static let sections: [Section] = [
        Section(title: "Move", keys: [
            ("Tab ⇧Tab ← → h l", "next / previous placeholder"),
            ("↑ ↓ j k", "next / previous action"),
            ("PgUp PgDn ^B ^F", "a page of actions"),
            ("Home End g G", "first / last action"),
            ("click", "focus and open a placeholder"),
        ]),
        Section(title: "Edit", keys: [
            ("Enter", "edit the placeholder (a Bool flips)"),
            ("⌫ Delete", "clear an optional value"),
            ("m Space", "Show More / Show Less"),
            ("u  ^R", "undo / redo"),
        ]),
        Section(title: "Actions", keys: [
            ("a", "add an action from the library"),
            ("d  D", "delete / duplicate the action"),
            ("K  J", "move the action up / down"),
        ]),
        Section(title: "In a control", keys: [
            ("Enter  Esc", "confirm / cancel"),
            ("^W ^U ^K", "delete word / to start / to end"),
            ("Alt-b Alt-f", "word left / right"),
            ("+ - ↑ ↓", "step a number"),
            ("^D", "finish multi-line text or a list"),
            ("^X  PgUp PgDn", "remove / move a list item"),
        ]),
        Section(title: "File", keys: [
            ("^S", "save"),
            ("q", "quit (asks when there are changes)"),
            ("?", "this help"),
        ]),
    ]

    /// The help as lines: a section title, then its keys in an aligned column.
    static var lines: [(text: String, isTitle: Bool)] {
        let keyWidth = sections.flatMap(\.keys).map { DisplayWidth.of($0.keys) }.max() ?? 0
        var lines: [(String, Bool)] = []
        for section in sections {
            if !lines.isEmpty { lines.append(("", false)) }
            lines.append((section.title, true))
            for entry in section.keys {
                let padding = String(repeating: " ", count: keyWidth - DisplayWidth.of(entry.keys) + 2)
                lines.append(("  " + entry.keys + padding + entry.meaning, false))
            }
        }
        return lines
    }
}

/// The help overlay: over the whole body, scrolled with ↑/↓ when it does not fit.
extension EditorState {
    func drawHelp(into canvas: inout Canvas) {
        guard let helpScroll else { return }
        let top = regions.bodyTop
        let height = regions.bodyHeight
        guard drawOverlay(titled: "Keys", into: &canvas) else { return }
        for (offset, line) in KeyHelp.lines.dropFirst(helpScroll).prefix(max(0, height - 1)).enumerated() {
            canvas.draw(line.text, x: 1, y: top + 1 + offset, style: line.isTitle ? Style(.accent, bold: true) : .text,
                        limit: max(0, width - 2))
        }
    }

    /// Clears the body and draws an overlay's titled rule at its top; false when there is no
    /// body to draw into.
    func drawOverlay(titled title: String, into canvas: inout Canvas) -> Bool {
        guard regions.bodyHeight > 0 else { return false }
        canvas.fill(x: 0, y: regions.bodyTop, width: width, height: regions.bodyHeight)
        canvas.drawTitledRule(title, y: regions.bodyTop)
        return true
    }

    /// The furthest the help scrolls: its last line at the bottom of the body.
    var maximumHelpScroll: Int { max(0, KeyHelp.lines.count - max(1, regions.bodyHeight - 1)) }
}
