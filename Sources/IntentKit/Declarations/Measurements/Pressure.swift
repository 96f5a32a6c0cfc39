import Foundation

extension MeasurementUnitNames {
    /// The units of a Pressure measurement, by Apple's names for them (Foundation's).
    public enum Pressure: IntentUnitName {
        case newtonsPerMetersSquared, gigapascals, megapascals, kilopascals, hectopascals, inchesOfMercury,
            bars, millibars, millimetersOfMercury, poundsForcePerSquareInch

        /// Foundation's `UnitPressure` of this name.
        public var unit: UnitPressure {
            switch self {
            case .newtonsPerMetersSquared: .newtonsPerMetersSquared
            case .gigapascals: .gigapascals
            case .megapascals: .megapascals
            case .kilopascals: .kilopascals
            case .hectopascals: .hectopascals
            case .inchesOfMercury: .inchesOfMercury
            case .bars: .bars
            case .millibars: .millibars
            case .millimetersOfMercury: .millimetersOfMercury
            case .poundsForcePerSquareInch: .poundsForcePerSquareInch
            }
        }
    }
}

extension UnitPressure: IntentMeasurementUnit {
    /// Parameters of this unit measure `.pressure`.
    public static var intentDimension: MeasurementDimension { .pressure }
    /// The names `defaultUnit:` and `unit:` take for this dimension's units.
    public typealias UnitName = MeasurementUnitNames.Pressure
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitPressure> {
    /// Apple's name for this family's units: `IntentParameter<Value>.Pressure.newtonsPerMetersSquared`.
    public typealias Pressure = MeasurementUnitNames.Pressure
}
