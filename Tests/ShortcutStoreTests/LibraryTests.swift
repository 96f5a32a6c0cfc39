import DemoIntents
import Foundation
import IntentCatalogs
import IntentKit
import ShortcutModel
@testable import ShortcutStore
import Testing

@Suite struct LibraryTests {
    let folder: TemporaryFolder
    let library: Library

    init() throws {
        folder = try TemporaryFolder()
        library = Library(root: folder.file("library"))
        try library.prepare()
    }

    @Test func theRootComesFromTheOptionTheEnvironmentOrXDG() {
        #expect(Library.defaultRoot(option: "/opt/lib", environment: ["SHORTCUT_EDITOR_LIBRARY": "/env"]).path == "/opt/lib")
        #expect(Library.defaultRoot(environment: ["SHORTCUT_EDITOR_LIBRARY": "/env", "XDG_DATA_HOME": "/xdg"]).path == "/env")
        #expect(Library.defaultRoot(environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/home/u"]).path == "/xdg/shortcut-editor")
        // XDG says a relative XDG_DATA_HOME is to be ignored.
        #expect(Library.defaultRoot(environment: ["XDG_DATA_HOME": "rel", "HOME": "/home/u"]).path == "/home/u/.local/share/shortcut-editor")
        #expect(Library.defaultRoot(environment: ["HOME": "/home/u"]).path == "/home/u/.local/share/shortcut-editor")
    }

    /// The root skips Foundation's standardizing when it would change nothing — and only then.
    @Test func theRootIsStandardizedAsFoundationWould() throws {
        let existing = FileManager.default.temporaryDirectory.path
        let paths = ["/tmp/lib", "/tmp/lib/", existing, existing + "/", "/tmp/./lib", "/tmp/../lib", "/tmp//lib", "/a/b/..",
                     "/a/.hidden/b", "/a/b.", "/private/tmp/x", "/var/automount/x", "/", "relative/lib", "./lib", "~/lib", "/a/…/ünï"]
        var plain = 0
        for path in paths {
            for url in [URL(fileURLWithPath: path), URL(fileURLWithPath: path, isDirectory: true), URL(fileURLWithPath: path, isDirectory: false)] {
                #expect(Library(root: url).root == url.standardizedFileURL, "\(url)")
                #expect(Library(root: url).root.path == url.standardizedFileURL.path, "\(url)")
                if Library.isStandard(url) { plain += 1 }
            }
        }
        #expect(plain >= 12, "the plain paths take the quick way")
        #expect(!Library.isStandard(URL(fileURLWithPath: "/tmp/./lib")) && !Library.isStandard(URL(string: "https://example.com/a")!))
    }

