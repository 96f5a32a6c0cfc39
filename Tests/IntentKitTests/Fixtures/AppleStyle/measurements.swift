// Measurement parameters written as Apple's IntentParameter reference declares them: one
// `defaultValue:`/`defaultUnit:` and one `unit:` parameter per dimension, unit cases as
// Apple names them. Compiled in Swift 5 and Swift 6 modes by CompileTests.
import Foundation
import IntentKit

struct MeasureEverything: AppIntent {
    static let title: LocalizedStringResource = "Measure Everything"

    @Parameter(title: "Search Radius", defaultValue: 5, defaultUnit: .miles)
    var searchRadius: Measurement<UnitLength>

    @Parameter(title: "Acceleration", defaultValue: 1, defaultUnit: .metersPerSecondSquared, defaultUnitAdjustForLocale: true,
               supportsNegativeNumbers: false, requestValueDialog: "How much?", inputConnectionBehavior: .default)
    var acceleration: Measurement<UnitAcceleration>?

    @Parameter(title: "Fixed Acceleration", description: "Always in one unit.", unit: .gravity, unitAdjustForLocale: false)
    var fixedAcceleration: Measurement<UnitAcceleration>?

    @Parameter(title: "Angle", defaultValue: 1, defaultUnit: .degrees, defaultUnitAdjustForLocale: true,
               supportsNegativeNumbers: false, requestValueDialog: "How much?", inputConnectionBehavior: .default)
    var angle: Measurement<UnitAngle>?

    @Parameter(title: "Fixed Angle", description: "Always in one unit.", unit: .revolutions, unitAdjustForLocale: false)
    var fixedAngle: Measurement<UnitAngle>?

    @Parameter(title: "Area", defaultValue: 1, defaultUnit: .squareMegameters, defaultUnitAdjustForLocale: true,
               supportsNegativeNumbers: false, requestValueDialog: "How much?", inputConnectionBehavior: .default)
    var area: Measurement<UnitArea>?

    @Parameter(title: "Fixed Area", description: "Always in one unit.", unit: .hectares, unitAdjustForLocale: false)
    var fixedArea: Measurement<UnitArea>?

    @Parameter(title: "ConcentrationMass", defaultValue: 1, defaultUnit: .gramsPerLiter, defaultUnitAdjustForLocale: true,
               supportsNegativeNumbers: false, requestValueDialog: "How much?", inputConnectionBehavior: .default)
    var concentrationMass: Measurement<UnitConcentrationMass>?

    @Parameter(title: "Fixed ConcentrationMass", description: "Always in one unit.", unit: .milligramsPerDeciliter, unitAdjustForLocale: false)
    var fixedConcentrationMass: Measurement<UnitConcentrationMass>?

    @Parameter(title: "Dispersion", defaultValue: 1, defaultUnit: .partsPerMillion, defaultUnitAdjustForLocale: true,
               supportsNegativeNumbers: false, requestValueDialog: "How much?", inputConnectionBehavior: .default)
    var dispersion: Measurement<UnitDispersion>?

    @Parameter(title: "Fixed Dispersion", description: "Always in one unit.", unit: .partsPerMillion, unitAdjustForLocale: false)
    var fixedDispersion: Measurement<UnitDispersion>?

    @Parameter(title: "Duration", defaultValue: 1, defaultUnit: .hours, defaultUnitAdjustForLocale: true,
               supportsNegativeNumbers: false, requestValueDialog: "How much?", inputConnectionBehavior: .default)
    var duration: Measurement<UnitDuration>?

    @Parameter(title: "Fixed Duration", description: "Always in one unit.", unit: .picoseconds, unitAdjustForLocale: false)
    var fixedDuration: Measurement<UnitDuration>?

    @Parameter(title: "ElectricCharge", defaultValue: 1, defaultUnit: .coulombs, defaultUnitAdjustForLocale: true,
               supportsNegativeNumbers: false, requestValueDialog: "How much?", inputConnectionBehavior: .default)
    var electricCharge: Measurement<UnitElectricCharge>?

