import IntentKit
import ShortcutModel

/// The blocks: If (a branch by its condition), Repeat (a count), Repeat with Each (each item of
/// a list) and Choose from Menu (the branch of the item chosen). A block's output is what the
/// last action run inside it gave — for a Repeat, a list of what each pass gave.
extension ShortcutRun {
    /// The index to go on at when action `call.index` is a part of a block; nil when it is not
    /// a block this runner knows.
    func controlFlow(_ call: ActionCall, parts: [Int]) async throws(RunFailure) -> Int? {
        let index = call.index
        let action = call.action
        guard let mode = ControlFlow.mode(of: action) else { return nil }
        let start = parts[0], end = parts[parts.count - 1]
        switch (BlockKind(intent: action.intent), mode) {
        case (.conditional, .start):
            let holds = try await call.guarded { try await Conditions.holds(call) }
            enterBlock(at: start)
            if holds { return index + 1 }
            return parts.count > 2 ? parts[1] + 1 : end
        case (.conditional, .middle), (.menu, .middle):
            // The branch before it ran to its end: the block is done.
            return end
        case (.conditional, .end), (.menu, .end):
            try record(blockOutput(since: start), for: index)
            return index + 1
        case (.repeatCount, .start):
            let count = try await call.guarded { try await call.integer("WFRepeatCount") ?? 1 }
            return try beginRepeat(start: start, end: end, count: max(0, count), items: nil)
        case (.repeatEach, .start):
            let items = try await call.guarded { try await call.input().items }
            return try beginRepeat(start: start, end: end, count: items.count, items: items)
        case (.repeatCount, .end), (.repeatEach, .end):
            return try endPass(start: start, end: end)
        case (.menu, .start):
            let titles = try await call.guarded { try await call.menuTitles() }
            let prompt = try await call.guarded { try await call.text("WFMenuPrompt") ?? "" }
            let answer = try await call.guarded { try await self.environment.prompter.answer(.choice(prompt: prompt, options: titles, multiple: false)) }
            enterBlock(at: start)
            let branches = Array(parts.dropFirst().dropLast())
            guard case .choices(let chosen) = answer, let choice = chosen.first else { return end }
            guard branches.indices.contains(choice) else {
                // Lint's "menu item without a branch", where it bites: nothing runs for it.
                warn("the menu item “\(titles.indices.contains(choice) ? titles[choice] : String(choice + 1))” has no branch; nothing runs for it", at: index)
                return end
            }
            return branches[choice] + 1
        default:
            return nil
        }
    }

    /// Where counting a block's own outputs starts: nothing run inside it yet.
    private func enterBlock(at start: Int) {
        blockMarks[start] = outputCount
    }

    /// What the block gave: the last output since it was entered, or nothing.
    private func blockOutput(since start: Int) -> RuntimeValue {
        (blockMarks[start] ?? outputCount) < outputCount ? previous : .nothing
    }

    private func beginRepeat(start: Int, end: Int, count: Int, items: [RuntimeValue]?) throws(RunFailure) -> Int {
        guard count > 0 else {
            try record(.list(RuntimeList()), for: end)
            return end + 1
        }
        repeats.append(RepeatFrame(start: start, count: count, items: items, pass: 1, results: []))
        try setRepeatVariables()
        enterBlock(at: start)
        return start + 1
    }

    private func endPass(start: Int, end: Int) throws(RunFailure) -> Int {
        guard let top = repeats.indices.last, repeats[top].start == start else { return end + 1 }
        // Changed in place: a copy of the frame would copy its results at every pass.
        repeats[top].results.append(blockOutput(since: start))
        if repeats[top].results.weight > environment.limits.maximumSize {
            throw .tooLarge(action: end + 1, title: "End Repeat", size: repeats[top].results.weight, limit: environment.limits.maximumSize)
        }
        repeats[top].pass += 1
        if repeats[top].pass <= repeats[top].count {
            try setRepeatVariables()
            enterBlock(at: start)
            return start + 1
        }
        let frame = repeats.removeLast()
        try record(.list(frame.results), for: end)
        return end + 1
    }

    /// "Repeat Index" (from 1) and, in Repeat with Each, "Repeat Item"; a nested Repeat's are
    /// "Repeat Index 2", "Repeat Item 2", as Shortcuts names them.
    private func setRepeatVariables() throws(RunFailure) {
        guard let frame = repeats.last else { return }
        let suffix = repeats.count > 1 ? " \(repeats.count)" : ""
        variables["Repeat Index" + suffix] = .number(Double(frame.pass))
        if let items = frame.items { variables["Repeat Item" + suffix] = items[frame.pass - 1] }
    }
}
