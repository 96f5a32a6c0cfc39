/// A question `perform()` puts to the person running the shortcut: Apple's framework asks it on
/// the device (`requestValue`, `requestDisambiguation`, `requestConfirmation`, coming forward);
/// on a host it travels back to the editor, which asks it with its own controls.
public enum PersonQuestion: Sendable, Equatable {
    /// A value for a parameter (`$trail.requestValue("Which trail?")`): the parameter's title,
    /// the type of value wanted, and what to ask.
    case value(parameter: String, type: ValueType, prompt: String?)
    /// One of several values (`requestDisambiguation`): the parameter's title and each value's
    /// title, in order; the answer is an index.
    case choice(parameter: String, options: [String], prompt: String?)
    /// Yes or no (`requestConfirmation`, `continueInForeground`): what is asked.
    case confirmation(prompt: String)

    /// What the person reads.
    public var prompt: String {
        switch self {
        case .value(let parameter, _, let prompt): prompt ?? "\(parameter)?"
        case .choice(let parameter, _, let prompt): prompt ?? "Which \(parameter)?"
        case .confirmation(let prompt): prompt
        }
    }
}

/// The person's answer to a `PersonQuestion`.
public enum PersonAnswer: Sendable, Equatable {
    /// The value given for `.value`.
    case value(IntentValue)
    /// The index of the option chosen for `.choice`.
    case choice(Int)
    /// Yes or no, for `.confirmation`.
    case confirmed(Bool)
}

/// Whoever can ask the person running the shortcut: the editor, through a host's pipe; a
/// test, with answers ready.
public protocol PersonAsking: Sendable {
    /// Asks and waits for the answer; throws when nobody answers (the run was stopped).
    func ask(_ question: PersonQuestion) async throws -> PersonAnswer
}

/// The person said no to a confirmation, or cancelled a question: the action stops, as it does
/// in Shortcuts when the person taps Cancel.
public struct IntentCancelledError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was declined.
    public var prompt: String

    /// A cancellation of `prompt`.
    public init(prompt: String) {
        self.prompt = prompt
    }

    /// "Cancelled: Order the soup?"
    public var description: String { "Cancelled: \(prompt)" }
}

extension PersonQuestion {
    /// The question as the protocol writes it (docs/INTENT-HOST.md).
    package var json: JSONValue {
        switch self {
        case .value(let parameter, let type, let prompt):
            var members: [(key: String, value: JSONValue)] = [("kind", .string("value")), ("parameter", .string(parameter)),
                                                              ("type", (try? IntentHostServer.json(of: type)) ?? .null)]
            if let prompt { members.append(("prompt", .string(prompt))) }
            return .object(members)
        case .choice(let parameter, let options, let prompt):
            var members: [(key: String, value: JSONValue)] = [("kind", .string("choice")), ("parameter", .string(parameter)),
                                                              ("options", .array(options.map(JSONValue.string)))]
            if let prompt { members.append(("prompt", .string(prompt))) }
            return .object(members)
        case .confirmation(let prompt):
            return .object([("kind", .string("confirmation")), ("prompt", .string(prompt))])
        }
    }

    /// Reads a question the protocol wrote; what is not one says where and what was expected.
    package init(json: JSONValue, at path: JSONPath) throws(HostProtocolError) {
        func text(_ key: String) throws(HostProtocolError) -> String {
            guard case .string(let value)? = json[key] else { throw HostProtocolError("\(path.appending(key)): expected a string") }
            return value
        }
        let prompt: String? = if case .string(let value)? = json["prompt"] { value } else { nil }
        switch try text("kind") {
        case "value":
            guard let raw = json["type"], let type = try? IntentHostServer.decode(ValueType.self, from: raw) else {
                throw HostProtocolError("\(path.appending("type")): expected a value type")
            }
            self = .value(parameter: try text("parameter"), type: type, prompt: prompt)
        case "choice":
            guard case .array(let raw)? = json["options"] else { throw HostProtocolError("\(path.appending("options")): expected an array") }
            let options = raw.compactMap { if case .string(let title) = $0 { title } else { nil } }
            guard options.count == raw.count else { throw HostProtocolError("\(path.appending("options")): expected strings") }
            self = .choice(parameter: try text("parameter"), options: options, prompt: prompt)
        case "confirmation":
            self = .confirmation(prompt: try text("prompt"))
        case let other:
            throw HostProtocolError("\(path.appending("kind")): expected value, choice or confirmation, found \(other)")
        }
    }
}

extension PersonAnswer {
    /// The answer as the protocol writes it.
    package var json: JSONValue {
        switch self {
        case .value(let value): .object([("value", value.json)])
        case .choice(let index): .object([("choice", .int(index))])
        case .confirmed(let yes): .object([("confirmed", .bool(yes))])
        }
    }

    /// Reads an answer the protocol wrote.
    package init(json: JSONValue, at path: JSONPath) throws(HostProtocolError) {
        if let raw = json["value"] {
            do {
                self = .value(try IntentValue(json: raw, at: path.appending("value")))
            } catch {
                throw HostProtocolError("\(error)")
            }
        } else if case .int(let index)? = json["choice"] {
            self = .choice(index)
        } else if case .bool(let yes)? = json["confirmed"] {
            self = .confirmed(yes)
        } else {
            throw HostProtocolError("\(path): expected a value, a choice or confirmed")
        }
    }
}
