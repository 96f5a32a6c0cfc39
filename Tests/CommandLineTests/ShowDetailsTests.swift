import Foundation
import Testing
import TestSupport

/// `show` prints the shortcut's own details under its title (issue 65): a change of colour,
/// glyph, input types, surfaces or setup questions shows in a `git diff` through `show`, as the
/// README's textconv makes it.
@Suite(.offThePool) struct ShowDetailsTests {
    static func shortcut(colour: Int, types: [String]) throws -> URL {
        let file = TestScratch.path("details", suffix: ".shortcut.json")
        let typesJSON = types.map { "\"\($0)\"" }.joined(separator: ", ")
        try Data("""
            {"actions": [{"id": "0B10AD00-0000-4000-8000-000000000065", "intent": "is.workflow.actions.ask", "values": {}}],
             "created": "2026-12-07T00:00:00.000Z", "formatVersion": 1, "modified": "2026-12-07T00:00:00.000Z", "name": "Greet",
             "WFWorkflowIcon": {"WFWorkflowIconStartColor": \(colour), "WFWorkflowIconGlyphNumber": 59511},
             "WFWorkflowInputContentItemClasses": ["WFDateContentItem"],
             "WFWorkflowTypes": [\(typesJSON)],
             "WFWorkflowImportQuestions": [{"ActionIndex": 0, "Category": "Parameter", "ParameterKey": "WFAskActionPrompt",
                                            "Text": "What should it ask?", "DefaultValue": "Name?"}]}
            """.utf8).write(to: file)
        return file
    }

    @Test func theDetailsArePrintedSoTheirChangesShowInADiff() throws {
        let cli = CommandLineTests()
        let library = try cli.temporaryLibrary().path
        let red = try cli.run(["show", try Self.shortcut(colour: 4_282_601_983, types: ["MenuBar"]).path, "--library", library])
        #expect(red.status == 0, "\(red.output)")
        for line in ["  icon: colour Red, glyph 59511", "  input: Dates", "  shows in: Menu Bar",
                     "  setup question 1: action 1 WFAskActionPrompt “What should it ask?” (default \"Name?\")"] {
            #expect(red.output.contains(line + "\n"), "no \(line) in:\n\(red.output)")
        }
        let orange = try cli.run(["show", try Self.shortcut(colour: 4_271_458_815, types: ["MenuBar", "Watch"]).path, "--library", library])
        #expect(orange.output.contains("  icon: colour Orange, glyph 59511\n") && orange.output.contains("  shows in: Menu Bar, Apple Watch\n"),
                "\(orange.output)")
    }
}
