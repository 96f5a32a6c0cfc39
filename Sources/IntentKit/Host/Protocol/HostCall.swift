/// One request's arguments, typed by its method, with the answer it is given: the editor sends
/// it, the host reads the same type, so neither side spells a key by hand.
package protocol HostCall: Codable, Sendable {
    associatedtype Answer: Codable & Sendable
    static var method: HostMethod { get }
}

/// The first request on a connection: which protocol the editor speaks.
package struct HandshakeCall: HostCall, Equatable {
    package static let method = HostMethod.handshake
    package var `protocol`: Int
    package init(protocol version: Int) { self.protocol = version }

    /// Who the host is and which intents it serves.
    package struct Answer: Codable, Sendable, Equatable {
        package var `protocol`: Int
        package var host: String
        package var intents: [String]
    }
}

/// Every intent the host declares, as definitions.
package struct DefinitionsCall: HostCall, Equatable {
    package static let method = HostMethod.definitions
    package typealias Answer = [IntentDefinition]
    package init() {}
}

/// The App Shortcuts the host's app declares (`AppShortcutsProvider`): what `intents --check`
/// reads their phrases from. A host older than this method answers it with an error.
package struct AppShortcutsCall: HostCall, Equatable {
    package static let method = HostMethod.appShortcuts
    package typealias Answer = [AppShortcutDefinition]
    package init() {}
}

/// A list of entities from a query: its suggestions, all of them, or those matching a text.
package struct EntitiesCall: HostCall, Equatable {
    package static let method = HostMethod.entities
    package typealias Answer = [EntityReference]

    package enum Kind: String, Codable, Sendable { case suggested, all, matching }

    package var type: String
    package var kind: Kind
    /// The text searched for, with `.matching`.
    package var text: String?
    /// The action a picker is choosing for, which the query's `IntentParameterDependency` reads.
    package var editing: EditedAction?

    package init(type: String, kind: Kind, text: String? = nil, editing: EditedAction? = nil) {
        self.type = type
        self.kind = kind
        self.text = text
        self.editing = editing
    }
}

/// Entities by their identifiers: a saved value brought back to its title.
package struct EntitiesByIDCall: HostCall, Equatable {
    package static let method = HostMethod.entitiesByID
    package typealias Answer = [EntityReference]
    package var type: String
    package var ids: [SavedEntityIdentifier]
    package init(type: String, ids: [SavedEntityIdentifier]) {
        self.type = type
        self.ids = ids
    }
}

/// The entities a Find action's rows select, from an `EntityPropertyQuery`.
package struct FindCall: HostCall, Equatable {
    package static let method = HostMethod.find
    package typealias Answer = [EntityReference]
    package var type: String
    package var request: EntityFindRequest
    package init(type: String, request: EntityFindRequest) {
        self.type = type
        self.request = request
    }
}

/// What one entity's `@Property` properties hold: a variable narrowed to one of them, run.
package struct EntityPropertiesCall: HostCall, Equatable {
    package static let method = HostMethod.entityProperties
    package typealias Answer = [EntityPropertyValue]
    package var type: String
    package var id: SavedEntityIdentifier
    package init(type: String, id: SavedEntityIdentifier) {
        self.type = type
        self.id = id
    }
}

/// A parameter's options, from its `DynamicOptionsProvider`, for the intent as it is being
/// edited (`values`, which its `IntentParameterDependency` reads): sections of titled items
/// under an optional prompt.
package struct OptionsCall: HostCall, Equatable {
    package static let method = HostMethod.options
    package typealias Answer = OptionsList
    package var intent: String
    package var parameter: String
    package var values: [String: IntentValue]?
    package init(intent: String, parameter: String, values: [String: IntentValue]? = nil) {
        self.intent = intent
        self.parameter = parameter
        self.values = values
    }
}

/// Runs an intent's `perform()` with these values; the answer is the outcome itself.
package struct PerformCall: HostCall, Equatable {
    package static let method = HostMethod.perform
    package typealias Answer = IntentOutcome
    package var intent: String
    package var values: [String: IntentValue]
    package init(intent: String, values: [String: IntentValue]) {
        self.intent = intent
        self.values = values
    }

    private enum CodingKeys: String, CodingKey { case intent, values }

    /// A perform without `values` gives the intent none.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        intent = try container.decode(String.self, forKey: .intent)
        values = try container.decodeIfPresent([String: IntentValue].self, forKey: .values) ?? [:]
    }
}
