import IntentKit

/// Draws the editor: header, the visible cards, the layers over them and the footer. Reads the
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
        if regions.showsRules { canvas.drawFrameRules() }
        drawCards(into: &canvas)
        drawBreakpoints(into: &canvas)
        drawLayers(into: &canvas)
        FooterBar(text: footerLine.text, style: footerLine.style).draw(into: &canvas, row: regions.footerRow)
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
        HeaderBar(title: document.name, label: fileLabel, marker: isDirty ? " ●" : "").draw(into: &canvas)
    }

    private func drawCards(into canvas: inout Canvas) {
        let top = regions.bodyTop
        let bottom = top + cardRows
        if document.actions.isEmpty {
            canvas.draw("  This shortcut has no actions yet.", x: 0, y: top, style: .dim)
            return
        }
        let selected = isSelecting ? selectedSpan : nil
        for card in visibleCards() {
            let focusedCard = card.index == focus.action
            let isSelected = selected?.contains(card.index) ?? false
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
                } else if isSelected, card.index != selected?.upperBound || offset < card.layout.lines.count - 1 {
                    // A bar beside every selected line but the gap after the last card.
                    canvas.draw("┃", x: focusMarkerColumn, y: y, style: Style(.accent, bold: true))
                }
            }
        }
    }

    /// The keys that apply now, most useful first, from the keymap.
    var keyHints: String {
        keymap.footer(for: keyMode) { condition in
            switch condition {
            case .always: true
            case .placeholderFocused: focus.slot != nil
            case .showMoreClosed, .showMoreOpen:
                if let summary = summary(of: focus.action), !summary.showMore.isEmpty, !showsRows(focus.action) {
                    expanded.contains(document.actions[focus.action].id) == (condition == .showMoreOpen)
                } else {
                    false
                }
            case .singleLine, .multiline:
                if case .text(let entry)? = control?.kind { entry.input.isMultiline == (condition == .multiline) } else { false }
            case .textTakesVariables:
                if case .text(let entry)? = control?.kind, entry.takesVariables { true } else { false }
            case .picksItems, .typesItems:
                if case .items(let list)? = control?.kind {
                    (list.pickerSource != nil) == (condition == .picksItems)
                } else {
                    condition == .typesItems
                }
            }
        }
    }
}
