import Foundation

extension MeasurementUnitNames {
    /// The units of a Mass measurement, by Apple's names for them (Foundation's).
    public enum Mass: IntentUnitName {
        case kilograms, grams, decigrams, centigrams, milligrams, micrograms, nanograms, picograms, ounces,
            pounds, stones, metricTons, shortTons, carats, ouncesTroy, slugs

        /// Foundation's `UnitMass` of this name.
        public var unit: UnitMass {
            switch self {
            case .kilograms: .kilograms
            case .grams: .grams
            case .decigrams: .decigrams
            case .centigrams: .centigrams
            case .milligrams: .milligrams
            case .micrograms: .micrograms
            case .nanograms: .nanograms
            case .picograms: .picograms
            case .ounces: .ounces
            case .pounds: .pounds
            case .stones: .stones
            case .metricTons: .metricTons
            case .shortTons: .shortTons
            case .carats: .carats
            case .ouncesTroy: .ouncesTroy
            case .slugs: .slugs
            }
        }
    }
}

extension UnitMass: IntentMeasurementUnit {
    /// Parameters of this unit measure `.mass`.
    public static var intentDimension: MeasurementDimension { .mass }
    /// The names `defaultUnit:` and `unit:` take for this dimension's units.
    public typealias UnitName = MeasurementUnitNames.Mass
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitMass> {
    /// Apple's name for this family's units: `IntentParameter<Value>.Mass.kilograms`.
    public typealias Mass = MeasurementUnitNames.Mass
}
