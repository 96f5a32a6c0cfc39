#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Folders and files for one test process, all under one folder of the system's temporary
/// folder that is removed when the process exits. Tests that hand paths to the real binary —
/// in tmux, where it outlives the statement that started it — cannot remove what they made at
/// the right moment; left to themselves, each run of the suite left some twenty folders behind.
public enum TestScratch {
    /// `shortcut-editor-tests-<pid>` in the temporary folder, made on first use.
    public static let root: URL = {
        let url = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("shortcut-editor-tests-\(getpid())", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TestScratch.root) }
        return url
    }()

    /// A fresh name under `root` (nothing is made there): `<prefix>-<UUID><suffix>`.
    public static func path(_ prefix: String, suffix: String = "") -> URL {
        root.appendingPathComponent("\(prefix)-\(UUID().uuidString)\(suffix)")
    }

    /// A shell script with `body`, made executable: a stand-in program (an intent host that
    /// hangs, prints or crashes).
    public static func script(_ body: String, name: String) throws -> URL {
        let file = path(name, suffix: ".sh")
        try writeExecutable("#!/bin/sh\n\(body)\n", to: file)
        return file
    }

    /// Writes an executable file (mode 755) whose descriptor no child process keeps.
    ///
    /// Tests start processes from many threads at once. A descriptor opened without
    /// `O_CLOEXEC` (as `Data.write(to:)` opens it) is copied into every child forked while it is
    /// open and kept by any that does not exec at once; while one holds the file open for
    /// writing, running it fails with ETXTBSY ("Text file busy"), which failed tests on a busy
    /// machine. Opened with `O_CLOEXEC`, a child's copy is gone by its exec.
    public static func writeExecutable(_ text: String, to file: URL) throws {
        try writeExecutable(bytes: Array(text.utf8), to: file)
    }

    /// A copy of the program at `path`, written as `writeExecutable` writes (with `O_CLOEXEC`).
    public static func copyExecutable(from path: String, to file: URL) throws {
        guard let data = FileManager.default.contents(atPath: path) else { throw POSIXError(.ENOENT) }
        try writeExecutable(bytes: Array(data), to: file)
    }

    private static func writeExecutable(bytes: [UInt8], to file: URL) throws {
        let fd = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                close(fd)
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            written += count
        }
        close(fd)
        // The mode given to open is masked by the umask; the file must be executable.
        chmod(file.path, 0o755)
    }
}
