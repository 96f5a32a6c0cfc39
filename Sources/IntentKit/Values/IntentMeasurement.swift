import Foundation

/// The physical quantity a measurement belongs to. Open-ended (a raw string) so that documents
/// written by a newer version with more dimensions still load.
public struct MeasurementDimension: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let length = Self(rawValue: "length")
    public static let duration = Self(rawValue: "duration")
    public static let temperature = Self(rawValue: "temperature")
    public static let mass = Self(rawValue: "mass")
    public static let speed = Self(rawValue: "speed")
    public static let volume = Self(rawValue: "volume")
    public static let energy = Self(rawValue: "energy")
    public static let angle = Self(rawValue: "angle")

    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// A number with a unit, the unit named by its symbol ("mi", "°C") so that a document stays
/// readable and does not depend on Foundation's class hierarchy.
public struct IntentMeasurement: Sendable, Hashable, Codable {
    public var value: Double
    public var unit: String
    public var dimension: MeasurementDimension

    public init(value: Double, unit: String, dimension: MeasurementDimension) {
        self.value = value
        self.unit = unit
        self.dimension = dimension
    }

    /// The value in the dimension's base unit, for comparing measurements in different units;
    /// nil when the unit is not one Foundation knows.
    public var valueInBaseUnit: Double? {
        guard let unit = MeasurementUnits.unit(symbol: unit, in: dimension) else { return nil }
        return unit.converter.baseUnitValue(fromValue: value)
    }
}

/// Foundation's units by dimension, so a symbol read from a file can be turned back into a
/// `Dimension` for conversion and for bridging to `Measurement<UnitType>`.
public enum MeasurementUnits {
    public static func units(in dimension: MeasurementDimension) -> [Dimension] {
        switch dimension {
        case .length:
            [UnitLength.meters, UnitLength.kilometers, UnitLength.centimeters, UnitLength.millimeters, UnitLength.miles, UnitLength.yards, UnitLength.feet, UnitLength.inches, UnitLength.nauticalMiles, UnitLength.decimeters, UnitLength.micrometers]
        case .duration:
            [UnitDuration.seconds, UnitDuration.minutes, UnitDuration.hours, UnitDuration.milliseconds]
        case .temperature:
            [UnitTemperature.celsius, UnitTemperature.fahrenheit, UnitTemperature.kelvin]
        case .mass:
            [UnitMass.kilograms, UnitMass.grams, UnitMass.milligrams, UnitMass.pounds, UnitMass.ounces, UnitMass.stones, UnitMass.metricTons]
        case .speed:
            [UnitSpeed.kilometersPerHour, UnitSpeed.metersPerSecond, UnitSpeed.milesPerHour, UnitSpeed.knots]
        case .volume:
            [UnitVolume.liters, UnitVolume.milliliters, UnitVolume.cubicMeters, UnitVolume.gallons, UnitVolume.quarts, UnitVolume.pints, UnitVolume.cups, UnitVolume.fluidOunces]
        case .energy:
            [UnitEnergy.joules, UnitEnergy.kilojoules, UnitEnergy.calories, UnitEnergy.kilocalories, UnitEnergy.kilowattHours]
        case .angle:
            [UnitAngle.degrees, UnitAngle.radians]
        default:
            []
        }
    }

    public static func unit(symbol: String, in dimension: MeasurementDimension) -> Dimension? {
        units(in: dimension).first { $0.symbol == symbol }
    }

    /// The symbols a user may type for a dimension, in the order a picker offers them.
    public static func symbols(in dimension: MeasurementDimension) -> [String] {
        units(in: dimension).map(\.symbol)
    }
}
