@testable import AppleShortcuts
import Foundation
import IntentKit
import Testing
import TestSupport

/// Signed shortcuts: the public signed files of the corpus open, name their signer and match
/// what they hold; an archive built here (so the tests run without the corpus) checks the
/// structure; damaged and unsupported archives are errors naming the file and the place.
@Suite(.offThePool) struct SignedShortcutTests {
    static let signedFolder = Corpus.folder.deletingLastPathComponent().appendingPathComponent("signed")

    static func signed(_ name: String) throws -> [UInt8]? {
        let url = signedFolder.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return Array(try Data(contentsOf: url))
    }

    static let workflow: PropertyListValue = .dictionary([
        "WFWorkflowActions": .array([.dictionary([
            "WFWorkflowActionIdentifier": .string("is.workflow.actions.gettext"),
            "WFWorkflowActionParameters": .dictionary(["WFTextActionText": .string("Signed hello")]),
        ])]),
        "WFWorkflowClientVersion": .string("2607.0.2"),
    ])

    /// An Apple Archive of one file.
    static func appleArchive(path: String, data: [UInt8]) -> [UInt8] {
        var fields: [UInt8] = Array("TYP1".utf8) + [UInt8(ascii: "F")]
        fields += Array("PATP".utf8) + [UInt8(path.utf8.count), 0] + Array(path.utf8)
        fields += Array("DATB".utf8) + withUnsafeBytes(of: UInt32(data.count).littleEndian, Array.init)
        let size = UInt16(6 + fields.count)
        return Array("AA01".utf8) + withUnsafeBytes(of: size.littleEndian, Array.init) + fields + data
    }

    /// A profile-0 archive, its one segment stored raw, as Apple lays one out.
    static func archive(payload: [UInt8], profile: UInt32 = 0, digest: [UInt8]? = nil) -> [UInt8] {
        func le<T: FixedWidthInteger>(_ value: T) -> [UInt8] { withUnsafeBytes(of: value.littleEndian, Array.init) }
        let auth = PropertyListCoder.encode(.dictionary(["AppleIDValidationRecord": .data([1, 2, 3])]), as: .binary)
        var bytes = Array("AEA1".utf8) + le(profile) + le(UInt32(auth.count)) + auth
        bytes += [UInt8](repeating: 0xA5, count: 128 + 32 + 32 + 32)
        let rootHeaderAt = bytes.count
        bytes += le(UInt64(payload.count)) + le(UInt64(0)) + le(UInt32(1 << 20)) + le(UInt32(1)) + [UInt8(ascii: "-"), 2]
        bytes += [UInt8](repeating: 0, count: 48 - 26)
        bytes += [UInt8](repeating: 0x5A, count: 32)
        bytes += le(UInt32(payload.count)) + le(UInt32(payload.count)) + (digest ?? SegmentDigest.sha256(payload))
        bytes += [UInt8](repeating: 0x5A, count: 32 + 32)
        bytes += payload
        let total = le(UInt64(bytes.count))
        bytes.replaceSubrange((rootHeaderAt + 8)..<(rootHeaderAt + 16), with: total)
        return bytes
    }

    static var builtSigned: [UInt8] {
        archive(payload: appleArchive(path: "Shortcut.wflow", data: PropertyListCoder.encode(workflow, as: .binary)))
    }

    @Test func aSignedArchiveOpensAsTheShortcutItHolds() throws {
        let decoded = try ShortcutFileCodec.decode(Self.builtSigned, file: "Hello.shortcut", name: "Hello", date: .distantPast)
        #expect(decoded.signer == "contact-signed")
        #expect(decoded.document.actions.map(\.values) == [["WFTextActionText": .string("Signed hello")]])
        let unsigned = try ShortcutFileCodec.decode(PropertyListCoder.encode(Self.workflow, as: .binary), file: "u", name: "Hello", date: .distantPast)
        #expect(decoded.document.actions.map(\.values) == unsigned.document.actions.map(\.values), "the same as its unsigned form")
        #expect(unsigned.signer == nil)
    }

