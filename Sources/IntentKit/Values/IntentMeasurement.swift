import Foundation

/// The physical quantity a measurement belongs to. Open-ended (a raw string) so that documents
/// written by a newer version with more dimensions still load.
public struct MeasurementDimension: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The dimension's name, as documents save it ("length").
    public var rawValue: String
    /// A dimension by name; one this version does not know is kept as it is.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Foundation's `UnitAcceleration`: acceleration.
    public static let acceleration = Self(rawValue: "acceleration")
    /// Foundation's `UnitAngle`: angle.
    public static let angle = Self(rawValue: "angle")
    /// Foundation's `UnitArea`: area.
    public static let area = Self(rawValue: "area")
    /// Foundation's `UnitConcentrationMass`: concentration by mass.
    public static let concentrationMass = Self(rawValue: "concentrationMass")
    /// Foundation's `UnitDispersion`: dispersion (parts per million).
    public static let dispersion = Self(rawValue: "dispersion")
    /// Foundation's `UnitDuration`: duration.
    public static let duration = Self(rawValue: "duration")
    /// Foundation's `UnitElectricCharge`: electric charge.
    public static let electricCharge = Self(rawValue: "electricCharge")
    /// Foundation's `UnitElectricCurrent`: electric current.
    public static let electricCurrent = Self(rawValue: "electricCurrent")
    /// Foundation's `UnitElectricPotentialDifference`: electric potential difference.
    public static let electricPotentialDifference = Self(rawValue: "electricPotentialDifference")
    /// Foundation's `UnitElectricResistance`: electric resistance.
    public static let electricResistance = Self(rawValue: "electricResistance")
    /// Foundation's `UnitEnergy`: energy.
    public static let energy = Self(rawValue: "energy")
    /// Foundation's `UnitFrequency`: frequency.
    public static let frequency = Self(rawValue: "frequency")
    /// Foundation's `UnitFuelEfficiency`: fuel efficiency.
    public static let fuelEfficiency = Self(rawValue: "fuelEfficiency")
    /// Foundation's `UnitIlluminance`: illuminance.
    public static let illuminance = Self(rawValue: "illuminance")
    /// Foundation's `UnitInformationStorage`: information storage.
    public static let informationStorage = Self(rawValue: "informationStorage")
    /// Foundation's `UnitLength`: length.
    public static let length = Self(rawValue: "length")
    /// Foundation's `UnitMass`: mass.
    public static let mass = Self(rawValue: "mass")
    /// Foundation's `UnitPower`: power.
    public static let power = Self(rawValue: "power")
    /// Foundation's `UnitPressure`: pressure.
    public static let pressure = Self(rawValue: "pressure")
    /// Foundation's `UnitSpeed`: speed.
    public static let speed = Self(rawValue: "speed")
    /// Foundation's `UnitTemperature`: temperature.
    public static let temperature = Self(rawValue: "temperature")
    /// Foundation's `UnitVolume`: volume.
    public static let volume = Self(rawValue: "volume")

    /// The dimension's name.
    public var description: String { rawValue }

    /// Read from its name, a plain string.
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }

    /// Written as its name, a plain string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// A number with a unit, the unit named by its symbol ("mi", "°C") so that a document stays
/// readable and does not depend on Foundation's class hierarchy.
public struct IntentMeasurement: Sendable, Hashable, Codable {
    /// The number, in `unit`.
    public var value: Double
    /// The unit's symbol ("mi", "°C"), as Foundation writes it.
    public var unit: String
    /// What is measured: length, mass, temperature…
    public var dimension: MeasurementDimension

