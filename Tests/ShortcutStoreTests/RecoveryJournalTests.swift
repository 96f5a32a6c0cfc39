import Foundation
import IntentKit
import ShortcutModel
@testable import ShortcutStore
import Testing
import TestSupport

/// The journal is a snapshot and appended records: replaying gives the document as the last
/// whole record left it, whatever a crash did to the end of the file, and never anything that
/// was not written.
@Suite(.offThePool) struct RecoveryJournalTests {
    let folder: TemporaryFolder
    let journal: RecoveryJournal
    let target: URL

    init() throws {
        folder = try TemporaryFolder()
        journal = RecoveryJournal(folder: folder.url)
        target = folder.file("Trip.shortcut.json")
    }

    static func document(_ count: Int) -> ShortcutDocument {
        ShortcutDocument(name: "Trip", actions: (0..<count).map { ShortcutAction(intent: "LogItem", values: ["item": .string("item \($0)")]) },
                         created: Date(timeIntervalSince1970: 1_800_000_000))
    }

    /// Random edits of every kind that fit `document`, applied to it as they are made.
    static func randomChanges(to document: inout ShortcutDocument, count: Int, using generator: inout SeededGenerator) -> [DocumentChange] {
        (0..<count).map { step in
            let actions = document.actions.count
            let change: DocumentChange = switch (actions, Int.random(in: 0..<5, using: &generator)) {
            case (0, _), (_, 0): .insert(ShortcutAction(intent: "Note", values: ["text": .string("new \(step)\n\"quoted\"")]),
                                         at: Int.random(in: 0...actions, using: &generator))
            case (_, 1): .remove(at: Int.random(in: 0..<actions, using: &generator))
            case (_, 2): .move(from: Int.random(in: 0..<actions, using: &generator), to: Int.random(in: 0..<actions, using: &generator))
            // The shortcut's settings and questions: a top-level key set, or removed.
            case (_, 3): .setMember(key: "WFWorkflowTypes", value: step % 3 == 0 ? nil : .array([.string("Watch \(step)")]))
            default: .setValue(action: Int.random(in: 0..<actions, using: &generator), parameter: "item",
                               value: step % 5 == 0 ? nil : .date(Date(timeIntervalSince1970: 1_800_000_000 + Double(step))))
            }
            change.apply(to: &document)
            return change
        }
    }

    @Test func recordsAppendedAfterTheSnapshotReplayToTheEditedDocument() throws {
        var generator = SeededGenerator(seed: 20)
        var document = Self.document(200)
        let snapshot = try journal.write(document, for: target).size
        var end = try #require(FileEnd.of(journal.journalURL(for: target).path))
        for _ in 0..<30 {
            let changes = Self.randomChanges(to: &document, count: Int.random(in: 1...4, using: &generator), using: &generator)
            let next = try journal.append(changes, for: target, after: end)
            let record = next.size - end.size
            end = next
            #expect(record < snapshot / 20, "a record costs the edit (\(record) bytes), not the document (\(snapshot))")
        }
        #expect(FileEnd.of(journal.journalURL(for: target).path) == end, "the end returned is where the file ends")
        #expect(journal.draft(for: target)?.document == document)
    }

    /// Cut anywhere after the snapshot — a crash in the middle of an append — the journal
    /// gives the document as of the last whole record.
    @Test func aTornRecordIsIgnoredWhereverTheFileEnds() throws {
        var generator = SeededGenerator(seed: 21)
        var document = Self.document(5)
        var end = try journal.write(document, for: target)
        let snapshotSize = end.size
        var states = [document]
        var ends = [snapshotSize]
        for _ in 0..<6 {
            end = try journal.append(Self.randomChanges(to: &document, count: 2, using: &generator), for: target, after: end)
            states.append(document)
            ends.append(try Data(contentsOf: journal.journalURL(for: target)).count)
        }
        let whole = try Data(contentsOf: journal.journalURL(for: target))
        for length in snapshotSize...whole.count {
            try whole.prefix(length).write(to: journal.journalURL(for: target))
            let wholeRecords = ends.lastIndex { $0 <= length }!
            guard journal.draft(for: target)?.document == states[wholeRecords] else {
                Issue.record("cut at \(length) of \(whole.count): not the state after \(wholeRecords) records")
                return
            }
        }
    }

