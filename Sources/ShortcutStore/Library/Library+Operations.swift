#if canImport(Glibc)
import Glibc
#endif
import Foundation
import IntentKit
import ShortcutModel

/// Creating, renaming, duplicating and deleting shortcuts. Each writes atomically and never
/// replaces another shortcut's file.
extension Library {
    /// A new, empty shortcut.
    @discardableResult
    public func create(named name: String) throws(StoreError) -> URL {
        let url = try fileURL(forShortcutNamed: name)
        try prepareFolder(shortcutsFolder)
        guard !FileManager.default.fileExists(atPath: url.fileSystemPath) else { throw StoreError.alreadyExists(path: url.fileSystemPath) }
        try AtomicFileWriter().write(ShortcutDocument(name: name).encoded(), to: url)
        return url
    }

    /// Gives a shortcut a new name: a new file with the name inside, then the old one removed.
    @discardableResult
    public func rename(_ url: URL, to name: String) throws(StoreError) -> URL {
        let destination = try fileURL(forShortcutNamed: name, like: url)
        guard destination.fileSystemPath != url.fileSystemPath else { return url }
        guard !FileManager.default.fileExists(atPath: destination.fileSystemPath) else { throw StoreError.alreadyExists(path: destination.fileSystemPath) }
        var (document, format) = try read(url)
        document.name = name
        document.modified = .nowToTheMillisecond
        try AtomicFileWriter().write(try format.encode(document, label: destination.fileSystemPath), to: destination)
        if unlink(url.fileSystemPath) != 0 { throw StoreError.io(path: url.fileSystemPath, operation: .delete, code: .current) }
        return destination
    }

    /// A copy named "<name> copy" (or "copy 2", "copy 3", …), with new action identifiers.
    @discardableResult
    public func duplicate(_ url: URL) throws(StoreError) -> URL {
        var (document, format) = try read(url)
        let base = document.name + " copy"
        var name = base
        var counter = 2
        while FileManager.default.fileExists(atPath: try fileURL(forShortcutNamed: name, like: url).fileSystemPath) {
            name = "\(base) \(counter)"
            counter += 1
        }
        document.name = name
        document.created = .nowToTheMillisecond
        document.modified = document.created
        for index in document.actions.indices { document.actions[index].renewIdentity() }
        let destination = try fileURL(forShortcutNamed: name, like: url)
        try AtomicFileWriter().write(try format.encode(document, label: destination.fileSystemPath), to: destination)
        return destination
    }

    /// A deleted shortcut, waiting in the trash.
    public struct TrashedShortcut: Sendable, Hashable {
        public var url: URL
        public var originalFileName: String
        public var deletedAt: Date
        public var name: String { shortcutName(fromFileName: originalFileName) }
    }

    private static let trashSeparator = "--"

    /// Moves a shortcut to the trash, from where `restore` brings it back.
    @discardableResult
    public func delete(_ url: URL) throws(StoreError) -> TrashedShortcut {
        guard FileManager.default.fileExists(atPath: url.fileSystemPath) else { throw StoreError.notFound(path: url.fileSystemPath) }
        try prepareFolder(trashFolder)
        let deletedAt = Date.nowToTheMillisecond
        let stamp = ISO8601Text.format(deletedAt).replacingOccurrences(of: ":", with: "-")
        let destination = trashFolder.appendingPathComponent(stamp + Self.trashSeparator + url.fileName, isDirectory: false)
        if Glibc.rename(url.fileSystemPath, destination.fileSystemPath) != 0 { throw StoreError.io(path: url.fileSystemPath, operation: .move, code: .current) }
        return TrashedShortcut(url: destination, originalFileName: url.fileName, deletedAt: deletedAt)
    }

    /// The trash, newest first.
    public func trash() -> [TrashedShortcut] {
        let names = DirectoryListing.names(in: trashFolder.fileSystemPath) ?? []
        return names.compactMap { name -> TrashedShortcut? in
            guard let range = name.range(of: Self.trashSeparator) else { return nil }
            let stamp = String(name[..<range.lowerBound])
            let original = String(name[range.upperBound...])
            // "2026-11-21T04-51-08.123Z": the time with its colons back.
            var restored = Array(stamp)
            for index in [13, 16] where index < restored.count { restored[index] = ":" }
            let deletedAt = ISO8601Text.parse(String(restored)) ?? Date(timeIntervalSince1970: 0)
            return TrashedShortcut(url: trashFolder.appendingPathComponent(name, isDirectory: false), originalFileName: original, deletedAt: deletedAt)
        }.sorted { $0.deletedAt > $1.deletedAt }
    }

    /// Puts a trashed shortcut back under its name; fails rather than replace a shortcut that
    /// took the name meanwhile.
    @discardableResult
    public func restore(_ trashed: TrashedShortcut) throws(StoreError) -> URL {
        let destination = shortcutsFolder.appendingPathComponent(trashed.originalFileName, isDirectory: false)
        guard !FileManager.default.fileExists(atPath: destination.fileSystemPath) else { throw StoreError.alreadyExists(path: destination.fileSystemPath) }
        try prepareFolder(shortcutsFolder)
        if Glibc.rename(trashed.url.fileSystemPath, destination.fileSystemPath) != 0 {
            throw StoreError.io(path: trashed.url.fileSystemPath, operation: .move, code: .current)
        }
        return destination
    }

    func read(_ url: URL) throws(StoreError) -> (ShortcutDocument, DocumentFormat) {
        let (decoded, format, _) = try DocumentFormat.read(url)
        return (decoded.document, format)
    }

    /// The file a shortcut named `name` gets beside `original`: same folder, same format.
    func fileURL(forShortcutNamed name: String, like original: URL) throws(StoreError) -> URL {
        try Self.validate(name)
        let ending = DocumentFormat.endings.first { original.fileName.hasSuffix($0.suffix) }?.suffix ?? Self.fileExtension
        return shortcutsFolder.appendingPathComponent(name + ending, isDirectory: false)
    }
}
