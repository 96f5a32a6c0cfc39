import DemoIntents
import Foundation
import IntentKit
import Synchronization
import Testing
@testable import shortcut_editor

/// The full-screen editor has the remembered definitions of its Swift intents decoded on a
/// second thread while curses starts (`LibraryChoice.decodeMeanwhile`): each is made there
/// without the first screen asking, once, and the registry the first screen then asks — a copy
/// of the one the thread was given — finds it made.
@Suite struct DefinitionsDecodedMeanwhileTests {
    final class Counter: Sendable {
        let counts = Mutex<[String: Int]>([:])
        var total: Int { counts.withLock { $0.values.reduce(0, +) } }
    }

    @Test func everyRememberedDefinitionIsMadeOnAnotherThreadOnceAndSharedWithTheFirstScreen() throws {
        var registry = try DemoIntents.makeRegistry()
        let declared = registry.swiftDefinitions
        let identifiers = declared.map(\.identifier)
        let counter = Counter()
        registry.adoptSwiftDefinitions(identifiers: identifiers) { index in
            counter.counts.withLock { $0[identifiers[index], default: 0] += 1 }
            return declared[index]
        }
        #expect(counter.total == 0, "nothing made until asked for")

        LibraryChoice.decodeMeanwhile(identifiers, in: registry)
        let deadline = ContinuousClock.now + .seconds(30)
        while counter.total < identifiers.count && ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.001)
        }
        #expect(counter.total == identifiers.count, "the second thread made them, unasked")

        for definition in declared { #expect(registry.definition(for: definition.identifier) == definition) }
        #expect(counter.counts.withLock { $0 } == Dictionary(uniqueKeysWithValues: identifiers.map { ($0, 1) }),
                "each made once: the first screen found them made")
    }
}
