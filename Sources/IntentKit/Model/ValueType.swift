/// The type of a parameter. Enum and entity types carry their definitions, so that a
/// parameter is self-describing: the editor can show titles and pick controls from the
/// parameter alone, whichever front door the intent came through.
public indirect enum ValueType: Sendable, Hashable, Codable {
    case string
    case int
    case double
    case decimal
    case bool
    case date
    case url
    case duration
    case measurement(MeasurementDimension)
    case enumeration(EnumDefinition)
    case entity(EntityTypeDefinition)
    case array(ValueType)
    case file
    /// A value of one of several kinds (`@UnionValue`): an entity of one type or another, text…
    case union(UnionDefinition)
    /// A type this version cannot edit natively (a catalog's unknown primitive code, say):
    /// its values are kept as they are and edited as raw text.
    case opaque(String)

    /// The element type for arrays, the type itself otherwise.
    public var elementType: ValueType {
        if case .array(let element) = self { return element }
        return self
    }

    /// Whether the parameter takes a list of values.
    public var isArray: Bool {
        if case .array = self { return true }
        return false
    }

    /// A short name for messages: "Int", "ActivityStyle", "[String]".
    public var name: String {
        switch self {
        case .string: "String"
        case .int: "Int"
        case .double: "Double"
        case .decimal: "Decimal"
        case .bool: "Bool"
        case .date: "Date"
        case .url: "URL"
        case .duration: "Duration"
        case .measurement(let d): "Measurement<\(d)>"
        case .enumeration(let e): e.identifier
        case .entity(let e): e.identifier
        case .array(let element): "[\(element.name)]"
        case .file: "File"
        case .union(let u): u.identifier
        case .opaque(let kind): kind
        }
    }

    /// Whether `value` is a value of this type. Ints are accepted where doubles and decimals
    /// are expected, as a number typed without a fraction still is one.
    public func accepts(_ value: IntentValue) -> Bool {
        switch (self, value) {
        case (.string, .string), (.int, .int), (.bool, .bool), (.date, .date), (.url, .url),
             (.duration, .duration):
            true
        case (.double, .double), (.double, .int), (.decimal, .decimal), (.decimal, .int), (.decimal, .double):
            true
        case let (.measurement(d), .measurement(m)):
            d == m.dimension
        case let (.enumeration(e), .enumCase(v)):
            e.identifier == v.enumIdentifier && e.cases.contains { $0.identifier == v.caseIdentifier }
        case let (.entity(e), .entity(r)):
            e.identifier == r.typeIdentifier
        case let (.array(element), .array(items)):
            items.allSatisfy(element.accepts)
        case (.file, .opaque), (.file, .url), (.opaque, _):
            true
        case let (.union(u), value):
            u.kind(of: value) != nil
        default:
            false
        }
    }

    /// Whether values of this type have an order, which is what the comparison operators of
    /// `When` need.
    public var isComparable: Bool {
        switch self {
        case .string, .int, .double, .decimal, .date, .duration, .measurement: true
        default: false
        }
    }
}

/// An `AppEnum` type: its cases and how each is shown.
public struct EnumDefinition: Sendable, Hashable, Codable {
    /// The identifier documents save the type by (its Swift name, or a catalog's).
    public var identifier: String
    /// The type's name, as a picker's title shows it ("Activity").
    public var title: String
    /// The cases, in declaration order.
    public var cases: [EnumCaseDefinition]

    /// An enum as data.
    public init(identifier: String, title: String, cases: [EnumCaseDefinition]) {
        self.identifier = identifier
        self.title = title
        self.cases = cases
    }

    /// The case with this identifier, if the enum has one.
    public func caseDefinition(_ identifier: String) -> EnumCaseDefinition? {
        cases.first { $0.identifier == identifier }
    }
}

/// One case of an `AppEnum`: what documents save, and how it is shown.
public struct EnumCaseDefinition: Sendable, Hashable, Codable {
    /// What documents save: the raw value.
    public var identifier: String
    /// The case's name in a sentence and a picker ("biking").
    public var title: String
    /// A second line in a picker.
    public var subtitle: String?
    /// Other names typing and filtering also match.
    public var synonyms: [String]

