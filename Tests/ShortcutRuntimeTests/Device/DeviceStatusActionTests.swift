import Foundation
import IntentKit
import ShortcutRuntime
import Testing

/// What the device tells of itself: location, battery, weather, details and contacts — and
/// Open URLs, printed rather than opened.
@Suite(.offThePool) struct DeviceStatusActionTests {
    @Test func theLocationHasItsAddressAndDetails() async {
        let ran = await run([
            Act("getcurrentlocation", [], uuid: "L"), show("L"),
            Act("properties.locations", [("WFInput", P.attachment(P.output("L"))), ("WFContentItemPropertyName", .string("Latitude"))], uuid: "D"), show("D"),
        ], device: TestDevice.sample())
        #expect(ran.shown == ["Ferry Building, 1 Ferry Building, San Francisco, CA, 94111, United States", "37.7955"])
    }

    /// A shortcut's If on the battery level runs for real.
    @Test func theBatteryLevelDecidesAnIf() async {
        var device = SampleDevice.make(now: testNow)
        device.battery = DeviceBattery(level: 15, charging: false)
        let actions = [
            Act("getbatterylevel", [], uuid: "B"),
            Block.parts("conditional", group: "I", mode: 0, [("WFInput", P.subject(P.output("B"))), ("WFCondition", .integer(0)), ("WFNumberValue", P.number(20))]),
            Act("showresult", [("Text", P.plain("Low battery"))]),
            Block.parts("conditional", group: "I", mode: 1),
            Act("showresult", [("Text", P.plain("Fine"))]),
            Block.parts("conditional", group: "I", mode: 2),
            Act("getbatterylevel", [("Subject", .string("Is Charging"))], uuid: "C"), show("C"),
        ]
        let low = await run(actions, device: .memory(device))
        #expect(low.shown == ["Low battery", "No"])
        let fine = await run(actions, device: TestDevice.sample())
        #expect(fine.shown == ["Fine", "No"])
    }

    @Test func weatherNowAndItsForecast() async {
        let ran = await run([
            Act("weather.currentconditions", [], uuid: "W"), show("W"), show("W", [P.property("High")]),
            Act("weather.forecast", [("WFWeatherForecastType", .string("Hourly"))], uuid: "H"),
            Act("count", [("Input", P.attachment(P.output("H")))], uuid: "C"), show("C"),
            Act("weather.forecast", [], uuid: "D"),
            Act("properties.weather.conditions", [("WFInput", P.attachment(P.output("D"))), ("WFContentItemPropertyName", .string("Condition"))], uuid: "P"),
            Act("getitemfromlist", [("WFInput", P.attachment(P.output("P"))), ("WFItemSpecifier", .string("Item At Index")), ("WFItemIndex", P.number(2))], uuid: "I"),
            show("I"),
        ], device: TestDevice.sample())
        #expect(ran.failure == nil, "\(String(describing: ran.failure))")
        #expect(ran.shown == ["Partly Cloudy, 14", "17", "12", "Rain"])
    }

    @Test func deviceDetailsByName() async {
        let ran = await run([
            Act("getdevicedetails", [], uuid: "N"), show("N"),
            Act("getdevicedetails", [("WFDeviceDetail", .string("System Version"))], uuid: "V"), show("V"),
            Act("getdevicedetails", [("WFDeviceDetail", .string("Screen Width"))], uuid: "W"), show("W"),
            Act("getdevicedetails", [("WFDeviceDetail", .string("Favourite Colour"))]),
        ], device: TestDevice.sample())
        #expect(ran.shown == ["iPhone", "27.0", "1206"])
        #expect(ran.failure?.description == "action 7 (getdevicedetails) failed: “Favourite Colour” is not a detail Get Device Details gives")
    }

    @Test func findContactsAndTheirDetails() async {
        let ran = await run([
            Filter.find("filter.contacts", [Filter.on("Company", 100)]),
            Act("properties.contacts", [("WFInput", P.attachment(P.output("F"))), ("WFContentItemPropertyName", .string("Phone Numbers"))], uuid: "D"),
            show("F"), show("D"),
            Filter.find("filter.contacts", [Filter.on("Email Addresses", 9, "String", .string("example.org"))], uuid: "E"), show("E"),
        ], device: TestDevice.sample())
        #expect(ran.shown == ["Priya Natarajan", "+1 415 555 0177", "Jonas Weber"])
    }

    @Test func openURLIsPrintedNotOpened() async {
        let ran = await run([Act("openurl", [("WFInput", P.plain("https://example.com/a"))])])
        #expect(ran.failure == nil && ran.shown == ["Open https://example.com/a"])
    }

    /// Without a device (a caller that gives none), a device action asks for a stand-in; with
    /// nobody to answer, the run stops as before, naming `--stub`.
    @Test func withoutADeviceTheActionAsksForAStandIn() async {
        let ran = await run([Act("getcurrentlocation")])
        #expect(ran.failure == .cannotRun(action: 1, title: "getcurrentlocation"))
    }
}
