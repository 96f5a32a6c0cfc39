import EditorCore
import Foundation
import Testing
import TestSupport
@testable import UserConfig

/// The config file changes keys and colours; a bad entry is reported at its line and leaves
/// its default, and a file that is not TOML leaves every default.
@Suite(.offThePool) struct ConfigReaderTests {
    @Test func keysAndColoursAreApplied() {
        let text = """
            # my keys
            [keys.editor]
            next-action = ["n", "down"]
            save = "C-w"

            [keys.quit-prompt]
            discard-and-quit = ["x"]

            [colors]
            value = "green"
            required = 208
            focus = "default"
            """
        let result = ConfigReader.parse(text, file: "config.toml")
        #expect(result.problems.isEmpty, "\(result.problems)")
        let keymap = result.settings.keymap
        #expect(keymap.command(for: .character("n"), in: .editor) == .nextAction)
        #expect(keymap.command(for: .down, in: .editor) == .nextAction)
        #expect(keymap.command(for: .character("j"), in: .editor) == nil)
        #expect(keymap.command(for: .control("w"), in: .editor) == .save)
        #expect(keymap.command(for: .control("s"), in: .editor) == nil)
        #expect(keymap.command(for: .character("x"), in: .quitPrompt) == .discardAndQuit)
        #expect(result.settings.colors == [.placeholderSet: .ansi(2), .placeholderRequired: .indexed(208), .focus: .terminalDefault])
    }

    @Test func eachBadEntryIsReportedAtItsLineAndTheRestApplies() {
        let text = """
            [keys.editor]
            next-action = ["n"]
            fly = ["f"]
            quit = ["hyper-q"]
            save = 3

            [keys.nowhere]
            x = "y"

            [colors]
            value = "chartreuse"
            unset = 300
            sparkle = "red"
            """
        let result = ConfigReader.parse(text, file: "/home/me/config.toml")
        let said = result.problems.map(\.description)
        #expect(said.contains { $0.hasPrefix("/home/me/config.toml:3: \"fly\" is not a command of [keys.editor]; expected one of: next-placeholder") }, "\(said)")
        #expect(said.contains { $0.hasPrefix("/home/me/config.toml:4: unknown key \"hyper-q\"") }, "\(said)")
        #expect(said.contains { $0.hasPrefix("/home/me/config.toml:5: expected a key name or a list of them") }, "\(said)")
        #expect(said.contains { $0.hasPrefix("/home/me/config.toml:7: unknown mode \"nowhere\"; expected one of: editor, selection, help") }, "\(said)")
        #expect(said.contains { $0.hasPrefix("/home/me/config.toml:11: expected black, red") }, "\(said)")
        #expect(said.contains { $0.hasPrefix("/home/me/config.toml:12: colour 300 is out of range") }, "\(said)")
        #expect(said.contains { $0.hasPrefix("/home/me/config.toml:13: unknown colour \"sparkle\"; expected one of: text, dim") }, "\(said)")
        #expect(result.problems.count == 7)
        // The good entry applied; the bad ones kept their defaults.
        #expect(result.settings.keymap.command(for: .character("n"), in: .editor) == .nextAction)
        #expect(result.settings.keymap.command(for: .character("q"), in: .editor) == .quit)
        #expect(result.settings.keymap.command(for: .control("s"), in: .editor) == .save)
        #expect(result.settings.colors.isEmpty)
    }

    @Test func aFileThatIsNotTOMLKeepsEveryDefaultAndSaysWhere() {
        let result = ConfigReader.parse("[keys.editor]\nnext-action = [\"n\"\n", file: "c.toml")
        #expect(result.problems.count == 1)
        let problem = result.problems[0]
        #expect(problem.line == 2 || problem.line == 3, "\(problem)")
        #expect(problem.column != nil && problem.description.hasPrefix("c.toml:"))
        #expect(problem.message.hasSuffix("using the default keys and colours"))
        #expect(result.settings.keymap.command(for: .character("j"), in: .editor) == .nextAction)
    }

