import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// This program ends with the request it was started for. Its parent keeps its standard
/// input open while it waits: input that ends means the editor stopped the request or is gone
/// (a SIGKILL closes the pipe too), and nobody is left to read the answer — so it ends there,
/// rather than downloading on, re-parented to init.
enum ParentWatch {
    /// Puts the stop signals back to their defaults: a program inherits its signal mask, and a
    /// parent's threads may have blocked them (then only SIGKILL would end this one).
    static func start() {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] {
            sigaddset(&set, signal)
            Glibc.signal(signal, SIG_DFL)
        }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// The request's line; then a thread waits for the input's end and ends the program.
    /// Nil when the input ends first or holds no line within 64 MiB.
    static func requestLine() -> Data? {
        var line = Data()
        var byte: UInt8 = 0
        while line.count < 64 << 20 {
            let count = read(STDIN_FILENO, &byte, 1)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else { return nil }
            if byte == UInt8(ascii: "\n") { break }
            line.append(byte)
        }
        Thread.detachNewThread {
            var rest = [UInt8](repeating: 0, count: 512)
            while true {
                let count = read(STDIN_FILENO, &rest, rest.count)
                if count < 0, errno == EINTR { continue }
                if count <= 0 { _exit(2) }
            }
        }
        return line
    }
}
