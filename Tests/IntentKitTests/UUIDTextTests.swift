import Foundation
@testable import IntentKit
import Testing

/// The document's own UUID reader and writer: Foundation's answers for UUIDs as they are
/// written, and stricter than `sscanf` about what is not one.
@Suite struct UUIDTextTests {
    @Test func writesWhatFoundationWrites() {
        let edges = [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)),
                     UUID(uuid: (255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255)),
                     UUID(uuid: (0x01, 0x23, 0x45, 0x67, 0x89, 0xAB, 0xCD, 0xEF, 0xFE, 0xDC, 0xBA, 0x98, 0x76, 0x54, 0x32, 0x10))]
        for uuid in edges + (0..<500).map({ _ in UUID() }) {
            #expect(UUIDText.format(uuid) == uuid.uuidString)
        }
    }

    @Test func readsWhatFoundationReads() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            let uuid = UUID()
            #expect(UUIDText.parse(uuid.uuidString) == uuid)
            #expect(UUIDText.parse(uuid.uuidString.lowercased()) == uuid, "either case")
            // One character changed anywhere: where Foundation reads a UUID written the way
            // UUIDs are written, so does this; where the text is not one (a space, a sign
            // inside a group, which `sscanf` lets through), this refuses it.
            var text = Array(uuid.uuidString.utf8)
            text[Int.random(in: 0..<text.count, using: &generator)] = UInt8.random(in: 0x20...0x7E, using: &generator)
            let mutated = String(decoding: text, as: UTF8.self)
            let foundation = UUID(uuidString: mutated).flatMap { $0.uuidString == mutated.uppercased() ? $0 : nil }
            #expect(UUIDText.parse(mutated) == foundation, "\(mutated)")
        }
    }

    @Test func readsAsFoundationDoesWhenAskedTo() {
        for text in ["0f9d8c52-6b0a-4c5e-9e51-2b9f4b1c7a10", "0F9D8C52-6B0A-4C5E-9E51-2B9F4B1C7A10", "0F9D8C52-6B0A-4C5E-9E51-2B9F4B1C7A1",
                     "0F9D8C52-6B0A-4C5E-9E51-+B9F4B1C7A10", "0F9D8C52-6B0A-4C5E-9E51- B9F4B1C7A10", ""] {
            #expect(UUIDText.parseAsFoundationDoes(text) == UUID(uuidString: text), "\(text)")
        }
    }

    @Test func refusesWhatIsNotOne() {
        for text in ["", "0F9D8C52-6B0A-4C5E-9E51-2B9F4B1C7A1", "0F9D8C52-6B0A-4C5E-9E51-2B9F4B1C7A100", "0F9D8C526B0A-4C5E-9E51-2B9F4B1C7A10-",
                     "0F9D8C52-6B0A-4C5E-9E51-2B9F4B1C7A1é", "{F9D8C52-6B0A-4C5E-9E51-2B9F4B1C7A10"] {
            #expect(UUIDText.parse(text) == nil, "\(text)")
        }
    }
}
