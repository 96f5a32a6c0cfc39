import Foundation

extension MeasurementUnitNames {
    /// The units of a Energy measurement, by Apple's names for them (Foundation's).
    public enum Energy: IntentUnitName {
        case kilojoules, joules, kilocalories, calories, kilowattHours

        /// Foundation's `UnitEnergy` of this name.
        public var unit: UnitEnergy {
            switch self {
            case .kilojoules: .kilojoules
            case .joules: .joules
            case .kilocalories: .kilocalories
            case .calories: .calories
            case .kilowattHours: .kilowattHours
            }
        }
    }
}

extension UnitEnergy: IntentMeasurementUnit {
    /// Parameters of this unit measure `.energy`.
    public static var intentDimension: MeasurementDimension { .energy }
    /// The names `defaultUnit:` and `unit:` take for this dimension's units.
    public typealias UnitName = MeasurementUnitNames.Energy
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitEnergy> {
    /// Apple's name for this family's units: `IntentParameter<Value>.Energy.kilojoules`.
    public typealias Energy = MeasurementUnitNames.Energy
}