    @Test func theCorpusSignedFilesOpen() throws {
        guard let contact = try Self.signed("0xilis_libshortcutsign_contactVerificationTest.shortcut"),
              let cloud = try Self.signed("electrikmilk_cherri_hello_world.shortcut") else { return }
        let first = try ShortcutFileCodec.decode(contact, file: "contact", name: "Contact", date: .distantPast)
        #expect(first.signer == "contact-signed")
        #expect(first.document.actions.count == 913)
        let second = try ShortcutFileCodec.decode(cloud, file: "hello", name: "Hello", date: .distantPast)
        #expect(second.signer == "558b1d879a424d56a7ac954db8dcb34c", "the signing certificate's subject")
        #expect(second.document.actions.map(\.intent) == ["is.workflow.actions.alert"])
        #expect(second.document.actions.first?.values["WFAlertActionMessage"] == .string("Hello World"))
    }

    static func error(_ bytes: [UInt8]) -> String? {
        do {
            _ = try ShortcutFileCodec.decode(bytes, file: "Bad.shortcut", name: "Bad", date: .distantPast)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func damageIsNamedWithThePlace() throws {
        let good = Self.builtSigned
        #expect(Self.error(Self.archive(payload: [1, 2, 3], profile: 1))?.hasPrefix("Bad.shortcut: signed shortcut, byte 4: profile 1: encrypted archives are not supported") == true)
        var wrongDigest = Self.archive(payload: Self.appleArchive(path: "Shortcut.wflow", data: [0, 1, 2]), digest: [UInt8](repeating: 0, count: 32))
        #expect(Self.error(wrongDigest)?.contains("does not match its SHA-256: the file is damaged") == true)
        wrongDigest = Self.archive(payload: Self.appleArchive(path: "Other.plist", data: [0, 1, 2]))
        #expect(Self.error(wrongDigest) == "Bad.shortcut: signed shortcut: the archive holds no Shortcut.wflow, so it is not a shortcut")
        var longer = good
        longer.append(0)
        #expect(Self.error(longer)?.contains("the archive says it is \(good.count) bytes long, the file is \(good.count + 1)") == true)
        for length in 0..<good.count where length % 7 == 0 || length > good.count - 40 {
            let said = Self.error(Array(good.prefix(length)))
            #expect(said?.hasPrefix("Bad.shortcut") == true, "cut at \(length): \(said ?? "opened")")
        }
    }

    @Test func corruptCompressedSegmentsAreNamed() throws {
        guard var cloud = try Self.signed("electrikmilk_cherri_hello_world.shortcut") else { return }
        let data = try #require(cloud.firstRange(of: Array("bvxn".utf8)))
        cloud[data.lowerBound + 20] ^= 0xFF
        cloud[data.lowerBound + 21] ^= 0xFF
        let said = try #require(Self.error(cloud))
        #expect(said.hasPrefix("Bad.shortcut: signed shortcut, byte "), "\(said)")
    }

    @Test func tenThousandMutatedSignedFilesEachOpenOrFail() throws {
        var seeds = [Self.builtSigned]
        if let cloud = try Self.signed("electrikmilk_cherri_hello_world.shortcut") { seeds.append(cloud) }
        var random = SeededGenerator(seed: 0x51_6E_ED)
        var outcomes = (opened: 0, refused: 0)
        for round in 0..<10_000 {
            var bytes = seeds[round % seeds.count]
            switch random.next() % 3 {
            case 0:
                for _ in 0..<(1 + random.next() % 4) { bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next()) }
            case 1:
                bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count))))
            default:
                // Where the sizes live: the header, the root header and the segment headers.
                let index = Int(random.next() % UInt64(min(bytes.count, 2_600)))
                bytes[index] = UInt8(truncatingIfNeeded: random.next())
            }
            if Self.error(bytes) == nil { outcomes.opened += 1 } else { outcomes.refused += 1 }
        }
        #expect(outcomes.opened > 100 && outcomes.refused > 100, "\(outcomes)")
    }
}
