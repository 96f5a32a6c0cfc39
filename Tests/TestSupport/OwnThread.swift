import Foundation

/// Runs blocking work — building a package, waiting for a process — on a thread of its own and
/// waits for it without holding one of the concurrency pool's threads: on a machine with two
/// cores the pool has two, and a test that blocks one for minutes halves what every other test
/// can use (two such tests stall the whole suite).
public func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}
