import Foundation
import IntentKit

/// A reminder of the simulated device: what Reminders keeps and Find Reminders can ask of it.
public struct DeviceReminder: Sendable, Equatable {
    public var id: String
    public var title: String
    public var notes: String?
    public var list: String
    public var due: Date?
    /// "None", "Low", "Medium" or "High", as New Reminder's Priority offers them.
    public var priority: String
    public var flagged: Bool
    public var completed: Bool
    public var completionDate: Date?
    public var created: Date?
    public var tags: [String]
    public var url: String?

    static let keys = ["id", "title", "notes", "list", "due", "priority", "flagged", "completed", "completionDate", "created", "tags", "url"]

    init(json: JSONValue, at path: JSONPath) throws(JSONShapeError) {
        let fields = try DeviceFields(json, at: path, keys: Self.keys)
        id = try fields.text("id")
        title = try fields.text("title")
        notes = try fields.optionalText("notes")
        list = try fields.text("list", default: "Reminders")
        due = try fields.date("due")
        priority = try fields.text("priority", default: "None")
        flagged = try fields.bool("flagged")
        completed = try fields.bool("completed")
        completionDate = try fields.date("completionDate")
        created = try fields.date("created")
        tags = try fields.texts("tags")
        url = try fields.optionalText("url")
    }

    public init(id: String, title: String, list: String, due: Date? = nil, priority: String = "None", flagged: Bool = false,
                completed: Bool = false, notes: String? = nil, tags: [String] = [], url: String? = nil, created: Date? = nil) {
        self.id = id
        self.title = title
        self.list = list
        self.due = due
        self.priority = priority
        self.flagged = flagged
        self.completed = completed
        self.notes = notes
        self.tags = tags
        self.url = url
        self.created = created
    }

    var json: JSONValue {
        var out = DeviceJSON()
        out.add("id", id)
        out.add("title", title)
        out.add("notes", notes)
        out.add("list", list)
        out.add("due", due)
        out.add("priority", priority)
        out.add("flagged", flagged)
        out.add("completed", completed)
        out.add("completionDate", completionDate)
        out.add("created", created)
        out.add("tags", tags)
        out.add("url", url)
        return out.json
    }

    /// The reminder as a shortcut holds it, with the properties Get Details of Reminders offers.
    public var item: ContentItem {
        ContentItem(kind: .reminder, id: id, properties: RuntimeDictionary(distinct: [
            ("Title", .text(title)), ("Notes", notes.map(RuntimeValue.text) ?? .nothing), ("List", .text(list)),
            ("Due Date", due.map(RuntimeValue.date) ?? .nothing), ("Priority", .text(priority)), ("Is Flagged", .bool(flagged)),
            ("Is Completed", .bool(completed)), ("Completion Date", completionDate.map(RuntimeValue.date) ?? .nothing),
            ("Creation Date", created.map(RuntimeValue.date) ?? .nothing), ("Tags", .list(tags.map(RuntimeValue.text))),
            ("URL", url.map(RuntimeValue.url) ?? .nothing), ("Has Alarms", .bool(false)),
        ]))
    }
}

/// An event of one of the simulated device's calendars.
public struct DeviceEvent: Sendable, Equatable {
    public var id: String
    public var title: String
    public var calendar: String
    public var start: Date
    public var end: Date
    public var allDay: Bool
    public var location: String?
    public var notes: String?
    public var url: String?

    static let keys = ["id", "title", "calendar", "start", "end", "allDay", "location", "notes", "url"]

    init(json: JSONValue, at path: JSONPath) throws(JSONShapeError) {
        let fields = try DeviceFields(json, at: path, keys: Self.keys)
        id = try fields.text("id")
        title = try fields.text("title")
        calendar = try fields.text("calendar", default: "Calendar")
        guard let start = try fields.date("start") else { throw JSONShapeError(at: path.appending("start"), expected: "the event's start, as ISO 8601 text", found: nil) }
        self.start = start
        end = try fields.date("end") ?? start.addingTimeInterval(3600)
        allDay = try fields.bool("allDay")
        location = try fields.optionalText("location")
        notes = try fields.optionalText("notes")
        url = try fields.optionalText("url")
    }

    public init(id: String, title: String, calendar: String, start: Date, end: Date, allDay: Bool = false, location: String? = nil, notes: String? = nil) {
        self.id = id
        self.title = title
        self.calendar = calendar
        self.start = start
        self.end = end
        self.allDay = allDay
        self.location = location
        self.notes = notes
    }

    var json: JSONValue {
        var out = DeviceJSON()
        out.add("id", id)
        out.add("title", title)
        out.add("calendar", calendar)
        out.add("start", start)
        out.add("end", end)
        out.add("allDay", allDay)
        out.add("location", location)
        out.add("notes", notes)
        out.add("url", url)
        return out.json
    }

