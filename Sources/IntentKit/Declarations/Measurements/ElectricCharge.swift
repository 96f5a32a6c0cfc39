import Foundation

extension MeasurementUnitNames {
    /// The units of a ElectricCharge measurement, by Apple's names for them (Foundation's).
    public enum ElectricCharge: IntentUnitName {
        case coulombs, megaampereHours, kiloampereHours, ampereHours, milliampereHours, microampereHours

        /// Foundation's `UnitElectricCharge` of this name.
        public var unit: UnitElectricCharge {
            switch self {
            case .coulombs: .coulombs
            case .megaampereHours: .megaampereHours
            case .kiloampereHours: .kiloampereHours
            case .ampereHours: .ampereHours
            case .milliampereHours: .milliampereHours
            case .microampereHours: .microampereHours
            }
        }
    }
}

extension UnitElectricCharge: IntentMeasurementUnit {
    /// Parameters of this unit measure `.electricCharge`.
    public static var intentDimension: MeasurementDimension { .electricCharge }
    /// The names `defaultUnit:` and `unit:` take for this dimension's units.
    public typealias UnitName = MeasurementUnitNames.ElectricCharge
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitElectricCharge> {
    /// Apple's name for this family's units: `IntentParameter<Value>.ElectricCharge.coulombs`.
    public typealias ElectricCharge = MeasurementUnitNames.ElectricCharge
}
