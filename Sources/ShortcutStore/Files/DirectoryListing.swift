#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The names in a folder, read with `opendir`/`readdir`. `FileManager.contentsOfDirectory`
/// gives the same names, but each listing cost the editor's start 0.4 M instructions —
/// generic dictionaries made from mangled names, and for a folder that does not exist (a
/// library without catalogs) an error with its user-info dictionary. The start lists two.
enum DirectoryListing {
    /// The names in the folder at `path`, "." and ".." left out, in the order the system gives
    /// them; nil when it cannot be read (missing, not a folder, not permitted). Names that are
    /// not UTF-8 are repaired, as `String(cString:)` does.
    static func names(in path: String) -> [String]? {
        guard let folder = opendir(path) else { return nil }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { bytes in
                String(cString: bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
