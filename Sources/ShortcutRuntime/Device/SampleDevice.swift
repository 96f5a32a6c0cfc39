import Foundation

/// The device a library starts with: a few reminders, events, samples and contacts an iPhone
/// might have, dated around the moment it is made, so that "due today" and "in the next
/// week" find something the first time a shortcut asks.
public enum SampleDevice {
    /// The Ferry Building, San Francisco.
    public static let location = DeviceLocation(name: "Ferry Building", street: "1 Ferry Building", city: "San Francisco", state: "CA",
                                                postalCode: "94111", country: "United States", latitude: 37.7955, longitude: -122.3937, altitude: 4)

    /// Fair weather, for a device whose file gives none.
    public static func clearDay(_ date: Date?) -> DeviceWeatherConditions {
        DeviceWeatherConditions(date: date, condition: "Partly Cloudy", temperature: 14, high: 17, low: 9, humidity: 72,
                                precipitationChance: 10, windSpeed: 13, uvIndex: 3)
    }

    /// The sample, dated from `now`.
    public static func make(now: Date) -> SimulatedDevice {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = RuntimeDates.timeZone
        let today = calendar.startOfDay(for: now)
        func day(_ offset: Int, _ hour: Int, _ minute: Int = 0) -> Date {
            calendar.date(byAdding: DateComponents(day: offset, hour: hour, minute: minute), to: today) ?? today
        }
        let reminders = [
            DeviceReminder(id: "reminder-1", title: "Buy oat milk", list: "Groceries", due: day(0, 18), created: day(-2, 9)),
            DeviceReminder(id: "reminder-2", title: "Bread", list: "Groceries", created: day(-1, 8)),
            DeviceReminder(id: "reminder-3", title: "Call the plumber", list: "Home", due: day(1, 10), priority: "High", flagged: true,
                           notes: "Kitchen tap drips", created: day(-3, 20)),
            DeviceReminder(id: "reminder-4", title: "Water the plants", list: "Home", due: day(-1, 19), completed: true, created: day(-7, 12)),
            DeviceReminder(id: "reminder-5", title: "Renew passport", list: "Reminders", due: day(10, 9), priority: "Medium",
                           url: "https://travel.state.gov", created: day(-14, 10)),
            DeviceReminder(id: "reminder-6", title: "Book dentist appointment", list: "Reminders", due: day(2, 12), tags: ["health"],
                           created: day(-5, 16)),
        ]
        var completed = reminders
        completed[3].completionDate = day(-1, 19, 30)
        let events = [
            DeviceEvent(id: "event-1", title: "Dinner with Sam", calendar: "Home", start: day(0, 19, 30), end: day(0, 21), location: "Zuni Café"),
            DeviceEvent(id: "event-2", title: "Team stand-up", calendar: "Work", start: day(1, 9, 30), end: day(1, 9, 45)),
            DeviceEvent(id: "event-3", title: "Dentist", calendar: "Home", start: day(3, 14), end: day(3, 15), location: "450 Sutter St"),
            DeviceEvent(id: "event-4", title: "Quarterly review", calendar: "Work", start: day(6, 13), end: day(6, 15), notes: "Room 4B"),
            DeviceEvent(id: "event-5", title: "Holiday", calendar: "Home", start: day(8, 0), end: day(9, 0), allDay: true),
        ]
        let samples = [
            DeviceHealthSample(id: "sample-1", type: "Water", value: 350, unit: "mL", start: day(-1, 8)),
            DeviceHealthSample(id: "sample-2", type: "Water", value: 500, unit: "mL", start: day(-1, 13)),
            DeviceHealthSample(id: "sample-3", type: "Steps", value: 6240, unit: "count", start: day(-1, 0), end: day(-1, 23, 59)),
            DeviceHealthSample(id: "sample-4", type: "Heart Rate", value: 64, unit: "count/min", start: day(0, 7)),
            DeviceHealthSample(id: "sample-5", type: "Body Mass", value: 71.5, unit: "kg", start: day(-2, 7)),
        ]
        let contacts = [
            DeviceContact(id: "contact-1", firstName: "Sam", lastName: "Rivera", phoneNumbers: ["+1 415 555 0132"],
                          emailAddresses: ["sam@example.com"], birthday: day(40, 0)),
            DeviceContact(id: "contact-2", firstName: "Priya", lastName: "Natarajan", company: "Bay Plumbing", phoneNumbers: ["+1 415 555 0177"]),
            DeviceContact(id: "contact-3", firstName: "Jonas", lastName: "Weber", emailAddresses: ["jonas@example.org"]),
        ]
        let conditions = ["Partly Cloudy", "Rain", "Cloudy", "Clear", "Clear", "Windy", "Partly Cloudy"]
        var daily: [DeviceWeatherConditions] = []
        for offset in 0..<7 {
            let warmer = Double(offset % 3)
            daily.append(DeviceWeatherConditions(
                date: day(offset, 0), condition: conditions[offset], temperature: 14 + warmer, high: 17 + warmer,
                low: 9 + Double(offset % 2), humidity: 70, precipitationChance: offset == 1 ? 80 : 10,
                windSpeed: offset == 5 ? 35 : 12, uvIndex: 3, sunrise: day(offset, 7, 5), sunset: day(offset, 16, 55)))
        }
        var hourly: [DeviceWeatherConditions] = []
        for offset in 0..<12 {
            let hours = Double(offset)
            let raining = offset >= 6
            hourly.append(DeviceWeatherConditions(
                date: now.addingTimeInterval(hours * 3600), condition: raining ? "Rain" : "Partly Cloudy", temperature: 14 - hours / 3,
                high: 17, low: 9, humidity: 70 + hours, precipitationChance: raining ? 60 : 10, windSpeed: 12, uvIndex: offset < 4 ? 3 : 0))
        }
        var weather = DeviceWeather(now: clearDay(now), daily: daily, hourly: hourly)
        weather.now.sunrise = day(0, 7, 5)
        weather.now.sunset = day(0, 16, 55)
        return SimulatedDevice(reminderLists: ["Reminders", "Groceries", "Home"], reminders: completed, calendars: ["Home", "Work"],
                               events: events, healthSamples: samples, contacts: contacts, battery: DeviceBattery(level: 76, charging: false),
                               weather: weather, details: DeviceDetails.standard)
    }

    /// The files a new device has, by path in its files folder.
    public static let files: [(path: String, text: String)] = [
        ("Notes/Shopping.txt", "oat milk\nbread\ncoffee\n"),
        ("Journal.txt", "Started using Shortcut Editor.\n"),
    ]
}
