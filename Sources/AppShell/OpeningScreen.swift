import EditorCore
import Foundation

/// What is on screen while a large document is decoded in the background: an editor on its
/// first actions, drawn but not yet edited, and the input that arrived meanwhile, handled in
/// order once the whole document is there — no key is lost, none acts on a partial document.
struct OpeningScreen {
    var preview: EditorState
    var queued: [TerminalInput] = []
    let work: BackgroundOpen
    let url: URL
    let backToBrowser: Bool
    /// Who has the document open elsewhere, when the lock was ignored to show it read-only.
    let lockHolder: String?
}
