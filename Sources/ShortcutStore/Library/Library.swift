#if canImport(Glibc)
import Glibc
#endif
import Foundation
import IntentKit
import ShortcutModel

/// The library: one folder holding the user's shortcuts and what the intent registry loads.
///
/// ```
/// <root>/shortcuts/   one <name>.shortcut.json per shortcut
/// <root>/catalogs/    intent definitions for the registry (JSON)
/// <root>/entities/    <EntityType>.json: records behind entity pickers of catalog intents
/// <root>/recovery/    journals of unsaved edits
/// <root>/trash/       deleted shortcuts, restorable
/// ```
public struct Library: Sendable {
    public static let environmentVariable = "SHORTCUT_EDITOR_LIBRARY"
    public static let fileExtension = ".shortcut.json"

    public let root: URL

    public init(root: URL) {
        self.root = Self.isStandard(root) ? root : root.standardizedFileURL
    }

    /// Whether standardizing `url` would give it back unchanged: an absolute file path with no
    /// base URL whose every component is a plain name. Foundation's standardizing is 0.45 M
    /// instructions — a twentieth of the editor's start — and the root is nearly always such
    /// a path.
    static func isStandard(_ url: URL) -> Bool {
        guard url.isFileURL, url.baseURL == nil else { return false }
        let path = url.fileSystemPath
        guard path.hasPrefix("/"), path.count > 1 else { return false }
        // Darwin's automount prefixes (which standardizing strips) all start "/private" or "/var/automount".
        guard !path.hasPrefix("/private"), !path.hasPrefix("/var/automount") else { return false }
        var components = path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).dropFirst()
        if url.hasDirectoryPath, components.last?.isEmpty == true { components = components.dropLast() }
        return components.allSatisfy { component in
            !component.isEmpty && !component.elementsEqual(".".utf8) && !component.elementsEqual("..".utf8)
        }
    }

    /// The option if given, else `$SHORTCUT_EDITOR_LIBRARY`, else
    /// `$XDG_DATA_HOME/shortcut-editor`, else `~/.local/share/shortcut-editor`.
    public static func defaultRoot(option: String? = nil,
                                   environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let option, !option.isEmpty { return URL(localPath: option, isDirectory: true) }
        if let path = environment[environmentVariable], !path.isEmpty { return URL(localPath: path, isDirectory: true) }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return URL(localPath: data, isDirectory: true).appendingPathComponent("shortcut-editor", isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(localPath: home, isDirectory: true).appendingPathComponent(".local/share/shortcut-editor", isDirectory: true)
    }

    public var shortcutsFolder: URL { root.appendingPathComponent("shortcuts", isDirectory: true) }
    public var catalogsFolder: URL { root.appendingPathComponent("catalogs", isDirectory: true) }
    public var entitiesFolder: URL { root.appendingPathComponent("entities", isDirectory: true) }
    public var recoveryFolder: URL { root.appendingPathComponent("recovery", isDirectory: true) }
    public var trashFolder: URL { root.appendingPathComponent("trash", isDirectory: true) }
    /// What intent hosts wrote on their standard error, one file per host (`NAME.log`).
    public var logsFolder: URL { root.appendingPathComponent("logs", isDirectory: true) }
    /// Test cases of the library's shortcuts (`NAME.tests.toml`): what `shortcut-editor test`
    /// runs when it is named nothing.
    public var testsFolder: URL { root.appendingPathComponent("tests", isDirectory: true) }
    /// What running shortcuts keep between runs: stored content and the emulated clipboard.
    public var stateFolder: URL { root.appendingPathComponent("state", isDirectory: true) }
    /// The simulated device runs read and change: `device.json` and `files/` (docs/RUNTIME.md).
    public var deviceFolder: URL { stateFolder.appendingPathComponent("device", isDirectory: true) }

    /// Creates the library's folders that are missing.
    public func prepare() throws(StoreError) {
        for folder in [shortcutsFolder, catalogsFolder, entitiesFolder, recoveryFolder, trashFolder] {
            try prepareFolder(folder)
        }
    }

    func prepareFolder(_ folder: URL) throws(StoreError) {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw StoreError.io(path: folder.fileSystemPath, operation: .createFolder, code: Self.code(of: error))
        }
    }

    static func code(of error: any Error) -> POSIXErrorCode {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return POSIXErrorCode(rawValue: Int32(underlying.code)) ?? .EIO
        }
        if nsError.domain == NSPOSIXErrorDomain { return POSIXErrorCode(rawValue: Int32(nsError.code)) ?? .EIO }
        switch nsError.code {
        case NSFileWriteOutOfSpaceError: return .ENOSPC
        case NSFileWriteVolumeReadOnlyError: return .EROFS
        case NSFileWriteNoPermissionError, NSFileReadNoPermissionError: return .EACCES
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return .ENOENT
        case NSFileWriteFileExistsError: return .EEXIST
        default: return .EIO
        }
    }

    // MARK: Names and files

    /// The file of a shortcut, from its name. Names are the file names, so they must be
    /// valid ones: not empty, no "/", no leading ".", no control characters.
    public func fileURL(forShortcutNamed name: String) throws(StoreError) -> URL {
        try Self.validate(name)
        return shortcutsFolder.appendingPathComponent(name + Self.fileExtension, isDirectory: false)
    }

    static func validate(_ name: String) throws(StoreError) {
        if name.trimmingCharacters(in: .whitespaces).isEmpty { throw .invalidName(name, reason: "it is empty") }
        if name.contains("/") { throw .invalidName(name, reason: "it contains \"/\"") }
        if name.hasPrefix(".") { throw .invalidName(name, reason: "it starts with \".\", which hides the file") }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            throw .invalidName(name, reason: "it contains control characters")
        }
        if (name + fileExtension).utf8.count > 255 { throw .invalidName(name, reason: "it is too long for a file name") }
    }

    static func shortcutName(fromFileName fileName: String) -> String {
        DocumentFormat.shortcutName(fromFileName: fileName)
    }

    /// The file of the shortcut with this name: the one that exists, in whichever format
    /// (the editor's own first), else a new `.shortcut.json`.
    public func existingFileURL(forShortcutNamed name: String) throws(StoreError) -> URL {
        let native = try fileURL(forShortcutNamed: name)
        if FileManager.default.fileExists(atPath: native.fileSystemPath) { return native }
        for ending in [".shortcut", ".plist", ".wflow"] {
            let url = shortcutsFolder.appendingPathComponent(name + ending, isDirectory: false)
            if FileManager.default.fileExists(atPath: url.fileSystemPath) { return url }
        }
        return native
    }

    // MARK: Listing

    /// A shortcut in the library, as the browser lists it (`LibraryEntry`, in the model, so
    /// that the editor core that lists them needs nothing of the store).
    public typealias Entry = LibraryEntry

    /// Every shortcut, by name. Unreadable files are listed with their problem.
    public func list() -> [Entry] {
        let names = DirectoryListing.names(in: shortcutsFolder.fileSystemPath) ?? []
        return names.filter(DocumentFormat.isShortcutFile(named:))
            .map { entry(at: shortcutsFolder.appendingPathComponent($0, isDirectory: false)) }
            .sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
    }

    /// Every shortcut's name, from the file names alone (nothing is read): what a shell's
    /// completion offers.
    public func shortcutNames() -> [String] {
        shortcutFiles().map(\.name)
    }

    /// Every shortcut's name and file, from the file names alone, sorted by name.
    public func shortcutFiles() -> [(name: String, file: URL)] {
        (DirectoryListing.names(in: shortcutsFolder.fileSystemPath) ?? []).filter(DocumentFormat.isShortcutFile(named:))
            .map { (name: Self.shortcutName(fromFileName: $0), file: shortcutsFolder.appendingPathComponent($0, isDirectory: false)) }
            .sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
    }

    /// Whether `name` can be given where a command takes a shortcut's name.
    public static func isValidName(_ name: String) -> Bool {
        (try? validate(name)) != nil
    }

    func entry(at url: URL) -> Entry {
        let name = Self.shortcutName(fromFileName: url.fileName)
        var info = stat()
        let fileModified = stat(url.fileSystemPath, &info) == 0 ? Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec)) : Date(timeIntervalSince1970: 0)
        do {
            let document = try DocumentFormat.read(url).0.document
            return Entry(name: name, url: url, actionCount: document.actions.count, modified: document.modified, problem: nil)
        } catch {
            return Entry(name: name, url: url, actionCount: 0, modified: fileModified, problem: error.description)
        }
    }

    /// Shortcuts whose name contains `query`, ignoring case and diacritics.
    public func find(_ query: String) -> [Entry] {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return list() }
        return list().filter { $0.name.range(of: trimmed, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
    }
}