    @Parameter(title: "Fixed ElectricCharge", description: "Always in one unit.", unit: .microampereHours, unitAdjustForLocale: false)
    var fixedElectricCharge: Measurement<UnitElectricCharge>?

    @Parameter(title: "ElectricCurrent", defaultValue: 1, defaultUnit: .megaamperes, defaultUnitAdjustForLocale: true,
               supportsNegativeNumbers: false, requestValueDialog: "How much?", inputConnectionBehavior: .default)
    var electricCurrent: Measurement<UnitElectricCurrent>?

    @Parameter(title: "Fixed ElectricCurrent", description: "Always in one unit.", unit: .microamperes, unitAdjustForLocale: false)
    var fixedElectricCurrent: Measurement<UnitElectricCurrent>?

    @Parameter(title: "ElectricPotentialDifference", defaultValue: 1, defaultUnit: .megavolts, defaultUnitAdjustForLocale: true,
               supportsNegativeNumbers: false, requestValueDialog: "How much?", inputConnectionBehavior: .default)
    var electricPotentialDifference: Measurement<UnitElectricPotentialDifference>?

    @Parameter(title: "Fixed ElectricPotentialDifference", description: "Always in one unit.", unit: .microvolts, unitAdjustForLocale: false)
    var fixedElectricPotentialDifference: Measurement<UnitElectricPotentialDifference>?

    @Parameter(title: "ElectricResistance", defaultValue: 1, defaultUnit: .megaohms, defaultUnitAdjustForLocale: true,
               supportsNegativeNumbers: false, requestValueDialog: "How much?", inputConnectionBehavior: .default)
    var electricResistance: Measurement<UnitElectricResistance>?

    @Parameter(title: "Fixed ElectricResistance", description: "Always in one unit.", unit: .microohms, unitAdjustForLocale: false)
    var fixedElectricResistance: Measurement<UnitElectricResistance>?

    @Parameter(title: "Energy", defaultValue: 1, defaultUnit: .kilojoules, defaultUnitAdjustForLocale: true,
               supportsNegativeNumbers: false, requestValueDialog: "How much?", inputConnectionBehavior: .default)
    var energy: Measurement<UnitEnergy>?

    @Parameter(title: "Fixed Energy", description: "Always in one unit.", unit: .kilowattHours, unitAdjustForLocale: false)
    var fixedEnergy: Measurement<UnitEnergy>?

    @Parameter(title: "Frequency", defaultValue: 1, defaultUnit: .terahertz, defaultUnitAdjustForLocale: true,
               supportsNegativeNumbers: false, requestValueDialog: "How much?", inputConnectionBehavior: .default)
    var frequency: Measurement<UnitFrequency>?

    @Parameter(title: "Fixed Frequency", description: "Always in one unit.", unit: .framesPerSecond, unitAdjustForLocale: false)
    var fixedFrequency: Measurement<UnitFrequency>?

    @Parameter(title: "FuelEfficiency", defaultValue: 1, defaultUnit: .litersPer100Kilometers, defaultUnitAdjustForLocale: true,
               supportsNegativeNumbers: false, requestValueDialog: "How much?", inputConnectionBehavior: .default)
    var fuelEfficiency: Measurement<UnitFuelEfficiency>?

    @Parameter(title: "Fixed FuelEfficiency", description: "Always in one unit.", unit: .milesPerGallon, unitAdjustForLocale: false)
    var fixedFuelEfficiency: Measurement<UnitFuelEfficiency>?

    @Parameter(title: "Illuminance", defaultValue: 1, defaultUnit: .lux, defaultUnitAdjustForLocale: true,
               supportsNegativeNumbers: false, requestValueDialog: "How much?", inputConnectionBehavior: .default)
    var illuminance: Measurement<UnitIlluminance>?

    @Parameter(title: "Fixed Illuminance", description: "Always in one unit.", unit: .lux, unitAdjustForLocale: false)
    var fixedIlluminance: Measurement<UnitIlluminance>?

