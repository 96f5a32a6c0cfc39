import Foundation

// Apple's measurement parameters, for every dimension at once: `defaultValue:` with a
// `defaultUnit:` the user may change, or `unit:` fixed, each unit a case of the dimension's
// enum (`.miles`), found through the unit type's `UnitName`.

extension IntentParameter {
    /// A measurement the user may give in any unit of its dimension, starting from `defaultUnit`.
    public convenience init<Unit: IntentMeasurementUnit>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil, defaultValue: Double? = nil,
        defaultUnit: Unit.UnitName? = nil, defaultUnitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value.UnwrappedType == Measurement<Unit> {
        self.init(title: title, description: description, defaultValue: defaultValue, unit: defaultUnit?.unit, isFixed: false,
                  supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
    }

    /// A measurement always in `unit`.
    public convenience init<Unit: IntentMeasurementUnit>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil, defaultValue: Double? = nil,
        unit: Unit.UnitName, unitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value.UnwrappedType == Measurement<Unit> {
        self.init(title: title, description: description, defaultValue: defaultValue, unit: unit.unit, isFixed: true,
                  supportsNegativeNumbers: supportsNegativeNumbers, requestValueDialog: requestValueDialog,
                  inputConnectionBehavior: inputConnectionBehavior)
    }

    /// With resolvers, which are accepted and not applied (`Resolver`).
    public convenience init<Unit: IntentMeasurementUnit, Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil, defaultValue: Double? = nil,
        defaultUnit: Unit.UnitName? = nil, defaultUnitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Value.UnwrappedType == Measurement<Unit> {
        self.init(title: title, description: description, defaultValue: defaultValue, defaultUnit: defaultUnit,
                  defaultUnitAdjustForLocale: defaultUnitAdjustForLocale, supportsNegativeNumbers: supportsNegativeNumbers,
                  requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    }

    /// With resolvers, which are accepted and not applied (`Resolver`).
    public convenience init<Unit: IntentMeasurementUnit, Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil, description: LocalizedStringResource? = nil, defaultValue: Double? = nil,
        unit: Unit.UnitName, unitAdjustForLocale: Bool = false, supportsNegativeNumbers: Bool = true,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value.UnwrappedType> resolvers: @escaping () -> Spec
    ) where Value.UnwrappedType == Measurement<Unit> {
        self.init(title: title, description: description, defaultValue: defaultValue, unit: unit,
                  unitAdjustForLocale: unitAdjustForLocale, supportsNegativeNumbers: supportsNegativeNumbers,
                  requestValueDialog: requestValueDialog, inputConnectionBehavior: inputConnectionBehavior)
    }
}
