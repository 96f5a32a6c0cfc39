#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Synchronization
import IntentKit
import ShortcutModel
@testable import ShortcutStore
import Testing

@Suite struct SavingTests {
    let folder: TemporaryFolder
    let store: ShortcutStore

    init() throws {
        folder = try TemporaryFolder()
        store = ShortcutStore(library: Library(root: folder.file("library")))
        try store.library.prepare()
    }

    func document(_ name: String = "Plan a Hike", location: String = "Zion") -> ShortcutDocument {
        ShortcutDocument(name: name, actions: [ShortcutAction(id: UUID(uuidString: "0F9D8C52-6B0A-4C5E-9E51-2B9F4B1C7A10")!,
                                                             intent: "SuggestedTrails", values: ["location": .string(location)])],
                         created: Date(timeIntervalSince1970: 1_795_000_000))
    }

    func contents(_ url: URL) -> String? {
        FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func openingAMissingFileStartsANewDocumentAndSavingWritesIt() throws {
        let url = folder.file("Plan a Hike.shortcut.json")
        let opened = try store.open(url)
        #expect(opened.isNew)
        #expect(opened.document.name == "Plan a Hike")
        try store.save(document(), in: opened.session)
        #expect(contents(url) == String(decoding: document().encoded(), as: UTF8.self))
        opened.session.close()
        let reopened = try store.open(url)
        #expect(!reopened.isNew)
        #expect(reopened.document == document())
        #expect(folder.leftovers().isEmpty)
    }

    @Test func openAndSaveOfAnUnchangedDocumentKeepsTheBytes() throws {
        let url = folder.file("Same.shortcut.json")
        try document().encoded().write(to: url)
        let before = contents(url)
        let opened = try store.open(url)
        try store.save(opened.document, in: opened.session)
        #expect(contents(url) == before)
    }

    @Test func savingKeepsPermissions() throws {
        let url = folder.file("Private.shortcut.json")
        try document().encoded().write(to: url)
        chmod(url.path, 0o600)
        let opened = try store.open(url)
        try store.save(document(location: "Moab"), in: opened.session)
        #expect(AtomicFileWriter.existingMode(of: url.path) == 0o600)
        #expect(contents(url)?.contains("Moab") == true)
    }

    @Test func savingThroughASymlinkWritesTheTargetAndKeepsTheLink() throws {
        let real = folder.file("real.shortcut.json")
        let link = folder.file("link.shortcut.json")
        try document().encoded().write(to: real)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        let opened = try store.open(link)
        #expect(opened.session.target.path == real.resolvingSymlinksInPath().path)
        try store.save(document(location: "Arches"), in: opened.session)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == real.path)
        #expect(contents(real)?.contains("Arches") == true)
    }

