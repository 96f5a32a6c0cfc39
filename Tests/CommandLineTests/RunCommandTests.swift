import Foundation
import Testing
import TestSupport

/// `shortcut-editor run`: a shortcut file run on Linux, its prompts answered by `--answer`,
/// what it shows printed line by line, the trace on standard error, and an exit status that
/// says how it ended.
@Suite(.offThePool) struct RunCommandTests {
    let cli = CommandLineTests()

    /// Apple's XML form: ask for a number, double it, show it; then a Get Clipboard-free
    /// action that needs a device (Take Photo) when `withPhoto`.
    static func shortcutFile(withPhoto: Bool = false) throws -> URL {
        let photo = withPhoto ? """
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.takephoto</string>
            <key>WFWorkflowActionParameters</key><dict/></dict>
            """ : ""
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict>
            <key>WFWorkflowActions</key><array>
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.ask</string>
              <key>WFWorkflowActionParameters</key><dict>
                <key>UUID</key><string>11111111-1111-1111-1111-111111111111</string>
                <key>WFAskActionPrompt</key><string>How many?</string><key>WFInputType</key><string>Number</string></dict></dict>
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.math</string>
              <key>WFWorkflowActionParameters</key><dict>
                <key>UUID</key><string>22222222-2222-2222-2222-222222222222</string>
                <key>WFMathOperation</key><string>×</string><key>WFMathOperand</key><integer>2</integer></dict></dict>
            \(photo)
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.showresult</string>
              <key>WFWorkflowActionParameters</key><dict><key>Text</key><dict>
                <key>Value</key><dict><key>string</key><string>Twice: \u{FFFC} for \u{FFFC}</string>
                  <key>attachmentsByRange</key><dict>
                    <key>{7, 1}</key><dict><key>OutputUUID</key><string>22222222-2222-2222-2222-222222222222</string><key>Type</key><string>ActionOutput</string></dict>
                    <key>{13, 1}</key><dict><key>Type</key><string>ExtensionInput</string></dict></dict></dict>
                <key>WFSerializationType</key><string>WFTextTokenString</string></dict></dict></dict>
            </array>
            <key>WFWorkflowName</key><string>Twice</string>
            </dict></plist>
            """
        let url = TestScratch.path("run", suffix: ".plist")
        try Data(xml.utf8).write(to: url)
        return url
    }

    @Test func itRunsPrintsWhatItShowsAndEndsWithZero() throws {
        let library = try cli.temporaryLibrary()
        let result = try cli.run(["run", try Self.shortcutFile().path, "--library", library.path, "--answer", "21", "--input", "Ann"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "Twice: 42 for Ann\n")
    }

    @Test func theTraceGoesToStandardErrorWithEachOutput() throws {
        let library = try cli.temporaryLibrary()
        let result = try cli.run(["run", try Self.shortcutFile().path, "--library", library.path, "--answer", "4", "--trace"])
        #expect(result.output.contains("1 Ask for Input → Number: 4\n2 Calculate → Number: 8\n"), "\(result.output)")
    }

    @Test func aPromptWithoutAnswerEndsWithFour() throws {
        let result = try cli.run(["run", try Self.shortcutFile().path, "--library", try cli.temporaryLibrary().path])
        #expect(result.status == 4)
        #expect(result.output.contains("action 1 (Ask for Input) asked “How many?” and no answer was given"), "\(result.output)")
    }

    @Test func anActionThatNeedsADeviceEndsWithThreeUnlessStubbed() throws {
        let file = try Self.shortcutFile(withPhoto: true).path
        let library = try cli.temporaryLibrary().path
        let stopped = try cli.run(["run", file, "--library", library, "--answer", "1"])
        #expect(stopped.status == 3)
        #expect(stopped.output.contains("action 3 (Take Photo) cannot run on Linux; give it a stand-in output with --stub 3=VALUE"), "\(stopped.output)")
        let stubbed = try cli.run(["run", file, "--library", library, "--answer", "1", "--stub", "3=a photo"])
        #expect(stubbed.status == 0 && stubbed.output == "Twice: 2 for \n", "\(stubbed.output)")
    }

    @Test func jsonIsTheWholeRun() throws {
        let result = try cli.run(["run", try Self.shortcutFile().path, "--library", try cli.temporaryLibrary().path, "--answer", "5", "--format", "json"])
        let json = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect(json?["status"] as? Int == 0)
        let steps = json?["steps"] as? [[String: Any]]
        #expect(steps?.map { $0["title"] as? String } == ["Ask for Input", "Calculate", "Show Content"])
        #expect(steps?[1]["output"] as? Int == 10)
        #expect((json?["shown"] as? [[String: Any]])?.first?["text"] as? String == "Twice: 10 for ")
    }

    @Test func usageErrorsEndWithSixtyFour() throws {
        let result = try cli.run(["run", "x.plist", "--input", "a", "--input-file", "b"])
        #expect(result.status == 64)
        let stub = try cli.run(["run", "x.plist", "--stub", "nothing-equal"])
        #expect(stub.status == 64 && stub.output.contains("expected ID=VALUE"))
    }

    /// A signed file runs, and is not written.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: Corpus.signed + "/electrikmilk_cherri_hello_world.shortcut"), "needs ../shared/corpus"))
    func aSignedFileRunsAndIsLeftAsItWas() throws {
        let path = Corpus.signed + "/electrikmilk_cherri_hello_world.shortcut"
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let result = try cli.run(["run", path, "--library", try cli.temporaryLibrary().path, "--answer", "ok"])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("Hello World"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }
}

enum Corpus {
    static let signed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/corpus/signed").path
}

/// The debugger in a real terminal: a breakpoint, a pause with the variables panel, a step, the
/// end of the run; the outputs beside the cards.
@Suite(.offThePool, .enabled(if: TmuxSession.isAvailable, "needs tmux"))
struct RunInTerminalTests {
    @Test func aBreakpointPausesTheRunAndTheVariablesPanelShowsWhatItHolds() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>WFWorkflowActions</key><array>
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.gettext</string>
              <key>WFWorkflowActionParameters</key><dict><key>WFTextActionText</key><string>hello</string></dict></dict>
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.setvariable</string>
              <key>WFWorkflowActionParameters</key><dict><key>WFVariableName</key><string>Greeting</string></dict></dict>
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.number</string>
              <key>WFWorkflowActionParameters</key><dict><key>WFNumberActionNumber</key><integer>42</integer></dict></dict>
            </array><key>WFWorkflowName</key><string>Greet</string></dict></plist>
            """
        let file = TestScratch.path("greet", suffix: ".plist")
        try Data(xml.utf8).write(to: file)
        let session = try TmuxSession(["edit", file.path, "--library", try CommandLineTests().temporaryLibrary().path])
        try session.waitFor("Set Variable")
        try session.send("j")
        try session.send("j")
        try session.send("b")
        try session.waitFor("Breakpoint on action 3")
        try session.send("r")
        try session.waitFor("Paused before action 3")
        try session.waitFor("Variables")
        try session.waitFor("Greeting")
        try session.waitFor("= Text: hello")
        try session.send("s")
        try session.waitFor("Done.")
        try session.waitFor("= Number: 42")
        // The whole of an action's output, on a key.
        try session.send("k")
        try session.send("k")
        try session.send("=")
        try session.waitFor("Output of action 1 (Text)")
        try session.send("x")
        try session.waitFor("Set Variable")
        try session.send("q")
        try session.waitFor("[exit 0]")
    }
}

