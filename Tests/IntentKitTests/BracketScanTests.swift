@testable import IntentKit
import Testing

/// The block scanner gives exactly what a byte-by-byte scan gives, wherever strings,
/// escapes and brackets fall against the 64-byte blocks.
@Suite struct BracketScanTests {
    /// The rules, a byte at a time: what `BracketScan` must agree with.
    static func reference(_ bytes: [UInt8]) -> Int? {
        var depth = 0, inString = false, escaping = false
        for (offset, byte) in bytes.enumerated() {
            if escaping { escaping = false; continue }
            if inString {
                if byte == UInt8(ascii: "\"") { inString = false } else if byte == UInt8(ascii: "\\") { escaping = true }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { return offset + 1 }
            }
        }
        return nil
    }

    static func scan(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            var scan = BracketScan(buffer, from: 0)
            return scan.end()
        }
    }

    @Test func agreesWithAByteByByteScanOnTenThousandInputs() {
        // Mostly filler, so that strings and blocks run long; the characters that matter
        // often enough to fall on every side of a block's edge.
        let alphabet = Array(#"aaaaaaaa    ""\{}[]{}["#.utf8) + [0x7B, 0x5B, 0x7B, 0xFF]
        var state: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        for trial in 0..<10_000 {
            let length = 1 + next(trial % 10 == 0 ? 600 : 200)
            let bytes = [UInt8(ascii: trial % 2 == 0 ? "{" : "[")] + (1..<length).map { _ in alphabet[next(alphabet.count)] }
            let expected = Self.reference(bytes)
            #expect(Self.scan(bytes) == expected, "trial \(trial): \(String(decoding: bytes, as: UTF8.self))")
            if Self.scan(bytes) != expected { return }
        }
    }

    @Test func aBlocksMasksHaveOneBitPerByteInOrder() {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 64)
        for offset in [0, 5, 17, 40, 63] { bytes[offset] = UInt8(ascii: "\"") }
        for offset in [1, 16, 62] { bytes[offset] = UInt8(ascii: "[") }
        bytes[33] = UInt8(ascii: "}")
        bytes[48] = UInt8(ascii: "\\")
        let block = bytes.withUnsafeBufferPointer { BracketScan.Block($0, at: 0) }
        func mask(_ offsets: [Int]) -> UInt64 { offsets.reduce(0) { $0 | 1 << UInt64($1) } }
        #expect(block.quotes == mask([0, 5, 17, 40, 63]))
        #expect(block.brackets == mask([1, 16, 33, 62]))
        #expect(block.hasBackslash)
        bytes[48] = UInt8(ascii: "a")
        #expect(!bytes.withUnsafeBufferPointer { BracketScan.Block($0, at: 0) }.hasBackslash)
        #expect(BracketScan.prefixParity(mask([0, 5])) == mask(Array(0..<5)))
    }
}
