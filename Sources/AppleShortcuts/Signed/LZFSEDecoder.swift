/// LZFSE decompression, written here from the format of Apple's reference implementation
/// (BSD-3-Clause; the block layout, tables and constants are facts of the format, recorded in
/// docs/FILE-FORMAT.md). A stream is a sequence of blocks — LZFSE v1 and v2, LZVN, raw — ending
/// with `bvx$`. Every length, offset and state is checked, and the output never grows past
/// what the blocks declare nor `limit`: bad input is an error naming the byte, never a crash
/// or unbounded memory.
public enum LZFSEDecoder {
    static let endOfStream: UInt32 = 0x2478_7662      // "bvx$"
    static let uncompressed: UInt32 = 0x2D78_7662     // "bvx-"
    static let compressedV1: UInt32 = 0x3178_7662     // "bvx1"
    static let compressedV2: UInt32 = 0x3278_7662     // "bvx2"
    static let compressedLZVN: UInt32 = 0x6E78_7662   // "bvxn"

    static let literalSymbols = 256, literalStates = 1024
    static let lSymbols = 20, lStates = 64
    static let mSymbols = 20, mStates = 64
    static let dSymbols = 64, dStates = 256
    static let matchesPerBlock = 10_000
    static let literalsPerBlock = 4 * matchesPerBlock

