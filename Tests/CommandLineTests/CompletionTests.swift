import Foundation
import Testing
import TestSupport

/// Completions as a user installs them: the script each shell gets, in both of the README's
/// forms, and bash's completion of `shortcut-editor show <Tab>` run in a real bash, offering
/// the library's shortcuts by name.
@Suite(.offThePool) struct CompletionTests {
    @Test(arguments: ["bash", "zsh", "fish"])
    func everyShellGetsItsScriptInBothForms(shell: String) throws {
        for arguments in [["--generate-completion-script", shell], ["--generate-completion-script=\(shell)"]] {
            let result = try CommandLineTests().run(arguments)
            #expect(result.status == 0 && result.output.contains("shortcut-editor"), "\(arguments): \(result.output.prefix(300))")
        }
    }

    @Test func bashOffersTheLibrarysShortcutsByName() throws {
        guard FileManager.default.isExecutableFile(atPath: "/bin/bash") else { return }
        let library = try CommandLineTests().temporaryLibrary()
        for name in ["Morning Coffee", "Mist Trail"] {
            try Data(#"{"formatVersion": 1, "name": "\#(name)", "actions": []}"#.utf8)
                .write(to: library.appendingPathComponent("shortcuts/\(name).shortcut.json"))
        }
        let script = TestScratch.path("completion", suffix: ".bash")
        try Data(try CommandLineTests().run(["--generate-completion-script", "bash"]).output.utf8).write(to: script)
        let binary = try CommandLineTests.binary()
        func complete(_ line: String) throws -> [String] {
            let words = line.split(separator: " ", omittingEmptySubsequences: false).map { "'\($0)'" }.joined(separator: " ")
            let driver = """
                source '\(script.path)'
                export PATH='\(binary.deletingLastPathComponent().path)':"$PATH"
                export SHORTCUT_EDITOR_LIBRARY='\(library.path)'
                COMP_WORDS=(\(words))
                COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
                COMP_LINE='\(line)'
                COMP_POINT=${#COMP_LINE}
                _shortcut-editor
                printf '%s\\n' "${COMPREPLY[@]}"
                """
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = ["-c", driver]
            process.currentDirectoryURL = library
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return output.split(separator: "\n").map(String.init)
        }
        #expect(try complete("shortcut-editor show ") == ["Mist Trail", "Morning Coffee"])
        #expect(try complete("shortcut-editor run Mo") == ["Morning Coffee"])
        #expect(try complete("shortcut-editor s").contains("show"))
    }

    /// Names a shared shortcut can give a library file (`import` names it after the shortcut):
    /// command substitutions, a variable, quotes, spaces, a colon and a line break.
    static let hostileNames = ["$(touch marker-dollar)", "`touch marker-tick`", "it's quoted", "two  words", "${HOME}x", "a:b", "\"dq\"", "new\nline",
                               "$((6*7))"]

    /// A library holding a shortcut under each hostile name, and a folder to run the shells in.
    static func hostileLibrary() throws -> (library: URL, folder: URL) {
        let folder = TestScratch.path("hostile-completion")
        let library = folder.appendingPathComponent("library")
        try FileManager.default.createDirectory(at: library.appendingPathComponent("shortcuts"), withIntermediateDirectories: true)
        let plist = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>WFWorkflowActions</key><array/></dict></plist>"#
        for name in hostileNames {
            try Data(plist.utf8).write(to: library.appendingPathComponent("shortcuts/\(name).shortcut"))
        }
        return (library, folder)
    }

    /// Runs `shell` with `arguments` in `folder`, the test's programs first on PATH; its output.
    static func shell(_ shell: String, _ arguments: [String], in folder: URL, library: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: shell)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = try CommandLineTests.binary().deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["SHORTCUT_EDITOR_LIBRARY"] = library.path
        environment["HOME"] = folder.path
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return output
    }

    static func script(_ shell: String, in folder: URL) throws -> URL {
        let script = folder.appendingPathComponent("completion.\(shell)")
        try Data(try CommandLineTests().run(["--generate-completion-script", shell]).output.utf8).write(to: script)
        return script
    }

