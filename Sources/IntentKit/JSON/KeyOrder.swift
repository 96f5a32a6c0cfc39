import Foundation

/// The order canonical files list keys in: by their UTF-8 bytes, so that the same members are
/// always written in the same order whatever the locale or normalisation. Compared here with
/// `memcmp` over the strings' own storage: the generic `lexicographicallyPrecedes` over their
/// UTF-8 views was a twentieth of what writing a large document cost.
package enum KeyOrder {
    /// Whether `first` comes before `second`: at the first byte that differs, or, when one is
    /// the start of the other, the shorter first.
    package static func precedes(_ first: String, _ second: String) -> Bool {
        let fast = first.utf8.withContiguousStorageIfAvailable { firstBytes in
            second.utf8.withContiguousStorageIfAvailable { secondBytes in
                precedes(firstBytes, secondBytes)
            }
        }
        if let fast, let fast { return fast }
        return first.utf8.lexicographicallyPrecedes(second.utf8)
    }

    private static func precedes(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = min(first.count, second.count)
        if common > 0, let firstStart = first.baseAddress, let secondStart = second.baseAddress {
            let order = memcmp(firstStart, secondStart, common)
            if order != 0 { return order < 0 }
        }
        return first.count < second.count
    }
}
