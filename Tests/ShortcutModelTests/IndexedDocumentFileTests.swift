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

    @Test func aProblemPastThePreviewIsLeftForTheWholeDecode() throws {
        var json = Self.document(actions: 800).json
        guard case .object(var members) = json, let index = members.firstIndex(where: { $0.key == "actions" }),
              case .array(var actions) = members[index].value, case .object(var action) = actions[700] else {
            Issue.record("unexpected shape")
            return
        }
        action.removeAll { $0.key == "intent" }
        actions[700] = .object(action)
        members[index].value = .array(actions)
        json = .object(members)
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
