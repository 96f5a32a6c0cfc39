@testable import AppleShortcuts
import Foundation
import IntentKit
import Testing
import TestSupport

/// Thousands of damaged shortcuts — bytes flipped, runs overwritten, files cut short — each
/// gives a document or an error; none crashes or hangs. Seeded, so a failure reproduces.
@Suite(.offThePool) struct ShortcutFileFuzzTests {
    static var seeds: [[UInt8]] {
        var seeds = Corpus.files.compactMap { try? Corpus.bytes($0) }
        let own: PropertyListValue = .dictionary([
            "WFWorkflowActions": .array([.dictionary(["WFWorkflowActionIdentifier": .string("is.workflow.actions.gettext"),
                                                      "WFWorkflowActionParameters": .dictionary(["UUID": .string("0F9D8C52-6B0A-4C5E-9E51-2B9F4B1C7A10"),
                                                                                                 "n": .integer(300), "r": .real(1.5), "d": .data([1, 2]),
                                                                                                 "when": .date(.distantPast), "list": .array([.bool(true)])])])]),
            "WFWorkflowClientVersion": .string("2038.0.2.4"),
        ])
        seeds += [PropertyListCoder.encode(own, as: .binary), PropertyListCoder.encode(own, as: .xml)]
        return seeds
    }

    @Test func tenThousandMutatedFilesEachOpenOrFail() {
        var random = SeededGenerator(seed: 0x5107_7C07)
        let seeds = Self.seeds
        var opened = 0
        var refused = 0
        for round in 0..<12_000 {
            var bytes = seeds[round % seeds.count]
            switch random.next() % 4 {
            case 0:
                for _ in 0..<(1 + random.next() % 8) {
                    let index = Int(random.next() % UInt64(bytes.count))
                    bytes[index] ^= UInt8(truncatingIfNeeded: random.next() | 1)
                }
            case 1:
                bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count))))
            case 2:
                let start = Int(random.next() % UInt64(bytes.count))
                let length = min(bytes.count - start, Int(random.next() % 16))
                for index in start..<start + length { bytes[index] = UInt8(truncatingIfNeeded: random.next()) }
            default:
                // Near the trailer of a binary file, where sizes and offsets live.
                let index = max(0, bytes.count - 1 - Int(random.next() % 40))
                bytes[index] = UInt8(truncatingIfNeeded: random.next())
            }
            // The start read through the offset table never crashes either, and where the
            // whole file reads, it is the whole read's first actions.
            let limit = Int(random.next() % 4)
            let prefix = try? ShortcutFileCodec.decodePrefix(bytes, file: "fuzz", name: "fuzz", date: .distantPast, actionLimit: limit)
            do {
                let decoded = try ShortcutFileCodec.decode(bytes, file: "fuzz", name: "fuzz", date: .distantPast)
                if let prefix, decoded.signer == nil {
                    #expect(prefix.actionCount == decoded.document.actions.count)
                    // Actions with one identifier get a fresh one on each read: compare the rest.
                    #expect(prefix.document.actions.map(\.intent) == decoded.document.actions.prefix(limit).map(\.intent), "round \(round)")
                    #expect(prefix.document.actions.map(\.values) == decoded.document.actions.prefix(limit).map(\.values), "round \(round)")
                } else if PropertyListFormat.detect(bytes) == .binary {
                    Issue.record("round \(round): a binary file that reads whole has no prefix")
                }
                // What opens also saves, in both encodings, and reads back (checked for one in
                // eight, which keeps the test to seconds in a debug build).
                for format in [PropertyListFormat.binary, .xml] where round % 8 == 0 {
                    if let saved = try? ShortcutFileCodec.encode(decoded.document, as: format, file: "fuzz") {
                        do { _ = try PropertyListCoder.decode(saved) } catch { Issue.record("saved \(format) does not read back: \(error)") }
                    }
                }
                opened += 1
            } catch {
                #expect(!error.description.isEmpty)
                refused += 1
            }
        }
        #expect(opened + refused == 12_000)
        #expect(opened > 100 && refused > 100, "the mutations should both keep and break files: \(opened) opened, \(refused) refused")
    }
}
