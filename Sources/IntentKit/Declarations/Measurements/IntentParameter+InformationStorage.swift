import Foundation

extension IntentParameter where Value.UnwrappedType == Measurement<UnitInformationStorage> {
    /// The units of a InformationStorage parameter by Apple's names for them, which are Foundation's.
    public enum InformationStorage: Sendable, Hashable, CaseIterable {
        case bytes, bits, nibbles, yottabytes, zettabytes, exabytes, petabytes, terabytes, gigabytes,
            megabytes, kilobytes, yottabits, zettabits, exabits, petabits, terabits, gigabits, megabits,
            kilobits, yobibytes, zebibytes, exbibytes, pebibytes, tebibytes, gibibytes, mebibytes, kibibytes,
            yobibits, zebibits, exbibits, pebibits, tebibits, gibibits, mebibits, kibibits

        /// The Foundation unit this case names.
        public var unit: UnitInformationStorage {
            switch self {
            case .bytes: .bytes
            case .bits: .bits
            case .nibbles: .nibbles
            case .yottabytes: .yottabytes
            case .zettabytes: .zettabytes
            case .exabytes: .exabytes
            case .petabytes: .petabytes
            case .terabytes: .terabytes
            case .gigabytes: .gigabytes
            case .megabytes: .megabytes
            case .kilobytes: .kilobytes
            case .yottabits: .yottabits
            case .zettabits: .zettabits
            case .exabits: .exabits
            case .petabits: .petabits
            case .terabits: .terabits
            case .gigabits: .gigabits
            case .megabits: .megabits
            case .kilobits: .kilobits
            case .yobibytes: .yobibytes
            case .zebibytes: .zebibytes
            case .exbibytes: .exbibytes
            case .pebibytes: .pebibytes
            case .tebibytes: .tebibytes
            case .gibibytes: .gibibytes
            case .mebibytes: .mebibytes
            case .kibibytes: .kibibytes
            case .yobibits: .yobibits
            case .zebibits: .zebibits
            case .exbibits: .exbibits
            case .pebibits: .pebibits
            case .tebibits: .tebibits
            case .gibibits: .gibibits
            case .mebibits: .mebibits
            case .kibibits: .kibibits
            }
        }
    }

    /// A measurement the user may give in any InformationStorage unit, starting from `defaultUnit`.
    public convenience init(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                            defaultValue: Double? = nil, defaultUnit: InformationStorage? = nil, defaultUnitAdjustForLocale: Bool = false,
                            supportsNegativeNumbers: Bool = true, requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, defaultValue: defaultValue, unit: defaultUnit?.unit, isFixed: false,
                  supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
    }

    /// A measurement always in `unit`.
    public convenience init(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                            defaultValue: Double? = nil, unit: InformationStorage, unitAdjustForLocale: Bool = false,
                            supportsNegativeNumbers: Bool = true, requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, defaultValue: defaultValue, unit: unit.unit, isFixed: true,
                  supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
    }
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitInformationStorage> {
    /// With resolvers, which are accepted and not applied (`Resolver`).
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil, defaultValue: Double? = nil,
        defaultUnit: InformationStorage? = nil, defaultUnitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) {
        self.init(title: title, description: description, defaultValue: defaultValue, defaultUnit: defaultUnit,
                  defaultUnitAdjustForLocale: defaultUnitAdjustForLocale, supportsNegativeNumbers: supportsNegativeNumbers,
                  requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    }

    /// With resolvers, which are accepted and not applied (`Resolver`).
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil, defaultValue: Double? = nil,
        unit: InformationStorage, unitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) {
        self.init(title: title, description: description, defaultValue: defaultValue, unit: unit,
                  unitAdjustForLocale: unitAdjustForLocale, supportsNegativeNumbers: supportsNegativeNumbers,
                  requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    }
}
