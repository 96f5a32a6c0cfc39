import Foundation

/// Where the identifiers of actions the editor creates (added, duplicated) come from. Part of
/// the state, so that `update` stays a function of the state and the event: the shell seeds it
/// at random, a test with a number, and the same seed gives the same identifiers.
public struct IdentifierSource: Sendable, Equatable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    /// Seeded from the system's random numbers, for the running program.
    public static func random() -> IdentifierSource {
        IdentifierSource(seed: UInt64.random(in: .min ... .max))
    }

    /// The next identifier: a version 4 (random) UUID made from two SplitMix64 steps.
    public mutating func next() -> UUID {
        let high = step(), low = step()
        var bytes = (0..<8).map { UInt8(truncatingIfNeeded: high >> (56 - 8 * $0)) }
            + (0..<8).map { UInt8(truncatingIfNeeded: low >> (56 - 8 * $0)) }
        bytes[6] = bytes[6] & 0x0F | 0x40
        bytes[8] = bytes[8] & 0x3F | 0x80
        return UUID(uuid: (bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
                           bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]))
    }

    /// SplitMix64: small, fast and well mixed; these are identifiers, not secrets.
    private mutating func step() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
