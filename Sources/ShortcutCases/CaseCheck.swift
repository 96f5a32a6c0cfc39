import Foundation
import IntentKit
import ShortcutRuntime

/// A case's expectations held against its run: what was shown, its output, how it ended, and
/// the device after it. Unless the case expects a status or an error, the run must end done.
struct CaseCheck {
    let expect: ShortcutTestExpectation
    let shown: [String]
    /// Lines shown past those kept (`ShortcutCaseRunner.shownLinesKept`).
    var shownOmitted = 0
    let ending: CaseEnding
    let device: DeviceStore

    func mismatches() -> [CaseMismatch] {
        var found: [CaseMismatch] = []
        let failure: RunFailure? = if case .failed(let failure) = ending { failure } else { nil }
        let status = failure?.exitStatus ?? 0
        if let expected = expect.status ?? (expect.error == nil ? 0 : nil), expected != status {
            found.append(CaseMismatch(subject: "status", expected: ["\(expected)"], actual: ["\(status)" + (failure.map { ": \($0)" } ?? "")]))
        }
        if let words = expect.error, !(failure?.description.contains(words) ?? false) {
            found.append(CaseMismatch(subject: "error", expected: ["… \(words) …"], actual: [failure?.description ?? "(the run ended without an error)"]))
        }
        let said = shownOmitted == 0 ? shown : shown + ["… and \(shownOmitted) more lines shown, past the \(shown.count) a case keeps"]
        if let lines = expect.shown, lines != shown || shownOmitted > 0 {
            found.append(CaseMismatch(subject: "shown", expected: lines, actual: said))
        }
        if let lines = expect.shownIncludes, !Self.inOrder(lines, among: shown) {
            found.append(CaseMismatch(subject: "shown, in this order among others", expected: lines, actual: said))
        }
        if let output = expect.output {
            let actual: String = if case .done(let value?) = ending { value.text } else { "(no output)" }
            if actual != output { found.append(CaseMismatch(subject: "output", expected: output.lines, actual: actual.lines)) }
        }
        for expectation in expect.device {
            let (count, sample) = matching(expectation)
            if count != expectation.count {
                found.append(CaseMismatch(subject: "device", expected: [expectation.description],
                                          actual: ["\(count) \(expectation.kind.rawValue)" + (sample.isEmpty ? "" : "; the device has " + sample)]))
            }
        }
        return found
    }

    static func inOrder(_ wanted: [String], among lines: [String]) -> Bool {
        var rest = lines[...]
        for line in wanted {
            guard let found = rest.firstIndex(of: line) else { return false }
            rest = rest[(found + 1)...]
        }
        return true
    }

    /// How many records match, and a few of the kind's records for the message.
    private func matching(_ expectation: DeviceExpectation) -> (Int, String) {
        let records: [JSONValue]
        if expectation.kind == .files {
            records = files()
        } else {
            guard let snapshot = try? device.snapshot(), case .object(let members) = snapshot.json,
                  case .array(let items)? = members.first(where: { $0.key == expectation.kind.rawValue })?.value else { return (0, "") }
            records = items
        }
        let matched = records.filter { record in expectation.fields.allSatisfy { Self.field($0.key, of: record) == $0.value } }
        let names = records.prefix(5).compactMap { Self.field(expectation.kind == .files ? "path" : "title", of: $0) ?? Self.field("type", of: $0) }
        let sample = names.isEmpty ? "" : names.joined(separator: ", ") + (records.count > 5 ? ", …" : "")
        return (matched.count, sample)
    }

    /// The device's files as records: `path`, `name` and `text`.
    private func files() -> [JSONValue] {
        guard let files = try? device.files() else { return [] }
        return files.map { file -> JSONValue in
            .object([(key: "path", value: .string(file.path ?? file.name)), (key: "name", value: .string(file.name)),
                     (key: "text", value: .string(String(decoding: file.bytes, as: UTF8.self)))])
        }
    }

    /// A record's field as text, as a test file writes it: true/false, a number without a
    /// needless ".0", dates in ISO 8601.
    static func field(_ key: String, of record: JSONValue) -> String? {
        guard case .object(let members) = record, let value = members.first(where: { $0.key == key })?.value else { return nil }
        switch value {
        case .string(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .int(let number): return String(number)
        case .double(let number): return RuntimeValue.format(number)
        case .array(let items): return items.compactMap { if case .string(let text) = $0 { text } else { nil } }.joined(separator: ", ")
        case .null, .object: return nil
        }
    }
}

extension String {
    /// The text's lines, for a diff.
    var lines: [String] { split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
}
