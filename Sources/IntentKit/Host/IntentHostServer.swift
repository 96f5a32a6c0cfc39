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
    public static let protocolVersion = 2

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
        await answer(line, asking: asking, hearing: nil, cancellation: nil)
    }

    /// The answer line to a request line, its perform's progress told to the listener
    /// `hearing` gives for the request's id, and the reason it is cancelled read from
    /// `cancellation` (where the serving loop writes it before cancelling the request's task).
    package func answer(_ line: String, asking: (@Sendable (Int) -> any PersonAsking)?,
                        hearing: (@Sendable (Int) -> any IntentProgressListening)?, cancellation: IntentCancellation?) async -> String {
        let bytes = Array(line.utf8)
        let kind: HostLines.Kind
        do {
            kind = try HostLines.decode(HostLines.Kind.self, from: bytes)
        } catch {
            return Self.failure("unreadable request: \(error)", for: nil)
        }
        guard let id = kind.id else { return Self.failure("unreadable request: $.id: expected a whole number", for: nil) }
        guard let name = kind.method else { return Self.failure("unreadable request: $.method: expected a string", for: id) }
        guard let method = HostMethod(rawValue: name) else {
            let known = HostMethod.allCases.map(\.rawValue)
            return Self.failure("no method \(name); this host answers \(known.dropLast().joined(separator: ", ")) and \(known.last!)", for: id)
        }
        let asker = asking?(id)
        let listener = hearing?(id)
        return await IntentRun.$asker.withValue(asker) {
            await IntentRun.$progressListener.withValue(listener) {
                await IntentRun.$cancellation.withValue(cancellation) { await answer(method, bytes, id: id) }
            }
        }
    }

    /// The reply to request `id`, read as its method's call.
    private func answer(_ method: HostMethod, _ bytes: [UInt8], id: Int) async -> String {
        switch method {
        case .handshake:
            return await serve(HandshakeCall.self, bytes, id) { try handshake($0) }
        case .definitions:
            // With the "Find <Entities>" action of every entity type whose query can filter,
            // and the properties of the entities each action outputs.
            let definitions = await registry.describingOutputEntities(registry.definitions + (await registry.findDefinitions(app: name)))
            return await serve(DefinitionsCall.self, bytes, id) { _ in definitions }
        case .appShortcuts:
            let shortcuts = registry.appShortcuts
            return await serve(AppShortcutsCall.self, bytes, id) { _ in shortcuts }
        case .entities:
            return await serve(EntitiesCall.self, bytes, id) { try await entities($0) }
        case .entitiesByID:
            return await serve(EntitiesByIDCall.self, bytes, id) { try await entitiesByID($0) }
        case .find:
            return await serve(FindCall.self, bytes, id) { try await source(for: $0.type).find($0.request) }
        case .entityProperties:
            return await serve(EntityPropertiesCall.self, bytes, id) { try await source(for: $0.type).propertyValues(of: $0.id) }
        case .options:
            return await serve(OptionsCall.self, bytes, id) { try await options($0) }
        case .perform:
            let registry = registry
            return await serve(PerformCall.self, bytes, id) { try await registry.perform($0.intent, values: $0.values) }
        }
    }

    /// The answer to a request; a perform asks the person through `asker`.
    public func answer(_ request: HostRequest, asking asker: (any PersonAsking)? = nil) async -> HostResponse {
        let asking: (@Sendable (Int) -> any PersonAsking)?
        if let asker { asking = { _ in asker } } else { asking = nil }
        let line = await answer(request.line, asking: asking)
        return (try? HostResponse(line: line)) ?? .failure("the answer could not be read back", for: request.id)
    }

    /// Reads the request as `Call`, answers it with `body`, and writes the reply: a thrown
    /// error is the reply's message.
    private func serve<Call: HostCall>(_ type: Call.Type, _ line: [UInt8], _ id: Int,
                                       _ body: (Call) async throws -> Call.Answer) async -> String {
        let call: Call
        do {
            call = try HostLines.decode(HostLines.Request<Call>.self, from: line).params
        } catch {
            return Self.failure(error.message, for: id)
        }
        do {
            return try HostLines.encode(HostLines.Reply.result(try await body(call), for: id))
        } catch let error as HostProtocolError {
            return Self.failure(error.message, for: id)
        } catch {
            return Self.failure(Self.message(of: error), for: id)
        }
    }

    private static func failure(_ message: String, for id: Int?) -> String {
        // A message is a string: it can always be written.
        (try? HostLines.encode(HostLines.Reply<Bool>.failure(message, for: id))) ?? "{}"
    }

    private func handshake(_ call: HandshakeCall) throws -> HandshakeCall.Answer {
        guard call.protocol == Self.protocolVersion else {
            throw HostProtocolError("this host speaks protocol \(Self.protocolVersion), not \(call.protocol)")
        }
        return HandshakeCall.Answer(protocol: Self.protocolVersion, host: name, intents: registry.definitions.map(\.identifier))
    }

    private func source(for type: String) throws -> any EntitySource {
        guard let source = registry.entitySource(for: type) else { throw HostProtocolError("no query lists \(type) entities") }
        return source
    }

    private func entities(_ call: EntitiesCall) async throws -> [EntityReference] {
        guard let editing = call.editing else { return try await entities(of: call) }
        return try await registry.whileEditing(editing) { try await entities(of: call) }
    }

    private func entities(of call: EntitiesCall) async throws -> [EntityReference] {
        let source = try source(for: call.type)
        switch call.kind {
        case .suggested: return try await source.suggestedEntities()
        case .all: return try await source.allEntities()
        case .matching:
            guard let text = call.text else { throw HostProtocolError("$.params.text: expected a string") }
            return try await source.entities(matching: text)
        }
    }

    private func entitiesByID(_ call: EntitiesByIDCall) async throws -> [EntityReference] {
        try await source(for: call.type).entities(for: call.ids)
    }

    private func options(_ call: OptionsCall) async throws -> OptionsList {
        try await registry.optionsList(intent: call.intent, parameter: call.parameter, values: call.values ?? [:])
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
        AppIntentError.message(of: error)
    }
}

/// What a host reads from `perform()`'s result, whatever its generic value type.
protocol PerformedResult {
    var performedValue: IntentValue? { get }
    var performedDialog: String? { get }
    var openedIntent: String? { get }
    var shownSnippet: (any SnippetIntent)? { get }
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

    var shownSnippet: (any SnippetIntent)? { snippetIntent }
}
