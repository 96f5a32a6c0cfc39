import DemoIntents
import Foundation
import IntentKit
@testable import ShortcutStore
import Testing

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
