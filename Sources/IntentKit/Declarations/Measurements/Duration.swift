import Foundation

extension MeasurementUnitNames {
    /// The units of a Duration measurement, by Apple's names for them (Foundation's).
    public enum Duration: IntentUnitName {
        case hours, minutes, seconds, milliseconds, microseconds, nanoseconds, picoseconds

        /// Foundation's `UnitDuration` of this name.
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
    /// Parameters of this unit measure `.duration`.
    public static var intentDimension: MeasurementDimension { .duration }
    /// The names `defaultUnit:` and `unit:` take for this dimension's units.
    public typealias UnitName = MeasurementUnitNames.Duration
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitDuration> {
    /// Apple's name for this family's units: `IntentParameter<Value>.Duration.hours`.
    public typealias Duration = MeasurementUnitNames.Duration
}
