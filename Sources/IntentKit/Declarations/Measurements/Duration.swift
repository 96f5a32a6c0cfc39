import Foundation

extension MeasurementUnitNames {
    /// The units of a Duration measurement, by Apple's names for them (Foundation's).
    public enum Duration: IntentUnitName {
        case hours, minutes, seconds, milliseconds, microseconds, nanoseconds, picoseconds

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
}

extension UnitDuration: IntentMeasurementUnit {
    public static var intentDimension: MeasurementDimension { .duration }
    public typealias UnitName = MeasurementUnitNames.Duration
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitDuration> {
    /// Apple's name for this family's units: `IntentParameter<Value>.Duration.hours`.
    public typealias Duration = MeasurementUnitNames.Duration
}
