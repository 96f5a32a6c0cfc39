import IntentHostClient
import Testing

/// The compiler's lines read as diagnostics: the place found from the severity back, so a path
/// with colons of its own stays whole; a line of anything else is none.
@Suite struct BuildDiagnosticTests {
    @Test func aCompilerLineIsADiagnostic() {
        let read = BuildDiagnostic(line: "/src/My:App/main.swift:12:5: error: expected ')' in expression list")
        #expect(read == BuildDiagnostic(file: "/src/My:App/main.swift", line: 12, column: 5, severity: .error,
                                        message: "expected ')' in expression list"))
        #expect(BuildDiagnostic(line: "/a.swift:3:1: warning: unused")?.severity == .warning)
        #expect(BuildDiagnostic(line: "/a.swift:3:1: note: to match this")?.severity == .note)
    }

    @Test func otherLinesAreNot() {
        for line in ["[12/40] Compiling Brew main.swift", "error: fatalError", "/a.swift:x:1: error: no", "/a.swift:0:1: error: no", ""] {
            #expect(BuildDiagnostic(line: Substring(line)) == nil, "\(line)")
        }
    }
}
