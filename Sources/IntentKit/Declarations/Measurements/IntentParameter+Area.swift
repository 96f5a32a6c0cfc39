import Foundation

extension IntentParameter where Value.UnwrappedType == Measurement<UnitArea> {
    /// The units of a Area parameter by Apple's names for them, which are Foundation's.
    public enum Area: Sendable, Hashable, CaseIterable {
        case squareMegameters, squareKilometers, squareMeters, squareCentimeters, squareMillimeters,
            squareMicrometers, squareNanometers, squareInches, squareFeet, squareYards, squareMiles, acres,
            ares, hectares

        /// The Foundation unit this case names.
        public var unit: UnitArea {
            switch self {
            case .squareMegameters: .squareMegameters
            case .squareKilometers: .squareKilometers
            case .squareMeters: .squareMeters
            case .squareCentimeters: .squareCentimeters
            case .squareMillimeters: .squareMillimeters
            case .squareMicrometers: .squareMicrometers
            case .squareNanometers: .squareNanometers
            case .squareInches: .squareInches
            case .squareFeet: .squareFeet
            case .squareYards: .squareYards
            case .squareMiles: .squareMiles
            case .acres: .acres
            case .ares: .ares
            case .hectares: .hectares
            }
        }
    }

    /// A measurement the user may give in any Area unit, starting from `defaultUnit`.
    public convenience init(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                            defaultValue: Double? = nil, defaultUnit: Area? = nil, defaultUnitAdjustForLocale: Bool = false,
                            supportsNegativeNumbers: Bool = true, requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, defaultValue: defaultValue, unit: defaultUnit?.unit, isFixed: false,
                  supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
    }

    /// A measurement always in `unit`.
    public convenience init(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                            defaultValue: Double? = nil, unit: Area, unitAdjustForLocale: Bool = false,
                            supportsNegativeNumbers: Bool = true, requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, defaultValue: defaultValue, unit: unit.unit, isFixed: true,
                  supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
    }
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitArea> {
    /// With resolvers, which are accepted and not applied (`Resolver`).
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil, defaultValue: Double? = nil,
        defaultUnit: Area? = nil, defaultUnitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
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
        unit: Area, unitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) {
        self.init(title: title, description: description, defaultValue: defaultValue, unit: unit,
                  unitAdjustForLocale: unitAdjustForLocale, supportsNegativeNumbers: supportsNegativeNumbers,
                  requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    }
}
