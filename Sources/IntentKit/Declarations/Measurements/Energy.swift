import Foundation

extension MeasurementUnitNames {
    /// The units of a Energy measurement, by Apple's names for them (Foundation's).
    public enum Energy: IntentUnitName {
        case kilojoules, joules, kilocalories, calories, kilowattHours

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
    public static var intentDimension: MeasurementDimension { .energy }
    public typealias UnitName = MeasurementUnitNames.Energy
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitEnergy> {
    /// Apple's name for this family's units: `IntentParameter<Value>.Energy.kilojoules`.
    public typealias Energy = MeasurementUnitNames.Energy
}
