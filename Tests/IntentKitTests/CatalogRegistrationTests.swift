import Foundation
import IntentKit
import Synchronization
import Testing

/// A catalog registered whole lists, finds and shadows exactly as its entries registered one
/// by one would, and makes each definition only when it is asked for.
@Suite struct CatalogRegistrationTests {
    /// Counts the definitions made, per identifier.
    final class Maker: Sendable {
        let identifiers: [String]
        let counts = Mutex<[String: Int]>([:])
        init(_ identifiers: [String]) { self.identifiers = identifiers }

        func make(_ index: Int) -> IntentDefinition? {
            let identifier = identifiers[index]
            counts.withLock { $0[identifier, default: 0] += 1 }
            return identifier == "unreadable" ? nil : IntentDefinition(identifier: identifier, title: "Catalog \(identifier)")
        }
    }

    @Test func listedInRegistrationOrderAndMadeOnFirstUse() throws {
        var registry = IntentRegistry()
        try registry.register(IntentDefinition(identifier: "first", title: "Own first"))
        try registry.register(IntentDefinition(identifier: "b", title: "Own b"))
        let maker = Maker(["a", "b", "c", "a", "unreadable"])
        registry.register(catalog: maker.identifiers, definedBy: maker.make)
        try registry.register(IntentDefinition(identifier: "last", title: "Own last"))

        #expect(registry.identifiers == ["first", "b", "a", "c", "unreadable", "last"])
        #expect(maker.counts.withLock { $0.isEmpty }, "listing makes nothing")
        #expect(registry.contains("c") && registry.contains("unreadable") && !registry.contains("z"))
        #expect(registry.definition(for: "b")?.title == "Own b", "what came first keeps its identifier")
        #expect(registry.definition(for: "a")?.title == "Catalog a")
        #expect(registry.definition(for: "a")?.title == "Catalog a")
        #expect(registry.definition(for: "unreadable") == nil)
        #expect(maker.counts.withLock { $0 } == ["a": 1, "unreadable": 1], "each made once, the shadowed one never")
        #expect(registry.definitions.map(\.identifier) == ["first", "b", "a", "c", "last"])
    }

    /// A catalog listed on demand is not listed — its file not read — until something needs
    /// an identifier nothing registered on its own has; then once, for every copy.
    @Test func aCatalogListedOnDemandIsListedOnlyWhenNeeded() throws {
        let listings = Maker(["listing"])
        let maker = Maker(["a", "own"])
        var registry = IntentRegistry()
        try registry.register(IntentDefinition(identifier: "own", title: "Own"))
        registry.register(catalogListedBy: {
            _ = listings.make(0)
            return maker.identifiers
        }, definedBy: maker.make)
        let copy = registry

        #expect(registry.definition(for: "own")?.title == "Own")
        #expect(registry.contains("own") && registry.isDeclaredInSwift("own") == false)
        #expect(listings.counts.withLock { $0.isEmpty }, "what was registered on its own is found without the catalog")

        #expect(copy.definition(for: "a")?.title == "Catalog a")
        #expect(!registry.contains("z"))
        #expect(registry.identifiers == ["own", "a"])
        #expect(listings.counts.withLock { $0 } == ["listing": 1], "listed once, shared by copies")
        #expect(throws: IntentRegistryError.duplicateIdentifier("a")) {
            var later = registry
            try later.register(IntentDefinition(identifier: "a", title: "Late"))
        }
    }

    @Test func registeringACatalogsIdentifierAfterwardsIsADuplicate() throws {
        var registry = IntentRegistry()
        let maker = Maker(["a"])
        registry.register(catalog: maker.identifiers, definedBy: maker.make)
        #expect(throws: IntentRegistryError.duplicateIdentifier("a")) {
            try registry.register(IntentDefinition(identifier: "a", title: "Late"))
        }
        #expect(throws: IntentRegistryError.duplicateIdentifier("a")) {
            try registry.register(identifier: "a") { nil }
        }
    }

    @Test func anEarlierCatalogWins() {
        var registry = IntentRegistry()
        let first = Maker(["x", "y"])
        let second = Maker(["y", "z"])
        registry.register(catalog: first.identifiers, definedBy: first.make)
        registry.register(catalog: second.identifiers, definedBy: second.make)
        #expect(registry.identifiers == ["x", "y", "z"])
        _ = registry.definition(for: "y")
        #expect(first.counts.withLock { $0 } == ["y": 1])
        #expect(second.counts.withLock { $0.isEmpty })
        #expect(registry.definition(for: "z")?.identifier == "z")
    }

    /// Copies share what was made, and threads asking at once get the same definition.
    @Test func copiesAndThreadsShareWhatWasMade() async {
        var registry = IntentRegistry()
        let maker = Maker((0..<64).map { "action\($0)" })
        registry.register(catalog: maker.identifiers, definedBy: maker.make)
        let copy = registry
        let titles = await withTaskGroup(of: String?.self) { group in
            for index in 0..<256 {
                group.addTask { copy.definition(for: "action\(index % 64)")?.title }
            }
            return await group.reduce(into: [String?]()) { $0.append($1) }
        }
        #expect(titles.count == 256 && titles.allSatisfy { $0?.hasPrefix("Catalog action") == true })
        #expect(registry.definition(for: "action5")?.title == "Catalog action5")
        #expect(maker.counts.withLock { $0.count } == 64)
    }
}