    /// What each name completes to: the name itself (a line break's file, which no command
    /// takes by name, its path); and nothing in any name is run.
    static func expectedCandidates(library: URL) -> [String] {
        hostileNames.map { $0.contains("\n") ? library.appendingPathComponent("shortcuts/\($0).shortcut").path : $0 }
    }

    static func expectNothingRan(in folder: URL, _ shell: String) {
        let left = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        #expect(!left.contains { $0.hasPrefix("marker") }, "\(shell) ran a command from a shortcut's name: \(left)")
    }

    /// bash: `compgen -W` expanded each name (`$(touch X)` ran on Tab). Each is now a
    /// candidate as it is, which bash quotes as it inserts it — and which opens.
    @Test func bashOffersHostileNamesAsTheyAreAndEachOpens() throws {
        guard FileManager.default.isExecutableFile(atPath: "/bin/bash") else { return }
        let (library, folder) = try Self.hostileLibrary()
        let script = try Self.script("bash", in: folder)
        // The word being completed, as bash hands it over: still in the shell's quotes.
        func complete(_ word: String) throws -> String {
            let driver = """
                source '\(script.path)'
                COMP_WORDS=(shortcut-editor show \(word))
                COMP_CWORD=2
                COMP_LINE="shortcut-editor show "\(word)
                COMP_POINT=${#COMP_LINE}
                _shortcut-editor shortcut-editor \(word) show
                printf '%s\\0' "${COMPREPLY[@]}"
                """
            return try Self.shell("/bin/bash", ["-c", driver], in: folder, library: library)
        }
        let output = try complete("''")
        let candidates = output.split(separator: "\0").map(String.init)
        #expect(Set(candidates) == Set(Self.expectedCandidates(library: library)), "\(candidates)")
        Self.expectNothingRan(in: folder, "bash")
        for candidate in candidates {
            let shown = try CommandLineTests().run(["show", candidate, "--library", library.path])
            #expect(shown.status == 0, "show \(candidate): \(shown.output)")
        }
        // A typed prefix, in the shell's quotes, is matched unquoted.
        #expect(try complete(#""it\'s\ q""#) == "it's quoted\0")
    }

    /// zsh: the names reach `compadd` whole (a colon is no description, a line break no
    /// second name); zsh quotes them as it inserts one.
    @Test func zshAddsHostileNamesAsTheyAre() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh") || FileManager.default.isExecutableFile(atPath: "/bin/zsh") else {
            Issue.record("zsh is not installed (.ci/run installs it)")
            return
        }
        let (library, folder) = try Self.hostileLibrary()
        let script = try Self.script("zsh", in: folder)
        let text = try String(contentsOf: script, encoding: .utf8)
        #expect(text.contains(":path:{__shortcut-editor_shortcut_names}") && !text.contains("{__shortcut-editor_custom_complete ---completion"))
        let driver = """
            source '\(script.path)' 2>/dev/null
            compadd() { local -a taken; taken=("${(@P)${@[-1]}}"); printf '%s\\0' "${taken[@]}"; }
            command_name=shortcut-editor
            command_line=(shortcut-editor show '')
            PREFIX=''
            __shortcut-editor_shortcut_names
            """
        let output = try Self.shell(FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh") ? "/usr/bin/zsh" : "/bin/zsh", ["-f", "-c", driver],
                                    in: folder, library: library)
        #expect(Set(output.split(separator: "\0").map(String.init)) == Set(Self.expectedCandidates(library: library)), "\(output)")
        Self.expectNothingRan(in: folder, "zsh")
    }

    /// fish: `complete -C`, fish's own completion of a command line, offers each name.
    @Test func fishOffersHostileNamesAsTheyAre() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/fish") else {
            Issue.record("fish is not installed (.ci/run installs it)")
            return
        }
        let (library, folder) = try Self.hostileLibrary()
        let script = try Self.script("fish", in: folder)
        let output = try Self.shell("/usr/bin/fish", ["--no-config", "-c", "source '\(script.path)'; complete -C 'shortcut-editor show '"], in: folder, library: library)
        for candidate in Self.expectedCandidates(library: library) {
            #expect(output.contains(candidate + "\n"), "fish does not offer \(candidate): \(output)")
        }
        Self.expectNothingRan(in: folder, "fish")
    }
}
