import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import ShortcutStore

/// Input in, effects performed, answers fed back — until a screen asks to quit.
extension EditorApp {
    /// Handles one event and every event its effects lead to. Returns how the program ends,
    /// when it does.
    func handle(_ first: ScreenEvent) -> Outcome? {
        var queue = [first]
        while !queue.isEmpty {
            let event = queue.removeFirst()
            switch event {
            case .input(.interrupt(let signal)):
                return interrupt(signal: signal)
            case .input(.key(let key)) where keymap.globalCommand(for: key) == .interrupt && runner != nil:
                // While the shortcut runs, Ctrl-C stops the run, not the editor.
                runner?.stop()
            case .input(.key(let key)) where keymap.globalCommand(for: key) == .interrupt:
                // Raw mode turns Ctrl-C into a key; it means what SIGINT means.
                return interrupt(signal: SIGINT)
            case .input(.key(let key)) where keymap.globalCommand(for: key) == .suspend:
                terminal.suspend()
                let size = terminal.size
                queue.append(.input(.resize(width: size.width, height: size.height)))
            case .input(let input):
                switch screen {
                case .browser(var browser):
                    guard let browserEvent = Self.browserEvent(input) else { continue }
                    let effects = browser.update(browserEvent)
                    screen = .browser(browser)
                    for effect in effects {
                        if let outcome = perform(effect) { return outcome }
                    }
                case .editor where questionUnseen && Self.isTyped(input):
                    setAsideTypedAhead()
                case .editor, .empty:
                    queue.append(.editor(Self.editorEvent(input)))
                case .opening(var opening):
                    // Kept for the whole document; shown on the preview while it can be.
                    screen = .empty // the preview alone holds its document while it changes
                    opening.take(input, as: Self.editorEvent(input))
                    screen = .opening(opening)
                }
            case .inbox(.offerToClipboard(let encoded)):
                terminal.offerToClipboard(base64: encoded)
            case .inbox(.runOutputs):
                if let outputs = runner?.takeOutputs(), !outputs.isEmpty { queue.append(.editor(.run(.outputs(outputs)))) }
            case .inbox(.editor(let editorEvent)):
                if case .run = editorEvent, let outputs = runner?.takeOutputs(), !outputs.isEmpty {
                    // What ran before a pause or the end is shown with it.
                    queue.append(.editor(.run(.outputs(outputs))))
                }
                if case .run(.ended) = editorEvent { runner = nil }
                queue.append(.editor(editorEvent))
            case .inbox(.browser(let browserEvent)):
                guard case .browser(var browser) = screen else { continue }
                let effects = browser.update(browserEvent)
                screen = .browser(browser)
                for effect in effects {
                    if let outcome = perform(effect) { return outcome }
                }
            case .inbox(.savedElsewhere(let copy, let label, let old)):
                if let answer = adopt(copy, savedAs: label, replacing: old) { queue.append(answer) }
            case .inbox(.created(let url)):
                openCreated(url)
            case .inbox(.liveHost(let event)):
                liveHostHeard?(event)
                if let news = news(of: event) { queue.append(.editor(.liveHost(news))) }
            case .editor(let editorEvent):
                if let outcome = update(with: editorEvent, queue: &queue) { return outcome }
            }
        }
        return nil
    }

    /// A copy saved elsewhere is the document edited from now on, if the editor that asked for
    /// it is still open; the event that tells it so.
    private func adopt(_ copy: DocumentSession, savedAs label: String, replacing old: DocumentSession) -> ScreenEvent? {
        guard case .editor(let state, let session, let backToBrowser) = screen, session === old else {
            // The editor that asked for it is gone: nobody edits the copy.
            copy.close()
            return nil
        }
        writer.retire(old, store: store)
        screen = .editor(state, copy, backToBrowser: backToBrowser)
        return .editor(.file(.savedElsewhere(fileLabel: label)))
    }

    /// A shortcut the browser made opens in the editor; if it cannot, the browser says why.
    private func openCreated(_ url: URL) {
        guard case .browser(var browser) = screen else { return }
        do throws(StoreError) {
            try openEditor(url, backToBrowser: true)
        } catch {
            _ = browser.update(.failed(error.description))
            screen = .browser(browser)
            // The shortcut was made all the same: it is listed.
            writer.changeLibrary(store.library) { _ throws(StoreError) in nil }
        }
    }

