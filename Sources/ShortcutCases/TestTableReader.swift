import Foundation
import IntentKit
import TOMLKit

/// Reads one `[[case]]` table into a case, each problem naming its key path
/// (`case[2].expect.shown[3]`).
struct TestTableReader {
    let file: String
    let folder: URL

    func problem(_ place: String, _ message: String) -> ShortcutTestFileError {
        ShortcutTestFileError(file: file, place: place, message: message)
    }

    static let caseKeys = ["name", "input", "answers", "stubs", "device", "clipboard", "stored", "now", "expect"]
    static let expectKeys = ["shown", "shown_includes", "output", "status", "error", "device"]

    func testCase(_ table: TOMLTable, place: String) throws(ShortcutTestFileError) -> ShortcutTestCase {
        for key in table.keys where !Self.caseKeys.contains(key) {
            throw problem("\(place).\(key)", "unknown key; expected one of " + Self.caseKeys.joined(separator: ", "))
        }
        guard let name = table["name"]?.string, !name.isEmpty else { throw problem("\(place).name", "expected the case's name as text") }
        var testCase = ShortcutTestCase(name: name)
        testCase.input = try optionalText(table, "input", place)
        testCase.clipboard = try optionalText(table, "clipboard", place)
        testCase.answers = try texts(table, "answers", place) ?? []
        if let stubs = table["stubs"] {
            guard let stubTable = stubs.table else { throw problem("\(place).stubs", "expected a table of stand-ins, like { \"6\" = \"a plan\" }") }
            for key in stubTable.keys {
                guard let value = stubTable[key] else { continue }
                testCase.stubs[key.uppercased()] = try stubText(value, place: "\(place).stubs.\(key)")
            }
        }
        if let stored = table["stored"] {
            guard let storedTable = stored.table else {
                throw problem("\(place).stored", "expected a table of Stored Content, like { visits = 3, global = { theme = \"dark\" } }")
            }
            for key in storedTable.keys {
                guard let value = storedTable[key] else { continue }
                if key == "global", let global = value.table {
                    for globalKey in global.keys {
                        guard let item = global[globalKey] else { continue }
                        testCase.storedGlobal[globalKey] = try seed(item, place: "\(place).stored.global.\(globalKey)")
                    }
                } else {
                    testCase.stored[key] = try seed(value, place: "\(place).stored.\(key)")
                }
            }
        }
        if let device = try optionalText(table, "device", place) {
            testCase.device = device.hasPrefix("/") ? URL(localPath: device) : folder.appendingPathComponent(device)
        }
        if let now = table["now"] {
            guard let date = now.dateTime.flatMap(Self.date) ?? now.string.flatMap(Self.date) else {
                throw problem("\(place).now", "expected a date and time with its offset, like now = 2026-11-18T09:00:00Z")
            }
            testCase.now = date
        }
        if let expect = table["expect"] {
            guard let expectTable = expect.table else { throw problem("\(place).expect", "expected a table: [case.expect]") }
            testCase.expect = try expectation(expectTable, place: "\(place).expect")
        }
        if testCase.expect.isEmpty { throw problem("\(place).expect", "expected [case.expect] with something to check: shown, output, status, error or device") }
        return testCase
    }

    private func expectation(_ table: TOMLTable, place: String) throws(ShortcutTestFileError) -> ShortcutTestExpectation {
        for key in table.keys where !Self.expectKeys.contains(key) {
            throw problem("\(place).\(key)", "unknown key; expected one of " + Self.expectKeys.joined(separator: ", "))
        }
        var expect = ShortcutTestExpectation()
        expect.shown = try texts(table, "shown", place)
        expect.shownIncludes = try texts(table, "shown_includes", place)
        expect.output = try optionalText(table, "output", place)
        expect.error = try optionalText(table, "error", place)
        if let status = table["status"] {
            guard let code = status.int, [0, 1, 3, 4].contains(code) else {
                throw problem("\(place).status", "expected 0 (done), 1 (failed), 3 (an action cannot run) or 4 (a prompt had no answer)")
            }
            expect.status = Int32(code)
        }
        if let device = table["device"] {
            guard let entries = device.array else { throw problem("\(place).device", "expected [[case.expect.device]] tables") }
            for index in 0..<entries.count {
                guard let entry = entries[index].table else { throw problem("\(place).device[\(index + 1)]", "expected a table") }
                expect.device.append(try deviceExpectation(entry, place: "\(place).device[\(index + 1)]"))
            }
        }
        return expect
    }

