import Foundation

// The type-specific initializers of `@Parameter`, with Apple's labels and defaults.

extension IntentParameter {
    /// How a whole number is edited: typed in a field, or stepped.
    public enum IntControlStyle: Sendable { case field, stepper }
    /// How a number is edited: typed in a field, slid, or stepped.
    public enum DoubleControlStyle: Sendable { case field, slider, stepper }
    /// Bounds given as a pair, `(1, 5)`, both included, as in Apple's framework.
    public typealias InclusiveRange<Bound> = (lowerBound: Bound, upperBound: Bound)

    fileprivate static func options(
        _ requestValueDialog: IntentDialog?, _ inputConnectionBehavior: InputConnectionBehavior,
        configure: (inout ParameterOptions) -> Void = { _ in }
    ) -> ParameterOptions {
        var options = ParameterOptions(requestValueDialog: requestValueDialog?.full.text,
                                       inputConnectionBehavior: inputConnectionBehavior)
        configure(&options)
        return options
    }
}

extension IntentParameter.IntControlStyle {
    var model: ControlStyle { self == .field ? .field : .stepper }
}

extension IntentParameter.DoubleControlStyle {
    var model: ControlStyle {
        switch self {
        case .field: .field
        case .slider: .slider
        case .stepper: .stepper
        }
    }
}

extension IntentParameter where Value.UnwrappedType == Int {
    /// `@Parameter(title: "Rating", controlStyle: .stepper, inclusiveRange: (1, 5)) var rating: Int`: a
    /// whole number, edited in a field or with a stepper, within bounds when given.
    public convenience init(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                            default defaultValue: Int? = nil, controlStyle: IntControlStyle = .stepper,
                            inclusiveRange: InclusiveRange<Int>? = nil, requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, defaultValue: defaultValue,
                  options: Self.options(requestValueDialog, inputConnectionBehavior) { options in
                      options.controlStyle = controlStyle.model
                      options.inclusiveRange = inclusiveRange.map { range in
                          IntentKit.InclusiveRange(lower: .int(range.lowerBound), upper: .int(range.upperBound))
                      }
                  })
    }
}

extension IntentParameter where Value.UnwrappedType == Double {
    /// `@Parameter(title: "Speed", controlStyle: .slider, inclusiveRange: (0, 1)) var speed: Double`: a
    /// number, edited in a field, with a slider or a stepper, within bounds when given.
    public convenience init(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                            default defaultValue: Double? = nil, controlStyle: DoubleControlStyle = .field,
                            inclusiveRange: InclusiveRange<Double>? = nil, requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, defaultValue: defaultValue,
                  options: Self.options(requestValueDialog, inputConnectionBehavior) { options in
                      options.controlStyle = controlStyle.model
                      options.inclusiveRange = inclusiveRange.map { range in
                          IntentKit.InclusiveRange(lower: .double(range.lowerBound), upper: .double(range.upperBound))
                      }
                  })
    }
}

extension String {
    /// How a text parameter is typed: Apple's options, of which the editor honours `multiline`
    /// and `capitalizationType`.
    public struct IntentInputOptions: Sendable, Hashable {
        /// Which keyboard Apple's devices show.
        public enum KeyboardType: Sendable, Hashable {
            case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, emailAddress, decimalPad, webSearch
        }

        /// How the keyboard capitalises.
        public enum CapitalizationType: Sendable, Hashable {
            case none, words, sentences, allCharacters
        }

        /// Which keyboard Apple's devices show.
        public var keyboardType: KeyboardType
        /// How typing is capitalised.
        public var capitalizationType: CapitalizationType
        /// Whether the text may have several lines.
        public var multiline: Bool
        /// Whether the keyboard corrects spelling.
        public var autocorrect: Bool
        /// Whether straight quotes become curly ones.
        public var smartQuotes: Bool
        /// Whether double hyphens become dashes.
        public var smartDashes: Bool

        /// Text options; those not given are Apple's defaults.
        public init(keyboardType: KeyboardType = .default, capitalizationType: CapitalizationType = .sentences,
                    multiline: Bool = false, autocorrect: Bool = true, smartQuotes: Bool = true, smartDashes: Bool = true) {
            self.keyboardType = keyboardType
            self.capitalizationType = capitalizationType
            self.multiline = multiline
            self.autocorrect = autocorrect
            self.smartQuotes = smartQuotes
            self.smartDashes = smartDashes
        }

