#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Testing
@testable import TerminalUI

/// The terminal's one wait: for input, a wake, a signal or a deadline — and for nothing else.
@Suite struct InputWaitTests {
    /// Long enough for any machine; a wait that is not ended fails the test instead of hanging it.
    private static var generous: ContinuousClock.Instant { .now + .seconds(60) }

    /// A pipe standing in for standard input.
    private final class FakeInput {
        let read: Int32
        let write: Int32
        init() {
            var descriptors: [Int32] = [-1, -1]
            pipe(&descriptors)
            read = descriptors[0]
            write = descriptors[1]
        }
        func type(_ text: String) { _ = text.utf8CString.withUnsafeBytes { Glibc.write(write, $0.baseAddress, $0.count - 1) } }
        func hangUp() { close(write) }
        deinit { close(read); close(write) }
    }

    @Test func aWakeFromAnotherThreadEndsAWaitWithNoDeadline() throws {
        let input = FakeInput(), pipe = try WakePipe()
        let waker = pipe.waker
        Thread { waker.wake() }.start()
        #expect(InputWait.wait(input: input.read, wake: pipe, until: Self.generous) == .woken)
    }

    @Test func aWakeBeforeTheWaitIsNotLostAndIsTakenOnce() throws {
        let input = FakeInput(), pipe = try WakePipe()
        pipe.waker.wake()
        pipe.waker.wake()
        #expect(InputWait.wait(input: input.read, wake: pipe, until: Self.generous) == .woken)
        #expect(InputWait.wait(input: input.read, wake: pipe, until: .now) == .timedOut, "both wakes were drained")
    }

    @Test func inputEndsTheWait() throws {
        let input = FakeInput(), pipe = try WakePipe()
        input.type("x")
        #expect(InputWait.wait(input: input.read, wake: pipe, until: Self.generous) == .input)
    }

    @Test func aDeadlineEndsTheWait() throws {
        let input = FakeInput(), pipe = try WakePipe()
        let deadline = ContinuousClock.now + .milliseconds(5)
        #expect(InputWait.wait(input: input.read, wake: pipe, until: deadline) == .timedOut)
        #expect(ContinuousClock.now >= deadline, "never a wait that ends short of its deadline")
    }

    @Test func waitsAreRoundedUpToWholeMilliseconds() {
        #expect(InputWait.milliseconds(until: nil) == -1)
        #expect(InputWait.milliseconds(until: .now - .seconds(1)) == 0)
        let soon = InputWait.milliseconds(until: .now + .microseconds(1500))
        #expect(soon == 2 || soon == 1, "1.5 ms rounds up (or 1 ms if the clock moved on): \(soon)")
        #expect(InputWait.milliseconds(until: .now + .seconds(100_000_000)) == Int32.max)
    }

    @Test func aTerminalThatHungUpIsSaidSoInsteadOfPolledForEver() throws {
        let input = FakeInput(), pipe = try WakePipe()
        input.hangUp()
        #expect(InputWait.wait(input: input.read, wake: pipe, until: Self.generous) == .hungUp)
    }

    @Test func aStopSignalWakesTheWaitAndIsTaken() throws {
        let input = FakeInput(), pipe = try WakePipe()
        pipe.receiveSignals()
        SignalGuard.installStopHandlers()
        // The test runner's threads may block SIGHUP; this one takes it while the test runs.
        var hangUp = sigset_t(), previousMask = sigset_t()
        sigemptyset(&hangUp)
        sigaddset(&hangUp, SIGHUP)
        pthread_sigmask(SIG_UNBLOCK, &hangUp, &previousMask)
        defer {
            for stop in SignalGuard.stopSignals { signal(stop, SIG_DFL) }
            pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        }
        raise(SIGHUP)
        #expect(InputWait.wait(input: input.read, wake: pipe, until: Self.generous) == .woken)
        #expect(SignalGuard.takeStopSignal() == SIGHUP)
    }
}
