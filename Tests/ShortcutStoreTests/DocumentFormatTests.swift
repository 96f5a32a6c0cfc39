import DemoIntents
import Foundation
import IntentKit
import ShortcutModel
import ShortcutStore
import Testing
import TestSupport

@Suite(.offThePool) struct DocumentFormatTests {
    static let sample = ShortcutDocument(
        name: "Plan a Hike", icon: "figure.hiking",
        actions: [
            ShortcutAction(id: UUID(uuidString: "0F9D8C52-6B0A-4C5E-9E51-2B9F4B1C7A10")!, intent: "SuggestedTrails", values: [
                "activity": .enumCase(EnumCaseValue(enumIdentifier: "ActivityStyle", caseIdentifier: "biking")),
                "location": .string("Yosemite Valley"),
            ]),
        ],
        created: Date(timeIntervalSince1970: 1_795_000_000), modified: Date(timeIntervalSince1970: 1_795_000_000.25))

    @Test func theFileIsReadableSortedJSON() {
        #expect(String(decoding: Self.sample.encoded(), as: UTF8.self) == """
            {
              "actions": [
                {
                  "id": "0F9D8C52-6B0A-4C5E-9E51-2B9F4B1C7A10",
                  "intent": "SuggestedTrails",
                  "values": {
                    "activity": {
                      "case": "biking",
                      "enum": "ActivityStyle",
                      "type": "enum"
                    },
                    "location": {
                      "type": "string",
                      "value": "Yosemite Valley"
                    }
                  }
                }
              ],
              "created": "2026-11-18T11:06:40Z",
              "formatVersion": 1,
              "icon": "figure.hiking",
              "modified": "2026-11-18T11:06:40.250Z",
              "name": "Plan a Hike"
            }

            """)
    }

    @Test func changingOneValueChangesOneLine() {
        var changed = Self.sample
        changed.actions[0].values["location"] = .string("Zion")
        let before = String(decoding: Self.sample.encoded(), as: UTF8.self).split(separator: "\n")
        let after = String(decoding: changed.encoded(), as: UTF8.self).split(separator: "\n")
        #expect(before.count == after.count)
        #expect(zip(before, after).filter { $0 != $1 }.map { String($1) } == [#"          "value": "Zion""#])
    }

    @Test func randomDocumentsRoundTripExactly() throws {
        var generator = SeededGenerator(seed: 0x5EED_2026)
        for round in 0..<400 {
            let document = RandomDocuments.document(&generator)
            let bytes = document.encoded()
            let decoded = try ShortcutDocument.decode(bytes, file: "random-\(round).json")
            #expect(decoded.diagnostics.isEmpty, "round \(round)")
            #expect(decoded.document.encoded() == bytes, "round \(round): re-encoding changed the bytes")
            #expect(decoded.document.name == document.name && decoded.document.actions.map(\.id) == document.actions.map(\.id))
            for (original, back) in zip(document.actions, decoded.document.actions) {
                #expect(back.values.count == original.values.count, "round \(round)")
                for (key, value) in original.values {
                    let other = try #require(back.values[key])
                    #expect(value == other || (value.json == other.json), "round \(round): \(key)")
                }
            }
        }
    }

    /// Everything this version does not understand survives open and save byte for byte.
    @Test func unknownContentIsPreservedByteForByte() throws {
        let text = """
            {
              "actions": [
                {
                  "futureField": {
                    "nested": [
                      1,
                      2.5,
                      null
                    ]
                  },
                  "id": "0F9D8C52-6B0A-4C5E-9E51-2B9F4B1C7A10",
                  "intent": "com.example.NotInstalledIntent",
                  "values": {
                    "anything": {
                      "type": "placemark",
                      "value": {
                        "lat": 37.7456,
                        "lon": -119.5936
                      }
                    }
                  }
                },
                {
                  "id": "1A9D8C52-6B0A-4C5E-9E51-2B9F4B1C7A10",
                  "intent": "SuggestedTrails",
                  "values": {
                    "activity": {
                      "type": "string",
                      "value": "unicycling"
                    },
                    "count": {
                      "type": "int",
                      "value": "five"
                    },
                    "retiredParameter": {
                      "type": "bool",
                      "value": true
                    }
                  }
                }
              ],
              "created": "2026-11-18T11:06:40Z",
              "formatVersion": 1,
              "modified": "2026-11-18T11:06:40Z",
              "name": "From the future",
              "sharing": {
                "url": "https://example.com/s/1"
              }
            }

            """
        let decoded = try ShortcutDocument.decode(Array(text.utf8), file: "future.shortcut.json")
        #expect(String(decoding: decoded.document.encoded(), as: UTF8.self) == text)
        #expect(decoded.diagnostics.map(\.description) == [
            #"action 2 ($.actions[1].values.count): malformed value, kept as it is: $.actions[1].values.count.value: expected an integer, found the string "five""#,
        ])
        let registry = try DemoIntents.makeRegistry()
        #expect(decoded.document.diagnostics(against: registry).map(\.description) == [
            #"action 1 ($.actions[0].intent): no intent "com.example.NotInstalledIntent" is registered; the action and its values are kept as they are"#,
            #"action 2 ($.actions[1].values.activity): expected a value of type ActivityStyle, found string; the value is kept"#,
            #"action 2 ($.actions[1].values.count): SuggestedTrails has no parameter "count"; the value is kept"#,
            #"action 2 ($.actions[1].values.retiredParameter): SuggestedTrails has no parameter "retiredParameter"; the value is kept"#,
        ])
    }

    @Test(arguments: [
        ("{\n  \"name\": \"x\",\n  \"actions\": [\n    {,\n  ]\n}", "broken.json:4:6: not valid JSON: expected a member name in quotes, found ','"),
        (#"{"formatVersion": 1, "name": "x", "created": "2026-11-18T11:06:40Z", "modified": "2026-11-18T11:06:40Z", "actions": [{"id": "nope", "intent": "A"}]}"#,
         #"broken.json: $.actions[0].id: expected a UUID such as "0F9D8C52-6B0A-4C5E-9E51-2B9F4B1C7A10", found the string "nope""#),
        (#"{"formatVersion": 1, "name": "x", "created": "2026-11-18T11:06:40Z", "modified": "2026-11-18T11:06:40Z", "actions": {}}"#,
         "broken.json: $.actions: expected an array, found an object"),
        (#"{"formatVersion": 1, "created": "2026-11-18T11:06:40Z", "modified": "2026-11-18T11:06:40Z", "actions": []}"#,
         #"broken.json: $: expected an object with a "name" member, found an object"#),
        (#"{"formatVersion": 1, "name": "x", "created": "yesterday", "modified": "2026-11-18T11:06:40Z", "actions": []}"#,
         #"broken.json: $.created: expected an ISO 8601 time such as "2026-11-21T09:30:00Z", found the string "yesterday""#),
        (#"{"formatVersion": 1, "name": "x", "created": "2026-11-18T11:06:40Z", "modified": "2026-11-18T11:06:40Z", "actions": [{"id": "0F9D8C52-6B0A-4C5E-9E51-2B9F4B1C7A10", "intent": "A", "values": []}]}"#,
         "broken.json: $.actions[0].values: expected an object, found an array"),
        (#"{"formatVersion": 7, "name": "x"}"#,
         "broken.json: written in format version 7 by a newer Shortcut Editor; this one reads versions up to 1. Update to open it; the file is left untouched."),
        ("[]", "broken.json: $: expected an object, found an array"),
    ])
    func badDocumentsGiveErrorsThatSayWhereAndWhat(text: String, message: String) {
        do {
            _ = try ShortcutDocument.decode(Array(text.utf8), file: "broken.json")
            Issue.record("decoded a bad document")
        } catch {
            #expect(error.description == message)
        }
    }

    /// The decoder indexes a file and parses its actions one by one; reading the file as one
    /// tree must give the same document, or fail too — with the same syntax error, except
    /// invalid UTF-8, which the index finds only when it parses the piece holding it.
    static func expectIndexedReadingAgreesWithAWholeParse(_ bytes: [UInt8]) {
        let indexed = Result { () throws(DocumentError) in try ShortcutDocument.decode(bytes, file: "f.json") }
        let whole = Result { () throws(DocumentError) in
            let json: JSONValue
            do throws(JSONSyntaxError) { json = try JSONValue.parse(bytes) } catch { throw .syntax(file: "f.json", error) }
            return try ShortcutDocument.decode(json: json, file: "f.json")
        }
        switch (indexed, whole) {
        case let (.success(a), .success(b)):
            #expect(a.document == b.document && a.diagnostics == b.diagnostics)
        case let (.failure(a), .failure(b)):
            if case .syntax(_, let error) = b, !error.message.contains("UTF-8") { #expect(a == b) }
        default:
            Issue.record("the indexed reading and a whole parse disagree: \(indexed) vs \(whole)")
        }
    }

    /// The editor's preview of a large file (index once, decode a prefix, then the whole from
    /// the same index) on outside bytes: the index fails exactly when a whole decode fails for
    /// syntax, with the same error; a whole that decodes has a preview that is its prefix; and
    /// the index keyed by each action's `id` lists the same elements as the plain one.
    static func expectPreviewAgreesWithTheWholeDecode(_ bytes: [UInt8], limit: Int) {
        let whole = Result { () throws(DocumentError) in try ShortcutDocument.decode(bytes, file: "f.json") }
        let indexed = Result { () throws(DocumentError) in try IndexedDocumentFile(Data(bytes), file: "f.json") }
        switch (indexed, whole) {
        case let (.success(file), .success(decoded)):
            var prefix = decoded.document
            prefix.actions = Array(prefix.actions.prefix(limit))
            #expect((try? file.decode(actionLimit: limit))?.document == prefix)
            #expect((try? file.decode())?.document == decoded.document)
            #expect((try? file.decodeWhole())?.document == decoded.document)
        case let (.failure(a), .failure(b)):
            if case .syntax = b { #expect(a == b) }
        case (.success(let file), .failure):
            #expect(throws: DocumentError.self) { try file.decode() }
        case (.failure(let error), .success):
            Issue.record("the index refused what a whole decode read: \(error)")
        }
        // The whole read after a preview starts from the preview's index: it reads what a
        // decode of the bytes reads, the same document or the same first error.
        if let quick = try? IndexedDocumentFile(Data(bytes), file: "f.json", checkingActions: false) {
            let fromPreview = Result { () throws(DocumentError) in try quick.decodeWhole() }
            switch (fromPreview, whole) {
            case let (.success(a), .success(b)): #expect(a.document == b.document && a.diagnostics == b.diagnostics)
            case let (.failure(a), .failure(b)): #expect(a == b)
            default: Issue.record("the read from the preview's index and a decode disagree: \(fromPreview) vs \(whole)")
            }
        }
        let plain = bytes.withUnsafeBufferPointer { try? JSONIndex($0, listing: "actions") }
        let keyed = bytes.withUnsafeBufferPointer { try? JSONIndex($0, listing: "actions", keyedBy: "id") }
        #expect(plain?.elements == keyed?.elements && plain?.members.map(\.key) == keyed?.members.map(\.key))
        if let keyed { #expect(keyed.elementKeys.count == keyed.elements.count) }
        // The preview's index finds the actions by their brackets: where the checked index
        // reads the file, it must find the same; a whole that decodes previews as its prefix.
        let unchecked = bytes.withUnsafeBufferPointer { try? JSONIndex($0, listing: "actions", checkingElements: false) }
        if let plain {
            #expect(unchecked?.elements == plain.elements)
            #expect(unchecked?.members.map(\.key) == plain.members.map(\.key) && unchecked?.members.map(\.range) == plain.members.map(\.range))
        }
        // The intents read from the file's start (to prepare the first screen) never crash, and
        // where the whole decodes, each one read is that action's.
        let leading = bytes.withUnsafeBufferPointer { JSONIndex.leadingElementKeys(in: $0, arrayMember: "actions", key: "intent", limit: limit) }
        #expect(leading.count <= limit)
        if case .success(let decoded) = whole {
            var prefix = decoded.document
            prefix.actions = Array(prefix.actions.prefix(limit))
            let unchecked = try? IndexedDocumentFile(Data(bytes), file: "f.json", checkingActions: false)
            let previewed = try? unchecked?.decode(actionLimit: limit)
            #expect(previewed?.document == prefix)
            // Grown by the next actions (`DocumentPreview.grow`): those of the whole, with their
            // diagnostics, though only the first were decoded before.
            let next = limit..<(limit + 3)
            let grown = try? unchecked?.decodeActions(next)
            #expect(grown?.actions == Array(decoded.document.actions.dropFirst(limit).prefix(3)))
            #expect(grown?.diagnostics.map(\.description) == decoded.diagnostics.filter { next.contains($0.actionIndex) }.map(\.description))
            for (index, intent) in leading.enumerated() where intent != nil {
                #expect(intent == decoded.document.actions[index].intent, "action \(index)")
            }
        }
    }

    /// The sample, and thirty actions whose text is full of what the preview's bracket scan
    /// must see past (brackets, braces, quotes and backslashes in strings).
    static let mutationSamples: [String: ShortcutDocument] = [
        "the sample": sample,
        "thirty bracketed actions": ShortcutDocument(name: "Brackets", actions: (0..<30).map { index in
            ShortcutAction(id: UUID(uuidString: String(format: "0F9D8C52-6B0A-4C5E-9E51-%012d", index))!, intent: "Intent\(index % 3)",
                           values: ["text": .string("a [b] {c} \"d\" \\ e \(index)"), "n": .int(index)])
        }, created: Date(timeIntervalSince1970: 1_795_000_000)),
    ]

    @Test(arguments: ["the sample", "thirty bracketed actions"])
    func randomBytesAndMutationsNeverCrashTheDecoder(sample: String) throws {
        var generator = SeededGenerator(seed: 42)
        let valid = try Array(#require(Self.mutationSamples[sample]).encoded())
        var decodedCount = 0
        for _ in 0..<3000 {
            var bytes = valid
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: bytes[index] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.remove(at: index)
                case 2: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: index)
                default: bytes = Array(bytes[..<index])
                }
                if bytes.isEmpty { break }
            }
            if (try? ShortcutDocument.decode(bytes, file: "mutated.json")) != nil { decodedCount += 1 }
            Self.expectIndexedReadingAgreesWithAWholeParse(bytes)
            Self.expectPreviewAgreesWithTheWholeDecode(bytes, limit: Int.random(in: 0...4, using: &generator))
        }
        for _ in 0..<1000 {
            let bytes = (0..<Int.random(in: 0...300, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            _ = try? ShortcutDocument.decode(bytes, file: "random.json")
        }
        // Some mutations (inside a string, say) leave a valid document: the decoder saw both kinds.
        #expect(decodedCount > 0 && decodedCount < 3000)
    }
}
