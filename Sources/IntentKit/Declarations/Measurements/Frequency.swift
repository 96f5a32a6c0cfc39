import Foundation

extension MeasurementUnitNames {
    /// The units of a Frequency measurement, by Apple's names for them (Foundation's).
    public enum Frequency: IntentUnitName {
        case terahertz, gigahertz, megahertz, kilohertz, hertz, millihertz, microhertz, nanohertz,
            framesPerSecond

        /// Foundation's `UnitFrequency` of this name.
        public var unit: UnitFrequency {
            switch self {
            case .terahertz: .terahertz
            case .gigahertz: .gigahertz
            case .megahertz: .megahertz
            case .kilohertz: .kilohertz
            case .hertz: .hertz
            case .millihertz: .millihertz
            case .microhertz: .microhertz
            case .nanohertz: .nanohertz
            case .framesPerSecond: .framesPerSecondUnit
            }
        }
    }
}

extension UnitFrequency: IntentMeasurementUnit {
    /// Parameters of this unit measure `.frequency`.
    public static var intentDimension: MeasurementDimension { .frequency }
    /// The names `defaultUnit:` and `unit:` take for this dimension's units.
    public typealias UnitName = MeasurementUnitNames.Frequency
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitFrequency> {
    /// Apple's name for this family's units: `IntentParameter<Value>.Frequency.terahertz`.
    public typealias Frequency = MeasurementUnitNames.Frequency
}

extension UnitFrequency {
    /// Frames per second, one per second: Apple's Foundation has it, the Linux one does not.
    static var framesPerSecondUnit: UnitFrequency {
        UnitFrequency(symbol: "FPS", converter: UnitConverterLinear(coefficient: 1))
    }
}
