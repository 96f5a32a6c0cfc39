import FileAccess
import Foundation

/// The simulated device's files folder, and the one rule every file action keeps: nothing
/// outside it is read, written or deleted. A path is read from the folder — a leading "/" too,
/// as Shortcuts' "Subpath" (`/Folder/File.txt`) is written — and refused when a part of it is
/// `..`, when it is a `file:` URL, or when a link on the way leads out of the folder.
enum DeviceFiles {
    /// Where `path` is — from `base`, a folder in `root` (`root` itself when nil) —; throws
    /// saying why it is refused.
    static func resolve(_ path: String, in root: URL, from base: URL? = nil) throws(DevicePathRefusal) -> URL {
        let trimmed = path.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.lowercased().hasPrefix("file:") { throw DevicePathRefusal(path: path, reason: "a file: URL names a file outside the device") }
        let parts = trimmed.split(separator: "/", omittingEmptySubsequences: true).map(String.init).filter { $0 != "." }
        if parts.contains("..") { throw DevicePathRefusal(path: path, reason: "“..” would leave the device's files folder") }
        if parts.contains(where: { $0.contains("\u{0}") }) { throw DevicePathRefusal(path: path, reason: "a path cannot hold a NUL") }
        let url = parts.reduce(base ?? root) { $0.appendingPathComponent($1) }
        try checkInside(url, root: root, path: path)
        return url
    }

    /// Refuses `url` when the deepest part of it that exists is, links resolved, outside `root`.
    static func checkInside(_ url: URL, root: URL, path: String) throws(DevicePathRefusal) {
        let realRoot = root.resolvingSymlinksInPath().standardizedFileURL.path
        var existing = url
        while !FileManager.default.fileExists(atPath: existing.path), existing.path.count > realRoot.count {
            // A dangling link is there but does not "exist": it must not be written through.
            if (try? FileManager.default.destinationOfSymbolicLink(atPath: existing.path)) != nil {
                throw DevicePathRefusal(path: path, reason: "it goes through a link that leads nowhere")
            }
            existing.deleteLastPathComponent()
        }
        let real = existing.resolvingSymlinksInPath().standardizedFileURL.path
        guard real == realRoot || real.hasPrefix(realRoot.hasSuffix("/") ? realRoot : realRoot + "/") else {
            throw DevicePathRefusal(path: path, reason: "a link on the way leads out of the device's files folder")
        }
    }

    /// The file at `url` as a run holds it, at most `limit` bytes.
    static func read(_ url: URL, root: URL, limit: Int) throws -> RuntimeFile {
        let data: Data
        switch FileReader.read(url.path, limit: limit) {
        case .success(let contents): data = contents.data
        case .failure(let failure): throw DeviceFileError(file: relativePath(url, root: root), message: "cannot be read: \(failure)")
        }
        return runtimeFile(url, root: root, bytes: Array(data))
    }

    static func runtimeFile(_ url: URL, root: URL, bytes: [UInt8]) -> RuntimeFile {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        return RuntimeFile(name: url.lastPathComponent, bytes: bytes, path: relativePath(url, root: root),
                           created: attributes?[.creationDate] as? Date, modified: attributes?[.modificationDate] as? Date)
    }

    /// "Notes/Shopping.txt": the path from the folder.
    static func relativePath(_ url: URL, root: URL) -> String {
        let base = root.standardizedFileURL.path
        let full = url.standardizedFileURL.path
        guard full.hasPrefix(base) else { return url.lastPathComponent }
        return String(full.dropFirst(base.count).drop { $0 == "/" })
    }

    /// The files in `folder` (in its subfolders too when `recursive`), by path; at most
    /// `maximumFiles` of them and `limit` bytes in all, 64 folders deep, links not followed.
    static func list(_ folder: URL, root: URL, recursive: Bool, limit: Int, maximumFiles: Int = 10_000) throws -> [RuntimeFile] {
        var files: [RuntimeFile] = []
        var total = 0
        func walk(_ url: URL, depth: Int) throws {
            guard depth <= 64 else { return }
            let names = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
            for name in names where !name.hasPrefix(".") {
                let child = url.appendingPathComponent(name)
                let values = try? child.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey, .isRegularFileKey])
                if values?.isSymbolicLink == true { continue }
                if values?.isDirectory == true {
                    if recursive { try walk(child, depth: depth + 1) }
                    continue
                }
                guard values?.isRegularFile == true else { continue }
                guard files.count < maximumFiles else { throw DeviceFileError(file: relativePath(folder, root: root), message: "holds more than \(maximumFiles) files") }
                let file = try read(child, root: root, limit: limit - total)
                total += file.bytes.count
                files.append(file)
            }
        }
        try walk(folder, depth: 0)
        return files
    }
}

/// A path a shortcut gave that would reach outside the device's files folder.
struct DevicePathRefusal: Error, CustomStringConvertible {
    var path: String
    var reason: String

    var description: String { "the path “\(path)” is refused: \(reason)" }
}
