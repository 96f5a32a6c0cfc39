import Foundation

/// Calculate Expression's arithmetic: numbers, + − × ÷ (and * /), ^ for powers, % for the
/// remainder, parentheses and signs, with the usual precedence (^ binds right).
enum Expression {
    struct Failure: Error {
        var message: String
    }

    /// How deeply parentheses, signs and powers may nest. The parser recurses once per level,
    /// so without a bound 100,000 "(" overflow the run's stack; no real expression comes close.
    static let maximumDepth = 200

    static func evaluate(_ text: String) throws(Failure) -> Double {
        var parser = Parser(Array(text.replacingOccurrences(of: "×", with: "*").replacingOccurrences(of: "÷", with: "/")
            .replacingOccurrences(of: "−", with: "-").unicodeScalars))
        let value = try parser.sum()
        parser.skipSpaces()
        guard parser.position == parser.scalars.count else {
            throw Failure(message: "“\(text)” is not an expression: unexpected “\(Character(parser.scalars[parser.position]))”")
        }
        return value
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var position = 0
        private var depth = 0

        init(_ scalars: [Unicode.Scalar]) {
            self.scalars = scalars
        }

        mutating func skipSpaces() {
            while position < scalars.count, scalars[position] == " " { position += 1 }
        }

        private mutating func take(_ scalar: Unicode.Scalar) -> Bool {
            skipSpaces()
            guard position < scalars.count, scalars[position] == scalar else { return false }
            position += 1
            return true
        }

        mutating func sum() throws(Failure) -> Double {
            var value = try product()
            while true {
                if take("+") { value += try product() } else if take("-") { value -= try product() } else { return value }
            }
        }

        private mutating func product() throws(Failure) -> Double {
            var value = try power()
            while true {
                if take("*") {
                    value *= try power()
                } else if take("/") {
                    let divisor = try power()
                    guard divisor != 0 else { throw Failure(message: "cannot divide by zero") }
                    value /= divisor
                } else if take("%") {
                    value = value.truncatingRemainder(dividingBy: try power())
                } else {
                    return value
                }
            }
        }

        /// One level deeper for the length of `body`, or a failure past `maximumDepth`.
        private mutating func nested(_ body: (inout Parser) throws(Failure) -> Double) throws(Failure) -> Double {
            guard depth < Expression.maximumDepth else {
                throw Failure(message: "the expression nests deeper than \(Expression.maximumDepth) levels")
            }
            depth += 1
            defer { depth -= 1 }
            return try body(&self)
        }

        private mutating func power() throws(Failure) -> Double {
            let base = try unary()
            return take("^") ? pow(base, try nested { parser throws(Failure) in try parser.power() }) : base
        }

        private mutating func unary() throws(Failure) -> Double {
            if take("-") { return -(try nested { parser throws(Failure) in try parser.unary() }) }
            if take("+") { return try nested { parser throws(Failure) in try parser.unary() } }
            return try atom()
        }

        private mutating func atom() throws(Failure) -> Double {
            if take("(") {
                let value = try nested { parser throws(Failure) in try parser.sum() }
                guard take(")") else { throw Failure(message: "a parenthesis is not closed") }
                return value
            }
            skipSpaces()
            let start = position
            while position < scalars.count, CharacterSet.decimalDigits.contains(scalars[position]) || scalars[position] == "." { position += 1 }
            guard position > start, let number = Double(String(String.UnicodeScalarView(scalars[start..<position]))) else {
                throw Failure(message: position < scalars.count ? "unexpected “\(Character(scalars[position]))”" : "the expression ends too soon")
            }
            return number
        }
    }
}
