#if canImport(Glibc)
import Glibc
#endif
import Foundation
@testable import IntentHostClient
import IntentKit
import Testing
import TestSupport

/// Hosts that misbehave at scale: an answer line of hundreds of MiB, a wrapper whose children
/// would outlive it, a log that never stops.
@Suite(.offThePool) struct HostHardeningTests {
    @Test func linesAreCutInOnePassAndALineTooLongIsDroppedNotHeld() {
        var lines = AnswerLines(maximumLength: 1 << 20)
        #expect(lines.append(Array("a\nbc".utf8)) == [.line(Array("a".utf8))])
        #expect(lines.append(Array("d\n\ne".utf8)) == [.line(Array("bcd".utf8)), .line([])])
        // 80 MiB without a newline, in pipe-sized pieces: one "too long", and nothing kept.
        let piece = [UInt8](repeating: UInt8(ascii: "x"), count: 65_536)
        var tooLong = 0
        for _ in 0..<1280 { tooLong += lines.append(piece).filter { $0 == .tooLong }.count }
        #expect(tooLong == 1)
        // Its end, then the next line, read as it is.
        #expect(lines.append(Array("xx\n{\"id\": 1}\n".utf8)) == [.line(Array("{\"id\": 1}".utf8))])
    }

    @Test func anAnswerPastTheBoundIsTooLargeAndTheHostIsStopped() async throws {
        let connection = IntentHostConnection(command: HostCommand(executable: try TestScratch.script("""
            read handshake
            echo '{"id": 1, "result": {"protocol": 1, "host": "Huge", "intents": []}}'
            read call
            head -c 70000000 /dev/zero | tr '\\0' x
            echo
            sleep 600
            """, name: "Huge").path, arguments: [], name: "Huge"))
        do {
            _ = try await connection.call(DefinitionsCall(), deadline: .seconds(120))
            Issue.record("a 70 MB line is not an answer")
        } catch {
            #expect(error == .tooLarge(host: "Huge", limit: IntentHostConnection.maximumAnswerBytes))
            #expect(error.description.hasPrefix("Huge answered with more than 64 MiB on one line"))
        }
        await connection.stop()
    }

    /// Whether process `pid` has ended (a zombie waiting for init counts as ended).
    static func ended(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return true }
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
    }

    @Test func stoppingAHostBehindAWrapperEndsWhatTheWrapperStarted() async throws {
        let pidFile = TestScratch.path("child", suffix: ".pid")
        let connection = IntentHostConnection(command: HostCommand(executable: try TestScratch.script("""
            sleep 600 &
            echo $! > '\(pidFile.path)'
            read handshake
            echo '{"id": 1, "result": {"protocol": 1, "host": "Wrapper", "intents": []}}'
            read call
            echo '{"id": 2, "result": []}'
            while read line; do :; done
            """, name: "Wrapper").path, arguments: [], name: "Wrapper"))
        _ = try await connection.call(DefinitionsCall(), deadline: .seconds(60))
        let child = pid_t(try String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines))!
        #expect(!Self.ended(child))
        await connection.stop()
        var waited = 0
        while !Self.ended(child), waited < 600 {
            try await Task.sleep(for: .milliseconds(50))
            waited += 1
        }
        #expect(Self.ended(child), "the wrapper's child \(child) outlived the host")
    }

    @Test func theLogIsMovedAsideWhenFullSoItNeverHoldsMoreThanTwiceTheBound() throws {
        let path = TestScratch.path("host", suffix: ".log").path
        let log = HostLog(path: path, maximumBytes: 1000)
        for index in 0..<50 { log.append(Data("line \(index) \(String(repeating: "x", count: 90))\n".utf8)) }
        let current = try Data(contentsOf: URL(fileURLWithPath: path))
        let previous = try Data(contentsOf: URL(fileURLWithPath: log.previousPath))
        #expect(current.count <= 1000 && previous.count <= 1000)
        #expect(String(decoding: current, as: UTF8.self).hasSuffix("line 49 \(String(repeating: "x", count: 90))\n"))
        log.append(Data(repeating: UInt8(ascii: "y"), count: 5000))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)).count == 1000)
    }
}
