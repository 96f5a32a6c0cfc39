#if canImport(Glibc)
import Glibc
#endif
import AppShell
import Synchronization

/// The write end of the wake pipe the open terminal waits on, or -1: signal handlers write to
/// it (a `write` is async-signal-safe), so a signal ends a wait on whichever thread it lands.
let signalWakeDescriptor = Atomic<Int32>(-1)

/// A self-pipe: the terminal waits on standard input and on this together, and anything that
/// must end the wait — an answer posted by a task, a signal — writes a byte to it.
///
/// Level-triggered: a wake before the wait begins is still in the pipe when it does, so none is
/// lost. Both ends are non-blocking: a full pipe already means "wake up", and draining stops
/// when it is empty.
final class WakePipe: Sendable {
    let readDescriptor: Int32
    private let writeDescriptor: Int32

    init() throws(TerminalError) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else {
            throw .unusableTerminal("cannot make a wake-up pipe: \(String(cString: strerror(errno)))")
        }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        readDescriptor = descriptors[0]
        writeDescriptor = descriptors[1]
    }

    deinit {
        if signalWakeDescriptor.load(ordering: .acquiring) == writeDescriptor {
            signalWakeDescriptor.store(-1, ordering: .releasing)
        }
        close(readDescriptor)
        close(writeDescriptor)
    }

    var waker: Waker {
        let descriptor = writeDescriptor
        return Waker { Self.wake(descriptor) }
    }

    /// Lets signal handlers wake this pipe's waits.
    func receiveSignals() {
        signalWakeDescriptor.store(writeDescriptor, ordering: .releasing)
    }

    /// Empties the pipe once a wait has seen it.
    func drain() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while buffer.withUnsafeMutableBytes({ read(readDescriptor, $0.baseAddress, $0.count) }) > 0 {}
    }

    /// Async-signal-safe: one `write`, errno kept as it was.
    static func wake(_ descriptor: Int32) {
        guard descriptor >= 0 else { return }
        let saved = errno
        var byte: UInt8 = 1
        _ = write(descriptor, &byte, 1)
        errno = saved
    }
}