/// Going to an action by its number in a real terminal (issue 47).
@Suite(.offThePool, .enabled(if: TmuxSession.isAvailable, "needs tmux"))
struct GoToInTerminalTests {
    @Test func colonAndANumberGoToThatAction() throws {
        let actions = (1...60).map { index in
            "<dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.gettext</string>"
                + "<key>WFWorkflowActionParameters</key><dict><key>WFTextActionText</key><string>line \(index)</string></dict></dict>"
        }.joined()
        let file = TestScratch.path("lines", suffix: ".plist")
        let xml = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>WFWorkflowActions</key><array>"#
            + actions + "</array><key>WFWorkflowName</key><string>Lines</string></dict></plist>"
        try Data(xml.utf8).write(to: file)
        let session = try TmuxSession(["edit", file.path, "--library", try CommandLineTests().temporaryLibrary().path])
        try session.waitFor("line 1")
        try session.type(":42")
        try session.waitFor("Go to action (1–60")
        try session.send("Enter")
        try session.waitFor("Action 42 of 60.")
        try session.waitFor("42 ▸ Text")
        try session.waitFor("line 42")
        try session.send("q")
        try session.waitFor("[exit 0]")
    }
}

/// `import`: files copied into the library as they are, named after their shortcuts.
@Suite(.offThePool) struct ImportCommandTests {
    let cli = CommandLineTests()