    @Parameter(title: "InformationStorage", defaultValue: 1, defaultUnit: .bytes, defaultUnitAdjustForLocale: true,
               supportsNegativeNumbers: false, requestValueDialog: "How much?", inputConnectionBehavior: .default)
    var informationStorage: Measurement<UnitInformationStorage>?

    @Parameter(title: "Fixed InformationStorage", description: "Always in one unit.", unit: .kibibits, unitAdjustForLocale: false)
    var fixedInformationStorage: Measurement<UnitInformationStorage>?

    @Parameter(title: "Length", defaultValue: 1, defaultUnit: .megameters, defaultUnitAdjustForLocale: true,
               supportsNegativeNumbers: false, requestValueDialog: "How much?", inputConnectionBehavior: .default)
    var length: Measurement<UnitLength>?

    @Parameter(title: "Fixed Length", description: "Always in one unit.", unit: .parsecs, unitAdjustForLocale: false)
    var fixedLength: Measurement<UnitLength>?

    @Parameter(title: "Mass", defaultValue: 1, defaultUnit: .kilograms, defaultUnitAdjustForLocale: true,
               supportsNegativeNumbers: false, requestValueDialog: "How much?", inputConnectionBehavior: .default)
    var mass: Measurement<UnitMass>?

    @Parameter(title: "Fixed Mass", description: "Always in one unit.", unit: .slugs, unitAdjustForLocale: false)
    var fixedMass: Measurement<UnitMass>?

    @Parameter(title: "Power", defaultValue: 1, defaultUnit: .terawatts, defaultUnitAdjustForLocale: true,
               supportsNegativeNumbers: false, requestValueDialog: "How much?", inputConnectionBehavior: .default)
    var power: Measurement<UnitPower>?

    @Parameter(title: "Fixed Power", description: "Always in one unit.", unit: .horsepower, unitAdjustForLocale: false)
    var fixedPower: Measurement<UnitPower>?

    @Parameter(title: "Pressure", defaultValue: 1, defaultUnit: .newtonsPerMetersSquared, defaultUnitAdjustForLocale: true,
               supportsNegativeNumbers: false, requestValueDialog: "How much?", inputConnectionBehavior: .default)
    var pressure: Measurement<UnitPressure>?

    @Parameter(title: "Fixed Pressure", description: "Always in one unit.", unit: .poundsForcePerSquareInch, unitAdjustForLocale: false)
    var fixedPressure: Measurement<UnitPressure>?

    @Parameter(title: "Speed", defaultValue: 1, defaultUnit: .metersPerSecond, defaultUnitAdjustForLocale: true,
               supportsNegativeNumbers: false, requestValueDialog: "How much?", inputConnectionBehavior: .default)
    var speed: Measurement<UnitSpeed>?

    @Parameter(title: "Fixed Speed", description: "Always in one unit.", unit: .knots, unitAdjustForLocale: false)
    var fixedSpeed: Measurement<UnitSpeed>?

    @Parameter(title: "Temperature", defaultValue: 1, defaultUnit: .kelvin, defaultUnitAdjustForLocale: true,
               supportsNegativeNumbers: false, requestValueDialog: "How much?", inputConnectionBehavior: .default)
    var temperature: Measurement<UnitTemperature>?

    @Parameter(title: "Fixed Temperature", description: "Always in one unit.", unit: .fahrenheit, unitAdjustForLocale: false)
    var fixedTemperature: Measurement<UnitTemperature>?

    @Parameter(title: "Volume", defaultValue: 1, defaultUnit: .megaliters, defaultUnitAdjustForLocale: true,
               supportsNegativeNumbers: false, requestValueDialog: "How much?", inputConnectionBehavior: .default)
    var volume: Measurement<UnitVolume>?

    @Parameter(title: "Fixed Volume", description: "Always in one unit.", unit: .metricCups, unitAdjustForLocale: false)
    var fixedVolume: Measurement<UnitVolume>?

    func perform() async throws -> some IntentResult { .result() }
}
