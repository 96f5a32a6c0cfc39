import Foundation
import Testing
import TestSupport

/// The tests' own tool: a suite marked `.offThePool` runs each test on a thread of its own, so
/// that long or blocking tests leave the shared pool to the rest.
@Suite(.offThePool) struct OffThePoolTests {
    @Test func aTestRunsOnAThreadOfItsOwn() {
        #expect(DedicatedThread.isCurrentThreadDedicated)
    }

    /// Awaits come back to the test's own thread, not to the pool.
    @Test func anAwaitComesBackToTheTestsThread() async throws {
        try await Task.sleep(for: .milliseconds(10))
        #expect(DedicatedThread.isCurrentThreadDedicated)
    }

    @Test(arguments: [1, 2])
    func eachCaseOfAParameterizedTestToo(_ number: Int) {
        #expect(DedicatedThread.isCurrentThreadDedicated && number > 0)
    }
}

/// Without the trait, a test is on the pool: the check above can fail.
@Suite struct OnThePoolTests {
    @Test func aTestWithoutTheTraitRunsOnThePool() {
        #expect(!DedicatedThread.isCurrentThreadDedicated)
    }
}
