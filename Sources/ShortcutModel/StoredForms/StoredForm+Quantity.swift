import Foundation
import IntentKit

/// A quantity (`WFQuantityFieldValue`) edited as text: "5 min", or "5" in the default unit.
extension StoredForm {
    /// The text a field starts with: magnitude and unit; nil when the value is not a plain
    /// quantity (its magnitude is a variable, say) and so is kept as it is.
    public func quantityText(of value: IntentValue?) -> String? {
        guard case .quantity = self else { return nil }
        guard let value else { return "" }
        guard let stored = SerializedText.propertyList(value), let inner = stored["Value"],
              stored[SerializedText.serializationKey]?.stringValue == "WFQuantityFieldValue" else { return nil }
        let magnitude: String? = switch inner["Magnitude"] {
        case .string(let text)?: text
        case .integer(let number)?: String(number)
        case .real?: inner["Magnitude"]?.summary
        case nil: ""
        default: nil
        }
        guard let magnitude else { return nil }
        let unit = inner["Unit"]?.stringValue ?? ""
        return [magnitude, unit].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The quantity typed, stored as Shortcuts stores it: the magnitude keeps the kind the old
    /// value had (text, as Shortcuts' field writes it, when there was none), and every other
    /// key of the old value stays.
    public func quantity(parsing text: String, replacing old: IntentValue?) -> Result<IntentValue, StoredFormFailure> {
        guard case .quantity(let units, let defaultUnit, let allowsNegative) = self else {
            return .failure(StoredFormFailure("not a quantity"))
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let numberPart = String(trimmed.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" })
        let unitPart = trimmed.dropFirst(numberPart.count).trimmingCharacters(in: .whitespaces)
        let unitsText = units.isEmpty ? "" : " (" + units.joined(separator: ", ") + ")"
        guard let number = Double(numberPart), number.isFinite else {
            return .failure(StoredFormFailure("type a number and a unit, as in 5 \(units.first ?? defaultUnit ?? "min")"))
        }
        if number < 0 && !allowsNegative { return .failure(StoredFormFailure("must not be negative")) }
        let unit: String
        if unitPart.isEmpty {
            guard let fallback = Self.unit(of: old) ?? defaultUnit ?? units.first else {
                return .failure(StoredFormFailure("add a unit\(unitsText)"))
            }
            unit = fallback
        } else if units.isEmpty {
            unit = unitPart
        } else if let match = units.first(where: { $0.caseInsensitiveCompare(unitPart) == .orderedSame }) {
            unit = match
        } else {
            return .failure(StoredFormFailure("\"\(unitPart)\" is not a unit here\(unitsText)"))
        }
        var stored = SerializedText.propertyList(old)?.dictionaryValue ?? [:]
        var inner = stored["Value"]?.dictionaryValue ?? [:]
        inner["Magnitude"] = switch inner["Magnitude"] {
        case .integer? where number == number.rounded() && abs(number) < 1e15: .integer(Int(number))
        case .real?, .integer?: .real(number)
        default: .string(numberPart)
        }
        inner["Unit"] = .string(unit)
        stored["Value"] = .dictionary(inner)
        stored[SerializedText.serializationKey] = .string("WFQuantityFieldValue")
        return .success(.opaque(OpaqueValue(propertyList: .dictionary(stored))))
    }

    private static func unit(of value: IntentValue?) -> String? {
        SerializedText.propertyList(value)?["Value"]?["Unit"]?.stringValue
    }
}