    @Test func aRecordWhoseChecksumFailsEndsTheReplay() throws {
        var generator = SeededGenerator(seed: 22)
        var document = Self.document(5)
        var end = try journal.write(document, for: target)
        end = try journal.append(Self.randomChanges(to: &document, count: 1, using: &generator), for: target, after: end)
        let kept = document
        let before = try Data(contentsOf: journal.journalURL(for: target)).count
        end = try journal.append(Self.randomChanges(to: &document, count: 1, using: &generator), for: target, after: end)
        end = try journal.append(Self.randomChanges(to: &document, count: 1, using: &generator), for: target, after: end)
        var bytes = [UInt8](try Data(contentsOf: journal.journalURL(for: target)))
        bytes[before + 20] ^= 0x01
        try Data(bytes).write(to: journal.journalURL(for: target))
        #expect(journal.draft(for: target)?.document == kept, "the damaged record and everything after it are not trusted")
    }

    @Test func changesThatDoNotFitTheSnapshotEndTheReplay() throws {
        let document = Self.document(3)
        var end = try journal.write(document, for: target)
        end = try journal.append([.remove(at: 7)], for: target, after: end)
        end = try journal.append([.setValue(action: 0, parameter: "item", value: .string("later"))], for: target, after: end)
        #expect(journal.draft(for: target)?.document == document)
    }

    @Test func aJournalFromBeforeRecordsStillReads() throws {
        let document = Self.document(2)
        let old = JSONValue.object([
            ("document", document.json), ("formatVersion", .int(1)),
            ("journaled", .string("2026-11-20T10:00:00.000Z")), ("path", .string(target.path)),
        ])
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        try Data(old.canonicalBytes()).write(to: journal.journalURL(for: target))
        let draft = try #require(journal.draft(for: target))
        #expect(draft.document == document)
        #expect(draft.journaledAt == ISO8601Text.parse("2026-11-20T10:00:00.000Z"))
    }

    /// A journal is outside bytes too: mutated thousands of ways, replaying it gives a
    /// document or nothing — never a crash or a hang.
    @Test func mutatedJournalsNeverCrashTheReplay() throws {
        var generator = SeededGenerator(seed: 23)
        var document = Self.document(4)
        var end = try journal.write(document, for: target)
        for _ in 0..<5 { end = try journal.append(Self.randomChanges(to: &document, count: 2, using: &generator), for: target, after: end) }
        let original = [UInt8](try Data(contentsOf: journal.journalURL(for: target)))
        var replayed = 0
        for _ in 0..<3_000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[index] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.remove(at: index)
                default: bytes.insert([UInt8(ascii: "\n"), UInt8(ascii: "{"), UInt8(ascii: "0")][Int.random(in: 0..<3, using: &generator)], at: index)
                }
            }
            if RecoveryJournal.replay(bytes, path: target.path, file: "journal") != nil { replayed += 1 }
        }
        #expect(replayed > 0, "some mutations leave the snapshot readable")
    }

    @Test func appendingWithoutASnapshotFails() {
        #expect(throws: StoreError.self) { try journal.append([.remove(at: 0)], for: target, after: FileEnd(inode: 0, size: 0)) }
        #expect(journal.draft(for: target) == nil)
    }

    /// Two editors of one file (the second opened it anyway) share its journal: an append
    /// after the other one rewrote it would replay this editor's changes onto the other's
    /// snapshot. It is refused, and the file is left as the other editor wrote it.
    @Test func aJournalAnotherWriterReplacedOrExtendedIsNotAppendedTo() throws {
        let ours = Self.document(4)
        let end = try journal.write(ours, for: target)
        let theirs = Self.document(6)
        let theirEnd = try journal.write(theirs, for: target)
        #expect(throws: StoreError.io(path: target.path, operation: .journal, code: .ESTALE)) {
            try journal.append([.remove(at: 0)], for: target, after: end)
        }
        #expect(journal.draft(for: target)?.document == theirs)
        _ = try journal.append([.remove(at: 5)], for: target, after: theirEnd)
        #expect(throws: StoreError.self, "the file grew past the end the caller knows") {
            try journal.append([.remove(at: 0)], for: target, after: theirEnd)
        }
    }
}
