import Foundation

/// A Foundation unit type a measurement parameter can use, tied to the dimension it is saved
/// under and to Apple's names for its units. Every dimension conforms in `Measurements/`.
public protocol IntentMeasurementUnit: Dimension {
    /// The dimension documents save measurements of this unit under.
    static var intentDimension: MeasurementDimension { get }
    /// The enum of unit names `defaultUnit:` and `unit:` take (`.miles`).
    associatedtype UnitName: IntentUnitName where UnitName.UnitType == Self
}

/// A case naming one of a dimension's Foundation units, as Apple's parameter enums do.
public protocol IntentUnitName: Sendable, Hashable, CaseIterable {
    /// The Foundation unit type the names are units of.
    associatedtype UnitType: Dimension
    /// The Foundation unit this case names.
    var unit: UnitType { get }
}

/// Apple's unit enums, one per dimension; `IntentParameter` names each as Apple does
/// (`IntentParameter<Measurement<UnitLength>>.Length`).
public enum MeasurementUnitNames {}

extension Measurement: IntentParameterValue where UnitType: IntentMeasurementUnit {}

extension Measurement: IntentValueConvertible where UnitType: IntentMeasurementUnit {
    /// A measurement of this unit's dimension.
    public static var intentValueType: ValueType { .measurement(UnitType.intentDimension) }

    /// This measurement as a value: its number and its unit's symbol.
    public var intentValue: IntentValue {
        .measurement(IntentMeasurement(value: value, unit: unit.symbol, dimension: UnitType.intentDimension))
    }

    /// The measurement a value holds, its unit found by symbol; throws for another kind, another
    /// dimension or a symbol Foundation does not know.
    public static func fromIntentValue(_ value: IntentValue) throws -> Measurement<UnitType> {
        guard case .measurement(let m) = value, m.dimension == UnitType.intentDimension,
              let unit = MeasurementUnits.unit(symbol: m.unit, in: m.dimension) as? UnitType
        else { throw mismatch(value) }
        return Measurement(value: m.value, unit: unit)
    }
}

extension Measurement: IntentValueExpressing where UnitType: IntentMeasurementUnit {}
