import Foundation
import ShortcutStore
import Testing

/// `fileSystemPath` stands in for `URL.path` wherever the store names a file, so it must give
/// the same string for every URL the store meets — those it reads on its fast path and those
/// it hands to Foundation.
struct FileSystemPathTests {
    static let paths = [
        "/", "//", "/tmp", "/tmp/", "/tmp//", "/tmp/a.shortcut.json", "/home/user/.local/share/shortcut-editor",
        "/a/b/../c", "/a/./b", "/with space/and%percent", "/caf\u{E9}/na\u{EF}ve", "/\u{1F600}/emoji",
        "/tab\there", "/question?mark", "/hash#mark", "/semi;colon", "/brackets[1]", "/trailing/slashes///",
    ]

    @Test(arguments: paths)
    func aFileURLsPathIsFoundations(path: String) {
        for url in [URL(fileURLWithPath: path), URL(fileURLWithPath: path, isDirectory: true),
                    URL(fileURLWithPath: path, isDirectory: false)] {
            #expect(url.fileSystemPath == url.path, "\(url)")
            #expect(url.fileName == url.lastPathComponent, "\(url)")
        }
    }

    @Test(arguments: paths)
    func aPathBuiltOnIsFoundations(path: String) {
        let folder = URL(fileURLWithPath: path, isDirectory: true)
        for url in [folder.appendingPathComponent("x.json", isDirectory: false),
                    folder.appendingPathComponent("sub", isDirectory: true),
                    folder.deletingLastPathComponent()] {
            #expect(url.fileSystemPath == url.path, "\(url)")
            #expect(url.fileName == url.lastPathComponent, "\(url)")
        }
    }

    @Test
    func relativeAndOtherURLsAreFoundations() throws {
        let base = URL(fileURLWithPath: "/base/folder/", isDirectory: true)
        let urls = [URL(fileURLWithPath: "relative/file.json", relativeTo: base), URL(fileURLWithPath: "relative.json"),
                    try #require(URL(string: "https://example.com/a/b/")), try #require(URL(string: "file:///x/y%2Fz"))]
        for url in urls {
            #expect(url.fileSystemPath == url.path, "\(url)")
            #expect(url.fileName == url.lastPathComponent, "\(url)")
        }
    }

    /// Links anywhere in the path, or none; files that exist, do not, or are dangling links.
    @Test
    func linksAreResolvedAsFoundationResolvesThem() throws {
        let temporary = try TemporaryFolder()
        let manager = FileManager.default
        let real = temporary.url.appendingPathComponent("real", isDirectory: true)
        try manager.createDirectory(at: real, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: real.appendingPathComponent("a.shortcut.json"))
        try manager.createSymbolicLink(atPath: temporary.url.path + "/linked", withDestinationPath: real.path)
        try manager.createSymbolicLink(atPath: real.path + "/link.shortcut.json", withDestinationPath: "a.shortcut.json")
        try manager.createSymbolicLink(atPath: real.path + "/dangling.shortcut.json", withDestinationPath: "nowhere.json")
        try manager.createDirectory(atPath: real.path + "/with space", withIntermediateDirectories: true)
        let paths = ["real/a.shortcut.json", "real/new.shortcut.json", "real/link.shortcut.json", "real/dangling.shortcut.json",
                     "linked/a.shortcut.json", "linked/new.shortcut.json", "real/../real/a.shortcut.json", "real/with space/new.json",
                     "missing/new.shortcut.json", "real", "linked"]
        for relative in paths {
            for url in [URL(fileURLWithPath: temporary.url.path + "/" + relative),
                        URL(fileURLWithPath: temporary.url.path + "/" + relative, isDirectory: true)] {
                let resolved = url.withSymlinksResolved
                #expect(resolved == url.resolvingSymlinksInPath(), "\(relative)")
                #expect(resolved.path == url.resolvingSymlinksInPath().path, "\(relative)")
            }
        }
        #expect(URL(fileURLWithPath: temporary.url.path + "/linked/a.shortcut.json").withSymlinksResolved.path
            == URL(fileURLWithPath: real.path + "/a.shortcut.json").resolvingSymlinksInPath().path)
    }
}
