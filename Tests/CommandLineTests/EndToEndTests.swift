import Foundation
import Testing
import TestSupport

/// The full-screen editor in a real terminal (tmux), driven as a user drives it.
@Suite(.offThePool, .enabled(if: TmuxSession.isAvailable, "needs tmux"))
struct EndToEndTests {
    /// A library folder that does not exist yet: the first run creates and seeds it.
    private func freshLibrary() -> URL {
        TestScratch.path("e2e")
    }

    /// A shortcut of one Log Item action with no value, in a folder of its own.
    private func logItemShortcut(named name: String) throws -> URL {
        let folder = TestScratch.path("e2e")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("\(name).shortcut.json")
        try Data(#"{"actions":[{"id":"00000000-0000-0000-0000-000000000001","intent":"LogItemIntent","values":{}}],"created":"2026-11-01T00:00:00.000Z","formatVersion":1,"modified":"2026-11-01T00:00:00.000Z","name":"\#(name)"}"#.utf8)
            .write(to: file)
        return file
    }

    private func sampleFile(in library: URL) -> URL {
        library.appendingPathComponent("shortcuts/Plan a Hike.shortcut.json")
    }

    @Test func firstRunShowsTheSamplePickingAnEnumRewritesTheSentenceAndCtrlSSaves() throws {
        let library = freshLibrary()
        let session = try TmuxSession(["--library", library.path])
        try session.waitFor("Suggest [Hiking] trails from [Favorites]")
        #expect(try session.screen().contains("Plan a Hike"))
        try session.send("Enter")
        try session.waitFor("filter:")
        try session.type("bik")
        try session.send("Enter")
        try session.waitFor("Pick a bike ride from [Favorites]")
        #expect(try session.screen().contains("●"), "the header marks unsaved changes")
        try session.send("C-s")
        try session.waitFor("Saved.")
        let saved = try String(contentsOf: sampleFile(in: library), encoding: .utf8)
        #expect(saved.contains("\"biking\""))
        try session.send("q")
        try session.waitFor("Enter open")
        try session.send("q")
        try session.waitFor("[exit 0]")
        // The sample came with its test case, which `test` runs with no path named — on the
        // shortcut as saved, Biking: the case, written for Hiking, still holds.
        let tested = try CommandLineTests().run(["test", "--library", library.path])
        #expect(tested.status == 0 && tested.output.contains("✓ suggests trails and records a hike on Mist Trail"), "\(tested.output)")
    }

    /// Answers come from a query task while the editor waits for keys: they must reach the
    /// screen without another key press (they once waited for one).
    ///
    /// The sample's demo intents are a live catalog: the picker is filled by `demo-intents-host`,
    /// as an app developer's intents are by theirs.
    @Test func aPickersOptionsAppearWithoutAnotherKeyPress() throws {
        let library = freshLibrary()
        let session = try TmuxSession(["--library", library.path])
        try session.waitFor("Get information on [Mist Trail]")
        try session.send("j")
        try session.waitFor("2 ▸ Get Trail Info")
        try session.send("Enter")
        try session.waitFor("Half Dome  Yosemite Valley")
        #expect(try session.screen().contains("Mist Trail  Yosemite Valley"))
        try session.type("angel")
        try session.waitFor("1 of 1")
        let filtered = try session.screen()
        #expect(filtered.contains("Angels Landing  Zion") && !filtered.contains("Half Dome"), "the screen was:\n\(filtered)")
        let log = try String(contentsOf: library.appendingPathComponent("logs/DemoIntents.log"), encoding: .utf8)
        #expect(log.contains("--- DemoIntents started") && log.contains("demo-intents-host serve"), "\(log)")
    }

    /// The arrow keys reach the editor as keys through curses, which is told to decode them
    /// only once the first screen is out (`CursesTerminal.turnKeypadOn`): pressed after it,
    /// in the terminal's keypad mode, they move the focus.
    @Test func arrowKeysMoveTheFocusAfterTheFirstScreen() throws {
        let session = try TmuxSession(["--library", freshLibrary().path])
        try session.waitFor("Get information on [Mist Trail]")
        try session.send("Down")
        try session.waitFor("2 ▸ Get Trail Info")
        try session.send("Up")
        try session.waitFor("1 ▸")
        try session.send("Down")
        try session.waitFor("2 ▸ Get Trail Info")
    }

    @Test func typedTextWithWideCharactersIsDrawnAndKept() throws {
        let file = try logItemShortcut(named: "Journal")
        let session = try TmuxSession(["edit", file.path, "--library", freshLibrary().path])
        try session.waitFor("Log [Item]")
        try session.send("Enter")
        try session.type("山道 walk")
        try session.send("Enter")
        try session.waitFor("Log [山道 walk]")
        try session.send("C-s")
        try session.waitFor("Saved.")
        #expect(try String(contentsOf: file, encoding: .utf8).contains("山道 walk"))
    }

    /// What the black-box probe found (issue 42): with `TERM=xterm-256color` inside tmux (whose
    /// Home is `ESC [1~`, which that entry does not list) Home typed `1~` into the value; an
    /// unknown sequence and a focus report typed their tails too. Each is a key or nothing.
    @Test func keysTheTerminfoDoesNotListAreNeverTyped() throws {
        let file = try logItemShortcut(named: "Keys")
        let session = try TmuxSession(["edit", file.path, "--library", freshLibrary().path], environment: ["TERM": "xterm-256color"])
        try session.waitFor("Log [Item]")
        try session.send("Enter")
        try session.type("walk")
        try session.send("Home")
        try session.type("A ")
        try session.send("End")
        try session.type("\u{1B}[99~\u{1B}[I\u{1B}[1;5P B")
        try session.send("Enter")
        try session.waitFor("Log [A walk B]")
        try session.send("C-s")
        try session.waitFor("Saved.")
        let saved = try String(contentsOf: file, encoding: .utf8)
        #expect(saved.contains("\"A walk B\""), "\(saved)")
    }

    /// One-column characters reach curses a run at a time, anything else one by one: a wide
    /// character, a letter with a combining mark or a box-drawing line in the middle of a run
    /// must leave every later character in its column.
    @Test func wideAndCombiningCharactersAmongNarrowOnesKeepTheirColumns() throws {
        let folder = TestScratch.path("e2e")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Mixed.shortcut.json")
        let items = ["山道 walk end", "e\u{301}cole end", "Ω ── ▸ end"]
        let actions = items.enumerated().map { index, item in
            #"{"id":"00000000-0000-0000-0000-00000000000\#(index + 1)","intent":"LogItemIntent","values":{"item":"\#(item)"}}"#
        }
        try Data(#"{"actions":[\#(actions.joined(separator: ","))],"created":"2026-11-01T00:00:00.000Z","formatVersion":1,"modified":"2026-11-01T00:00:00.000Z","name":"Mixed"}"#.utf8)
            .write(to: file)
        let session = try TmuxSession(["edit", file.path, "--library", freshLibrary().path])
        try session.waitFor("Ω ── ▸ end")
        let lines = try session.screen().split(separator: "\n").map(String.init)
        // The sentence starts in the same column on every card; what follows each item is
        // where its width says (the wide characters take two columns each).
        let expected = [#"Log ["山道 walk end"]"#, #"Log ["école end"]"#, #"Log ["Ω ── ▸ end"]"#]
        var indents: Set<Int> = []
        for sentence in expected {
            let line = try #require(lines.first { $0.contains(sentence) }, "no line with \(sentence):\n\(lines.joined(separator: "\n"))")
            #expect(line.trimmingCharacters(in: .whitespaces) == sentence, "\(line)")
            indents.insert(line.prefix { $0 == " " }.count)
        }
        #expect(indents.count == 1, "the sentences start in different columns: \(indents)")
    }

    @Test func resizingTo40x12AndBackAnd20x5AllDraw() throws {
        let session = try TmuxSession(["--library", freshLibrary().path])
        try session.waitFor("Suggest [Hiking] trails from [Favorites]")
        try session.resize(width: 40, height: 12)
        try session.waitFor("…Hike.shortcut.json")
        #expect(try session.screen().split(separator: "\n").allSatisfy { $0.count <= 40 })
        try session.resize(width: 80, height: 24)
        try session.waitFor("Suggest [Hiking] trails from [Favorites]")
        try session.resize(width: 20, height: 5)
        try session.waitFor("Plan a")
        try session.resize(width: 19, height: 4)
        try session.waitFor("Terminal too small")
        try session.resize(width: 80, height: 24)
        try session.waitFor("Suggest [Hiking] trails from [Favorites]")
    }

    @Test func aTwentyByFiveTerminalFromTheStart() throws {
        let session = try TmuxSession(["--library", freshLibrary().path], width: 20, height: 5)
        try session.waitFor("Plan a")
        try session.send("Tab")
        try session.send("q")
        // The sample opened from the first run goes back to the browser, which quits.
        try session.waitFor("Shortcuts")
        try session.send("q")
        try session.waitFor("[exit 0]")
    }

    /// A terminal that cannot place the cursor got every frame on one line, and exit 0.
    @Test func aDumbTerminalIsRefusedLikeAnyUnusableOne() throws {
        let library = freshLibrary()
        let session = try TmuxSession(["--library", library.path], environment: ["TERM": "dumb"])
        try session.waitFor("[exit 2]")
        #expect(try session.screen().contains("TERM=dumb cannot move the cursor"))
        #expect(!FileManager.default.fileExists(atPath: library.path), "nothing was created")
    }

    /// A library that cannot be read ends the program before anything is drawn, with the
    /// terminal as it was — were curses ever started earlier in the start (round 12 started it
    /// on another thread beside the library), this would have to give the terminal back.
    @Test func aCatalogThatCannotBeReadEndsTheStartAndGivesTheTerminalBack() throws {
        let library = freshLibrary()
        let session = try TmuxSession(["--library", library.path, "--catalog", "/nonexistent-\(UUID().uuidString).actionsdata"])
        try session.waitFor("[exit 1]")
        let screen = try session.screen()
        #expect(screen.contains("cannot read the file"), "the screen was:\n\(screen)")
        #expect(screen.contains(" icanon") && screen.contains(" echo "), "the terminal is back in cooked mode with echo")
        #expect(!FileManager.default.fileExists(atPath: library.path), "nothing was created")
    }

    /// A named catalog with a broken entry: the editor starts with the rest, says so on its
    /// first screen, and lists the problem on standard error when it ends.
    @Test func aCatalogWithABrokenEntryStartsTheEditorWithTheRest() throws {
        let library = freshLibrary()
        let catalog = TestScratch.path("catalog", suffix: ".actionsdata")
        try Data(#"{"actions": {"Fine": {"identifier": "Fine", "title": {"key": "Fine Action"}}, "Broken": {"identifier": 3}}}"#.utf8)
            .write(to: catalog)
        let session = try TmuxSession(["--library", library.path, "--catalog", catalog.path])
        try session.waitFor("Catalog: 1 entry could not be read; the rest were (listed on exit).")
        try session.send("q")
        try session.waitFor("Enter open")
        try session.send("q")
        try session.waitFor("[exit 0]")
        let said = try session.joinedScreen()
        #expect(said.contains("\(catalog.path): action Broken left out: $.actions.Broken.identifier: expected a string, found the number 3"),
                "\(said)")
    }

    @Test func noColorDrawsWithoutColourButStillWithAttributes() throws {
        let plain = try TmuxSession(["--library", freshLibrary().path], environment: ["NO_COLOR": "1"])
        try plain.waitFor("Suggest [Hiking]")
        let plainScreen = try plain.screen(colours: true)
        // tmux writes `ESC[39m` (default colour) after attributes; any other foreground is colour.
        let foregrounds = plainScreen.components(separatedBy: "\u{1B}[").dropFirst().filter { $0.hasPrefix("3") && !$0.hasPrefix("39m") }
        #expect(foregrounds.isEmpty, "no foreground colours")
        #expect(plainScreen.contains("\u{1B}[7m") || plainScreen.contains(";7m"), "the focused placeholder is still reversed")

        let coloured = try TmuxSession(["--library", freshLibrary().path])
        try coloured.waitFor("Suggest [Hiking]")
        let colouredScreen = try coloured.screen(colours: true)
        #expect(colouredScreen.contains("\u{1B}[38;5;"), "256 colours otherwise; the screen was:\n\(colouredScreen)")
    }

    @Test func ctrlCJournalsUnsavedEditsRestoresTheTerminalAndReopeningOffersThem() throws {
        let library = freshLibrary()
        let session = try TmuxSession(["--library", library.path])
        try session.waitFor("Suggest [Hiking]")
        try session.send("Enter")
        try session.type("bik")
        try session.send("Enter")
        try session.waitFor("Pick a bike ride")
        try session.send("C-c")
        try session.waitFor("[exit 130]")
        let screen = try session.screen()
        #expect(screen.contains("recovery journal"))
        #expect(screen.contains(" icanon") && screen.contains(" echo "), "the terminal is back in cooked mode with echo")
        let journals = try FileManager.default.contentsOfDirectory(atPath: library.appendingPathComponent("recovery").path)
        #expect(journals.count == 1)
        #expect(try !String(contentsOf: sampleFile(in: library), encoding: .utf8).contains("\"biking\""))

        let reopened = try TmuxSession(["edit", sampleFile(in: library).path, "--library", library.path])
        try reopened.waitFor("Unsaved edits of")
        try reopened.send("r")
        try reopened.waitFor("Pick a bike ride")
    }
}

/// A real app's catalog in the running editor.
@Suite(.offThePool, .enabled(if: TmuxSession.isAvailable && WeatherCorpus.file != nil, "needs tmux and ../shared/corpus"))
struct CatalogEndToEndTests {
    @Test func addingAWeatherActionAndPickingADetailRewritesItsSentence() throws {
        let library = TestScratch.path("e2e")
        let session = try TmuxSession(["--library", library.path, "--catalog", WeatherCorpus.file!.path])
        try session.waitFor("Suggest [Hiking]")
        try session.send("a")
        try session.type("condition details")
        try session.waitFor("Open Weather Condition Details")
        try session.send("Enter")
        try session.waitFor("Open [Detail] for [Location]")
        try session.send("Enter")
        try session.type("humid")
        try session.send("Enter")
        try session.waitFor("Open [Humidity] details for [Location]")
    }
}

/// Apple's Weather metadata from `../shared/corpus`, when it is beside the project.
enum WeatherCorpus {
    static var file: URL? {
        var folder = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { folder.deleteLastPathComponent() }
        let url = folder.appendingPathComponent("shared/corpus/weather.actionsdata")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}
