import Foundation
@testable import IntentKit
import Testing
import TestSupport

/// The hand-made `%.15g` against C's own, over numbers of every size and length of digits.
@Suite struct SignificantDigitsTests {
    private func expectSameAsC(_ value: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(SignificantDigits.fifteen(value) == String(format: "%.15g", value), "\(value)", sourceLocation: sourceLocation)
    }

    @Test func edgesOfTheFixedForm() {
        for value in [0.0001, 0.00001, 0.000123, 1e-5, 1.5e-7, 1e14, 1e15, 1.5e15, 123456789012345.0, 999999999999999.0,
                      1e16, 1e300, Double.leastNonzeroMagnitude, 2.5, -2.5, 0.1, -0.001, 1 / 3.0, 2.0 / 3.0, 0.1 + 0.2, Double.leastNormalMagnitude / 3, 12.5e-5,
                      Double.greatestFiniteMagnitude, -Double.leastNormalMagnitude, 100.25, 7.0] {
            expectSameAsC(value)
        }
    }

    @Test func shortDecimalsAsPeopleTypeThem() {
        var random = SeededGenerator(seed: 0x9E37_79B9_7F4A_7C15)
        for _ in 0..<20_000 {
            let digits = Int(random.next() % 16) + 1
            let mantissa = Double(random.next() % UInt64(pow(10, Double(digits))))
            let scale = Int(random.next() % 40) - 20
            let value = mantissa * pow(10, Double(scale)) * (random.next() % 2 == 0 ? 1 : -1)
            guard value != 0 else { continue }
            expectSameAsC(value)
        }
    }

    @Test func arbitraryBitPatterns() {
        var state: UInt64 = 42
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let value = Double(bitPattern: state)
            guard value.isFinite, value != 0 else { continue }
            expectSameAsC(value)
        }
    }
}
