import Foundation

extension MeasurementUnitNames {
    /// The units of a Speed measurement, by Apple's names for them (Foundation's).
    public enum Speed: IntentUnitName {
        case metersPerSecond, kilometersPerHour, milesPerHour, knots

        public var unit: UnitSpeed {
            switch self {
            case .metersPerSecond: .metersPerSecond
            case .kilometersPerHour: .kilometersPerHour
            case .milesPerHour: .milesPerHour
            case .knots: .knots
            }
        }
    }
}

extension UnitSpeed: IntentMeasurementUnit {
    public static var intentDimension: MeasurementDimension { .speed }
    public typealias UnitName = MeasurementUnitNames.Speed
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitSpeed> {
    /// Apple's name for this family's units: `IntentParameter<Value>.Speed.metersPerSecond`.
    public typealias Speed = MeasurementUnitNames.Speed
}
