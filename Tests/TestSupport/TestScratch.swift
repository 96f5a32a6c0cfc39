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
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        return file
    }
}
