import Foundation

extension IntentParameter where Value.UnwrappedType == Measurement<UnitVolume> {
    /// The units of a Volume parameter by Apple's names for them, which are Foundation's.
    public enum Volume: Sendable, Hashable, CaseIterable {
        case megaliters, kiloliters, liters, deciliters, centiliters, milliliters, cubicKilometers,
            cubicMeters, cubicDecimeters, cubicCentimeters, cubicMillimeters, cubicInches, cubicFeet,
            cubicYards, cubicMiles, acreFeet, bushels, teaspoons, tablespoons, fluidOunces, cups, pints,
            quarts, gallons, imperialTeaspoons, imperialTablespoons, imperialFluidOunces, imperialPints,
            imperialQuarts, imperialGallons, metricCups

        /// The Foundation unit this case names.
        public var unit: UnitVolume {
            switch self {
            case .megaliters: .megaliters
            case .kiloliters: .kiloliters
            case .liters: .liters
            case .deciliters: .deciliters
            case .centiliters: .centiliters
            case .milliliters: .milliliters
            case .cubicKilometers: .cubicKilometers
            case .cubicMeters: .cubicMeters
            case .cubicDecimeters: .cubicDecimeters
            case .cubicCentimeters: .cubicCentimeters
            case .cubicMillimeters: .cubicMillimeters
            case .cubicInches: .cubicInches
            case .cubicFeet: .cubicFeet
            case .cubicYards: .cubicYards
            case .cubicMiles: .cubicMiles
            case .acreFeet: .acreFeet
            case .bushels: .bushels
            case .teaspoons: .teaspoons
            case .tablespoons: .tablespoons
            case .fluidOunces: .fluidOunces
            case .cups: .cups
            case .pints: .pints
            case .quarts: .quarts
            case .gallons: .gallons
            case .imperialTeaspoons: .imperialTeaspoons
            case .imperialTablespoons: .imperialTablespoons
            case .imperialFluidOunces: .imperialFluidOunces
            case .imperialPints: .imperialPints
            case .imperialQuarts: .imperialQuarts
            case .imperialGallons: .imperialGallons
            case .metricCups: .metricCups
            }
        }
    }

    /// A measurement the user may give in any Volume unit, starting from `defaultUnit`.
    public convenience init(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                            defaultValue: Double? = nil, defaultUnit: Volume? = nil, defaultUnitAdjustForLocale: Bool = false,
                            supportsNegativeNumbers: Bool = true, requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, defaultValue: defaultValue, unit: defaultUnit?.unit, isFixed: false,
                  supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
    }

    /// A measurement always in `unit`.
    public convenience init(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                            defaultValue: Double? = nil, unit: Volume, unitAdjustForLocale: Bool = false,
                            supportsNegativeNumbers: Bool = true, requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, defaultValue: defaultValue, unit: unit.unit, isFixed: true,
                  supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
    }
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitVolume> {
    /// With resolvers, which are accepted and not applied (`Resolver`).
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil, defaultValue: Double? = nil,
        defaultUnit: Volume? = nil, defaultUnitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
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
        unit: Volume, unitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) {
        self.init(title: title, description: description, defaultValue: defaultValue, unit: unit,
                  unitAdjustForLocale: unitAdjustForLocale, supportsNegativeNumbers: supportsNegativeNumbers,
                  requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    }
}
