import EditorCore
import Foundation
import ShortcutStore

/// What is on screen while a large document is decoded in the background: an editor on its
/// first actions, and the input that arrived meanwhile, handled in order once the whole
/// document is there — no key is lost, none is decided on a partial document.
///
/// Keys that only move about the first actions are also shown on the preview at once
/// (`EditorState.previewUpdate`): the whole document, given the same keys, comes to the same
/// screen. So are edits that stay within the first actions, when the whole read will ask
/// nothing (`takesEdits`: no other editor's lock, no journal to recover). A key that goes
/// past the actions read so far has a screenful more decoded, once, and is tried again. The
/// first key the preview cannot show as the whole will stops that: it and every key after
/// it wait for the whole, as all keys did before.
struct OpeningScreen {
    private(set) var preview: EditorState
    private(set) var queued: [TerminalInput] = []
    /// Whether the preview still shows the keys as they come.
    private(set) var followsKeys = true
    /// The actions the preview is made of, and the way to more of them.
    private var source: DocumentPreview
    /// The events the preview has been given, to give again to a larger one.
    private var shown: [EditorEvent] = []
    /// An editor on a preview, as the program makes one.
    private let makeState: (DocumentPreview) -> EditorState
    /// What the message line says while the whole is read, unless a key has more to say.
    let reading: Message
    let work: BackgroundOpen
    let url: URL
    let backToBrowser: Bool
    /// Who has the document open elsewhere, when the lock was ignored to show it read-only.
    let lockHolder: String?
    /// Whether edits may be shown on the preview: the whole read will ask no question, which
    /// would set the typed keys aside.
    private let takesEdits: Bool

    init(source: DocumentPreview, makeState: @escaping (DocumentPreview) -> EditorState, work: BackgroundOpen, url: URL,
         backToBrowser: Bool, lockHolder: String?, mayOfferRecovery: Bool) {
        takesEdits = lockHolder == nil && !mayOfferRecovery
        self.source = source
        self.makeState = makeState
        preview = makeState(source)
        reading = .info("Reading \(source.decoded.actionCount) actions…")
        self.work = work
        self.url = url
        self.backToBrowser = backToBrowser
        self.lockHolder = lockHolder
        preview.show(reading)
    }

    /// Keeps `input` for the whole document, and shows it on the preview while that can.
    /// A new size is always drawn at once.
    mutating func take(_ input: TerminalInput, as event: EditorEvent) {
        queued.append(input)
        defer { if preview.message == nil { preview.show(reading) } }
        if case .resize = input {
            _ = preview.update(event)
            shown.append(event)
            return
        }
        guard followsKeys else { return }
        var answer = preview.previewUpdate(event, isWhole: source.isWhole, takesEdits: takesEdits)
        if answer == .goesPastWhatWasRead, growScreenful() {
            answer = preview.previewUpdate(event, isWhole: source.isWhole, takesEdits: takesEdits)
        }
        followsKeys = answer == .shown
        if followsKeys { shown.append(event) }
    }

    /// Decodes a screenful more of the first actions and gives the preview made of them the
    /// events shown so far. False, changing nothing, when that cannot be done: no more
    /// actions to decode, a problem in them (the whole read reports it), or a shown event
    /// the larger preview would not show (it always does; this keeps it so).
    private mutating func growScreenful() -> Bool {
        guard !source.isWhole else { return false }
        var larger = source
        guard larger.grow(by: max(1, preview.height)) else { return false }
        var state = makeState(larger)
        for event in shown {
            if case .resize = event {
                _ = state.update(event)
            } else if state.previewUpdate(event, isWhole: larger.isWhole, takesEdits: takesEdits) != .shown {
                return false
            }
        }
        source = larger
        preview = state
        return true
    }
}
