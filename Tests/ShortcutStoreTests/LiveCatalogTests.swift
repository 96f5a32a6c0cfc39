import Foundation
import IntentHostClient
import IntentKit
@testable import ShortcutStore
import Testing
import TestSupport

/// A library catalog that names its intent host: its intents' entity pickers and options are
/// asked of the developer's own code, in the host's process, started on the first question.
@Suite struct LiveCatalogTests {
    static var demoHost: String {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 where !FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("demo-intents-host").path) {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("demo-intents-host").path
    }

    /// A library whose `catalogs/Demo.json` is what the demo host exports, with `Demo.host.json` beside it.
    static func library(host: String) throws -> Library {
        let library = Library(root: TestScratch.path("live-library"))
        try library.prepare()
        let export = Process()
        export.executableURL = URL(fileURLWithPath: demoHost)
        export.arguments = ["export", library.catalogsFolder.appendingPathComponent("Demo.json").path]
        try export.run()
        export.waitUntilExit()
        try Data(host.utf8).write(to: library.catalogsFolder.appendingPathComponent("Demo.host.json"))
        return library
    }

    /// A host's App Shortcuts come with its catalog (`export` writes `Demo.appshortcuts.json`
    /// beside `Demo.json`), listed under the catalog's name; a broken one is said, not fatal.
    @Test func aHostsAppShortcutsComeWithItsCatalog() throws {
        let library = try Self.library(host: #"{"command": ["\#(Self.demoHost)", "serve"]}"#)
        let (registry, issues) = library.assembleRegistry(base: IntentRegistry())
        #expect(issues.isEmpty, "\(issues)")
        #expect(registry.appShortcuts.map(\.shortTitle) == ["Suggest Trails", "Trail Info", "Find a Bike Ride"])
        #expect(registry.appShortcuts.allSatisfy { $0.app == "Demo" })
        #expect(registry.appShortcuts.last?.parameterValues == ["activity": .enumCase(EnumCaseValue(enumIdentifier: "ActivityStyle", caseIdentifier: "biking"))])
        try Data("[{".utf8).write(to: library.catalogsFolder.appendingPathComponent("Demo.appshortcuts.json"))
        let broken = library.assembleRegistry(base: IntentRegistry())
        #expect(broken.registry.appShortcuts.isEmpty && broken.issues.contains { $0.message.hasPrefix("not a list of App Shortcuts") })
        #expect(broken.registry.definition(for: "SuggestedTrails") != nil, "the catalog itself still reads")
        // A value of the wrong type is said by its key path.
        try Data(#"[{"intent": 3, "phrases": [], "shortTitle": "x", "systemImageName": ""}]"#.utf8)
            .write(to: library.catalogsFolder.appendingPathComponent("Demo.appshortcuts.json"))
        let mistyped = library.assembleRegistry(base: IntentRegistry())
        #expect(mistyped.issues.contains { $0.file.hasSuffix("Demo.appshortcuts.json") && $0.message.contains("$[0].intent: expected a string") },
                "\(mistyped.issues)")
    }

    /// The App Shortcuts file is read from outside: thousands of mutations of a real one each
    /// read whole or refused with the file named, never a crash or a hang.
    @Test func mutatedAppShortcutFilesAreReadOrRefused() throws {
        let library = try Self.library(host: #"{"command": ["\#(Self.demoHost)", "serve"]}"#)
        let file = library.catalogsFolder.appendingPathComponent("Demo.appshortcuts.json")
        let original = Array(try Data(contentsOf: file))
        var generator = SeededGenerator(seed: 64)
        for _ in 0..<2_000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[at] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.remove(at: at)
                default: bytes.insert(bytes[at], at: at)
                }
                if bytes.isEmpty { bytes = [0x5B] }
            }
            try Data(bytes).write(to: file)
            let (registry, issues) = library.assembleRegistry(base: IntentRegistry())
            let refused = issues.contains { $0.file.hasSuffix("Demo.appshortcuts.json") && $0.message.hasPrefix("not a list of App Shortcuts") }
            #expect(refused || !registry.appShortcuts.isEmpty || issues.isEmpty)
        }
    }

    @Test func pickersAndOptionsAskTheHost() async throws {
        let library = try Self.library(host: #"{"command": ["\#(Self.demoHost)", "serve"]}"#)
        let (registry, issues) = library.assembleRegistry(base: IntentRegistry())
        #expect(issues.isEmpty, "\(issues)")
        let source = try #require(registry.entitySource(for: "TrailEntity"))
        #expect(source is HostEntitySource)
        #expect(try await source.entities(matching: "dome").map(\.title) == ["Half Dome"])
        #expect(try await source.entities(for: [.int(3)]).map(\.title) == ["Valley Loop"])
        let options = try await registry.dynamicOptions(intent: "SuggestedTrails", parameter: "location")
        #expect(!options.isEmpty, "the provider ran in the host")
        await (source as? HostEntitySource)?.connection.stop()
    }

    @Test func aHostDescriptionThatIsWrongIsNamedWithItsPlace() throws {
        let missing = try Self.library(host: #"{"command": ["./no-such-host", "serve"]}"#)
        let (_, issues) = missing.assembleRegistry(base: IntentRegistry())
        #expect(issues.map(\.message).contains { $0.hasPrefix("$.command[0]:") && $0.hasSuffix("is not a program that can be run") }, "\(issues)")
        let notOnPath = try Self.library(host: #"{"command": ["no-such-program-anywhere"]}"#)
        #expect(notOnPath.assembleRegistry(base: IntentRegistry()).issues.map(\.message) == ["$.command[0]: no program no-such-program-anywhere on PATH"])
        let orphan = try Self.library(host: #"{"command": ["\#(Self.demoHost)", "serve"]}"#)
        try FileManager.default.moveItem(at: orphan.catalogsFolder.appendingPathComponent("Demo.host.json"),
                                         to: orphan.catalogsFolder.appendingPathComponent("Gone.host.json"))
        #expect(orphan.assembleRegistry(base: IntentRegistry()).issues.map(\.message) == ["names the host of Gone.json, which is not in catalogs/"])
        let shapeless = try Self.library(host: #"{"command": "serve"}"#)
        #expect(shapeless.assembleRegistry(base: IntentRegistry()).issues.map(\.message) == ["$.command: expected a list of the program and its arguments"])
    }

    /// A host program anyone may change would run their code as the user: said, not refused.
    @Test func aHostProgramOthersCanWriteIsAWarning() throws {
        let program = try TestScratch.script("exec sleep 600", name: "shared-host")
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: program.path)
        let library = try Self.library(host: #"{"command": ["\#(program.path)"]}"#)
        let issues = library.assembleRegistry(base: IntentRegistry()).issues
        #expect(issues.map(\.message) == ["\(program.path) can be changed by other users (it is writable by everyone): anyone who can write it runs code as you when a picker asks"])
    }

    /// What others can change besides the file's own mode: a folder above it writable by
    /// everyone (without the sticky bit), and a script handed to an interpreter named as the
    /// command; a symbolic link is judged by what it points at, never by its own 777.
    @Test func aHostOthersCanReplaceOrReachThroughAnInterpreterIsAWarningAndALinkIsNot() throws {
        let open = TestScratch.path("open-folder")
        try FileManager.default.createDirectory(at: open, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: open.path)
        let inOpenFolder = open.appendingPathComponent("host.sh")
        try TestScratch.writeExecutable("#!/bin/sh\nexec sleep 600\n", to: inOpenFolder)
        let replaceable = try Self.library(host: #"{"command": ["\#(inOpenFolder.path)"]}"#)
        #expect(replaceable.assembleRegistry(base: IntentRegistry()).issues.map(\.message)
                == ["\(inOpenFolder.path) can be changed by other users (its folder \(open.path) is writable by everyone, so anyone can replace it): anyone who can write it runs code as you when a picker asks"])

        let script = try TestScratch.script("exec sleep 600", name: "shared-script")
        try FileManager.default.setAttributes([.posixPermissions: 0o666], ofItemAtPath: script.path)
        let interpreted = try Self.library(host: #"{"command": ["sh", "\#(script.path)", "serve"]}"#)
        #expect(interpreted.assembleRegistry(base: IntentRegistry()).issues.map(\.message)
                == ["\(script.path) can be changed by other users (it is writable by everyone): anyone who can write it runs code as you when a picker asks"])

        let target = try TestScratch.script("exec sleep 600", name: "linked-host")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: target.path)
        let link = TestScratch.path("host-link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let linked = try Self.library(host: #"{"command": ["\#(link.path)"]}"#)
        #expect(linked.assembleRegistry(base: IntentRegistry()).issues.isEmpty)
    }
}

/// An app's intents are listed under the app, as Shortcuts lists them: a catalog's definitions
/// that name no category take the catalog's name; one that names its own keeps it.
@Suite struct CatalogCategoryTests {
    @Test func aCatalogsIntentsAreUnderItsName() throws {
        let library = Library(root: TestScratch.path("catalog-category"))
        try library.prepare()
        let plain = IntentDefinition(identifier: "BrewCoffee", title: "Brew Coffee", description: "Brews coffee.")
        let filed = IntentDefinition(identifier: "GrindBeans", title: "Grind Beans", category: "Beans")
        try IntentHost.catalog(of: [plain, filed]).write(to: library.catalogsFolder.appendingPathComponent("Coffee Shop.json"))
        let (registry, issues) = library.assembleRegistry(base: IntentRegistry())
        #expect(issues.isEmpty, "\(issues)")
        #expect(registry.definition(for: "BrewCoffee")?.category == "Coffee Shop")
        #expect(registry.definition(for: "GrindBeans")?.category == "Beans")
    }
}