    /// The editor takes the event; its effects are performed, and their answers queued.
    private func update(with editorEvent: EditorEvent, queue: inout [ScreenEvent]) -> Outcome? {
        guard case .editor(_, let session, let backToBrowser) = screen,
              let effects = changeEditor({ $0.update(editorEvent) }) else { return nil }
        for effect in effects {
            switch perform(effect, session: session, backToBrowser: backToBrowser) {
            case .event(let answer): queue.append(.editor(answer))
            case .end(let outcome): return outcome
            case .none: break
            }
        }
        return nil
    }

    static func editorEvent(_ input: TerminalInput) -> EditorEvent {
        switch input {
        case .key(let key): .key(key)
        case .mouse(let mouse): .mouse(mouse)
        case .paste(let text): .paste(text)
        case let .resize(width, height): .resize(width: width, height: height)
        case .interrupt: .key(.escape)
        }
    }

    /// Nil for input the browser has no use for (the mouse, pasted text).
    static func browserEvent(_ input: TerminalInput) -> LibraryBrowser.Event? {
        switch input {
        case .key(let key): .key(key)
        case let .resize(width, height): .resize(width: width, height: height)
        case .paste(let text): .paste(text)
        case .mouse, .interrupt: nil
        }
    }

    /// The program is being stopped: unsaved edits go to the recovery journal, where the next
    /// open of the document offers them.
    private func interrupt(signal: Int32) -> Outcome {
        var journaled = false
        writer.waitUntilIdle()
        if case .opening(let opening) = screen { opening.work.abandon() }
        if case .editor(let state, let session, _) = screen {
            if state.isDirty {
                do {
                    try store.writeJournal(state.document, for: session)
                    journaled = true
                } catch {
                    // Nothing more can be done on the way out; the caller says the edits are lost.
                }
            }
            session.close()
        }
        return .interrupted(signal: signal, journaled: journaled)
    }

    // MARK: Screens

    func showBrowser() {
        let size = terminal.size
        var browser = LibraryBrowser(libraryLabel: FileLabel.of(store.library.root), width: size.width, height: size.height)
        browser.keymap = keymap
        _ = browser.update(.listed(store.library.list()))
        if let notice = takeNotice() { browser.show(.error(notice)) }
        screen = .browser(browser)
    }

    /// Opens a document in the editor, offering edits an earlier session journaled. A document
    /// another editor has open opens read-only, asking whether to edit it anyway.
    func openEditor(_ url: URL, backToBrowser: Bool) throws(StoreError) {
        var lockHolder: String?
        var opening: OpeningDocument
        do {
            opening = try store.startOpening(url)
        } catch .lockedElsewhere(_, let holder) {
            lockHolder = holder.description
            opening = try store.startOpening(url, ignoringLock: true)
        }
        let size = terminal.size
        // A screen holds at most one action a row: its first `height` actions fill it.
        // The file is indexed on another thread meanwhile: reading the Swift declarations
        // of the intents on the first screen, which drawing it needs, costs about as much.
        if opening.byteCount >= backgroundOpenBytes,
           let preview = opening.preview(actions: size.height, meanwhile: { intents in
               for intent in Set(intents) { _ = registry.definition(for: intent) }
           }) {
            timers = [:]
            let work = BackgroundOpen(opening, reusing: preview, store: store, waker: terminal.waker, before: beforeBackgroundOpen)
            screen = .opening(OpeningScreen(source: preview, makeState: { [unowned self] in previewState($0, url: url) }, work: work,
                                            url: url, backToBrowser: backToBrowser, lockHolder: lockHolder,
                                            mayOfferRecovery: store.mayOfferRecovery(opening)))
            return
        }
        // A smaller file is decoded here, whole, before any key is read; its first screenful
        // is drawn first, as the editor will show it (the notice included), so the screen
        // comes at the cost of what is on it. The whole read's screen then differs only if it
        // has more to say (a problem further down, edits to recover), and curses sends only
        // the difference — none at all, usually.
        if opening.byteCount >= previewBytes, lockHolder == nil, let state = firstScreen(of: opening, url: url, rows: size.height) {
            terminal.present(state.render())
        }
        showEditor(try store.finishOpening(opening), url: url, backToBrowser: backToBrowser, lockHolder: lockHolder)
    }

