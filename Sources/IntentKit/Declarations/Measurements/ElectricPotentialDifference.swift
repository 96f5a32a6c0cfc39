import Foundation

extension MeasurementUnitNames {
    /// The units of a ElectricPotentialDifference measurement, by Apple's names for them (Foundation's).
    public enum ElectricPotentialDifference: IntentUnitName {
        case megavolts, kilovolts, volts, millivolts, microvolts

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
    public static var intentDimension: MeasurementDimension { .electricPotentialDifference }
    public typealias UnitName = MeasurementUnitNames.ElectricPotentialDifference
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitElectricPotentialDifference> {
    /// Apple's name for this family's units: `IntentParameter<Value>.ElectricPotentialDifference.megavolts`.
    public typealias ElectricPotentialDifference = MeasurementUnitNames.ElectricPotentialDifference
}
