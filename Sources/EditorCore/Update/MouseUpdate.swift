/// The mouse: a click focuses a placeholder and opens it (or Show More), the wheel moves between
/// actions; a page scrolls under the wheel, and so does the action library's list. An overlay
/// takes the mouse for itself: nothing reaches the cards beneath it.
extension EditorState {
    mutating func handle(_ mouse: MouseEvent) -> [EditorEffect] {
        if let page {
            // A page scrolls under the wheel; a click closes it.
            scroll(page, command: mouse.kind == .wheelDown ? .next : mouse.kind == .wheelUp ? .previous : nil)
            return []
        }
        switch mode {
        case .actionLibrary:
            // The wheel moves the list's choice as ↓/↑ do; a click chooses nothing by itself.
            switch mouse.kind {
            case .wheelDown: return handleActionLibrary(.next)
            case .wheelUp: return handleActionLibrary(.previous)
            case .click: return []
            }
        case .choice, .details: return []  // lists of their own, over the cards: keys only
        case .normal, .control, .prompt, .page: break
        }
        switch mouse.kind {
        case .wheelDown:
            moveToAction(focus.action + 1)
            return []
        case .wheelUp:
            moveToAction(focus.action - 1)
            return []
        case .click:
            guard prompt == nil else { return [] }
            if control != nil {
                if mouse.y < regions.bodyTop + cardRows { control = nil } else { return [] }
            }
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
