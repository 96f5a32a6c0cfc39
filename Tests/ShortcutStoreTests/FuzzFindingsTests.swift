import Foundation
import IntentKit
import ShortcutModel
import ShortcutStore
import Testing

/// Inputs the fuzzer (`Scripts/fuzz`) found, each kept as the test that would have caught it.
@Suite struct FuzzFindingsTests {
    private func roundTrip(_ json: String) throws -> (ShortcutDocument, ShortcutDocument) {
        let document = try ShortcutDocument.decode(Data(json.utf8), file: "finding.shortcut.json").document
        let again = try ShortcutDocument.decode(document.encoded(), file: "again.shortcut.json").document
        return (document, again)
    }

    /// Sub-millisecond document times were read exactly but written to the millisecond, so a
    /// saved document read back different.
    @Test func documentTimesFinerThanAMillisecondReadBackTheSame() throws {
        let (document, again) = try roundTrip(#"""
            {"actions":[],"created":"2026-11-01T00:00:00.0005Z","formatVersion":1,"modified":"2026-11-01T00:00:00.9996Z","name":"T"}
            """#)
        #expect(again == document)
    }

    /// A duration whose attoseconds carried past Int64 seconds trapped when shown. Now it is a
    /// diagnostic naming the place, and the value is kept as written.
    @Test func aDurationPastWhatSecondsCanCountIsADiagnosticAndKeptVerbatim() throws {
        let json = #"""
            {"actions":[{"id":"00000000-0000-0000-0000-000000000001","intent":"RecordHikeIntent","values":{
            "duration":{"type":"duration","seconds":9223372036854775807,"attoseconds":1000000000000000000}}}],
            "created":"2026-11-01T00:00:00Z","formatVersion":1,"modified":"2026-11-01T00:00:00Z","name":"T"}
            """#
        let decoded = try ShortcutDocument.decode(Data(json.utf8), file: "finding.shortcut.json")
        let diagnostic = try #require(decoded.diagnostics.first).description
        #expect(diagnostic.contains("$.actions[0].values.duration.attoseconds"), "\(diagnostic)")
        let value = try #require(decoded.document.actions[0].values["duration"])
        #expect(!value.displayText().isEmpty)
        #expect(String(decoding: decoded.document.encoded(), as: UTF8.self).contains("1000000000000000000"))
    }
}
