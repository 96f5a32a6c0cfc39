import Foundation
import IntentKit

/// Writes XML property lists as Apple's own writer lays them out — the same prolog, tabs,
/// sorted keys, `<array/>` and `<dict/>` when empty, data in base64 lines — so a file written
/// here reads the same in a diff as one written by Shortcuts. Bytes are appended to one
/// buffer; text is escaped only when it holds a character that needs it.
enum XMLPropertyListWriter {
    static func write(_ value: PropertyListValue) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        out += Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """.utf8)
        write(value, indent: 0, to: &out)
        out += Array("</plist>\n".utf8)
        return out
    }

    private static func write(_ value: PropertyListValue, indent: Int, to out: inout [UInt8]) {
        tabs(indent, &out)
        switch value {
        case .string(let text): element("string", escaping: text, &out)
        case .integer(let number): element("integer", String(number), &out)
        case .unsignedInteger(let number): element("integer", String(number), &out)
        case .real(let number): element("real", realText(number), &out)
        case .bool(let flag): out += flag ? Array("<true/>\n".utf8) : Array("<false/>\n".utf8)
        case .date(let date): element("date", XMLDate.text(date), &out)
        case .data(let bytes):
            out += Array("<data>\n".utf8)
            let text = Array(Data(bytes).base64EncodedString().utf8)
            var start = 0
            while start < text.count {
                let end = min(start + 68, text.count)
                tabs(indent, &out)
                out += text[start..<end]
                out.append(0x0A)
                start = end
            }
            tabs(indent, &out)
            out += Array("</data>\n".utf8)
        case .array(let items) where items.isEmpty: out += Array("<array/>\n".utf8)
        case .array(let items):
            out += Array("<array>\n".utf8)
            for item in items { write(item, indent: indent + 1, to: &out) }
            tabs(indent, &out)
            out += Array("</array>\n".utf8)
        case .dictionary(let dictionary) where dictionary.count == 0: out += Array("<dict/>\n".utf8)
        case .dictionary(let dictionary):
            out += Array("<dict>\n".utf8)
            for entry in dictionary.entries.sorted(by: { KeyOrder.precedes($0.key, $1.key) }) {
                tabs(indent + 1, &out)
                element("key", escaping: entry.key, &out)
                write(entry.value, indent: indent + 1, to: &out)
            }
            tabs(indent, &out)
            out += Array("</dict>\n".utf8)
        }
    }

    private static func tabs(_ count: Int, _ out: inout [UInt8]) {
        for _ in 0..<count { out.append(0x09) }
    }

    /// `<name>text</name>` and a newline, for text that needs no escaping.
    private static func element(_ name: String, _ text: String, _ out: inout [UInt8]) {
        out.append(UInt8(ascii: "<"))
        out += name.utf8
        out.append(UInt8(ascii: ">"))
        out += text.utf8
        out += [UInt8(ascii: "<"), UInt8(ascii: "/")]
        out += name.utf8
        out += [UInt8(ascii: ">"), 0x0A]
    }

    private static func element(_ name: String, escaping text: String, _ out: inout [UInt8]) {
        out.append(UInt8(ascii: "<"))
        out += name.utf8
        out.append(UInt8(ascii: ">"))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): out += Array("&amp;".utf8)
            case UInt8(ascii: "<"): out += Array("&lt;".utf8)
            case UInt8(ascii: ">"): out += Array("&gt;".utf8)
            default: out.append(byte)
            }
        }
        out += [UInt8(ascii: "<"), UInt8(ascii: "/")]
        out += name.utf8
        out += [UInt8(ascii: ">"), 0x0A]
    }

    /// Whole numbers without a fraction, as Apple writes them; others in the shortest form
    /// that reads back to the same double.
    private static func realText(_ number: Double) -> String {
        if number.isNaN { return "nan" }
        if number.isInfinite { return number < 0 ? "-infinity" : "+infinity" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }
}
