import Foundation

extension MeasurementUnitNames {
    /// The units of a Area measurement, by Apple's names for them (Foundation's).
    public enum Area: IntentUnitName {
        case squareMegameters, squareKilometers, squareMeters, squareCentimeters, squareMillimeters,
            squareMicrometers, squareNanometers, squareInches, squareFeet, squareYards, squareMiles, acres,
            ares, hectares

        /// Foundation's `UnitArea` of this name.
        public var unit: UnitArea {
            switch self {
            case .squareMegameters: .squareMegameters
            case .squareKilometers: .squareKilometers
            case .squareMeters: .squareMeters
            case .squareCentimeters: .squareCentimeters
            case .squareMillimeters: .squareMillimeters
            case .squareMicrometers: .squareMicrometers
            case .squareNanometers: .squareNanometers
            case .squareInches: .squareInches
            case .squareFeet: .squareFeet
            case .squareYards: .squareYards
            case .squareMiles: .squareMiles
            case .acres: .acres
            case .ares: .ares
            case .hectares: .hectares
            }
        }
    }
}

extension UnitArea: IntentMeasurementUnit {
    /// Parameters of this unit measure `.area`.
    public static var intentDimension: MeasurementDimension { .area }
    /// The names `defaultUnit:` and `unit:` take for this dimension's units.
    public typealias UnitName = MeasurementUnitNames.Area
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitArea> {
    /// Apple's name for this family's units: `IntentParameter<Value>.Area.squareMegameters`.
    public typealias Area = MeasurementUnitNames.Area
}