    @Test func prepareMakesEveryFolder() {
        for name in ["shortcuts", "catalogs", "entities", "recovery", "trash"] {
            var isFolder: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: library.root.appendingPathComponent(name).path, isDirectory: &isFolder) && isFolder.boolValue)
        }
    }

    @Test func createListFindRenameDuplicate() throws {
        let hike = try library.create(named: "Plan a Hike")
        try library.create(named: "Morning Run")
        #expect(library.list().map(\.name) == ["Morning Run", "Plan a Hike"])
        #expect(library.list().first?.actionCount == 0)
        #expect(throws: StoreError.alreadyExists(path: hike.path)) { try library.create(named: "Plan a Hike") }
        #expect(library.find("HIKE").map(\.name) == ["Plan a Hike"])
        #expect(library.find("  ").count == 2)

        var document = try library.read(hike).0
        document.actions = [ShortcutAction(intent: "GetTrailInfo"), ShortcutAction(intent: "GetTrailInfo")]
        try document.encoded().write(to: hike)
        let renamed = try library.rename(hike, to: "Plan a Bike Ride")
        #expect(!FileManager.default.fileExists(atPath: hike.path))
        #expect(try library.read(renamed).0.name == "Plan a Bike Ride")
        #expect(library.list().map(\.name) == ["Morning Run", "Plan a Bike Ride"])
        #expect(library.list().last?.actionCount == 2)

        let copy = try library.duplicate(renamed)
        let secondCopy = try library.duplicate(renamed)
        #expect(copy.lastPathComponent == "Plan a Bike Ride copy.shortcut.json")
        #expect(secondCopy.lastPathComponent == "Plan a Bike Ride copy 2.shortcut.json")
        let original = try library.read(renamed).0
        let duplicate = try library.read(copy).0
        #expect(duplicate.name == "Plan a Bike Ride copy")
        #expect(duplicate.actions.map(\.intent) == original.actions.map(\.intent))
        #expect(Set(duplicate.actions.map(\.id)).isDisjoint(with: original.actions.map(\.id)))
    }

    @Test func deleteGoesToTheTrashAndRestoreBringsItBack() throws {
        let url = try library.create(named: "Temporary")
        let trashed = try library.delete(url)
        #expect(library.list().isEmpty)
        #expect(library.trash().map(\.name) == ["Temporary"])
        #expect(abs(library.trash()[0].deletedAt.timeIntervalSince(trashed.deletedAt)) < 0.001)
        try library.create(named: "Temporary")
        #expect(throws: StoreError.alreadyExists(path: url.path)) { try library.restore(trashed) }
        try FileManager.default.removeItem(at: url)
        #expect(try library.restore(trashed) == url)
        #expect(library.list().map(\.name) == ["Temporary"])
        #expect(library.trash().isEmpty)
        #expect(throws: StoreError.notFound(path: folder.file("nope").path)) { try library.delete(folder.file("nope")) }
    }

    @Test(arguments: [
        ("", "it is empty"),
        ("a/b", "it contains \"/\""),
        (".hidden", "it starts with \".\", which hides the file"),
        ("tab\there", "it contains control characters"),
        (String(repeating: "x", count: 250), "it is too long for a file name"),
    ])
    func badNamesAreRefusedWithTheReason(name: String, reason: String) {
        #expect(throws: StoreError.invalidName(name, reason: reason)) { try library.create(named: name) }
    }

    @Test func unreadableShortcutsAreListedWithTheirProblem() throws {
        try Data("{ not json".utf8).write(to: library.shortcutsFolder.appendingPathComponent("Broken.shortcut.json"))
        let entry = try #require(library.list().first)
        #expect(entry.name == "Broken")
        #expect(entry.problem?.hasSuffix("Broken.shortcut.json:1:3: not valid JSON: expected a member name in quotes, found 'n'") == true)
    }

    @Test func theRegistryIsSwiftIntentsPlusTheLibrarysCatalogsAndEntities() async throws {
        let demo = try DemoIntents.makeRegistry()
        let catalog = [
            IntentDefinition(identifier: "com.example.OpenPark", title: "Open Park",
                             parameters: [ParameterDefinition(id: "park", title: "Park",
                                                              type: .entity(EntityTypeDefinition(identifier: "ParkEntity", title: "Park")),
                                                              isOptional: false, options: ParameterOptions(optionsSource: .entityQuery("ParkEntity")))],
                             summary: .summary(SummaryTemplate(sentence: [.text("Open "), .placeholder("park")]))),
            IntentDefinition(identifier: "GetTrailInfo", title: "Clash"),
        ]
        try JSONEncoder().encode(catalog).write(to: library.catalogsFolder.appendingPathComponent("parks.json"))
        try Data("[1,".utf8).write(to: library.catalogsFolder.appendingPathComponent("broken.json"))
        try Data(#"[{"id": "yose", "title": "Yosemite", "subtitle": "California"}, {"id": 2, "title": "Zion"}]"#.utf8)
            .write(to: library.entitiesFolder.appendingPathComponent("ParkEntity.json"))
        try Data(#"[{"title": "No id"}]"#.utf8).write(to: library.entitiesFolder.appendingPathComponent("BadEntity.json"))

        let (registry, issues) = library.assembleRegistry(base: demo)
        #expect(registry.definition(for: "com.example.OpenPark")?.title == "Open Park")
        #expect(registry.definition(for: "GetTrailInfo")?.title == "Get Trail Info")
        #expect(registry.definitions.count == demo.definitions.count + BuiltInActions.definitions.count + 1, "Swift, Shortcuts' own, the catalog")
        #expect(registry.definition(for: "is.workflow.actions.gettext")?.title == "Text")
        let parks = try #require(registry.entitySource(for: "ParkEntity"))
        #expect(try await parks.entities(matching: "calif").map(\.title) == ["Yosemite"])
        #expect(try await parks.entities(for: [.int(2)]).map(\.title) == ["Zion"])
        #expect(issues.count == 3)
        #expect(issues.contains { $0.file.hasSuffix("catalogs/broken.json") && $0.message.hasPrefix("1:4: not a list of intent definitions: ") })
        #expect(issues.map(\.description).contains(
            "\(library.catalogsFolder.path)/parks.json: two intents have the identifier \"GetTrailInfo\"; each intent needs its own"))
        #expect(issues.map(\.description).contains(
            "\(library.entitiesFolder.path)/BadEntity.json: $[0]: expected an object with a \"id\" member, found an object"))
    }

    static let goodDefinition = #"{"identifier": "Y", "title": "Y", "description": "", "searchKeywords": [], "isDiscoverable": true, "openAppWhenRun": false, "parameters": []}"#

    /// A catalog of the wrong shape is named with the place of its mistake; the rest of it loads.
    @Test func aMisshapenCatalogIsNamedByItsKeyPath() throws {
        try library.prepare()
        try Data(#"[{"identifier": "X", "title": 3}, \#(Self.goodDefinition)]"#.utf8).write(to: library.catalogsFolder.appendingPathComponent("misshapen.json"))
        let (registry, issues) = library.assembleRegistry(base: IntentRegistry())
        #expect(issues.map(\.description) == [
            "\(library.catalogsFolder.path)/misshapen.json: definition 1 left out: $[0].title: expected a string, found the number 3",
        ])
        #expect(issues.allSatisfy { $0.isEntry })
        #expect(registry.definition(for: "Y") != nil, "the definition after the broken one is read")
    }

    @Test func appCatalogsLoadFromAFolderNamedAfterTheirBundle() throws {
        let folder = library.catalogsFolder.appendingPathComponent("com.example.Parks.app/Metadata.appintents")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"{"actions": {"OpenPark": {"identifier": "OpenPark", "title": {"key": "Open Park"}}}}"#.utf8)
            .write(to: folder.appendingPathComponent("extract.actionsdata"))
        let (registry, issues) = library.assembleRegistry(base: IntentRegistry())
        #expect(issues.isEmpty)
        #expect(registry.definition(for: "com.example.Parks.OpenPark")?.title == "Open Park",
                "the identifier real shortcuts use for the app's intent")
    }
}
