import Foundation

/// A host's standard error kept on disk, bounded: past `maximumBytes` the file becomes
/// `PATH.1` (the one before is replaced) and a new one starts. A host writing 100 MiB per
/// request then costs at most twice the bound, not the disk.
struct HostLog {
    let path: String
    let maximumBytes: Int

    /// The file `path` is moved to when it is full.
    var previousPath: String { path + ".1" }

    func append(_ data: Data) {
        let files = FileManager.default
        if !files.fileExists(atPath: path) {
            try? files.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = files.createFile(atPath: path, contents: nil)
        }
        guard let handle = FileHandle(forWritingAtPath: path) else { return }
        let size = (try? handle.seekToEnd()) ?? 0
        // One write larger than the bound keeps only its end: the last words are what matter.
        let kept = data.count > maximumBytes ? data.suffix(maximumBytes) : data
        if Int(size) + kept.count > maximumBytes {
            try? handle.close()
            _ = try? files.removeItem(atPath: previousPath)
            try? files.moveItem(atPath: path, toPath: previousPath)
            _ = files.createFile(atPath: path, contents: kept)
            return
        }
        defer { try? handle.close() }
        try? handle.write(contentsOf: kept)
    }
}
