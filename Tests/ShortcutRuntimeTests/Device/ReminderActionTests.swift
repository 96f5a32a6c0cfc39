import Foundation
import IntentKit
import ShortcutRuntime
import Testing

/// Find Reminders' conditions, sort and limit, and New, Edit and Remove Reminders, on the
/// sample device (dated at `testNow`): docs/RUNTIME.md names each action's source.
@Suite(.offThePool) struct ReminderActionTests {
    @Test func findRemindersKeepsWhatEveryConditionHolds() async {
        let ran = await run([
            Filter.find("filter.reminders", [Filter.on("List", 4, "Enumeration", .string("Groceries")),
                                             Filter.on("Is Completed", 4, "Bool", .bool(false))], sort: "Title", order: "A to Z"),
            show("F"),
        ], device: TestDevice.sample())
        #expect(ran.failure == nil, "\(String(describing: ran.failure))")
        #expect(ran.shown == ["Bread\nBuy oat milk"])
    }

    @Test func anyConditionMayHoldAndTheLimitKeepsTheFirst() async {
        let any = await run([
            Filter.find("filter.reminders", [Filter.on("Priority", 4, "Enumeration", .string("High")),
                                             Filter.on("Tags", 4, "String", .string("health"))], all: false, sort: "Due Date", order: "Oldest First"),
            show("F"),
        ], device: TestDevice.sample())
        #expect(any.shown == ["Call the plumber\nBook dentist appointment"])
        let limited = await run([
            Filter.find("filter.reminders", [], sort: "Due Date", order: "Latest First", limit: 2), show("F"),
        ], device: TestDevice.sample())
        #expect(limited.shown == ["Renew passport\nBook dentist appointment"], "latest first; those without a due date last")
    }

    /// Every operator the editor offers for a condition (`ContentFilterText.operators`), and
    /// the date ones If has, on text, numbers, dates and lists.
    @Test(arguments: [
        (Filter.on("Title", 99, "String", .string("PLUMB")), ["Call the plumber"]),
        (Filter.on("Title", 999, "String", .string("e")), ["Buy oat milk"]),
        (Filter.on("Title", 8, "String", .string("b")), ["Buy oat milk", "Bread", "Book dentist appointment"]),
        (Filter.on("Title", 9, "String", .string("milk")), ["Buy oat milk"]),
        (Filter.on("List", 5, "Enumeration", .string("Home")), ["Buy oat milk", "Bread", "Renew passport", "Book dentist appointment"]),
        (Filter.on("Notes", 100), ["Call the plumber"]),
        (Filter.on("Due Date", 101), ["Bread"]),
        (Filter.on("Due Date", 1002, "Date", .string("")), ["Buy oat milk"]),
        (Filter.on("Due Date", 0, "Date", .date(testNow)), ["Water the plants"]),
        (Filter.on("Due Date", 2, "Date", .date(testNow.addingTimeInterval(5 * 86_400))), ["Renew passport"]),
        (Filter.on("Due Date", 1000, "Number", .integer(3), [("Unit", .integer(16))]), ["Buy oat milk", "Call the plumber", "Book dentist appointment"]),
        (Filter.on("Due Date", 1001, "Number", .integer(2), [("Unit", .string("days"))]), ["Water the plants"]),
        (Filter.on("Due Date", 1003, "Date", .date(testNow), [("AnotherDate", .dictionary(["Value": .date(testNow.addingTimeInterval(86_400 * 2)), "WFSerializationType": .string("WFDateSubstitutableState")]))]),
         ["Buy oat milk", "Call the plumber"]),
        (Filter.on("Tags", 5, "String", .string("health")), ["Buy oat milk", "Bread", "Call the plumber", "Water the plants", "Renew passport"]),
        (Filter.on("Is Flagged", 5, "Bool", .bool(true)), ["Buy oat milk", "Bread", "Water the plants", "Renew passport", "Book dentist appointment"]),
    ] as [(Filter.Condition, [String])])
    func everyOperatorCompares(_ condition: Filter.Condition, _ expected: [String]) async {
        let ran = await run([Filter.find("filter.reminders", [condition]), show("F")], device: TestDevice.sample())
        #expect(ran.failure == nil, "\(String(describing: ran.failure))")
        #expect(ran.shown == [expected.joined(separator: "\n")], "\(condition.property) \(condition.code)")
    }

    /// "in the next 1e300 days" trapped the program (SIGILL): the amount is range-checked as If's is.
    @Test(arguments: [(1000, 1e300), (1001, -9.3e18), (1000, Double.nan)])
    func anAmountNoCalendarCanStepFailsTheAction(_ code: Int, _ amount: Double) async {
        let ran = await run([Filter.find("filter.reminders", [Filter.on("Due Date", code, "Number", .real(amount), [("Unit", .integer(16))])]), show("F")],
                            device: TestDevice.sample())
        guard case .failed(1, _, let message)? = ran.failure else {
            Issue.record("expected Find Reminders to fail, got \(String(describing: ran.failure))")
            return
        }
        #expect(message.contains("condition 1 (Due Date)'s amount") && message.contains("expected a whole number"), "\(message)")
    }

