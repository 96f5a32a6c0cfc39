/// LZVN, the byte-oriented LZ codec LZFSE streams use for small blocks: each opcode says how
/// many literal bytes follow it and how many bytes to copy from how far back (facts of the
/// format, as Apple's reference implementation defines its opcodes; docs/FILE-FORMAT.md).
enum LZVNDecoder {
    static func decode(_ payload: ArraySlice<UInt8>, rawCount: Int, into output: inout [UInt8], at blockStart: Int) throws(LZFSEError) {
        let end = output.count + rawCount
        var index = payload.startIndex
        var distance = 0
        func fail(_ reason: String) -> LZFSEError { LZFSEError(offset: blockStart, reason: "LZVN: " + reason) }
        func byte(_ offset: Int) throws(LZFSEError) -> Int {
            guard index + offset < payload.endIndex else { throw fail("the block is cut short") }
            return Int(payload[index + offset])
        }
        while true {
            let op = try byte(0)
            var literals = 0, match = 0, size = 1
            switch op {
            case 0x06:
                guard output.count == end else { throw fail("the block ends after \(output.count - (end - rawCount)) of \(rawCount) bytes") }
                return
            case 0x0E, 0x16:
                index += 1
                continue
            case 0xE0:                                         // many literals
                literals = try byte(1) + 16
                size = 2
            case 0xE1...0xEF:                                  // a few literals
                literals = op & 0x0F
            case 0xF0:                                         // a long match, same distance
                match = try byte(1) + 16
                size = 2
            case 0xF1...0xFF:                                  // a short match, same distance
                match = op & 0x0F
            case 0xA0...0xBF:                                  // medium distance
                let b1 = try byte(1), b2 = try byte(2)
                literals = (op >> 3) & 3
                match = (((op & 7) << 2) | (b1 & 3)) + 3
                distance = (b2 << 6) | (b1 >> 2)
                size = 3
            case 0x1E, 0x26, 0x2E, 0x36, 0x3E, 0x70...0x7F, 0xD0...0xDF:
                throw fail("undefined opcode \(op)")
            default:
                literals = (op >> 6) & 3
                match = ((op >> 3) & 7) + 3
                switch op & 7 {
                case 6:                                        // previous distance
                    break
                case 7:                                        // large distance
                    distance = try byte(1) | (try byte(2) << 8)
                    size = 3
                default:                                       // small distance
                    distance = ((op & 7) << 8) | (try byte(1))
                    size = 2
                }
            }
            index += size
            guard literals <= payload.endIndex - index else { throw fail("literals run past the block") }
            guard output.count + literals + match <= end else { throw fail("the block writes more than it declares") }
            output += payload[index..<(index + literals)]
            index += literals
            if match > 0 {
                guard distance > 0, distance <= output.count else { throw fail("a match reaches before the start of the data") }
                var from = output.count - distance
                for _ in 0..<match {
                    output.append(output[from])
                    from += 1
                }
            }
        }
    }
}
