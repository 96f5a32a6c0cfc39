import Foundation

extension MeasurementUnitNames {
    /// The units of a Acceleration measurement, by Apple's names for them (Foundation's).
    public enum Acceleration: IntentUnitName {
        case metersPerSecondSquared, gravity

        /// Foundation's `UnitAcceleration` of this name.
        public var unit: UnitAcceleration {
            switch self {
            case .metersPerSecondSquared: .metersPerSecondSquared
            case .gravity: .gravity
            }
        }
    }
}

extension UnitAcceleration: IntentMeasurementUnit {
    /// Parameters of this unit measure `.acceleration`.
    public static var intentDimension: MeasurementDimension { .acceleration }
    /// The names `defaultUnit:` and `unit:` take for this dimension's units.
    public typealias UnitName = MeasurementUnitNames.Acceleration
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitAcceleration> {
    /// Apple's name for this family's units: `IntentParameter<Value>.Acceleration.metersPerSecondSquared`.
    public typealias Acceleration = MeasurementUnitNames.Acceleration
}
