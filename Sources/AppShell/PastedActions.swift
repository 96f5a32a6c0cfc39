import AppleShortcuts
import EditorCore
import Foundation

/// Actions pasted into the terminal as Apple's XML — what the editor offers the terminal's
/// clipboard when it copies, or the text of a shortcut's file — read as the clipboard is.
enum PastedActions {
    static func read(_ text: String) -> ClipboardContents {
        do {
            let decoded = try ShortcutFileCodec.decode(Array(text.utf8), file: "the pasted text", name: "Pasted", date: Date())
            return .actions(decoded.document.actions)
        } catch {
            return .failed(error.description)
        }
    }
}
