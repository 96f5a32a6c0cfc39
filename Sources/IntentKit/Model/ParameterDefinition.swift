/// One parameter of an intent: what it is called, what it holds and how it wants to be edited.
public struct ParameterDefinition: Sendable, Hashable, Codable {
    /// The identifier summaries and documents use: the Swift property name.
    public var id: String
    /// The name people see: in the action, and in an unset placeholder.
    public var title: String
    /// What the parameter is for; empty when the declaration gives nothing.
    public var description: String
    /// What the parameter holds, which decides the control that edits it.
    public var type: ValueType
    /// Whether the action can run without a value (`var x: T?` in Swift).
    public var isOptional: Bool
    /// Counts as a value wherever a value is asked for, in conditions as in the editor.
    public var defaultValue: IntentValue?
    /// The declaration's options that shape editing: ranges, units, text input, choices.
    public var options: ParameterOptions

    /// A parameter as data, for catalogs and tests; Swift declarations make theirs through
    /// `IntentRegistry.register(_:)`.
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
    /// What Siri asks when the value is missing; the editor's prompt for it.
    public var requestValueDialog: String?
    /// Whether the previous action's output flows into this parameter.
    public var inputConnectionBehavior: InputConnectionBehavior
    /// How a number is edited; nil for other types.
    public var controlStyle: ControlStyle?
    /// Inclusive bounds of a number, in the parameter's own kind (`.int` or `.double`).
    public var inclusiveRange: InclusiveRange?
    /// How text is typed; nil for other types.
    public var textInput: TextInputOptions?
    /// Which parts of a date are asked for; nil for other types.
    public var dateKind: DateKind?
    /// A measurement's unit; nil for other types.
    public var unit: UnitOption?
    /// Whether a measurement may be negative; nil for other types.
    public var supportsNegativeNumbers: Bool?
    /// How many items an array takes; nil for other types and for any number.
    public var collectionSize: CollectionSize?
    /// Where the choices come from at edit time; nil when the type alone says (an enum).
    public var optionsSource: OptionsSource?
    /// What a Boolean's two values are called in the sentence ("Toggle"/"Turn"); On/Off when nil.
    public var booleanTitles: BooleanTitles?
    /// The parameter is listed only while all of these hold (Apple's parameter relations in
    /// Shortcuts' own actions: "Granularity" only for a date answer); always when nil.
    public var shownWhen: [Condition]?
    /// The structure the value is stored in, where a file keeps it as one (Shortcuts' own
    /// actions); nil for values stored as themselves.
    public var storedForm: StoredForm?
    /// For a Find action's conditions: the properties a row may name, so that a row on a
    /// property not yet in the file can be made; nil for other parameters and for Shortcuts'
    /// own Find actions, whose properties no reference lists with their kinds.
    public var filterProperties: [FilterPropertyDefinition]?

    /// Options as data; every one not given is the declaration's default.
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
    /// The name of `true` ("Turn on").
    public var on: String
    /// The name of `false` ("Turn off").
    public var off: String

    /// Names for `true` and `false`.
    public init(on: String, off: String) {
        self.on = on
        self.off = off
    }
}

/// Apple's `InputConnectionBehavior`: whether the previous action's output is connected to the
/// parameter by default (`connectToPreviousIntentResult`), never, or as Shortcuts decides.
public enum InputConnectionBehavior: String, Sendable, Hashable, Codable {
    case `default`, never, connectToPreviousIntentResult
}

/// How a number is edited: the union of Apple's Int and Double control styles.
public enum ControlStyle: String, Sendable, Hashable, Codable {
    case field, stepper, slider
}

/// The bounds a number parameter accepts, both included.
public struct InclusiveRange: Sendable, Hashable, Codable {
    /// The smallest value accepted.
    public var lower: IntentValue
    /// The largest value accepted.
    public var upper: IntentValue

    /// Bounds, in the parameter's own kind of number.
    public init(lower: IntentValue, upper: IntentValue) {
        self.lower = lower
        self.upper = upper
    }

    /// Whether `value` is within the bounds; false for a value that is not a comparable number.
    public func contains(_ value: IntentValue) -> Bool {
        guard let low = value.compare(to: lower), let high = value.compare(to: upper) else { return false }
        return low != .orderedAscending && high != .orderedDescending
    }
}

/// Apple's `InputOptions` for text: how it is typed. The editor uses `multiline`; the rest is
/// kept for Apple's keyboard.
public struct TextInputOptions: Sendable, Hashable, Codable {
    /// Whether the text may have several lines (the field takes Enter as a newline).
    public var multiline: Bool
    /// How the keyboard capitalises.
    public var capitalization: Capitalization
    /// Which keyboard Apple's devices show.
    public var keyboard: Keyboard
    /// Whether the keyboard corrects spelling.
    public var autocorrect: Bool
    /// Whether straight quotes become curly ones.
    public var smartQuotes: Bool
    /// Whether double hyphens become dashes.
    public var smartDashes: Bool

    /// Apple's capitalisation modes.
    public enum Capitalization: String, Sendable, Hashable, Codable {
        case none, words, sentences, allCharacters
    }

    /// Apple's keyboard types.
    public enum Keyboard: String, Sendable, Hashable, Codable {
        case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, emailAddress, decimalPad, webSearch
    }

    /// Text options; those not given are Apple's defaults.
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
    /// The unit's symbol ("mi", "kg"), as Foundation gives it.
    public var symbol: String
    /// True for `unit:` (fixed), false for `defaultUnit:` (the user may pick another).
    public var isFixed: Bool

    /// A unit by its symbol.
    public init(symbol: String, isFixed: Bool) {
        self.symbol = symbol
        self.isFixed = isFixed
    }
}

/// How many items an array parameter takes.
public struct CollectionSize: Sendable, Hashable, Codable {
    /// The fewest items; nil for none.
    public var min: Int?
    /// The most items; nil for any number.
    public var max: Int?

    /// Bounds on an array's length, both included.
    public init(min: Int?, max: Int?) {
        self.min = min
        self.max = max
    }

    /// Whether an array of `count` items fits.
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
