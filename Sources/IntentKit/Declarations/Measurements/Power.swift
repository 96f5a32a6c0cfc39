import Foundation

extension MeasurementUnitNames {
    /// The units of a Power measurement, by Apple's names for them (Foundation's).
    public enum Power: IntentUnitName {
        case terawatts, gigawatts, megawatts, kilowatts, watts, milliwatts, microwatts, nanowatts, picowatts,
            femtowatts, horsepower

        /// Foundation's `UnitPower` of this name.
        public var unit: UnitPower {
            switch self {
            case .terawatts: .terawatts
            case .gigawatts: .gigawatts
            case .megawatts: .megawatts
            case .kilowatts: .kilowatts
            case .watts: .watts
            case .milliwatts: .milliwatts
            case .microwatts: .microwatts
            case .nanowatts: .nanowatts
            case .picowatts: .picowatts
            case .femtowatts: .femtowatts
            case .horsepower: .horsepower
            }
        }
    }
}

extension UnitPower: IntentMeasurementUnit {
    /// Parameters of this unit measure `.power`.
    public static var intentDimension: MeasurementDimension { .power }
    /// The names `defaultUnit:` and `unit:` take for this dimension's units.
    public typealias UnitName = MeasurementUnitNames.Power
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitPower> {
    /// Apple's name for this family's units: `IntentParameter<Value>.Power.terawatts`.
    public typealias Power = MeasurementUnitNames.Power
}
