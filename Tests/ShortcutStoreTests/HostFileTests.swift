import Foundation
import IntentHostClient
import IntentKit
@testable import ShortcutStore
import Testing
import TestSupport

/// A host file is read from the library, written by hand or by `intents add`: the package it
/// names comes back as written, a package without its product is refused saying where, and
/// thousands of damaged files are read or refused with a reason — never a crash.
@Suite(.offThePool) struct HostFileTests {
    static func read(_ text: String) throws -> HostCommand {
        let file = TestScratch.path("host", suffix: ".host.json")
        try Data(text.utf8).write(to: file)
        return try HostCatalog.command(in: file, name: "Brew", besideEditor: nil)
    }

    @Test func whatIntentsAddWritesReadsBack() throws {
        let package = HostPackage(folder: "/src/Brew", product: "Brew")
        let text = String(decoding: HostCatalog.text(executable: "/src/Brew/.build/debug/Brew", package: package), as: UTF8.self)
        let command = try Self.read(text)
        #expect(command.package == package)
        #expect(command.executable == "/src/Brew/.build/debug/Brew" && command.arguments == ["serve"])
    }

    @Test func aPackageWithoutItsProductIsRefusedSayingWhere() {
        func refusal(_ text: String) -> String? {
            do { _ = try Self.read(text); return nil } catch { return "\(error)" }
        }
        #expect(refusal(#"{"command": ["/bin/true"], "package": "/src/Brew"}"#)?
            .contains("$.product: expected the name of the package's executable product") == true)
        #expect(refusal(#"{"command": ["/bin/true"], "product": "Brew"}"#)?.contains("$.package: expected the path of the Swift package") == true)
    }

    @Test func damagedHostFilesAreReadOrRefused() throws {
        var random = SeededGenerator(seed: 55)
        let good = Array(HostCatalog.text(executable: "/bin/true", package: HostPackage(folder: "/src/Brew", product: "Brew")))
        let file = TestScratch.path("damaged", suffix: ".host.json")
        for _ in 0..<2_000 {
            var bytes = good
            for _ in 0..<(1 + random.next() % 5) {
                let index = Int(random.next() % UInt64(bytes.count))
                bytes[index] = UInt8(truncatingIfNeeded: random.next())
            }
            try Data(bytes).write(to: file)
            do {
                let command = try HostCatalog.command(in: file, name: "Brew", besideEditor: nil)
                #expect(!command.executable.isEmpty)
            } catch let error as HostProtocolError {
                #expect(!"\(error)".isEmpty)
            }
        }
    }
}
