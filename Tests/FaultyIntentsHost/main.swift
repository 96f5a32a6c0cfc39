import Foundation
import IntentKit

// An app's intents with the mistakes Apple's App Intents guides warn of, one each, planted
// for `intents --check` to find (Tests/CommandLineTests/IntentsCheckTests.swift).

/// A chore: its query suggests every chore there is ("Could be thousands!").
struct Chore: AppEntity {
    let id: Int
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Chore"
    static let defaultQuery = ChoreQuery()
    var displayRepresentation: DisplayRepresentation { "Chore \(id)" }
}

struct ChoreQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [Chore] { identifiers.map(Chore.init) }
    func suggestedEntities() async throws -> [Chore] { (1...12_400).map(Chore.init) }
}

/// A room: its query takes its time.
struct Room: AppEntity {
    let id: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Room"
    static let defaultQuery = RoomQuery()
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct RoomQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Room] { identifiers.map(Room.init) }
    func suggestedEntities() async throws -> [Room] {
        try await Task.sleep(for: .milliseconds(1500))
        return ["Kitchen", "Hall"].map(Room.init)
    }
}

/// A tool: suggested, and never found again by its id.
struct Tool: AppEntity {
    let id: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Tool"
    static let defaultQuery = ToolQuery()
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct ToolQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Tool] { [] }
    func suggestedEntities() async throws -> [Tool] { ["Mop", "Broom"].map(Tool.init) }
}

struct DoChore: AppIntent {
    static let title: LocalizedStringResource = "Do Chore"
    @Parameter(title: "Chore") var chore: Chore
    @Parameter(title: "Room") var room: Room
    @Parameter(title: "Tool") var tool: Tool
    static var parameterSummary: some ParameterSummary { Summary("Do \(\.$chore) in \(\.$room) with \(\.$tool)") }
    func perform() async throws -> some IntentResult { .result() }
}

/// A shelf: its Find action fails on one of its two properties.
struct Shelf: AppEntity {
    let id: String
    @Property(title: "Label") var label: String
    @Property(title: "Height") var height: Double
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
    static let defaultQuery = ShelfQuery()
    var displayRepresentation: DisplayRepresentation { "\(id)" }

    init(id: String, height: Double) {
        self.id = id
        self.label = id
        self.height = height
    }
}

struct ShelfQuery: EntityPropertyQuery {
    struct HeightUnknown: Error, CustomStringConvertible {
        var description: String { "the shelves' heights are not measured yet" }
    }

    static let properties = QueryProperties {
        Property(\Shelf.$label) {
            ContainsComparator { "label:\($0)" }
        }
        Property(\Shelf.$height) {
            GreaterThanComparator { "height:\($0)" }
        }
    }

    func entities(for identifiers: [String]) async throws -> [Shelf] { identifiers.map { Shelf(id: $0, height: 1) } }
    func suggestedEntities() async throws -> [Shelf] { [Shelf(id: "Top", height: 2)] }
    func entities(matching comparators: [String], mode: ComparatorMode, sortedBy: [Sort<Shelf>], limit: Int?) async throws -> [Shelf] {
        if comparators.contains(where: { $0.hasPrefix("height:") }) { throw HeightUnknown() }
        return [Shelf(id: "Top", height: 2)]
    }
}

struct StackShelf: AppIntent {
    static let title: LocalizedStringResource = "Stack Shelf"
    @Parameter(title: "Shelf") var shelf: Shelf
    static var parameterSummary: some ParameterSummary { Summary("Stack \(\.$shelf)") }
    func perform() async throws -> some IntentResult { .result() }
}

/// Hidden: never in Shortcuts' action list.
struct ResetEverything: AppIntent {
    static let title: LocalizedStringResource = "Reset Everything"
    static let isDiscoverable = false
    func perform() async throws -> some IntentResult { .result() }
}

/// A phrase that does not say the app's name: Xcode refuses it.
struct ChoreShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: DoChore(), phrases: ["Do my chores", "Do chores in \(.applicationName)"],
                    shortTitle: "Do Chores", systemImageName: "list.bullet")
    }
}

var registry = IntentRegistry()
try registry.register(DoChore.self)
try registry.register(ResetEverything.self)
try registry.register(StackShelf.self)
registry.register(shortcuts: ChoreShortcuts.self)
IntentHost.main(registry: registry, name: "Chores")
