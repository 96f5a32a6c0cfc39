import Foundation

extension MeasurementUnitNames {
    /// The units of a Angle measurement, by Apple's names for them (Foundation's).
    public enum Angle: IntentUnitName {
        case degrees, arcMinutes, arcSeconds, radians, gradians, revolutions

        /// Foundation's `UnitAngle` of this name.
        public var unit: UnitAngle {
            switch self {
            case .degrees: .degrees
            case .arcMinutes: .arcMinutes
            case .arcSeconds: .arcSeconds
            case .radians: .radians
            case .gradians: .gradians
            case .revolutions: .revolutions
            }
        }
    }
}

extension UnitAngle: IntentMeasurementUnit {
    /// Parameters of this unit measure `.angle`.
    public static var intentDimension: MeasurementDimension { .angle }
    /// The names `defaultUnit:` and `unit:` take for this dimension's units.
    public typealias UnitName = MeasurementUnitNames.Angle
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitAngle> {
    /// Apple's name for this family's units: `IntentParameter<Value>.Angle.degrees`.
    public typealias Angle = MeasurementUnitNames.Angle
}
