import EditorCore
import Foundation
import ShortcutStore
import Synchronization

/// What finishes off the loop's thread and waits for the loop to take it: query answers,
/// saves, journal failures, reloads, copies saved elsewhere, changes to the library.
enum InboxEvent: Sendable {
    /// For the editor on screen.
    case editor(EditorEvent)
    /// For the library browser on screen.
    case browser(LibraryBrowser.Event)
    /// A copy of the document `replacing` edits was written, and its file is locked for this
    /// editor: edit it from now on (the old session is let go, after what is queued for it).
    case savedElsewhere(DocumentSession, label: String, replacing: DocumentSession)
    /// A shortcut was created in the library: open it.
    case created(URL)
    /// The run has new outputs on its board: take them (`EditorRunner.takeOutputs`).
    case runOutputs
    /// A library host was rebuilt, or is being, or failed to be.
    case liveHost(LiveHostBuilder.Event)
    /// Copied actions were kept on the library's clipboard: offer their bytes (base64) to the
    /// terminal's, which only the loop's thread writes to.
    case offerToClipboard(String)
}

/// Events that finish off the loop's thread, waiting for the loop to take them.
///
/// Posting wakes the terminal's read, so an answer is drawn as soon as it exists: the loop
/// never polls for answers, and it never sleeps on one that has arrived.
final class Inbox: Sendable {
    private let events = Mutex<[InboxEvent]>([])
    private let waker: Waker

    init(waker: Waker) {
        self.waker = waker
    }

    /// Appends before waking, so the read that the wake ends is followed by a drain that sees it.
    func post(_ event: InboxEvent) {
        events.withLock { $0.append(event) }
        waker.wake()
    }

    /// An answer for the editor.
    func post(_ event: EditorEvent) {
        post(.editor(event))
    }

    /// Everything posted so far, oldest first.
    func drain() -> [InboxEvent] {
        events.withLock { pending in
            defer { pending = [] }
            return pending
        }
    }
}
