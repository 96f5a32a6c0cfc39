import Dispatch
import ShortcutStore
import Synchronization

/// A document decoded off the input thread, so that the first screen of a large shortcut is
/// drawn from its first actions at once instead of after the whole file is read.
///
/// The loop draws the preview and keeps the keys that arrive; when the decode is done, the
/// worker wakes the loop's read and the loop takes the result.
final class BackgroundOpen: Sendable {
    private let result = Mutex<Result<OpenedDocument, StoreError>?>(nil)
    private let opening: OpeningDocument

    /// `preview`, the one drawn meanwhile, lends the whole read what it found of the file.
    /// `before` runs on the decoding thread first: tests hold the decode with it.
    init(_ opening: OpeningDocument, reusing preview: DocumentPreview, store: ShortcutStore, waker: Waker,
         before: (@Sendable () -> Void)? = nil) {
        self.opening = opening
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            before?()
            let outcome = Result { () throws(StoreError) in try store.finishOpening(opening, reusing: preview) }
            result.withLock { $0 = outcome }
            waker.wake()
        }
    }

    /// The outcome, once the decode has finished; nil before.
    func take() -> Result<OpenedDocument, StoreError>? {
        result.withLock { $0 }
    }

    /// The program is ending before the document is ready: its lock is let go now (the
    /// decode may still be running; what it makes is dropped).
    func abandon() {
        opening.abandon()
    }
}
