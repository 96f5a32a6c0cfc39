import Foundation
import Testing
import TestSupport

/// Every built-in Find, Filter and Edit action as iOS 27 writes it — the conditions, Sort by,
/// Order, Limit and its number, the setters' item, detail, mode and value — read by `show` as
/// Apple's sentences: no parameter is shown by its raw key.
@Suite(.offThePool) struct FindActionShowTests {
    let cli = CommandLineTests()

    static let finds = ["apps", "articles", "calendarevents", "contacts", "displays", "eventattendees", "files", "health.quantity",
                        "images", "locations", "music", "notes", "photos", "reminders", "vpns", "windows"]

    /// Edit actions: identifier, a detail, the key its value is stored under, the value.
    static let edits: [(String, String, String, String)] = [
        ("reminders", "Is Completed", "WFReminderContentItemIsCompleted", "<true/>"),
        ("reminders", "Tags", "WFReminderContentItemTags", "<string>health</string>"),
        ("calendarevents", "My Status", "WFCalendarEventContentItemMyStatus", "<string>Accepted</string>"),
        ("contacts", "Job Title", "WFContactContentItemJobTitle", "<string>Baker</string>"),
    ]

    static let variable = """
        <dict><key>Value</key><dict><key>Type</key><string>Variable</string><key>VariableName</key><string>Repeat Item</string></dict>\
        <key>WFSerializationType</key><string>WFTextTokenAttachment</string></dict>
        """

    static func findAction(_ kind: String) -> String {
        """
        <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.filter.\(kind)</string>
        <key>WFWorkflowActionParameters</key><dict>
        <key>WFContentItemFilter</key><dict><key>Value</key><dict>
        <key>WFActionParameterFilterPrefix</key><integer>1</integer>
        <key>WFContentPredicateBoundedDate</key><false/>
        <key>WFActionParameterFilterTemplates</key><array>
        <dict><key>Operator</key><integer>99</integer><key>Property</key><string>Name</string><key>Removable</key><true/>
        <key>Values</key><dict><key>Unit</key><integer>4</integer><key>String</key><string>Vitamin</string></dict></dict>
        <dict><key>Operator</key><integer>4</integer><key>Property</key><string>Is Completed</string><key>Removable</key><true/>
        <key>Values</key><dict><key>Bool</key><false/></dict></dict>
        </array></dict><key>WFSerializationType</key><string>WFContentPredicateTableTemplate</string></dict>
        <key>WFContentItemSortProperty</key><string>Name</string>
        <key>WFContentItemSortOrder</key><string>A to Z</string>
        <key>WFContentItemLimitEnabled</key><true/>
        <key>WFContentItemLimitNumber</key><integer>10</integer>
        <key>WFCompoundType</key><string>1</string>
        </dict></dict>
        """
    }

    static func editAction(_ kind: String, _ detail: String, _ key: String, _ value: String) -> String {
        """
        <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.setters.\(kind)</string>
        <key>WFWorkflowActionParameters</key><dict>
        <key>WFInput</key>\(variable)
        <key>WFContentItemPropertyName</key><string>\(detail)</string>
        <key>Mode</key><string>Set</string>
        <key>\(key)</key>\(value)
        </dict></dict>
        """
    }

    static func fixture() -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>WFWorkflowActions</key><array>
        \((finds.map(findAction) + edits.map(editAction)).joined(separator: "\n"))
        </array><key>WFWorkflowName</key><string>Finds</string></dict></plist>
        """
    }

    @Test func everyFindAndEditActionReadsAsASentence() throws {
        let file = TestScratch.path("finds").appendingPathComponent("Finds.plist")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(Self.fixture().utf8).write(to: file)
        let shown = try cli.run(["show", file.path])
        #expect(shown.status == 0, "\(shown.output)")
        let lines = shown.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Finds — \(Self.finds.count + Self.edits.count) actions")
        // A row is "     Title  value"; a raw key row names the key ("WFContentItemLimitEnabled", "Mode").
        let rows = lines.filter { $0.hasPrefix("     ") }
        for row in rows {
            let title = row.trimmingCharacters(in: .whitespaces).components(separatedBy: "  ").first ?? ""
            #expect(!title.hasPrefix("WF") && title != "Value", "a raw key row: \(row)")
        }
        #expect(!shown.output.contains("not in the registry"))
        #expect(shown.output.contains("""
            Find [All Reminders] where [Name contains Vitamin and Is Completed is false], sorted by [Name] [A to Z], limit [10]
            """), "\(shown.output)")
        #expect(shown.output.contains("Filter files where [Name contains Vitamin and Is Completed is false], sorted by [Name] [A to Z], limit [10]"))
        #expect(shown.output.contains("Set [Is Completed] of ‹Repeat Item› to [On]"))
        #expect(shown.output.contains("Set [Tags] of ‹Repeat Item› to [health]\n     Mode  Set"), "the mode shows for a list detail")
        #expect(shown.output.components(separatedBy: "     Mode  ").count == 2, "only a list detail shows its mode")
        #expect(shown.output.contains("Set [My Status] of ‹Repeat Item› to [Accepted]"))
        #expect(shown.output.contains("Set [Job Title] of ‹Repeat Item› to [Baker]"))
        // Each Find action's sentence, once per action.
        #expect(lines.filter { $0.contains("where [Name contains Vitamin") }.count == Self.finds.count)
    }
}
