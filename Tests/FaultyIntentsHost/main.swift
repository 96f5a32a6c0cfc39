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
registry.register(shortcuts: ChoreShortcuts.self)
IntentHost.main(registry: registry, name: "Chores")
