#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// A program running on a pseudo-terminal of a given size, as in a terminal window: the bench
/// reads what it draws from the master side and types into it.
final class PseudoTerminal {
    let process = Process()
    let master: Int32
    /// Everything the program has written so far.
    private(set) var received: [UInt8] = []

    /// Starts `executable` with `arguments` on a fresh terminal of `width`×`height`. The size
    /// is set before the program starts (`stty` in the shell that then `exec`s it), as a
    /// terminal window would have it.
    init(executable: String, arguments: [String], environment: [String: String], width: Int, height: Int) throws {
        guard let openpt = CLibrary.posixOpenpt, let grant = CLibrary.grantpt, let unlock = CLibrary.unlockpt, let slaveName = CLibrary.ptsname else {
            throw BenchError("this C library has no pseudo-terminal functions")
        }
        master = openpt(O_RDWR | O_NOCTTY)
        guard master >= 0, grant(master) == 0, unlock(master) == 0, let name = slaveName(master) else {
            throw BenchError("no pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        let slave = open(String(cString: name), O_RDWR | O_NOCTTY)
        guard slave >= 0 else {
            close(master)
            throw BenchError("cannot open \(String(cString: name))")
        }
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "stty cols \(width) rows \(height) && exec \"$0\" \"$@\"", executable] + arguments
        process.environment = environment
        let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        process.standardInput = terminal
        process.standardOutput = terminal
        process.standardError = terminal
        do {
            try process.run()
        } catch {
            close(master)
            throw error
        }
    }

    deinit {
        end()
        close(master)
    }

    func type(_ text: String) {
        var bytes = Array(text.utf8)
        _ = Glibc.write(master, &bytes, bytes.count)
    }

    /// Reads until `isDone` holds for what has arrived (checked after every read), the
    /// program stops writing for `quiet` when that is given, or `limit` passes. Returns the
    /// bytes read by this call.
    @discardableResult
    func read(quiet: Duration? = nil, limit: Duration = .seconds(60), until isDone: ([UInt8]) -> Bool = { _ in false }) -> [UInt8] {
        let start = received.count
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let deadline = ContinuousClock.now + limit
        let quietMilliseconds = quiet.map { Int32($0.components.seconds * 1000 + $0.components.attoseconds / 1_000_000_000_000_000) }
        while ContinuousClock.now < deadline {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let waiting = received.count > start ? quietMilliseconds ?? 1000 : 1000
            let ready = poll(&descriptor, 1, waiting)
            if ready == 0 {
                if quiet != nil && received.count > start { break }
                continue
            }
            guard ready > 0 else { break }
            let count = Glibc.read(master, &buffer, buffer.count)
            guard count > 0 else { break }
            received += buffer[0..<count]
            if isDone(received) { break }
        }
        return Array(received[start...])
    }

    /// Ends the program (SIGTERM, then SIGKILL after two seconds) and waits for it.
    func end() {
        guard process.isRunning else { return }
        process.terminate()
        let deadline = ContinuousClock.now + .seconds(2)
        while process.isRunning && ContinuousClock.now < deadline {
            read(quiet: .milliseconds(10), limit: .milliseconds(50))
        }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Whether `marker` occurs in `bytes` at least `count` times.
    static func contains(_ bytes: [UInt8], _ marker: [UInt8], times count: Int = 1) -> Bool {
        guard !marker.isEmpty, bytes.count >= marker.count else { return marker.isEmpty }
        var found = 0
        var index = 0
        while index <= bytes.count - marker.count {
            if bytes[index] == marker[0] && bytes[index..<(index + marker.count)].elementsEqual(marker) {
                found += 1
                if found >= count { return true }
                index += marker.count
            } else {
                index += 1
            }
        }
        return false
    }
}