    @Test func aFileChangedOnDiskIsNotOverwrittenSilently() throws {
        let url = folder.file("Shared.shortcut.json")
        try document().encoded().write(to: url)
        let opened = try store.open(url)
        let theirs = document(location: "Theirs").encoded()
        try theirs.write(to: url)
        #expect(throws: StoreError.changedOnDisk(path: url.path)) {
            try store.save(document(location: "Mine"), in: opened.session)
        }
        #expect(FileManager.default.contents(atPath: url.path) == theirs)
        try store.save(document(location: "Mine"), in: opened.session, overwritingChanges: true)
        #expect(contents(url)?.contains("Mine") == true)
        // Having saved, the session knows the file again: the next save needs no force.
        try store.save(document(location: "Mine again"), in: opened.session)
        #expect(StoreError.changedOnDisk(path: "/x").description
            == "/x changed on disk since it was opened. Overwrite it, reload it, or save under another name; nothing was written.")
    }

    @Test func rewritingTheSameBytesIsNotAConflictButDeletingIs() throws {
        let url = folder.file("Touched.shortcut.json")
        try document().encoded().write(to: url)
        let opened = try store.open(url)
        try document().encoded().write(to: url)
        try store.save(document(location: "Fine"), in: opened.session)
        try FileManager.default.removeItem(at: url)
        #expect(throws: StoreError.changedOnDisk(path: url.path)) { try store.save(document(), in: opened.session) }
    }

    /// What the black-box probe found (issue 42): another program rewrote the file in place
    /// keeping its size and putting its modification time back; the save compared metadata
    /// only, said "Saved." and the change was gone. The content decides now.
    @Test func aChangeHiddenBehindTheSameSizeAndTimeIsStillAConflict() throws {
        let url = folder.file("Sneaky.shortcut.json")
        try document(location: "Zion").encoded().write(to: url)
        var before = stat()
        #expect(stat(url.path, &before) == 0)
        let opened = try store.open(url)
        let theirs = document(location: "Yoho").encoded()
        #expect(theirs.count == document(location: "Zion").encoded().count)
        // Rewritten in place (the same inode), then the old times put back.
        let fd = open(url.path, O_WRONLY)
        #expect(theirs.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) } == theirs.count)
        close(fd)
        var times = [before.st_atim, before.st_mtim]
        #expect(utimensat(AT_FDCWD, url.path, &times, 0) == 0)
        var after = stat()
        #expect(stat(url.path, &after) == 0)
        #expect(after.st_size == before.st_size && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec && after.st_ino == before.st_ino)
        #expect(throws: StoreError.changedOnDisk(path: url.path)) { try store.save(document(location: "Mine"), in: opened.session) }
        #expect(FileManager.default.contents(atPath: url.path) == theirs)
    }

    /// What the black-box probe found (issue 42): a mode-444 file in a writable folder was
    /// replaced by the atomic rename with "Saved.". The save asks now; written anyway, the
    /// file keeps its mode.
    @Test func aReadOnlyFileIsWrittenOnlyWhenTheUserSaysSo() throws {
        let url = folder.file("Locked.shortcut.json")
        let original = document(location: "Zion").encoded()
        try original.write(to: url)
        #expect(chmod(url.path, 0o444) == 0)
        let opened = try store.open(url)
        #expect(throws: StoreError.readOnlyFile(path: url.path)) { try store.save(document(location: "Mine"), in: opened.session) }
        #expect(FileManager.default.contents(atPath: url.path) == original, "nothing written")
        try store.save(document(location: "Mine"), in: opened.session, writingReadOnly: true)
        #expect(contents(url)?.contains("Mine") == true)
        var info = stat()
        #expect(stat(url.path, &info) == 0 && info.st_mode & 0o777 == 0o444, "the mode is kept")
        #expect(StoreError.readOnlyFile(path: "/x").description.hasPrefix("/x is read-only."))
    }

    @Test func aNewDocumentDoesNotReplaceAFileCreatedMeanwhile() throws {
        let url = folder.file("Race.shortcut.json")
        let opened = try store.open(url)
        try document(location: "Other").encoded().write(to: url)
        #expect(throws: StoreError.changedOnDisk(path: url.path)) { try store.save(document(), in: opened.session) }
    }

    @Test func aSecondEditorIsToldTheDocumentIsOpen() throws {
        let url = folder.file("Locked.shortcut.json")
        try document().encoded().write(to: url)
        let first = try store.open(url)
        do {
            _ = try store.open(url)
            Issue.record("a second open took the lock")
        } catch {
            guard case .lockedElsewhere(let path, let holder) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(path == url.path)
            #expect(holder.processID == getpid())
            #expect(holder.host == ProcessInfo.processInfo.hostName)
            #expect(error.description.hasPrefix("\(url.path) is open in another editor (process \(getpid()) on "))
        }
        let anyway = try store.open(url, ignoringLock: true)
        #expect(anyway.session.lock == nil)
        first.session.close()
        #expect(!FileManager.default.fileExists(atPath: DocumentLock.lockPath(for: url.resolvingSymlinksInPath())))
        let third = try store.open(url)
        #expect(third.session.lock != nil)
    }

    @Test func unsavedEditsAreOfferedBackAndASaveRemovesThem() throws {
        let url = folder.file("Draft.shortcut.json")
        try document().encoded().write(to: url)
        let opened = try store.open(url)
        #expect(opened.recovery == nil)
        try store.writeJournal(document(location: "Unsaved"), for: opened.session)
        opened.session.close()
        let reopened = try store.open(url)
        let draft = try #require(reopened.recovery)
        #expect(draft.document == document(location: "Unsaved"))
        #expect(draft.isNewerThanFile)
        try store.save(draft.document, in: reopened.session)
        #expect(!FileManager.default.fileExists(atPath: draft.journalURL.path))
        reopened.session.close()
        #expect(try store.open(url).recovery == nil)
    }

    @Test func leftoversOfDeadWritersAreRemovedAndLiveOnesKept() throws {
        let url = folder.file("Leftover.shortcut.json")
        try document().encoded().write(to: url)
        let dead = folder.file(".Leftover.shortcut.json.999999.1.tmp")
        let live = folder.file(".Leftover.shortcut.json.1.2.tmp") // pid 1 always runs
        try Data("partial".utf8).write(to: dead)
        try Data("partial".utf8).write(to: live)
        _ = try store.open(url)
        #expect(!FileManager.default.fileExists(atPath: dead.path))
        #expect(FileManager.default.fileExists(atPath: live.path))
    }

    /// The quick half of opening, before the first screen, reads no folder; the leftovers go
    /// in the slow half, which every opening finishes before the first key is read.
    @Test func leftoversAreRemovedWhenTheOpeningFinishesNotBeforeTheFirstScreen() throws {
        let url = folder.file("Later.shortcut.json")
        try document().encoded().write(to: url)
        let dead = folder.file(".Later.shortcut.json.999999.1.tmp")
        try Data("partial".utf8).write(to: dead)
        let opening = try store.startOpening(url)
        #expect(FileManager.default.fileExists(atPath: dead.path))
        let opened = try store.finishOpening(opening)
        opened.session.close()
        #expect(!FileManager.default.fileExists(atPath: dead.path))
    }

    @Test func aMissingFolderIsAClearError() throws {
        let url = folder.file("no/such/folder/X.shortcut.json")
        #expect(throws: StoreError.io(path: url.path, operation: .read, code: .ENOENT)) { try store.open(url) }
        #expect(StoreError.io(path: url.path, operation: .read, code: .ENOENT).description
            == "Cannot read \(url.path): the folder does not exist (ENOENT).")
    }
}