        var model: TextInputOptions {
            let capitalization: TextInputOptions.Capitalization = switch capitalizationType {
            case .none: .none
            case .words: .words
            case .sentences: .sentences
            case .allCharacters: .allCharacters
            }
            let keyboard: TextInputOptions.Keyboard = switch keyboardType {
            case .default: .default
            case .asciiCapable: .asciiCapable
            case .numbersAndPunctuation: .numbersAndPunctuation
            case .URL: .URL
            case .numberPad: .numberPad
            case .phonePad: .phonePad
            case .emailAddress: .emailAddress
            case .decimalPad: .decimalPad
            case .webSearch: .webSearch
            }
            return TextInputOptions(multiline: multiline, capitalization: capitalization, keyboard: keyboard,
                                    autocorrect: autocorrect, smartQuotes: smartQuotes, smartDashes: smartDashes)
        }
    }
}

extension IntentParameter where Value.UnwrappedType == String {
    /// `@Parameter(title: "Notes", inputOptions: .init(multiline: true)) var notes: String`: text typed
    /// as the options say (the editor honours `multiline` and `capitalizationType`).
    public convenience init(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                            default defaultValue: String? = nil, inputOptions: String.IntentInputOptions,
                            requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, defaultValue: defaultValue,
                  options: Self.options(requestValueDialog, inputConnectionBehavior) { $0.textInput = inputOptions.model })
    }
}

extension IntentParameter where Value.UnwrappedType == Date {
    /// `@Parameter(title: "Start", kind: .date) var start: Date`: a date, a time, or both.
    public convenience init(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                            default defaultValue: Date? = nil, kind: DateKind, requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, defaultValue: defaultValue,
                  options: Self.options(requestValueDialog, inputConnectionBehavior) { $0.dateKind = kind })
    }
}

extension Bool {
    /// What a Boolean parameter's two values are called where it shows, as in Apple's framework.
    public struct IntentDisplayName: Sendable {
        /// The name of `true` ("Turn on").
        public let trueTitle: LocalizedStringResource
        /// The name of `false` ("Turn off").
        public let falseTitle: LocalizedStringResource

        /// `.init(true: "Turn on", false: "Turn off")`.
        public init(true trueTitle: LocalizedStringResource, false falseTitle: LocalizedStringResource) {
            self.trueTitle = trueTitle
            self.falseTitle = falseTitle
        }
    }
}

extension IntentParameter where Value.UnwrappedType == Bool {
    /// `@Parameter(title: "Lights", displayName: .init(true: "Turn on", false: "Turn off")) var on: Bool`:
    /// a Boolean whose two values read as these names in the sentence (and can be typed).
    public convenience init(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                            default defaultValue: Bool? = nil, displayName: Bool.IntentDisplayName?,
                            requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, defaultValue: defaultValue,
                  options: Self.options(requestValueDialog, inputConnectionBehavior) { options in
                      options.booleanTitles = displayName.map { BooleanTitles(on: $0.trueTitle.text, off: $0.falseTitle.text) }
                  })
    }
}

extension IntentParameter where Value.UnwrappedType == Swift.Duration {
    /// The unit a bare number typed for a duration is read in; the same names as a duration
    /// measurement's units.
    public typealias DurationUnit = MeasurementUnitNames.Duration

    /// `@Parameter(title: "Length", defaultUnit: .minutes) var length: Duration`: a duration; a bare
    /// number typed is read in `defaultUnit`.
    public convenience init(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                            default defaultValue: Swift.Duration? = nil, defaultUnit: DurationUnit? = nil,
                            requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, defaultValue: defaultValue,
                  options: Self.options(requestValueDialog, inputConnectionBehavior) { options in
                      options.unit = defaultUnit.map { UnitOption(symbol: $0.unit.symbol, isFixed: false) }
                  })
    }
}

