import Foundation
import IntentKit
@testable import ShortcutModel
import Testing

/// Work split over the cores must read as a loop from the start: every result once and in
/// order, and of several failures the earliest.
@Suite struct ParallelChunksTests {
    struct Failure: Error, Equatable { var index: Int }

    @Test func resultsComeBackInOrderWhateverTheSplit() {
        for (count, chunk) in [(0, 512), (1, 512), (512, 512), (513, 512), (5_000, 512), (5_000, 7)] {
            let runs = ParallelChunks.map(count: count, chunkSize: chunk) { run in Array(run) }
            #expect(runs.flatMap { $0 } == Array(0..<count), "\(count) in runs of \(chunk)")
        }
    }

    @Test func theEarliestFailureIsTheOneThrown() {
        #expect(throws: Failure(index: 1_700)) {
            try ParallelChunks.map(count: 10_000, chunkSize: 100) { (run) throws(Failure) -> Int in
                for index in run where index == 1_700 || index == 1_750 || index == 9_000 { throw Failure(index: index) }
                return run.count
            }
        }
    }

    /// A document large enough to be decoded on several cores names the first bad action,
    /// as the reading it replaced did.
    @Test func aLargeDocumentReportsItsFirstBadAction() throws {
        func action(_ index: Int) -> String {
            let id = index == 700 || index == 1_900 ? "not-a-uuid" : String(format: "00000000-0000-0000-0000-%012d", index)
            return #"{"id":"\#(id)","intent":"LogItem","values":{}}"#
        }
        let text = #"{"actions":[\#((0..<2_000).map(action).joined(separator: ","))],"created":"2026-11-01T00:00:00.000Z","formatVersion":1,"modified":"2026-11-01T00:00:00.000Z","name":"Big"}"#
        do {
            _ = try ShortcutDocument.decode(Array(text.utf8), file: "Big.shortcut.json")
            Issue.record("a bad identifier was accepted")
        } catch {
            #expect(error.description.hasPrefix("Big.shortcut.json: $.actions[700].id: expected a UUID"), "\(error.description)")
        }
    }
}
