import Foundation
import Testing
import TestSupport

/// Apple's shortcut files through the command line: show, convert, lint, and `git diff`
/// reading a binary `.shortcut` as sentences through `show` as a textconv driver.
@Suite(.offThePool) struct AppleFileCommandTests {
    let cli = CommandLineTests()

    private func folder() throws -> URL {
        let url = TestScratch.path("apple")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A shortcut in the editor's JSON holding one Get Text action with `text`.
    private func jsonShortcut(_ text: String) -> String {
        """
        {"formatVersion": 1, "name": "Greeting", "created": "2026-11-23T00:00:00Z", "modified": "2026-11-23T00:00:00Z",
         "WFWorkflowClientVersion": "2038.0.2.4",
         "actions": [{"id": "0F9D8C52-6B0A-4C5E-9E51-2B9F4B1C7A10", "intent": "is.workflow.actions.gettext",
                      "values": {"UUID": {"type": "string", "value": "0F9D8C52-6B0A-4C5E-9E51-2B9F4B1C7A10"},
                                 "WFTextActionText": {"type": "string", "value": "\(text)"}}}]}
        """
    }

    @Test func convertShowAndLintAnAppleFile() throws {
        let dir = try folder()
        let json = dir.appendingPathComponent("Greeting.shortcut.json")
        try Data(jsonShortcut("Hello").utf8).write(to: json)
        let binary = dir.appendingPathComponent("Greeting.shortcut")
        #expect(try cli.run(["convert", json.path, binary.path]).status == 0)
        #expect(try Data(contentsOf: binary).prefix(8) == Data("bplist00".utf8))
        let shown = try cli.run(["show", binary.path])
        #expect(shown.status == 0)
        // Shortcuts' own Text action, by its catalog: its title, and its text as its sentence.
        #expect(shown.output.contains("1. Text\n   [Hello]"), "\(shown.output)")
        #expect(!shown.output.contains("UUID"), "the identity is not a setting")
        let xml = dir.appendingPathComponent("Greeting.plist")
        #expect(try cli.run(["convert", binary.path, xml.path]).status == 0)
        #expect(try String(contentsOf: xml, encoding: .utf8).contains("<key>WFWorkflowClientVersion</key>\n\t<string>2038.0.2.4</string>"))
        // Back to JSON: the same document.
        let back = dir.appendingPathComponent("Back.shortcut.json")
        #expect(try cli.run(["convert", xml.path, back.path]).status == 0)
        #expect(try String(contentsOf: back, encoding: .utf8).contains(#""WFWorkflowClientVersion": "2038.0.2.4""#))
        // An existing output is kept unless asked.
        let again = try cli.run(["convert", json.path, binary.path])
        #expect(again.status == 1 && again.output.contains("exists; not replaced"))
        let lint = try cli.run(["lint", binary.path, xml.path])
        #expect(lint.output.contains("\(binary.path): binary property list, 1 actions"), "\(lint.output)")
        #expect(lint.output.hasSuffix("0 errors, 0 warnings\n"), "\(lint.output)")
        #expect(lint.status == 0)
    }

    /// What the black-box probe found (issue 42): `convert named.shortcut out.shortcut` renamed
    /// the shortcut "out", though converting back is promised to give the original. The name
    /// in the file is kept; only a file without one is named after the output.
    @Test func convertKeepsTheNameTheFileHolds() throws {
        let dir = try folder()
        let json = dir.appendingPathComponent("Source.shortcut.json")
        try Data(jsonShortcut("Hi").replacingOccurrences(of: #""name": "Greeting""#, with: #""name": "Original Name""#)
            .replacingOccurrences(of: #""WFWorkflowClientVersion""#, with: #""WFWorkflowName": "Original Name", "WFWorkflowClientVersion""#).utf8)
            .write(to: json)
        let named = dir.appendingPathComponent("named.shortcut")
        let out = dir.appendingPathComponent("out.shortcut")
        let back = dir.appendingPathComponent("back.shortcut.json")
        for (from, to) in [(json, named), (named, out), (out, back)] {
            let result = try cli.run(["convert", from.path, to.path])
            #expect(result.status == 0, "\(result.output)")
        }
        #expect(try cli.run(["show", out.path]).output.hasPrefix("Original Name — 1 action"))
        #expect(try String(contentsOf: back, encoding: .utf8).contains(#""name": "Original Name""#))
        #expect(try Data(contentsOf: named) == Data(contentsOf: out), "binary to binary is the same file")

        // A file without a name of its own is named after the output.
        let unnamed = dir.appendingPathComponent("Unnamed.shortcut")
        let jsonWithout = dir.appendingPathComponent("Plain.shortcut.json")
        try Data(jsonShortcut("Hi").utf8).write(to: jsonWithout)
        #expect(try cli.run(["convert", jsonWithout.path, unnamed.path]).status == 0)
        let named2 = dir.appendingPathComponent("Chosen.shortcut.json")
        #expect(try cli.run(["convert", unnamed.path, named2.path]).status == 0)
        #expect(try String(contentsOf: named2, encoding: .utf8).contains(#""name": "Chosen""#))
    }

    /// What the black-box probe found (issue 42): binary → XML dropped the fraction of a date's
    /// seconds without a word. XML holds whole seconds: the conversion stops and names the
    /// date's key path, unless --force, which writes it and says so.
    @Test func convertingToXMLRefusesToCutAFractionOfASecondUnlessForced() throws {
        let dir = try folder()
        let json = dir.appendingPathComponent("Dated.shortcut.json")
        try Data(jsonShortcut("Hi").replacingOccurrences(of: #""WFTextActionText": {"type": "string", "value": "Hi"}"#,
                                                          with: #""WFDate": {"type": "date", "value": "2026-11-23T23:33:36.569Z"}"#).utf8)
            .write(to: json)
        let xml = dir.appendingPathComponent("Dated.plist")
        let refused = try cli.run(["convert", json.path, xml.path])
        #expect(refused.status == 1)
        #expect(refused.output.contains("WFWorkflowActions[0].WFWorkflowActionParameters.WFDate: the date 2026-11-23T23:33:36.569Z"),
                "\(refused.output)")
        #expect(!FileManager.default.fileExists(atPath: xml.path), "nothing written")
        let forced = try cli.run(["convert", "--force", json.path, xml.path])
        #expect(forced.status == 0)
        #expect(forced.output.contains("warning: \(xml.path): WFWorkflowActions[0].WFWorkflowActionParameters.WFDate"), "\(forced.output)")
        #expect(try String(contentsOf: xml, encoding: .utf8).contains("<date>2026-11-23T23:33:36Z</date>"))
        // Binary keeps the fraction: nothing to say.
        let binary = dir.appendingPathComponent("Dated.shortcut")
        let kept = try cli.run(["convert", json.path, binary.path])
        #expect(kept.status == 0 && !kept.output.contains("warning"), "\(kept.output)")
    }

    @Test func badAndSignedFilesAreNamedPrecisely() throws {
        let dir = try folder()
        let signed = dir.appendingPathComponent("Signed.shortcut")
        try Data("AEA1".utf8 + Data(count: 64)).write(to: signed)
        let result = try cli.run(["show", signed.path])
        #expect(result.status == 1)
        #expect(result.output.contains("\(signed.path): signed shortcut, byte 12: the signature and seeds are cut short"), "\(result.output)")
        let broken = dir.appendingPathComponent("Broken.plist")
        try Data("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>WFWorkflowActions</key>\n<array>\n<string>x".utf8).write(to: broken)
        let said = try cli.run(["show", broken.path])
        #expect(said.status == 1)
        #expect(said.output.contains("\(broken.path): not a readable property list: 6:"), "\(said.output)")
        let lint = try cli.run(["lint", broken.path])
        #expect(lint.status == 1 && lint.output.contains("error: \(broken.path)"))
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/git"), "needs git"))
    func gitDiffReadsABinaryShortcutAsSentences() throws {
        let repo = try folder()
        let binary = try CommandLineTests.binary().path
        func git(_ arguments: String...) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/git")
            process.arguments = ["-C", repo.path, "-c", "user.name=t", "-c", "user.email=t@example.com"] + arguments
            process.environment = ["HOME": repo.path, "PATH": "/usr/bin:/bin", "GIT_CONFIG_NOSYSTEM": "1"]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        _ = try git("init", "-q")
        // The README's two lines: the attribute, and the driver.
        try Data("*.shortcut diff=shortcut\n".utf8).write(to: repo.appendingPathComponent(".gitattributes"))
        _ = try git("config", "diff.shortcut.textconv", "\(binary) show")
        let json = repo.appendingPathComponent("source.json")
        let file = repo.appendingPathComponent("Greeting.shortcut")
        try Data(jsonShortcut("Hello").utf8).write(to: json)
        #expect(try cli.run(["convert", json.path, file.path]).status == 0)
        _ = try git("add", ".gitattributes", "Greeting.shortcut")
        _ = try git("commit", "-q", "-m", "first")
        try Data(jsonShortcut("Goodbye").utf8).write(to: json)
        #expect(try cli.run(["convert", "--force", json.path, file.path]).status == 0)
        let diff = try git("diff", "Greeting.shortcut")
        #expect(diff.contains("-   [Hello]"), "\(diff)")
        #expect(diff.contains("+   [Goodbye]"), "\(diff)")
        #expect(!diff.contains("Binary files"), "\(diff)")
    }
    @Test func signedFilesShowAndConvertWithTheirSigner() throws {
        let signed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("shared/corpus/signed/electrikmilk_cherri_hello_world.shortcut")
        guard FileManager.default.fileExists(atPath: signed.path) else { return }
        let shown = try cli.run(["show", signed.path])
        #expect(shown.status == 0)
        #expect(shown.output.hasPrefix("electrikmilk_cherri_hello_world — 1 action (signed: 558b1d879a424d56a7ac954db8dcb34c)"), "\(shown.output)")
        #expect(shown.output.contains("Show alert [Hello World]"))
        let json = try cli.run(["show", signed.path, "--format", "json"])
        #expect(json.output.contains(#""signer": "558b1d879a424d56a7ac954db8dcb34c""#))
        let out = try folder().appendingPathComponent("Hello.plist")
        let converted = try cli.run(["convert", signed.path, out.path])
        #expect(converted.status == 0, "\(converted.output)")
        let back = try cli.run(["show", out.path])
        #expect(back.output.contains("Show alert [Hello World]"), "an unsigned copy, action for action")
        #expect(!back.output.contains("signed:"))
    }
}

/// Apple's files in the full-screen editor: opened by path, edited, saved in their format.
@Suite(.offThePool, .enabled(if: TmuxSession.isAvailable, "needs tmux"))
struct AppleFileEditorTests {
    let cli = CommandLineTests()

    @Test func aBinaryShortcutOpensEditsAndSavesAsABinaryShortcut() throws {
        let dir = TestScratch.path("apple-e2e")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let json = dir.appendingPathComponent("Greeting.shortcut.json")
        try Data("""
            {"formatVersion": 1, "name": "Greeting", "created": "2026-11-23T00:00:00Z", "modified": "2026-11-23T00:00:00Z",
             "actions": [{"id": "0F9D8C52-6B0A-4C5E-9E51-2B9F4B1C7A10", "intent": "is.workflow.actions.gettext",
                          "values": {"WFTextActionText": {"type": "string", "value": "Hello"},
                                     "WFData": {"type": "plist", "value": {"$data": "AAEC"}}}}]}
            """.utf8).write(to: json)
        let file = dir.appendingPathComponent("Brew Tea.shortcut")
        #expect(try cli.run(["convert", json.path, file.path]).status == 0)
        let session = try TmuxSession(["--library", dir.appendingPathComponent("lib").path, file.path])
        try session.waitFor("1 ▸ Text")
        try session.waitFor("[Hello]")
        // A value the catalog does not declare is a row too (under Show More), kept as it is.
        try session.send("m")
        try session.waitFor("WFData  [Data (3 bytes)]")
        // The text row is the first place: edit it, confirm, save.
        try session.send("Enter")
        try session.waitFor("› Hello")
        try session.send("C-u")
        try session.type("Good morning")
        // Text's text is multi-line, as in Shortcuts: Enter would add a line; ^D confirms.
        try session.send("C-d")
        try session.waitFor("[Good morning]")
        try session.send("C-s")
        try session.waitFor("Saved.")
        try session.send("q")
        try session.waitFor("[exit 0]")
        let bytes = try Data(contentsOf: file)
        #expect(bytes.prefix(8) == Data("bplist00".utf8), "a binary shortcut stays binary")
        let shown = try cli.run(["show", file.path])
        #expect(shown.output.contains("[Good morning]"), "\(shown.output)")
        #expect(shown.output.contains("WFData  Data (3 bytes)"), "what was not edited is kept")
    }

    @Test func aSignedShortcutIsEditedAndSavedAsAnUnsignedCopy() throws {
        let signed = WeatherCatalogFile.url.deletingLastPathComponent().appendingPathComponent("signed/electrikmilk_cherri_hello_world.shortcut")
        guard let original = FileManager.default.contents(atPath: signed.path) else { return }
        let dir = TestScratch.path("signed-e2e")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = dir.appendingPathComponent("Hello.shortcut")
        try original.write(to: file)
        let library = dir.appendingPathComponent("lib")
        let session = try TmuxSession(["--library", library.path, file.path], width: 120)
        try session.waitFor("Hello.shortcut · signed: 558b1d879a424d56a7ac954db8dcb34c")
        try session.waitFor("Show alert [Hello World]")
        try session.send("Enter")
        try session.waitFor("› Hello World")
        try session.send("C-u")
        try session.type("Hi")
        try session.send("C-d")
        try session.waitFor("Show alert [Hi]")
        try session.send("C-s")
        try session.waitFor("Signed by 558b1d879a424d56a7ac954db8dcb34c: save an unsigned copy as")
        try session.send("Enter")
        try session.waitFor("Saved an unsigned copy. To share it, sign it on a Mac")
        try session.send("q")
        try session.waitFor("[exit 0]")
        #expect(FileManager.default.contents(atPath: file.path) == original, "the signed original is untouched")
        let copy = library.appendingPathComponent("shortcuts/Hello.shortcut")
        let shown = try cli.run(["show", copy.path])
        #expect(shown.output.contains("Show alert [Hi]"), "\(shown.output)")
        #expect(!shown.output.contains("signed:"))
    }

    /// The original's own path, typed for the copy, replaces the signed file with the unsigned
    /// one: it answered "open in another editor (process N)", N being this editor.
    @Test func aSignedShortcutIsSavedInPlaceWhenItsOwnPathIsNamed() throws {
        let signed = WeatherCatalogFile.url.deletingLastPathComponent().appendingPathComponent("signed/electrikmilk_cherri_hello_world.shortcut")
        guard let original = FileManager.default.contents(atPath: signed.path) else { return }
        let dir = TestScratch.path("signed-in-place")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let file = dir.appendingPathComponent("Hello.shortcut")
        try original.write(to: file)
        let session = try TmuxSession(["--library", dir.appendingPathComponent("lib").path, file.path], width: 160)
        try session.waitFor("Show alert [Hello World]")
        try session.send("Enter")
        try session.waitFor("› Hello World")
        try session.send("C-u")
        try session.type("Hi")
        try session.send("C-d")
        try session.waitFor("Show alert [Hi]")
        try session.send("C-s")
        try session.waitFor("save an unsigned copy as")
        try session.send("C-u")
        try session.type(file.path)
        try session.send("Enter")
        try session.waitFor("Saved an unsigned copy")
        try session.send("q")
        try session.waitFor("[exit 0]")
        let bytes = try #require(FileManager.default.contents(atPath: file.path))
        #expect(bytes.prefix(8) == Data("bplist00".utf8), "an unsigned binary shortcut in the original's place")
        let shown = try cli.run(["show", file.path])
        #expect(shown.output.contains("Show alert [Hi]") && !shown.output.contains("signed:"), "\(shown.output)")
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(!left.contains { $0.hasSuffix(".lock") }, "the lock is let go: \(left)")
    }
}

/// App intents inside real shortcuts: resolved by the app's bundle identifier to the catalog
/// named after it, with the summary its app declared and values as Shortcuts stores them.
enum WeatherCatalogFile {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus/weather.actionsdata")
}

@Suite(.offThePool, .enabled(if: FileManager.default.fileExists(atPath: WeatherCatalogFile.url.path), "needs ../shared/corpus"))
struct AppIntentInShortcutTests {
    static let weather = WeatherCatalogFile.url
    let cli = CommandLineTests()

    @Test func anAppIntentResolvesByItsBundleIdentifierAndDescriptor() throws {
        let library = try cli.temporaryLibrary()
        try FileManager.default.copyItem(at: Self.weather, to: library.appendingPathComponent("catalogs/com.apple.weather.actionsdata"))
        let descriptor = """
            {"type": "plist", "value": {"AppIntentIdentifier": "OpenWeatherSpecificConditionIntent", "BundleIdentifier": "com.apple.weather",
             "Name": "Weather", "TeamIdentifier": "0000000000"}}
            """
        let json = library.appendingPathComponent("Weather.shortcut.json")
        try Data("""
            {"formatVersion": 1, "name": "Weather", "created": "2026-11-23T00:00:00Z", "modified": "2026-11-23T00:00:00Z",
             "actions": [
              {"id": "0F9D8C52-6B0A-4C5E-9E51-2B9F4B1C7A10", "intent": "com.apple.weather.OpenWeatherSpecificConditionIntent",
               "values": {"AppIntentDescriptor": \(descriptor), "specificCondition": {"type": "string", "value": "humidity"}}},
              {"id": "0F9D8C52-6B0A-4C5E-9E51-2B9F4B1C7A11", "intent": "com.apple.weather.LegacyIdentifier",
               "values": {"AppIntentDescriptor": \(descriptor)}}]}
            """.utf8).write(to: json)
        let file = library.appendingPathComponent("Weather.shortcut")
        #expect(try cli.run(["convert", json.path, file.path]).status == 0)
        let shown = try cli.run(["show", file.path, "--library", library.path])
        // The case is stored as its identifier, a plain string, and reads as its title.
        #expect(shown.output.contains("1. Open Weather Condition Details\n   Open [Humidity] details for [Location]"), "\(shown.output)")
        #expect(shown.output.contains("2. Open Weather Condition Details\n   Open [Detail] for [Location]"), "by its descriptor: \(shown.output)")
        #expect(!shown.output.contains("AppIntentDescriptor"), "the descriptor is kept, not shown")
        let coverage = try cli.run(["lint", "--coverage", "--library", library.path, file.path])
        #expect(coverage.output.contains("2 of 2 actions known (100%)"), "\(coverage.output)")
    }
}
