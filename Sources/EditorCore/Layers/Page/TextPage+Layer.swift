/// A page scrolls with the help's keys and the wheel; any other key, or a click, closes it.
extension TextPage: EditorLayer {
    static let tier = LayerTier.overlay

    func keyMode(in editor: EditorState) -> KeyMode? { .help }

    func handle(_ input: LayerInput, in editor: inout EditorState) -> LayerOutcome {
        switch input {
        case .key(let key):
            editor.scroll(self, by: editor.keymap.command(for: key, in: .help).flatMap(PageCommand.init))
        case .mouse(let mouse):
            editor.scroll(self, by: mouse.kind == .wheelDown ? .next : mouse.kind == .wheelUp ? .previous : nil)
        case .paste:
            editor.refusePaste()
        }
        return .handled
    }

    func draw(into canvas: inout Canvas, for editor: EditorState) {
        editor.drawPage(self, into: &canvas)
    }
}

/// The commands of a page.
enum PageCommand: String, LayerCommand {
    case next, previous
    case pageDown = "page-down"
    case pageUp = "page-up"
    case first, last, close
}

extension EditorState {
    /// Scrolls the open page; no command (another key, a click) or `close` closes it.
    mutating func scroll(_ open: TextPage, by command: PageCommand?) {
        let screenful = max(1, regions.bodyHeight - 2)
        let maximum = open.maximumScroll(height: regions.bodyHeight)
        var scrolled = open
        switch command {
        case .next?: scrolled.scroll = min(open.scroll + 1, maximum)
        case .previous?: scrolled.scroll = max(0, open.scroll - 1)
        case .pageDown?: scrolled.scroll = min(open.scroll + screenful, maximum)
        case .pageUp?: scrolled.scroll = max(0, open.scroll - screenful)
        case .first?: scrolled.scroll = 0
        case .last?: scrolled.scroll = maximum
        case .close?, nil:
            page = nil
            return
        }
        page = scrolled
    }
}
