@testable import AppleShortcuts
import Testing
import TestSupport

/// The records endpoint's answer read as Apple's public records give it (docs/FILE-FORMAT.md,
/// "iCloud links"), and the links people paste.
@Suite struct ICloudRecordTests {
    static let answer = #"""
        {"recordName": "E04C0DB9-EF97-4178-B60F-94518DAEB8F2", "recordType": "SharedShortcut", "deleted": false,
         "fields": {"icon_color": {"value": 4282601983, "type": "NUMBER_INT64"},
                    "shortcut": {"value": {"fileChecksum": "AUev", "size": 40969,
                                           "downloadURL": "https://cvws.icloud-content.com/B/AUev/${f}?o=Auh&v=1"}, "type": "ASSETID"},
                    "name": {"value": "Apple Music Module", "type": "STRING"},
                    "icon_glyph": {"value": 59790, "type": "NUMBER_INT64"}}}
        """#

    @Test func aRecordGivesItsNameIconAndFile() throws {
        let record = try ICloudRecord(json: Array(Self.answer.utf8))
        #expect(record == ICloudRecord(name: "Apple Music Module", iconColor: 4282601983, iconGlyph: 59790,
                                       assetURL: "https://cvws.icloud-content.com/B/AUev/shortcut.shortcut?o=Auh&v=1", assetSize: 40969, isSigned: false))
    }

    @Test func aRecordSharingOnlyTheSignedFileGivesThatOne() throws {
        let signedOnly = Self.answer.replacingOccurrences(of: "\"shortcut\":", with: "\"signedShortcut\":")
        let record = try ICloudRecord(json: Array(signedOnly.utf8))
        #expect(record.isSigned)
    }

    @Test func whatIsNoSharedShortcutIsRefusedSayingWhere() {
        func refusal(_ text: String) -> String? {
            do { _ = try ICloudRecord(json: Array(text.utf8)); return nil } catch { return error.description }
        }
        #expect(refusal(#"{"deleted": true, "fields": {}}"#)?.contains("deleted") == true)
        #expect(refusal(#"{"recordType": "Folder", "fields": {}}"#) == "the record is a Folder, not a shared shortcut")
        #expect(refusal(#"{"recordType": "SharedShortcut", "fields": {"name": {"value": 3}}}"#)?.contains("$.fields.name.value") == true)
        #expect(refusal("{\"fields\": ")?.hasPrefix("the answer is not JSON: 1:") == true)
    }

    @Test func linksAreReadAsPeoplePasteThem() {
        let id = "903110dea9a944f48fef9e94317fb686"
        for link in ["https://www.icloud.com/shortcuts/\(id)", "  https://www.icloud.com/shortcuts/\(id)/ \n", "http://icloud.com/shortcuts/\(id)?x=1",
                     "https://www.icloud.com/shortcuts/api/records/\(id)", "HTTPS://WWW.ICLOUD.COM/shortcuts/\(id)#top"] {
            #expect(ICloudRecord.identifier(inLink: link) == id, "\(link)")
        }
        for link in ["https://www.icloud.com/photos/\(id)", "https://example.com/shortcuts/\(id)", "https://www.icloud.com/shortcuts/../etc",
                     "https://www.icloud.com/shortcuts/", "\(id)", "https://www.icloud.com/shortcuts/abc%2F"] {
            #expect(ICloudRecord.identifier(inLink: link) == nil, "\(link)")
        }
    }

    /// The answer is outside input: thousands of damaged answers are read or refused, never a crash.
    @Test func damagedAnswersAreReadOrRefused() {
        var random = SeededGenerator(seed: 57)
        let good = Array(Self.answer.utf8)
        for _ in 0..<4_000 {
            var bytes = good
            for _ in 0..<(1 + random.next() % 6) {
                let index = Int(random.next() % UInt64(bytes.count))
                bytes[index] = UInt8(truncatingIfNeeded: random.next())
            }
            bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count + 1))))
            if let record = try? ICloudRecord(json: bytes) {
                #expect(!record.assetURL.contains("${f}"))
            }
        }
    }
}
