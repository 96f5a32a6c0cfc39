import Foundation
@testable import IntentCatalogs
import Testing

/// The built-in catalog is read from beside the program without `Bundle`: the same bytes
/// `Bundle.module` finds, by the direct way wherever SwiftPM puts the program.
@Suite struct BundledFileTests {
    @Test func theDirectWayFindsWhatTheBundleFinds() throws {
        let folder = try #require(BundledFile.executableFolder())
        let direct = try #require(BundledFile.read(folder + "/" + BundledFile.resourcesFolder + "/builtin-actions.json"),
                                  "SwiftPM put the resources elsewhere than beside \(folder)")
        let url = try #require(Bundle.module.url(forResource: "builtin-actions", withExtension: "json"))
        #expect(direct == [UInt8](try Data(contentsOf: url)))
        #expect(BundledFile.bytes(named: "builtin-actions.json") { nil } == direct)
    }

    @Test func aMissingFileFallsBackAndThenIsNil() throws {
        let url = try #require(Bundle.module.url(forResource: "builtin-actions", withExtension: "json"))
        #expect(BundledFile.bytes(named: "no-such-file.json") { url } == [UInt8](try Data(contentsOf: url)))
        #expect(BundledFile.bytes(named: "no-such-file.json") { nil } == nil)
        #expect(BundledFile.read("/proc/self/no-such-file") == nil)
    }
}
