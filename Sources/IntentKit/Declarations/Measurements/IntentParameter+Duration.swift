import Foundation

extension IntentParameter where Value.UnwrappedType == Measurement<UnitDuration> {
    /// The units of a Duration parameter by Apple's names for them, which are Foundation's.
    public enum Duration: Sendable, Hashable, CaseIterable {
        case hours, minutes, seconds, milliseconds, microseconds, nanoseconds, picoseconds

        /// The Foundation unit this case names.
        public var unit: UnitDuration {
            switch self {
            case .hours: .hours
            case .minutes: .minutes
            case .seconds: .seconds
            case .milliseconds: .milliseconds
            case .microseconds: .microseconds
            case .nanoseconds: .nanoseconds
            case .picoseconds: .picoseconds
            }
        }
    }

    /// A measurement the user may give in any Duration unit, starting from `defaultUnit`.
    public convenience init(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                            defaultValue: Double? = nil, defaultUnit: Duration? = nil, defaultUnitAdjustForLocale: Bool = false,
                            supportsNegativeNumbers: Bool = true, requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, defaultValue: defaultValue, unit: defaultUnit?.unit, isFixed: false,
                  supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
    }

    /// A measurement always in `unit`.
    public convenience init(title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil,
                            defaultValue: Double? = nil, unit: Duration, unitAdjustForLocale: Bool = false,
                            supportsNegativeNumbers: Bool = true, requestValueDialog: IntentDialog? = nil,
                            inputConnectionBehavior: InputConnectionBehavior = .default) {
        self.init(title: title, description: description, defaultValue: defaultValue, unit: unit.unit, isFixed: true,
                  supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
    }
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitDuration> {
    /// With resolvers, which are accepted and not applied (`Resolver`).
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil, defaultValue: Double? = nil,
        defaultUnit: Duration? = nil, defaultUnitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
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
        unit: Duration, unitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) {
        self.init(title: title, description: description, defaultValue: defaultValue, unit: unit,
                  unitAdjustForLocale: unitAdjustForLocale, supportsNegativeNumbers: supportsNegativeNumbers,
                  requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    }
}
