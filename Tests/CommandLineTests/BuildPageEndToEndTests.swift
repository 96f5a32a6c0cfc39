import Foundation
import Testing
import TestSupport

/// A developer's package host failing to build while the editor is open, on an 80-column
/// screen: the page shows the compiler's message, its source line and its caret whole (the
/// long message wrapped, not cut); `B` opens it again once closed; `e` gives the terminal to
/// `$EDITOR` with `+LINE FILE` and takes it back when it ends.
@Suite(.offThePool, .enabled(if: TmuxSession.isAvailable, "needs tmux"))
struct BuildPageEndToEndTests {
    @Test func aSyntaxErrorsPageIsWholeReopensAndOpensTheEditor() throws {
        let fixture = try PackageHostFixture()
        let shortcut = fixture.library.appendingPathComponent("shortcuts/Upload.shortcut.json")
        try Data(#"""
            {"actions": [{"id": "0B10AD00-0000-4000-8000-000000000001", "intent": "UploadPhotos", "values": {}}],
             "created": "2026-12-07T00:00:00.000Z", "formatVersion": 1, "modified": "2026-12-07T00:00:00.000Z", "name": "Upload"}
            """#.utf8).write(to: shortcut)
        let recorded = TestScratch.path("editor-arguments")
        // It records its arguments and whether it is in the terminal's foreground process
        // group (its stat's pgrp and tpgid): vim started by Foundation's Process, in a group of
        // its own, could not read the terminal and ended at once with status 1.
        let editor = try TestScratch.script("""
            { printf '%s\\n' "$@"; (set -- $(cat /proc/$$/stat); [ "$5" = "$8" ] && echo foreground); } > "\(recorded.path).new"
            mv "\(recorded.path).new" "\(recorded.path)"
            """, name: "record-editor")
        let session = try TmuxSession(["edit", shortcut.path, "--library", fixture.library.path],
                                      environment: ["SHORTCUT_EDITOR_SWIFT": fixture.swift.path, "EDITOR": editor.path], width: 80, height: 30)
        try session.waitFor("Upload [12] photos")
        try Data("import IntentKit\n// BROKEN\n".utf8).write(to: fixture.source)
        try session.waitFor("Brew did not build: 1 error")
        let page = try session.screen()
        for whole in ["main.swift:3:34: error: cannot convert value of type 'String'", "to expected argument type 'Int'",
                      "in the call of brew(cups:strength:)",
                      #"3 | func morning() { brew(cups: 2, strength: "strong") }"#,
                      "|                                  `- error: cannot convert value of type",
                      "`- note: 'brew(cups:strength:)' declared here"] {
            #expect(page.contains(whole), "\(whole) is not on the page:\n\(page)")
        }
        try session.send("q")
        try session.waitFor("Brew did not build (B)")
        try session.send("B")
        try session.waitFor("`- note: 'brew(cups:strength:)' declared here")
        try session.send("e")
        let deadline = ContinuousClock.now + .seconds(60)
        while !FileManager.default.fileExists(atPath: recorded.path), ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.02) }
        let arguments = try String(contentsOf: recorded, encoding: .utf8).split(separator: "\n")
        #expect(arguments == ["+3", Substring(fixture.source.path), "foreground"])
        // The terminal is the editor's again, its page drawn whole.
        try session.waitFor("Brew did not build: 1 error")
        try session.waitFor("j/k message · e open in editor")
    }

    /// Sources edited while the editor was closed: its first screen says the build it starts,
    /// and the cards answer from the new build once it is done.
    @Test func theFirstScreenBuildsAStaleHostAndSaysWhy() throws {
        let fixture = try PackageHostFixture()
        let shortcut = fixture.library.appendingPathComponent("shortcuts/Upload.shortcut.json")
        try Data(#"""
            {"actions": [{"id": "0B10AD00-0000-4000-8000-000000000001", "intent": "UploadPhotos", "values": {}}],
             "created": "2026-12-07T00:00:00.000Z", "formatVersion": 1, "modified": "2026-12-07T00:00:00.000Z", "name": "Upload"}
            """#.utf8).write(to: shortcut)
        try fixture.edit("import IntentKit\n// edited while the editor was closed\n", after: 120)
        try Data().write(to: fixture.hold)
        let session = try TmuxSession(["edit", shortcut.path, "--library", fixture.library.path],
                                      environment: ["SHORTCUT_EDITOR_SWIFT": fixture.swift.path], width: 100, height: 24)
        try session.waitFor("Building Brew (sources changed 2 min after the last build)…")
        try FileManager.default.removeItem(at: fixture.hold)
        try session.waitFor("Rebuilt Brew")
    }
}
