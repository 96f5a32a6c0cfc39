import Foundation
@testable import IntentCatalogs
import IntentKit
import Testing

/// Which app a catalog describes — so that a real shortcut's `<bundle id>.<IntentName>` finds
/// it — and the primitive types Apple's metadata uses for switches.
@Suite struct CatalogPlacementTests {
    static let oneIntent = """
        {%BUNDLE%"actions": {"Record": {"identifier": "Record", "title": {"key": "Record"}, "parameters": [
          {"name": "loud", "valueType": {"primitive": {"wrapper": {"typeIdentifier": 1}}},
           "typeSpecificMetadata": ["LNValueTypeSpecificMetadataKeyDefaultValue", {"bool": {"wrapper": true}}]},
          {"name": "mystery", "valueType": {"primitive": {"wrapper": {"typeIdentifier": 7}}}}]}}}
        """

    static func write(_ text: String, to path: String, in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return url
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-placement-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(arguments: [
        ("catalogs/com.apple.VoiceMemos.actionsdata", "com.apple.VoiceMemos"),
        ("catalogs/com.apple.VoiceMemos/extract.actionsdata", "com.apple.VoiceMemos"),
        ("catalogs/com.apple.VoiceMemos.app/Metadata.appintents/extract.actionsdata", "com.apple.VoiceMemos"),
        ("catalogs/extract.actionsdata", "extract"),
    ])
    func theBundleComesFromWhereTheFileIs(path: String, bundle: String) throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = try Self.write(Self.oneIntent.replacingOccurrences(of: "%BUNDLE%", with: ""), to: path, in: folder)
        let catalog = try ActionsDataCatalog.load(contentsOf: url)
        #expect(catalog.definitions.map(\.identifier) == [bundle + ".Record"])
    }

    @Test func aCatalogCanSayWhichBundleItDescribes() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = Self.oneIntent.replacingOccurrences(of: "%BUNDLE%", with: #""bundleIdentifier": "com.apple.VoiceMemos", "#)
        let url = try Self.write(text, to: "voice memos.actionsdata", in: folder)
        #expect(try ActionsDataCatalog.load(contentsOf: url).definitions.map(\.identifier) == ["com.apple.VoiceMemos.Record"])
        #expect(try ActionsDataCatalog.load(contentsOf: url, namespace: "given").definitions.map(\.identifier) == ["given.Record"],
                "a namespace given by the caller wins")
    }

    @Test func primitiveOneIsABooleanAndUnknownCodesStayOpaque() throws {
        let data = Data(Self.oneIntent.replacingOccurrences(of: "%BUNDLE%", with: "").utf8)
        let intent = try #require(try ActionsDataCatalog.decode(data, file: "v.actionsdata", namespace: "v").definitions.first)
        #expect(intent.parameter("loud")?.type == .bool)
        #expect(intent.parameter("loud")?.defaultValue == .bool(true))
        #expect(intent.parameter("mystery")?.type == .opaque("primitive 7"))
        let exported = ActionsDataExport.valueType(.bool)
        #expect(exported == .object([("primitive", .object([("wrapper", .object([("typeIdentifier", .int(1))]))]))]))
    }
}
