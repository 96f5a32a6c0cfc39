import IntentKit

/// The log of an app developer's intent host, on a key: what it wrote on its standard error,
/// each run between "--- NAME started" and "--- NAME ended" lines — where a host that
/// crashed or refused says why.
extension EditorState {
    mutating func askForHostLog() -> [EditorEffect] {
        guard document.actions.indices.contains(focus.action) else { return [] }
        let intent = document.actions[focus.action].intent
        guard let host = registry.liveHost(of: intent) else {
            message = .info("This action's intent has no host, so no log: only the intents of a catalog with a .host.json run live.")
            return []
        }
        return [.readHostLog(host: host)]
    }

    mutating func showHostLog(_ host: String, _ result: Result<[String], QueryFailure>) {
        switch result {
        case .success(let lines):
            let shown = lines.isEmpty ? ["(empty: \(host) has not written anything yet)"] : lines
            var log = TextPage(title: "\(host)'s log", lines: shown.map { TextPage.Line($0) })
            // The newest lines are what a crash left: shown first.
            log.scroll = log.maximumScroll(height: regions.bodyHeight)
            page = log
        case .failure(let failure):
            message = .error("\(host)'s log cannot be read: \(failure.message)")
        }
    }
}
