import Foundation

extension MeasurementUnitNames {
    /// The units of a ConcentrationMass measurement, by Apple's names for them (Foundation's).
    public enum ConcentrationMass: IntentUnitName {
        case gramsPerLiter, milligramsPerDeciliter

        /// Foundation's `UnitConcentrationMass` of this name.
        public var unit: UnitConcentrationMass {
            switch self {
            case .gramsPerLiter: .gramsPerLiter
            case .milligramsPerDeciliter: .milligramsPerDeciliter
            }
        }
    }
}

extension UnitConcentrationMass: IntentMeasurementUnit {
    /// Parameters of this unit measure `.concentrationMass`.
    public static var intentDimension: MeasurementDimension { .concentrationMass }
    /// The names `defaultUnit:` and `unit:` take for this dimension's units.
    public typealias UnitName = MeasurementUnitNames.ConcentrationMass
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitConcentrationMass> {
    /// Apple's name for this family's units: `IntentParameter<Value>.ConcentrationMass.gramsPerLiter`.
    public typealias ConcentrationMass = MeasurementUnitNames.ConcentrationMass
}
