import Foundation
import Testing
import TestSupport

/// `Scripts/install` into a prefix of its own, with the programs built for the tests: the
/// programs, the man page (which `man -l` reads) and the three shells' completions where they
/// look; then `--uninstall` leaves the prefix as empty as it was, and a file of someone else's
/// in it untouched. `Scripts/package` makes the same tree into a versioned tarball.
@Suite(.offThePool, .serialized) struct InstallTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs a script of the repository; its status and what it printed.
    static func script(_ name: String, _ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = repository.appendingPathComponent("Scripts/\(name)")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    static var programs: String { (try? CommandLineTests.binary().deletingLastPathComponent().path) ?? "" }

    /// The manifest is a file of the prefix that anyone with the prefix could change:
    /// `--uninstall` removed `../victim/keep.txt` and `folder ../x` as it said. Whatever it
    /// names, nothing outside the prefix is touched — not through `..`, an absolute path or a link.
    @Test func uninstallTouchesNothingOutsideItsPrefixWhateverItsManifestSays() throws {
        let root = TestScratch.path("uninstall-escape")
        let prefix = root.appendingPathComponent("prefix"), victim = root.appendingPathComponent("victim")
        let manager = FileManager.default
        for folder in ["prefix/share/shortcut-editor", "prefix/bin", "victim/inner", "x"] {
            try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try Data("keep".utf8).write(to: victim.appendingPathComponent("keep.txt"))
        try Data("keep".utf8).write(to: victim.appendingPathComponent("inner/deep.txt"))
        try manager.createSymbolicLink(at: prefix.appendingPathComponent("link"), withDestinationURL: victim)
        try Data("mine".utf8).write(to: prefix.appendingPathComponent("bin/shortcut-editor"))
        let files = ["../victim/keep.txt", "link/keep.txt", "bin/../../victim/inner/deep.txt", victim.appendingPathComponent("keep.txt").path,
                     "./../victim/keep.txt", "bin/shortcut-editor"]
        try Data(files.map { "file \($0)\n" }.joined().utf8).write(to: prefix.appendingPathComponent("share/shortcut-editor/installed"))
        try Data("folder ../x\nfolder link/inner\nfolder ..\nfolder bin\n".utf8).write(to: prefix.appendingPathComponent("share/shortcut-editor/installed.folders"))
        let removed = try Self.script("install", ["--prefix", prefix.path, "--uninstall"])
        #expect(removed.status == 0, "\(removed.output)")
        #expect(manager.fileExists(atPath: victim.appendingPathComponent("keep.txt").path))
        #expect(manager.fileExists(atPath: victim.appendingPathComponent("inner/deep.txt").path))
        #expect(manager.fileExists(atPath: root.appendingPathComponent("x").path))
        #expect(!manager.fileExists(atPath: prefix.appendingPathComponent("bin").path), "what the manifest rightly names is still removed")
        #expect(removed.output.contains("skipped \"../victim/keep.txt\""), "\(removed.output)")
    }

    @Test func installPutsItsFilesWhereTheyAreLookedForAndUninstallRemovesExactlyThem() throws {
        let prefix = TestScratch.path("prefix")
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: prefix.appendingPathComponent("bin/someone-elses"))
        let installed = try Self.script("install", ["--prefix", prefix.path, "--from", Self.programs])
        #expect(installed.status == 0, "\(installed.output)")
        for file in ["bin/shortcut-editor", "bin/demo-intents-host", "share/man/man1/shortcut-editor.1",
                     "share/bash-completion/completions/shortcut-editor", "share/zsh/site-functions/_shortcut-editor",
                     "share/fish/vendor_completions.d/shortcut-editor.fish"] {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "no \(file)")
        }
        let version = Process()
        version.executableURL = prefix.appendingPathComponent("bin/shortcut-editor")
        version.arguments = ["--version"]
        let pipe = Pipe()
        version.standardOutput = pipe
        try version.run()
        let said = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        version.waitUntilExit()
        #expect(version.terminationStatus == 0 && !said.isEmpty)
        // Stripped: smaller than the program it came from, and it still runs (above).
        for program in ["shortcut-editor", "demo-intents-host"] {
            let built = try FileManager.default.attributesOfItem(atPath: Self.programs + "/" + program)[.size] as? Int ?? 0
            let put = try FileManager.default.attributesOfItem(atPath: prefix.appendingPathComponent("bin/" + program).path)[.size] as? Int ?? 0
            #expect(put > 0 && put < built, "\(program): \(put) bytes installed from \(built)")
        }
        // The installed completions take shortcut names as data (CompletionTests runs them).
        for file in ["share/bash-completion/completions/shortcut-editor", "share/zsh/site-functions/_shortcut-editor",
                     "share/fish/vendor_completions.d/shortcut-editor.fish"] {
            let script = try String(contentsOf: prefix.appendingPathComponent(file), encoding: .utf8)
            #expect(script.contains("---shortcut-names") && !script.contains("---completion show"), "\(file)")
        }
        let page = try String(contentsOf: prefix.appendingPathComponent("share/man/man1/shortcut-editor.1"), encoding: .utf8)
        #expect(page.hasPrefix(".TH SHORTCUT-EDITOR 1") && page.contains(".SS intents") && page.contains("USAGE: shortcut-editor show"))
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/man") {
            let man = Process()
            man.executableURL = URL(fileURLWithPath: "/usr/bin/man")
            man.arguments = ["-l", prefix.appendingPathComponent("share/man/man1/shortcut-editor.1").path]
            man.environment = ["MANPAGER": "cat", "PATH": "/usr/bin:/bin", "MANWIDTH": "80"]
            let manPipe = Pipe()
            man.standardOutput = manPipe
            man.standardError = manPipe
            try man.run()
            let rendered = String(decoding: manPipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            man.waitUntilExit()
            #expect(man.terminationStatus == 0 && rendered.contains("SHORTCUT-EDITOR(1)"), "\(rendered.prefix(300))")
        }

        let removed = try Self.script("install", ["--prefix", prefix.path, "--uninstall"])
        #expect(removed.status == 0, "\(removed.output)")
        let left = FileManager.default.enumerator(atPath: prefix.path)?.allObjects as? [String] ?? []
        #expect(left.sorted() == ["bin", "bin/someone-elses"], "\(left)")
    }

    @Test func uninstallingWhatWasNeverInstalledSaysSo() throws {
        let prefix = TestScratch.path("empty-prefix")
        let removed = try Self.script("install", ["--prefix", prefix.path, "--uninstall"])
        #expect(removed.status == 1 && removed.output.contains("nothing was installed in"), "\(removed.output)")
    }

    /// The tarball holds the install's tree under a versioned folder.
    @Test func packageMakesAVersionedTarballOfTheSameTree() throws {
        let packaged = try Self.script("package", ["--from", Self.programs])
        #expect(packaged.status == 0, "\(packaged.output)")
        guard let line = packaged.output.split(separator: "\n").last(where: { $0.hasPrefix("package: ") }) else {
            Issue.record("no tarball named: \(packaged.output)")
            return
        }
        let tarball = Self.repository.appendingPathComponent(String(line.dropFirst("package: ".count)))
        #expect(tarball.lastPathComponent.hasPrefix("shortcut-editor-") && tarball.lastPathComponent.hasSuffix(".tar.gz"))
        let list = Process()
        list.executableURL = URL(fileURLWithPath: "/bin/tar")
        list.arguments = ["tzf", tarball.path]
        let pipe = Pipe()
        list.standardOutput = pipe
        try list.run()
        let listed = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        list.waitUntilExit()
        let folder = tarball.lastPathComponent.replacingOccurrences(of: ".tar.gz", with: "")
        for path in ["bin/shortcut-editor", "share/man/man1/shortcut-editor.1", "share/shortcut-editor/installed"] {
            #expect(listed.contains("\(folder)/\(path)"), "no \(path) in:\n\(listed)")
        }
    }
}