    /// An editor on as few of the document's first actions as fill the screen, as the editor
    /// will show it (the notice included). A third of the rows' worth first, as a card is
    /// usually three rows (a title, a sentence, a blank line); when those stop short, half as
    /// many more as rows are left, as no card takes fewer than two — and so on, each time
    /// decoding only the actions added. Nil when the file has no quick way in, or a problem
    /// in the actions it would show (it is then read whole, and the problem reported).
    private func firstScreen(of opening: OpeningDocument, url: URL, rows: Int) -> EditorState? {
        guard var preview = opening.preview(actions: max(1, rows / 3)) else { return nil }
        while true {
            var state = previewState(preview, url: url)
            if let notice { state.show(.error(notice)) }
            let rowsLeft = state.rowsBelowCards()
            if rowsLeft == 0 || preview.isWhole { return state }
            guard preview.grow(by: (rowsLeft + 1) / 2) else { return nil }
        }
    }

    /// An editor on the first actions of a document still being read, drawn but not edited.
    private func previewState(_ preview: DocumentPreview, url: URL) -> EditorState {
        let size = terminal.size
        var state = EditorState(document: preview.decoded.document, registry: registry, fileLabel: FileLabel.of(url),
                                width: size.width, height: size.height, displayContext: displayContext)
        state.keymap = keymap
        if !preview.isWhole { state.markAsFirstActions() }
        return state
    }

    /// The background decode has finished: the editor on the whole document, then the input
    /// that waited for it. A document that cannot be opened ends the program when it was the
    /// one to start with (as it would have before anything was drawn), else goes back to the
    /// browser saying why.
    func finishOpening(_ opening: OpeningScreen, with result: Result<BackgroundOpen.Finished, StoreError>) throws(StoreError) -> Outcome? {
        switch result {
        case .success(let finished):
            showEditor(finished.opened, structure: finished.structure, url: opening.url, backToBrowser: opening.backToBrowser,
                       lockHolder: opening.lockHolder)
        case .failure(let error):
            opening.work.abandon()
            guard opening.backToBrowser else { throw error }
            showBrowser()
            if case .browser(var browser) = screen {
                _ = browser.update(.failed(error.description))
                screen = .browser(browser)
            }
        }
        // Keys typed while it was read, in order — unless the whole read raised a question:
        // then `questionUnseen` sets them aside (`showEditor`).
        for input in opening.queued {
            if let outcome = handle(.input(input)) { return outcome }
        }
        return nil
    }

    /// `structure`: the document's, when the thread that read it built it too.
    private func showEditor(_ opened: OpenedDocument, structure: DocumentStructure? = nil, url: URL, backToBrowser: Bool,
                            lockHolder: String?) {
        let size = terminal.size
        var state = EditorState(document: opened.document, structure: structure, registry: registry, fileLabel: FileLabel.of(url),
                                width: size.width, height: size.height, displayContext: displayContext)
        state.keymap = keymap
        if let notice = takeNotice() { state.show(.error(notice)) }
        if let first = opened.diagnostics.first {
            let more = opened.diagnostics.count > 1 ? " (and \(opened.diagnostics.count - 1) more; kept as they are)" : " (kept as it is)"
            state.show(.error(first.description + more))
        } else if let first = opened.losses.first {
            state.show(.error(first + (opened.losses.count > 1 ? " (and \(opened.losses.count - 1) more; `lint` lists them)" : "")))
        }
        if case .signed(let signer) = opened.session.format {
            state.markSigned(by: signer, copyPath: unsignedCopyPath(for: opened.session.target, name: opened.document.name))
        }
        if let lockHolder {
            // The other editor's journal is its own: no recovery offer while it runs.
            state.offerLockChoice(holder: lockHolder)
        } else if let draft = opened.recovery, draft.isNewerThanFile || opened.isNew {
            state.offerRecovery(of: draft.document, journaledAt: draft.journaledAt)
        }
        timers = [:]
        screen = .editor(state, opened.session, backToBrowser: backToBrowser)
        questionUnseen = state.prompt != nil
    }

