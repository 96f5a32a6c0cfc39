import Foundation
@testable import IntentKit
import Testing

/// A path beginning with `~` is a file of that name: Foundation's own reading of `~name` asks
/// the user database, which crashed the statically linked program (SIGSEGV) for a user that
/// does not exist — from the command line, a device fixture or an iCloud record's name.
@Suite struct LocalPathTests {
    @Test(arguments: ["~no-such-user-x.plist", "~", "~/x", "~root/y"])
    func aLeadingTildeNamesAFileInTheWorkingFolder(_ path: String) {
        let folder = URL(fileURLWithPath: "/work/folder", isDirectory: true)
        let url = URL(localPath: path, relativeTo: folder)
        #expect(url.standardizedFileURL.path == "/work/folder/" + path)
        #expect(URL(localPath: path).standardizedFileURL.path == FileManager.default.currentDirectoryPath + "/" + path)
    }

    @Test func otherPathsAreFoundationsReading() {
        for path in ["/etc/hosts", "relative/file.txt", "a~b", "/~x"] {
            #expect(URL(localPath: path) == URL(fileURLWithPath: path))
            #expect(URL(localPath: path, isDirectory: true) == URL(fileURLWithPath: path, isDirectory: true))
        }
    }

    /// Every path the program takes goes through `URL(localPath:)`: a new
    /// `URL(fileURLWithPath:)` or `expandingTildeInPath` brings the crash back.
    @Test func noSourceReadsAPathWithFoundationsTildeExpansion() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        var offenders: [String] = []
        for file in files where file.pathExtension == "swift" && !file.path.contains("/shortcut-bench/") && file.lastPathComponent != "URL+LocalPath.swift" {
            let code = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            for pattern in ["URL(fileURLWithPath:", "expandingTildeInPath", "URL(filePath:"] where code.contains(pattern) {
                offenders.append("\(file.lastPathComponent): \(pattern)")
            }
        }
        #expect(files.count > 100)
        #expect(offenders.isEmpty, "\(offenders)")
    }
}
