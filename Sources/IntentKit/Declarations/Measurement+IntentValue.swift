import Foundation

/// A Foundation unit type a measurement parameter can use, tied to the dimension it is saved
/// under.
public protocol IntentMeasurementUnit: Dimension {
    static var intentDimension: MeasurementDimension { get }
}

extension UnitAcceleration: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .acceleration } }
extension UnitAngle: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .angle } }
extension UnitArea: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .area } }
extension UnitConcentrationMass: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .concentrationMass } }
extension UnitDispersion: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .dispersion } }
extension UnitDuration: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .duration } }
extension UnitElectricCharge: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .electricCharge } }
extension UnitElectricCurrent: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .electricCurrent } }
extension UnitElectricPotentialDifference: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .electricPotentialDifference } }
extension UnitElectricResistance: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .electricResistance } }
extension UnitEnergy: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .energy } }
extension UnitFrequency: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .frequency } }
extension UnitFuelEfficiency: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .fuelEfficiency } }
extension UnitIlluminance: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .illuminance } }
extension UnitInformationStorage: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .informationStorage } }
extension UnitLength: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .length } }
extension UnitMass: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .mass } }
extension UnitPower: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .power } }
extension UnitPressure: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .pressure } }
extension UnitSpeed: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .speed } }
extension UnitTemperature: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .temperature } }
extension UnitVolume: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .volume } }

extension Measurement: IntentParameterValue where UnitType: IntentMeasurementUnit {}

extension Measurement: IntentValueConvertible where UnitType: IntentMeasurementUnit {
    public static var intentValueType: ValueType { .measurement(UnitType.intentDimension) }

    public var intentValue: IntentValue {
        .measurement(IntentMeasurement(value: value, unit: unit.symbol, dimension: UnitType.intentDimension))
    }

    public static func fromIntentValue(_ value: IntentValue) throws -> Measurement<UnitType> {
        guard case .measurement(let m) = value, m.dimension == UnitType.intentDimension,
              let unit = MeasurementUnits.unit(symbol: m.unit, in: m.dimension) as? UnitType
        else { throw mismatch(value) }
        return Measurement(value: m.value, unit: unit)
    }
}
