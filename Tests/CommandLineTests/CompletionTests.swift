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
}
