import Foundation

extension MeasurementUnitNames {
    /// The units of a Volume measurement, by Apple's names for them (Foundation's).
    public enum Volume: IntentUnitName {
        case megaliters, kiloliters, liters, deciliters, centiliters, milliliters, cubicKilometers,
            cubicMeters, cubicDecimeters, cubicCentimeters, cubicMillimeters, cubicInches, cubicFeet,
            cubicYards, cubicMiles, acreFeet, bushels, teaspoons, tablespoons, fluidOunces, cups, pints,
            quarts, gallons, imperialTeaspoons, imperialTablespoons, imperialFluidOunces, imperialPints,
            imperialQuarts, imperialGallons, metricCups

        /// Foundation's `UnitVolume` of this name.
        public var unit: UnitVolume {
            switch self {
            case .megaliters: .megaliters
            case .kiloliters: .kiloliters
            case .liters: .liters
            case .deciliters: .deciliters
            case .centiliters: .centiliters
            case .milliliters: .milliliters
            case .cubicKilometers: .cubicKilometers
            case .cubicMeters: .cubicMeters
            case .cubicDecimeters: .cubicDecimeters
            case .cubicCentimeters: .cubicCentimeters
            case .cubicMillimeters: .cubicMillimeters
            case .cubicInches: .cubicInches
            case .cubicFeet: .cubicFeet
            case .cubicYards: .cubicYards
            case .cubicMiles: .cubicMiles
            case .acreFeet: .acreFeet
            case .bushels: .bushels
            case .teaspoons: .teaspoons
            case .tablespoons: .tablespoons
            case .fluidOunces: .fluidOunces
            case .cups: .cups
            case .pints: .pints
            case .quarts: .quarts
            case .gallons: .gallons
            case .imperialTeaspoons: .imperialTeaspoons
            case .imperialTablespoons: .imperialTablespoons
            case .imperialFluidOunces: .imperialFluidOunces
            case .imperialPints: .imperialPints
            case .imperialQuarts: .imperialQuarts
            case .imperialGallons: .imperialGallons
            case .metricCups: .metricCups
            }
        }
    }
}

extension UnitVolume: IntentMeasurementUnit {
    /// Parameters of this unit measure `.volume`.
    public static var intentDimension: MeasurementDimension { .volume }
    /// The names `defaultUnit:` and `unit:` take for this dimension's units.
    public typealias UnitName = MeasurementUnitNames.Volume
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitVolume> {
    /// Apple's name for this family's units: `IntentParameter<Value>.Volume.megaliters`.
    public typealias Volume = MeasurementUnitNames.Volume
}
