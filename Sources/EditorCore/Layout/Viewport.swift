/// The screen's regions for a size, and which cards fill the body from the scroll position.
/// Everything here walks only what is visible, so its cost does not grow with the shortcut.
struct ScreenRegions: Equatable {
    var width: Int
    var height: Int

    /// Rules around the body only when there is room for them.
    var showsRules: Bool { height >= 10 }
    var bodyTop: Int { showsRules ? 2 : 1 }
    var footerRow: Int { height - 1 }
    var bodyHeight: Int { max(0, height - bodyTop - (showsRules ? 2 : 1)) }

    static let minimumWidth = 20
    static let minimumHeight = 5
    var isTooSmall: Bool { width < Self.minimumWidth || height < Self.minimumHeight }
}

/// A card placed on screen: which action, its layout, and the screen row of its first line
/// (which may be above the body when the card is scrolled part-way).
struct PlacedCard {
    var index: Int
    var layout: CardLayout
    var top: Int
}

extension EditorState {
    var regions: ScreenRegions { ScreenRegions(width: width, height: height) }

    /// Rows of the body the open control leaves for the cards.
    var cardRows: Int { max(1, regions.bodyHeight - controlHeight) }

    /// The cards that show, top to bottom.
    func visibleCards() -> [PlacedCard] {
        var placed: [PlacedCard] = []
        var row = regions.bodyTop - scroll.line
        var index = scroll.action
        let bottom = regions.bodyTop + cardRows
        while index < document.actions.count && row < bottom {
            let layout = cardLayout(index)
            placed.append(PlacedCard(index: index, layout: layout, top: row))
            row += layout.height
            index = nextShown(after: index)
        }
        return placed
    }

    /// Lays out the cards that show, with their summaries, into the caches: what `update`
    /// does last, so that the frame drawn next, and the keys after it, lay out nothing again.
    /// Returns how many of the body's rows the cards leave empty at its bottom.
    @discardableResult
    mutating func cacheVisibleCards() -> Int {
        var row = regions.bodyTop - scroll.line
        var index = scroll.action
        let bottom = regions.bodyTop + cardRows
        while index < document.actions.count && row < bottom {
            cacheSummary(of: index)
            row += laidOutCard(index).height
            index = nextShown(after: index)
        }
        return max(0, bottom - row)
    }

    /// How many of the body's rows the cards leave empty at its bottom, 0 when they reach
    /// it: a preview made of a document's first actions draws what the whole document would
    /// when there are none, and otherwise needs about half as many actions more (a card
    /// takes two rows or more). Lays the cards that show out into the caches, so drawing
    /// them next lays out nothing again.
    public mutating func rowsBelowCards() -> Int {
        cacheVisibleCards()
    }

    /// An action's layout: the cached one, or laid out now (and not kept: the state is not
    /// changed by reading it).
    func cardLayout(_ index: Int) -> CardLayout {
        layouts[index] ?? layoutCard(index)
    }

    /// An action's layout, kept in the cache for the next time it is asked for — and the
    /// summary it is laid out from, which the frame and the focus read next.
    mutating func laidOutCard(_ index: Int) -> CardLayout {
        if let cached = layouts[index] { return cached }
        cacheSummary(of: index)
        let layout = layoutCard(index)
        layouts.store(layout, at: index)
        return layout
    }

    /// Scrolls as little as needed for the focused line (and its card title) to show.
    mutating func ensureFocusVisible() {
        guard !document.actions.isEmpty else {
            scroll = ScrollPosition()
            return
        }
        focus.action = min(max(0, focus.action), document.actions.count - 1)
        scroll.action = min(scroll.action, document.actions.count - 1)
        let layout = laidOutCard(focus.action)
        let focusLine = focus.slot.flatMap(layout.line(of:)) ?? 0
        let rows = cardRows
        // Above the top: the focused card's title (or at least the focused line) goes to the top.
        if focus.action < scroll.action || (focus.action == scroll.action && focusLine < scroll.line) {
            scroll = ScrollPosition(action: focus.action, line: focusLine < rows ? 0 : focusLine)
            return
        }
        // Is it within the rows below the top? Walk down at most a screenful.
        var row = -scroll.line
        var index = scroll.action
        while index < focus.action && row < rows {
            row += laidOutCard(index).height
            index = nextShown(after: index)
        }
        if index == focus.action && row + focusLine < rows && row + focusLine >= 0 { return }
        // Below: put the focused line at the bottom, walking up from it.
        var needed = focusLine + 1 + (focusLine + 1 < layout.height ? 1 : 0)
        var top = focus.action
        var lineInTop = 0
        if needed > rows {
            scroll = ScrollPosition(action: focus.action, line: needed - rows)
            return
        }
        while top > 0 {
            let previous = previousShown(before: top)
            let above = laidOutCard(previous).height
            if needed + above > rows {
                lineInTop = above - (rows - needed)
                top = previous
                needed = rows
                break
            }
            needed += above
            top = previous
        }
        scroll = ScrollPosition(action: top, line: needed == rows ? lineInTop : 0)
    }

    /// How far below the top of the card rows the focused card's first line is (negative when
    /// it is scrolled part-way off the top); nil when it is not on screen.
    func focusedCardRow() -> Int? {
        guard focus.action >= scroll.action else { return nil }
        var row = -scroll.line
        var index = scroll.action
        while index < focus.action {
            row += cardLayout(index).height
            index = nextShown(after: index)
            if row >= cardRows { return nil }
        }
        return row
    }

    /// Scrolls so that the focused card's first line is `row` rows below the top, or as near
    /// as the cards above it allow. Walks up at most `row` rows of cards.
    mutating func placeFocusedCard(atRow row: Int) {
        guard row > 0 else {
            scroll = ScrollPosition(action: focus.action, line: -row)
            return
        }
        var remaining = row
        var top = focus.action
        var line = 0
        while remaining > 0 && top > 0 {
            top = previousShown(before: top)
            let above = laidOutCard(top).height
            if above >= remaining {
                line = above - remaining
                remaining = 0
            } else {
                remaining -= above
            }
        }
        scroll = ScrollPosition(action: top, line: line)
    }

    /// Rows left blank under the last card while cards above are scrolled away are given to
    /// those cards: the screen never shows less of the shortcut than fits.
    mutating func fillBlankRowsBelow() {
        // Every card takes a row at least: with that many cards below the top there is nothing
        // to fill, and nothing needs laying out (the common case, on every key).
        guard scroll.action > 0 || scroll.line > 0,
              document.actions.count - scroll.action - scroll.line < cardRows,
              let row = focusedCardRow() else { return }
        var used = -scroll.line
        var index = scroll.action
        while index < document.actions.count && used < cardRows {
            used += laidOutCard(index).height
            index = nextShown(after: index)
        }
        guard used < cardRows else { return }
        placeFocusedCard(atRow: row + cardRows - used)
    }

    /// How many actions a page moves: the cards that fit in the body now.
    var pageSize: Int {
        max(1, visibleCards().filter { $0.top >= regions.bodyTop && $0.top + $0.layout.height <= regions.bodyTop + cardRows }.count)
    }
}
