import Foundation

extension MeasurementUnitNames {
    /// The units of a ElectricPotentialDifference measurement, by Apple's names for them (Foundation's).
    public enum ElectricPotentialDifference: IntentUnitName {
        case megavolts, kilovolts, volts, millivolts, microvolts

        /// Foundation's `UnitElectricPotentialDifference` of this name.
        public var unit: UnitElectricPotentialDifference {
            switch self {
            case .megavolts: .megavolts
            case .kilovolts: .kilovolts
            case .volts: .volts
            case .millivolts: .millivolts
            case .microvolts: .microvolts
            }
        }
    }
}

extension UnitElectricPotentialDifference: IntentMeasurementUnit {
    /// Parameters of this unit measure `.electricPotentialDifference`.
    public static var intentDimension: MeasurementDimension { .electricPotentialDifference }
    /// The names `defaultUnit:` and `unit:` take for this dimension's units.
    public typealias UnitName = MeasurementUnitNames.ElectricPotentialDifference
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitElectricPotentialDifference> {
    /// Apple's name for this family's units: `IntentParameter<Value>.ElectricPotentialDifference.megavolts`.
    public typealias ElectricPotentialDifference = MeasurementUnitNames.ElectricPotentialDifference
}
