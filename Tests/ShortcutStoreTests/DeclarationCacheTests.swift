import DemoIntents
import Foundation
import IntentKit
@testable import ShortcutStore
import Testing
import TestSupport

/// The file that keeps the Swift intents' definitions between runs of one program: read back
/// whole by that program only, and nothing at all from anything else.
@Suite(.offThePool) struct DeclarationCacheTests {
    let folder: TemporaryFolder
    let definitions: [IntentDefinition]

    init() throws {
        folder = try TemporaryFolder()
        definitions = try DemoIntents.makeRegistry().swiftDefinitions
    }

    @Test func whatIsStoredIsReadBackByTheSameProgramOnly() throws {
        let cache = DeclarationCache(folder: folder.file("cache/shortcut-editor"), program: "build-1")
        #expect(cache.load() == nil, "nothing stored yet")
        try cache.store(definitions)
        #expect(cache.load() == definitions)
        #expect(DeclarationCache(folder: folder.file("cache/shortcut-editor"), program: "build-2").load() == nil)
        try DeclarationCache(folder: folder.file("cache/shortcut-editor"), program: "build-2").store([])
        #expect(cache.load() == nil, "another build replaced it")
    }

    /// A cache file as `store` writes it, from values given here: a header and definitions as
    /// JSON, packed.
    private func write(header: JSONValue, definitions: [JSONValue], to file: URL) throws {
        var archive = PackedJSON.Writer()
        archive.append(header)
        for definition in definitions { archive.append(definition) }
        try Data(archive.bytes()).write(to: file)
    }

    private func header(program: String = "p", format: Int = DeclarationCache.format) -> JSONValue {
        .object([("format", .int(format)), ("program", .string(program)), ("identifiers", .array(definitions.map { .string($0.identifier) }))])
    }

    /// The definitions as JSON, as the cache keeps them; `renaming` one member of the first.
    private func definitionsJSON(renaming member: String? = nil, to newName: String = "") throws -> [JSONValue] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var values = try definitions.map { try JSONValue.parse(encoder.encode($0)) }
        if let member, case .object(var members) = values[0], let at = members.firstIndex(where: { $0.key == member }) {
            members[at].key = newName
            values[0] = .object(members)
        }
        return values
    }

    @Test func aDamagedFileOrAnotherLayoutIsPassedOver() throws {
        let cache = DeclarationCache(folder: folder.url, program: "p")
        try cache.store(definitions)
        let whole = try Data(contentsOf: cache.file)
        var damaged: [Data] = [Data(), Data("{".utf8), whole.prefix(whole.count - 2), Data("[]".utf8)]
        damaged.append(try JSONEncoder().encode(["format": 1]))
        var otherLayout = whole
        otherLayout[4] = 2
        damaged.append(otherLayout)
        for bytes in damaged {
            try bytes.write(to: cache.file)
            #expect(cache.load() == nil && cache.loadIndexed() == nil, "\(Array(bytes.prefix(12)))")
        }
        try write(header: header(format: 1), definitions: definitionsJSON(), to: cache.file)
        #expect(cache.load() == nil, "a header of another format")
        try write(header: header(program: "q"), definitions: definitionsJSON(), to: cache.file)
        #expect(cache.load() == nil, "another program's")
        try write(header: header(), definitions: definitionsJSON().dropLast(), to: cache.file)
        #expect(cache.load() == nil, "an identifier without its definition")
        try write(header: header(), definitions: definitionsJSON(renaming: "parameters", to: "parameterz"), to: cache.file)
        #expect(cache.load() == nil, "a definition that does not read")
        try write(header: header(), definitions: definitionsJSON(), to: cache.file)
        #expect(cache.load() == definitions, "the same, undamaged")
    }

    /// Layout 1 kept the definitions as JSON text under another name: storing removes it.
    @Test func storingRemovesTheFormerLayoutsFile() throws {
        let former = folder.url.appendingPathComponent(DeclarationCache.formerFileName)
        try Data(#"{"definitions":[],"format":1,"program":"p"}"#.utf8).write(to: former)
        let cache = DeclarationCache(folder: folder.url, program: "p")
        #expect(cache.load() == nil)
        try cache.store(definitions)
        #expect(!FileManager.default.fileExists(atPath: former.path))
        #expect(cache.load() == definitions)
    }

    /// Indexed, the file gives every identifier at once and each definition when asked; a
    /// definition that no longer decodes is nil alone (its intent is then read from Swift).
    @Test func theIndexedFileDecodesEachDefinitionWhenAsked() throws {
        let cache = DeclarationCache(folder: folder.url, program: "p")
        #expect(cache.loadIndexed() == nil, "nothing stored yet")
        try cache.store(definitions)
        let remembered = try #require(cache.loadIndexed())
        #expect(remembered.identifiers == definitions.map(\.identifier))
        #expect(remembered.identifiers.indices.map(remembered.definition(at:)) == definitions)
        #expect(DeclarationCache(folder: folder.url, program: "q").loadIndexed() == nil, "another program's")

        try write(header: header(), definitions: definitionsJSON(renaming: "parameters", to: "parameterz"), to: cache.file)
        let damaged = try #require(cache.loadIndexed(), "still a cache file: one entry is wrong")
        #expect(damaged.identifiers == definitions.map(\.identifier))
        let decoded = damaged.identifiers.indices.map(damaged.definition(at:))
        #expect(decoded[0] == nil && Array(decoded.dropFirst()) == Array(definitions.dropFirst()))
        #expect(cache.load() == nil, "read whole, the file is passed over")
    }

    /// The libFuzzer target's seed (`Fuzz/Seeds/declarations`) is a cache file as this layout
    /// writes it, for the program name the harness gives: a stale seed would start every run
    /// from bytes refused at their first one.
    @Test func theFuzzSeedIsACacheFileOfThisLayout() throws {
        let seed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/Seeds/declarations/demo-intents.packed")
        let definitions = try #require(DeclarationCache.definitions(in: try Data(contentsOf: seed), program: "fuzz"))
        #expect(definitions.map(\.identifier) == ["SuggestedTrails", "GetTrailInfo", "RecordHikeIntent"])
    }

    @Test func itLivesInTheXDGCacheFolder() {
        #expect(DeclarationCache.defaultFolder(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"]).path == "/c/shortcut-editor")
        #expect(DeclarationCache.defaultFolder(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"]).path
            == "/h/.cache/shortcut-editor", "XDG says a relative path is ignored")
        #expect(DeclarationCache.defaultFolder(environment: ["HOME": "/h"]).path == "/h/.cache/shortcut-editor")
    }

    @Test func theRunningProgramKnowsWhichBuildItIs() {
        let identity = ProgramIdentity.current
        #expect(identity != nil)
        #expect(identity == ProgramIdentity.current)
    }

    @Test func aFolderThatCannotBeMadeIsAnErrorNamingIt() throws {
        try Data("a file".utf8).write(to: folder.file("blocked"))
        let cache = DeclarationCache(folder: folder.file("blocked/shortcut-editor"), program: "p")
        #expect(throws: StoreError.self) { try cache.store(definitions) }
    }
}