    /// `IntentMeasurement(value: 5, unit: "mi", dimension: .length)`.
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
/// `Dimension` for conversion and for bridging to `Measurement<UnitType>`. The common units
/// come first, in the order a picker offers them. Where Foundation gives two units one symbol
/// (US and imperial pints are both "pt"), the first wins: values are saved by symbol.
public enum MeasurementUnits {
    /// Foundation's units of a dimension, the common ones first; empty for a dimension this version
    /// does not know.
    public static func units(in dimension: MeasurementDimension) -> [Dimension] {
        switch dimension {
        case .acceleration:
            [UnitAcceleration.metersPerSecondSquared, UnitAcceleration.gravity]
        case .angle:
            [UnitAngle.degrees, UnitAngle.radians, UnitAngle.arcMinutes, UnitAngle.arcSeconds, UnitAngle.gradians, UnitAngle.revolutions]
        case .area:
            [UnitArea.squareMegameters, UnitArea.squareKilometers, UnitArea.squareMeters, UnitArea.squareCentimeters, UnitArea.squareMillimeters, UnitArea.squareMicrometers, UnitArea.squareNanometers, UnitArea.squareInches, UnitArea.squareFeet, UnitArea.squareYards, UnitArea.squareMiles, UnitArea.acres, UnitArea.ares, UnitArea.hectares]
        case .concentrationMass:
            [UnitConcentrationMass.gramsPerLiter, UnitConcentrationMass.milligramsPerDeciliter]
        case .dispersion:
            [UnitDispersion.partsPerMillion]
        case .duration:
            [UnitDuration.seconds, UnitDuration.minutes, UnitDuration.hours, UnitDuration.milliseconds, UnitDuration.microseconds, UnitDuration.nanoseconds, UnitDuration.picoseconds]
        case .electricCharge:
            [UnitElectricCharge.coulombs, UnitElectricCharge.megaampereHours, UnitElectricCharge.kiloampereHours, UnitElectricCharge.ampereHours, UnitElectricCharge.milliampereHours, UnitElectricCharge.microampereHours]
        case .electricCurrent:
            [UnitElectricCurrent.megaamperes, UnitElectricCurrent.kiloamperes, UnitElectricCurrent.amperes, UnitElectricCurrent.milliamperes, UnitElectricCurrent.microamperes]
        case .electricPotentialDifference:
            [UnitElectricPotentialDifference.megavolts, UnitElectricPotentialDifference.kilovolts, UnitElectricPotentialDifference.volts, UnitElectricPotentialDifference.millivolts, UnitElectricPotentialDifference.microvolts]
        case .electricResistance:
            [UnitElectricResistance.megaohms, UnitElectricResistance.kiloohms, UnitElectricResistance.ohms, UnitElectricResistance.milliohms, UnitElectricResistance.microohms]
        case .energy:
            [UnitEnergy.joules, UnitEnergy.kilojoules, UnitEnergy.calories, UnitEnergy.kilocalories, UnitEnergy.kilowattHours]
        case .frequency:
            [UnitFrequency.terahertz, UnitFrequency.gigahertz, UnitFrequency.megahertz, UnitFrequency.kilohertz, UnitFrequency.hertz, UnitFrequency.millihertz, UnitFrequency.microhertz, UnitFrequency.nanohertz, UnitFrequency.framesPerSecondUnit]
        case .fuelEfficiency:
            [UnitFuelEfficiency.litersPer100Kilometers, UnitFuelEfficiency.milesPerImperialGallon, UnitFuelEfficiency.milesPerGallon]
        case .illuminance:
            [UnitIlluminance.lux]
        case .informationStorage:
            [UnitInformationStorage.bytes, UnitInformationStorage.bits, UnitInformationStorage.nibbles, UnitInformationStorage.yottabytes, UnitInformationStorage.zettabytes, UnitInformationStorage.exabytes, UnitInformationStorage.petabytes, UnitInformationStorage.terabytes, UnitInformationStorage.gigabytes, UnitInformationStorage.megabytes, UnitInformationStorage.kilobytes, UnitInformationStorage.yottabits, UnitInformationStorage.zettabits, UnitInformationStorage.exabits, UnitInformationStorage.petabits, UnitInformationStorage.terabits, UnitInformationStorage.gigabits, UnitInformationStorage.megabits, UnitInformationStorage.kilobits, UnitInformationStorage.yobibytes, UnitInformationStorage.zebibytes, UnitInformationStorage.exbibytes, UnitInformationStorage.pebibytes, UnitInformationStorage.tebibytes, UnitInformationStorage.gibibytes, UnitInformationStorage.mebibytes, UnitInformationStorage.kibibytes, UnitInformationStorage.yobibits, UnitInformationStorage.zebibits, UnitInformationStorage.exbibits, UnitInformationStorage.pebibits, UnitInformationStorage.tebibits, UnitInformationStorage.gibibits, UnitInformationStorage.mebibits, UnitInformationStorage.kibibits]
        case .length:
            [UnitLength.meters, UnitLength.kilometers, UnitLength.centimeters, UnitLength.millimeters, UnitLength.miles, UnitLength.yards, UnitLength.feet, UnitLength.inches, UnitLength.nauticalMiles, UnitLength.decimeters, UnitLength.micrometers, UnitLength.megameters, UnitLength.hectometers, UnitLength.decameters, UnitLength.nanometers, UnitLength.picometers, UnitLength.scandinavianMiles, UnitLength.lightyears, UnitLength.fathoms, UnitLength.furlongs, UnitLength.astronomicalUnits, UnitLength.parsecs]
        case .mass:
            [UnitMass.kilograms, UnitMass.grams, UnitMass.milligrams, UnitMass.pounds, UnitMass.ounces, UnitMass.stones, UnitMass.metricTons, UnitMass.decigrams, UnitMass.centigrams, UnitMass.micrograms, UnitMass.nanograms, UnitMass.picograms, UnitMass.shortTons, UnitMass.carats, UnitMass.ouncesTroy, UnitMass.slugs]
        case .power:
            [UnitPower.terawatts, UnitPower.gigawatts, UnitPower.megawatts, UnitPower.kilowatts, UnitPower.watts, UnitPower.milliwatts, UnitPower.microwatts, UnitPower.nanowatts, UnitPower.picowatts, UnitPower.femtowatts, UnitPower.horsepower]
        case .pressure:
            [UnitPressure.newtonsPerMetersSquared, UnitPressure.gigapascals, UnitPressure.megapascals, UnitPressure.kilopascals, UnitPressure.hectopascals, UnitPressure.inchesOfMercury, UnitPressure.bars, UnitPressure.millibars, UnitPressure.millimetersOfMercury, UnitPressure.poundsForcePerSquareInch]
        case .speed:
            [UnitSpeed.kilometersPerHour, UnitSpeed.metersPerSecond, UnitSpeed.milesPerHour, UnitSpeed.knots]
        case .temperature:
            [UnitTemperature.celsius, UnitTemperature.fahrenheit, UnitTemperature.kelvin]
        case .volume:
            [UnitVolume.liters, UnitVolume.milliliters, UnitVolume.cubicMeters, UnitVolume.gallons, UnitVolume.quarts, UnitVolume.pints, UnitVolume.cups, UnitVolume.fluidOunces, UnitVolume.megaliters, UnitVolume.kiloliters, UnitVolume.deciliters, UnitVolume.centiliters, UnitVolume.cubicKilometers, UnitVolume.cubicDecimeters, UnitVolume.cubicCentimeters, UnitVolume.cubicMillimeters, UnitVolume.cubicInches, UnitVolume.cubicFeet, UnitVolume.cubicYards, UnitVolume.cubicMiles, UnitVolume.acreFeet, UnitVolume.bushels, UnitVolume.teaspoons, UnitVolume.tablespoons, UnitVolume.imperialTeaspoons, UnitVolume.imperialTablespoons, UnitVolume.imperialFluidOunces, UnitVolume.imperialPints, UnitVolume.imperialQuarts, UnitVolume.imperialGallons, UnitVolume.metricCups]
        default:
            []
        }
    }

    /// The unit of a dimension with this symbol, if Foundation has one.
    public static func unit(symbol: String, in dimension: MeasurementDimension) -> Dimension? {
        units(in: dimension).first { $0.symbol == symbol }
    }

    /// The symbols a user may type for a dimension, in the order a picker offers them.
    public static func symbols(in dimension: MeasurementDimension) -> [String] {
        units(in: dimension).map(\.symbol)
    }
}
