import IntentKit

/// A host rebuilt while the editor is open: its build's progress on the message line, a
/// failed build's diagnostics on a page (over the cards only when nothing else is open —
/// editing never stops for it), and a new registry put in place, every card drawn again from
/// it without a key.
extension EditorState {
    mutating func receive(_ news: LiveHostNews) {
        switch news {
        case let .building(host, progress):
            message = .info("Building \(host)…" + (progress.map { " " + $0 } ?? ""))
        case let .failed(host, lines, errors):
            let count = errors == 0 ? "" : ": \(errors) error\(errors == 1 ? "" : "s")"
            message = .error("\(host) did not build\(count); the last build still serves.")
            guard !layers.hasOverlay else { return }
            page = TextPage(title: "\(host) did not build", lines: lines.map { TextPage.Line($0) }
                            + [TextPage.Line(""), TextPage.Line("The last build still serves. Save a fix to build again; any key closes this.")])
        case let .reloaded(host, registry, intents):
            environment.registry = registry
            summaries = SummaryCache()
            layouts.removeAll()
            // A fixed build closes the page of its failure.
            if page?.title == "\(host) did not build" { page = nil }
            message = .info("Rebuilt \(host): \(intents) intent\(intents == 1 ? "" : "s") live.")
        }
    }
}
