import Foundation

extension MeasurementUnitNames {
    /// The units of a Illuminance measurement, by Apple's names for them (Foundation's).
    public enum Illuminance: IntentUnitName {
        case lux

        /// Foundation's `UnitIlluminance` of this name.
        public var unit: UnitIlluminance {
            switch self {
            case .lux: .lux
            }
        }
    }
}

extension UnitIlluminance: IntentMeasurementUnit {
    /// Parameters of this unit measure `.illuminance`.
    public static var intentDimension: MeasurementDimension { .illuminance }
    /// The names `defaultUnit:` and `unit:` take for this dimension's units.
    public typealias UnitName = MeasurementUnitNames.Illuminance
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitIlluminance> {
    /// Apple's name for this family's units: `IntentParameter<Value>.Illuminance.lux`.
    public typealias Illuminance = MeasurementUnitNames.Illuminance
}
