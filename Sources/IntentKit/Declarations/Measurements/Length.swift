import Foundation

extension MeasurementUnitNames {
    /// The units of a Length measurement, by Apple's names for them (Foundation's).
    public enum Length: IntentUnitName {
        case megameters, kilometers, hectometers, decameters, meters, decimeters, centimeters, millimeters,
            micrometers, nanometers, picometers, inches, feet, yards, miles, scandinavianMiles, lightyears,
            nauticalMiles, fathoms, furlongs, astronomicalUnits, parsecs

        /// Foundation's `UnitLength` of this name.
        public var unit: UnitLength {
            switch self {
            case .megameters: .megameters
            case .kilometers: .kilometers
            case .hectometers: .hectometers
            case .decameters: .decameters
            case .meters: .meters
            case .decimeters: .decimeters
            case .centimeters: .centimeters
            case .millimeters: .millimeters
            case .micrometers: .micrometers
            case .nanometers: .nanometers
            case .picometers: .picometers
            case .inches: .inches
            case .feet: .feet
            case .yards: .yards
            case .miles: .miles
            case .scandinavianMiles: .scandinavianMiles
            case .lightyears: .lightyears
            case .nauticalMiles: .nauticalMiles
            case .fathoms: .fathoms
            case .furlongs: .furlongs
            case .astronomicalUnits: .astronomicalUnits
            case .parsecs: .parsecs
            }
        }
    }
}

extension UnitLength: IntentMeasurementUnit {
    /// Parameters of this unit measure `.length`.
    public static var intentDimension: MeasurementDimension { .length }
    /// The names `defaultUnit:` and `unit:` take for this dimension's units.
    public typealias UnitName = MeasurementUnitNames.Length
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitLength> {
    /// Apple's name for this family's units: `IntentParameter<Value>.Length.megameters`.
    public typealias Length = MeasurementUnitNames.Length
}
