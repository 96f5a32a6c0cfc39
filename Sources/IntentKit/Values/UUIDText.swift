import Foundation

/// A UUID's text, read and written here a byte at a time: on Linux `UUID(uuidString:)` goes
/// through `sscanf` and `uuidString` through `snprintf`, and each was a tenth of what opening
/// or writing a large shortcut cost. Reading is also stricter: `sscanf` lets a space or a sign
/// inside a group through, this does not.
package enum UUIDText {
    /// The text `uuid.uuidString` gives: 8-4-4-4-12 upper-case hexadecimal digits.
    package static func format(_ uuid: UUID) -> String {
        let bytes = uuid.uuid
        return String(unsafeUninitializedCapacity: 36) { text in
            var at = 0
            func put(_ byte: UInt8) {
                text[at] = digits[Int(byte >> 4)]
                text[at + 1] = digits[Int(byte & 0x0F)]
                at += 2
            }
            func dash() {
                text[at] = UInt8(ascii: "-")
                at += 1
            }
            put(bytes.0); put(bytes.1); put(bytes.2); put(bytes.3); dash()
            put(bytes.4); put(bytes.5); dash()
            put(bytes.6); put(bytes.7); dash()
            put(bytes.8); put(bytes.9); dash()
            put(bytes.10); put(bytes.11); put(bytes.12); put(bytes.13); put(bytes.14); put(bytes.15)
            return at
        }
    }

    private static let digits: [UInt8] = Array("0123456789ABCDEF".utf8)

    /// The UUID written as 36 characters, 8-4-4-4-12 hexadecimal digits in either case; nil
    /// for anything else, as `UUID(uuidString:)` gives.
    package static func parse(_ text: String) -> UUID? {
        guard text.utf8.count == 36 else { return nil }
        var text = text
        return text.withUTF8(parse)
    }

    /// What `UUID(uuidString:)` gives, for files from elsewhere whose readers must agree with
    /// Apple's exactly: the text read here when it is written the usual way, by Foundation
    /// when it is not (its `sscanf` takes a space or a sign inside a group).
    package static func parseAsFoundationDoes(_ text: String) -> UUID? {
        parse(text) ?? UUID(uuidString: text)
    }

    /// The 32 digits gathered into two words as they are read, group by group: no buffer to
    /// allocate, and one test for a bad digit at the end rather than one per digit.
    private static func parse(_ utf8: UnsafeBufferPointer<UInt8>) -> UUID? {
        let dash = UInt8(ascii: "-")
        guard utf8.count == 36, utf8[8] == dash, utf8[13] == dash, utf8[18] == dash, utf8[23] == dash else { return nil }
        var high: UInt64 = 0
        var low: UInt64 = 0
        // Each digit's value, or 0x10 set for what is not one: or-ed together, checked once.
        var notDigits: UInt8 = 0
        func gather(_ offsets: Range<Int>, into word: inout UInt64) {
            for offset in offsets {
                let digit = hexValue(utf8[offset])
                notDigits |= digit
                word = word << 4 | UInt64(digit & 0x0F)
            }
        }
        gather(0..<8, into: &high)
        gather(9..<13, into: &high)
        gather(14..<18, into: &high)
        gather(19..<23, into: &low)
        gather(24..<36, into: &low)
        guard notDigits & 0x10 == 0 else { return nil }
        func byte(_ word: UInt64, _ index: Int) -> UInt8 { UInt8(truncatingIfNeeded: word >> (56 - 8 * index)) }
        return UUID(uuid: (byte(high, 0), byte(high, 1), byte(high, 2), byte(high, 3), byte(high, 4), byte(high, 5), byte(high, 6), byte(high, 7),
                           byte(low, 0), byte(low, 1), byte(low, 2), byte(low, 3), byte(low, 4), byte(low, 5), byte(low, 6), byte(low, 7)))
    }

    /// A hexadecimal digit's value (0–15), or 0x10 for any other byte.
    private static func hexValue(_ byte: UInt8) -> UInt8 {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: 0x10
        }
    }
}