    /// `reminders = 1` (how many) and `where = { title = "X", list = "Y" }`.
    private func deviceExpectation(_ table: TOMLTable, place: String) throws(ShortcutTestFileError) -> DeviceExpectation {
        let kinds = DeviceExpectation.Kind.allCases.map(\.rawValue)
        for key in table.keys where !kinds.contains(key) && key != "where" {
            throw problem("\(place).\(key)", "unknown key; expected one of \(kinds.joined(separator: ", ")) with a count, and where = { … }")
        }
        let given = kinds.filter { table[$0] != nil }
        guard given.count == 1, let kind = DeviceExpectation.Kind(rawValue: given[0]) else {
            throw problem(place, "expected one of \(kinds.joined(separator: ", ")) = COUNT")
        }
        guard let count = table[kind.rawValue]?.int, count >= 0 else { throw problem("\(place).\(kind.rawValue)", "expected how many, a whole number from 0") }
        var fields: [(key: String, value: String)] = []
        if let conditions = table["where"] {
            guard let whereTable = conditions.table else { throw problem("\(place).where", "expected a table of fields, like { title = \"X\" }") }
            for key in whereTable.keys {
                guard let value = whereTable[key] else { continue }
                fields.append((key, try stubText(value, place: "\(place).where.\(key)")))
            }
        }
        return DeviceExpectation(kind: kind, count: count, fields: fields)
    }

    /// A Stored Content value: text, a number or true/false.
    private func seed(_ value: any TOMLValueConvertible, place: String) throws(ShortcutTestFileError) -> StoredSeed {
        if let text = value.string { return .text(text) }
        if let whole = value.int { return .number(Double(whole)) }
        if let number = value.double { return .number(number) }
        if let flag = value.bool { return .bool(flag) }
        throw problem(place, "expected text, a number or true/false")
    }

    private func optionalText(_ table: TOMLTable, _ key: String, _ place: String) throws(ShortcutTestFileError) -> String? {
        guard let value = table[key] else { return nil }
        guard let text = value.string else { throw problem("\(place).\(key)", "expected text") }
        return text
    }

    private func texts(_ table: TOMLTable, _ key: String, _ place: String) throws(ShortcutTestFileError) -> [String]? {
        guard let value = table[key] else { return nil }
        guard let array = value.array else { throw problem("\(place).\(key)", "expected a list of text, like [\"one\", \"two\"]") }
        var texts: [String] = []
        for index in 0..<array.count {
            guard let text = array[index].string else { throw problem("\(place).\(key)[\(index + 1)]", "expected text") }
            texts.append(text)
        }
        return texts
    }

    /// Text, a number or a Boolean, as text (a stand-in "42" or a field `completed = true`).
    private func stubText(_ value: any TOMLValueConvertible, place: String) throws(ShortcutTestFileError) -> String {
        if let text = value.string { return text }
        if let number = value.int { return String(number) }
        if let number = value.double { return String(number) }
        if let flag = value.bool { return flag ? "true" : "false" }
        throw problem(place, "expected text, a number or true/false")
    }

    static func date(_ text: String) -> Date? {
        ISO8601DateFormatter().date(from: text)
    }

    /// A TOML date-time with its offset; a local one (no offset) would mean another moment on
    /// every machine, so it is refused.
    static func date(_ value: TOMLDateTime) -> Date? {
        guard let offset = value.offset else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = DateComponents(year: value.date.year, month: value.date.month, day: value.date.day, hour: value.time.hour,
                                   minute: value.time.minute, second: value.time.second, nanosecond: value.time.nanoSecond)
        return calendar.date(from: parts).map { $0.addingTimeInterval(-Double(offset.offset) * 60) }
    }
}
