#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Synchronization

/// An HTTP server on loopback that misbehaves on purpose, written on raw sockets: it trickles,
/// answers with more than it should, or holds a request open — what a hostile server does and
/// a well-behaved server library will not. Each connection is served on a thread of its own
/// by `handler`; what arrived and whether the peer hung up are there for the test to see.
public final class HostileServer: Sendable {
    public let port: UInt16
    private let listener: Int32
    /// `listening` is false once the listener is closed: its number may then be another
    /// socket's (tests run in parallel in one process), which `stop` must never shut down.
    private let state = Mutex<(heads: [String], closed: Int, stopped: Bool, listening: Bool)>(([], 0, false, true))

    /// One accepted connection.
    public struct Connection: Sendable {
        let fd: Int32

        /// Writes `bytes`; false once the peer is gone.
        @discardableResult
        public func write(_ bytes: [UInt8]) -> Bool {
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if written < 0, errno == EINTR { continue }
                if written <= 0 { return false }
                offset += written
            }
            return true
        }

        @discardableResult
        public func write(_ text: String) -> Bool { write(Array(text.utf8)) }

        /// Whether the peer closed the connection within `seconds`.
        public func waitForClose(seconds: Double) -> Bool {
            let end = Date().addingTimeInterval(seconds)
            var buffer = [UInt8](repeating: 0, count: 4096)
            while Date() < end {
                var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                // A signal (a child of the test process ending) interrupts poll and recv: that
                // is no hang-up, and taking it for one closed requests under way.
                let ready = poll(&poller, 1, 100)
                if ready < 0 { if errno == EINTR { continue } else { return true } }
                // POLLNVAL: the descriptor is not open, which only a bug closes; that is no
                // peer hanging up, and must not be taken for one.
                precondition(poller.revents & Int16(POLLNVAL) == 0, "connection \(fd) was closed under the server")
                if poller.revents != 0 {
                    let count = recv(fd, &buffer, buffer.count, 0)
                    if count < 0, errno == EINTR { continue }
                    if count <= 0 { return true }
                }
            }
            return false
        }
    }

    /// Listens on a free port of 127.0.0.1; `handler` serves each connection, after its
    /// request's head has been read and kept.
    public init(handler: @escaping @Sendable (Connection) -> Void) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard fd >= 0, bound == 0, listen(fd, 16) == 0 else { throw POSIXError(.EADDRNOTAVAIL) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        let server = self
        Thread.detachNewThread { server.accepting(handler) }
    }

    /// The head of each request received (request line and headers), in order.
    public var heads: [String] { state.withLock { $0.heads } }

    /// How many connections have ended, by the peer or by the handler.
    public var closedConnections: Int { state.withLock { $0.closed } }

    /// Stops accepting. Safe to call more than once, and after the listener has ended.
    public func stop() {
        state.withLock {
            if $0.listening && !$0.stopped { shutdown(listener, Int32(SHUT_RDWR)) }
            $0.stopped = true
        }
    }

    private func accepting(_ handler: @escaping @Sendable (Connection) -> Void) {
        while !state.withLock({ $0.stopped }) {
            let client = accept(listener, nil, nil)
            if client < 0 {
                // A connection reset before it was taken, or a signal: go on accepting.
                if errno == EINTR || errno == ECONNABORTED || errno == EPROTO { continue }
                break
            }
            Thread.detachNewThread { [self] in
                let head = readHead(client)
                state.withLock { $0.heads.append(head) }
                handler(Connection(fd: client))
                close(client)
                state.withLock { $0.closed += 1 }
            }
        }
        state.withLock {
            close(listener)
            $0.listening = false
        }
    }

    /// Reads up to the blank line that ends a request's head (at most 64 KiB).
    private func readHead(_ fd: Int32) -> String {
        var head: [UInt8] = []
        var byte: UInt8 = 0
        while head.count < 65_536 {
            let count = recv(fd, &byte, 1, 0)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else { break }
            head.append(byte)
            if head.count >= 4, head.suffix(4) == Array("\r\n\r\n".utf8) { break }
        }
        return String(decoding: head, as: UTF8.self)
    }
}
