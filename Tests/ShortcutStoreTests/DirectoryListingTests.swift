import Foundation
@testable import ShortcutStore
import Testing

/// The store lists folders itself; it must list what Foundation lists.
@Suite struct DirectoryListingTests {
    @Test func namesAreFoundationsNames() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["a.json", ".hidden", "Café ☕︎.shortcut", "with space", "..dots", "x.tmp"] {
            try Data().write(to: folder.appendingPathComponent(name))
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: false)
        let listed = try #require(DirectoryListing.names(in: folder.path))
        let foundations = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(listed.sorted() == foundations.sorted())
        #expect(listed.count == 7)
    }

    @Test func aFolderThatCannotBeListedIsNil() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString)")
        #expect(DirectoryListing.names(in: missing.path) == nil)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("file-\(UUID().uuidString)")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(DirectoryListing.names(in: file.path) == nil, "a file is not a folder")
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(DirectoryListing.names(in: empty.path) == [])
    }
}
