@testable import IntentKit
import Testing
import TestSupport

/// The declaration cache's binary form of JSON: whatever is packed reads back equal, each
/// distinct string is kept once, and bytes that are not a whole archive are refused where they
/// go wrong — without a crash, a hang or an allocation larger than the file.
@Suite struct PackedJSONTests {
    private func packed(_ values: [JSONValue]) -> [UInt8] {
        var writer = PackedJSON.Writer()
        for value in values { writer.append(value) }
        return writer.bytes()
    }

    private func unpacked(_ bytes: [UInt8]) throws -> [JSONValue] {
        let archive = try PackedJSON.Archive(bytes)
        return try (0..<archive.count).map { index throws in try archive.value(at: index) }
    }

    /// A random value: every kind, nested, with names and strings drawn from a small set (so
    /// that they repeat, as a definition's do).
    private func randomValue(_ generator: inout SeededGenerator, depth: Int = 0) -> JSONValue {
        let words = ["", "id", "title", "°C", "Réglage", "a\u{0}b", "emoji 🥾", String(repeating: "long ", count: 20)]
        switch Int.random(in: 0..<(depth > 3 ? 5 : 7), using: &generator) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2: return .int([0, 1, -1, 63, -64, 64, Int.max, Int.min, Int.random(in: .min ... .max, using: &generator)].randomElement(using: &generator)!)
        case 3: return .double([0.0, -0.0, 1.5, -2.25e300, .infinity, Double.random(in: -1e9...1e9, using: &generator)].randomElement(using: &generator)!)
        case 4: return .string(words.randomElement(using: &generator)!)
        case 5: return .array((0..<Int.random(in: 0...4, using: &generator)).map { _ in randomValue(&generator, depth: depth + 1) })
        default:
            var members: [(key: String, value: JSONValue)] = []
            for key in words.shuffled(using: &generator).prefix(Int.random(in: 0...4, using: &generator)) {
                members.append((key, randomValue(&generator, depth: depth + 1)))
            }
            return .object(members)
        }
    }

    @Test func whatIsPackedReadsBackEqualInItsOrder() throws {
        var generator = SeededGenerator(seed: 0x9AC4)
        for _ in 0..<300 {
            let values = (0..<Int.random(in: 0...5, using: &generator)).map { _ in randomValue(&generator) }
            let read = try unpacked(packed(values))
            #expect(read == values)
            for (one, other) in zip(read, values) {
                if case .object(let members) = one, case .object(let expected) = other {
                    #expect(members.map(\.key) == expected.map(\.key), "members keep their order")
                }
            }
        }
        #expect(try unpacked(packed([.int(.min), .int(.max), .double(-0.0)])).map { "\($0)" } == ["int(-9223372036854775808)", "int(9223372036854775807)", "double(-0.0)"])
    }

    @Test func eachDistinctStringIsKeptOnce() {
        let entry = JSONValue.object([("identifier", .string("SuggestedTrails")), ("title", .string("Suggest Trails"))])
        let once = packed([entry]).count
        let hundred = packed(Array(repeating: entry, count: 100)).count
        #expect(hundred <= once + 100 * 9, "names and values are table indices after the first: \(once) then \(hundred)")
    }

    @Test func bytesThatAreNotAWholeArchiveAreRefusedWhereTheyGoWrong() throws {
        let bytes = packed([.object([("name", .string("Réglage")), ("items", .array([.int(1), .double(2.5), .null]))])])
        #expect(throws: PackedJSON.Damage.self) { try PackedJSON.Archive([]) }
        #expect(throws: PackedJSON.Damage.self) { try PackedJSON.Archive(Array(#"{"format":2}"#.utf8)) }
        var otherVersion = bytes
        otherVersion[4] = 2
        #expect(throws: PackedJSON.Damage(offset: 4, expected: "layout 1")) { try PackedJSON.Archive(otherVersion) }
        for length in 0..<bytes.count {
            #expect(throws: PackedJSON.Damage.self, "cut at \(length)") { try unpacked(Array(bytes.prefix(length))) }
        }
        // A count far beyond the bytes left is refused before anything is allocated for it.
        let hugeCount = PackedJSON.magic + [1, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F]
        #expect(throws: PackedJSON.Damage(offset: 5, expected: "a count within the 0 bytes left")) { try PackedJSON.Archive(hugeCount) }
        // A string that is not UTF-8.
        let notUTF8 = PackedJSON.magic + [1, 1, 2, 0xC3, 0x28, 0]
        #expect(throws: PackedJSON.Damage(offset: 7, expected: "a string of UTF-8")) { try PackedJSON.Archive(notUTF8) }
    }

    /// Values are read one at a time: a damaged one costs only itself.
    @Test func aDamagedValueCostsOnlyItself() throws {
        // No strings; three values of one byte each: null, a tag that is no value, true.
        let archive = try PackedJSON.Archive(PackedJSON.magic + [1, 0, 3, 1, 0, 1, 9, 1, 2])
        #expect(try archive.value(at: 0) == .null)
        #expect(throws: PackedJSON.Damage(offset: 10, expected: "a value's tag (0 to 7)")) { try archive.value(at: 1) }
        #expect(try archive.value(at: 2) == .bool(true))
        // A value with bytes left over after it.
        let trailing = try PackedJSON.Archive(PackedJSON.magic + [1, 0, 1, 2, 2, 2])
        #expect(throws: PackedJSON.Damage.self) { try trailing.value(at: 0) }
    }

    @Test func nestingIsBoundedAsInJSONText() throws {
        func nested(_ depth: Int) -> [UInt8] {
            // Arrays of one element, `depth` deep, around a null.
            var value: [UInt8] = []
            for _ in 0..<depth { value += [6, 1] }
            value.append(0)
            var length: [UInt8] = []
            var rest = value.count
            while rest >= 0x80 {
                length.append(UInt8(rest & 0x7F) | 0x80)
                rest >>= 7
            }
            length.append(UInt8(rest))
            let header: [UInt8] = PackedJSON.magic + [1, 0, 1]
            return header + length + value
        }
        #expect(try PackedJSON.Archive(nested(JSONParser.maximumDepth - 1)).value(at: 0) != .null)
        #expect(throws: PackedJSON.Damage.self) { try PackedJSON.Archive(nested(100_000)).value(at: 0) }
    }

    /// Thousands of mutations of a real archive: each is refused, or reads as values that pack
    /// and read back the same.
    @Test func mutatedArchivesReadWholeOrAreRefused() throws {
        var generator = SeededGenerator(seed: 0xB17E5)
        let original = packed((0..<6).map { _ in randomValue(&generator) })
        var read = 0
        for _ in 0..<3_000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &generator) {
                guard !bytes.isEmpty else { break }
                let at = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0: bytes[at] = UInt8.random(in: 0...255, using: &generator)
                case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...12, using: &generator)))
                case 2: bytes.insert(contentsOf: (0..<Int.random(in: 1...6, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }, at: at)
                default: bytes = Array(bytes.prefix(at))
                }
            }
            guard let archive = try? PackedJSON.Archive(bytes) else { continue }
            for index in 0..<archive.count {
                guard let value = try? archive.value(at: index) else { continue }
                read += 1
                #expect(try unpacked(packed([value])) == [value])
            }
        }
        #expect(read > 0, "some mutations (a changed letter in a string) still read")
    }
}
