import Foundation

/// The lines of the intent host protocol as types (docs/INTENT-HOST.md): every line either
/// side writes is one of these, encoded whole, and every line read is decoded into one — never
/// built from pieces or recognised by a substring.
package enum HostLines {
    /// A request: `{"id": 3, "method": "entities", "params": {…}}`.
    package struct Request<Call: HostCall>: Codable, Sendable {
        package var id: Int
        package var method: HostMethod
        package var params: Call
        package init(id: Int, _ call: Call) {
            self.id = id
            method = Call.method
            params = call
        }

        private enum CodingKeys: String, CodingKey { case id, method, params }

        /// A request without `params` has none: read as an empty object's.
        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decode(Int.self, forKey: .id)
            method = try container.decode(HostMethod.self, forKey: .method)
            params = try container.decodeIfPresent(Call.self, forKey: .params) ?? JSONDecoder().decode(Call.self, from: Data("{}".utf8))
        }
    }

    /// The answer to request `id`: its `result`, or an `error` with a message.
    package struct Reply<Result: Codable & Sendable>: Codable, Sendable {
        package var id: Int?
        package var result: Result?
        package var error: ErrorMessage?

        package static func result(_ result: Result, for id: Int) -> Reply { Reply(id: id, result: result, error: nil) }
        package static func failure(_ message: String, for id: Int?) -> Reply { Reply(id: id, result: nil, error: ErrorMessage(message: message)) }
    }

    /// Why there is no result.
    package struct ErrorMessage: Codable, Sendable, Equatable {
        package var message: String
    }

    /// A perform asks the person (the host writes it): question `ask`, for the call `for`.
    package struct Question: Codable, Sendable, Equatable {
        package var ask: Int
        package var `for`: Int
        package var question: PersonQuestion
        package init(ask: Int, for call: Int, question: PersonQuestion) {
            self.ask = ask
            self.for = call
            self.question = question
        }
    }

    /// The person's answer to question `answer` (the editor writes it), or why there is none.
    package struct Answer: Codable, Sendable, Equatable {
        package var answer: Int
        package var result: PersonAnswer?
        package var error: ErrorMessage?
        package init(answer: Int, result: PersonAnswer) {
            self.answer = answer
            self.result = result
        }
        package init(answer: Int, error message: String) {
            self.answer = answer
            error = ErrorMessage(message: message)
        }
    }

    /// How far a perform has got (the host writes it, as often as it changes):
    /// `{"progress": 3, "completed": 4, "total": 12}` for the perform answering request 3.
    package struct Progress: Codable, Sendable, Equatable {
        package var progress: Int
        package var completed: Int64
        package var total: Int64
        package init(for request: Int, _ report: IntentProgressReport) {
            progress = request
            completed = report.completed
            total = report.total
        }

        package var report: IntentProgressReport { IntentProgressReport(completed: completed, total: total) }
    }

    /// Stop request `cancel` (the editor writes it): `{"cancel": 3, "reason": "userCancelled"}`.
    /// The request still answers — with its result, or with the error its cancelled work threw.
    package struct Cancel: Codable, Sendable, Equatable {
        package var cancel: Int
        package var reason: String
        package init(_ request: Int, because reason: IntentCancellationReason) {
            cancel = request
            self.reason = reason.debugDescription
        }
    }

    /// What a line is, read before the whole of it: the members that tell a request from an
    /// answer (the host's input) and a reply from a question (the editor's).
    package struct Kind: Decodable, Sendable {
        package var id: Int?
        package var method: String?
        package var ask: Int?
        package var answer: Int?
        package var progress: Int?
        package var cancel: Int?

        private enum CodingKeys: String, CodingKey { case id, method, ask, answer, progress, cancel }

        /// Each member alone: one of the wrong type is nil, and the others — the id a failure
        /// must carry back, above all — are still read.
        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try? container.decodeIfPresent(Int.self, forKey: .id)
            method = try? container.decodeIfPresent(String.self, forKey: .method)
            ask = try? container.decodeIfPresent(Int.self, forKey: .ask)
            answer = try? container.decodeIfPresent(Int.self, forKey: .answer)
            progress = try? container.decodeIfPresent(Int.self, forKey: .progress)
            cancel = try? container.decodeIfPresent(Int.self, forKey: .cancel)
        }
    }

    /// A line as the protocol writes it: one JSON object, no newline. Throws only for a value
    /// JSON cannot hold (a NaN).
    package static func encode(_ message: some Encodable) throws(HostProtocolError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(message), as: UTF8.self)
        } catch {
            throw HostProtocolError("cannot be written as JSON: \(error)")
        }
    }

    /// A line read as `type`; what does not fit says where (`$.params.type`) and what was expected.
    package static func decode<Message: Decodable>(_ type: Message.Type, from line: some Collection<UInt8>) throws(HostProtocolError) -> Message {
        do {
            return try JSONDecoder().decode(type, from: Data(line))
        } catch let error as HostProtocolError {
            throw error
        } catch let error as DecodingError {
            throw HostProtocolError(error)
        } catch {
            throw HostProtocolError("not JSON: \(error)")
        }
    }
}

extension HostProtocolError {
    /// A decoder's complaint in the protocol's words: the key path, then what was expected.
    init(_ error: DecodingError) {
        func path(_ keys: [any CodingKey]) -> String {
            keys.reduce("$") { path, key in key.intValue.map { "\(path)[\($0)]" } ?? "\(path).\(key.stringValue)" }
        }
        switch error {
        case let .typeMismatch(type, context), let .valueNotFound(type, context):
            self.init("\(path(context.codingPath)): expected \(Self.name(of: type))")
        case let .keyNotFound(key, context):
            self.init("\(path(context.codingPath + [key])): expected a value, found none")
        case let .dataCorrupted(context):
            self.init(context.codingPath.isEmpty ? "not JSON: \(context.debugDescription)" : "\(path(context.codingPath)): \(context.debugDescription)")
        @unknown default:
            self.init("\(error)")
        }
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is Int.Type: "a whole number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is Double.Type: "a number"
        default: type is any Collection.Type ? "an array" : "an object"
        }
    }
}
