import Foundation

/// A Foundation unit type a measurement parameter can use, tied to the dimension it is saved
/// under.
public protocol IntentMeasurementUnit: Dimension {
    static var intentDimension: MeasurementDimension { get }
}

extension UnitLength: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .length } }
extension UnitDuration: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .duration } }
extension UnitTemperature: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .temperature } }
extension UnitMass: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .mass } }
extension UnitSpeed: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .speed } }
extension UnitVolume: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .volume } }
extension UnitEnergy: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .energy } }
extension UnitAngle: IntentMeasurementUnit { public static var intentDimension: MeasurementDimension { .angle } }

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