    /// Input the user typed, as against a new size or a signal.
    static func isTyped(_ input: TerminalInput) -> Bool {
        switch input {
        case .key, .mouse, .paste: true
        case .resize, .interrupt: false
        }
    }

    /// Counts a key typed before the question was on screen, instead of letting it answer.
    private func setAsideTypedAhead() {
        changeEditor { $0.setAside(typedAheadKeys: 1) }
    }

    /// Changes the editor's state in place; nil when no editor is on screen. While `screen`
    /// still held the state, a change would copy the whole document (copy-on-write sees two
    /// owners): a cost per keystroke that grows with the shortcut. So the state is taken out of
    /// `screen`, changed, and put back.
    @discardableResult
    private func changeEditor<Result>(_ change: (inout EditorState) -> Result) -> Result? {
        guard case .editor(var state, let session, let backToBrowser) = screen else { return nil }
        screen = .empty
        let result = change(&state)
        screen = .editor(state, session, backToBrowser: backToBrowser)
        return result
    }

    /// Where an unsigned copy of a signed shortcut goes by default: the same name with
    /// `.shortcut` in the library, or beside it with "unsigned" when that is the original.
    private func unsignedCopyPath(for original: URL, name: String) -> String {
        let folder = store.library.shortcutsFolder
        let same = folder.appendingPathComponent(name + ".shortcut", isDirectory: false)
        let path = same.withSymlinksResolved == original.withSymlinksResolved || FileManager.default.fileExists(atPath: same.fileSystemPath)
            ? folder.appendingPathComponent(name + " (unsigned).shortcut", isDirectory: false).fileSystemPath : same.fileSystemPath
        return FileLabel.of(path: path)
    }

    /// The notice, the first time it is asked for.
    private func takeNotice() -> String? {
        defer { notice = nil }
        return notice
    }

    // MARK: Effects

    enum EffectResult {
        case none
        case event(EditorEvent)
        case end(Outcome)
    }

    private func perform(_ effect: EditorEffect, session: DocumentSession, backToBrowser: Bool) -> EffectResult {
        switch effect {
        case .file(let work):
            perform(work, session: session)
        case .run(let work):
            return perform(work)
        case let .find(.search(query, id, document, revision)):
            searcher.search(query, id: id, document: document, revision: revision, registry: registry, context: displayContext, inbox: inbox)
        case let .find(.uses(use, id, document)):
            searcher.findUses(use, id: id, document: document, inbox: inbox)
        case .clipboard(.copy(let actions)):
            writer.copy(actions, to: store.library)
        case .clipboard(.read(let request)):
            writer.readClipboard(of: store.library, for: request)
        case let .clipboard(.readPasted(text, request)):
            // What a terminal pastes is small, and was typed or copied by the person: read here.
            return .event(.clipboard(.read(PastedActions.read(text), request)))
        case .runQuery(let request):
            startQuery(request)
        case .readHostLog(let host):
            // A log's tail is small and on local disk: read here, like opening a file.
            return .event(.hostLog(host: host, HostLogFile.lastLines(of: store.library.logsFolder.appendingPathComponent(host + ".log"))))
        case .moveValuesInLibrary(let moves):
            moveValuesInLibrary(moves, except: session.target)
        case let .openInEditor(file, line, _):
            return .event(.outsideEditorEnded(failure: OutsideEditor.open(file, line: line, on: terminal)))
        case let .schedule(kind, seconds):
            timers[kind] = .now + .milliseconds(Int(seconds * 1000))
        case .quit:
            return closeEditor(session, backToBrowser: backToBrowser)
        }
        return .none
    }

