@testable import EditorCore
import Foundation
import ShortcutStore
import Testing

@Suite struct LibraryBrowserTests {
    static func entry(_ name: String, actions: Int, problem: String? = nil) -> Library.Entry {
        Library.Entry(name: name, url: URL(fileURLWithPath: "/lib/shortcuts/\(name).shortcut.json"), actionCount: actions,
                      modified: Date(timeIntervalSince1970: 1_795_000_000), problem: problem)
    }

    static let entries = [entry("Morning Run", actions: 3), entry("Plan a Hike", actions: 1),
                          entry("Broken", actions: 0, problem: "Broken.shortcut.json:1:2: not valid JSON"), entry("山 Walk 🥾", actions: 12)]

    func expect(_ browser: LibraryBrowser, golden name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        GoldenScreen.expect(browser.render(), matches: name, sourceLocation: sourceLocation)
    }

    /// `/` narrows the list as you type; Enter keeps it to move in and open; Esc shows all.
    @Test func slashFiltersTheLibraryByName() {
        var browser = LibraryBrowser(libraryLabel: "~/.local/share/shortcut-editor", width: 80, height: 12)
        _ = browser.update(.listed(Self.entries))
        _ = browser.update(.key(.character("/")))
        for character in "WAL" { _ = browser.update(.key(.character(character))) }
        #expect(browser.shown.map(\.name) == ["山 Walk 🥾"])
        #expect(GoldenScreen.text(of: browser.render()).contains("Filter: WAL"))
        for _ in 0..<3 { _ = browser.update(.key(.backspace)) }
        _ = browser.update(.key(.character("a")))
        #expect(browser.shown.map(\.name) == ["Plan a Hike", "山 Walk 🥾"])
        _ = browser.update(.key(.enter))
        _ = browser.update(.key(.down))
        #expect(browser.update(.key(.enter)) == [.open(Self.entries[3].url)], "the selection moves in the narrowed list")
        #expect(GoldenScreen.text(of: browser.render()).contains("Showing 2 of 4"))
        #expect(browser.update(.key(.escape)).isEmpty, "the first Esc shows every shortcut again")
        #expect(browser.shown.count == 4)
        #expect(browser.update(.key(.escape)) == [.quit])
    }

    @Test func browseOpenCreateRenameDuplicateDelete() {
        var browser = LibraryBrowser(libraryLabel: "~/.local/share/shortcut-editor", width: 80, height: 12)
        #expect(browser.update(.listed(Self.entries)).isEmpty)
        expect(browser, golden: "browser-80x12")
        #expect(browser.update(.key(.down)).isEmpty)
        #expect(browser.update(.key(.enter)) == [.open(Self.entries[1].url)])

        _ = browser.update(.key(.character("n")))
        for character in "Evening Ride" { _ = browser.update(.key(.character(character))) }
        expect(browser, golden: "browser-new-80x12")
        #expect(browser.update(.key(.enter)) == [.create(name: "Evening Ride")])

        _ = browser.update(.key(.character("r")))
        _ = browser.update(.key(.control("w")))
        for character in "Trip" { _ = browser.update(.key(.character(character))) }
        #expect(browser.update(.key(.enter)) == [.rename(Self.entries[1].url, to: "Plan a Trip")])

        #expect(browser.update(.key(.character("D"))) == [.duplicate(Self.entries[1].url)])

        #expect(browser.update(.key(.character("d"))).isEmpty)
        expect(browser, golden: "browser-delete-80x12")
        #expect(browser.update(.key(.character("n"))).isEmpty)
        #expect(browser.mode == .browsing)
        _ = browser.update(.key(.character("d")))
        #expect(browser.update(.key(.character("y"))) == [.delete(Self.entries[1].url)])

        // The selection follows the same shortcut when the listing changes.
        _ = browser.update(.listed([Self.entry("A", actions: 0)] + Self.entries))
        #expect(browser.selected?.name == "Plan a Hike")
        #expect(browser.update(.key(.character("q"))) == [.quit])
    }

    @Test func anUnreadableShortcutSaysWhyAndEmptyNamesAreRefused() {
        var browser = LibraryBrowser(libraryLabel: "lib", width: 60, height: 10)
        _ = browser.update(.listed(Self.entries))
        _ = browser.update(.key(.down))
        _ = browser.update(.key(.down))
        #expect(browser.update(.key(.enter)).isEmpty)
        #expect(browser.message == .error("Broken.shortcut.json:1:2: not valid JSON"))
        _ = browser.update(.key(.character("n")))
        #expect(browser.update(.key(.enter)).isEmpty)
        #expect(browser.message == .error("A shortcut needs a name."))
        _ = browser.update(.failed("\"a/b\" cannot be a shortcut name: it contains \"/\"."))
        #expect(browser.message?.kind == .error)
        var empty = LibraryBrowser(libraryLabel: "lib", width: 20, height: 5)
        _ = empty.update(.listed([]))
        expect(empty, golden: "browser-empty-20x5")
    }

    /// Issue 57: a shared shortcut's iCloud link pasted into the list is imported; other text
    /// says what paste does here; in the filter, a paste is typed.
    @Test func aPastedICloudLinkIsImported() {
        var browser = LibraryBrowser(libraryLabel: "~/.local/share/shortcut-editor", width: 80, height: 12)
        _ = browser.update(.listed([Self.entry("Plan a Hike", actions: 4)]))
        let link = "https://www.icloud.com/shortcuts/903110dea9a944f48fef9e94317fb686"
        #expect(browser.update(.paste(" \(link)\n")) == [.importLink(link)])
        #expect(browser.message == .info("Fetching the shared shortcut…"))
        #expect(browser.update(.paste("rm -rf /")).isEmpty)
        #expect(browser.message?.text.hasPrefix("To add a shared shortcut, paste its iCloud link") == true)
        _ = browser.update(.note("Added Music from iCloud."))
        #expect(browser.message == .info("Added Music from iCloud."))
        _ = browser.update(.key(.character("/")))
        #expect(browser.update(.paste("Hike")).isEmpty)
        #expect(browser.mode == .filtering(TextField("Hike")))
    }
}
