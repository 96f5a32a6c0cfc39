#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// A file SwiftPM copied beside the program (`<Package>_<Target>.resources/`), read straight
/// into bytes. `Bundle.module` finds the same file, but making the bundle cost 1.6 M
/// instructions of a 31 M start, and reading through `Data` then copying it into an array
/// touched every page twice; the bundle stays the way when the folder is not beside the
/// executable (a layout SwiftPM may change).
enum BundledFile {
    static let resourcesFolder = "ShortcutEditor_IntentCatalogs.resources"

    static func bytes(named name: String, fallback: () -> URL?) -> [UInt8]? {
        if let folder = executableFolder(), let bytes = read(folder + "/" + resourcesFolder + "/" + name) { return bytes }
        return fallback().flatMap { read($0.path) }
    }

    /// The folder of the running program, from the link the kernel keeps to it.
    static func executableFolder() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        let path = String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }

    /// The whole file, or nil when it cannot be read.
    static func read(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0, status.st_size >= 0 else { return nil }
        let size = Int(status.st_size)
        var filled = 0
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            while filled < size {
                let got = Glibc.read(fd, buffer.baseAddress! + filled, size - filled)
                if got < 0, errno == EINTR { continue }
                guard got > 0 else { break }
                filled += got
            }
            count = filled
        }
        // A file that changed size while it was read is not the one the installation holds.
        return filled == size ? bytes : nil
    }
}
