import Foundation

extension MeasurementUnitNames {
    /// The units of a ElectricResistance measurement, by Apple's names for them (Foundation's).
    public enum ElectricResistance: IntentUnitName {
        case megaohms, kiloohms, ohms, milliohms, microohms

        /// Foundation's `UnitElectricResistance` of this name.
        public var unit: UnitElectricResistance {
            switch self {
            case .megaohms: .megaohms
            case .kiloohms: .kiloohms
            case .ohms: .ohms
            case .milliohms: .milliohms
            case .microohms: .microohms
            }
        }
    }
}

extension UnitElectricResistance: IntentMeasurementUnit {
    /// Parameters of this unit measure `.electricResistance`.
    public static var intentDimension: MeasurementDimension { .electricResistance }
    /// The names `defaultUnit:` and `unit:` take for this dimension's units.
    public typealias UnitName = MeasurementUnitNames.ElectricResistance
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitElectricResistance> {
    /// Apple's name for this family's units: `IntentParameter<Value>.ElectricResistance.megaohms`.
    public typealias ElectricResistance = MeasurementUnitNames.ElectricResistance
}
