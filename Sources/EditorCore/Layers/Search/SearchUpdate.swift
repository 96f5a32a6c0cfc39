/// `/`: typing searches as it goes — the shell finds the matches off the input thread and the
/// focus goes to the first at or after where the search began (opening a fold that hides it);
/// Enter stays there, `n`/`N` go on, Esc goes back.
extension EditorState {
    mutating func startSearch() {
        search = SearchState(origin: focus)
    }

    mutating func typeSearch(_ key: Key) -> [EditorEffect] {
        guard var open = search else { return [] }
        switch keymap.command(for: key, in: .searchPrompt).flatMap(AnswerCommand.init) {
        case .confirm?:
            open.isTyping = false
            search = open
            if !open.field.text.isEmpty, open.answered != open.field.text {
                // Typed faster than the shell searched (a paste, a quick typist): the answer
                // for this query is on its way, and the search ends when it comes.
                message = .info("Searching for “\(open.field.text)”…")
                return []
            }
            concludeSearch()
            return []
        case .cancel?:
            let origin = open.origin
            search = nil
            focus = origin
            revealFocus()
            return []
        case nil:
            let keymap = keymap
            return editSearch { $0.handle(key, keymap: keymap) }
        }
    }

    /// Changes the query (a key typed, a paste) and, when it changed, asks for its matches:
    /// the latest request wins, and an empty query goes back to where the search began.
    mutating func editSearch(_ edit: (inout TextField) -> Bool) -> [EditorEffect] {
        guard var open = search, edit(&open.field) else { return [] }
        open.pendingID = requests.next()
        guard !open.field.text.isEmpty else {
            open.matches = []
            open.answered = ""
            search = open
            focus = open.origin
            return []
        }
        open.revision = history.revision
        search = open
        return [.find(.search(query: open.field.text, id: open.pendingID, document: document, revision: history.revision))]
    }

    mutating func receiveSearch(id: Int, matches: [Int]) {
        guard var open = search, id == open.pendingID, open.revision == history.revision else { return }
        open.matches = matches
        open.answered = open.field.text
        search = open
        // The first match at or after where the search began, else the first.
        if let target = matches.first(where: { $0 >= open.origin.action }) ?? matches.first { goTo(target) }
        if !open.isTyping { concludeSearch() }
    }

    /// Enter was pressed and the matches for what was typed are in: the search stays for `n`
    /// and `N`, or ends saying nothing matched.
    private mutating func concludeSearch() {
        guard let open = search else { return }
        if open.matches.isEmpty {
            search = nil
            message = .info("No action matches “\(open.field.text)”.")
        } else if message?.text.hasPrefix("Searching for") == true {
            message = nil
        }
    }

    mutating func goToMatch(forward: Bool) {
        if search?.revision != history.revision { search = nil }
        guard let matches = search?.matches, !matches.isEmpty else {
            message = .info("No search: / searches the shortcut.")
            return
        }
        let here = focus.action
        let target = forward ? (matches.first { $0 > here } ?? matches[0]) : (matches.last { $0 < here } ?? matches[matches.count - 1])
        goTo(target)
        let position = (matches.firstIndex(of: target) ?? 0) + 1
        message = .info("Match \(position) of \(matches.count) for “\(search?.answered ?? "")”\(target <= here && forward ? " (from the top)" : "").")
    }
}

extension EditorState {
    /// The search's matches while they still name the document's positions: none after an edit.
    var currentMatches: [Int] {
        guard let search, search.revision == history.revision else { return [] }
        return search.matches
    }
}
