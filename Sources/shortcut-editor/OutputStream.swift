#if canImport(Glibc)
import Glibc
#endif

/// Bytes on their way to standard output, written in blocks as they are produced: a command
/// that prints a hundred thousand actions holds one block, never the whole output.
struct OutputStream {
    var buffer: [UInt8] = []
    let descriptor: Int32
    static let blockSize = 1 << 16

    static var standardOutput: OutputStream { OutputStream(descriptor: STDOUT_FILENO) }

    mutating func write(_ text: String) {
        buffer += text.utf8
        flushIfFull()
    }

    mutating func flushIfFull() {
        if buffer.count >= Self.blockSize { flush() }
    }

    /// Writes what is buffered. A closed pipe (`show … | head`) ends the writing quietly.
    mutating func flush() {
        var written = 0
        while written < buffer.count {
            let result = buffer[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if result < 0 && errno == EINTR { continue }
            if result <= 0 { break }
            written += result
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
