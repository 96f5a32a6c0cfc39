@testable import IntentKit
import Testing

/// The word-at-a-time search stops exactly where a byte-by-byte one does, whatever byte
/// stops it and wherever that byte falls in a word of eight.
@Suite struct ByteSearchTests {
    @Test(arguments: [(false, false, false), (true, false, false), (false, true, false), (true, true, false), (true, false, true)])
    func aStringsPlainRunEndsWhereAByteByByteSearchSaysSo(controls: Bool, nonASCII: Bool, delete: Bool) {
        let stops: [UInt8] = [UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x00, 0x1F, 0x80, 0xFF, 0x7F]
        for length in 0..<24 {
            for stopAt in 0...length {
                for stop in stops {
                    // Filler of every plain kind, including 0x20 and 0x7E next to the limits.
                    var bytes = (0..<length).map { [UInt8(ascii: "a"), 0x20, 0x7E, UInt8(ascii: "~")][$0 % 4] }
                    if stopAt < length { bytes[stopAt] = stop }
                    for start in 0...min(2, length) {
                        let expected = (start..<length).first { index in
                            let byte = bytes[index]
                            return byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || (controls && byte < 0x20)
                                || (nonASCII && byte >= 0x80) || (delete && byte == 0x7F)
                        } ?? length
                        let found = bytes.withUnsafeBufferPointer {
                            ByteSearch.firstStringStop(in: $0, from: start, controls: controls, nonASCII: nonASCII, delete: delete)
                        }
                        #expect(found == expected, "\(bytes) from \(start)")
                        if found != expected { return }
                    }
                }
            }
        }
    }
}