    @Test func aMissingFileIsTheDefaultsUnlessItWasNamed() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/shortcut-editor/config.toml")
        #expect(ConfigReader.read(missing).problems.isEmpty)
        let named = ConfigReader.read(missing, required: true)
        #expect(named.problems.map(\.description) == ["/nonexistent/shortcut-editor/config.toml: no such file; using the default keys and colours"])
    }

    @Test func aFileIsReadFromDisk() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID()).toml")
        try Data("[keys.browser]\nopen = [\"o\", \"enter\"]\n".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = ConfigReader.read(url)
        #expect(result.problems.isEmpty)
        #expect(result.settings.keymap.command(for: .character("o"), in: .browser) == .open)
    }

    @Test func theFileIsFoundTheXDGWay() {
        #expect(ConfigLocation.url(explicit: "my.toml", environment: [:]).lastPathComponent == "my.toml")
        #expect(ConfigLocation.url(explicit: nil, environment: ["XDG_CONFIG_HOME": "/x/cfg", "HOME": "/h"]).path
            == "/x/cfg/shortcut-editor/config.toml")
        #expect(ConfigLocation.url(explicit: nil, environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"]).path
            == "/h/.config/shortcut-editor/config.toml", "a relative XDG_CONFIG_HOME is ignored")
        #expect(ConfigLocation.url(explicit: nil, environment: ["HOME": "/h"]).path == "/h/.config/shortcut-editor/config.toml")
    }

    @Test func theListingOfKeysIsAConfigFileThatChangesNothing() {
        let result = ConfigReader.parse(Keymap.standard.configText, file: "keys.toml")
        #expect(result.problems.isEmpty, "\(result.problems)")
        for mode in KeyMode.allCases {
            #expect(result.settings.keymap.bindings(in: mode) == Keymap.standard.bindings(in: mode), "\(mode)")
        }
    }

    @Test func quotedAndDottedKeysAreFoundForTheirLine() {
        let lines = SourceLines("[keys.\"editor\"]\n\"fly\" = 1\n[colors]\nsparkle = 2\n")
        #expect(lines.line(ofKey: "fly", inTable: "keys.editor") == 2)
        #expect(lines.line(ofKey: "sparkle", inTable: "colors") == 4)
        #expect(lines.line(ofKey: nil, inTable: "colors") == 3)
        #expect(lines.line(ofKey: "absent", inTable: "nowhere") == 1)
    }

    /// Ctrl-C and Ctrl-Z are keymap entries like any other (issue 43): listed in the help and
    /// the README, and rebound in `[keys.global]`.
    @Test func theKeysThatMeanTheSameEverywhereCanBeRebound() {
        #expect(Keymap.standard.command(for: .control("c"), in: .global) == .interrupt)
        #expect(Keymap.standard.command(for: .control("z"), in: .global) == .suspend)
        let result = ConfigReader.parse("[keys.global]\ninterrupt = \"C-q\"\nsuspend = []\n", file: "c.toml")
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(result.settings.keymap.command(for: .control("q"), in: .global) == .interrupt)
        #expect(result.settings.keymap.command(for: .control("c"), in: .global) == nil)
        #expect(result.settings.keymap.command(for: .control("z"), in: .global) == nil, "suspending can be switched off")
    }

    /// TOML allows CRLF line ends (a file saved on Windows); they were refused at the first one
    /// and the file's settings, `[model] url` among them, silently had no effect.
    @Test func aFileWithCRLFLineEndsIsReadAsItsLFTwin() {
        let text = "# mine\r\n[keys.editor]\r\nsave = \"C-w\" # comment\r\n\r\n[model]\r\nurl = \"http://localhost:11434\"\r\nname = 'm'\r\n"
        let crlf = ConfigReader.parse(text, file: "config.toml")
        #expect(crlf.problems.isEmpty, "\(crlf.problems)")
        let lf = ConfigReader.parse(text.replacingOccurrences(of: "\r\n", with: "\n"), file: "config.toml")
        #expect(lf.problems.isEmpty && crlf.settings.modelURL == "http://localhost:11434" && crlf.settings.modelName == "m")
        #expect(crlf.settings.modelURL == lf.settings.modelURL && crlf.settings.modelName == lf.settings.modelName)
        #expect(crlf.settings.keymap.command(for: .control("w"), in: .editor) == .save)
        // A problem's line is counted the same way.
        let bad = ConfigReader.parse("[colors]\r\nvalue = \"green\"\r\n[keys\r\n", file: "c.toml")
        #expect(bad.problems.first?.line == 3, "\(bad.problems)")
    }

    /// `"\u0000"` reached the TOML library, which hands strings on as C strings: the text was
    /// cut at the NUL without a word. It is refused at its place.
    @Test(arguments: ["[model]\nname = \"ab\\u0000cd\"\n", "[model]\nname = \"\"\"ab\\U00000000\"\"\"\n"])
    func aNULInAStringIsRefusedAtItsPlace(_ text: String) {
        let result = ConfigReader.parse(text, file: "c.toml")
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.line == 2 && result.problems.first?.message.contains("NUL") == true, "\(result.problems)")
    }
}
