import Foundation
import IntentKit

/// An entity type whose query runs in an intent host: the picker's suggestions, searches and
/// lists asked of the app developer's own code.
public struct HostEntitySource: EntitySource {
    public let typeIdentifier: String
    public let capabilities: EntityQueryCapabilities
    /// The host that answers.
    public let connection: IntentHostConnection
    /// How long a picker waits for an answer.
    public var deadline: Duration = .seconds(5)

    public init(typeIdentifier: String, capabilities: EntityQueryCapabilities, connection: IntentHostConnection) {
        self.typeIdentifier = typeIdentifier
        self.capabilities = capabilities
        self.connection = connection
    }

    public func suggestedEntities() async throws -> [EntityReference] { try await entities(.suggested) }

    /// "Starting MyIntents…" while the host is not running: the first answer waits for its start.
    public var waitingNote: String? {
        get async { await connection.isRunning ? nil : "Starting \(connection.command.name)…" }
    }

    public func entities(matching text: String) async throws -> [EntityReference] { try await entities(.matching, text: text) }

    public func allEntities() async throws -> [EntityReference] { try await entities(.all) }

    public func entities(for identifiers: [SavedEntityIdentifier]) async throws -> [EntityReference] {
        try await connection.call(EntitiesByIDCall(type: typeIdentifier, ids: identifiers), deadline: deadline)
    }

    /// A Find action's rows, asked of the host's `EntityPropertyQuery`; a query that cannot
    /// filter is said without asking.
    public func find(_ request: EntityFindRequest) async throws -> [EntityReference] {
        guard capabilities.contains(.propertyFilter) else { throw EntityFindUnsupported(typeIdentifier: typeIdentifier) }
        return try await connection.call(FindCall(type: typeIdentifier, request: request), deadline: deadline)
    }

    /// What one entity's properties hold, read by the host's query.
    public func propertyValues(of identifier: SavedEntityIdentifier) async throws -> [EntityPropertyValue] {
        try await connection.call(EntityPropertiesCall(type: typeIdentifier, id: identifier), deadline: deadline)
    }

    private func entities(_ kind: EntitiesCall.Kind, text: String? = nil) async throws -> [EntityReference] {
        try await connection.call(EntitiesCall(type: typeIdentifier, kind: kind, text: text, editing: EditedAction.current), deadline: deadline)
    }
}

extension IntentHostConnection {
    /// A parameter's options, computed by the host's `DynamicOptionsProvider` for the intent as
    /// it is being edited (`values`).
    public func options(intent: String, parameter: String, values: [String: IntentValue] = [:],
                        deadline: Duration = .seconds(5)) async throws -> OptionsList {
        try await call(OptionsCall(intent: intent, parameter: parameter, values: values), deadline: deadline)
    }
}
