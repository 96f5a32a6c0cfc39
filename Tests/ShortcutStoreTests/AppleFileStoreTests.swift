import AppleShortcuts
import Foundation
import IntentKit
import ShortcutModel
@testable import ShortcutStore
import Testing

/// Apple's files in the library and through the store: listed beside native documents,
/// saved in their own format with the store's promises, journaled losslessly.
@Suite struct AppleFileStoreTests {
    static let document = ShortcutDocument(name: "Brew Tea", actions: [
        ShortcutAction(id: UUID(uuidString: "0F9D8C52-6B0A-4C5E-9E51-2B9F4B1C7A10")!, intent: "is.workflow.actions.gettext",
                       values: ["UUID": .string("0F9D8C52-6B0A-4C5E-9E51-2B9F4B1C7A10"), "WFTextActionText": .string("Green"),
                                "WFIcon": .opaque(OpaqueValue(propertyList: .data([1, 2, 3])))]),
    ], unknownMembers: ["WFWorkflowClientVersion": .string("2038.0.2.4")])

    private func write(_ format: DocumentFormat, to url: URL) throws {
        try format.encode(Self.document, label: url.path).write(to: url)
    }

    @Test func theLibraryListsAppleFilesBesideItsOwn() throws {
        let folder = try TemporaryFolder()
        let library = Library(root: folder.file("library"))
        try library.prepare()
        try write(.propertyList(.binary), to: library.shortcutsFolder.appendingPathComponent("Brew Tea.shortcut"))
        try write(.propertyList(.xml), to: library.shortcutsFolder.appendingPathComponent("Steep.plist"))
        try Data("not a plist".utf8).write(to: library.shortcutsFolder.appendingPathComponent("Broken.shortcut"))
        let entries = library.list()
        let names = entries.map(\.name)
        #expect(names.contains("Brew Tea") && names.contains("Steep") && names.contains("Broken"))
        #expect(entries.first { $0.name == "Brew Tea" }?.actionCount == 1)
        #expect(entries.first { $0.name == "Broken" }?.problem?.contains("not a readable property list") == true)
        #expect(try library.existingFileURL(forShortcutNamed: "Brew Tea").lastPathComponent == "Brew Tea.shortcut")
        // Rename and duplicate keep the format and the extension; copies get new UUIDs.
        let renamed = try library.rename(library.shortcutsFolder.appendingPathComponent("Brew Tea.shortcut"), to: "Oolong")
        #expect(renamed.lastPathComponent == "Oolong.shortcut")
        #expect(try Data(contentsOf: renamed).prefix(8) == Data("bplist00".utf8))
        let copy = try library.duplicate(renamed)
        let (copied, format) = try library.read(copy)
        #expect(format == .propertyList(.binary))
        #expect(copied.actions[0].values["UUID"] != Self.document.actions[0].values["UUID"])
        #expect(copied.actions[0].values["UUID"] == .string(copied.actions[0].id.uuidString))
    }

    @Test(arguments: [PropertyListFormat.binary, .xml])
    func savingKeepsTheFormatAndTheStoresPromises(_ format: PropertyListFormat) throws {
        let folder = try TemporaryFolder()
        let store = ShortcutStore(library: Library(root: folder.file("library")))
        let url = folder.file("Brew Tea" + (format == .binary ? ".shortcut" : ".plist"))
        try write(.propertyList(format), to: url)
        let opened = try store.open(url)
        #expect(opened.session.format == .propertyList(format))
        #expect(opened.document.actions == Self.document.actions)
        var edited = opened.document
        edited.actions[0].values["WFTextActionText"] = .string("Black")
        try store.save(edited, in: opened.session)
        let (reread, readFormat, _) = try DocumentFormat.read(url)
        #expect(readFormat == .propertyList(format))
        #expect(reread.document.actions[0].values["WFTextActionText"] == .string("Black"))
        #expect(reread.document.actions[0].values["WFIcon"] == Self.document.actions[0].values["WFIcon"])
        #expect(folder.leftovers().isEmpty)
        // Another writer changed it: the save is refused, as for native documents.
        try write(.propertyList(format), to: url)
        #expect(throws: StoreError.changedOnDisk(path: url.resolvingSymlinksInPath().path)) { try store.save(edited, in: opened.session) }
        // The journal keeps every property-list value.
        try store.writeJournal(edited, for: opened.session)
        let draft = try #require(store.journal.draft(for: opened.session.target))
        #expect(draft.document.actions == edited.actions)
        #expect(draft.document.unknownMembers == edited.unknownMembers)
        opened.session.close()
    }

    @Test func aDocumentThatCannotBeAPropertyListSaysWhy() throws {
        var document = Self.document
        document.unknownMembers["nothing"] = .null
        #expect(throws: StoreError.self) { _ = try DocumentFormat.propertyList(.binary).encode(document, label: "x.shortcut") }
        do {
            _ = try DocumentFormat.propertyList(.binary).encode(document, label: "x.shortcut")
        } catch {
            #expect(error.description.hasPrefix("x.shortcut: nothing: cannot be written as a property list"))
        }
    }

    @Test func aSignedShortcutOpensAndIsNeverOverwritten() throws {
        let original = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/corpus/signed/electrikmilk_cherri_hello_world.shortcut")
        guard let bytes = FileManager.default.contents(atPath: original.path) else { return }
        let folder = try TemporaryFolder()
        let library = Library(root: folder.file("library"))
        try library.prepare()
        let url = library.shortcutsFolder.appendingPathComponent("Hello.shortcut")
        try bytes.write(to: url)
        let store = ShortcutStore(library: library)
        let opened = try store.open(url)
        defer { opened.session.close() }
        #expect(opened.session.format == .signed(signer: "558b1d879a424d56a7ac954db8dcb34c"))
        #expect(opened.document.actions.count == 1)
        #expect(library.list().map(\.name) == ["Hello"], "listed like any shortcut")
        var edited = opened.document
        edited.actions[0].values["WFAlertActionMessage"] = .string("Changed")
        #expect(throws: StoreError.signedOriginal(path: url.path)) { try store.save(edited, in: opened.session) }
        #expect(FileManager.default.contents(atPath: url.path) == bytes, "the signed original is untouched")
    }
}
