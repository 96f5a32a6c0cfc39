@testable import AppleShortcuts
import Foundation
import Testing
import TestSupport

/// The LZFSE decoder against vectors compressed once by Apple's reference implementation
/// (raw, LZVN and LZFSE v2 blocks, long matches, several blocks), and against damage: every
/// truncation and flipped bytes give an error, never a crash or a wrong length.
@Suite struct LZFSEDecoderTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/lzfse")

    struct Vector: Sendable, CustomStringConvertible {
        var name: String
        var size: Int
        var sha256: String
        var description: String { name }
    }

    static let vectors: [Vector] = {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("manifest.json")),
              let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: [String: Any]] else { return [] }
        return manifest.keys.sorted().map { name in
            Vector(name: name, size: manifest[name]?["size"] as? Int ?? -1, sha256: manifest[name]?["sha256"] as? String ?? "")
        }
    }()

    static func compressed(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(name + ".lzfse")))
    }

    static func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }

    @Test func theVectorsAreThere() {
        #expect(Self.vectors.count == 6)
    }

    @Test(arguments: vectors)
    func decodesWhatTheReferenceEncoded(_ vector: Vector) throws {
        let output = try LZFSEDecoder.decompress(try Self.compressed(vector.name))
        #expect(output.count == vector.size)
        #expect(Self.hex(SegmentDigest.sha256(output)) == vector.sha256)
        let expected = Self.folder.appendingPathComponent(vector.name + ".expected")
        if FileManager.default.fileExists(atPath: expected.path) {
            #expect(output == Array(try Data(contentsOf: expected)))
        }
    }

    @Test func sha256MatchesTheStandardsExamples() {
        #expect(Self.hex(SegmentDigest.sha256(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(Self.hex(SegmentDigest.sha256([UInt8]())) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(Self.hex(SegmentDigest.sha256(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func anEmptyStreamIsItsEndMarker() throws {
        #expect(try LZFSEDecoder.decompress(Array("bvx$".utf8)).isEmpty)
        #expect(throws: LZFSEError.self) { try LZFSEDecoder.decompress([]) }
    }

    @Test func everyTruncationIsAnError() throws {
        for name in ["text-lzvn", "words-lzfse", "random-raw"] {
            let full = try Self.compressed(name)
            for length in stride(from: 0, to: full.count, by: max(1, full.count / 400)) {
                #expect(throws: LZFSEError.self, "\(name) cut at \(length)") { try LZFSEDecoder.decompress(Array(full[..<length])) }
            }
        }
    }

    @Test func damagedStreamsAreErrorsOrTheDeclaredLength() throws {
        var generator = SeededGenerator(seed: 7)
        for name in ["text-lzvn", "words-lzfse", "long-matches"] {
            let full = try Self.compressed(name)
            for _ in 0..<400 {
                var damaged = full
                for _ in 0..<1 + Int(generator.next() % 3) {
                    damaged[Int(generator.next() % UInt64(damaged.count))] = UInt8(truncatingIfNeeded: generator.next())
                }
                // Either refused, or decoded to no more than the limit it was given.
                if let output = try? LZFSEDecoder.decompress(damaged, limit: 200_000) { #expect(output.count <= 200_000) }
            }
        }
    }

    /// The reference writes v2 headers only: each block is rewritten here with the same
    /// fields in v1's full layout (every field, every frequency as 16 bits) and must decode the same.
    @Test func version1HeadersDecodeAsTheirVersion2Equivalents() throws {
        let v2 = try Self.compressed("many-blocks")
        var v1: [UInt8] = []
        var reader = ByteReader(v2)
        func le<T: FixedWidthInteger>(_ value: T) -> [UInt8] { withUnsafeBytes(of: value.littleEndian, Array.init) }
        var blocks = 0
        while let magic = reader.u32() {
            if magic == LZFSEDecoder.endOfStream {
                v1 += le(magic)
                break
            }
            #expect(magic == LZFSEDecoder.compressedV2)
            guard let header = LZFSEBlockHeader(&reader, version: 2),
                  let payload = reader.take(header.literalPayloadCount + header.lmdPayloadCount) else {
                Issue.record("block \(blocks) does not read")
                return
            }
            v1 += le(LZFSEDecoder.compressedV1) + le(UInt32(header.rawCount)) + le(UInt32(payload.count))
            v1 += le(UInt32(header.literalCount)) + le(UInt32(header.matchCount))
            v1 += le(UInt32(header.literalPayloadCount)) + le(UInt32(header.lmdPayloadCount))
            v1 += le(Int32(header.literalBits)) + header.literalStates.flatMap(le)
            v1 += le(Int32(header.lmdBits)) + le(header.lState) + le(header.mState) + le(header.dState)
            v1 += header.frequencies.flatMap(le) + payload
            blocks += 1
        }
        #expect(blocks > 1, "the vector has several blocks")
        #expect(try LZFSEDecoder.decompress(v1) == (try LZFSEDecoder.decompress(v2)))
        #expect(try LZFSEDecoder.decompress(v1).count == Self.vectors.first { $0.name == "many-blocks" }?.size)
    }

    @Test func theOutputNeverPassesItsLimit() throws {
        #expect(throws: LZFSEError.self) { try LZFSEDecoder.decompress(try Self.compressed("long-matches"), limit: 1_000) }
    }
}
