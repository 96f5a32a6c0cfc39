import Foundation

extension MeasurementUnitNames {
    /// The units of a Speed measurement, by Apple's names for them (Foundation's).
    public enum Speed: IntentUnitName {
        case metersPerSecond, kilometersPerHour, milesPerHour, knots

        /// Foundation's `UnitSpeed` of this name.
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
    /// Parameters of this unit measure `.speed`.
    public static var intentDimension: MeasurementDimension { .speed }
    /// The names `defaultUnit:` and `unit:` take for this dimension's units.
    public typealias UnitName = MeasurementUnitNames.Speed
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitSpeed> {
    /// Apple's name for this family's units: `IntentParameter<Value>.Speed.metersPerSecond`.
    public typealias Speed = MeasurementUnitNames.Speed
}
