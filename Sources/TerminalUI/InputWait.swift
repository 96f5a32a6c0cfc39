#if canImport(Glibc)
import Glibc
#endif

/// Blocking until there is something to do, and no longer: input is readable, the wake pipe
/// was written, a signal interrupted the wait, or the deadline passed. One `poll` on both
/// descriptors; nothing is checked on a timer.
enum InputWait {
    enum Outcome: Equatable {
        case input
        case woken
        /// A signal arrived on this thread (a resize, say): worth looking at the terminal again.
        case interrupted
        /// Standard input hung up or is unusable: there will never be input again.
        case hungUp
        case timedOut
    }

    static func wait(input: Int32, wake: WakePipe, until deadline: ContinuousClock.Instant?) -> Outcome {
        var descriptors = [
            pollfd(fd: input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake.readDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let status = poll(&descriptors, 2, milliseconds(until: deadline))
        if status < 0 { return errno == EINTR ? .interrupted : .hungUp }
        if status == 0 { return .timedOut }
        if descriptors[1].revents != 0 {
            wake.drain()
            return .woken
        }
        let input = descriptors[0].revents
        if input & Int16(POLLIN) == 0, input & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return .hungUp }
        return .input
    }

    /// poll's timeout: -1 for ever; rounded up, so a wait never ends just short of its deadline
    /// and turns into a busy loop of zero-length waits.
    static func milliseconds(until deadline: ContinuousClock.Instant?, now: ContinuousClock.Instant = .now) -> Int32 {
        guard let deadline else { return -1 }
        let left = deadline - now
        guard left > .zero else { return 0 }
        let (seconds, attoseconds) = left.components
        let whole = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        let rounded = whole + (attoseconds % 1_000_000_000_000_000 == 0 ? 0 : 1)
        return Int32(clamping: rounded)
    }
}