/// A cache file is bytes on disk like any other: thousands of mutations of a real one each
/// read as nothing or as definitions that a registry adopts and draws, and that store again.
@Suite(.offThePool) struct DeclarationCacheFuzzTests {
    @Test func mutatedCacheFilesReadWholeOrNotAtAll() throws {
        let folder = try TemporaryFolder()
        let cache = DeclarationCache(folder: folder.url, program: "p")
        let registry = try DemoIntents.makeRegistry()
        try cache.store(registry.swiftDefinitions)
        let original = [UInt8](try Data(contentsOf: cache.file))
        // Bytes a packed value is made of: tags, small counts and indices.
        let tokens: [[UInt8]] = [[0], [1], [2], [3, 0x7F], [4], [5, 0], [6, 0], [7, 0], [0x80], [0xFF, 0xFF, 0x03]]
        var generator = SeededGenerator(seed: 0xCAC4E)
        var read = 0
        for _ in 0..<3_000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: bytes[at] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...40, using: &generator)))
                case 2: bytes.insert(contentsOf: tokens.randomElement(using: &generator)!, at: at)
                default: bytes = Array(bytes.prefix(at))
                }
                if bytes.isEmpty { bytes = [0] }
            }
            guard let definitions = DeclarationCache.definitions(in: Data(bytes), program: "p") else { continue }
            read += 1
            var adopting = registry
            adopting.adoptSwiftDefinitions(definitions)
            for definition in definitions {
                _ = adopting.definition(for: definition.identifier)?.resolveSummary(values: [:])
            }
            // Storing syncs the disk: a sample of the reads is enough to hold the round trip.
            if read <= 50 {
                try cache.store(definitions)
                #expect(cache.load() == definitions, "what was read stores and reads back the same")
            }
        }
        #expect(read > 0, "some mutations (a changed letter in a title) still read")
    }
}
