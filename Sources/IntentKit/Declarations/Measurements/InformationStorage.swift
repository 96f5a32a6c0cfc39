import Foundation

extension MeasurementUnitNames {
    /// The units of a InformationStorage measurement, by Apple's names for them (Foundation's).
    public enum InformationStorage: IntentUnitName {
        case bytes, bits, nibbles, yottabytes, zettabytes, exabytes, petabytes, terabytes, gigabytes,
            megabytes, kilobytes, yottabits, zettabits, exabits, petabits, terabits, gigabits, megabits,
            kilobits, yobibytes, zebibytes, exbibytes, pebibytes, tebibytes, gibibytes, mebibytes, kibibytes,
            yobibits, zebibits, exbibits, pebibits, tebibits, gibibits, mebibits, kibibits

        /// Foundation's `UnitInformationStorage` of this name.
        public var unit: UnitInformationStorage {
            switch self {
            case .bytes: .bytes
            case .bits: .bits
            case .nibbles: .nibbles
            case .yottabytes: .yottabytes
            case .zettabytes: .zettabytes
            case .exabytes: .exabytes
            case .petabytes: .petabytes
            case .terabytes: .terabytes
            case .gigabytes: .gigabytes
            case .megabytes: .megabytes
            case .kilobytes: .kilobytes
            case .yottabits: .yottabits
            case .zettabits: .zettabits
            case .exabits: .exabits
            case .petabits: .petabits
            case .terabits: .terabits
            case .gigabits: .gigabits
            case .megabits: .megabits
            case .kilobits: .kilobits
            case .yobibytes: .yobibytes
            case .zebibytes: .zebibytes
            case .exbibytes: .exbibytes
            case .pebibytes: .pebibytes
            case .tebibytes: .tebibytes
            case .gibibytes: .gibibytes
            case .mebibytes: .mebibytes
            case .kibibytes: .kibibytes
            case .yobibits: .yobibits
            case .zebibits: .zebibits
            case .exbibits: .exbibits
            case .pebibits: .pebibits
            case .tebibits: .tebibits
            case .gibibits: .gibibits
            case .mebibits: .mebibits
            case .kibibits: .kibibits
            }
        }
    }
}

extension UnitInformationStorage: IntentMeasurementUnit {
    /// Parameters of this unit measure `.informationStorage`.
    public static var intentDimension: MeasurementDimension { .informationStorage }
    /// The names `defaultUnit:` and `unit:` take for this dimension's units.
    public typealias UnitName = MeasurementUnitNames.InformationStorage
}

extension IntentParameter where Value.UnwrappedType == Measurement<UnitInformationStorage> {
    /// Apple's name for this family's units: `IntentParameter<Value>.InformationStorage.bytes`.
    public typealias InformationStorage = MeasurementUnitNames.InformationStorage
}
