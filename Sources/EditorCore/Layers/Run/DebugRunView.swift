import IntentKit

/// The run on screen: a breakpoint's ● beside its card's number, each action's last output at
/// the end of its title line ("= 12"), and while paused, the variables in a panel at the foot
/// of the cards.
extension EditorState {
    func drawRun(into canvas: inout Canvas) {
        let top = regions.bodyTop
        let bottom = top + cardRows
        let paused: UUID? = if case .paused(let id)? = run?.status { id } else { nil }
        for card in visibleCards() where card.top >= top && card.top < bottom {
            let action = document.actions[card.index]
            if action.id == paused { canvas.draw("⏸", x: focusMarkerColumn, y: card.top, style: Style(.accent, bold: true)) }
            if let report = run?.progress[action.id], let title = card.layout.lines.first {
                drawProgress(report, beside: title, at: card.top, into: &canvas)
                continue
            }
            guard var output = run?.outputs[action.id], let title = card.layout.lines.first else { continue }
            if file.standIns[action.id] != nil { output = "stand-in " + output }
            let used = title.segments.map { $0.x + DisplayWidth.of(SafeText.visible($0.text)) }.max() ?? 0
            let room = width - used - 3
            guard room >= 4 else { continue }
            let shown = TextFit.truncated("= " + output, to: room)
            canvas.draw(shown, x: width - 1 - DisplayWidth.of(SafeText.visible(shown)), y: card.top, style: Style(.variable))
        }
        if paused != nil, let run, !run.variables.isEmpty { drawVariables(run.variables, into: &canvas) }
    }

    /// A running action's progress at the end of its title line: "⋯ 3 of 12 ▰▰▰▱▱▱▱▱▱▱",
    /// the bar left out where it does not fit.
    private func drawProgress(_ report: IntentProgressReport, beside title: CardLine, at y: Int, into canvas: inout Canvas) {
        let used = title.segments.map { $0.x + DisplayWidth.of(SafeText.visible($0.text)) }.max() ?? 0
        let room = width - used - 3
        var shown = "⋯ " + report.text
        if let fraction = report.fraction, room >= DisplayWidth.of(shown) + 11 {
            let filled = Int((fraction * 10).rounded(.down))
            shown += " " + String(repeating: "▰", count: filled) + String(repeating: "▱", count: 10 - filled)
        }
        guard room >= 4 else { return }
        shown = TextFit.truncated(shown, to: room)
        canvas.draw(shown, x: width - 1 - DisplayWidth.of(shown), y: y, style: Style(.accent))
    }

    /// A breakpoint's ● beside its card's number, with or without a run.
    func drawBreakpoints(into canvas: inout Canvas) {
        guard !breakpoints.isEmpty else { return }
        let top = regions.bodyTop
        let bottom = top + cardRows
        for card in visibleCards() where card.top >= top && card.top < bottom && breakpoints.contains(document.actions[card.index].id) {
            canvas.draw("●", x: 0, y: card.top, style: .error)
        }
    }

    /// A variable's value in the paused run, short, as a token shows it after its name: a named
    /// variable's from the panel, an output's from its action's card.
    func pausedValue(of variable: VariableReference) -> String? {
        let preview: String?
        switch variable.source {
        case .named(let name): preview = run?.variables.first { $0.name == name }?.value
        case .actionOutput:
            preview = variable.sourceAction.flatMap { run?.outputs[$0] }
        default: preview = nil
        }
        guard let preview else { return nil }
        // "Text: hello" → "hello": the token's colour says it is a value.
        let value = preview.split(separator: ":", maxSplits: 1).dropFirst().first.map { $0.trimmingCharacters(in: .whitespaces) } ?? preview
        return TextFit.truncated(value, to: 24)
    }

    /// The paused run's variables, in a panel over the lower part of the cards.
    private func drawVariables(_ variables: [RunVariable], into canvas: inout Canvas) {
        let height = min(variables.count + 1, max(3, cardRows / 3))
        let area = Rect(x: 0, y: regions.bodyTop + cardRows - height, width: width, height: height)
        guard let inside = TitledPanel(title: "Variables").draw(into: &canvas, area: area) else { return }
        let nameWidth = min(24, variables.map { DisplayWidth.of($0.name) }.max() ?? 0)
        for (offset, variable) in variables.prefix(inside.height).enumerated() {
            let y = inside.y + offset
            canvas.draw(TextFit.truncated(variable.name, to: nameWidth), x: 1, y: y, style: Style(.variable))
            canvas.draw(variable.value, x: nameWidth + 3, y: y, style: .text, limit: max(0, width - nameWidth - 4))
        }
    }
}
