import Foundation

/// A number as C's `%.15g` writes it — at most fifteen significant digits, so binary noise
/// (0.30000000000000004) reads as the number meant — without `String(format:)`, whose first
/// call looks up `CVarArg` conformances by scanning the whole program's conformance records
/// (a million instructions before the first screen could show a decimal).
enum SignificantDigits {
    /// `%.15g` of a finite number.
    static func fifteen(_ value: Double) -> String {
        // The shortest digits that read back as `value`. With fifteen or fewer of them they are
        // also the nearest fifteen-digit decimal (any two fifteen-digit decimals are further
        // apart than two normal doubles), so they are what `%.15g` prints; with more, rounding
        // them again could differ from rounding the exact value, and so could a subnormal's
        // (fewer bits than fifteen digits need): C does those.
        guard value.isNormal, let shortest = ShortestDigits(value.magnitude), shortest.digits.count <= 15 else {
            return String(format: "%.15g", value)
        }
        let sign = value < 0 ? "-" : ""
        let digits = shortest.digits
        let exponent = shortest.exponent
        if exponent < -4 || exponent >= 15 {
            var text = sign + ascii(digits.prefix(1))
            if digits.count > 1 { text += "." + ascii(digits.dropFirst()) }
            let magnitude = String(abs(exponent))
            return text + (exponent < 0 ? "e-" : "e+") + (magnitude.count < 2 ? "0" : "") + magnitude
        }
        if exponent < 0 {
            return sign + "0." + String(repeating: "0", count: -exponent - 1) + ascii(digits[...])
        }
        let whole = digits.prefix(exponent + 1)
        let padding = String(repeating: "0", count: exponent + 1 - whole.count)
        let fraction = digits.dropFirst(exponent + 1)
        return sign + ascii(whole) + padding + (fraction.isEmpty ? "" : "." + ascii(fraction))
    }

    /// Digits as text. Bytes, not `Character`s: a string made from a sequence of characters
    /// goes through generic code whose first call scans the program's conformance records.
    private static func ascii(_ digits: ArraySlice<UInt8>) -> String {
        String(decoding: digits, as: UTF8.self)
    }
}

/// The significant digits (ASCII bytes) of Swift's shortest round-tripping form of a positive
/// number (leading and trailing zeros removed) and the power of ten of the first.
private struct ShortestDigits {
    var digits: [UInt8]
    var exponent: Int

    init?(_ magnitude: Double) {
        guard magnitude.isFinite, magnitude > 0 else { return nil }
        let text = Array(magnitude.description.utf8)
        var mantissa = text[...]
        var power = 0
        if let e = text.firstIndex(where: { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
            guard let written = Int(String(decoding: text[(e + 1)...], as: UTF8.self)) else { return nil }
            power = written
            mantissa = text[..<e]
        }
        let point = mantissa.firstIndex(of: UInt8(ascii: ".")) ?? mantissa.endIndex
        var digits = Array(mantissa[..<point]) + Array(mantissa[point...].dropFirst())
        guard digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        var firstPower = (point - mantissa.startIndex) - 1 + power
        while digits.first == UInt8(ascii: "0") {
            digits.removeFirst()
            firstPower -= 1
        }
        while digits.last == UInt8(ascii: "0") { digits.removeLast() }
        guard !digits.isEmpty else { return nil }
        self.digits = digits
        self.exponent = firstPower
    }
}
