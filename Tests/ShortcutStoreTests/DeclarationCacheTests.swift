import DemoIntents
import Foundation
import IntentKit
@testable import ShortcutStore
import Testing
import TestSupport

/// The file that keeps the Swift intents' definitions between runs of one program: read back
/// whole by that program only, and nothing at all from anything else.
@Suite struct DeclarationCacheTests {
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

    @Test func aDamagedFileOrAnotherLayoutIsPassedOver() throws {
        let cache = DeclarationCache(folder: folder.url, program: "p")
        try cache.store(definitions)
        let whole = try Data(contentsOf: cache.file)
        var damaged: [Data] = [Data(), Data("{".utf8), whole.prefix(whole.count - 2), Data("[]".utf8)]
        damaged.append(Data(String(decoding: whole, as: UTF8.self).replacingOccurrences(of: "\"format\":1", with: "\"format\":2").utf8))
        damaged.append(Data(String(decoding: whole, as: UTF8.self).replacingOccurrences(of: "\"parameters\":", with: "\"parameterz\":").utf8))
        for bytes in damaged {
            try bytes.write(to: cache.file)
            #expect(cache.load() == nil, "\(String(decoding: bytes.prefix(80), as: UTF8.self))")
        }
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

        let whole = String(decoding: try Data(contentsOf: cache.file), as: UTF8.self)
        let firstParameters = try #require(whole.range(of: "\"parameters\":"))
        try Data(whole.replacingCharacters(in: firstParameters, with: "\"parameterz\":").utf8).write(to: cache.file)
        let damaged = try #require(cache.loadIndexed(), "still a cache file: one entry is wrong")
        let decoded = damaged.identifiers.indices.map(damaged.definition(at:))
        #expect(decoded.filter { $0 == nil }.count == 1 && decoded.compactMap { $0 }.count == definitions.count - 1)
        #expect(cache.load() == nil, "read whole, the file is passed over")

        // The index reads what is nested in a definition by its brackets alone: broken JSON
        // inside one is found when that one is decoded, and costs only it.
        try Data(whole.replacingCharacters(in: firstParameters, with: "\"parameters\":[1 2],\"x\":").utf8).write(to: cache.file)
        let broken = try #require(cache.loadIndexed(), "the brackets still balance")
        #expect(broken.identifiers == definitions.map(\.identifier))
        let fromBroken = broken.identifiers.indices.map(broken.definition(at:))
        #expect(fromBroken.filter { $0 == nil }.count == 1 && fromBroken.compactMap { $0 }.count == definitions.count - 1)
        #expect(cache.load() == nil)
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
@Suite struct DeclarationCacheFuzzTests {
    @Test func mutatedCacheFilesReadWholeOrNotAtAll() throws {
        let folder = try TemporaryFolder()
        let cache = DeclarationCache(folder: folder.url, program: "p")
        let registry = try DemoIntents.makeRegistry()
        try cache.store(registry.swiftDefinitions)
        let original = [UInt8](try Data(contentsOf: cache.file))
        let tokens = ["{", "}", "[", "]", ",", ":", "null", "true", "0", "-1.5e300", "\"\"", "\"when\"", "\"switch\"", "\"summary\"", "\"placeholder\""]
            .map { Array($0.utf8) }
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
                if bytes.isEmpty { bytes = [0x7B] }
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
