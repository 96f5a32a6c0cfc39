import Dispatch
import Foundation

/// Work over a large document split into runs of consecutive actions, the runs done on every
/// core and their results returned in order. Actions are independent to decode, check and
/// print, so a document of a hundred thousand takes half the time on two cores; a small one
/// runs on the calling thread, where starting threads would cost more than the work.
///
/// For this package's own loops only (`package`): `body` runs on several threads at once, so
/// it may read shared values but must write nothing but what it returns — a contract the
/// compiler cannot check for a closure that reads a borrowed buffer.
package enum ParallelChunks {
    /// Actions per run: large enough that handing a run to a thread is cheap beside it.
    package static let defaultChunkSize = 512

    /// The runs of `0..<count`, `chunkSize` long (the last shorter).
    package static func ranges(count: Int, chunkSize: Int = defaultChunkSize) -> [Range<Int>] {
        precondition(chunkSize > 0, "a run holds at least one action")
        return stride(from: 0, to: count, by: chunkSize).map { $0..<min($0 + chunkSize, count) }
    }

    /// `body` applied to each run of `0..<count`, in order. When runs fail, the error of the
    /// earliest one is thrown, so the caller sees the same error as a loop from the start.
    package static func map<Result, Failure: Error>(
        count: Int, chunkSize: Int = defaultChunkSize,
        _ body: (Range<Int>) throws(Failure) -> Result
    ) throws(Failure) -> [Result] {
        let runs = ranges(count: count, chunkSize: chunkSize)
        guard runs.count > 1, ProcessInfo.processInfo.activeProcessorCount > 1 else {
            var results: [Result] = []
            results.reserveCapacity(runs.count)
            for run in runs { results.append(try body(run)) }
            return results
        }
        // Each run writes only its own slot, so the slots need no lock; `body` keeps to the
        // contract above.
        nonisolated(unsafe) let body = body
        nonisolated(unsafe) let slots = UnsafeMutableBufferPointer<Swift.Result<Result, Failure>?>.allocate(capacity: runs.count)
        slots.initialize(repeating: nil)
        defer {
            slots.deinitialize()
            slots.deallocate()
        }
        DispatchQueue.concurrentPerform(iterations: runs.count) { index in
            slots[index] = Swift.Result { () throws(Failure) in try body(runs[index]) }
        }
        var results: [Result] = []
        results.reserveCapacity(runs.count)
        for slot in slots {
            switch slot {
            case .success(let result)?: results.append(result)
            case .failure(let error)?: throw error
            case nil: preconditionFailure("every run is done when concurrentPerform returns")
            }
        }
        return results
    }
}
