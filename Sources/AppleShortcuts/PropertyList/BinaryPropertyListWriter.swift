import Foundation
import IntentKit

/// Writes binary property lists as Apple's writer does: objects first (strings stored once
/// however often they occur — a shortcut repeats its keys thousands of times), then the
/// offset table and the trailer, with the smallest offset and reference sizes that fit.
/// Dictionary keys are written sorted, as Apple writes them.
enum BinaryPropertyListWriter {
    static func write(_ value: PropertyListValue) -> [UInt8] {
        var flattener = Flattener()
        let top = flattener.add(value)
        return flattener.encode(top: top)
    }
}

private struct Flattener {
    /// Objects with their children already numbered.
    enum Object {
        case scalar(PropertyListValue)
        case array([Int])
        case dictionary(keys: [Int], values: [Int])
    }

    var objects: [Object] = []
    var strings: [String: Int] = [:]
    var trueIndex: Int?
    var falseIndex: Int?

    mutating func add(_ value: PropertyListValue) -> Int {
        switch value {
        case .string(let text):
            if let index = strings[text] { return index }
            objects.append(.scalar(value))
            strings[text] = objects.count - 1
            return objects.count - 1
        case .bool(let flag):
            if let index = flag ? trueIndex : falseIndex { return index }
            objects.append(.scalar(value))
            if flag { trueIndex = objects.count - 1 } else { falseIndex = objects.count - 1 }
            return objects.count - 1
        case .array(let items):
            let index = reserve()
            objects[index] = .array(items.map { add($0) })
            return index
        case .dictionary(let dictionary):
            let index = reserve()
            let sorted = dictionary.entries.sorted { KeyOrder.precedes($0.key, $1.key) }
            let keys = sorted.map { add(.string($0.key)) }
            let values = sorted.map { add($0.value) }
            objects[index] = .dictionary(keys: keys, values: values)
            return index
        default:
            objects.append(.scalar(value))
            return objects.count - 1
        }
    }

    private mutating func reserve() -> Int {
        objects.append(.array([]))
        return objects.count - 1
    }

    func encode(top: Int) -> [UInt8] {
        var out = Array("bplist00".utf8)
        let referenceSize = Self.byteCount(for: UInt64(objects.count))
        var offsets: [Int] = []
        offsets.reserveCapacity(objects.count)
        for object in objects {
            offsets.append(out.count)
            switch object {
            case .scalar(let value): Self.append(value, to: &out)
            case .array(let items):
                Self.appendMarker(0xA, count: items.count, to: &out)
                for item in items { Self.appendUnsigned(UInt64(item), size: referenceSize, to: &out) }
            case .dictionary(let keys, let values):
                Self.appendMarker(0xD, count: keys.count, to: &out)
                for key in keys { Self.appendUnsigned(UInt64(key), size: referenceSize, to: &out) }
                for value in values { Self.appendUnsigned(UInt64(value), size: referenceSize, to: &out) }
            }
        }
        let tableOffset = out.count
        let offsetSize = Self.byteCount(for: UInt64(tableOffset))
        for offset in offsets { Self.appendUnsigned(UInt64(offset), size: offsetSize, to: &out) }
        out += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        Self.appendUnsigned(UInt64(objects.count), size: 8, to: &out)
        Self.appendUnsigned(UInt64(top), size: 8, to: &out)
        Self.appendUnsigned(UInt64(tableOffset), size: 8, to: &out)
        return out
    }

    private static func append(_ value: PropertyListValue, to out: inout [UInt8]) {
        switch value {
        case .bool(let flag): out.append(flag ? 0x09 : 0x08)
        case .integer(let number): appendInteger(number, to: &out)
        case .unsignedInteger(let number):
            out.append(0x14)
            appendUnsigned(0, size: 8, to: &out)
            appendUnsigned(number, size: 8, to: &out)
        case .real(let number):
            out.append(0x23)
            appendUnsigned(number.bitPattern, size: 8, to: &out)
        case .date(let date):
            out.append(0x33)
            appendUnsigned(date.timeIntervalSinceReferenceDate.bitPattern, size: 8, to: &out)
        case .data(let bytes):
            appendMarker(0x4, count: bytes.count, to: &out)
            out += bytes
        case .string(let text):
            if text.utf8.allSatisfy({ $0 < 0x80 }) {
                appendMarker(0x5, count: text.utf8.count, to: &out)
                out += text.utf8
            } else {
                let units = Array(text.utf16)
                appendMarker(0x6, count: units.count, to: &out)
                for unit in units { out += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
            }
        case .array, .dictionary:
            preconditionFailure("collections are flattened before encoding")
        }
    }

    private static func appendInteger(_ number: Int, to out: inout [UInt8]) {
        // Negative numbers take 8 bytes; others the fewest of 1, 2, 4 or 8.
        let value = UInt64(bitPattern: Int64(number))
        let size = number < 0 ? 8 : byteCount(for: value)
        let exponent: UInt8 = size == 1 ? 0 : size == 2 ? 1 : size <= 4 ? 2 : 3
        out.append(0x10 | exponent)
        appendUnsigned(value, size: 1 << Int(exponent), to: &out)
    }

    private static func appendMarker(_ type: UInt8, count: Int, to out: inout [UInt8]) {
        if count < 15 {
            out.append(type << 4 | UInt8(count))
        } else {
            out.append(type << 4 | 0x0F)
            appendInteger(count, to: &out)
        }
    }

    private static func appendUnsigned(_ value: UInt64, size: Int, to out: inout [UInt8]) {
        for shift in stride(from: (size - 1) * 8, through: 0, by: -8) { out.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    /// The fewest of 1, 2, 4 or 8 bytes that hold `value`.
    static func byteCount(for value: UInt64) -> Int {
        value <= 0xFF ? 1 : value <= 0xFFFF ? 2 : value <= 0xFFFF_FFFF ? 4 : 8
    }
}
