import Foundation
import Testing
import TestSupport

/// An app's "Find <Entities>" action in the real editor, driven as a user drives it: the demo's
/// host (an `EntityPropertyQuery` over its trails) gives "Find Trails" in the action library;
/// added, given two rows, a sort, an order and a limit, saved; `run` gives exactly the trails
/// the query returns for them, and `convert` carries the action through Apple's format and
/// back unchanged.
@Suite(.offThePool, .enabled(if: TmuxSession.isAvailable, "needs tmux"))
struct FindEntitiesEndToEndTests {
    @Test func aFindActionIsAddedFilteredSortedLimitedSavedAndRun() throws {
        let library = try IntentsCheckTests.library(serving: try IntentsCheckTests.builtProgram("demo-intents-host"), as: "DemoIntents")
        let file = library.appendingPathComponent("shortcuts/Walks.shortcut.json")
        try Data(#"{"actions":[],"created":"2026-12-06T00:00:00.000Z","formatVersion":1,"modified":"2026-12-06T00:00:00.000Z","name":"Walks"}"#.utf8)
            .write(to: file)
        let session = try TmuxSession(["edit", file.path, "--library", library.path], width: 140, height: 30)
        try session.waitFor("Walks")
        try session.send("a")
        try session.type("find trails")
        // Listed under its app, as Shortcuts lists an app's Find actions.
        try session.waitFor("Find Trails")
        let listed = try session.screen()
        let row = listed.split(separator: "\n").first { $0.contains("Find Trails") }
        #expect(row?.contains("DemoIntents") == true, "\(listed)")
        try session.send("Enter")
        try session.waitFor("Show More")
        try session.send("m")
        try session.send("Tab")
        try session.send("Enter")
        try session.type("Length is less than 11")
        try session.send("Enter")
        try session.type("Name contains trail")
        try session.send("Enter")
        try session.send("C-d")
        try session.waitFor("Find Trails where [Length is less than 11 and Name contains trail]")
        // Show More: Match, then Sort by.
        try session.send("Tab")
        try session.send("Tab")
        try session.send("Enter")
        try session.type("Length")
        try session.send("Enter")
        try session.waitFor("sorted by [Length] [Order]")
        try session.send("Tab")
        try session.send("Enter")
        try session.type("Desc")
        try session.send("Enter")
        try session.waitFor("sorted by [Length] [Descending]")
        // Show More now: Match, Limit.
        try session.send("Tab")
        try session.send("Tab")
        try session.send("Enter")
        try session.waitFor("limit [Get Items]")
        // Back to the number, which the sentence now shows.
        try session.send("BTab")
        try session.send("BTab")
        try session.send("Enter")
        try session.type("2")
        try session.send("Enter")
        try session.waitFor("limit [2]")
        try session.send("C-s")
        try session.waitFor("Saved.")
        try session.send("q")
        try session.waitFor("[exit 0]")

        let cli = CommandLineTests()
        let ran = try cli.run(["run", "--trace", "--library", library.path, file.path])
        #expect(ran.status == 0, "\(ran.output)")
        // Under 11 miles with "trail" in the name, the longest first, two of them.
        #expect(ran.output.contains("1 Find Trails → List: Slickrock Trail ⏎ Mist Trail"), "\(ran.output)")

        let apple = library.appendingPathComponent("Walks.shortcut")
        let back = library.appendingPathComponent("Back.shortcut.json")
        #expect(try cli.run(["convert", file.path, apple.path]).status == 0)
        #expect(try cli.run(["convert", apple.path, back.path]).status == 0)
        let before = try cli.run(["show", "--library", library.path, file.path]).output
        let after = try cli.run(["show", "--library", library.path, back.path]).output
        #expect(before.contains("Find Trails where [Length is less than 11 and Name contains trail], sorted by [Length] [Descending], limit [2]"),
                "\(before)")
        #expect(after.split(separator: "\n").dropFirst() == before.split(separator: "\n").dropFirst(), "the action reads the same after Apple's format")
        // And Apple's file, read into the editor's form and written again, is the same file.
        let again = library.appendingPathComponent("Again.shortcut")
        #expect(try cli.run(["convert", back.path, again.path]).status == 0)
        #expect(try Data(contentsOf: again) == Data(contentsOf: apple), "Apple's file changed on its way through the editor's form")
    }

    /// A variable holding the trails a Find gives, narrowed in the editor to a property the app
    /// computes (`.`, then the property typed): saved as Shortcuts saves it, and `run` reads the
    /// property through the app's host.
    @Test func aVariableIsNarrowedToATrailsPropertyAndRunsToIt() throws {
        let library = try IntentsCheckTests.library(serving: try IntentsCheckTests.builtProgram("demo-intents-host"), as: "DemoIntents")
        let file = library.appendingPathComponent("shortcuts/Longest.shortcut.json")
        let find = "F1ED0000-0000-4000-8000-000000000001"
        try Data(#"""
            {"actions": [
              {"id": "\#(find)", "intent": "TrailEntity.Find", "values": {
                "UUID": {"type": "string", "value": "\#(find)"},
                "WFContentItemSortProperty": {"type": "string", "value": "Length"},
                "WFContentItemSortOrder": {"type": "string", "value": "Descending"},
                "WFContentItemLimitEnabled": {"type": "bool", "value": true},
                "WFContentItemLimitNumber": {"type": "int", "value": 1}}},
              {"id": "5E7A0000-0000-4000-8000-000000000002", "intent": "is.workflow.actions.setvariable", "values": {
                "WFVariableName": {"type": "string", "value": "Longest"},
                "WFInput": {"type": "plist", "value": {"Value": {"Type": "ActionOutput", "OutputUUID": "\#(find)", "OutputName": "Trails"},
                                                        "WFSerializationType": "WFTextTokenAttachment"}}}}],
             "created": "2026-12-07T00:00:00.000Z", "formatVersion": 1, "modified": "2026-12-07T00:00:00.000Z", "name": "Longest"}
            """#.utf8).write(to: file)
        let session = try TmuxSession(["edit", file.path, "--library", library.path], width: 120, height: 30)
        try session.waitFor("Set variable [Longest] to ‹Trails›")
        try session.send("j")
        try session.send("Tab")
        try session.send(".")
        // The trail's properties, its app's computed one among them, named by the host.
        try session.waitFor("Difficulty")
        try session.type("diff")
        try session.send("Enter")
        try session.waitFor("Set variable [Longest] to ‹Trails › Difficulty›")
        try session.send("C-s")
        try session.waitFor("Saved.")
        try session.send("q")
        try session.waitFor("[exit 0]")

        let ran = try CommandLineTests().run(["run", "--trace", "--library", library.path, file.path])
        #expect(ran.status == 0, "\(ran.output)")
        // Kalalau Trail, the longest, at 22 miles.
        #expect(ran.output.contains("Strenuous"), "\(ran.output)")
    }
}
