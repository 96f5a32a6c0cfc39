import Foundation

/// Numbers: Number, Calculate, Calculate Expression, Round Number, Format Number, Random
/// Number, Get Numbers from Input.
enum NumberActions {
    static let handlers: [String: ActionHandler] = [
        "number": { call in .number(try await call.number("WFNumberActionNumber") ?? 0) },
        "math": calculate,
        "calculateexpression": { call in
            let expression = try await call.input("Input").text
            do {
                return .number(try Expression.evaluate(expression))
            } catch let error as Expression.Failure {
                throw call.failure(error.message)
            }
        },
        "round": round,
        "format.number": { call in
            let number = try await call.number("WFNumber") ?? call.run.previous.number ?? 0
            let places = try await call.integer("WFNumberFormatDecimalPlaces", in: RunNumbers.decimalPlaces) ?? 2
            let formatter = NumberFormatter()
            formatter.locale = Locale(identifier: "en_US")
            formatter.numberStyle = .decimal
            formatter.minimumFractionDigits = max(0, places)
            formatter.maximumFractionDigits = max(0, places)
            return .text(formatter.string(from: NSNumber(value: number)) ?? RuntimeValue.format(number))
        },
        "number.random": { call in
            let low = try await call.number("WFRandomNumberMinimum") ?? 0
            let high = try await call.number("WFRandomNumberMaximum") ?? 100
            let least = try call.whole(low, named: "WFRandomNumberMinimum", rounding: .up)
            let most = try call.whole(high, named: "WFRandomNumberMaximum", rounding: .down)
            guard least <= most else {
                throw call.failure("no whole number lies from the minimum \(RuntimeValue.format(low)) to the maximum \(RuntimeValue.format(high))")
            }
            return .number(Double(Int.random(in: least...most)))
        },
        "detect.number": { call in
            let input = try await call.input()
            let numbers = input.items.compactMap(\.number).map(RuntimeValue.number)
            return numbers.count == 1 ? numbers[0] : .list(numbers)
        },
    ]

    private static let calculate: ActionHandler = { call in
        let input = try await call.input()
        guard let value = input.number else { throw call.failure("the input “\(input.text)” is not a number") }
        let operation = try await call.text("WFMathOperation") ?? "+"
        if operation == "…" {
            let scientific = try await call.text("WFScientificMathOperation") ?? "Modulus"
            let operand = try await call.number("WFScientificMathOperand") ?? 0
            return .number(try Scientific.apply(scientific, value, operand, call: call))
        }
        let operand = try await call.number("WFMathOperand") ?? 0
        switch operation {
        case "+": return .number(value + operand)
        case "-": return .number(value - operand)
        case "×", "*", "x": return .number(value * operand)
        case "÷", "/":
            guard operand != 0 else { throw call.failure("cannot divide by zero") }
            return .number(value / operand)
        default: throw call.failure("no operation \(operation)")
        }
    }

    private static let round: ActionHandler = { call in
        let value = try await call.number("WFInput") ?? call.run.previous.number ?? 0
        let places: Int = switch try await call.text("WFRoundTo") ?? "Ones Place" {
        case "Millions": -6
        case "Hundred Thousands": -5
        case "Ten Thousands": -4
        case "Thousands": -3
        case "Hundreds Place": -2
        case "Tens Place": -1
        case "Tenths": 1
        case "Hundredths": 2
        case "Thousandths": 3
        case "Ten Thousandths": 4
        case "Hundred Thousandths": 5
        case "Millionths": 6
        case "10 ^": -(try await call.integer("TenToThePowerOf", in: RunNumbers.powerOfTen) ?? 0)
        default: 0
        }
        let scale = pow(10, Double(places))
        let scaled = value * scale
        let rounded: Double = switch try await call.text("WFRoundMode") ?? "Normal" {
        case "Always Round Up": scaled.rounded(.up)
        case "Always Round Down": scaled.rounded(.down)
        default: scaled.rounded(.toNearestOrAwayFromZero)
        }
        return .number(rounded / scale)
    }
}

/// Calculate's scientific operations, by the names its menu shows.
enum Scientific {
    static func apply(_ name: String, _ x: Double, _ y: Double, call: ActionCall) throws -> Double {
        switch name {
        case "Modulus":
            guard y != 0 else { throw call.failure("cannot take a modulus by zero") }
            return x.truncatingRemainder(dividingBy: y)
        case "x^2": return x * x
        case "x^3": return x * x * x
        case "x^y": return pow(x, y)
        case "e^x": return exp(x)
        case "10^x": return pow(10, x)
        case "ln(x)", "In(x)": return log(x)
        case "log(x)": return log10(x)
        case "√x": return x.squareRoot()
        case "∛x": return cbrt(x)
        case "x!":
            guard x >= 0, x == x.rounded(), x <= 170 else { throw call.failure("\(RuntimeValue.format(x))! is not defined") }
            return (1...max(1, Int(x))).reduce(1.0) { $0 * Double($1) }
        case "sin(x)": return sin(x)
        case "cos(x)": return cos(x)
        case "tan(x)": return tan(x)
        case "abs(x)": return abs(x)
        default: throw call.failure("no operation \(name)")
        }
    }
}