    @Test func filesAreCopiedAsTheyAreAndNamedAfterTheirShortcuts() throws {
        let library = try cli.temporaryLibrary()
        let file = try RunCommandTests.shortcutFile()
        let first = try cli.run(["import", file.path, "--library", library.path])
        #expect(first.status == 0, "\(first.output)")
        #expect(first.output.contains("→ Twice (Twice.plist)"), "\(first.output)")
        let copy = library.appendingPathComponent("shortcuts/Twice.plist")
        #expect(try Data(contentsOf: copy) == Data(contentsOf: file), "byte for byte")
        let second = try cli.run(["import", file.path, "--library", library.path])
        #expect(second.output.contains("→ Twice 2 (Twice 2.plist)"), "a name the library has gets a number: \(second.output)")
        let list = try cli.run(["list", "--library", library.path])
        #expect(list.output.contains("Twice") && list.output.contains("Twice 2"), "\(list.output)")
    }

    @Test func whatIsNotAShortcutIsRefusedAndNothingIsWritten() throws {
        let library = try cli.temporaryLibrary()
        let junk = TestScratch.path("junk", suffix: ".shortcut")
        try Data("not a shortcut".utf8).write(to: junk)
        let result = try cli.run(["import", junk.path, "--library", library.path])
        #expect(result.status == 1)
        #expect(result.output.contains("error: \(junk.path):"), "\(result.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: library.appendingPathComponent("shortcuts").path).isEmpty)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: Corpus.signed + "/electrikmilk_cherri_hello_world.shortcut"), "needs ../shared/corpus"))
    func aSignedFileStaysSigned() throws {
        let library = try cli.temporaryLibrary()
        let path = Corpus.signed + "/electrikmilk_cherri_hello_world.shortcut"
        let result = try cli.run(["import", path, "--library", library.path])
        #expect(result.status == 0, "\(result.output)")
        let copied = try FileManager.default.contentsOfDirectory(atPath: library.appendingPathComponent("shortcuts").path)
        #expect(copied.count == 1 && copied[0].hasSuffix(".shortcut"), "\(copied)")
        #expect(try Data(contentsOf: library.appendingPathComponent("shortcuts/" + copied[0])) == Data(contentsOf: URL(fileURLWithPath: path)))
    }
}

/// Search in a real terminal: a match inside a folded block is found and its fold opens.
@Suite(.offThePool, .enabled(if: TmuxSession.isAvailable, "needs tmux"))
struct SearchInTerminalTests {
    @Test func searchFindsAnActionInsideAFoldedBlock() throws {
        func action(_ identifier: String, _ parameters: String) -> String {
            "<dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.\(identifier)</string>"
                + "<key>WFWorkflowActionParameters</key><dict>\(parameters)</dict></dict>"
        }
        let group = "<key>GroupingIdentifier</key><string>AB2D9C44-0000-4000-8000-000000000001</string>"
        var actions = [action("conditional", group + "<key>WFControlFlowMode</key><integer>0</integer>")]
        actions += (1...30).map { action("gettext", "<key>WFTextActionText</key><string>filler \($0)</string>") }
        actions.append(action("getstoredcontent", "<key>WFStoredContentKey</key><string>visits</string>"))
        actions.append(action("conditional", group + "<key>WFControlFlowMode</key><integer>2</integer>"))
        let xml = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>WFWorkflowActions</key><array>"#
            + actions.joined() + "</array><key>WFWorkflowName</key><string>Folded</string></dict></plist>"
        let file = TestScratch.path("folded", suffix: ".plist")
        try Data(xml.utf8).write(to: file)
        let session = try TmuxSession(["edit", file.path, "--library", try CommandLineTests().temporaryLibrary().path])
        try session.waitFor("filler 1")
        try session.send("z")
        try session.waitFor("32 actions folded")
        try session.type("/stored cont")
        try session.waitFor("1 match")
        try session.waitFor("32 ▸   Get Stored Content")
        try session.send("Enter")
        try session.send("q")
        try session.waitFor("[exit 0]")
    }
}

/// The system's clipboard, only when asked: through the clipboard program on PATH (here a
/// stand-in `xclip` that keeps the clipboard in a file).
@Suite(.offThePool) struct SystemClipboardRunTests {
    let cli = CommandLineTests()

