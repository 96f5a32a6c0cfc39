import Foundation
import IntentKit

extension LibraryBrowser {
    public func render() -> Canvas {
        var canvas = Canvas(width: width, height: height)
        let regions = ScreenRegions(width: width, height: height)
        if regions.isTooSmall {
            canvas.draw("Terminal too small", x: 0, y: 0, style: .error)
            return canvas
        }
        HeaderBar(title: "Shortcuts", label: libraryLabel, reservedTitleWidth: 9).draw(into: &canvas)
        if regions.showsRules { canvas.drawFrameRules() }
        var area = Rect(x: 0, y: regions.bodyTop, width: width - 1, height: regions.bodyHeight)
        if case .naming(let field, let renaming) = mode, area.height > 0 {
            let label = renaming == nil ? " New shortcut: " : " Rename to: "
            InputLine(label: label, labelStyle: .accent, field: field)
                .draw(into: &canvas, area: Rect(x: 0, y: area.maxY - 1, width: width - 1, height: 1))
            area.height -= 1
        }
        if case .filtering(let field) = mode, area.height > 0 {
            InputLine(label: " Filter: ", labelStyle: .accent, field: field)
                .draw(into: &canvas, area: Rect(x: 0, y: area.maxY - 1, width: width - 1, height: 1))
            area.height -= 1
        } else if !filter.isEmpty, area.height > 0 {
            canvas.draw(" Showing \(shown.count) of \(entries.count) whose names contain “\(filter)” (Esc shows all)",
                        x: 0, y: area.maxY - 1, style: .dim, limit: width - 1)
            area.height -= 1
        }
        if entries.isEmpty && area.height > 0 {
            canvas.draw("  No shortcuts yet. Press \(keyName(for: .new)) to create one.", x: 0, y: area.y, style: .dim)
        }
        let rows = shown.map { entry in
            ListView.Row(title: entry.name,
                         detail: entry.problem == nil
                             ? "\(entry.actionCount) action\(entry.actionCount == 1 ? "" : "s") · \(EditorState.shortDate(entry.modified))"
                             : "cannot be read",
                         detailStyle: entry.problem == nil ? .dim : .error)
        }
        var list = ListView(rows: rows, selected: selection,
                            titleColumn: min(40, shown.map { TextFit.width($0.name) }.max() ?? 0))
        list.marker = (" ▸ ", "   ")
        list.draw(into: &canvas, area: area)
        let footer: (String, Style)
        if case .confirmingDelete(let url) = mode {
            let name = entries.first { $0.url == url }?.name ?? url.lastPathComponent
            footer = ("Move \"\(name)\" to the trash? " + keyHints, Style(.accent, bold: true))
        } else if let message {
            footer = (message.text, message.kind == .error ? .error : .accent)
        } else {
            footer = (keyHints, .dim)
        }
        FooterBar(text: footer.0, style: footer.1).draw(into: &canvas, row: height - 1)
        return canvas
    }
}

extension LibraryBrowser {
    /// The table of bindings that applies now.
    public var keyMode: KeyMode {
        switch mode {
        case .browsing: .browser
        case .naming: .naming
        case .confirmingDelete: .confirmDelete
        case .filtering: .browserFilter
        }
    }

    /// The footer's keys, from the keymap.
    var keyHints: String { keymap.footer(for: keyMode) { _ in true } }

    /// The first key of a command in the browser, for sentences that name it.
    func keyName(for command: Command) -> String {
        keymap.keys(for: command, in: .browser).first.map(KeyName.display) ?? command.rawValue
    }
}

extension EditorState {
    /// "2026-11-18 11:06", in UTC: the browser's compact modification time.
    static func shortDate(_ date: Date) -> String {
        String(ISO8601Text.format(date).prefix(16)).replacingOccurrences(of: "T", with: " ")
    }
}
