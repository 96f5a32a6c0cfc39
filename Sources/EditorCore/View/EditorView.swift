import IntentKit

/// Draws the editor: header, the visible cards, the open control and the footer. Reads the
/// state only; costs what is on screen.
extension EditorState {
    public func render() -> Canvas {
        var canvas = Canvas(width: width, height: height)
        let regions = self.regions
        if regions.isTooSmall {
            drawTooSmall(into: &canvas)
            return canvas
        }
        drawHeader(into: &canvas)
        if regions.showsRules {
            canvas.draw(String(repeating: "─", count: width), x: 0, y: 1, style: Style(.border))
            canvas.draw(String(repeating: "─", count: width), x: 0, y: height - 2, style: Style(.border))
        }
        drawCards(into: &canvas)
        drawControl(into: &canvas)
        drawLibrary(into: &canvas)
        drawHelp(into: &canvas)
        drawFooter(into: &canvas)
        return canvas
    }

    private func drawTooSmall(into canvas: inout Canvas) {
        let lines = ["Terminal too small", "\(width)×\(height); needs \(ScreenRegions.minimumWidth)×\(ScreenRegions.minimumHeight)"]
        for (offset, line) in lines.enumerated() {
            let x = max(0, (width - DisplayWidth.of(line)) / 2)
            canvas.draw(line, x: x, y: height / 2 - 1 + offset, style: offset == 0 ? .error : .dim)
        }
    }

    private func drawHeader(into canvas: inout Canvas) {
        let marker = isDirty ? " ●" : ""
        let right = fileLabel + marker
        let rightWidth = min(DisplayWidth.of(SafeText.visible(right)), max(0, width / 2 - 1))
        let nameWidth = max(1, width - rightWidth - 3)
        canvas.draw(" " + truncated(document.name, to: nameWidth), x: 0, y: 0, style: Style(.header, bold: true))
        if rightWidth > 0 {
            let label = truncatedFromStart(fileLabel, to: max(0, rightWidth - DisplayWidth.of(marker)))
            let x = width - 1 - DisplayWidth.of(SafeText.visible(label)) - DisplayWidth.of(marker)
            canvas.draw(label, x: x, y: 0, style: .dim)
            canvas.draw(marker, x: x + DisplayWidth.of(SafeText.visible(label)), y: 0, style: .accent)
        }
    }

    private func truncatedFromStart(_ text: String, to columns: Int) -> String {
        guard DisplayWidth.of(SafeText.visible(text)) > columns else { return text }
        guard columns > 1 else { return "" }
        var out = ""
        var used = 0
        for character in text.reversed() {
            let w = DisplayWidth.of(SafeText.visible(String(character)))
            if used + w > columns - 1 { break }
            out = String(character) + out
            used += w
        }
        return "…" + out
    }

    private func drawCards(into canvas: inout Canvas) {
        let top = regions.bodyTop
        let bottom = top + cardRows
        if document.actions.isEmpty {
            canvas.draw("  This shortcut has no actions yet.", x: 0, y: top, style: .dim)
            return
        }
        for card in visibleCards() {
            let focusedCard = card.index == focus.action
            for (offset, line) in card.layout.lines.enumerated() {
                let y = card.top + offset
                guard y >= top && y < bottom else { continue }
                for segment in line.segments {
                    var style = segment.style
                    if let slot = segment.slot, focusedCard, slot == focus.slot, control == nil || control?.action == card.index {
                        style = Style(.focus, bold: true, reverse: true)
                    }
                    canvas.draw(segment.text, x: segment.x, y: y, style: style, limit: max(0, width - segment.x))
                }
                if offset == 0 && focusedCard {
                    canvas.draw("▸", x: focusMarkerColumn, y: y, style: Style(.accent, bold: true))
                }
            }
        }
    }

    private func drawFooter(into canvas: inout Canvas) {
        let row = regions.footerRow
        let (text, style): (String, Style) = if let prompt {
            (promptText(prompt), Style(.accent, bold: true))
        } else if let message {
            (message.text, message.kind == .error ? .error : .accent)
        } else {
            (keyHints, .dim)
        }
        canvas.draw(" " + truncated(text, to: max(0, width - 2)), x: 0, y: row, style: style)
    }

    private func promptText(_ prompt: Prompt) -> String {
        switch prompt {
        case .quitWithChanges: "Unsaved changes: s save and quit · d discard and quit · Esc stay"
        case .saveConflict: "Changed on disk: r reload · w save elsewhere · o overwrite · Esc keep editing"
        case .lockedElsewhere(let holder): "Open in another editor (\(holder)): r read-only · o open anyway · q close"
        case .saveElsewhere(let field): "Save as (a name or a path; Enter saves, Esc cancels): " + field.text + "▏"
        case .recoverDraft(let date):
            "Unsaved edits of \(IntentValue.date(date).displayText(as: .date, dateKind: .dateTime, context: displayContext)): r restore · d discard · Esc later"
        }
    }

    /// The keys that apply now, most useful first, cut to the width.
    var keyHints: String {
        if helpScroll != nil { return "↑↓ scroll · any other key closes" }
        if library != nil { return "type to search · ↑↓ choose · Enter add · Esc close" }
        if let control {
            switch control.kind {
            case .field(let field):
                return field.isMultiline ? "^D done · Esc cancel · ^W word · ^U line" : "Enter done · Esc cancel · ^W word · ^U line"
            case .list:
                return "↑↓ choose · type to filter · Enter done · Esc cancel"
            case .items(let list) where list.picker != nil:
                return "type to search · ↑↓ choose · Enter add · Esc back to the list"
            case .items(let list) where list.pickerSource != nil:
                return "type or Tab to pick · ↑↓ choose · ^X remove · PgUp/PgDn move · Enter done · Esc cancel"
            case .items:
                return "type + Enter add · ↑↓ choose · ^X remove · PgUp/PgDn move · Enter done · Esc cancel"
            }
        }
        var hints = ["Tab next", "Enter edit", "a add", "? keys"]
        if focus.slot != nil { hints.append("⌫ clear") }
        if let summary = summary(of: focus.action), !summary.showMore.isEmpty {
            hints.append(document.actions.indices.contains(focus.action) && expanded.contains(document.actions[focus.action].id) ? "m less" : "m more")
        }
        hints += ["d delete", "D duplicate", "K/J move", "u undo", "^S save", "q quit"]
        return hints.joined(separator: " · ")
    }
}
