#if canImport(Glibc)
import Glibc
#endif
import Foundation
import IntentKit

/// Whether someone other than the user could change what a host file runs: the editor runs it
/// as the user whenever a picker asks, so a program another user can rewrite is their code
/// running as you. Checked where it matters: the file itself and every folder above it, after
/// following symbolic links (a link's own mode is always 777 and says nothing), for the
/// program and for every argument that names a file — a script handed to `python3` or `sh`
/// named as the command is the code that runs.
enum HostProgramTrust {
    /// Why `command`'s program or a file it runs can be changed by others; nil when nothing can.
    /// Relative arguments are found from `directory`.
    static func problem(executable: String, arguments: [String], directory: String?) -> String? {
        var paths = [executable]
        for argument in arguments where !argument.isEmpty && !argument.hasPrefix("-") {
            let path = argument.hasPrefix("/") ? argument : URL(localPath: argument, relativeTo: directory.map { URL(localPath: $0, isDirectory: true) }).standardizedFileURL.path
            if isRegularFile(path) { paths.append(path) }
        }
        for path in paths {
            if let reason = reason(path) { return "\(path) can be changed by other users (\(reason))" }
        }
        return nil
    }

    /// What lets others change the file at `path`: it, or a folder above it without the
    /// sticky bit, writable by everyone. Symbolic links are followed first.
    static func reason(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        let real = String(cString: resolved)
        free(resolved)
        guard let mode = mode(of: real) else { return nil }
        if mode & S_IWOTH != 0 { return real == path ? "it is writable by everyone" : "it is \(real), writable by everyone" }
        var folder = (real as NSString).deletingLastPathComponent
        while !folder.isEmpty {
            if let folderMode = self.mode(of: folder), folderMode & S_IWOTH != 0, folderMode & S_ISVTX == 0 {
                return "its folder \(folder) is writable by everyone, so anyone can replace it"
            }
            if folder == "/" { break }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }

    private static func mode(of path: String) -> mode_t? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode
    }

    private static func isRegularFile(_ path: String) -> Bool {
        guard let mode = mode(of: path) else { return false }
        return mode & S_IFMT == S_IFREG
    }
}
