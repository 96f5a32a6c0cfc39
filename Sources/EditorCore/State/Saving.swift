/// What the editor knows of saving, apart from the document: the saves asked for and not yet
/// answered, whether a save is to end the session, and a signed original's signer. Saves finish
/// in the background while editing goes on, so each answer takes its own save's revision, once,
/// oldest first; and a save that fails or is refused never quits.
struct Saving: Sendable {
    /// Who signed the file, when it is a signed shortcut: saving then writes an unsigned copy
    /// (to `unsignedCopyPath` unless the user says otherwise), never the original.
    private(set) var signer: String?
    /// Where an unsigned copy of a signed file goes unless the user says otherwise.
    private(set) var unsignedCopyPath = ""
    /// The user asked to save and quit: quit once a save succeeds, whichever prompt led there.
    var quitsAfterSave = false
    /// The revisions of the saves asked for and not yet answered, oldest first.
    private var inFlight: [Int] = []

    /// Whether a save is being written.
    var isSaving: Bool { !inFlight.isEmpty }

    mutating func markSigned(by signer: String, copyPath: String) {
        self.signer = signer
        unsignedCopyPath = copyPath
    }

    /// An unsigned copy was written and is edited from now on: saves write it.
    mutating func wroteUnsignedCopy() {
        signer = nil
    }

    /// A save of the document at `revision` was asked for.
    mutating func begin(revision: Int) {
        inFlight.append(revision)
    }

    /// The oldest save succeeded: the revision it wrote (nil for an answer no save here asked
    /// for — then the document as it is now was written).
    mutating func succeed() -> Int? {
        inFlight.isEmpty ? nil : inFlight.removeFirst()
    }

    /// The oldest save was refused with a question (a change on disk, a read-only file): the
    /// answer may save again, and a save-and-quit still quits when that save succeeds.
    mutating func ask() {
        if !inFlight.isEmpty { inFlight.removeFirst() }
    }

    /// The oldest save failed: nothing of it is saved, and quitting waits for the user.
    mutating func fail() {
        if !inFlight.isEmpty { inFlight.removeFirst() }
        quitsAfterSave = false
    }
}