    public var item: ContentItem {
        ContentItem(kind: .calendarEvent, id: id, properties: RuntimeDictionary(distinct: [
            ("Title", .text(title)), ("Calendar", .text(calendar)), ("Start Date", .date(start)), ("End Date", .date(end)),
            ("Is All Day", .bool(allDay)), ("Location", location.map(RuntimeValue.text) ?? .nothing),
            ("Notes", notes.map(RuntimeValue.text) ?? .nothing), ("URL", url.map(RuntimeValue.url) ?? .nothing),
            ("Duration", .number(end.timeIntervalSince(start))), ("Number of Attendees", .number(0)), ("Has Alarms", .bool(false)),
        ]))
    }
}

/// A health sample: a quantity of a type (Water, Steps, Heart Rate…) over a time.
public struct DeviceHealthSample: Sendable, Equatable {
    public var id: String
    /// As Log Health Sample's Type names it: "Water", "Steps", "Heart Rate".
    public var type: String
    public var value: Double
    public var unit: String
    public var start: Date
    public var end: Date
    public var source: String

    static let keys = ["id", "type", "value", "unit", "start", "end", "source"]

    init(json: JSONValue, at path: JSONPath) throws(JSONShapeError) {
        let fields = try DeviceFields(json, at: path, keys: Self.keys)
        id = try fields.text("id")
        type = try fields.text("type")
        value = try fields.number("value")
        unit = try fields.text("unit")
        guard let start = try fields.date("start") else { throw JSONShapeError(at: path.appending("start"), expected: "the sample's start, as ISO 8601 text", found: nil) }
        self.start = start
        end = try fields.date("end") ?? start
        source = try fields.text("source", default: "Shortcuts")
    }

    public init(id: String, type: String, value: Double, unit: String, start: Date, end: Date? = nil, source: String = "Shortcuts") {
        self.id = id
        self.type = type
        self.value = value
        self.unit = unit
        self.start = start
        self.end = end ?? start
        self.source = source
    }

    var json: JSONValue {
        var out = DeviceJSON()
        out.add("id", id)
        out.add("type", type)
        out.add("value", value)
        out.add("unit", unit)
        out.add("start", start)
        out.add("end", end)
        out.add("source", source)
        return out.json
    }

    public var item: ContentItem {
        ContentItem(kind: .healthSample, id: id, properties: RuntimeDictionary(distinct: [
            ("Type", .text(type)), ("Value", .number(value)), ("Unit", .text(unit)), ("Start Date", .date(start)),
            ("End Date", .date(end)), ("Duration", .number(end.timeIntervalSince(start))), ("Source", .text(source)),
        ]))
    }
}

/// A contact of the simulated device's address book.
public struct DeviceContact: Sendable, Equatable {
    public var id: String
    public var firstName: String
    public var lastName: String
    public var company: String?
    public var jobTitle: String?
    public var phoneNumbers: [String]
    public var emailAddresses: [String]
    public var birthday: Date?
    public var notes: String?

    static let keys = ["id", "firstName", "lastName", "company", "jobTitle", "phoneNumbers", "emailAddresses", "birthday", "notes"]

    init(json: JSONValue, at path: JSONPath) throws(JSONShapeError) {
        let fields = try DeviceFields(json, at: path, keys: Self.keys)
        id = try fields.text("id")
        firstName = try fields.text("firstName")
        lastName = try fields.text("lastName")
        company = try fields.optionalText("company")
        jobTitle = try fields.optionalText("jobTitle")
        phoneNumbers = try fields.texts("phoneNumbers")
        emailAddresses = try fields.texts("emailAddresses")
        birthday = try fields.date("birthday")
        notes = try fields.optionalText("notes")
    }

    public init(id: String, firstName: String, lastName: String, company: String? = nil, phoneNumbers: [String] = [],
                emailAddresses: [String] = [], birthday: Date? = nil) {
        self.id = id
        self.firstName = firstName
        self.lastName = lastName
        self.company = company
        self.phoneNumbers = phoneNumbers
        self.emailAddresses = emailAddresses
        self.birthday = birthday
    }

    var json: JSONValue {
        var out = DeviceJSON()
        out.add("id", id)
        out.add("firstName", firstName)
        out.add("lastName", lastName)
        out.add("company", company)
        out.add("jobTitle", jobTitle)
        out.add("phoneNumbers", phoneNumbers)
        out.add("emailAddresses", emailAddresses)
        out.add("birthday", birthday)
        out.add("notes", notes)
        return out.json
    }

    public var name: String { [firstName, lastName].filter { !$0.isEmpty }.joined(separator: " ") }

    public var item: ContentItem {
        ContentItem(kind: .contact, id: id, properties: RuntimeDictionary(distinct: [
            ("Name", .text(name)), ("First Name", .text(firstName)), ("Last Name", .text(lastName)),
            ("Company", company.map(RuntimeValue.text) ?? .nothing), ("Job Title", jobTitle.map(RuntimeValue.text) ?? .nothing),
            ("Phone Numbers", .list(phoneNumbers.map(RuntimeValue.text))), ("Email Addresses", .list(emailAddresses.map(RuntimeValue.text))),
            ("Birthday", birthday.map(RuntimeValue.date) ?? .nothing), ("Notes", notes.map(RuntimeValue.text) ?? .nothing),
        ]))
    }
}