extension IntentParameter {
    /// IntentKit's first spelling (`default: 5, defaultUnit: UnitLength.miles`), kept so that
    /// code written for it compiles; disfavoured, so `defaultUnit: .miles` means Apple's.
    @_disfavoredOverload
    public convenience init<Unit: IntentMeasurementUnit>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        default defaultValue: Double? = nil, defaultUnit: Unit, supportsNegativeNumbers: Bool = true,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value.UnwrappedType == Measurement<Unit> {
        self.init(title: title, description: description,
                  defaultValue: defaultValue.map { Measurement(value: $0, unit: defaultUnit) },
                  options: Self.options(requestValueDialog, inputConnectionBehavior) {
                      $0.unit = UnitOption(symbol: defaultUnit.symbol, isFixed: false)
                      $0.supportsNegativeNumbers = supportsNegativeNumbers
                  })
    }

    /// IntentKit's first spelling of a fixed unit (`unit: UnitMass.kilograms`); disfavoured.
    @_disfavoredOverload
    public convenience init<Unit: IntentMeasurementUnit>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        default defaultValue: Double? = nil, unit: Unit, supportsNegativeNumbers: Bool = true,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value.UnwrappedType == Measurement<Unit> {
        self.init(title: title, description: description,
                  defaultValue: defaultValue.map { Measurement(value: $0, unit: unit) },
                  options: Self.options(requestValueDialog, inputConnectionBehavior) {
                      $0.unit = UnitOption(symbol: unit.symbol, isFixed: true)
                      $0.supportsNegativeNumbers = supportsNegativeNumbers
                  })
    }
}

extension IntentParameter {
    /// What every measurement family's initializers share: the unit offered first (or always,
    /// when fixed), and whether negative numbers are allowed. Adjusting the unit to the user's
    /// locale is accepted and not applied: the editor shows the unit the intent declares.
    convenience init<Unit: IntentMeasurementUnit>(
        title: LocalizedStringResource?, description: LocalizedStringResource?, defaultValue: Double?, unit: Unit?,
        isFixed: Bool, supportsNegativeNumbers: Bool, requestValueDialog: IntentDialog?,
        inputConnectionBehavior: InputConnectionBehavior
    ) where Value.UnwrappedType == Measurement<Unit> {
        let start = unit ?? MeasurementUnits.units(in: Unit.intentDimension).first as? Unit
        self.init(title: title, description: description,
                  defaultValue: defaultValue.flatMap { value in start.map { Measurement(value: value, unit: $0) } },
                  options: Self.options(requestValueDialog, inputConnectionBehavior) {
                      $0.unit = unit.map { UnitOption(symbol: $0.symbol, isFixed: isFixed) }
                      $0.supportsNegativeNumbers = supportsNegativeNumbers
                  })
    }
}

/// Array types, for the `size:` initializer.
public protocol IntentArrayValue: IntentValueConvertible {}
extension Array: IntentArrayValue where Element: IntentValueConvertible {}

/// Apple's name for how many items an array parameter takes.
public typealias IntentCollectionSize = CollectionSize

extension CollectionSize: ExpressibleByIntegerLiteral {
    /// `size: 3`: exactly that many items.
    public init(integerLiteral value: Int) { self.init(min: value, max: value) }
    /// Exactly `count` items.
    public init(exactly count: Int) { self.init(min: count, max: count) }
}

extension IntentParameter where Value.UnwrappedType: IntentArrayValue {
    /// `@Parameter(title: "Stops", size: 3) var stops: [Trail]`: a list of values, as many as `size`
    /// allows.
    public convenience init(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                            default defaultValue: Value.UnwrappedType? = nil, size: IntentCollectionSize,
                            requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, defaultValue: defaultValue,
                  options: Self.options(requestValueDialog, inputConnectionBehavior) { $0.collectionSize = size })
    }
}

extension IntentParameter {
    /// A parameter whose choices come from a `DynamicOptionsProvider` at edit time.
    public convenience init<Provider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
        default defaultValue: Value.UnwrappedType? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Provider
    ) where Provider.Result.Result == Value.UnwrappedType {
        self.init(title: title, description: description, defaultValue: defaultValue,
                  options: Self.options(requestValueDialog, inputConnectionBehavior),
                  optionsProvider: { try await optionsProvider.results().optionsList })
    }
}
