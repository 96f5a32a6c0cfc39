import Foundation

extension MeasurementUnitNames {
    /// The units of a ElectricCurrent measurement, by Apple's names for them (Foundation's).
    public enum ElectricCurrent: IntentUnitName {
        case megaamperes, kiloamperes, amperes, milliamperes, microamperes

        /// Foundation's `UnitElectricCurrent` of this name.
        public var unit: UnitElectricCurrent {
            switch self {
            case .megaamperes: .megaamperes
            case .kiloamperes: .kiloamperes
            case .amperes: .amperes
            case .milliamperes: .milliamperes
            case .microamperes: .microamperes
            }
        }
    }
}

extension UnitElectricCurrent: IntentMeasurementUnit {
    /// Parameters of this unit measure `.electricCurrent`.
    public static var intentDimension: MeasurementDimension { .electricCurrent }
    /// The names `defaultUnit:` and `unit:` take for this dimension's units.
    public typealias UnitName = MeasurementUnitNames.ElectricCurrent
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitElectricCurrent> {
    /// Apple's name for this family's units: `IntentParameter<Value>.ElectricCurrent.megaamperes`.
    public typealias ElectricCurrent = MeasurementUnitNames.ElectricCurrent
}
