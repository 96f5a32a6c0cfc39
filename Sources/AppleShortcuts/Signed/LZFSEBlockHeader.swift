/// The header of an LZFSE block, v1 (every field in full) or v2 (fields packed into three
/// 64-bit words, frequencies in a variable-length code), read into one shape.
struct LZFSEBlockHeader {
    var rawCount = 0
    var literalCount = 0
    var matchCount = 0
    var literalPayloadCount = 0
    var lmdPayloadCount = 0
    var literalBits = 0
    var literalStates: [UInt16] = [0, 0, 0, 0]
    var lmdBits = 0
    var lState: UInt16 = 0, mState: UInt16 = 0, dState: UInt16 = 0
    /// L (20), M (20), D (64) then literal (256) frequencies.
    var frequencies = [UInt16](repeating: 0, count: 360)

    /// Reads a header after its magic; nil when it is cut short or its fields are out of range.
    init?(_ reader: inout ByteReader, version: Int) {
        let start = reader.offset - 4
        if version == 1 {
            guard let raw = reader.u32(), let payload = reader.u32(), let literals = reader.u32(), let matches = reader.u32(),
                  let literalPayload = reader.u32(), let lmdPayload = reader.u32(), let literalBits = reader.u32(),
                  let s0 = reader.u16(), let s1 = reader.u16(), let s2 = reader.u16(), let s3 = reader.u16(),
                  let lmdBits = reader.u32(), let l = reader.u16(), let m = reader.u16(), let d = reader.u16() else { return nil }
            rawCount = Int(raw)
            literalCount = Int(literals)
            matchCount = Int(matches)
            literalPayloadCount = Int(literalPayload)
            lmdPayloadCount = Int(lmdPayload)
            self.literalBits = Int(Int32(bitPattern: literalBits))
            self.lmdBits = Int(Int32(bitPattern: lmdBits))
            literalStates = [s0, s1, s2, s3]
            (lState, mState, dState) = (l, m, d)
            for index in 0..<360 {
                guard let frequency = reader.u16() else { return nil }
                frequencies[index] = frequency
            }
            guard Int(payload) == literalPayloadCount + lmdPayloadCount else { return nil }
        } else {
            guard let raw = reader.u32(), let v0 = reader.u64(), let v1 = reader.u64(), let v2 = reader.u64() else { return nil }
            func field(_ value: UInt64, _ offset: UInt64, _ bits: UInt64) -> Int { Int((value >> offset) & ((1 << bits) - 1)) }
            rawCount = Int(raw)
            literalCount = field(v0, 0, 20)
            literalPayloadCount = field(v0, 20, 20)
            matchCount = field(v0, 40, 20)
            literalBits = field(v0, 60, 3) - 7
            literalStates = [UInt16(field(v1, 0, 10)), UInt16(field(v1, 10, 10)), UInt16(field(v1, 20, 10)), UInt16(field(v1, 30, 10))]
            lmdPayloadCount = field(v1, 40, 20)
            lmdBits = field(v1, 60, 3) - 7
            let headerSize = field(v2, 0, 32)
            lState = UInt16(field(v2, 32, 10))
            mState = UInt16(field(v2, 42, 10))
            dState = UInt16(field(v2, 52, 10))
            let tableStart = reader.offset
            let tableEnd = start + headerSize
            guard tableEnd >= tableStart, let table = reader.take(tableEnd - tableStart) else { return nil }
            guard Self.readFrequencies(table, into: &frequencies) else { return nil }
        }
        guard literalCount <= LZFSEDecoder.literalsPerBlock, literalCount % 4 == 0, matchCount <= LZFSEDecoder.matchesPerBlock,
              literalStates.allSatisfy({ Int($0) < LZFSEDecoder.literalStates }), Int(lState) < LZFSEDecoder.lStates,
              Int(mState) < LZFSEDecoder.mStates, Int(dState) < LZFSEDecoder.dStates,
              (-7...0).contains(literalBits), (-7...0).contains(lmdBits) else { return nil }
    }

    /// v2's frequency code: each value's low bits say how many bits it takes (2, 3, 5, 8 or 14).
    private static func readFrequencies(_ table: ArraySlice<UInt8>, into frequencies: inout [UInt16]) -> Bool {
        if table.isEmpty { return true }
        let nbitsTable: [Int] = [2, 3, 2, 5, 2, 3, 2, 8, 2, 3, 2, 5, 2, 3, 2, 14, 2, 3, 2, 5, 2, 3, 2, 8, 2, 3, 2, 5, 2, 3, 2, 14]
        let valueTable: [Int] = [0, 2, 1, 4, 0, 3, 1, -1, 0, 2, 1, 5, 0, 3, 1, -1, 0, 2, 1, 6, 0, 3, 1, -1, 0, 2, 1, 7, 0, 3, 1, -1]
        var accumulator: UInt32 = 0
        var count = 0
        var next = table.startIndex
        for index in 0..<360 {
            while next < table.endIndex && count + 8 <= 32 {
                accumulator |= UInt32(table[next]) << UInt32(count)
                count += 8
                next += 1
            }
            let low = Int(accumulator & 31)
            let bits = nbitsTable[low]
            let value = switch bits {
            case 8: 8 + Int((accumulator >> 4) & 0xF)
            case 14: 24 + Int((accumulator >> 4) & 0x3FF)
            default: valueTable[low]
            }
            guard bits <= count else { return false }
            frequencies[index] = UInt16(value)
            accumulator >>= UInt32(bits)
            count -= bits
        }
        return count < 8 && next == table.endIndex
    }
}
