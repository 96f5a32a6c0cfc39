@testable import AppShell
import Foundation
import Testing

/// The home folder is shown as `~` one way everywhere: headers and the unsigned copy's prompt
/// used to decide it each their own way (one kept a trailing slash of `HOME`, one did not).
@Suite struct FileLabelTests {
    static let home: String = {
        var home = ProcessInfo.processInfo.environment["HOME"] ?? "/"
        while home.count > 1 && home.hasSuffix("/") { home.removeLast() }
        return home
    }()

    @Test(.enabled(if: home.count > 1, "needs a HOME other than /"))
    func aPathInTheHomeFolderStartsWithATilde() {
        #expect(FileLabel.of(path: Self.home + "/Shortcuts/Plan.shortcut") == "~/Shortcuts/Plan.shortcut")
        #expect(FileLabel.of(URL(fileURLWithPath: Self.home + "/a b.json")) == "~/a b.json")
    }

    @Test func aPathOutsideItIsShownWhole() {
        #expect(FileLabel.of(path: Self.home + "x/Plan.shortcut") == Self.home + "x/Plan.shortcut", "a neighbour that shares the prefix")
        #expect(FileLabel.of(path: Self.home) == Self.home, "the home folder itself is not inside itself")
        #expect(FileLabel.of(path: "/tmp/Plan.shortcut") == "/tmp/Plan.shortcut")
    }

    /// What is shown is what is read back: the unsigned copy's prompt showed `~` for `HOME` and
    /// the save read it as the account's home, another folder when `HOME` is set elsewhere.
    @Test(.enabled(if: home.count > 1, "needs a HOME other than /"))
    func aTildeShownIsReadBackAsTheSameFolder() {
        let path = Self.home + "/library/shortcuts/Hello.shortcut"
        #expect(FileLabel.expand(FileLabel.of(path: path)) == path)
        #expect(FileLabel.expand("~") == Self.home)
        #expect(FileLabel.expand("~other/x") == "~other/x" && FileLabel.expand("/tmp/~/x") == "/tmp/~/x")
    }
}
