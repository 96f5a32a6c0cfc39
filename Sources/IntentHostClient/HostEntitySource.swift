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

    public func suggestedEntities() async throws -> [EntityReference] { try await entities(kind: "suggested") }

    /// "Starting MyIntents…" while the host is not running: the first answer waits for its start.
    public var waitingNote: String? {
        get async { await connection.isRunning ? nil : "Starting \(connection.command.name)…" }
    }

    public func entities(matching text: String) async throws -> [EntityReference] { try await entities(kind: "matching", text: text) }

    public func allEntities() async throws -> [EntityReference] { try await entities(kind: "all") }

    public func entities(for identifiers: [EntityIdentifier]) async throws -> [EntityReference] {
        let ids: [JSONValue] = identifiers.map { identifier in
            switch identifier {
            case .int(let number): .int(number)
            case .string(let text): .string(text)
            }
        }
        return try Self.references(try await connection.call("entitiesByID", params: .object([("type", .string(typeIdentifier)), ("ids", .array(ids))]),
                                                             deadline: deadline))
    }

    private func entities(kind: String, text: String? = nil) async throws -> [EntityReference] {
        var params: [(key: String, value: JSONValue)] = [("type", .string(typeIdentifier)), ("kind", .string(kind))]
        if let text { params.append(("text", .string(text))) }
        return try Self.references(try await connection.call("entities", params: .object(params), deadline: deadline))
    }

    static func references(_ json: JSONValue) throws -> [EntityReference] {
        try JSONDecoder().decode([EntityReference].self, from: Data(json.compactText.utf8))
    }
}

extension IntentHostConnection {
    /// A parameter's options, computed by the host's `DynamicOptionsProvider`.
    public func options(intent: String, parameter: String, deadline: Duration = .seconds(5)) async throws -> [IntentValue] {
        let answer = try await call("options", params: .object([("intent", .string(intent)), ("parameter", .string(parameter))]), deadline: deadline)
        guard case .array(let options) = answer else { throw HostCallError.refused("\(command.name) answered options with something else") }
        return try options.enumerated().map { index, option in
            try IntentValue(json: option["value"] ?? .null, at: JSONPath.root.appending(index).appending("value"))
        }
    }
}
