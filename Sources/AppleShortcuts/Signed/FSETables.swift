/// The finite-state entropy tables of an LZFSE block, built from its symbol frequencies as
/// Apple's reference implementation builds them (facts of the format; docs/FILE-FORMAT.md):
/// each state gives the symbol, how many bits to read, and what to add to them for the next state.
struct FSELiteralTable {
    struct Entry {
        var bits: UInt8
        var symbol: UInt8
        var delta: Int32
    }

    let entries: [Entry]

    /// Nil when the frequencies add up to more states than there are.
    init?(states: Int, frequencies: ArraySlice<UInt16>) {
        var entries = [Entry](repeating: Entry(bits: 0, symbol: 0, delta: 0), count: states)
        let filled = FSEStates.layout(states: states, frequencies: frequencies) { state, symbol, bits, delta in
            entries[state] = Entry(bits: UInt8(bits), symbol: UInt8(symbol), delta: delta)
        }
        guard filled else { return nil }
        self.entries = entries
    }
}

/// How FSE spreads a symbol over the states: a symbol of frequency f takes f consecutive
/// states; the first ones read k bits, the rest k − 1, where k makes N ≤ f·2^k < 2N.
enum FSEStates {
    /// Calls `entry(state, symbol, bits, delta)` for every state a symbol takes; false when the
    /// frequencies add up to more states than there are.
    static func layout(states: Int, frequencies: ArraySlice<UInt16>, _ entry: (Int, Int, Int, Int32) -> Void) -> Bool {
        let leadingZeros = Int32(states).leadingZeroBitCount
        var next = 0
        for (symbol, frequency) in frequencies.enumerated() where frequency > 0 {
            let f = Int(frequency)
            guard next + f <= states else { return false }
            let k = Int32(f).leadingZeroBitCount - leadingZeros
            let j0 = ((2 * states) >> k) - f
            for j in 0..<f {
                if j < j0 {
                    entry(next, symbol, k, Int32(((f + j) << k) - states))
                } else {
                    entry(next, symbol, k - 1, Int32((j - j0) << (k - 1)))
                }
                next += 1
            }
        }
        return true
    }
}

/// The table of a value (a literal run, a match length, a distance): the symbol stands for a
/// base value and a number of extra bits read with the next state's bits.
struct FSEValueTable {
    struct Entry {
        var totalBits: UInt8
        var valueBits: UInt8
        var delta: Int32
        var base: Int32
    }

    let entries: [Entry]

    init?(states: Int, frequencies: ArraySlice<UInt16>, extraBits: [UInt8], baseValues: [Int32]) {
        var entries = [Entry](repeating: Entry(totalBits: 0, valueBits: 0, delta: 0, base: 0), count: states)
        let filled = FSEStates.layout(states: states, frequencies: frequencies) { state, symbol, bits, delta in
            let extra = extraBits[symbol]
            entries[state] = Entry(totalBits: UInt8(bits) + extra, valueBits: extra, delta: delta, base: baseValues[symbol])
        }
        guard filled else { return nil }
        self.entries = entries
    }

    /// Bases from the extra bits: each symbol's range starts where the previous one's ends.
    static func bases(_ extraBits: [UInt8]) -> [Int32] {
        var bases: [Int32] = [0]
        for bits in extraBits.dropLast() { bases.append(bases.last! + (Int32(1) << Int32(bits))) }
        return bases
    }
}

/// LZFSE's bit stream, read backwards from the end of a payload: whole bytes are added at the
/// bottom of a 64-bit accumulator and bits are taken from the top of what it holds.
struct FSEBitStream {
    private let bytes: [UInt8]
    private let lowest: Int
    /// The next byte to add is the one before this offset.
    private(set) var position: Int
    private var accumulator: UInt64 = 0
    private var count: Int = 0

    /// `end` is where the payload ends; `initialBits` (−7…0) is how many bits of the last byte
    /// the encoder left unused, as the block header says. Nil when there is not enough data.
    init?(_ bytes: [UInt8], lowest: Int, end: Int, initialBits: Int) {
        self.bytes = bytes
        self.lowest = lowest
        guard end <= bytes.count, initialBits >= -7, initialBits <= 0 else { return nil }
        if initialBits != 0 {
            guard end - 8 >= lowest else { return nil }
            position = end - 8
            accumulator = Self.load(bytes, at: position, count: 8)
            count = initialBits + 64
        } else {
            guard end - 7 >= lowest else { return nil }
            position = end - 7
            accumulator = Self.load(bytes, at: position, count: 7)
            count = 56
        }
        if count < 64, accumulator >> UInt64(count) != 0 { return nil }
    }

    private static func load(_ bytes: [UInt8], at offset: Int, count: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in 0..<count where offset + index < bytes.count { value |= UInt64(bytes[offset + index]) << UInt64(8 * index) }
        return value
    }

    /// Tops the accumulator up to at least 56 bits; false when the payload has run out.
    mutating func refill() -> Bool {
        let bits = (63 - count) & ~7
        guard bits > 0 else { return true }
        let newPosition = position - bits / 8
        guard newPosition >= lowest else { return false }
        position = newPosition
        let incoming = Self.load(bytes, at: position, count: bits / 8)
        accumulator = (accumulator << UInt64(bits)) | incoming
        count += bits
        return true
    }

    /// The next `n` bits (at most 56 after a refill); nil when fewer remain.
    mutating func pull(_ n: Int) -> UInt64? {
        guard n <= count else { return nil }
        guard n > 0 else { return 0 }
        count -= n
        let result = accumulator >> UInt64(count)
        accumulator &= count == 0 ? 0 : (UInt64.max >> UInt64(64 - count))
        return result
    }

    /// Whether every bit of the payload was read.
    var isExhausted: Bool { position == lowest && count == 0 }
}
