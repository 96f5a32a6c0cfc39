#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

extension URL {
    /// The path of a file URL, exactly as `path` gives it, without what `path` costs the first
    /// time a program asks.
    ///
    /// FoundationEssentials decodes a file URL's path with a `Set<UInt8>` it makes from a
    /// literal, and the runtime finds that set's metadata by scanning every protocol
    /// conformance in the program: 0.4 M instructions, a sixteenth of the editor's start to its
    /// first screen (docs/BENCHMARKS-HISTORY.md, round 15). `lastPathComponent` and `pathExtension`
    /// decode the same way. A path with nothing to decode — no `%`, which is every path of
    /// plain names — needs no set: it is the encoded path less its trailing slashes, which is
    /// what `path` leaves of it. Anything else (a relative URL, a name with a space or another
    /// character URLs escape, a URL of another scheme) is left to Foundation, so the two never
    /// differ.
    public var fileSystemPath: String {
        plainPath.map(String.init) ?? path
    }

    /// The path's last name, exactly as `lastPathComponent` gives it (see `fileSystemPath`).
    public var fileName: String {
        guard let path = plainPath else { return lastPathComponent }
        guard path.utf8.count > 1, let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return String(path) }
        return String(path[path.index(after: slash)...])
    }

    /// The URL with its symbolic links resolved, exactly as `resolvingSymlinksInPath()` gives
    /// it, without Foundation's decoding (see `fileSystemPath`) when no part of the path is a
    /// link: `realpath` giving the path back unchanged says so. A file that does not exist yet
    /// (a new shortcut) is judged by its folder, unless its name is a dangling link.
    public var withSymlinksResolved: URL {
        guard let path = plainPath.map(String.init) else { return resolvingSymlinksInPath() }
        switch Self.realPath(path) {
        case .success(let real):
            return real == path ? self : resolvingSymlinksInPath()
        case .failure(let error):
            var status = stat()
            guard error.code == .ENOENT, lstat(path, &status) != 0, errno == ENOENT,
                  let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.utf8.startIndex else {
                return resolvingSymlinksInPath()
            }
            let folder = String(path[..<slash])
            return (try? Self.realPath(folder).get()) == folder ? self : resolvingSymlinksInPath()
        }
    }

    private static func realPath(_ path: String) -> Result<String, SystemCallError> {
        guard let resolved = realpath(path, nil) else { return .failure(SystemCallError(code: .current)) }
        defer { free(resolved) }
        return .success(String(cString: resolved))
    }

    /// The absolute path less its trailing slashes (the root stays "/"), when it has nothing to
    /// decode; nil when Foundation must say what the path is.
    private var plainPath: Substring? {
        guard isFileURL, baseURL == nil else { return nil }
        let encoded = path(percentEncoded: true)
        let bytes = encoded.utf8
        guard bytes.first == UInt8(ascii: "/"), !bytes.contains(UInt8(ascii: "%")) else { return nil }
        guard let lastName = bytes.lastIndex(where: { $0 != UInt8(ascii: "/") }) else { return "/" }
        return encoded[...lastName]
    }
}
