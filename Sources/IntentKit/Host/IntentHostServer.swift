import Foundation

/// Answers the intent host protocol for a registry: what an app developer's own small
/// executable runs (`IntentHost.main`) so that the editor can ask their queries, their options
/// providers and their `perform()` — their code, in their process, which the editor starts,
/// talks to over a pipe, and survives.
///
/// Each request is answered on its own; a thrown error becomes the answer's message, never
/// the end of the host (app code fails; the host goes on).
public struct IntentHostServer: Sendable {
    /// The protocol version this host speaks; a client asking for another is refused at the
    /// handshake, before anything else is asked.
    public static let protocolVersion = 1

    /// The registry whose intents, queries and options are served.
    public let registry: IntentRegistry
    /// How the host names itself ("MyIntents"): said in the handshake, shown by the editor.
    public let name: String

    /// A server for `registry`, named `name`.
    public init(registry: IntentRegistry, name: String) {
        self.registry = registry
        self.name = name
    }

    /// The answer line to a request line; a perform's questions for the person go to the asker
    /// `asking` gives for the request's id (none: they throw, as nobody can be asked).
    public func answer(_ line: String, asking: (@Sendable (Int) -> any PersonAsking)? = nil) async -> String {
        let request: HostRequest
        do {
            request = try HostRequest(line: line)
        } catch {
            return HostResponse.failure("unreadable request: \(error)", for: Self.id(in: line)).line
        }
        return await answer(request, asking: asking?(request.id)).line
    }

    /// The answer to a request; a perform asks the person through `asker`.
    public func answer(_ request: HostRequest, asking asker: (any PersonAsking)? = nil) async -> HostResponse {
        do {
            return .result(try await IntentPerson.$asker.withValue(asker) { try await result(of: request) }, for: request.id)
        } catch let error as HostProtocolError {
            return .failure(error.message, for: request.id)
        } catch {
            return .failure(Self.message(of: error), for: request.id)
        }
    }

    private func result(of request: HostRequest) async throws -> JSONValue {
        let params = request.params
        switch request.method {
        case "handshake":
            guard case .int(let version)? = params["protocol"] else { throw HostProtocolError("$.params.protocol: expected a whole number") }
            guard version == Self.protocolVersion else {
                throw HostProtocolError("this host speaks protocol \(Self.protocolVersion), not \(version)")
            }
            return .object([("protocol", .int(Self.protocolVersion)), ("host", .string(name)),
                            ("intents", .array(registry.definitions.map { .string($0.identifier) }))])
        case "definitions":
            return try Self.json(of: registry.definitions)
        case "entities":
            let type = try Self.string("type", in: params)
            guard let source = registry.entitySource(for: type) else { throw HostProtocolError("no query lists \(type) entities") }
            let found: [EntityReference]
            switch try Self.string("kind", in: params) {
            case "suggested": found = try await source.suggestedEntities()
            case "all": found = try await source.allEntities()
            case "matching": found = try await source.entities(matching: try Self.string("text", in: params))
            case let other: throw HostProtocolError("$.params.kind: expected suggested, all or matching, found \(other)")
            }
            return try Self.json(of: found)
        case "entitiesByID":
            let type = try Self.string("type", in: params)
            guard let source = registry.entitySource(for: type) else { throw HostProtocolError("no query lists \(type) entities") }
            guard case .array(let raw)? = params["ids"] else { throw HostProtocolError("$.params.ids: expected an array") }
            let ids = raw.compactMap { value -> EntityIdentifier? in
                switch value {
                case .int(let number): .int(number)
                case .string(let text): .string(text)
                default: nil
                }
            }
            return try Self.json(of: try await source.entities(for: ids))
        case "options":
            let intent = try Self.string("intent", in: params)
            let parameter = try Self.string("parameter", in: params)
            let type = registry.definition(for: intent)?.parameter(parameter)?.type ?? .string
            let values = try await registry.dynamicOptions(intent: intent, parameter: parameter)
            return .array(try values.map { value in
                .object([("value", try Self.json(of: value)), ("title", .string(value.displayText(as: type)))])
            })
        case "perform":
            return try await perform(try Self.string("intent", in: params), values: try Self.values(in: params))
        default:
            throw HostProtocolError("no method \(request.method); this host answers handshake, definitions, entities, entitiesByID, options and perform")
        }
    }

    /// Runs an intent with these values: what it returned for the next action, what it said,
    /// and the intent it opens; a thrown error is the answer's message.
    private func perform(_ identifier: String, values: [String: IntentValue]) async throws -> JSONValue {
        let outcome = try await registry.perform(identifier, values: values)
        var members: [(key: String, value: JSONValue)] = []
        if let value = outcome.value { members.append(("value", try Self.json(of: value))) }
        if let dialog = outcome.dialog { members.append(("dialog", .string(dialog))) }
        if let opened = outcome.opensIntent { members.append(("opensIntent", .string(opened))) }
        return .object(members)
    }

    // MARK: Reading and writing values

    private static func string(_ key: String, in params: JSONValue) throws -> String {
        guard case .string(let text)? = params[key] else { throw HostProtocolError("$.params.\(key): expected a string") }
        return text
    }

    private static func values(in params: JSONValue) throws -> [String: IntentValue] {
        guard let raw = params["values"] else { return [:] }
        guard case .object(let members) = raw else { throw HostProtocolError("$.params.values: expected an object") }
        var values: [String: IntentValue] = [:]
        for (key, value) in members {
            values[key] = try IntentValue(json: value, at: JSONPath.root.appending("params").appending("values").appending(key))
        }
        return values
    }

    /// Any Encodable as a JSON value, through the encoder the definitions' exports use.
    package static func json(of value: some Encodable) throws -> JSONValue {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try JSONValue.parse(try encoder.encode(value))
    }

    /// A Decodable from a JSON value, through the decoder that reads the definitions' exports.
    static func decode<Value: Decodable>(_ type: Value.Type, from json: JSONValue) throws -> Value {
        try JSONDecoder().decode(type, from: JSONEncoder().encode(json))
    }

    /// An error as the user reads it: its description where it has one.
    static func message(of error: any Error) -> String {
        String(describing: error)
    }

    /// The id of a request line that could not be read whole, when it has one.
    private static func id(in line: String) -> Int? {
        guard let json = try? JSONValue.parse(Array(line.utf8)), case .int(let id)? = json["id"] else { return nil }
        return id
    }
}

/// What a host reads from `perform()`'s result, whatever its generic value type.
protocol PerformedResult {
    var performedValue: IntentValue? { get }
    var performedDialog: String? { get }
    var openedIntent: String? { get }
}

extension IntentResultContainer: PerformedResult {
    var performedValue: IntentValue? {
        guard let value else { return nil }
        if let convertible = value as? any IntentValueConvertible { return convertible.intentValue }
        if let list = value as? [any IntentValueConvertible] { return .array(list.map(\.intentValue)) }
        return nil
    }

    var performedDialog: String? { dialog?.full.text }

    var openedIntent: String? { opensIntent.map { type(of: $0).persistentIdentifier } }
}
