/// The cards themselves, beneath every layer: keys run the editor's commands, the wheel moves
/// between actions, a click focuses a placeholder and opens it (or Show More), and a paste of
/// Apple's XML of actions (what `y` offers the terminal's clipboard, or a shortcut's file)
/// pastes those actions.
struct CardsLayer: EditorLayer {
    static let tier = LayerTier.cards

    func keyMode(in editor: EditorState) -> KeyMode? { .editor }

    func handle(_ input: LayerInput, in editor: inout EditorState) -> LayerOutcome {
        switch input {
        case .key(let key):
            return .handled(editor.runCardKey(key, in: .editor))
        case .mouse(let mouse):
            return .handled(editor.handleOnCards(mouse))
        case .paste(let text) where text.contains("<key>WFWorkflowActions</key>"):
            return .handled(editor.pasteActions(fromText: text))
        case .paste:
            editor.refusePaste()
            return .handled
        }
    }
}

extension EditorState {
    /// A key in one of the cards' tables (the editor's, the selection's): its command run,
    /// unless it would change a document that is read-only.
    mutating func runCardKey(_ key: Key, in mode: KeyMode) -> [EditorEffect] {
        message = nil
        guard let command = keymap.command(for: key, in: mode).flatMap(CardCommand.init) else { return [] }
        if isReadOnly && command.changesTheDocument { return refuseInReadOnly() }
        return run(command)
    }

    /// The wheel moves between actions; a click focuses what it lands on.
    mutating func handleOnCards(_ mouse: MouseEvent) -> [EditorEffect] {
        switch mouse.kind {
        case .wheelDown:
            moveToAction(focus.action + 1)
            return []
        case .wheelUp:
            moveToAction(focus.action - 1)
            return []
        case .click:
            for card in visibleCards() {
                let line = mouse.y - card.top
                guard card.layout.lines.indices.contains(line) else { continue }
                for segment in card.layout.lines[line].segments where mouse.x >= segment.x && mouse.x < segment.x + segment.width {
                    if segment.isShowMoreToggle {
                        focus = Focus(action: card.index, slot: slots(of: card.index).first)
                        toggleShowMore()
                        return []
                    }
                    if let slot = segment.slot {
                        focus = Focus(action: card.index, slot: slot)
                        return openControl()
                    }
                }
                focus = Focus(action: card.index, slot: slots(of: card.index).first)
                return []
            }
            return []
        }
    }
}
