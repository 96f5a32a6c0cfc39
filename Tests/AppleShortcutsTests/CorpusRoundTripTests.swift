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
