import Foundation

extension MeasurementUnitNames {
    /// The units of a Acceleration measurement, by Apple's names for them (Foundation's).
    public enum Acceleration: IntentUnitName {
        case metersPerSecondSquared, gravity

        public var unit: UnitAcceleration {
            switch self {
            case .metersPerSecondSquared: .metersPerSecondSquared
            case .gravity: .gravity
            }
        }
    }
}

extension UnitAcceleration: IntentMeasurementUnit {
    public static var intentDimension: MeasurementDimension { .acceleration }
    public typealias UnitName = MeasurementUnitNames.Acceleration
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitAcceleration> {
    /// Apple's name for this family's units: `IntentParameter<Value>.Acceleration.metersPerSecondSquared`.
    public typealias Acceleration = MeasurementUnitNames.Acceleration
}
