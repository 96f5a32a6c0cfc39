/// Finds where an array or object ends by its brackets alone, minding strings and their
/// escapes (`JSONParser.skipBrackets`): 64 bytes at a time, as simdjson does. Each block
/// becomes two bit masks — quotes and brackets — and whether it has a backslash; the quotes'
/// running parity marks what is inside strings, and only the brackets outside them are
/// looked at one by one, opening or closing by their byte: a few a block, where a
/// byte-by-byte scan decides on every byte.
///
/// A block with a backslash (rare outside text values) or an escape carried into it, and
/// the last bytes short of a block, go byte by byte with the same rules, so the answer is
/// the byte-by-byte scan's exactly.
struct BracketScan {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var at: Int
    private var depth = 0
    private var inString = false
    /// The byte at `at` follows a backslash in a string.
    private var escaping = false

    private static let blockSize = 64

    /// Starts at the opening bracket at `start`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) {
        self.bytes = bytes
        at = start
    }

    /// The offset just after the bracket that closes the first one; nil when the bytes end first.
    mutating func end() -> Int? {
        let end = bytes.count
        while at < end {
            if at + Self.blockSize <= end, !escaping {
                let block = Block(bytes, at: at)
                if !block.hasBackslash {
                    if let found = scan(block) { return found }
                    continue
                }
            }
            if let found = scanBytes(upTo: min(end, at + Self.blockSize)) { return found }
        }
        return nil
    }

    /// A block without backslashes: every quote in it opens or closes a string.
    private mutating func scan(_ block: Block) -> Int? {
        var inside = Self.prefixParity(block.quotes)
        if inString { inside = ~inside }
        var brackets = block.brackets & ~inside
        while brackets != 0 {
            let bit = brackets.trailingZeroBitCount
            if bytes[at + bit] | 0x20 == UInt8(ascii: "{") {
                depth += 1
            } else {
                depth -= 1
                if depth == 0 { return at + bit + 1 }
            }
            brackets &= brackets &- 1
        }
        inString = inside >> 63 == 1
        at += Self.blockSize
        return nil
    }

    /// Byte by byte, to `limit`.
    private mutating func scanBytes(upTo limit: Int) -> Int? {
        while at < limit {
            let byte = bytes[at]
            at += 1
            if escaping {
                escaping = false
            } else if inString {
                if byte == UInt8(ascii: "\"") { inString = false } else if byte == UInt8(ascii: "\\") { escaping = true }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte | 0x20 == UInt8(ascii: "{") {
                depth += 1
            } else if byte | 0x20 == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return at }
            }
        }
        return nil
    }

    /// Bit i set when an odd number of the bits 0...i of `bits` are: with quotes, the bytes
    /// from an opening quote up to (not including) its closing one.
    static func prefixParity(_ bits: UInt64) -> UInt64 {
        var parity = bits
        parity ^= parity << 1
        parity ^= parity << 2
        parity ^= parity << 4
        parity ^= parity << 8
        parity ^= parity << 16
        parity ^= parity << 32
        return parity
    }

    /// 64 bytes as masks, bit i for the byte at offset i: two masks gathered a block, where
    /// four were (a third of the instructions of indexing a document went to gathering them).
    struct Block {
        var quotes: UInt64 = 0
        /// `[`, `]`, `{` and `}` (`[` and `{` differ only in bit 5, as `]` and `}` do); an
        /// opening one is told from a closing one by its byte when it is met outside a string.
        var brackets: UInt64 = 0
        /// Whether any byte is a backslash: such a block goes byte by byte, so where does not
        /// matter.
        var hasBackslash = false

        init(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
            let base = UnsafeRawPointer(bytes.baseAddress!)
            var backslashes = SIMDMask<SIMD16<Int8>>(repeating: false)
            for chunk in 0..<4 {
                let lanes = base.loadUnaligned(fromByteOffset: offset + 16 * chunk, as: SIMD16<UInt8>.self)
                let folded = lanes | SIMD16(repeating: 0x20)
                let shift = UInt64(16 * chunk)
                quotes |= Self.bits(lanes .== SIMD16(repeating: UInt8(ascii: "\""))) << shift
                brackets |= Self.bits((folded .== SIMD16(repeating: UInt8(ascii: "{"))) .| (folded .== SIMD16(repeating: UInt8(ascii: "}")))) << shift
                backslashes .|= lanes .== SIMD16(repeating: UInt8(ascii: "\\"))
            }
            hasBackslash = any(backslashes)
        }

        /// Sixteen lanes' answers as sixteen bits: each lane's 0x80 gathered into one byte
        /// per half by a multiplication (the bits land in the top byte, no two on one place).
        @inline(__always)
        static func bits(_ mask: SIMDMask<SIMD16<Int8>>) -> UInt64 {
            let flags = SIMD16<UInt8>(repeating: 0).replacing(with: 0x80, where: mask)
            let halves = unsafeBitCast(flags, to: SIMD2<UInt64>.self)
            let gather: UInt64 = 0x0002_0408_1020_4081
            let low = (UInt64(littleEndian: halves[0]) &* gather) >> 56
            let high = (UInt64(littleEndian: halves[1]) &* gather) >> 56
            return low | high << 8
        }
    }
}
