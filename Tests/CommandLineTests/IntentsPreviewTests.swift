import Foundation
import Testing
import TestSupport

/// `intents preview`: every branch of a summary at once, with the conditions that select it
/// and what lint says of it (issue 65).
@Suite(.offThePool) struct IntentsPreviewTests {
    @Test func everyBranchOfTheDemosSwitchIsPrinted() throws {
        let cli = CommandLineTests()
        let preview = try cli.run(["intents", "preview", "SuggestedTrails", "--library", try cli.temporaryLibrary().path])
        #expect(preview.status == 0, "\(preview.output)")
        for line in ["  when Activity is Biking and Location has a value:", "    Ride a bike within [Search Radius] of [Location]",
                     "  when Activity is Biking and Location has no value and Trail Collection has a value:",
                     "  when Activity is another value or none and Location has no value and Trail Collection has no value:",
                     "    Suggest [Activity] trails from [Trail Collection] or near [Location]", "  lint: nothing to say"] {
            #expect(preview.output.contains(line + "\n"), "no \(line) in:\n\(preview.output)")
        }
        let union = try cli.run(["intents", "preview", "ShareRouteIntent", "--library", try cli.temporaryLibrary().path])
        #expect(union.output.contains("  when Route is A Trail Collection:\n    Share every trail of [Route]\n"), "\(union.output)")
        let missing = try cli.run(["intents", "preview", "Nope", "--library", try cli.temporaryLibrary().path])
        #expect(missing.status != 0 && missing.output.contains("no intent Nope in the library"), "\(missing.output)")
    }

    @Test func aBranchNoValueReachesIsSaidUnderIt() throws {
        let library = try IntentsCheckTests.library(serving: try IntentsCheckTests.builtProgram("workshop-intents-host"), as: "Workshop")
        let preview = try CommandLineTests().run(["intents", "preview", "BrewCoffee", "--library", library.path])
        #expect(preview.status == 0, "a warning is not an error: \(preview.output)")
        #expect(preview.output.contains("""
              when Cups has no value:
                Brew some coffee
                ⚠ no value reaches this branch: "cups" always has a value (its default); its sentence is never shown
            """), "\(preview.output)")
    }
}
