import Foundation

/// Reading a UUID's text: `UUID(uuidString:)` goes through `sscanf` on Linux, which made it a
/// tenth of what opening a large shortcut cost. Read here a byte at a time — and stricter:
/// `sscanf` lets a space or a sign inside a group through, this does not.
enum UUIDText {
    /// The UUID written as 36 characters, 8-4-4-4-12 hexadecimal digits in either case; nil
    /// for anything else, as `UUID(uuidString:)` gives.
    static func parse(_ text: String) -> UUID? {
        let utf8 = text.utf8
        guard utf8.count == 36 else { return nil }
        var bytes = [UInt8](repeating: 0, count: 16)
        var byteIndex = 0
        var high: UInt8?
        for (offset, character) in utf8.enumerated() {
            if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                guard character == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard let digit = hexValue(character) else { return nil }
            if let first = high {
                bytes[byteIndex] = first << 4 | digit
                byteIndex += 1
                high = nil
            } else {
                high = digit
            }
        }
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
