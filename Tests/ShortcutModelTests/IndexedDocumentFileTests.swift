import Foundation
import IntentKit
import ShortcutModel
import Testing

/// A file indexed once: a preview of its first actions, then the whole from the same index.
@Suite struct IndexedDocumentFileTests {
    static func document(actions count: Int) -> ShortcutDocument {
        ShortcutDocument(name: "Long", icon: "star", color: "blue", actions: (0..<count).map { index in
            ShortcutAction(intent: "x.step", values: ["n": .int(index), "label": .string("step \(index)")])
        }, created: Date(timeIntervalSince1970: 1_700_000_000), unknownMembers: ["future": .bool(true)])
    }

    /// `document(actions:)`'s JSON with the action at `position` missing its intent: a shape
    /// error there, and nowhere else.
    static func json(actions count: Int, withoutIntentAt position: Int) throws -> JSONValue {
        guard case .object(var members) = document(actions: count).json, let index = members.firstIndex(where: { $0.key == "actions" }),
              case .array(var actions) = members[index].value, case .object(var action) = actions[position] else {
            throw CocoaError(.coderReadCorrupt)
        }
        action.removeAll { $0.key == "intent" }
        actions[position] = .object(action)
        members[index].value = .array(actions)
        return .object(members)
    }

    @Test func aPreviewIsTheWholeDocumentCutAfterItsFirstActions() throws {
        let document = Self.document(actions: 1_300)
        let indexed = try IndexedDocumentFile(document.encoded(), file: "long.json")
        #expect(indexed.actionCount == 1_300)
        for limit in [0, 1, 24, 1_299, 1_300, 5_000] {
            let preview = try indexed.decode(actionLimit: limit)
            var expected = document
            expected.actions = Array(document.actions.prefix(limit))
            #expect(preview.document == expected, "limit \(limit)")
            #expect(preview.actionCount == 1_300)
        }
        let whole = try indexed.decode()
        #expect(whole.document == document)
        #expect(whole.actionCount == 1_300)
    }

    @Test func syntaxErrorsAreFoundByTheIndexAsAWholeDecodeFindsThem() throws {
        let bytes = Data("{\"formatVersion\": 1, \"name\": \"x\", \"actions\": [{\"id\": }]}".utf8)
        let whole = Result { () throws(DocumentError) in try ShortcutDocument.decode(bytes, file: "bad.json") }
        let indexed = Result { () throws(DocumentError) in try IndexedDocumentFile(bytes, file: "bad.json") }
        guard case .failure(let expected) = whole, case .failure(let found) = indexed else {
            Issue.record("both should fail")
            return
        }
        #expect(found == expected)
        #expect(found.description.hasPrefix("bad.json:1:"))
    }

    /// A whole read finds the actions by their brackets and lets each action's parse check
    /// it; nesting is still bounded where a whole parse bounds it (512 levels, the
    /// document's object and its list of actions included), not a level deeper.
    @Test func anActionIsNestedNoDeeperThanAWholeParseAllows() throws {
        func document(depth: Int) -> [UInt8] {
            // The document's object, the actions' array and the action's object are three
            // levels, its values object a fourth; the rest are arrays in one value.
            let arrays = depth - 4
            let value = String(repeating: "[", count: arrays) + String(repeating: "]", count: arrays)
            let action = #"{"id": "0F9D8C52-6B0A-4C5E-9E51-2B9F4B1C7A10", "intent": "x.step", "values": {"deep": \#(value)}}"#
            return Array(#"{"formatVersion": 1, "name": "Deep", "created": "2026-11-21T09:30:00Z", "modified": "2026-11-21T09:30:00Z", "actions": [\#(action)]}"#.utf8)
        }
        #expect(throws: Never.self) { try JSONValue.parse(document(depth: 512)) }
        #expect(throws: Never.self) { try ShortcutDocument.decode(document(depth: 512), file: "deep.json") }
        var whole: JSONSyntaxError?
        do { _ = try JSONValue.parse(document(depth: 513)) } catch { whole = error }
        #expect(whole?.message == "nesting deeper than 512 levels")
        #expect(throws: DocumentError.syntax(file: "deep.json", try #require(whole))) {
            try ShortcutDocument.decode(document(depth: 513), file: "deep.json")
        }
    }

    /// A broken action is reported as a checked reading reports it — the first problem in the
    /// file, at its line and column — although the quick reading meets a later one first.
    @Test func aBrokenFileIsReportedAsTheCheckedReadingFindsIt() throws {
        // Action 3 lacks its intent (a shape error); action 30 is not JSON (a syntax error,
        // which a checked index finds before any action is decoded).
        let json = try Self.json(actions: 40, withoutIntentAt: 3)
        var text = String(decoding: json.canonicalBytes(), as: UTF8.self)
        let thirtieth = try #require(text.range(of: "\"step 30\""))
        text.replaceSubrange(thirtieth, with: "\"step 30\" 7")
        let bytes = Data(text.utf8)
        let checked = Result { () throws(DocumentError) in try IndexedDocumentFile(bytes, file: "broken.json").decode() }
        let quick = Result { () throws(DocumentError) in try ShortcutDocument.decode(bytes, file: "broken.json") }
        // The whole read after a preview, from the preview's index, which indexes this file.
        let afterPreview = Result { () throws(DocumentError) in
            try IndexedDocumentFile(bytes, file: "broken.json", checkingActions: false).decodeWhole()
        }
        guard case .failure(let expected) = checked, case .syntax = expected, case .failure(let found) = quick,
              case .failure(let foundAfterPreview) = afterPreview else {
            Issue.record("all should fail for the syntax: \(checked), \(quick), \(afterPreview)")
            return
        }
        #expect(found == expected)
        #expect(foundAfterPreview == expected)
    }

    /// The whole read that follows a preview decodes from the preview's index: the same
    /// document a decode of the bytes gives, without indexing them again.
    @Test(arguments: [false, true])
    func theWholeReadFromAPreviewsIndexIsTheDocument(checkingActions: Bool) throws {
        let document = Self.document(actions: 700)
        let indexed = try IndexedDocumentFile(document.encoded(), file: "long.json", checkingActions: checkingActions)
        _ = try indexed.decode(actionLimit: 24)
        let whole = try indexed.decodeWhole()
        #expect(whole.document == document)
        #expect(whole.actionCount == 700)
    }

    @Test func aProblemPastThePreviewIsLeftForTheWholeDecode() throws {
        let json = try Self.json(actions: 800, withoutIntentAt: 700)
        let indexed = try IndexedDocumentFile(Data(json.canonicalBytes()), file: "long.json")
        #expect(try indexed.decode(actionLimit: 100).document.actions.count == 100)
        #expect(throws: DocumentError.self) { try indexed.decode() }
        do {
            _ = try indexed.decode()
        } catch {
            #expect(error.description.contains("$.actions[700]"), "\(error)")
        }
    }
}
