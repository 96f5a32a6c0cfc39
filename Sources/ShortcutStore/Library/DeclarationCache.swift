#if canImport(Glibc)
import Glibc
#endif
import FileAccess
import Foundation
import IntentKit

/// The definitions of the intents declared in Swift, as one run of the program read them,
/// kept for the next run of the same program — as Apple's build step compiles App Intents
/// into metadata once rather than at every launch. Reading the declarations (reflection) was
/// the largest cost of the editor's start; their definitions cannot change unless the program
/// does, so the file names the program it came from and is used only by that same program.
///
/// It is a cache: a file that is missing, damaged, or from another program is passed over in
/// silence and written anew, and failing to write it costs only the next start's time.
/// Lives in `$XDG_CACHE_HOME/shortcut-editor`, else `~/.cache/shortcut-editor`.
public struct DeclarationCache: Sendable {
    /// The file's version of its own layout; a file of another is passed over.
    static let format = 2
    /// The file's name in its folder; the bench removes it to time a first start.
    public static let fileName = "declarations.packed"
    /// Where layout 1 kept the definitions, as JSON text: removed when the cache is next stored.
    static let formerFileName = "declarations.json"

    /// Where the definitions are kept.
    public let file: URL
    /// Which program may use the file: `ProgramIdentity.current` in the editor.
    public let program: String

    /// The cache in `folder` (which need not exist yet), for the build named `program`.
    public init(folder: URL, program: String) {
        file = folder.appendingPathComponent(Self.fileName, isDirectory: false)
        self.program = program
    }

    /// The cache of the running program in its usual place, or nil when the program cannot say
    /// which build it is (then there is no telling whether a file is still true).
    public static func forThisProgram(environment: [String: String]) -> DeclarationCache? {
        guard let program = ProgramIdentity.current else { return nil }
        return DeclarationCache(folder: defaultFolder(environment: environment), program: program)
    }

    /// `$XDG_CACHE_HOME/shortcut-editor` (an absolute one, as XDG requires), else
    /// `~/.cache/shortcut-editor`.
    public static func defaultFolder(environment: [String: String]) -> URL {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return URL(localPath: cache, isDirectory: true).appendingPathComponent("shortcut-editor", isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(localPath: home, isDirectory: true).appendingPathComponent(".cache/shortcut-editor", isDirectory: true)
    }

    /// The definitions this program stored, or nil when there are none it can trust.
    public func load() -> [IntentDefinition]? {
        FileReader.contents(file.fileSystemPath).flatMap { Self.definitions(in: $0, program: program) }
    }

    /// What this program stored, indexed: each definition decoded when it is asked for. Nil
    /// when there is nothing it can trust (a file with a definition that does not decode
    /// passes the index, and that definition is read from its declaration instead).
    public func loadIndexed() -> Remembered? {
        FileReader.contents(file.fileSystemPath).flatMap { Remembered(data: $0, program: program) }
    }

    /// The definitions a cache file's bytes hold for `program`, or nil when they are not such a
    /// file, or any of them does not decode (bytes from anywhere: the fuzz harness gives it
    /// every input).
    public static func definitions(in data: Data, program: String) -> [IntentDefinition]? {
        guard let remembered = Remembered(data: data, program: program) else { return nil }
        var definitions: [IntentDefinition] = []
        for index in remembered.identifiers.indices {
            guard let definition = remembered.definition(at: index) else { return nil }
            definitions.append(definition)
        }
        return definitions
    }

    /// A cache file's definitions, each decoded when it is asked for: a start draws a few of
    /// the program's intents, and decoding all of them was a tenth of its instructions.
    ///
    /// The file is a `PackedJSON` archive: first a header — `{"format", "program",
    /// "identifiers"}` — then each definition as the JSON its `Encodable` form writes, read
    /// back by `IntentDefinition(json:at:)`. Packed rather than as text, the five definitions
    /// a first screen needs are read without scanning text and with each name made once.
    public struct Remembered: Sendable {
        /// In file order.
        public let identifiers: [String]
        private let archive: PackedJSON.Archive

        /// Nil unless `data` is a cache file for `program` with one definition per identifier.
        init?(data: Data, program: String) {
            guard let archive = try? PackedJSON.Archive([UInt8](data)), archive.count > 0,
                  let header = try? archive.value(at: 0),
                  case .int(DeclarationCache.format)? = header["format"],
                  case .string(program)? = header["program"],
                  case .array(let names)? = header["identifiers"], names.count == archive.count - 1 else { return nil }
            var identifiers: [String] = []
            identifiers.reserveCapacity(names.count)
            for name in names {
                guard case .string(let identifier) = name else { return nil }
                identifiers.append(identifier)
            }
            self.identifiers = identifiers
            self.archive = archive
        }

        /// The definition at `index`, or nil when it does not decode. Where a damaged one went
        /// wrong is of no use to anyone (the cache is passed over in silence and rewritten),
        /// so it is decoded without a path.
        public func definition(at index: Int) -> IntentDefinition? {
            guard let json = try? archive.value(at: index + 1) else { return nil }
            return try? IntentDefinition(json: json, at: .untracked)
        }
    }

    /// Keeps `definitions` for the next start, replacing whatever was there in one step (a
    /// second editor writing at the same time leaves one whole file or the other).
    public func store(_ definitions: [IntentDefinition]) throws(StoreError) {
        let folder = file.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw StoreError.io(path: folder.fileSystemPath, operation: .createFolder, code: Library.code(of: error))
        }
        var archive = PackedJSON.Writer()
        archive.append(.object([("format", .int(Self.format)), ("program", .string(program)),
                                ("identifiers", .array(definitions.map { .string($0.identifier) }))]))
        let encoder = JSONEncoder()
        // The same definitions make the same bytes (no hash order), so a rewrite is no change.
        encoder.outputFormatting = .sortedKeys
        for definition in definitions {
            // The model is plain data; this cannot fail, and a cache is not worth a crash.
            guard let json = try? JSONValue.parse(encoder.encode(definition)) else { return }
            archive.append(json)
        }
        try AtomicFileWriter().write(Data(archive.bytes()), to: file)
        try? FileManager.default.removeItem(at: folder.appendingPathComponent(Self.formerFileName, isDirectory: false))
    }
}

/// Which build of the program is running: the executable file's device, inode, size and
/// modification time. Building the program writes a new file, so any change to its code
/// changes this; two copies of one build differ, which costs one more reading, not a wrong one.
public enum ProgramIdentity {
    /// This process's executable, or nil where the system does not say (no `/proc`).
    public static var current: String? {
        var status = stat()
        guard stat("/proc/self/exe", &status) == 0 else { return nil }
        return "\(status.st_dev):\(status.st_ino):\(status.st_size):\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }
}
