import Foundation
@testable import IntentCatalogs
import IntentKit
import Testing

/// The catalog of today's Shortcuts (WorkflowKit as extracted on macOS 27), the iOS 13 data
/// only for what it lacks; and the committed file is exactly what the script makes of the
/// references, so nobody edits it by hand.
@Suite struct TodaysCatalogTests {
    typealias Built = BuiltInActionsTests

    @Test func todaysActionsAreKnownByApplesNames() {
        let expected = [
            "getstoredcontent": "Get Stored Content", "setstoredcontent": "Store Content", "deletestoredcontent": nil,
            "askllm": "Use Model", "text.trimwhitespace": "Trim Whitespace", "setters.reminders": nil,
        ]
        for (name, title) in expected {
            let definition = Built.registry.definition(for: "is.workflow.actions." + name)
            #expect(definition != nil, "\(name) is known")
            if let title { #expect(definition?.title == title) }
            #expect(definition?.discontinuation == nil && definition?.isDiscoverable == true, "\(name) is offered")
        }
        #expect(Built.sentence("is.workflow.actions.getstoredcontent", ["WFStoredContentKey": .string("water_total")]) == "Get water_total")
        #expect(Built.sentence("is.workflow.actions.askllm", ["WFLLMModel": .string("ChatGPT")]) == "Use ChatGPT", "a variant by the model")
    }

    @Test func actionsShortcutsRemovedStillReadButAreNotOffered() throws {
        let wunderlist = try #require(Built.registry.definition(for: "is.workflow.actions.wunderlist.add"))
        #expect(wunderlist.discontinuation != nil && !wunderlist.isDiscoverable)
        let onScreen = try #require(Built.registry.definition(for: "is.workflow.actions.getonscreencontent"))
        #expect(onScreen.discontinuation?.replacement == "Get On-Screen Context")
        let workout = try #require(Built.registry.definition(for: "is.workflow.actions.workout.start"))
        #expect(workout.discontinuation == nil, "unavailable on a Mac is not removed: the iPhone has it")
    }

    @Test func textAndCommentReadAsTheirText() throws {
        for (identifier, key) in [("gettext", "WFTextActionText"), ("comment", "WFCommentActionText")] {
            let definition = try #require(Built.registry.definition(for: "is.workflow.actions." + identifier))
            #expect(definition.summary == .summary(SummaryTemplate(sentence: [.placeholder(key)])))
        }
    }

    @Test func noLabelIsARawKey() {
        for definition in BuiltInActions.definitions {
            for parameter in definition.parameters {
                let looksLikeAKey = parameter.title.hasPrefix("WF") && parameter.title.dropFirst(2).first?.isUppercase == true
                #expect(!looksLikeAKey, "\(definition.identifier) \(parameter.id) is labelled \(parameter.title)")
            }
        }
    }

    /// `Scripts/generate-builtin-actions.py`, run on the reference with the committed catalog as
    /// the older one, gives the committed catalog byte for byte. Skipped without the reference
    /// or python3.
    @Test func theCommittedCatalogIsWhatTheScriptMakes() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let reference = root.deletingLastPathComponent().appendingPathComponent("shared/reference/shortcutkit/builtin-actions.json")
        let committed = root.appendingPathComponent("Sources/IntentCatalogs/BuiltIn/builtin-actions.json")
        guard FileManager.default.fileExists(atPath: reference.path),
              let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: FileManager.default.isExecutableFile(atPath:)) else { return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [root.appendingPathComponent("Scripts/generate-builtin-actions.py").path, reference.path, "--older", committed.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let generated = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(generated == (try Data(contentsOf: committed)), "run the script (docs/BUILTIN-ACTIONS.md) and commit its output")
    }
}
