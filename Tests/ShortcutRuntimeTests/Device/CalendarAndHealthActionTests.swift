import Foundation
import IntentKit
import ShortcutRuntime
import Testing

/// Events and health samples on the sample device: Add New Event, Find Calendar Events, Remove
/// Events, Get Upcoming Events; Log Health Sample and Find Health Samples.
@Suite(.offThePool) struct CalendarAndHealthActionTests {
    @Test func anEventAddedIsFoundAndRemoved() async throws {
        let store = TestDevice.sample()
        let start = testNow.addingTimeInterval(86_400)
        let ran = await run([
            Act("addnewevent", [("WFCalendarItemTitle", P.plain("Climbing")), ("WFCalendarItemStartDate", .date(start)),
                                ("WFCalendarDescriptor", .dictionary(["Title": .string("Sport")])), ("WFCalendarItemLocation", P.plain("Mission Cliffs"))], uuid: "N"),
            show("N", [P.property("End Date")]),
            Filter.find("filter.calendarevents", [Filter.on("Calendar", 4, "Enumeration", .string("Sport"))]),
            show("F", [P.property("Location")]),
            Filter.find("filter.calendarevents", [Filter.on("Start Date", 1000, "Number", .integer(2), [("Unit", .string("days"))])], sort: "Start Date", uuid: "W"),
            show("W"),
            Act("removeevents", [("WFInputEvents", P.attachment(P.output("F")))]),
        ], device: store)
        #expect(ran.failure == nil, "\(String(describing: ran.failure))")
        #expect(ran.shown == [RuntimeValue.date(start.addingTimeInterval(3600)).text, "Mission Cliffs", "Dinner with Sam\nTeam stand-up\nClimbing"])
        #expect(try store.snapshot().events.map(\.title).contains("Climbing") == false)
        #expect(try store.snapshot().calendars.contains("Sport"))
        let backwards = await run([Act("addnewevent", [("WFCalendarItemTitle", P.plain("x")), ("WFCalendarItemStartDate", .date(start)),
                                                       ("WFCalendarItemEndDate", .date(testNow))])], device: store)
        #expect(backwards.failure?.description == "action 1 (addnewevent) failed: the event ends before it starts")
    }

    @Test func detailsOfEventsAndSamples() async {
        let ran = await run([
            Filter.find("filter.calendarevents", [Filter.on("Is All Day", 4, "Bool", .bool(true))]),
            Act("properties.calendarevents", [("WFInput", P.attachment(P.output("F"))), ("WFContentItemPropertyName", .string("Calendar"))], uuid: "C"),
            show("C"),
            Filter.find("filter.health.quantity", [Filter.on("Type", 4, "Enumeration", .string("Body Mass"))], uuid: "H"),
            Act("properties.health.quantity", [("WFInput", P.attachment(P.output("H"))), ("WFContentItemPropertyName", .string("Unit"))], uuid: "U"),
            show("U"),
        ], device: TestDevice.sample())
        #expect(ran.shown == ["Home", "kg"])
    }

    @Test func upcomingEventsComeInOrder() async {
        let ran = await run([Act("getupcomingevents", [("WFGetUpcomingItemCount", .integer(3))], uuid: "U"), show("U")], device: TestDevice.sample())
        #expect(ran.shown == ["Dinner with Sam\nTeam stand-up\nDentist"])
    }

    /// Water Log's own shape: the type's name, a quantity whose magnitude is a variable.
    @Test func aLoggedSampleKeepsItsTypeValueAndUnit() async throws {
        let store = TestDevice.sample()
        let ran = await run([
            Act("gettext", [("WFTextActionText", P.plain("250"))], uuid: "A"),
            Act("health.quantity.log", [("WFQuantitySampleType", .string("Water")),
                                        ("WFQuantitySampleQuantity", .dictionary(["Value": .dictionary(["Magnitude": P.attachment(P.output("A")), "Unit": .string("mL")]),
                                                                                  "WFSerializationType": .string("WFQuantityFieldValue")]))], uuid: "L"),
            show("L"),
            Filter.find("filter.health.quantity", [Filter.on("Type", 4, "Enumeration", .string("Water")), Filter.on("Start Date", 1002, "Date")]),
            Act("count", [("Input", P.attachment(P.output("F")))], uuid: "C"),
            show("C"),
            Act("health.quantity.log", [("WFQuantitySampleType", .string("Steps")), ("WFQuantitySampleQuantity", P.quantity(1200, unit: ""))], uuid: "S"),
            show("S", [P.property("Unit")]),
        ], device: store)
        #expect(ran.failure == nil, "\(String(describing: ran.failure))")
        #expect(ran.shown == ["250 mL", "1", "count"])
        let sample = try #require(try store.snapshot().healthSamples.first { $0.type == "Water" && $0.start == testNow })
        #expect(sample.value == 250 && sample.unit == "mL")
        let none = await run([Act("health.quantity.log", [("WFQuantitySampleType", .string("Water"))])], device: store)
        #expect(none.failure?.description == "action 1 (log) failed: the sample has no value")
    }
}
