import FileAccess
import Foundation

/// A device's files folder copied for a run that must not change it (a fixture, a dry run):
/// folders walked, regular files read whole, links made again as links — each use of one is
/// still held inside the copy by `DeviceFiles` —, and anything else refused by name.
///
/// Foundation's `copyItem` copied a `files` that is itself a link as the link, so a fixture's
/// `files -> ../..` gave a test case the whole file system and a dry run deleted real files;
/// and it opened a FIFO inside and waited for a writer for ever.
enum DeviceFilesCopy {
    /// What one copy may hold: a fixture's folder is copied for every run.
    static let maximumEntries = 10_000
    static let maximumBytes = 256 << 20

    /// Copies `source` to `destination` (which must not exist). A `source` that is a link is
    /// refused unless `followingRootLink` (the library's own folder, linked by its owner).
    static func copy(_ source: URL, to destination: URL, followingRootLink: Bool) throws(DeviceFileError) {
        let manager = FileManager.default
        if !followingRootLink, kind(of: source.path) == .typeSymbolicLink {
            throw DeviceFileError(file: source.path, message: "is a symbolic link; a device's files folder must be a folder of its own, not a way to another")
        }
        var entries = 0
        var bytes = 0
        func walk(_ from: URL, _ to: URL, depth: Int) throws(DeviceFileError) {
            guard depth <= 64 else { throw DeviceFileError(file: from.path, message: "is more than 64 folders deep") }
            do {
                try manager.createDirectory(at: to, withIntermediateDirectories: depth == 0)
            } catch {
                throw DeviceFileError(file: to.path, message: "cannot be made: \(FileProblem.words(for: error))")
            }
            let names: [String]
            do {
                names = try manager.contentsOfDirectory(atPath: from.path).sorted()
            } catch {
                throw DeviceFileError(file: from.path, message: "cannot be listed: \(FileProblem.words(for: error))")
            }
            for name in names {
                entries += 1
                guard entries <= maximumEntries else {
                    throw DeviceFileError(file: source.path, message: "holds more than \(maximumEntries) files; a device's files folder is copied for every run")
                }
                let child = from.appendingPathComponent(name), copy = to.appendingPathComponent(name)
                switch kind(of: child.path) {
                case .typeDirectory?:
                    try walk(child, copy, depth: depth + 1)
                case .typeRegular?:
                    let data: Data
                    switch FileReader.read(child.path, limit: maximumBytes - bytes) {
                    case .success(let contents): data = contents.data
                    case .failure(.tooLarge): throw DeviceFileError(file: source.path, message: "holds more than \(FileReader.megabytes(maximumBytes)); a device's files folder is copied for every run")
                    case .failure(let failure): throw DeviceFileError(file: child.path, message: "cannot be read: \(failure)")
                    }
                    bytes += data.count
                    guard manager.createFile(atPath: copy.path, contents: data) else {
                        throw DeviceFileError(file: copy.path, message: "cannot be written")
                    }
                case .typeSymbolicLink?:
                    guard let target = try? manager.destinationOfSymbolicLink(atPath: child.path),
                          (try? manager.createSymbolicLink(atPath: copy.path, withDestinationPath: target)) != nil else {
                        throw DeviceFileError(file: child.path, message: "is a link that cannot be copied")
                    }
                default:
                    throw DeviceFileError(file: child.path, message: "is neither a file, a folder nor a link (a FIFO, a socket or a device); a device's files folder holds files and folders")
                }
            }
        }
        let root = followingRootLink ? source.resolvingSymlinksInPath() : source
        try walk(root, destination, depth: 0)
    }

    private static func kind(of path: String) -> FileAttributeType? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    }
}
