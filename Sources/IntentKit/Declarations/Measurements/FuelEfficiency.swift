import Foundation

extension MeasurementUnitNames {
    /// The units of a FuelEfficiency measurement, by Apple's names for them (Foundation's).
    public enum FuelEfficiency: IntentUnitName {
        case litersPer100Kilometers, milesPerImperialGallon, milesPerGallon

        /// Foundation's `UnitFuelEfficiency` of this name.
        public var unit: UnitFuelEfficiency {
            switch self {
            case .litersPer100Kilometers: .litersPer100Kilometers
            case .milesPerImperialGallon: .milesPerImperialGallon
            case .milesPerGallon: .milesPerGallon
            }
        }
    }
}

extension UnitFuelEfficiency: IntentMeasurementUnit {
    /// Parameters of this unit measure `.fuelEfficiency`.
    public static var intentDimension: MeasurementDimension { .fuelEfficiency }
    /// The names `defaultUnit:` and `unit:` take for this dimension's units.
    public typealias UnitName = MeasurementUnitNames.FuelEfficiency
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitFuelEfficiency> {
    /// Apple's name for this family's units: `IntentParameter<Value>.FuelEfficiency.litersPer100Kilometers`.
    public typealias FuelEfficiency = MeasurementUnitNames.FuelEfficiency
}
