#if canImport(Glibc)
import Glibc
#endif
import Foundation
import IntentKit
import ShortcutRuntime
import Testing
import Synchronization
import TestSupport

/// Get Contents of URL against servers that misbehave on purpose (`HostileServer`): nothing a
/// shortcut names reaches the wire raw, no answer is held past the run's bound, no request
/// outlasts its deadline or the run that made it.
@Suite(.offThePool) struct HostileWebTests {
    static func get(_ port: UInt16, _ extra: [(String, PropertyListValue)] = []) -> Act {
        Act("downloadurl", [("WFURL", P.plain("http://127.0.0.1:\(port)/"))] + extra)
    }

    @Test func aLineBreakInAMethodOrAHeaderNeverReachesTheWire() async throws {
        let server = try HostileServer { connection in
            connection.write("HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Type: text/plain\r\n\r\nok")
        }
        defer { server.stop() }
        let splitMethod = await run([Self.get(server.port, [("WFHTTPMethod", .string("GET / HTTP/1.1\r\nHost: evil\r\n\r\nGET"))])])
        #expect(splitMethod.failure?.description.contains("is not one of GET, POST, PUT, PATCH and DELETE") == true,
                "\(String(describing: splitMethod.failure))")
        let splitName = await run([Self.get(server.port, [("WFHTTPHeaders", P.dictionary([("X-A\r\nHost: evil", 0, P.text(.text("1")))]))])])
        #expect(splitName.failure?.description.contains(#"“X-A\r\nHost: evil” is not an HTTP header name"#) == true,
                "\(String(describing: splitName.failure))")
        let splitValue = await run([Self.get(server.port, [("WFHTTPHeaders", P.dictionary([("X-A", 0, P.text(.text("1\r\nHost: evil")))]))])])
        #expect(splitValue.failure?.description.contains("holds a control character") == true, "\(String(describing: splitValue.failure))")
        #expect(server.heads.isEmpty)
        let fine = await run([Self.get(server.port, [("WFHTTPHeaders", P.dictionary([("X-Token", 0, P.text(.text("a b\tc")))]))])])
        #expect(fine.failure == nil)
        #expect(server.heads.count == 1 && server.heads[0].contains("X-Token: a b\tc\r\n"))
    }

    @Test(arguments: [true, false])
    func anAnswerPastTheRunsBoundIsTooLargeWhetherItSaysItsLengthOrNot(_ saysLength: Bool) async throws {
        let server = try HostileServer { connection in
            let body = [UInt8](repeating: UInt8(ascii: "x"), count: 200_000)
            connection.write("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n" + (saysLength ? "Content-Length: \(body.count)\r\n" : "Connection: close\r\n") + "\r\n")
            connection.write(body)
        }
        defer { server.stop() }
        let ran = await run([Self.get(server.port)], limits: RunLimits(maximumSize: 10_000, maximumDepth: 4))
        #expect(ran.failure?.description.contains("the answer is too large: more than 10000 bytes") == true, "\(String(describing: ran.failure))")
    }

    /// Redirects are followed five times at most, and never off the web (a `file:` target is
    /// not read).
    @Test func redirectsStopAtFiveAndNeverLeaveTheWeb() async throws {
        let server = try HostileServer { connection in
            // One request a connection: said, so the client never sends the next on this one.
            connection.write("HTTP/1.1 302 Found\r\nLocation: /again-\(UUID().uuidString)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        }
        defer { server.stop() }
        let endless = await run([Self.get(server.port)])
        #expect(endless.failure?.description.contains("could not get") == true, "\(String(describing: endless.failure))")
        #expect(server.heads.count == 6, "the first request and five redirects: \(server.heads.count)")
        let toFile = try HostileServer { connection in
            connection.write("HTTP/1.1 302 Found\r\nLocation: file:///etc/passwd\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        }
        defer { toFile.stop() }
        let local = await run([Self.get(toFile.port, [("UUID", .string(Act.uuid("G")))]),
                               Act("showresult", [("Text", P.text(P.output("G")))])])
        #expect(!local.shown.joined().contains("root:"), "\(local.shown)")
    }

    @Test func aServerThatTricklesIsStoppedAtTheRequestsDeadline() async throws {
        let server = try HostileServer { connection in
            connection.write("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 1000000\r\n\r\n")
            // A byte every half second, for ever: never idle, never done.
            while connection.write("x") { Thread.sleep(forTimeInterval: 0.5) }
        }
        defer { server.stop() }
        let ran = await run([Self.get(server.port)], limits: RunLimits(maximumSize: 1_000_000, maximumDepth: 4, requestDeadline: .seconds(2)))
        #expect(ran.failure?.description.contains("no whole answer within 2 s") == true, "\(String(describing: ran.failure))")
    }

    @Test func stoppingTheRunEndsTheRequestAndItsHelper() async throws {
        let hungUp = Mutex(false)
        let server = try HostileServer { connection in
            connection.write("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n")
            // The helper's end closes the connection; a helper left running would hold it.
            hungUp.withLock { $0 = connection.waitForClose(seconds: 120) }
        }
        defer { server.stop() }
        let running = Task { await run([Self.get(server.port)]) }
        while server.heads.isEmpty { try await Task.sleep(for: .milliseconds(20)) }
        running.cancel()
        let ran = await running.value
        #expect(ran.failure == .stopped(action: 1))
        while server.closedConnections == 0 { try await Task.sleep(for: .milliseconds(20)) }
        #expect(hungUp.withLock { $0 })
    }

    /// The helpers this process started, by process id, with the CPU time each has used (in
    /// clock ticks, user and system).
    static func helpers() -> [Int32: Int] {
        var found: [Int32: Int] = [:]
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            // By the program's path: its name in `stat` is cut to 15 characters, which the
            // editor's own processes (other tests' `run`) share.
            guard let pid = Int32(entry), let command = try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8),
                  command.split(separator: "\0").first?.hasSuffix("/shortcut-editor-web") == true,
                  let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            // After the name: state, ppid, …; utime and stime are the 14th and 15th fields.
            guard fields.count > 12, Int32(fields[1]) == getpid(), let user = Int(fields[11]), let system = Int(fields[12]) else { continue }
            found[pid] = user + system
        }
        return found
    }

    /// Which of `pids` hold a TCP connection to `port` on this machine: their sockets' inodes
    /// matched with the kernel's table of connections.
    static func connected(_ pids: Set<Int32>, toPort port: UInt16) -> Set<Int32> {
        var inodes = Set<String>()
        for table in ["/proc/net/tcp", "/proc/net/tcp6"] {
            // Read to its end: Foundation's one read of a /proc table (its size says 0) can
            // stop after the heading, and the helper's connection was then never found.
            let text = String(decoding: FileHandle(forReadingAtPath: table)?.readDataToEndOfFile() ?? Data(), as: UTF8.self)
            for line in text.split(separator: "\n").dropFirst() {
                let fields = line.split(separator: " ")
                guard fields.count > 9, let remotePort = fields[2].split(separator: ":").last, UInt16(remotePort, radix: 16) == port else { continue }
                inodes.insert(String(fields[9]))
            }
        }
        return pids.filter { pid in
            let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []
            return descriptors.contains { fd in
                guard let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(fd)"),
                      link.hasPrefix("socket:[") else { return false }
                return inodes.contains(String(link.dropFirst("socket:[".count).dropLast()))
            }
        }
    }

    /// Waiting for an answer costs the helper nothing: it used to spin a whole core.
    @Test func theHelperWaitsWithoutSpinning() async throws {
        let server = try HostileServer { connection in _ = connection.waitForClose(seconds: 30) }
        defer { server.stop() }
        let running = Task { await run([Self.get(server.port)]) }
        while server.heads.isEmpty { try await Task.sleep(for: .milliseconds(20)) }
        // Ours is the helper holding a connection to this server, looked for until found (it
        // connects before the server has the head, and holds on until the server lets go).
        var ours: Set<Int32> = []
        let searchEnd = ContinuousClock.now + .seconds(30)
        while ours.isEmpty && ContinuousClock.now < searchEnd {
            ours = Self.connected(Set(Self.helpers().keys), toPort: server.port)
            if ours.isEmpty { try await Task.sleep(for: .milliseconds(50)) }
        }
        let before = Self.helpers()
        let start = ContinuousClock.now
        try await Task.sleep(for: .seconds(2))
        let after = Self.helpers()
        let elapsed = ContinuousClock.now - start
        running.cancel()
        let ran = await running.value
        #expect(!ours.isEmpty, "the helper connected to port \(server.port) was found; the run: \(String(describing: ran.failure))")
        #expect(ours.allSatisfy { after[$0] != nil }, "the helper still waits for its answer: \(ours.sorted()), \(after.keys.sorted())")
        let ticks = ours.map { (after[$0] ?? 0) - (before[$0] ?? after[$0] ?? 0) }.max() ?? 0
        let perSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        // A spinning helper gets a good share of a core even on a busy machine: over two
        // seconds, a quarter of a second at the least.
        #expect(Double(ticks) / perSecond < 0.25, "the helper used \(Double(ticks) / perSecond) s of CPU in \(elapsed)")
    }
}