    /// A case as data.
    public init(identifier: String, title: String, subtitle: String? = nil, synonyms: [String] = []) {
        self.identifier = identifier
        self.title = title
        self.subtitle = subtitle
        self.synonyms = synonyms
    }
}

/// An `AppEntity` type. Its instances come from a query at edit time; the definition only
/// says what the type is called and how its query can be asked.
public struct EntityTypeDefinition: Sendable, Hashable, Codable {
    /// The identifier documents save the type by.
    public var identifier: String
    /// The type's name ("Trail").
    public var title: String
    /// What the type's query can do, which picker the editor offers.
    public var query: EntityQueryCapabilities
    /// The entity's `@Property`s, which conditions and variables can read.
    public var properties: [EntityPropertyDefinition]

    /// An entity type as data.
    public init(identifier: String, title: String, query: EntityQueryCapabilities = [],
                properties: [EntityPropertyDefinition] = []) {
        self.identifier = identifier
        self.title = title
        self.query = query
        self.properties = properties
    }
}

/// One `@Property` of an entity: a value the entity carries, readable by name.
public struct EntityPropertyDefinition: Sendable, Hashable, Codable {
    /// The property's Swift name.
    public var identifier: String
    /// Its name as people see it.
    public var title: String
    /// What it holds.
    public var type: ValueType
    /// Whether it may have no value.
    public var isOptional: Bool

    /// A property as data.
    public init(identifier: String, title: String, type: ValueType, isOptional: Bool) {
        self.identifier = identifier
        self.title = title
        self.type = type
        self.isOptional = isOptional
    }
}

/// What an entity type's query can do beyond looking entities up by identifier, which tells
/// the editor's picker which searches to offer.
public struct EntityQueryCapabilities: OptionSet, Sendable, Hashable, Codable {
    /// The capabilities as bits.
    public var rawValue: Int
    /// Capabilities from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `suggestedEntities()` gives a starting list.
    public static let suggestions = Self(rawValue: 1 << 0)
    /// `entities(matching:)`: an `EntityStringQuery`.
    public static let stringSearch = Self(rawValue: 1 << 1)
    /// `allEntities()`: an `EnumerableEntityQuery`.
    public static let enumerable = Self(rawValue: 1 << 2)
    /// `entities(matching:mode:sortedBy:limit:)`: an `EntityPropertyQuery`, which a Find
    /// action's rows run through.
    public static let propertyFilter = Self(rawValue: 1 << 3)
}

/// A union value's type (`@UnionValue`): its kinds, each a case with a title and the type of
/// value it carries. A document holds the value of the kind chosen, as that kind's own type
/// saves it; which kind it is, is read back from the value.
public struct UnionDefinition: Sendable, Hashable, Codable {
    /// The identifier of the union type (its Swift name).
    public var identifier: String
    /// The type's name ("Route").
    public var title: String
    /// The identifier of its `Cases` enum, which a `Switch` on the parameter names kinds by.
    public var casesIdentifier: String
    /// The kinds, in declaration order.
    public var cases: [Case]

    /// A union type as data.
    public init(identifier: String, title: String, casesIdentifier: String, cases: [Case]) {
        self.identifier = identifier
        self.title = title
        self.casesIdentifier = casesIdentifier
        self.cases = cases
    }

    /// One kind of value.
    public struct Case: Sendable, Hashable, Codable {
        /// The case's name ("trail").
        public var identifier: String
        /// How the person is asked for it ("Trail").
        public var title: String
        /// The type of value it carries.
        public var type: ValueType

        /// A kind of value.
        public init(identifier: String, title: String, type: ValueType) {
            self.identifier = identifier
            self.title = title
            self.type = type
        }
    }

    /// The kind `value` is: the first case whose type accepts it.
    public func kind(of value: IntentValue) -> Case? {
        cases.first { $0.type.accepts(value) }
    }

    /// The kind as the value a `Switch` on the parameter compares with its cases.
    public func kindValue(of value: IntentValue) -> IntentValue? {
        kind(of: value).map { .enumCase(EnumCaseValue(enumIdentifier: casesIdentifier, caseIdentifier: $0.identifier)) }
    }
}
