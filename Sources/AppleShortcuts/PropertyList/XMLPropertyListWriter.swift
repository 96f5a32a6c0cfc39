import Foundation
import IntentKit

/// Writes XML property lists as Apple's own writer lays them out — the same prolog, tabs,
/// sorted keys, `<array/>` and `<dict/>` when empty, data in base64 lines — so a file written
/// here reads the same in a diff as one written by Shortcuts.
enum XMLPropertyListWriter {
    static func write(_ value: PropertyListValue) -> [UInt8] {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """
        write(value, indent: 0, to: &out)
        out += "</plist>\n"
        return Array(out.utf8)
    }

    private static func write(_ value: PropertyListValue, indent: Int, to out: inout String) {
        let tabs = String(repeating: "\t", count: indent)
        switch value {
        case .string(let text): out += tabs + "<string>" + escaped(text) + "</string>\n"
        case .integer(let number): out += tabs + "<integer>\(number)</integer>\n"
        case .unsignedInteger(let number): out += tabs + "<integer>\(number)</integer>\n"
        case .real(let number): out += tabs + "<real>" + realText(number) + "</real>\n"
        case .bool(let flag): out += tabs + (flag ? "<true/>\n" : "<false/>\n")
        case .date(let date): out += tabs + "<date>" + dateText(date) + "</date>\n"
        case .data(let bytes):
            out += tabs + "<data>\n"
            let text = Data(bytes).base64EncodedString()
            var start = text.startIndex
            while start < text.endIndex {
                let end = text.index(start, offsetBy: 68, limitedBy: text.endIndex) ?? text.endIndex
                out += tabs + text[start..<end] + "\n"
                start = end
            }
            out += tabs + "</data>\n"
        case .array(let items) where items.isEmpty: out += tabs + "<array/>\n"
        case .array(let items):
            out += tabs + "<array>\n"
            for item in items { write(item, indent: indent + 1, to: &out) }
            out += tabs + "</array>\n"
        case .dictionary(let dictionary) where dictionary.count == 0: out += tabs + "<dict/>\n"
        case .dictionary(let dictionary):
            out += tabs + "<dict>\n"
            for entry in dictionary.entries.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
                out += tabs + "\t<key>" + escaped(entry.key) + "</key>\n"
                write(entry.value, indent: indent + 1, to: &out)
            }
            out += tabs + "</dict>\n"
        }
    }

    private static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">") }) else { return text }
        return text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// Whole numbers without a fraction, as Apple writes them; others in the shortest form
    /// that reads back to the same double.
    private static func realText(_ number: Double) -> String {
        if number.isNaN { return "nan" }
        if number.isInfinite { return number < 0 ? "-infinity" : "+infinity" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }

    /// XML dates are whole seconds in UTC (Apple's format); a finer binary date loses its
    /// fraction here, as it does in Apple's own conversion.
    private static func dateText(_ date: Date) -> String {
        XMLDate.text(date)
    }
}
