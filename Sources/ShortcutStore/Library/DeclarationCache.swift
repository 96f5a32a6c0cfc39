#if canImport(Glibc)
import Glibc
#endif
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
    static let format = 1
    /// The file's name in its folder; the bench removes it to time a first start.
    public static let fileName = "declarations.json"

    /// Where the definitions are kept.
    public let file: URL
    /// Which program may use the file: `ProgramIdentity.current` in the editor.
    public let program: String

    /// The cache in `folder` (which need not exist yet), for the build named `program`.
    public init(folder: URL, program: String) {
        file = folder.appendingPathComponent(Self.fileName)
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
            return URL(fileURLWithPath: cache).appendingPathComponent("shortcut-editor")
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/shortcut-editor")
    }

    /// The file's layout, as it is written; read back by `definitions(in:program:)`.
    private struct Contents: Encodable {
        var format: Int
        var program: String
        var definitions: [IntentDefinition]
    }

    /// The definitions this program stored, or nil when there are none it can trust.
    public func load() -> [IntentDefinition]? {
        FileReader.contents(file.path).flatMap { Self.definitions(in: $0, program: program) }
    }

    /// What this program stored, indexed: each definition decoded when it is asked for. Nil
    /// when there is nothing it can trust (a file with a definition that does not decode
    /// passes the index, and that definition is read from its declaration instead).
    public func loadIndexed() -> Remembered? {
        FileReader.contents(file.path).flatMap { Remembered(data: $0, program: program) }
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

    /// A cache file's definitions found by one scan of its bytes — where each lies and its
    /// identifier — and decoded one at a time. A start draws a few of the program's intents:
    /// decoding all of them was a tenth of its instructions. The scan finds the definitions
    /// by their brackets without checking what lies inside (156k instructions at every
    /// start, where the checked scan took 272k): each is checked when it is decoded, and one
    /// that does not decode is nil (its intent is then read from its declaration).
    public struct Remembered: Sendable {
        /// In file order.
        public let identifiers: [String]
        private let bytes: [UInt8]
        private let ranges: [Range<Int>]

        /// Nil unless `data` is a cache file for `program` whose every definition has an
        /// identifier.
        init?(data: Data, program: String) {
            let bytes = [UInt8](data)
            let found: (identifiers: [String], ranges: [Range<Int>])? = bytes.withUnsafeBufferPointer { buffer in
                guard let index = try? JSONIndex(buffer, listing: "definitions", keyedBy: "identifier", checkingElements: false),
                      case .int(DeclarationCache.format)? = Self.member("format", of: index, in: buffer),
                      case .string(program)? = Self.member("program", of: index, in: buffer),
                      index.members.contains(where: { $0.key == "definitions" }) else { return nil }
                let identifiers = index.elementKeys.compactMap { $0 }
                guard identifiers.count == index.elements.count else { return nil }
                return (identifiers, index.elements)
            }
            guard let found else { return nil }
            self.bytes = bytes
            identifiers = found.identifiers
            ranges = found.ranges
        }

        private static func member(_ key: String, of index: JSONIndex, in buffer: UnsafeBufferPointer<UInt8>) -> JSONValue? {
            index.members.first { $0.key == key }.flatMap { try? JSONIndex.value(in: buffer, at: $0.range) }
        }

        /// The definition at `index`, or nil when it does not decode.
        public func definition(at index: Int) -> IntentDefinition? {
            let path = JSONPath.root.appending("definitions").appending(index)
            return bytes.withUnsafeBufferPointer { buffer in
                guard let json = try? JSONIndex.value(in: buffer, at: ranges[index]) else { return nil }
                return try? IntentDefinition(json: json, at: path)
            }
        }
    }

    /// Keeps `definitions` for the next start, replacing whatever was there in one step (a
    /// second editor writing at the same time leaves one whole file or the other).
    public func store(_ definitions: [IntentDefinition]) throws(StoreError) {
        let folder = file.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw StoreError.io(path: folder.path, operation: .createFolder, code: Library.code(of: error))
        }
        let data: Data
        let encoder = JSONEncoder()
        // The same definitions make the same bytes (no hash order), so a rewrite is no change.
        encoder.outputFormatting = .sortedKeys
        do {
            data = try encoder.encode(Contents(format: Self.format, program: program, definitions: definitions))
        } catch {
            // The model is plain data; this cannot fail, and a cache is not worth a crash.
            return
        }
        try AtomicFileWriter().write(data, to: file)
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
