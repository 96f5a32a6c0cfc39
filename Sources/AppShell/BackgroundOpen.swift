import Dispatch
import ShortcutModel
import ShortcutStore
import Synchronization

/// A document decoded off the input thread, so that the first screen of a large shortcut is
/// drawn from its first actions at once instead of after the whole file is read.
///
/// The loop draws the preview and keeps the keys that arrive; when the decode is done, the
/// worker wakes the loop's read and the loop takes the result.
final class BackgroundOpen: Sendable {
    /// What the worker hands over: the document as opened, and its structure — built there
    /// too, so that the input thread, which goes on answering keys on the preview, does not
    /// stop for it when the document arrives (43 ms at 100,000 actions).
    struct Finished: Sendable {
        let opened: OpenedDocument
        let structure: DocumentStructure
    }

    private let result = Mutex<Result<Finished, StoreError>?>(nil)
    private let opening: OpeningDocument

    /// `preview`, the one drawn meanwhile, lends the whole read what it found of the file.
    /// `before` runs on the decoding thread first: tests hold the decode with it.
    init(_ opening: OpeningDocument, reusing preview: DocumentPreview, store: ShortcutStore, waker: Waker,
         before: (@Sendable () -> Void)? = nil) {
        self.opening = opening
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            before?()
            let outcome = Result { () throws(StoreError) in
                let opened = try store.finishOpening(opening, reusing: preview)
                return Finished(opened: opened, structure: DocumentStructure(opened.document))
            }
            result.withLock { $0 = outcome }
            waker.wake()
        }
    }

    /// The outcome, once the decode has finished; nil before.
    func take() -> Result<Finished, StoreError>? {
        result.withLock { $0 }
    }

    /// The program is ending before the document is ready: its lock is let go now (the
    /// decode may still be running; what it makes is dropped).
    func abandon() {
        opening.abandon()
    }
}
