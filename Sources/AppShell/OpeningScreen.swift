import EditorCore
import Foundation

/// What is on screen while a large document is decoded in the background: an editor on its
/// first actions, and the input that arrived meanwhile, handled in order once the whole
/// document is there — no key is lost, none is decided on a partial document.
///
/// Keys that only move about the actions read so far are also shown on the preview at once
/// (`EditorState.previewUpdate`): the whole document, given the same keys, comes to the same
/// screen. The first key that would edit, or go past what the preview holds, stops that: it
/// and every key after it wait for the whole, as all keys did before.
struct OpeningScreen {
    private(set) var preview: EditorState
    private(set) var queued: [TerminalInput] = []
    /// Whether the preview still shows the keys as they come.
    private(set) var followsKeys = true
    let isWhole: Bool
    /// What the message line says while the whole is read, unless a key has more to say.
    let reading: Message
    let work: BackgroundOpen
    let url: URL
    let backToBrowser: Bool
    /// Who has the document open elsewhere, when the lock was ignored to show it read-only.
    let lockHolder: String?

    init(preview: EditorState, isWhole: Bool, reading: Message, work: BackgroundOpen, url: URL,
         backToBrowser: Bool, lockHolder: String?) {
        self.preview = preview
        self.isWhole = isWhole
        self.reading = reading
        self.work = work
        self.url = url
        self.backToBrowser = backToBrowser
        self.lockHolder = lockHolder
        self.preview.show(reading)
    }

    /// Keeps `input` for the whole document, and shows it on the preview while that can.
    /// A new size is always drawn at once.
    mutating func take(_ input: TerminalInput, as event: EditorEvent) {
        queued.append(input)
        if case .resize = input {
            _ = preview.update(event)
            return
        }
        guard followsKeys else { return }
        followsKeys = preview.previewUpdate(event, isWhole: isWhole)
        if preview.message == nil { preview.show(reading) }
    }
}
