import Foundation
import Testing
import TestSupport

/// What compiles with `import IntentKit` in place of `import AppIntents`, and what must not.
@Suite(.offThePool) struct CompileTests {
    static let seedSamples = Compiler.files(in: "SeedSamples").map(\.lastPathComponent)
    static let misuses = Compiler.files(in: "Misuse").map(\.lastPathComponent).filter { $0 != "Scaffold.swift" }
    /// Code in the spellings of Apple's API reference, one file per initializer family.
    static let appleStyle = Compiler.files(in: "AppleStyle").map(\.lastPathComponent)

    @Test func theFixturesAreThere() {
        #expect(Self.seedSamples.count == 4)
        #expect(Self.misuses.count >= 12)
    }

    @Test(arguments: seedSamples)
    func seedSampleCompiles(_ name: String) throws {
        let file = Compiler.fixtures.appendingPathComponent("SeedSamples/\(name)")
        let version = try Compiler.header("swift-version", in: file).flatMap { Int($0) } ?? 6
        let result = try Compiler.typecheck([file], swiftVersion: version)
        #expect(result.succeeded, "\(name) did not compile:\n\(result.diagnostics)")
        #expect(!result.diagnostics.contains("warning:"), "\(name) compiled with warnings:\n\(result.diagnostics)")
    }

    @Test(arguments: appleStyle, [5, 6])
    func applesSpellingsCompile(_ name: String, swiftVersion: Int) throws {
        let file = Compiler.fixtures.appendingPathComponent("AppleStyle/\(name)")
        let result = try Compiler.typecheck([file], swiftVersion: swiftVersion)
        #expect(result.succeeded, "\(name) did not compile in Swift \(swiftVersion) mode:\n\(result.diagnostics)")
        #expect(!result.diagnostics.contains("warning:"), "\(name) compiled with warnings:\n\(result.diagnostics)")
    }

    @Test(arguments: misuses)
    func misuseIsRejectedByTheCompiler(_ name: String) throws {
        let scaffold = Compiler.fixtures.appendingPathComponent("Misuse/Scaffold.swift")
        let file = Compiler.fixtures.appendingPathComponent("Misuse/\(name)")
        let result = try Compiler.typecheck([scaffold, file], swiftVersion: 6)
        if let expected = try Compiler.header("expect-error", in: file) {
            #expect(!result.succeeded, "\(name) compiled but should not have")
            #expect(result.diagnostics.contains(expected) && result.diagnostics.contains(name),
                    "\(name) failed for another reason than expected (\(expected)):\n\(result.diagnostics)")
        } else {
            #expect(result.succeeded, "\(name) should compile:\n\(result.diagnostics)")
        }
    }
}
