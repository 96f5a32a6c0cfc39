@testable import AppleShortcuts
import Foundation
import IntentKit
import ShortcutModel
import Testing

/// Real shortcuts open and save back property-list-equal: same keys, same types, same
/// values, in the encoding they came in.
@Suite(.enabled(if: Corpus.isAvailable, "needs ../shared/corpus/shortcuts"))
struct CorpusRoundTripTests {
    @Test(arguments: Corpus.files)
    func opensAndSavesBackEqual(_ url: URL) throws {
        let bytes = try Corpus.bytes(url)
        let (original, format) = try PropertyListCoder.decode(bytes)
        let decoded = try ShortcutFileCodec.decode(bytes, file: url.lastPathComponent, name: "x", date: Date(timeIntervalSince1970: 0))
        #expect(decoded.format == format)
        #expect(!decoded.document.actions.isEmpty)
        let saved = try ShortcutFileCodec.encode(decoded.document, as: decoded.format, file: url.lastPathComponent)
        #expect(PropertyListFormat.detect(saved) == format, "XML stays XML, binary stays binary")
        let (reread, _) = try PropertyListCoder.decode(saved)
        #expect(reread == original)
        // Saved again, the bytes are the same: the writer is deterministic.
        let again = try ShortcutFileCodec.decode(saved, file: "again", name: "x", date: Date(timeIntervalSince1970: 0))
        #expect(try ShortcutFileCodec.encode(again.document, as: format, file: "again") == saved)
    }

    @Test(arguments: Corpus.files)
    func theOtherEncodingAndJSONHoldTheSameTree(_ url: URL) throws {
        let bytes = try Corpus.bytes(url)
        let (original, _) = try PropertyListCoder.decode(bytes)
        for format in [PropertyListFormat.binary, .xml] {
            let (converted, _) = try PropertyListCoder.decode(PropertyListCoder.encode(original, as: format))
            #expect(converted == original, "\(format)")
        }
        // To the editor's own JSON and back.
        let decoded = try ShortcutFileCodec.decode(bytes, file: "f", name: "x", date: Date(timeIntervalSince1970: 0))
        let json = try ShortcutDocument.decode(decoded.document.encoded(), file: "f.json").document
        let (back, _) = try PropertyListCoder.decode(try ShortcutFileCodec.encode(json, as: .binary, file: "f"))
        #expect(back == original)
    }
}

/// One edit changes exactly that value: the rest of a real shortcut's tree is untouched.
@Suite(.enabled(if: Corpus.isAvailable, "needs ../shared/corpus/shortcuts"))
struct CorpusEditTests {
    @Test(arguments: Corpus.files)
    func oneEditChangesOneValue(_ url: URL) throws {
        let bytes = try Corpus.bytes(url)
        let (original, format) = try PropertyListCoder.decode(bytes)
        var document = try ShortcutFileCodec.decode(bytes, file: "f", name: "x", date: .distantPast).document
        // The first action with a plain string parameter (not its UUID).
        let (index, key) = try #require(document.actions.enumerated().lazy.compactMap { index, action in
            action.values.keys.sorted().first { key in
                key != "UUID" && { if case .string = action.values[key] { true } else { false } }()
            }.map { (index, $0) }
        }.first)
        document.actions[index].values[key] = .string("edited")
        let (edited, _) = try PropertyListCoder.decode(ShortcutFileCodec.encode(document, as: format, file: "f"))
        // Put the old value back into the edited tree: it must then equal the original.
        guard case .dictionary(var top) = edited, case .array(var actions) = top["WFWorkflowActions"],
              case .dictionary(var action) = actions[index], case .dictionary(var parameters) = action["WFWorkflowActionParameters"] else {
            Issue.record("the edited file lost its structure")
            return
        }
        #expect(parameters[key] == .string("edited"))
        parameters[key] = original["WFWorkflowActions"]?.arrayValue?[index]["WFWorkflowActionParameters"]?[key]
        action["WFWorkflowActionParameters"] = .dictionary(parameters)
        actions[index] = .dictionary(action)
        top["WFWorkflowActions"] = .array(actions)
        #expect(PropertyListValue.dictionary(top) == original)
    }
}
