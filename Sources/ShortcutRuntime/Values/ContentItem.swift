import Foundation

/// A thing from the device as Shortcuts passes it between actions — a reminder, a calendar
/// event, a contact, a health sample, a location, weather conditions: one value with the
/// properties Apple's editor offers for it ("Due Date", "Is Completed"…), by those names.
///
/// It reads as text the way Shortcuts shows it (a reminder by its title, a location by its
/// address), and keeps the device record's identity, so Edit Reminder and Remove Events change
/// the record it came from — however the shortcut passed it along.
public struct ContentItem: Sendable, Equatable {
    /// What kind of thing it is: how it reads as text, a number and a date.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        case reminder = "Reminder"
        case calendarEvent = "Calendar Event"
        case contact = "Contact"
        case healthSample = "Health Sample"
        case location = "Location"
        case weather = "Weather Conditions"
    }

    public var kind: Kind
    /// The device record's identity ("" for what has none, such as weather).
    public var id: String
    /// Each property by the name Apple's editor shows, in the order the catalog lists them.
    public var properties: RuntimeDictionary

    public init(kind: Kind, id: String, properties: RuntimeDictionary) {
        self.kind = kind
        self.id = id
        self.properties = properties
    }

    /// The item as text: a reminder's or event's title, a contact's name, a sample's value and
    /// unit, a location's address, weather's condition and temperature.
    public var text: String {
        func text(_ name: String) -> String { properties[name]?.text ?? "" }
        switch kind {
        case .reminder, .calendarEvent: return text("Title")
        case .contact: return text("Name")
        case .healthSample: return [text("Value"), text("Unit")].filter { !$0.isEmpty }.joined(separator: " ")
        case .location:
            let lines = ["Name", "Street", "City", "State", "ZIP Code", "Country"].map(text).filter { !$0.isEmpty }
            var unique: [String] = []
            for line in lines where !unique.contains(line) { unique.append(line) }
            return unique.joined(separator: ", ")
        case .weather: return [text("Condition"), text("Temperature")].filter { !$0.isEmpty }.joined(separator: ", ")
        }
    }

    /// The item as a number: a health sample's value, weather's temperature.
    public var number: Double? {
        switch kind {
        case .healthSample: properties["Value"]?.number
        case .weather: properties["Temperature"]?.number
        default: nil
        }
    }

    /// The item as a date: when a reminder is due, an event or a sample starts, weather's date.
    public var date: Date? {
        switch kind {
        case .reminder: properties["Due Date"]?.date
        case .calendarEvent, .healthSample: properties["Start Date"]?.date
        case .weather: properties["Date"]?.date
        case .contact, .location: nil
        }
    }
}
