import Foundation

/// A person an intent is about (iOS 16): someone to message, pay or call — a contact, a handle
/// (phone number, e-mail address, an app's own user name), or both. Apple's struct; the type
/// through which `perform()` asks the person running the shortcut is `IntentRun`.
public struct IntentPerson: Sendable, Hashable, Codable {
    /// Which person this is: a contact, one the app knows by its own identifier, or unknown.
    public var identifier: Identifier
    /// Their name.
    public var name: Name
    /// The handle the intent uses.
    public var handle: Handle?
    /// Their other handles.
    public var aliases: [Handle]
    /// Whether it is the device's owner.
    public var isMe: Bool
    /// Their picture.
    public var image: DisplayRepresentation.Image?

    /// A person.
    public init(identifier: Identifier, name: Name, handle: Handle?, aliases: [Handle] = [], isMe: Bool = false,
                image: DisplayRepresentation.Image? = nil) {
        self.identifier = identifier
        self.name = name
        self.handle = handle
        self.aliases = aliases
        self.isMe = isMe
        self.image = image
    }

    /// Someone known only by a handle, not tied to a contact (iOS 18).
    public init(handle: Handle) {
        self.init(identifier: .unknown, name: .unknown, handle: handle)
    }

    private enum CodingKeys: String, CodingKey { case identifier, name, handle, aliases, isMe }

    /// The person as their JSON form holds them (the picture is not kept).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(identifier: try container.decode(Identifier.self, forKey: .identifier), name: try container.decode(Name.self, forKey: .name),
                  handle: try container.decodeIfPresent(Handle.self, forKey: .handle),
                  aliases: try container.decodeIfPresent([Handle].self, forKey: .aliases) ?? [],
                  isMe: try container.decodeIfPresent(Bool.self, forKey: .isMe) ?? false)
    }

    /// The person as JSON, without the picture.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(identifier, forKey: .identifier)
        try container.encode(name, forKey: .name)
        try container.encodeIfPresent(handle, forKey: .handle)
        if !aliases.isEmpty { try container.encode(aliases, forKey: .aliases) }
        if isMe { try container.encode(isMe, forKey: .isMe) }
    }

    /// Which person.
    public enum Identifier: Sendable, Hashable, Codable {
        /// A contact, by its identifier in the address book.
        case contact(String)
        /// Someone the app knows by its own identifier.
        case applicationDefined(String)
        /// Known only by a handle.
        case unknown
    }

    /// A person's name.
    public enum Name: Sendable, Hashable, Codable {
        /// The name as shown.
        case displayName(String)
        /// The name in parts.
        case components(PersonNameComponents)
        /// No name.
        case unknown

        /// The name as one line: the display name, else the parts joined, else empty.
        public var displayString: String {
            switch self {
            case .displayName(let name): name
            case .components(let parts): [parts.givenName, parts.middleName, parts.familyName].compactMap { $0 }.joined(separator: " ")
            case .unknown: ""
            }
        }
    }

    /// A way to reach a person.
    public struct Handle: Sendable, Hashable, Codable {
        /// What kind of handle, with what it holds.
        public var value: Value
        /// Its label ("home", "work").
        public var label: Label

        /// A handle of `value`.
        public init(_ value: Value, label: Label = .other) {
            self.value = value
            self.label = label
        }

        /// An e-mail address.
        public init(emailAddress emailAddressString: String, label: Label = .other) {
            self.init(.emailAddress(emailAddressString), label: label)
        }

        /// A phone number.
        public init(phoneNumber phoneNumberString: String, label: Label = .other) {
            self.init(.phoneNumber(phoneNumberString), label: label)
        }

        /// The app's own handle (a user name), with a label of its own.
        public init(applicationDefined stringValue: String, label labelString: String? = nil) {
            self.init(.applicationDefined(stringValue), label: labelString.map(Label.custom) ?? .other)
        }

        /// What a handle holds.
        public enum Value: Sendable, Hashable, Codable {
            case emailAddress(String)
            case phoneNumber(String)
            case applicationDefined(String)

            /// The handle's text.
            public var text: String {
                switch self {
                case .emailAddress(let text), .phoneNumber(let text), .applicationDefined(let text): text
                }
            }
        }

        /// A handle's label, Apple's set and any other.
        public enum Label: Sendable, Hashable, Codable {
            case home, homeFax, iPhone, main, mobile, other, pager, school, work, workFax
            case custom(String)
        }
    }

    /// Which picker Apple's devices show for a person parameter.
    public enum ParameterMode: String, Sendable, Hashable {
        case contact, email, emailOrPhone, phone
    }
}

extension IntentPerson: IntentValueConvertible {
    /// Kept whole, as its JSON.
    public static var intentValueType: ValueType { .opaque("IntentPerson") }

    /// The person as an opaque value holding their JSON.
    public var intentValue: IntentValue { OpaqueIntentValues.value(of: self, kind: "IntentPerson") }

    /// A person from the JSON an opaque value holds.
    public static func fromIntentValue(_ value: IntentValue) async throws -> IntentPerson {
        try OpaqueIntentValues.decode(IntentPerson.self, kind: "IntentPerson", from: value) ?? { throw mismatch(value) }()
    }
}

extension IntentPerson: InstanceDisplayRepresentable, TypeDisplayRepresentable {
    /// "Person".
    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Person" }
    /// Their name, else their handle.
    public var displayRepresentation: DisplayRepresentation {
        let name = self.name.displayString
        return DisplayRepresentation(title: LocalizedStringResource(stringLiteral: name.isEmpty ? handle?.value.text ?? "Someone" : name),
                                     subtitle: name.isEmpty ? nil : handle.map { LocalizedStringResource(stringLiteral: $0.value.text) })
    }
}

/// Apple's common values kept whole as opaque intent values: their JSON, under their kind.
enum OpaqueIntentValues {
    static func value(of value: some Encodable, kind: String) -> IntentValue {
        .opaque(OpaqueValue(kind: kind, json: (try? IntentHostServer.json(of: value)) ?? .null))
    }

    static func decode<Value: Decodable>(_ type: Value.Type, kind: String, from value: IntentValue) throws -> Value? {
        guard case .opaque(let opaque) = value, opaque.kind == kind else { return nil }
        return try IntentHostServer.decode(type, from: opaque.json)
    }
}
