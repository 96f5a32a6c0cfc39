import Foundation

extension MeasurementUnitNames {
    /// The units of a Dispersion measurement, by Apple's names for them (Foundation's).
    public enum Dispersion: IntentUnitName {
        case partsPerMillion

        /// Foundation's `UnitDispersion` of this name.
        public var unit: UnitDispersion {
            switch self {
            case .partsPerMillion: .partsPerMillion
            }
        }
    }
}

extension UnitDispersion: IntentMeasurementUnit {
    /// Parameters of this unit measure `.dispersion`.
    public static var intentDimension: MeasurementDimension { .dispersion }
    /// The names `defaultUnit:` and `unit:` take for this dimension's units.
    public typealias UnitName = MeasurementUnitNames.Dispersion
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitDispersion> {
    /// Apple's name for this family's units: `IntentParameter<Value>.Dispersion.partsPerMillion`.
    public typealias Dispersion = MeasurementUnitNames.Dispersion
}
