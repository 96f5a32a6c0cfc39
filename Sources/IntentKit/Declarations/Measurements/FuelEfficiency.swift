import Foundation

extension MeasurementUnitNames {
    /// The units of a FuelEfficiency measurement, by Apple's names for them (Foundation's).
    public enum FuelEfficiency: IntentUnitName {
        case litersPer100Kilometers, milesPerImperialGallon, milesPerGallon

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
    public static var intentDimension: MeasurementDimension { .fuelEfficiency }
    public typealias UnitName = MeasurementUnitNames.FuelEfficiency
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitFuelEfficiency> {
    /// Apple's name for this family's units: `IntentParameter<Value>.FuelEfficiency.litersPer100Kilometers`.
    public typealias FuelEfficiency = MeasurementUnitNames.FuelEfficiency
}
