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
        canvas.draw(" Shortcuts", x: 0, y: 0, style: Style(.header, bold: true))
        let label = libraryLabel
        let labelWidth = DisplayWidth.of(SafeText.visible(label))
        if labelWidth + 12 < width { canvas.draw(label, x: width - 1 - labelWidth, y: 0, style: .dim) }
        if regions.showsRules {
            canvas.draw(String(repeating: "─", count: width), x: 0, y: 1, style: Style(.border))
            canvas.draw(String(repeating: "─", count: width), x: 0, y: height - 2, style: Style(.border))
        }
        let top = regions.bodyTop
        var rows = regions.bodyHeight
        if case .naming(let field, let renaming) = mode, rows > 0 {
            let prompt = renaming == nil ? "New shortcut: " : "Rename to: "
            let y = top + rows - 1
            canvas.draw(" " + prompt, x: 0, y: y, style: .accent)
            let x = 1 + DisplayWidth.of(prompt)
            canvas.draw(field.text, x: x, y: y, limit: max(0, width - x - 1))
            canvas.restyle(x: x + DisplayWidth.of(SafeText.visible(field.text)), y: y, width: 1) { $0 = Style(.focus, reverse: true) }
            rows -= 1
        }
        if entries.isEmpty && rows > 0 {
            canvas.draw("  No shortcuts yet. Press n to create one.", x: 0, y: top, style: .dim)
        }
        let first = max(0, min(selection - rows + 1, entries.count - rows))
        let nameWidth = min(40, entries.map { DisplayWidth.of(SafeText.visible($0.name)) }.max() ?? 0)
        for (offset, entry) in entries.dropFirst(first).prefix(max(0, rows)).enumerated() {
            let index = first + offset
            let y = top + offset
            let selected = index == selection
            canvas.draw(selected ? " ▸ " : "   ", x: 0, y: y, style: .accent)
            canvas.draw(entry.name, x: 3, y: y, style: selected ? Style(.selection, bold: true) : .text, limit: min(nameWidth, max(0, width - 4)))
            let detail: String
            if entry.problem != nil {
                detail = "cannot be read"
            } else {
                detail = "\(entry.actionCount) action\(entry.actionCount == 1 ? "" : "s") · \(EditorState.shortDate(entry.modified))"
            }
            let x = 3 + nameWidth + 2
            if x < width - 1 { canvas.draw(detail, x: x, y: y, style: entry.problem == nil ? .dim : .error, limit: width - 1 - x) }
        }
        let footer: (String, Style)
        if case .confirmingDelete(let url) = mode {
            let name = entries.first { $0.url == url }?.name ?? url.lastPathComponent
            footer = ("Move \"\(name)\" to the trash? y yes · any other key no", Style(.accent, bold: true))
        } else if let message {
            footer = (message.text, message.kind == .error ? .error : .accent)
        } else if case .naming = mode {
            footer = ("Enter done · Esc cancel", .dim)
        } else {
            footer = ("Enter open · n new · r rename · D duplicate · d delete · q quit", .dim)
        }
        canvas.draw(" " + footer.0, x: 0, y: height - 1, style: footer.1, limit: max(0, width - 1))
        return canvas
    }
}

extension EditorState {
    /// "2026-11-18 11:06", in UTC: the browser's compact modification time.
    static func shortDate(_ date: Date) -> String {
        String(ISO8601Text.format(date).prefix(16)).replacingOccurrences(of: "T", with: " ")
    }
}
