#if canImport(Glibc)
import Glibc
#endif
import Foundation
@testable import shortcut_editor
import Testing
import TestSupport

/// The editor reads its environment from `environ` itself; it must be what Foundation reads.
@Suite(.offThePool) struct ProcessEnvironmentTests {
    @Test func theProcessEnvironmentIsFoundations() {
        #expect(ProcessEnvironment.current() == ProcessInfo.processInfo.environment)
    }

    @Test func entriesAreSplitAtTheirFirstEqualsSign() {
        let entries = ["TERM=xterm", "EMPTY=", "EQUATION=a=b", "NOEQUALS", "TERM=vt100", "=nameless", "UTF=caf\u{E9}"]
        let copies = entries.map { strdup($0)! }
        defer { copies.forEach { free($0) } }
        let variables = ProcessEnvironment.variables(of: copies.map { UnsafePointer($0) })
        #expect(variables == ["TERM": "xterm", "EMPTY": "", "EQUATION": "a=b", "": "nameless", "UTF": "caf\u{E9}"])
    }

    @Test func bytesThatAreNotUTF8AreRepaired() {
        let bytes: [CChar] = [0x58, 0x3D, CChar(bitPattern: 0xFF), 0x41, 0]
        let variables = bytes.withUnsafeBufferPointer { ProcessEnvironment.variables(of: [$0.baseAddress!]) }
        #expect(variables == ["X": "\u{FFFD}A"])
    }
}
