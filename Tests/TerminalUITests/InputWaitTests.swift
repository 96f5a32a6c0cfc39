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

    /// A pipe standing in for standard input. Each end is closed once: a descriptor closed
    /// twice may by then be another test's (tests run in parallel in one process), and closing
    /// the read end of another's pipe killed the whole run with SIGPIPE when it next wrote.
    private final class FakeInput {
        let read: Int32
        private(set) var write: Int32
        init() {
            var descriptors: [Int32] = [-1, -1]
            pipe(&descriptors)
            read = descriptors[0]
            write = descriptors[1]
        }
        func type(_ text: String) { _ = text.utf8CString.withUnsafeBytes { Glibc.write(write, $0.baseAddress, $0.count - 1) } }
        func hangUp() {
            guard write >= 0 else { return }
            close(write)
            write = -1
        }
        deinit {
            close(read)
            hangUp()
        }
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
        // One `now` for the deadline and the reading: a thread descheduled between two
        // readings of the clock made 1.5 ms read as 0.
        let now = ContinuousClock.now
        #expect(InputWait.milliseconds(until: nil, now: now) == -1)
        #expect(InputWait.milliseconds(until: now - .seconds(1), now: now) == 0)
        #expect(InputWait.milliseconds(until: now + .microseconds(1500), now: now) == 2, "1.5 ms rounds up")
        #expect(InputWait.milliseconds(until: now + .milliseconds(3), now: now) == 3, "a whole millisecond stays")
        #expect(InputWait.milliseconds(until: now + .seconds(100_000_000), now: now) == Int32.max)
    }

    @Test func aTerminalThatHungUpIsSaidSoInsteadOfPolledForEver() throws {
        let input = FakeInput(), pipe = try WakePipe()
        input.hangUp()
        #expect(InputWait.wait(input: input.read, wake: pipe, until: Self.generous) == .hungUp)
    }

    /// The stand-in's own hygiene: after a hang-up, going away closes nothing more — not the
    /// descriptor that has since taken the closed end's number (the lowest free one).
    @Test func aHungUpInputClosesItsWriteEndOnce() {
        var input: FakeInput? = FakeInput()
        input?.hangUp()
        var reused: [Int32] = [-1, -1]
        pipe(&reused)
        defer { reused.forEach { close($0) } }
        input = nil
        #expect(fcntl(reused[0], F_GETFD) != -1 && fcntl(reused[1], F_GETFD) != -1, "a descriptor of another's was closed")
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
