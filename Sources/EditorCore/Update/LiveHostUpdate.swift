import IntentKit
import ShortcutModel

/// A host rebuilt while the editor is open: its build's progress on the message line, a
/// failed build's messages on its page (over the cards only when nothing else is open —
/// editing never stops for it; `B` opens it again), and a new registry put in place, every
/// card drawn again from it without a key. The cards of a host whose build failed say so, and
/// a summary lint finds wrong says it on its cards.
extension EditorState {
    mutating func receive(_ news: LiveHostNews) {
        switch news {
        case let .building(host, progress, reason):
            if let reason { environment.builds.reasons[host] = reason }
            let why = environment.builds.reasons[host].map { " (\($0))" } ?? ""
            message = .info("Building \(host)\(why)…" + (progress.map { " " + $0 } ?? ""))
        case .failed(let report):
            environment.builds.record(report)
            layouts.removeAll()
            let count = report.errorCount == 0 ? "" : ": \(report.errorCount) error\(report.errorCount == 1 ? "" : "s")"
            message = .error("\(report.host) did not build\(count); the last build still serves. B shows why.")
            // A page open (the last one's) follows the news; none opens over something else.
            guard buildPage != nil || !layers.hasOverlay else { return }
            layers[BuildPage.self] = BuildPage(report: report)
        case let .reloaded(host, registry, intents, build, summaryProblems):
            let moves = renamedParameters(of: host, in: registry)
            environment.registry = registry
            environment.builds.reasons[host] = nil
            if let build { environment.builds.record(build) }
            environment.builds.summaryProblems = environment.builds.summaryProblems.filter { registry.liveHost(of: $0.key) != host }
                .merging(summaryProblems) { $1 }
            summaries = SummaryCache()
            layouts.removeAll()
            // A fixed build closes the page of its failure; a page of its success stays.
            if let open = buildPage, open.report.host == host, !open.report.built { layers[BuildPage.self] = nil }
            let warnings = build?.warningCount ?? 0
            let problems = summaryProblems.values.reduce(0) { $0 + $1.count }
            let said = [warnings == 0 ? nil : "\(warnings) compiler warning\(warnings == 1 ? "" : "s")",
                        problems == 0 ? nil : "\(problems) summary problem\(problems == 1 ? "" : "s")"].compactMap { $0 }
            message = .info("Rebuilt \(host): \(intents) intent\(intents == 1 ? "" : "s") live" + (said.isEmpty ? "." : "; " + said.joined(separator: ", ") + " (B, T)."))
            offerToMove(moves)
        }
    }

    /// The parameters `host`'s intents renamed between the registry in use and `fresh`.
    private func renamedParameters(of host: String, in fresh: IntentRegistry) -> [ParameterMove] {
        fresh.definitions.filter { fresh.liveHost(of: $0.identifier) == host }.flatMap { new -> [ParameterMove] in
            guard let old = registry.definition(for: new.identifier) else { return [] }
            return ParameterMoves.renames(from: old, to: new)
        }
    }

    /// Asks before moving anything, when this shortcut keeps values a rename left behind and
    /// nothing else is open; otherwise the cards' flags and `lint --fix` remain.
    private mutating func offerToMove(_ moves: [ParameterMove]) {
        let actions = ParameterMoves.actionsMoved(moves, in: document)
        guard actions > 0, !layers.hasOverlay, !isReadOnly else { return }
        prompt = .moveKeptValues(moves: moves, actions: actions)
    }

    /// Moves the kept values here as one undoable edit, and in the library when asked.
    mutating func answerMove(_ answer: MoveAnswer, moves: [ParameterMove]) -> [EditorEffect] {
        guard answer != .stay else {
            message = .info("Left as they are: the cards flag them, and `shortcut-editor lint --fix` moves them.")
            return []
        }
        let operations = ParameterMoves.changes(moves, in: document).compactMap { change -> EditOperation? in
            guard case let .setValue(action, parameter, value) = change else { return nil }
            return .setValue(action: action, parameter: parameter, old: document.actions[action].values[parameter], new: value)
        }
        var effects = operations.isEmpty ? [] : perform(.batch(operations, focus: focus.action))
        let here = ParameterMoves.actionsMoved(moves, in: document) == 0 ? "Moved" : "Not all moved"
        message = .info("\(here) " + moves.map(\.description).joined(separator: ", ") + " in this shortcut" + (answer == .allShortcuts ? "; the library's next…" : "."))
        if answer == .allShortcuts { effects.append(.moveValuesInLibrary(moves)) }
        return effects
    }

    /// What the card of action `index` says when its host's last build failed.
    func buildNote(of index: Int) -> String? {
        guard let host = registry.liveHost(of: document.actions[index].intent), environment.builds.failed(host) else { return nil }
        return "\(host) did not build (B)"
    }

    /// What lint said of the action's summary at its host's last reload, first problem only.
    func summaryProblemNote(of index: Int) -> String? {
        guard let problems = environment.builds.summaryProblems[document.actions[index].intent], let first = problems.first else { return nil }
        return "⚠ " + first + (problems.count > 1 ? " (+\(problems.count - 1), T)" : " (T)")
    }
}
