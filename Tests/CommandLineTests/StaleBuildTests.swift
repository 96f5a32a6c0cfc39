import Foundation
import Testing
import TestSupport

/// With the editor closed, a package host's source edited: `intents --check` builds it first
/// (saying why) and reports what the new build does — here the faulty fixture's findings in
/// place of the workshop's; `--no-build` keeps the old build and says how old it is.
@Suite(.offThePool) struct StaleBuildTests {
    static let newFinding = "Tool's query: entities(for:) found 0 of the 2 entities"

    @Test func anEditedSourceIsBuiltBeforeTheCheckAndItsNewBehaviourReported() throws {
        let fixture = try PackageHostFixture()
        let environment = ["SHORTCUT_EDITOR_SWIFT": fixture.swift.path]
        let before = try CommandLineTests().run(["intents", "--check", "--library", fixture.library.path], environment: environment)
        #expect(!before.output.contains("building Brew") && !before.output.contains(Self.newFinding), "\(before.output)")

        try fixture.edit("import IntentKit\n// FAULTY\n", after: 120)
        let kept = try CommandLineTests().run(["intents", "--check", "--no-build", "--library", fixture.library.path], environment: environment)
        #expect(kept.output.contains("Brew: using its build, "), "\(kept.output)")
        #expect(kept.output.contains("though its sources changed 2 min after the last build (--no-build)"), "\(kept.output)")
        #expect(!kept.output.contains(Self.newFinding), "\(kept.output)")

        let after = try CommandLineTests().run(["intents", "--check", "--library", fixture.library.path], environment: environment)
        #expect(after.output.contains("building Brew (sources changed 2 min after the last build)…"), "\(after.output)")
        #expect(after.output.contains(Self.newFinding), "the new build's behaviour: \(after.output)")
        #expect(after.status == 1)
        // Built now: the next command asks the new build at once.
        let again = try CommandLineTests().run(["lint", "--library", fixture.library.path], environment: environment)
        #expect(!again.output.contains("building Brew"), "\(again.output)")
    }

    /// A build that fails leaves the last one serving, the compiler's error said whole.
    @Test func aBrokenSourceSaysItsErrorAndTheLastBuildServes() throws {
        let fixture = try PackageHostFixture()
        try fixture.edit("import IntentKit\n// BROKEN\n", after: 30)
        let result = try CommandLineTests().run(["lint", "--library", fixture.library.path],
                                                environment: ["SHORTCUT_EDITOR_SWIFT": fixture.swift.path])
        #expect(result.output.contains("building Brew (sources changed 30 s after the last build)…"), "\(result.output)")
        #expect(result.output.contains("Brew did not build:"), "\(result.output)")
        #expect(result.output.contains(#"3 | func morning() { brew(cups: 2, strength: "strong") }"#), "\(result.output)")
        #expect(result.output.contains("Brew: its last build ("), "\(result.output)")
    }
}