    /// The file's work, all of it on the background writer.
    private func perform(_ work: FileEffect, session: DocumentSession) {
        switch work {
        case let .save(document, overrides):
            writer.save(document, overriding: overrides, store: store, session: session)
            timers[.saveProgress] = .now + .milliseconds(100)
        case let .writeJournal(document, changes):
            writer.writeJournal(document, changes: changes, store: store, session: session)
        case .discardJournal:
            writer.discardJournal(store: store, session: session)
        case .reload:
            writer.reload(store: store, session: session)
        case let .saveElsewhere(document, destination):
            writer.saveElsewhere(document, to: destination, store: store, from: session)
        }
    }

    /// The run's work: started on its own thread, resumed, answered, its outputs read.
    private func perform(_ work: RunEffect) -> EffectResult {
        switch work {
        case let .start(document, breakpoints, stepping, stopAt, standIns):
            runner?.stop()
            runner = EditorRunner(document: document, registry: registry, library: store.library, breakpoints: breakpoints,
                                  stepping: stepping, stopAt: stopAt, standIns: standIns, model: model, inbox: inbox)
            lastRun = runner
        case let .resume(step, stopAt):
            runner?.resume(step: step, stopAt: stopAt)
        case .answer(let text):
            runner?.answer(text)
        case .readOutput(let action):
            guard let value = lastRun?.output(of: action) else { return .none }
            return .event(.runOutput(action: action, kind: value.kindName, text: value.text))
        }
        return .none
    }

    /// Only the newest query's answer is used; the editor drops older ones by id, and
    /// cancelling them saves app code the work.
    private func startQuery(_ request: QueryRequest) {
        let registry = self.registry
        let inbox = self.inbox
        runningQuery?.cancel()
        runningQuery = Task.detached(executorPreference: ThreadExecutor.queries) {
            let result = await QueryRunner.run(request, in: registry) { note in
                inbox.post(.queryWaiting(id: request.id, note: note))
            }
            guard !Task.isCancelled else { return }
            inbox.post(.queryResult(id: request.id, result))
        }
    }

    /// The editor closes: what it started ends, and the browser comes back if it was open.
    private func closeEditor(_ session: DocumentSession, backToBrowser: Bool) -> EffectResult {
        // A save or journal write in flight finishes before the lock is let go.
        writer.waitUntilIdle()
        session.close()
        releaseCopiesInFlight()
        timers = [:]
        runningQuery?.cancel()
        runningQuery = nil
        runner?.stop()
        runner = nil
        lastRun = nil
        guard backToBrowser else { return .end(.quit) }
        showBrowser()
        return .none
    }

    /// Closes the copies saved elsewhere whose answer the editor being closed will never
    /// take, so their locks do not outlive it; answers for the browser stay in the inbox.
    private func releaseCopiesInFlight() {
        for event in inbox.drain() {
            switch event {
            case .savedElsewhere(let copy, _, _): copy.close()
            case .editor, .runOutputs, .offerToClipboard: break
            case .browser, .created, .liveHost: inbox.post(event)
            }
        }
    }

    /// The browser's effects: opening a shortcut here (there is nothing else to show until it
    /// is read), every change to the library on the background writer.
    private func perform(_ effect: LibraryBrowser.Effect) -> Outcome? {
        switch effect {
        case .quit:
            return .quit
        case .open(let url):
            do throws(StoreError) {
                try openEditor(url, backToBrowser: true)
            } catch {
                guard case .browser(var browser) = screen else { return nil }
                _ = browser.update(.failed(error.description))
                screen = .browser(browser)
            }
        case .list:
            writer.changeLibrary(store.library) { _ throws(StoreError) in nil }
        case .create(let name):
            writer.changeLibrary(store.library) { library throws(StoreError) in try library.create(named: name) }
        case let .rename(url, name):
            writer.changeLibrary(store.library) { library throws(StoreError) in
                try library.rename(url, to: name)
                return nil
            }
        case .importLink(let link):
            importLink(link)
        case .duplicate(let url):
            writer.changeLibrary(store.library) { library throws(StoreError) in
                try library.duplicate(url)
                return nil
            }
        case .delete(let url):
            writer.changeLibrary(store.library) { library throws(StoreError) in
                try library.delete(url)
                return nil
            }
        }
        return nil
    }
}