    static func clipboardShortcut() throws -> URL {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>WFWorkflowActions</key><array>
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.getclipboard</string>
              <key>WFWorkflowActionParameters</key><dict><key>UUID</key><string>33333333-3333-3333-3333-333333333333</string></dict></dict>
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.showresult</string>
              <key>WFWorkflowActionParameters</key><dict><key>Text</key><dict><key>Value</key><dict><key>string</key><string>was: \u{FFFC}</string>
                <key>attachmentsByRange</key><dict><key>{5, 1}</key><dict><key>OutputUUID</key><string>33333333-3333-3333-3333-333333333333</string>
                <key>Type</key><string>ActionOutput</string></dict></dict></dict><key>WFSerializationType</key><string>WFTextTokenString</string></dict></dict></dict>
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.setclipboard</string>
              <key>WFWorkflowActionParameters</key><dict><key>WFInput</key><string>from the shortcut</string></dict></dict>
            </array></dict></plist>
            """
        let url = TestScratch.path("clipboard", suffix: ".plist")
        try Data(xml.utf8).write(to: url)
        return url
    }

    @Test func theSystemClipboardIsUsedOnlyWhenAsked() throws {
        let folder = TestScratch.path("xclip-bin")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = folder.appendingPathComponent("clipboard.txt")
        try Data("on the desktop".utf8).write(to: store)
        let xclip = folder.appendingPathComponent("xclip")
        try TestScratch.writeExecutable("#!/bin/sh\nif [ \"$3\" = \"-o\" ]; then cat '\(store.path)'; else cat > '\(store.path)'; fi\n", to: xclip)
        let path = folder.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        let library = try cli.temporaryLibrary().path
        let file = try Self.clipboardShortcut().path

        let emulated = try cli.run(["run", file, "--library", library], environment: ["PATH": path])
        #expect(emulated.output == "was: \n", "the emulated clipboard starts empty: \(emulated.output)")
        #expect(try String(contentsOf: store, encoding: .utf8) == "on the desktop", "not asked: the desktop's is untouched")

        let system = try cli.run(["run", file, "--library", library, "--system-clipboard"], environment: ["PATH": path])
        #expect(system.output == "was: on the desktop\n", "\(system.output)")
        #expect(try String(contentsOf: store, encoding: .utf8) == "from the shortcut")

        let none = try cli.run(["run", file, "--library", library, "--system-clipboard"], environment: ["PATH": "/nonexistent"])
        #expect(none.status == 1 && none.output.contains("--system-clipboard needs wl-copy and wl-paste, xclip or xsel on PATH"), "\(none.output)")
    }
}
