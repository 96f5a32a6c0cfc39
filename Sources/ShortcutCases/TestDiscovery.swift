import Foundation
import IntentKit

/// Where tests are: `NAME.tests.toml` files named, or found in folders named (their subfolders
/// too, 16 deep at most, 10,000 files at most); and the shortcut each tests — named in the file
/// (`shortcut = "…"`), else beside it by its name (`NAME.shortcut`, `.plist`, `.shortcut.json`,
/// `.json`), else the library's shortcut of that name.
public enum TestDiscovery {
    public static let suffix = ".tests.toml"

    /// The test files under `paths`, sorted; a path that is neither a tests file nor a folder
    /// is an error naming it.
    public static func files(in paths: [URL]) throws -> [URL] {
        var found: [URL] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder) else {
                throw CaseProblem(description: "\(path.path): no such file or folder")
            }
            if !isFolder.boolValue {
                if path.lastPathComponent.hasSuffix(suffix) {
                    found.append(path)
                } else if let beside = testsFile(beside: path) {
                    // A shortcut named: the tests file beside it is what was meant.
                    found.append(beside)
                } else {
                    throw CaseProblem(description: "\(path.path): not a tests file (NAME\(suffix)), and no \(shortcutName(of: path))\(suffix) beside it")
                }
                continue
            }
            try walk(path, depth: 0, into: &found)
        }
        return found.sorted { $0.path < $1.path }
    }

    /// "Greet" for Greet.shortcut, Greet.plist, Greet.shortcut.json, Greet.json, Greet.wflow.
    static func shortcutName(of file: URL) -> String {
        let name = file.lastPathComponent
        for ending in [".shortcut.json", ".shortcut", ".plist", ".json", ".wflow"] where name.hasSuffix(ending) {
            return String(name.dropLast(ending.count))
        }
        return name
    }

    /// `NAME.tests.toml` beside a shortcut file `NAME.shortcut` (or another of its endings).
    static func testsFile(beside shortcut: URL) -> URL? {
        let candidate = shortcut.deletingLastPathComponent().appendingPathComponent(shortcutName(of: shortcut) + suffix)
        return FileManager.default.fileExists(atPath: candidate.path) ? candidate : nil
    }

    private static func walk(_ folder: URL, depth: Int, into found: inout [URL]) throws {
        guard depth <= 16 else { return }
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
            if values?.isSymbolicLink == true { continue }
            if values?.isDirectory == true {
                if name != ".build" { try walk(url, depth: depth + 1, into: &found) }
            } else if name.hasSuffix(suffix) {
                guard found.count < 10_000 else { throw CaseProblem(description: "\(folder.path): more than 10,000 tests files") }
                found.append(url)
            }
        }
    }

    /// The shortcut file beside `file` that it tests, if there is one.
    public static func shortcutBeside(_ file: ShortcutTestFile) -> URL? {
        let folder = file.url.deletingLastPathComponent()
        if let named = file.shortcut { return named.hasPrefix("/") ? URL(localPath: named) : folder.appendingPathComponent(named) }
        for ending in [".shortcut", ".plist", ".shortcut.json", ".json", ".wflow"] {
            let url = folder.appendingPathComponent(file.shortcutName + ending)
            if FileManager.default.fileExists(atPath: url.path) { return url }
        }
        return nil
    }
}
