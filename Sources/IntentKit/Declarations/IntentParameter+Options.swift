import Foundation

// The type-specific initializers of `@Parameter`, with Apple's labels and defaults.

extension IntentParameter {
    public enum IntControlStyle: Sendable { case field, stepper }
    public enum DoubleControlStyle: Sendable { case field, slider, stepper }
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
        public enum KeyboardType: Sendable, Hashable {
            case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, emailAddress, decimalPad, webSearch
        }

        public enum CapitalizationType: Sendable, Hashable {
            case none, words, sentences, allCharacters
        }

        public var keyboardType: KeyboardType
        public var capitalizationType: CapitalizationType
        public var multiline: Bool
        public var autocorrect: Bool
        public var smartQuotes: Bool
        public var smartDashes: Bool

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
    public convenience init(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                            default defaultValue: String? = nil, inputOptions: String.IntentInputOptions,
                            requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, defaultValue: defaultValue,
                  options: Self.options(requestValueDialog, inputConnectionBehavior) { $0.textInput = inputOptions.model })
    }
}

extension IntentParameter where Value.UnwrappedType == Date {
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
        public let trueTitle: LocalizedStringResource
        public let falseTitle: LocalizedStringResource

        public init(true trueTitle: LocalizedStringResource, false falseTitle: LocalizedStringResource) {
            self.trueTitle = trueTitle
            self.falseTitle = falseTitle
        }
    }
}

extension IntentParameter where Value.UnwrappedType == Bool {
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
    public init(integerLiteral value: Int) { self.init(min: value, max: value) }
    public init(exactly count: Int) { self.init(min: count, max: count) }
}

extension IntentParameter where Value.UnwrappedType: IntentArrayValue {
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
    ) where Provider.DefaultValue == Value.UnwrappedType {
        self.init(title: title, description: description, defaultValue: defaultValue,
                  options: Self.options(requestValueDialog, inputConnectionBehavior),
                  optionsProvider: { try await optionsProvider.results().map(\.intentValue) })
    }
}
