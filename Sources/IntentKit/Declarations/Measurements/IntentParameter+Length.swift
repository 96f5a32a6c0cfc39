import Foundation

extension IntentParameter where Value.UnwrappedType == Measurement<UnitLength> {
    /// The units of a Length parameter by Apple's names for them, which are Foundation's.
    public enum Length: Sendable, Hashable, CaseIterable {
        case megameters, kilometers, hectometers, decameters, meters, decimeters, centimeters, millimeters,
            micrometers, nanometers, picometers, inches, feet, yards, miles, scandinavianMiles, lightyears,
            nauticalMiles, fathoms, furlongs, astronomicalUnits, parsecs

        /// The Foundation unit this case names.
        public var unit: UnitLength {
            switch self {
            case .megameters: .megameters
            case .kilometers: .kilometers
            case .hectometers: .hectometers
            case .decameters: .decameters
            case .meters: .meters
            case .decimeters: .decimeters
            case .centimeters: .centimeters
            case .millimeters: .millimeters
            case .micrometers: .micrometers
            case .nanometers: .nanometers
            case .picometers: .picometers
            case .inches: .inches
            case .feet: .feet
            case .yards: .yards
            case .miles: .miles
            case .scandinavianMiles: .scandinavianMiles
            case .lightyears: .lightyears
            case .nauticalMiles: .nauticalMiles
            case .fathoms: .fathoms
            case .furlongs: .furlongs
            case .astronomicalUnits: .astronomicalUnits
            case .parsecs: .parsecs
            }
        }
    }

    /// A measurement the user may give in any Length unit, starting from `defaultUnit`.
    public convenience init(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                            defaultValue: Double? = nil, defaultUnit: Length? = nil, defaultUnitAdjustForLocale: Bool = false,
                            supportsNegativeNumbers: Bool = true, requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, defaultValue: defaultValue, unit: defaultUnit?.unit, isFixed: false,
                  supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
    }

    /// A measurement always in `unit`.
    public convenience init(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                            defaultValue: Double? = nil, unit: Length, unitAdjustForLocale: Bool = false,
                            supportsNegativeNumbers: Bool = true, requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, defaultValue: defaultValue, unit: unit.unit, isFixed: true,
                  supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
    }
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitLength> {
    /// With resolvers, which are accepted and not applied (`Resolver`).
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil, defaultValue: Double? = nil,
        defaultUnit: Length? = nil, defaultUnitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
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
        unit: Length, unitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) {
        self.init(title: title, description: description, defaultValue: defaultValue, unit: unit,
                  unitAdjustForLocale: unitAdjustForLocale, supportsNegativeNumbers: supportsNegativeNumbers,
                  requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    }
}
