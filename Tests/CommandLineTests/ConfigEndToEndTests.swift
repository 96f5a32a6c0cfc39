import Foundation
import Testing
import TestSupport

/// The config file, read by the real binary: remapped keys and reported mistakes.
@Suite(.offThePool, .enabled(if: TmuxSession.isAvailable, "needs tmux"))
struct ConfigEndToEndTests {
    /// A config folder holding `config.toml` with `text`, for `XDG_CONFIG_HOME`.
    private func configHome(_ text: String) throws -> URL {
        let home = TestScratch.path("config")
        let folder = home.appendingPathComponent("shortcut-editor")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent("config.toml"))
        return home
    }

    private func freshLibrary() -> String {
        TestScratch.path("e2e").path
    }

    @Test func remappedKeysMoveQuitAndShowInTheHelp() throws {
        let home = try configHome("""
            [keys.editor]
            next-action = ["n"]
            quit = ["x"]
            """)
        let session = try TmuxSession(["--library", freshLibrary()], environment: ["XDG_CONFIG_HOME": home.path])
        try session.waitFor("Suggest [Hiking] trails")
        // The help is generated from the keymap: it lists the new keys.
        try session.send("?")
        try session.waitFor("n            next action")
        // Not Esc: Esc and the next key, sent together, would read as Alt and that key.
        try session.send("?")
        try session.send("j")
        try session.send("n")
        try session.waitFor("2 ▸ Get Trail Info")
        #expect(try session.screen().contains("1   Suggest Trails"), "j moved nothing; n moved once")
        try session.send("q")
        try session.send("x")
        // The sample opened on the first run goes back to the browser.
        try session.waitFor("Enter open")
        try session.send("q")
        try session.waitFor("[exit 0]")
    }

    @Test func aBadConfigIsReportedWithItsLineAndTheDefaultsWork() throws {
        let home = try configHome("""
            [keys.editor]
            next-action = ["hyper-n"]
            """)
        let session = try TmuxSession(["--library", freshLibrary()], environment: ["XDG_CONFIG_HOME": home.path])
        try session.waitFor("config.toml:2: unknown key")
        try session.send("j")
        try session.waitFor("2 ▸ Get Trail Info")
        try session.send("q")
        try session.waitFor("Enter open")
        try session.send("q")
        // Every problem is said again on standard error once the screen is given back.
        try session.waitFor("[exit 0]")
        let output = try session.screen().replacingOccurrences(of: "\n", with: "")
        #expect(output.contains("warning: \(home.path)/shortcut-editor/config.toml:2: unknown key \"hyper-n\""), "\(output)")
    }
}
