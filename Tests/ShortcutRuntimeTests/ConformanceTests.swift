import Foundation
import IntentKit
import ShortcutRuntime
import Testing

/// Small shortcuts, each with what Shortcuts shows when it runs and where that is said
/// (docs/RUNTIME.md has the table). `run` must give the same.
struct ConformanceCase: CustomTestStringConvertible, Sendable {
    var name: String
    var actions: [Act]
    var input: RuntimeValue = .nothing
    var answers: [String] = []
    var shown: [String]
    var source: String
    var testDescription: String { name }
}

extension Act: @unchecked Sendable {}

enum Conformance {
    static let cases: [ConformanceCase] = [
        ConformanceCase(name: "Text and Show Result", actions: [
            Act("gettext", [("WFTextActionText", P.plain("Hello, world"))]),
            Act("showresult", [("Text", P.text(P.output("A", "Text")))]),
        ].withUUIDs(["A"]), shown: ["Hello, world"], source: "Shortcuts User Guide: Text, Show Result"),
        ConformanceCase(name: "whole numbers print without decimals", actions: [
            Act("number", [("WFNumberActionNumber", P.number(3))], uuid: "N"),
            Act("math", [("WFInput", P.attachment(P.output("N"))), ("WFMathOperation", .string("×")), ("WFMathOperand", P.number(4))], uuid: "M"),
            Act("showresult", [("Text", P.text(P.output("M")))]),
        ], shown: ["12"], source: "Shortcuts User Guide: Calculate; Number"),
        ConformanceCase(name: "0.1 + 0.2 is 0.3", actions: [
            Act("number", [("WFNumberActionNumber", P.number(0.1))], uuid: "N"),
            Act("math", [("WFInput", P.attachment(P.output("N"))), ("WFMathOperation", .string("+")), ("WFMathOperand", P.number(0.2))], uuid: "M"),
            Act("showresult", [("Text", P.text(P.output("M")))]),
        ], shown: ["0.3"], source: "Shortcuts prints numbers in decimal, not binary floating point"),
        ConformanceCase(name: "division", actions: [
            Act("math", [("WFInput", P.number(7)), ("WFMathOperation", .string("÷")), ("WFMathOperand", P.number(2))], uuid: "M"),
            Act("showresult", [("Text", P.text(P.output("M")))]),
        ], shown: ["3.5"], source: "Shortcuts User Guide: Calculate"),
        ConformanceCase(name: "scientific: x^y and modulus", actions: [
            Act("math", [("WFInput", P.number(2)), ("WFMathOperation", .string("…")), ("WFScientificMathOperation", .string("x^y")),
                         ("WFScientificMathOperand", P.number(10))], uuid: "M"),
            Act("math", [("WFInput", P.number(17)), ("WFMathOperation", .string("…")), ("WFScientificMathOperation", .string("Modulus")),
                         ("WFScientificMathOperand", P.number(5))], uuid: "R"),
            Act("showresult", [("Text", P.text(P.output("M"), P.words(" "), P.output("R")))]),
        ], shown: ["1024 2"], source: "Shortcuts User Guide: Calculate (scientific operations)"),
        ConformanceCase(name: "Calculate Expression", actions: [
            Act("calculateexpression", [("Input", P.plain("(2 + 3) × 4 − 2^3"))], uuid: "E"),
            Act("showresult", [("Text", P.text(P.output("E")))]),
        ], shown: ["12"], source: "Shortcuts User Guide: Calculate Expression"),
        ConformanceCase(name: "Round to hundredths, up and down", actions: [
            Act("round", [("WFInput", P.number(3.14159)), ("WFRoundTo", .string("Hundredths"))], uuid: "A"),
            Act("round", [("WFInput", P.number(2.1)), ("WFRoundMode", .string("Always Round Up"))], uuid: "B"),
            Act("round", [("WFInput", P.number(2.9)), ("WFRoundMode", .string("Always Round Down"))], uuid: "C"),
            Act("showresult", [("Text", P.text(P.output("A"), P.words(" "), P.output("B"), P.words(" "), P.output("C")))]),
        ], shown: ["3.14 3 2"], source: "Shortcuts User Guide: Round Number"),
        ConformanceCase(name: "Format Number", actions: [
            Act("format.number", [("WFNumber", P.number(1234.5)), ("WFNumberFormatDecimalPlaces", P.number(2))], uuid: "F"),
            Act("showresult", [("Text", P.text(P.output("F")))]),
        ], shown: ["1,234.50"], source: "Shortcuts User Guide: Format Number (decimal places); grouping as en_US formats"),
        ConformanceCase(name: "Get Numbers from Input reads the number in text", actions: [
            Act("gettext", [("WFTextActionText", P.plain("It costs 3.50 dollars"))], uuid: "T"),
            Act("detect.number", [("WFInput", P.attachment(P.output("T")))], uuid: "N"),
            Act("math", [("WFInput", P.attachment(P.output("N"))), ("WFMathOperation", .string("×")), ("WFMathOperand", P.number(2))], uuid: "M"),
            Act("showresult", [("Text", P.text(P.output("M")))]),
        ], shown: ["7"], source: "Shortcuts User Guide: Get Numbers from Input"),
        ConformanceCase(name: "a list as text is its items on lines", actions: [
            Act("list", [("WFItems", .array([.string("apples"), .string("pears")]))], uuid: "L"),
            Act("showresult", [("Text", P.text(P.output("L")))]),
        ], shown: ["apples\npears"], source: "Shortcuts coerces a list to text by joining its items with new lines (Cherri docs: type coercion)"),
        ConformanceCase(name: "a dictionary as text is its JSON", actions: [
            Act("dictionary", [("WFItems", P.dictionary([("name", 0, P.text(.text("Ann"))), ("age", 3, P.text(.text("31"))),
                                                          ("tags", 2, P.array([.string("a"), .string("b")]))]))], uuid: "D"),
            Act("showresult", [("Text", P.text(P.output("D")))]),
        ], shown: [#"{"name":"Ann","age":31,"tags":["a","b"]}"#], source: "Shortcuts User Guide: Dictionary; a dictionary's text is JSON"),
        ConformanceCase(name: "Get Dictionary Value by key and by path", actions: [
            Act("dictionary", [("WFItems", P.dictionary([("address", 1, P.dictionary([("city", 0, P.text(.text("Lyon")))]))]))], uuid: "D"),
            Act("getvalueforkey", [("WFInput", P.attachment(P.output("D"))), ("WFDictionaryKey", P.plain("address.city"))], uuid: "V"),
            Act("showresult", [("Text", P.text(P.output("V")))]),
        ], shown: ["Lyon"], source: "Shortcuts User Guide: Get Dictionary Value (dot-separated key paths)"),
        ConformanceCase(name: "All Keys, Set Dictionary Value", actions: [
            Act("dictionary", [("WFItems", P.dictionary([("a", 0, P.text(.text("1")))]))], uuid: "D"),
            Act("setvalueforkey", [("WFDictionary", P.attachment(P.output("D"))), ("WFDictionaryKey", P.plain("b")),
                                   ("WFDictionaryValue", P.plain("2"))], uuid: "S"),
            Act("getvalueforkey", [("WFInput", P.attachment(P.output("S"))), ("WFGetDictionaryValueType", .string("All Keys"))], uuid: "K"),
            Act("text.combine", [("text", P.attachment(P.output("K"))), ("WFTextSeparator", .string("Custom")), ("WFTextCustomSeparator", P.plain(","))], uuid: "C"),
            Act("showresult", [("Text", P.text(P.output("C")))]),
        ], shown: ["a,b"], source: "Shortcuts User Guide: Set Dictionary Value, Get Dictionary Value"),
        ConformanceCase(name: "a variable's value for key (aggrandizement)", actions: [
            Act("gettext", [("WFTextActionText", P.plain(#"{"temp": 21, "unit": "C"}"#))], uuid: "T"),
            Act("detect.dictionary", [("WFInput", P.attachment(P.output("T")))], uuid: "D"),
            Act("showresult", [("Text", .dictionary(["Value": .dictionary(["string": .string("\u{FFFC}°"),
                "attachmentsByRange": .dictionary(["{0, 1}": .dictionary(["Type": .string("ActionOutput"), "OutputUUID": .string(Act.uuid("D")),
                                                                          "OutputName": .string("Dictionary"), "Aggrandizements": .array([P.key("temp")])])])]),
                "WFSerializationType": .string("WFTextTokenString")]))]),
        ], shown: ["21°"], source: "Shortcuts: a variable's Value for Key (WFDictionaryValueVariableAggrandizement)"),
        ConformanceCase(name: "Set, Add to and Get Variable", actions: [
            Act("gettext", [("WFTextActionText", P.plain("one"))]),
            Act("appendvariable", [("WFVariableName", P.plain("Words"))]),
            Act("gettext", [("WFTextActionText", P.plain("two"))]),
            Act("appendvariable", [("WFVariableName", P.plain("Words"))]),
            Act("getvariable", [("WFVariable", P.attachment(P.variable("Words")))], uuid: "G"),
            Act("count", [("Input", P.attachment(P.output("G")))], uuid: "C"),
            Act("showresult", [("Text", P.text(P.variable("Words"), P.words(" ("), P.output("C"), P.words(")")))]),
        ], shown: ["one\ntwo (2)"], source: "Shortcuts User Guide: Add to Variable makes a list; Count"),
        ConformanceCase(name: "If text contains, Otherwise", actions: [
            Act("gettext", [("WFTextActionText", P.plain("Hello World"))], uuid: "T"),
            Block.parts("conditional", group: "I", mode: 0, [("WFInput", P.subject(P.output("T"))), ("WFCondition", .integer(99)),
                                                              ("WFConditionalActionString", P.plain("world"))]),
            Act("showresult", [("Text", P.plain("yes"))]),
            Block.parts("conditional", group: "I", mode: 1),
            Act("showresult", [("Text", P.plain("no"))]),
            Block.parts("conditional", group: "I", mode: 2),
        ], shown: ["yes"], source: "Shortcuts User Guide: If (contains; text compares without regard to case)"),
        ConformanceCase(name: "If number is greater than, false branch", actions: [
            Act("number", [("WFNumberActionNumber", P.number(3))], uuid: "N"),
            Block.parts("conditional", group: "I", mode: 0, [("WFInput", P.subject(P.output("N"))), ("WFCondition", .integer(2)),
                                                              ("WFNumberValue", P.number(5))]),
            Act("showresult", [("Text", P.plain("big"))]),
            Block.parts("conditional", group: "I", mode: 1),
            Act("showresult", [("Text", P.plain("small"))]),
            Block.parts("conditional", group: "I", mode: 2),
        ], shown: ["small"], source: "Shortcuts User Guide: If (is greater than)"),
        ConformanceCase(name: "If has any value; the block's output", actions: [
            Block.parts("conditional", group: "I", mode: 0, [("WFInput", P.subject(P.input)), ("WFCondition", .integer(100))]),
            Act("gettext", [("WFTextActionText", P.plain("given"))]),
            Block.parts("conditional", group: "I", mode: 1),
            Act("gettext", [("WFTextActionText", P.plain("none"))]),
            Block.parts("conditional", group: "I", mode: 2, uuid: "E"),
            Act("showresult", [("Text", P.text(P.output("E", "If Result")))]),
        ], input: .text("x"), shown: ["given"], source: "Shortcuts User Guide: If Result is the output of the branch that ran"),
        ConformanceCase(name: "Repeat with Repeat Index, its results", actions: [
            Block.parts("repeat.count", group: "R", mode: 0, [("WFRepeatCount", P.number(3))]),
            Act("math", [("WFInput", P.attachment(P.variable("Repeat Index"))), ("WFMathOperation", .string("×")), ("WFMathOperand", P.number(10))]),
            Block.parts("repeat.count", group: "R", mode: 2, uuid: "E"),
            Act("text.combine", [("text", P.attachment(P.output("E", "Repeat Results"))), ("WFTextSeparator", .string("Spaces"))], uuid: "C"),
            Act("showresult", [("Text", P.text(P.output("C")))]),
        ], shown: ["10 20 30"], source: "Shortcuts User Guide: Repeat (Repeat Index counts from 1; Repeat Results)"),
        ConformanceCase(name: "nested Repeat with Each", actions: [
            Act("list", [("WFItems", .array([.string("a"), .string("b")]))], uuid: "L"),
            Block.parts("repeat.each", group: "O", mode: 0, [("WFInput", P.attachment(P.output("L")))]),
            Act("list", [("WFItems", .array([.string("1"), .string("2")]))], uuid: "M"),
            Block.parts("repeat.each", group: "N", mode: 0, [("WFInput", P.attachment(P.output("M")))]),
            Act("showresult", [("Text", P.text(P.variable("Repeat Item"), P.variable("Repeat Item 2"), P.words("#"), P.variable("Repeat Index 2")))]),
            Block.parts("repeat.each", group: "N", mode: 2),
            Block.parts("repeat.each", group: "O", mode: 2),
        ], shown: ["a1#1", "a2#2", "b1#1", "b2#2"], source: "Shortcuts: a nested Repeat's variables are Repeat Item 2 and Repeat Index 2"),
        ConformanceCase(name: "Choose from Menu", actions: [
            Block.parts("choosefrommenu", group: "M", mode: 0, [("WFMenuPrompt", P.plain("Pick")), ("WFMenuItems", .array([.string("Tea"), .string("Coffee")]))]),
            Block.parts("choosefrommenu", group: "M", mode: 1, [("WFMenuItemTitle", .string("Tea"))]),
            Act("showresult", [("Text", P.plain("tea it is"))]),
            Block.parts("choosefrommenu", group: "M", mode: 1, [("WFMenuItemTitle", .string("Coffee"))]),
            Act("showresult", [("Text", P.plain("coffee it is"))]),
            Block.parts("choosefrommenu", group: "M", mode: 2),
        ], answers: ["coffee"], shown: ["coffee it is"], source: "Shortcuts User Guide: Choose from Menu"),
        ConformanceCase(name: "Ask for Input (number) and Choose from List", actions: [
            Act("ask", [("WFAskActionPrompt", P.plain("How many?")), ("WFInputType", .string("Number"))], uuid: "A"),
            Act("list", [("WFItems", .array([.string("red"), .string("green")]))], uuid: "L"),
            Act("choosefromlist", [("WFInput", P.attachment(P.output("L")))], uuid: "C"),
            Act("showresult", [("Text", P.text(P.output("A"), P.words(" "), P.output("C")))]),
        ], answers: ["4", "2"], shown: ["4 green"], source: "Shortcuts User Guide: Ask for Input, Choose from List"),
        ConformanceCase(name: "Split, Replace, Change Case, Trim, Match", actions: [
            Act("gettext", [("WFTextActionText", P.plain("  b-a-c  "))], uuid: "T"),
            Act("text.trimwhitespace", [("WFInput", P.text(P.output("T")))], uuid: "W"),
            Act("text.split", [("text", P.text(P.output("W"))), ("WFTextSeparator", .string("Custom")), ("WFTextCustomSeparator", P.plain("-"))], uuid: "S"),
            Act("count", [("Input", P.attachment(P.output("S")))], uuid: "N"),
            Act("text.replace", [("WFInput", P.text(P.output("W"))), ("WFReplaceTextFind", P.plain("-")), ("WFReplaceTextReplace", P.plain("+"))], uuid: "R"),
            Act("text.changecase", [("text", P.text(P.output("R"))), ("WFCaseType", .string("UPPERCASE"))], uuid: "U"),
            Act("text.match", [("text", P.text(P.output("U"))), ("WFMatchTextPattern", P.plain("[A-Z]"))], uuid: "M"),
            Act("showresult", [("Text", P.text(P.output("N"), P.words(" "), P.output("U"), P.words(" "), P.output("M")))]),
        ], shown: ["3 B+A+C B\nA\nC"], source: "Shortcuts User Guide: Split Text, Replace Text, Change Case, Match Text, Trim Whitespace"),
        ConformanceCase(name: "Replace with a regular expression", actions: [
            Act("text.replace", [("WFInput", P.plain("2026-11-26")), ("WFReplaceTextFind", P.plain("(\\d+)-(\\d+)-(\\d+)")),
                                 ("WFReplaceTextReplace", P.plain("$3/$2/$1")), ("WFReplaceTextRegularExpression", .bool(true))], uuid: "R"),
            Act("showresult", [("Text", P.text(P.output("R")))]),
        ], shown: ["26/11/2026"], source: "Shortcuts User Guide: Replace Text (regular expressions, $1 groups)"),
        ConformanceCase(name: "Get Item from List", actions: [
            Act("list", [("WFItems", .array([.string("a"), .string("b"), .string("c"), .string("d")]))], uuid: "L"),
            Act("getitemfromlist", [("WFInput", P.attachment(P.output("L"))), ("WFItemSpecifier", .string("Last Item"))], uuid: "X"),
            Act("getitemfromlist", [("WFInput", P.attachment(P.output("L"))), ("WFItemSpecifier", .string("Item At Index")), ("WFItemIndex", P.number(2))], uuid: "Y"),
            Act("getitemfromlist", [("WFInput", P.attachment(P.output("L"))), ("WFItemSpecifier", .string("Items in Range")),
                                    ("WFItemRangeStart", P.number(2)), ("WFItemRangeEnd", P.number(3))], uuid: "Z"),
            Act("showresult", [("Text", P.text(P.output("X"), P.output("Y"), P.words(" "), P.output("Z")))]),
        ], shown: ["db b\nc"], source: "Shortcuts User Guide: Get Item from List (items counted from 1)"),
        ConformanceCase(name: "URL Encode, Base64, hashes", actions: [
            Act("urlencode", [("WFInput", P.plain("a b&c"))], uuid: "U"),
            Act("base64encode", [("WFInput", P.attachment(P.output("U")))], uuid: "B"),
            Act("hash", [("WFInput", P.plain("abc")), ("WFHashType", .string("SHA256"))], uuid: "H"),
            Act("hash", [("WFInput", P.plain("abc"))], uuid: "M"),
            Act("showresult", [("Text", P.text(P.output("U"), P.words(" "), P.output("B")))]),
            Act("showresult", [("Text", P.text(P.output("H")))]),
            Act("showresult", [("Text", P.text(P.output("M")))]),
        ], shown: ["a%20b%26c YSUyMGIlMjZj", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", "900150983cd24fb0d6963f7d28e17f72"],
        source: "RFC 3986 percent-encoding, RFC 4648 Base64, FIPS 180-4 SHA-256 and RFC 1321 MD5 test vectors"),
        ConformanceCase(name: "Adjust Date and Format Date", actions: [
            Act("date", [("WFDateActionMode", .string("Specified Date")), ("WFDateActionDate", P.plain("2026-01-30T12:00:00Z"))], uuid: "D"),
            Act("adjustdate", [("WFDate", P.attachment(P.output("D"))), ("WFDuration", P.quantity(3, unit: "days"))], uuid: "A"),
            Act("format.date", [("WFDate", P.attachment(P.output("A"))), ("WFDateFormatStyle", .string("ISO 8601"))], uuid: "F"),
            Act("showresult", [("Text", P.text(P.output("F")))]),
        ], shown: ["2026-02-02"], source: "Shortcuts User Guide: Adjust Date, Format Date (ISO 8601 without time)"),
        // The runs' "now" is 2026-11-18T11:06:40Z.
        ConformanceCase(name: "If a date is in the next or last duration", actions: [
            Act("date", [("WFDateActionMode", .string("Specified Date")), ("WFDateActionDate", P.plain("2026-11-20T09:00:00Z"))], uuid: "D"),
            Block.parts("conditional", group: "A", mode: 0, [("WFInput", P.subject(P.output("D"))), ("WFCondition", .integer(1000)),
                                                              ("WFDuration", P.quantity(3, unit: "days"))]),
            Act("showresult", [("Text", P.plain("within the next 3 days"))]),
            Block.parts("conditional", group: "A", mode: 2),
            Block.parts("conditional", group: "B", mode: 0, [("WFInput", P.subject(P.output("D"))), ("WFCondition", .integer(1000)),
                                                              ("WFDuration", P.quantity(1, unit: "days"))]),
            Act("showresult", [("Text", P.plain("within the next day"))]),
            Block.parts("conditional", group: "B", mode: 2),
            Block.parts("conditional", group: "C", mode: 0, [("WFInput", P.subject(P.output("D"))), ("WFCondition", .integer(1001)),
                                                              ("WFDuration", P.quantity(2, unit: "weeks"))]),
            Act("showresult", [("Text", P.plain("within the last 2 weeks"))]),
            Block.parts("conditional", group: "C", mode: 2),
        ], shown: ["within the next 3 days"],
        source: "Shortcuts User Guide: If (is in the next, is in the last); the window is taken from the moment the If runs (assumed)"),
        ConformanceCase(name: "Stop and Output ends the shortcut", actions: [
            Act("gettext", [("WFTextActionText", P.plain("done"))], uuid: "T"),
            Act("output", [("WFOutput", P.text(P.output("T")))]),
            Act("showresult", [("Text", P.plain("never shown"))]),
        ], shown: [], source: "Shortcuts User Guide: Stop and Output"),
        ConformanceCase(name: "Shortcut Input", actions: [
            Act("showresult", [("Text", P.text(P.words("Got "), P.input))]),
        ], input: .text("a parcel"), shown: ["Got a parcel"], source: "Shortcuts User Guide: Shortcut Input"),
        ConformanceCase(name: "Show Notification and Speak Text print their text", actions: [
            Act("notification", [("WFNotificationActionTitle", P.plain("Timer")), ("WFNotificationActionBody", P.plain("Tea is ready"))]),
            Act("speaktext", [("WFText", P.plain("Tea is ready"))]),
        ], shown: ["Timer: Tea is ready", "Tea is ready"], source: "issue 46: each is printed on its own line"),
        ConformanceCase(name: "Show Alert, continue", actions: [
            Act("alert", [("WFAlertActionTitle", P.plain("Careful")), ("WFAlertActionMessage", P.plain("Go on?"))]),
            Act("showresult", [("Text", P.plain("went on"))]),
        ], answers: ["ok"], shown: ["Careful: Go on?", "went on"], source: "Shortcuts User Guide: Show Alert (Cancel stops the shortcut)"),
    ]
}

@Suite struct ConformanceTests {
    @Test(arguments: Conformance.cases)
    func runGivesWhatShortcutsGives(_ example: ConformanceCase) async {
        let ran = await run(example.actions, input: example.input, answers: example.answers)
        #expect(ran.failure == nil, "\(String(describing: ran.failure))")
        #expect(ran.shown == example.shown, "\(example.name), after \(example.source)")
    }
}

extension [Act] {
    /// Gives the actions the UUIDs named, in order (nil leaves one without).
    func withUUIDs(_ names: [String?]) -> [Act] {
        enumerated().map { index, act in
            guard index < names.count, let name = names[index] else { return act }
            var named = act
            named.parameters.append(("UUID", .string(Act.uuid(name))))
            return named
        }
    }
}
