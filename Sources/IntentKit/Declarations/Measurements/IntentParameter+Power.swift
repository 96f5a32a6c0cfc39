import Foundation

extension IntentParameter where Value.UnwrappedType == Measurement<UnitPower> {
    /// The units of a Power parameter by Apple's names for them, which are Foundation's.
    public enum Power: Sendable, Hashable, CaseIterable {
        case terawatts, gigawatts, megawatts, kilowatts, watts, milliwatts, microwatts, nanowatts, picowatts,
            femtowatts, horsepower

        /// The Foundation unit this case names.
        public var unit: UnitPower {
            switch self {
            case .terawatts: .terawatts
            case .gigawatts: .gigawatts
            case .megawatts: .megawatts
            case .kilowatts: .kilowatts
            case .watts: .watts
            case .milliwatts: .milliwatts
            case .microwatts: .microwatts
            case .nanowatts: .nanowatts
            case .picowatts: .picowatts
            case .femtowatts: .femtowatts
            case .horsepower: .horsepower
            }
        }
    }

    /// A measurement the user may give in any Power unit, starting from `defaultUnit`.
    public convenience init(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                            defaultValue: Double? = nil, defaultUnit: Power? = nil, defaultUnitAdjustForLocale: Bool = false,
                            supportsNegativeNumbers: Bool = true, requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, defaultValue: defaultValue, unit: defaultUnit?.unit, isFixed: false,
                  supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
    }

    /// A measurement always in `unit`.
    public convenience init(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                            defaultValue: Double? = nil, unit: Power, unitAdjustForLocale: Bool = false,
                            supportsNegativeNumbers: Bool = true, requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, defaultValue: defaultValue, unit: unit.unit, isFixed: true,
                  supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
    }
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitPower> {
    /// With resolvers, which are accepted and not applied (`Resolver`).
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil, defaultValue: Double? = nil,
        defaultUnit: Power? = nil, defaultUnitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
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
        unit: Power, unitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) {
        self.init(title: title, description: description, defaultValue: defaultValue, unit: unit,
                  unitAdjustForLocale: unitAdjustForLocale, supportsNegativeNumbers: supportsNegativeNumbers,
                  requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    }
}
