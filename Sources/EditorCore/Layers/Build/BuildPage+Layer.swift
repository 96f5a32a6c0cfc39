/// The build's page takes its own keys: the next and previous diagnostic, scrolling, the
/// whole log, and opening the chosen diagnostic's file in `$VISUAL`/`$EDITOR`.
extension BuildPage: EditorLayer {
    static let tier = LayerTier.overlay

    func keyMode(in editor: EditorState) -> KeyMode? { .buildPage }

    func handle(_ input: LayerInput, in editor: inout EditorState) -> LayerOutcome {
        switch input {
        case .key(let key):
            guard let command = editor.keymap.command(for: key, in: .buildPage).flatMap(BuildPageCommand.init) else { return .handled }
            return .handled(editor.apply(command, to: self))
        case .mouse(let mouse):
            let command: BuildPageCommand? = mouse.kind == .wheelDown ? .pageDown : mouse.kind == .wheelUp ? .pageUp : nil
            if let command { _ = editor.apply(command, to: self) }
        case .paste:
            editor.refusePaste()
        }
        return .handled
    }

    func draw(into canvas: inout Canvas, for editor: EditorState) {
        guard let inside = editor.drawOverlay(titled: report.title + (showsLog ? " — its output" : ""), into: &canvas) else { return }
        let lines = self.lines(columns: editor.width - 2)
        for (offset, line) in lines.dropFirst(scroll).prefix(inside.height).enumerated() {
            let chosen = line.diagnostic == selected && line.isHeading && !showsLog
            let style = line.isHeading ? Style(chosen ? .accent : .header, bold: chosen) : .text
            canvas.draw(line.text, x: 1, y: inside.y + offset, style: style, limit: max(0, editor.width - 2))
        }
    }

    func footer(for editor: EditorState) -> FooterLine? {
        if let failure { return FooterLine(text: failure, style: .error) }
        let open = report.diagnostics.isEmpty || showsLog ? "" : "j/k message · e open in editor · "
        let more = report.built ? "" : " · the last build still serves; a saved fix builds again"
        return FooterLine(text: open + (showsLog ? "l messages" : "l whole output") + " · q close" + more, style: .dim)
    }
}

/// The commands of the build's page.
enum BuildPageCommand: String, LayerCommand {
    case next, previous
    case pageDown = "page-down"
    case pageUp = "page-up"
    case first, last
    case openInEditor = "open-in-editor"
    case wholeLog = "whole-log"
    case close
}

extension EditorState {
    /// The build's page after `command`; opening a file asks the shell to suspend the screen.
    mutating func apply(_ command: BuildPageCommand, to open: BuildPage) -> [EditorEffect] {
        var page = open
        page.failure = nil
        let lines = page.lines(columns: width - 2)
        let height = max(1, regions.bodyHeight - 1)
        let maximum = max(0, lines.count - height)
        let count = page.report.diagnostics.count
        let choosing = !page.showsLog && count > 0
        switch command {
        case .next where choosing:
            page.selected = min(count - 1, page.selected + 1)
            page.scroll = min(maximum, page.firstLine(of: page.selected, columns: width - 2))
        case .previous where choosing:
            page.selected = max(0, page.selected - 1)
            page.scroll = min(maximum, page.firstLine(of: page.selected, columns: width - 2))
        case .next: page.scroll = min(maximum, page.scroll + 1)
        case .previous: page.scroll = max(0, page.scroll - 1)
        case .pageDown: page.scroll = min(maximum, page.scroll + max(1, height - 1))
        case .pageUp: page.scroll = max(0, page.scroll - max(1, height - 1))
        case .first: page.scroll = 0
        case .last: page.scroll = maximum
        case .wholeLog:
            page.showsLog.toggle()
            page.scroll = page.showsLog ? max(0, page.lines(columns: width - 2).count - height) : page.firstLine(of: page.selected, columns: width - 2)
        case .openInEditor:
            guard choosing else {
                message = .info("Nothing to open: the page shows no message of the compiler.")
                return []
            }
            let diagnostic = page.report.diagnostics[page.selected]
            return [.openInEditor(file: page.report.path(of: diagnostic), line: diagnostic.line, column: diagnostic.column)]
        case .close:
            layers[BuildPage.self] = nil
            return []
        }
        layers[BuildPage.self] = page
        return []
    }

    /// `B`: the last build's page of the focused action's host, or of the host built last.
    mutating func showLastBuild() -> [EditorEffect] {
        let builds = environment.builds
        let focused = document.actions.indices.contains(focus.action) ? registry.liveHost(of: document.actions[focus.action].intent) : nil
        guard let host = focused.flatMap({ builds.reports[$0] != nil ? $0 : nil }) ?? builds.latest, let report = builds.reports[host] else {
            message = .info("No build yet: a host's page comes when its sources change and it is built while the editor is open.")
            return []
        }
        layers[BuildPage.self] = BuildPage(report: report)
        return []
    }

    /// The build's page while it is open.
    var buildPage: BuildPage? { layers[BuildPage.self] }
}
