import Foundation

extension MeasurementUnitNames {
    /// The units of a Temperature measurement, by Apple's names for them (Foundation's).
    public enum Temperature: IntentUnitName {
        case kelvin, celsius, fahrenheit

        /// Foundation's `UnitTemperature` of this name.
        public var unit: UnitTemperature {
            switch self {
            case .kelvin: .kelvin
            case .celsius: .celsius
            case .fahrenheit: .fahrenheit
            }
        }
    }
}

extension UnitTemperature: IntentMeasurementUnit {
    /// Parameters of this unit measure `.temperature`.
    public static var intentDimension: MeasurementDimension { .temperature }
    /// The names `defaultUnit:` and `unit:` take for this dimension's units.
    public typealias UnitName = MeasurementUnitNames.Temperature
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitTemperature> {
    /// Apple's name for this family's units: `IntentParameter<Value>.Temperature.kelvin`.
    public typealias Temperature = MeasurementUnitNames.Temperature
}