    @Test func numbersCompareAsNumbers() async {
        for (code, value, expected) in [(2, 400.0, ["500 mL", "6240 count"]), (0, 100.0, ["64 count/min", "71.5 kg"]), (3, 500.0, ["500 mL", "6240 count"]),
                                        (1, 64.0, ["64 count/min"]), (4, 350.0, ["350 mL"])] {
            let ran = await run([Filter.find("filter.health.quantity", [Filter.on("Value", code, "Number", P.number(value))], sort: "Value"), show("F")],
                                device: TestDevice.sample())
            #expect(ran.shown == [expected.sorted { Double($0.split(separator: " ")[0])! < Double($1.split(separator: " ")[0])! }.joined(separator: "\n")], "code \(code)")
        }
    }

    @Test func aNewReminderIsThereForTheNextRun() async throws {
        let (store, folder) = try TestDevice.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let made = await run([
            Act("addnewreminder", [("WFCalendarItemTitle", P.plain("Descale the kettle")), ("WFCalendarDescriptor", .dictionary(["Title": .string("Home")])),
                                   ("WFPriority", .string("Low")), ("WFFlag", .bool(true)), ("WFTags", .array([.string("kitchen")])),
                                   ("WFAlertEnabled", .string("Alert")), ("WFAlertCustomTime", .date(testNow.addingTimeInterval(3600)))], uuid: "N"),
            show("N", [P.property("Priority")]),
        ], device: store)
        #expect(made.failure == nil, "\(String(describing: made.failure))")
        #expect(made.shown == ["Low"])
        let found = await run([Filter.find("filter.reminders", [Filter.on("Tags", 99, "String", .string("kitchen"))]), show("F")], device: store)
        #expect(found.shown == ["Descale the kettle"])
        let reminder = try #require(try store.snapshot().reminders.last)
        #expect(reminder.list == "Home" && reminder.flagged && reminder.due == testNow.addingTimeInterval(3600) && reminder.id == "reminder-7")
        #expect(try !FileManager.default.contentsOfDirectory(atPath: folder.path).contains("device.lock"), "a fixture is never written")
        #expect(try Data(contentsOf: folder.appendingPathComponent("device.json")) == Data(SampleDevice.make(now: testNow).json.canonicalBytes()))
    }

    @Test func editReminderSetsADetailOfEachReminderGiven() async throws {
        let store = TestDevice.sample()
        let ran = await run([
            Filter.find("filter.reminders", [Filter.on("List", 4, "Enumeration", .string("Groceries"))]),
            Act("setters.reminders", [("WFInput", P.attachment(P.output("F"))), ("Mode", .string("Set")),
                                      ("WFContentItemPropertyName", .string("Is Completed")), ("WFReminderContentItemIsCompleted", .integer(1))], uuid: "E"),
            show("E", [P.property("Is Completed")]),
            Act("setters.reminders", [("WFInput", P.attachment(P.output("F"))), ("Mode", .string("Add")),
                                      ("WFContentItemPropertyName", .string("Tags")), ("WFReminderContentItemTags", .array([.string("shop")]))]),
        ], device: store)
        #expect(ran.failure == nil, "\(String(describing: ran.failure))")
        #expect(ran.shown == ["Yes\nYes"])
        let groceries = try store.snapshot().reminders.filter { $0.list == "Groceries" }
        #expect(groceries.allSatisfy { $0.completed && $0.completionDate == testNow && $0.tags == ["shop"] })
        let wrong = await run([
            Filter.find("filter.reminders", [Filter.on("Title", 4, "String", .string("Bread"))]),
            Act("setters.reminders", [("WFInput", P.attachment(P.output("F"))), ("WFContentItemPropertyName", .string("Priority")),
                                      ("WFReminderContentItemPriority", .string("Urgent"))]),
        ], device: store)
        #expect(wrong.failure?.description.contains("the priority “Urgent” is not None, Low, Medium or High") == true)
    }

    @Test func removeRemindersRemovesThoseGivenAndSaysWhatItLeft() async throws {
        let store = TestDevice.sample()
        let ran = await run([
            Act("gettext", [("WFTextActionText", P.plain("not a reminder"))], uuid: "T"),
            Filter.find("filter.reminders", [Filter.on("Is Completed", 4, "Bool", .bool(true))]),
            Act("removereminders", [("WFInputReminders", P.attachment(P.output("F")))]),
            Act("removereminders", [("WFInputReminders", P.attachment(P.output("T")))]),
        ], device: store)
        #expect(ran.failure == nil)
        #expect(try store.snapshot().reminders.map(\.title).contains("Water the plants") == false)
        #expect(try store.snapshot().reminders.count == 5)
        #expect(ran.warnings == ["4: Text “not a reminder” is not a reminder of the device; it was left alone"])
    }

    @Test func detailsOfRemindersAndUpcomingOnes() async {
        let ran = await run([
            Act("getupcomingreminders", [("WFGetUpcomingItemCount", .integer(2))], uuid: "U"),
            Act("properties.reminders", [("WFInput", P.attachment(P.output("U"))), ("WFContentItemPropertyName", .string("List"))], uuid: "D"),
            show("D"),
        ], device: TestDevice.sample())
        #expect(ran.shown == ["Groceries\nHome"])
    }
}
