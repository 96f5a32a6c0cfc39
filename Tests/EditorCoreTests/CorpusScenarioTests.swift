import AppleShortcuts
import DemoIntents
@testable import EditorCore
import Foundation
import IntentCatalogs
import IntentKit
import ShortcutModel
import Testing

/// Real shortcuts (../shared/corpus/shortcuts, never copied here) as the editor draws them:
/// every action by its catalog, as a sentence or as rows. Skipped when the corpus is absent.
enum CorpusFiles {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/corpus/shortcuts")
    static let files = ["scpl_OneTest.shortcut", "cherri_decomp-me.plist", "tesla_ios_shortcuts_Calculate_Charge_Time.shortcut"]
    static var isAvailable: Bool { files.allSatisfy { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) } }
    /// Shortcuts made for iOS 27 and signed on macOS 27 (../shared/corpus/modern).
    static let modernFolder = folder.deletingLastPathComponent().appendingPathComponent("modern")
    static let modernFiles = ["Water Log.shortcut", "Clipboard Translate.shortcut"]
    static var modernAvailable: Bool {
        modernFiles.allSatisfy { FileManager.default.fileExists(atPath: modernFolder.appendingPathComponent($0).path) }
    }

    /// The demo intents and Shortcuts' own actions, as the library assembles them.
    static let registry: IntentRegistry = {
        var registry = try! DemoIntents.makeRegistry()
        for definition in BuiltInActions.definitions { try? registry.register(definition) }
        return registry
    }()
}

@Suite(.enabled(if: CorpusFiles.isAvailable, "needs ../shared/corpus/shortcuts"))
struct CorpusScenarioTests {
    static let files = CorpusFiles.files

    static let registry = CorpusFiles.registry

    static func scenario(_ file: String, in folder: URL = CorpusFiles.folder, width: Int, height: Int) throws -> Scenario {
        let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(file)))
        let document = try ShortcutFileCodec.decode(bytes, file: file, name: (file as NSString).deletingPathExtension,
                                                    date: Date(timeIntervalSince1970: 1_795_000_000)).document
        var state = EditorState(document: document, registry: registry, fileLabel: file, width: width, height: height,
                                displayContext: Scenario.utc, identifiers: IdentifierSource(seed: 1))
        _ = state.update(.resize(width: width, height: height))
        return Scenario(state: state)
    }

    @Test(arguments: files)
    func everyActionReadsByItsCatalog(_ file: String) throws {
        for (width, height) in [(80, 24), (120, 40)] {
            let scenario = try Self.scenario(file, width: width, height: height)
            let name = "corpus-" + file.split(separator: "_").prefix(2).joined(separator: "-").replacingOccurrences(of: ".", with: "-")
            scenario.expectScreen("\(name)-\(width)x\(height)")
            for index in scenario.state.document.actions.indices {
                #expect(!scenario.state.isStandIn(index), "\(file) action \(index + 1) is unknown: \(scenario.state.document.actions[index].intent)")
            }
        }
    }

    /// iOS 27's shortcuts read as Apple's editor shows them: every action known by today's
    /// catalog, every value under Apple's label (none by its raw key), Stored Content, Use
    /// Model, Log Health Sample and Text with variables as sentences.
    @Test(.enabled(if: CorpusFiles.modernAvailable, "needs ../shared/corpus/modern"), arguments: CorpusFiles.modernFiles)
    func modernShortcutsReadAsIOS27ShowsThem(_ file: String) throws {
        var scenario = try Self.scenario(file, in: CorpusFiles.modernFolder, width: 80, height: 24)
        let name = "modern-" + file.replacingOccurrences(of: ".shortcut", with: "").replacingOccurrences(of: " ", with: "-").lowercased()
        scenario.expectScreen("\(name)-80x24")
        // And at the action iOS 27 added: Log Health Sample, Use Model.
        let newest = ["is.workflow.actions.health.quantity.log", "is.workflow.actions.askllm"]
        if let target = scenario.state.document.actions.firstIndex(where: { newest.contains($0.intent) }) {
            while scenario.state.focus.action < target { scenario.press(.down) }
            scenario.expectScreen("\(name)-newest-80x24")
        }
        let state = scenario.state
        for (index, action) in state.document.actions.enumerated() {
            #expect(!state.isStandIn(index), "action \(index + 1) is unknown: \(action.intent)")
            let declared = Set(Self.registry.definition(for: action)?.parameters.map(\.id) ?? [])
            for key in action.values.keys where !IntentDefinition.isBookkeeping(key) {
                #expect(declared.contains(key), "action \(index + 1) (\(action.intent)) shows \(key) by its raw key")
            }
        }
    }

    @Test func anEditKeepsHowTheFileHeldTheNumber() throws {
        var scenario = try Self.scenario(Self.files[2], width: 80, height: 24)
        // Action 1 is Number, its number held as text ("73.5"), as many files do.
        #expect(scenario.state.document.actions[0].values["WFNumberActionNumber"] == .string("73.5"))
        scenario.press(.enter)
        scenario.press(.control("u"))
        scenario.type("80")
        scenario.press(.enter)
        #expect(scenario.state.document.actions[0].values["WFNumberActionNumber"] == .string("80"), "still text, as the file had it")
        scenario.press(.enter)
        scenario.press(.control("u"))
        scenario.type("eighty")
        scenario.press(.enter)
        #expect(scenario.state.control?.error != nil, "not a number: refused, as for any number")
    }
}

/// Shortcuts' own actions in the action library, added as Shortcuts adds them.
@Suite struct BuiltInActionLibraryTests {
    @Test func aBuiltInActionIsFoundByNameAndAddedWithItsUUID() {
        let document = ShortcutDocument(name: "New")
        let state = EditorState(document: document, registry: CorpusFiles.registry, fileLabel: "New.shortcut", width: 80, height: 24,
                                displayContext: Scenario.utc, identifiers: IdentifierSource(seed: 7))
        var scenario = Scenario(state: state)
        scenario.press(.character("a"))
        scenario.type("get contents of url")
        #expect(scenario.state.actionLibrary?.selectedEntry?.identifier == "is.workflow.actions.downloadurl")
        scenario.press(.enter)
        let added = scenario.state.document.actions[0]
        #expect(added.intent == "is.workflow.actions.downloadurl")
        #expect(added.values["UUID"] == .string(added.id.uuidString))
        #expect(scenario.screen.contains("Get contents of [URL]"))
    }
}
