import Foundation
import IntentKit

/// Everything the device actions read and change, as one value: Reminders' lists and
/// reminders, calendars and events, Health's samples, the contacts, and where the device is,
/// its battery, the weather there and its details. Files are beside it, in a folder
/// (`DeviceStore`). Written as `device.json` (docs/RUNTIME.md describes each key); a fixture
/// gives only what its test needs, the rest taking the values a new device has.
public struct SimulatedDevice: Sendable, Equatable {
    public var reminderLists: [String]
    public var reminders: [DeviceReminder]
    public var calendars: [String]
    public var events: [DeviceEvent]
    public var healthSamples: [DeviceHealthSample]
    public var contacts: [DeviceContact]
    public var location: DeviceLocation
    public var battery: DeviceBattery
    public var weather: DeviceWeather
    public var details: DeviceDetails

    static let keys = ["reminderLists", "reminders", "calendars", "events", "healthSamples", "contacts", "location", "battery",
                       "weather", "details"]

    public init(reminderLists: [String] = ["Reminders"], reminders: [DeviceReminder] = [], calendars: [String] = ["Calendar"],
                events: [DeviceEvent] = [], healthSamples: [DeviceHealthSample] = [], contacts: [DeviceContact] = [],
                location: DeviceLocation = SampleDevice.location, battery: DeviceBattery = DeviceBattery(level: 80, charging: false),
                weather: DeviceWeather = DeviceWeather(now: SampleDevice.clearDay(nil), daily: [], hourly: []),
                details: DeviceDetails = .standard) {
        self.reminderLists = reminderLists
        self.reminders = reminders
        self.calendars = calendars
        self.events = events
        self.healthSamples = healthSamples
        self.contacts = contacts
        self.location = location
        self.battery = battery
        self.weather = weather
        self.details = details
    }

    /// The device a JSON document describes; what it leaves out is a new device's. A
    /// reminder's list or an event's calendar that the lists do not name is added to them.
    public init(json: JSONValue) throws(JSONShapeError) {
        let fields = try DeviceFields(json, at: .root, keys: Self.keys)
        let empty = SimulatedDevice()
        reminders = try fields.objects("reminders", DeviceReminder.init(json:at:))
        reminderLists = try fields.texts("reminderLists")
        events = try fields.objects("events", DeviceEvent.init(json:at:))
        calendars = try fields.texts("calendars")
        healthSamples = try fields.objects("healthSamples", DeviceHealthSample.init(json:at:))
        contacts = try fields.objects("contacts", DeviceContact.init(json:at:))
        location = try fields.object("location", default: empty.location, DeviceLocation.init(json:at:))
        battery = try fields.object("battery", default: empty.battery, DeviceBattery.init(json:at:))
        weather = try fields.object("weather", default: empty.weather, DeviceWeather.init(json:at:))
        details = try fields.object("details", default: empty.details, DeviceDetails.init(json:at:))
        Self.nameUnnamed(&reminders, "reminder")
        Self.nameUnnamed(&events, "event")
        Self.nameUnnamed(&healthSamples, "sample")
        Self.nameUnnamed(&contacts, "contact")
        Self.addMissing(reminders.map(\.list), to: &reminderLists)
        if reminderLists.isEmpty { reminderLists = empty.reminderLists }
        Self.addMissing(events.map(\.calendar), to: &calendars)
        if calendars.isEmpty { calendars = empty.calendars }
        try Self.checkUnique(reminders.map(\.id), key: "reminders")
        try Self.checkUnique(events.map(\.id), key: "events")
        try Self.checkUnique(healthSamples.map(\.id), key: "healthSamples")
        try Self.checkUnique(contacts.map(\.id), key: "contacts")
    }

    /// Adds the names `names` holds that `list` lacks, in their order; through a set, so a file
    /// of 80,000 reminders in as many lists reads in linear time, not quadratic.
    private static func addMissing(_ names: [String], to list: inout [String]) {
        var known = Set(list)
        for name in names where known.insert(name).inserted { list.append(name) }
    }

    /// A fixture may leave ids out: each record without one is named by its place
    /// ("reminder-3"), which stays the same from run to run.
    private static func nameUnnamed<Record: DeviceRecord>(_ records: inout [Record], _ kind: String) {
        for index in records.indices where records[index].id.isEmpty { records[index].id = "\(kind)-\(index + 1)" }
    }

    /// Edit and Remove find a record by its id: two with one id would change each other.
    private static func checkUnique(_ ids: [String], key: String) throws(JSONShapeError) {
        var seen = Set<String>()
        for (index, id) in ids.enumerated() where !id.isEmpty {
            guard seen.insert(id).inserted else {
                throw JSONShapeError(at: JSONPath.root.appending(key).appending(index).appending("id"), expected: "an id no other record of \(key) has",
                                     found: .string(id))
            }
        }
    }

    public var json: JSONValue {
        var out = DeviceJSON()
        out.add("reminderLists", reminderLists)
        out.add("reminders", .array(reminders.map(\.json)))
        out.add("calendars", calendars)
        out.add("events", .array(events.map(\.json)))
        out.add("healthSamples", .array(healthSamples.map(\.json)))
        out.add("contacts", .array(contacts.map(\.json)))
        out.add("location", location.json)
        out.add("battery", battery.json)
        out.add("weather", weather.json)
        out.add("details", details.json)
        return out.json
    }
}

/// A record the device keeps in a list and a shortcut finds by its id.
protocol DeviceRecord {
    var id: String { get set }
}

extension DeviceReminder: DeviceRecord {}
extension DeviceEvent: DeviceRecord {}
extension DeviceHealthSample: DeviceRecord {}
extension DeviceContact: DeviceRecord {}