/// Failures injected at each step of a save: whatever fails, the original is untouched and no
/// temporary file is left.
@Suite struct SaveFailureTests {
    enum Step: String, CaseIterable, Sendable {
        case create, write, fsync, rename
    }

    static func failing(_ step: Step, with code: POSIXErrorCode) -> FileSystem {
        var fs = FileSystem.posix
        switch step {
        case .create: fs.createExclusive = { _, _ in .failure(SystemCallError(code: code)) }
        case .write:
            // The first write gets half the bytes through, then the disk is full.
            let written = Mutex(false)
            fs.write = { fd, bytes in
                if written.withLock({ let was = $0; $0 = true; return was }) { return .failure(SystemCallError(code: code)) }
                return FileSystem.posix.write(fd, UnsafeRawBufferPointer(rebasing: bytes[..<(bytes.count / 2)]))
            }
        case .fsync: fs.fsync = { _ in code }
        case .rename: fs.rename = { _, _ in code }
        }
        return fs
    }

    @Test(arguments: [
        (Step.write, POSIXErrorCode.ENOSPC, "the disk is full (ENOSPC)"),
        (Step.create, POSIXErrorCode.EROFS, "the file system is read-only (EROFS)"),
        (Step.create, POSIXErrorCode.EACCES, "permission denied (EACCES)"),
        (Step.fsync, POSIXErrorCode.EIO, "an input/output error occurred (EIO)"),
        (Step.rename, POSIXErrorCode.EDQUOT, "the disk quota is used up (EDQUOT)"),
    ])
    func aFailedSaveLeavesTheOriginal(step: Step, code: POSIXErrorCode, explanation: String) throws {
        let folder = try TemporaryFolder()
        let url = folder.file("Precious.shortcut.json")
        let original = ShortcutDocument(name: "Precious", created: Date(timeIntervalSince1970: 0)).encoded()
        try original.write(to: url)
        let library = Library(root: folder.file("library"))
        let opened = try ShortcutStore(library: library).open(url)
        let failing = ShortcutStore(library: library, fileSystem: Self.failing(step, with: code))
        var changed = opened.document
        changed.actions = (0..<200).map { _ in ShortcutAction(intent: "GetTrailInfo", values: ["trail": .int(1)]) }
        do {
            try failing.save(changed, in: opened.session)
            Issue.record("the save did not fail")
        } catch {
            #expect(error.description == "Cannot save \(url.path): \(explanation). The original file is untouched.")
        }
        #expect(FileManager.default.contents(atPath: url.path) == original)
        #expect(folder.leftovers().isEmpty)
    }
}
