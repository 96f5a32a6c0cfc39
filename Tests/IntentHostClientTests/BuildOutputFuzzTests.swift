import IntentHostClient
import Testing
import TestSupport

/// A build's output is outside input (the compiler prints what the developer's source holds):
/// thousands of damaged compiler lines are each read as a diagnostic or as none — never a
/// crash — and a diagnostic read always has a file, a line and a severity. Seeded.
@Suite struct BuildOutputFuzzTests {
    static let seeds = [
        "/src/My App/Sources/Brew/main.swift:12:5: error: expected ')' in expression list",
        "Sources/Brew/main.swift:3:17: warning: variable 'x' was never used; consider replacing with '_'",
        "/a/b.swift:1:1: note: to match this opening '('",
        "[12/40] Compiling Brew main.swift",
        "error: fatalError: \u{1B}[31mno such module\u{1B}[0m",
    ]

    @Test func damagedCompilerLinesAreReadOrRefused() {
        var random = SeededGenerator(seed: 55)
        for round in 0..<6_000 {
            var bytes = Array(Self.seeds[round % Self.seeds.count].utf8)
            for _ in 0..<(1 + random.next() % 5) {
                let index = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 3 {
                case 0: bytes[index] = UInt8(truncatingIfNeeded: random.next())
                case 1: bytes.insert(UInt8(ascii: ":"), at: index)
                default: bytes.remove(at: index)
                }
                if bytes.isEmpty { bytes = [0x3A] }
            }
            let line = String(decoding: bytes, as: UTF8.self)
            if let read = BuildDiagnostic(line: Substring(line)) {
                #expect(read.line > 0 && !read.description.isEmpty, "\(line)")
            }
        }
    }

    /// Whole outputs damaged line by line (lines dropped, doubled, cut, a byte changed) are read
    /// into messages that each keep at most their bound of lines, every one of them a line of
    /// the output, and no message kept twice.
    @Test func damagedOutputsAreReadIntoBoundedMessages() {
        let output = BuildOutputTests.swift6Output.components(separatedBy: "\n")
        var random = SeededGenerator(seed: 65)
        for _ in 0..<2_000 {
            var lines = output
            for _ in 0..<(1 + random.next() % 6) {
                let index = Int(random.next() % UInt64(lines.count))
                switch random.next() % 4 {
                case 0: lines.remove(at: index)
                case 1: lines.insert(lines[index], at: index)
                case 2: lines[index] = String(lines[index].prefix(Int(random.next() % 40)))
                default:
                    var bytes = Array(lines[index].utf8)
                    if !bytes.isEmpty { bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next()) }
                    lines[index] = String(decoding: bytes, as: UTF8.self)
                }
                if lines.isEmpty { lines = [""] }
            }
            let read = BuildOutput.diagnostics(in: lines)
            #expect(Set(read.map(\.description)).count == read.count)
            for diagnostic in read {
                #expect(diagnostic.details.count <= 60 && diagnostic.details.allSatisfy(lines.contains))
            }
        }
    }
}
