import Foundation
import Testing
import TestSupport

/// `shortcut-editor keys`: the bindings in effect, and the README's table, which must be
/// exactly what the keymap says.
@Suite(.offThePool) struct KeysCommandTests {
    let cli = CommandLineTests()

    private func config(_ text: String) throws -> String {
        let url = TestScratch.path("keys", suffix: ".toml")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func theREADMEKeyTablesAreTheKeymaps() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let begin = try #require(text.range(of: "<!-- keys:begin -->\n"))
        let end = try #require(text.range(of: "<!-- keys:end -->"))
        let documented = String(text[begin.upperBound..<end.lowerBound])
        let empty = try config("")
        let generated = try cli.run(["keys", "--markdown", "--config", empty])
        #expect(generated.status == 0)
        #expect(documented == generated.output,
                "README.md's key tables differ from the keymap; replace them with `shortcut-editor keys --markdown`")
    }

    @Test func keysPrintsTheRemappedBindingsAsTOML() throws {
        let path = try config("[keys.editor]\nnext-action = [\"n\", \"down\"]\n")
        let result = try cli.run(["keys", "--config", path])
        #expect(result.status == 0)
        #expect(result.output.contains("[keys.editor]\n"))
        #expect(result.output.contains(#"next-action          = ["n", "down"]  # next action"#), "\(result.output)")
        #expect(result.output.contains(#"previous-action      = ["up", "k"]"#))
    }

    @Test func keysReportsABadFileWithItsLineAndExitsWithOne() throws {
        let path = try config("[keys.editor]\n\nfly = [\"f\"]\n")
        let result = try cli.run(["--config", path, "keys"])
        #expect(result.status == 1)
        #expect(result.output.contains("warning: \(path):3: \"fly\" is not a command of [keys.editor]"), "\(result.output)")
        #expect(result.output.contains("[keys.editor]\nnext-placeholder"), "the defaults are still listed")
    }

    @Test func aNamedConfigThatDoesNotExistIsSaid() throws {
        let result = try cli.run(["keys", "--config", "/nonexistent/config.toml"])
        #expect(result.status == 1)
        #expect(result.output.contains("/nonexistent/config.toml: no such file; using the default keys and colours"))
    }
}

/// `intents` lists app intents; Shortcuts' own actions only when asked.
@Suite(.offThePool) struct IntentsBuiltInsTests {
    @Test func builtInsAreListedOnlyWhenAsked() throws {
        let cli = CommandLineTests()
        let library = try cli.temporaryLibrary()
        let plain = try cli.run(["intents", "--library", library.path])
        #expect(plain.status == 0 && !plain.output.contains("is.workflow.actions.gettext"))
        let all = try cli.run(["intents", "--built-ins", "--library", library.path])
        #expect(all.status == 0 && all.output.contains("is.workflow.actions.gettext — Text"), "\(all.output.prefix(300))")
    }
}
