/// Little-endian reads from bytes with every bound checked: a truncated or lying file yields
/// nil, never a crash.
struct ByteReader {
    let bytes: [UInt8]
    var offset: Int

    init(_ bytes: [UInt8], at offset: Int = 0) {
        self.bytes = bytes
        self.offset = offset
    }

    var remaining: Int { bytes.count - offset }

    func has(_ count: Int) -> Bool { count >= 0 && offset <= bytes.count - count }

    mutating func u8() -> UInt8? {
        guard has(1) else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func u16() -> UInt16? { uint(2).map { UInt16($0) } }
    mutating func u32() -> UInt32? { uint(4).map { UInt32($0) } }
    mutating func u64() -> UInt64? { uint(8) }

    mutating func uint(_ size: Int) -> UInt64? {
        guard has(size) else { return nil }
        var value: UInt64 = 0
        for index in 0..<size { value |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
        offset += size
        return value
    }

    mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
        guard has(count) else { return nil }
        defer { offset += count }
        return bytes[offset..<(offset + count)]
    }
}