    static let lExtraBits: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3, 5, 8]
    static let mExtraBits: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 5, 8, 11]
    static let dExtraBits: [UInt8] = (0..<64).map { UInt8($0 / 4) }
    static let lBases = FSEValueTable.bases(lExtraBits)
    static let mBases = FSEValueTable.bases(mExtraBits)
    static let dBases = FSEValueTable.bases(dExtraBits)

    /// Decompresses a whole stream. `limit` bounds the output (a segment's declared size).
    public static func decompress(_ input: [UInt8], limit: Int = 1 << 30) throws(LZFSEError) -> [UInt8] {
        var output: [UInt8] = []
        var reader = ByteReader(input)
        while true {
            let blockStart = reader.offset
            guard let magic = reader.u32() else { throw LZFSEError(offset: blockStart, reason: "the stream ends without its end marker (bvx$)") }
            switch magic {
            case endOfStream:
                return output
            case uncompressed:
                guard let count = reader.u32().map(Int.init), let bytes = reader.take(count) else {
                    throw LZFSEError(offset: blockStart, reason: "a raw block is cut short")
                }
                try reserve(count, in: &output, limit: limit, at: blockStart)
                output += bytes
            case compressedLZVN:
                guard let rawCount = reader.u32().map(Int.init), let payloadCount = reader.u32().map(Int.init),
                      let payload = reader.take(payloadCount) else {
                    throw LZFSEError(offset: blockStart, reason: "an LZVN block is cut short")
                }
                try reserve(rawCount, in: &output, limit: limit, at: blockStart)
                try LZVNDecoder.decode(payload, rawCount: rawCount, into: &output, at: blockStart)
            case compressedV1, compressedV2:
                guard let header = LZFSEBlockHeader(&reader, version: magic == compressedV1 ? 1 : 2) else {
                    throw LZFSEError(offset: blockStart, reason: "an LZFSE block header is cut short or inconsistent")
                }
                try reserve(header.rawCount, in: &output, limit: limit, at: blockStart)
                let payloadStart = reader.offset
                guard reader.take(header.literalPayloadCount + header.lmdPayloadCount) != nil else {
                    throw LZFSEError(offset: blockStart, reason: "an LZFSE block's payload is cut short")
                }
                try decodeBlock(header, input, payloadStart: payloadStart, into: &output, at: blockStart)
            default:
                throw LZFSEError(offset: blockStart, reason: "expected a block (bvx1, bvx2, bvxn, bvx- or bvx$)")
            }
        }
    }

    private static func reserve(_ count: Int, in output: inout [UInt8], limit: Int, at offset: Int) throws(LZFSEError) {
        guard count >= 0, output.count <= limit - count else {
            throw LZFSEError(offset: offset, reason: "the data would grow past \(limit) bytes, more than declared")
        }
        output.reserveCapacity(output.count + count)
    }

    /// One LZFSE block: the literals, four interleaved streams, then the literal/match/distance
    /// triples that copy literals and earlier output.
    private static func decodeBlock(_ header: LZFSEBlockHeader, _ input: [UInt8], payloadStart: Int,
                                    into output: inout [UInt8], at blockStart: Int) throws(LZFSEError) {
        func fail(_ reason: String) -> LZFSEError { LZFSEError(offset: blockStart, reason: reason) }
        guard let literalTable = FSELiteralTable(states: literalStates, frequencies: header.frequencies[104..<360]),
              let lTable = FSEValueTable(states: lStates, frequencies: header.frequencies[0..<20], extraBits: lExtraBits, baseValues: lBases),
              let mTable = FSEValueTable(states: mStates, frequencies: header.frequencies[20..<40], extraBits: mExtraBits, baseValues: mBases),
              let dTable = FSEValueTable(states: dStates, frequencies: header.frequencies[40..<104], extraBits: dExtraBits, baseValues: dBases)
        else { throw fail("the block's frequency tables add up to more states than there are") }

        // Literals: read backwards from the end of their payload, four states in turn.
        let literalEnd = payloadStart + header.literalPayloadCount
        guard var literalBits = FSEBitStream(input, lowest: 0, end: literalEnd, initialBits: header.literalBits) else {
            throw fail("the literal stream's first bits are invalid")
        }
        var literals = [UInt8](repeating: 0, count: header.literalCount)
        var states = header.literalStates.map(Int.init)
        var index = 0
        while index < header.literalCount {
            guard literalBits.refill() else { throw fail("the literal stream runs out") }
            for lane in 0..<4 {
                let entry = literalTable.entries[states[lane]]
                guard let bits = literalBits.pull(Int(entry.bits)) else { throw fail("the literal stream runs out") }
                literals[index + lane] = entry.symbol
                states[lane] = Int(entry.delta) + Int(bits)
                guard states[lane] >= 0, states[lane] < literalStates else { throw fail("a literal state is out of range") }
            }
            index += 4
        }

        // Literal runs, match lengths and distances.
        let lmdEnd = literalEnd + header.lmdPayloadCount
        guard var bits = FSEBitStream(input, lowest: literalEnd, end: lmdEnd, initialBits: header.lmdBits) else {
            throw fail("the match stream's first bits are invalid")
        }
        var lState = Int(header.lState), mState = Int(header.mState), dState = Int(header.dState)
        var distance = -1
        var literal = 0
        let blockOutputStart = output.count
        let expectedEnd = output.count + header.rawCount
        func value(_ table: FSEValueTable, _ state: inout Int, _ states: Int) throws(LZFSEError) -> Int {
            let entry = table.entries[state]
            guard let read = bits.pull(Int(entry.totalBits)) else { throw fail("the match stream runs out") }
            state = Int(entry.delta) + Int(read >> UInt64(entry.valueBits))
            guard state >= 0, state < states else { throw fail("a match state is out of range") }
            let extra = entry.valueBits == 0 ? 0 : Int(read & ((1 << UInt64(entry.valueBits)) - 1))
            return Int(entry.base) + extra
        }
        // The block's bytes are written in place: literal runs and matches are copied as runs
        // (a match overlapping its own output byte by byte, as LZ77 requires).
        output += [UInt8](repeating: 0, count: header.rawCount)
        var position = blockOutputStart
        var failure: LZFSEError?
        output.withUnsafeMutableBufferPointer { out in
            literals.withUnsafeBufferPointer { source in
                guard let base = out.baseAddress, let literalBase = source.baseAddress else { return }
                do throws(LZFSEError) {
                    for _ in 0..<header.matchCount {
                        guard bits.refill() else { throw fail("the match stream runs out") }
                        let literalRun = try value(lTable, &lState, lStates)
                        let matchLength = try value(mTable, &mState, mStates)
                        let newDistance = try value(dTable, &dState, dStates)
                        if newDistance != 0 { distance = newDistance }
                        guard literal + literalRun <= source.count else { throw fail("a literal run goes past the block's literals") }
                        guard position + literalRun + matchLength <= expectedEnd else { throw fail("the block writes more than it declares") }
                        guard distance > 0, distance <= position + literalRun else { throw fail("a match reaches before the start of the data") }
                        if literalRun > 0 { (base + position).update(from: literalBase + literal, count: literalRun) }
                        position += literalRun
                        literal += literalRun
                        let from = base + position - distance, to = base + position
                        if distance >= matchLength {
                            to.update(from: from, count: matchLength)
                        } else {
                            for offset in 0..<matchLength { to[offset] = from[offset] }
                        }
                        position += matchLength
                    }
                } catch {
                    failure = error
                }
            }
        }
        if let failure { throw failure }
        output.removeLast(expectedEnd - position)
        guard output.count == expectedEnd else { throw fail("the block decodes to \(output.count - blockOutputStart) bytes, not the \(header.rawCount) it declares") }
    }
}
