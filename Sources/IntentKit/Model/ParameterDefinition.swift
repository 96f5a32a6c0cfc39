/// One parameter of an intent: what it is called, what it holds and how it wants to be edited.
public struct ParameterDefinition: Sendable, Hashable, Codable {
    /// The identifier summaries and documents use: the Swift property name.
    public var id: String
    public var title: String
    public var description: String
    public var type: ValueType
    public var isOptional: Bool
    /// Counts as a value wherever a value is asked for, in conditions as in the editor.
    public var defaultValue: IntentValue?
    public var options: ParameterOptions

    public init(id: String, title: String, description: String = "", type: ValueType,
                isOptional: Bool, defaultValue: IntentValue? = nil, options: ParameterOptions = ParameterOptions()) {
        self.id = id
        self.title = title
        self.description = description
        self.type = type
        self.isOptional = isOptional
        self.defaultValue = defaultValue
        self.options = options
    }

    /// A required parameter must have a value before the action can run.
    public var isRequired: Bool { !isOptional }
}

/// The options of `@Parameter` that shape editing. Each applies to some types only; the
/// others leave it nil.
public struct ParameterOptions: Sendable, Hashable, Codable {
    public var requestValueDialog: String?
    public var inputConnectionBehavior: InputConnectionBehavior
    public var controlStyle: ControlStyle?
    /// Inclusive bounds of a number, in the parameter's own kind (`.int` or `.double`).
    public var inclusiveRange: InclusiveRange?
    public var textInput: TextInputOptions?
    public var dateKind: DateKind?
    public var unit: UnitOption?
    public var supportsNegativeNumbers: Bool?
    public var collectionSize: CollectionSize?
    public var optionsSource: OptionsSource?
    /// What a Boolean's two values are called in the sentence ("Toggle"/"Turn"); On/Off when nil.
    public var booleanTitles: BooleanTitles?
    /// The parameter is listed only while all of these hold (Apple's parameter relations in
    /// Shortcuts' own actions: "Granularity" only for a date answer); always when nil.
    public var shownWhen: [Condition]?
    /// The structure the value is stored in, where a file keeps it as one (Shortcuts' own
    /// actions); nil for values stored as themselves.
    public var storedForm: StoredForm?

    public init(requestValueDialog: String? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
                controlStyle: ControlStyle? = nil, inclusiveRange: InclusiveRange? = nil,
                textInput: TextInputOptions? = nil, dateKind: DateKind? = nil, unit: UnitOption? = nil,
                supportsNegativeNumbers: Bool? = nil, collectionSize: CollectionSize? = nil,
                optionsSource: OptionsSource? = nil, booleanTitles: BooleanTitles? = nil) {
        self.booleanTitles = booleanTitles
        self.requestValueDialog = requestValueDialog
        self.inputConnectionBehavior = inputConnectionBehavior
        self.controlStyle = controlStyle
        self.inclusiveRange = inclusiveRange
        self.textInput = textInput
        self.dateKind = dateKind
        self.unit = unit
        self.supportsNegativeNumbers = supportsNegativeNumbers
        self.collectionSize = collectionSize
        self.optionsSource = optionsSource
    }
}

/// A Boolean parameter's names for its two values, from Apple's `Bool.IntentDisplayName`.
public struct BooleanTitles: Sendable, Hashable, Codable {
    public var on: String
    public var off: String

    public init(on: String, off: String) {
        self.on = on
        self.off = off
    }
}

public enum InputConnectionBehavior: String, Sendable, Hashable, Codable {
    case `default`, never, connectToPreviousIntentResult
}

/// How a number is edited: the union of Apple's Int and Double control styles.
public enum ControlStyle: String, Sendable, Hashable, Codable {
    case field, stepper, slider
}

public struct InclusiveRange: Sendable, Hashable, Codable {
    public var lower: IntentValue
    public var upper: IntentValue

    public init(lower: IntentValue, upper: IntentValue) {
        self.lower = lower
        self.upper = upper
    }

    public func contains(_ value: IntentValue) -> Bool {
        guard let low = value.compare(to: lower), let high = value.compare(to: upper) else { return false }
        return low != .orderedAscending && high != .orderedDescending
    }
}

public struct TextInputOptions: Sendable, Hashable, Codable {
    public var multiline: Bool
    public var capitalization: Capitalization
    public var keyboard: Keyboard
    public var autocorrect: Bool
    public var smartQuotes: Bool
    public var smartDashes: Bool

    public enum Capitalization: String, Sendable, Hashable, Codable {
        case none, words, sentences, allCharacters
    }

    public enum Keyboard: String, Sendable, Hashable, Codable {
        case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, emailAddress, decimalPad, webSearch
    }

    public init(multiline: Bool = false, capitalization: Capitalization = .sentences, keyboard: Keyboard = .default,
                autocorrect: Bool = true, smartQuotes: Bool = true, smartDashes: Bool = true) {
        self.multiline = multiline
        self.capitalization = capitalization
        self.keyboard = keyboard
        self.autocorrect = autocorrect
        self.smartQuotes = smartQuotes
        self.smartDashes = smartDashes
    }
}

/// Which parts of a date a parameter asks for: a birthday has no time, an alarm no day.
public enum DateKind: String, Sendable, Hashable, Codable {
    case date, time, dateTime
}

/// The unit of a measurement parameter: a default the user may change, or a fixed one.
public struct UnitOption: Sendable, Hashable, Codable {
    public var symbol: String
    public var isFixed: Bool

    public init(symbol: String, isFixed: Bool) {
        self.symbol = symbol
        self.isFixed = isFixed
    }
}

/// How many items an array parameter takes.
public struct CollectionSize: Sendable, Hashable, Codable {
    public var min: Int?
    public var max: Int?

    public init(min: Int?, max: Int?) {
        self.min = min
        self.max = max
    }

    public func allows(count: Int) -> Bool {
        (min.map { count >= $0 } ?? true) && (max.map { count <= $0 } ?? true)
    }
}

/// Where a parameter's choices come from at edit time. The providers themselves live in the
/// registry, so the definition stays plain data.
public enum OptionsSource: Sendable, Hashable, Codable {
    /// A `DynamicOptionsProvider`, registered under this key.
    case dynamicOptions(String)
    /// The entity type's query.
    case entityQuery(String)
}

extension ParameterDefinition {
    /// A value as this parameter shows it: its date kind, its names for true and false.
    public func displayText(of value: IntentValue, context: DisplayContext = .current) -> String {
        if case .bool(let flag) = value, let titles = options.booleanTitles { return flag ? titles.on : titles.off }
        // Apple's files store an enumeration's case as its identifier: shown by its title.
        if case .string(let identifier) = value, case .enumeration(let enumeration) = type,
           let title = enumeration.caseDefinition(identifier)?.title { return title }
        if case .int(let code) = value, case .enumeration(let enumeration) = type,
           let title = enumeration.caseDefinition(String(code))?.title { return title }
        return value.displayText(as: type, dateKind: options.dateKind, context: context)
    }
}
