import Foundation

extension MeasurementUnitNames {
    /// The units of a ElectricCurrent measurement, by Apple's names for them (Foundation's).
    public enum ElectricCurrent: IntentUnitName {
        case megaamperes, kiloamperes, amperes, milliamperes, microamperes

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
    public static var intentDimension: MeasurementDimension { .electricCurrent }
    public typealias UnitName = MeasurementUnitNames.ElectricCurrent
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitElectricCurrent> {
    /// Apple's name for this family's units: `IntentParameter<Value>.ElectricCurrent.megaamperes`.
    public typealias ElectricCurrent = MeasurementUnitNames.ElectricCurrent
}
