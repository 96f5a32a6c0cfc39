import Foundation

/// The simulated device's calendars: Find Calendar Events, Add New Event, Remove Events, Get
/// Upcoming Events and Get Details of Calendar Events.
enum CalendarActions {
    static let handlers: [String: ActionHandler] = [
        "filter.calendarevents": { call in
            try await call.find(in: try call.device().snapshot().events.map { .item($0.item) })
        },
        "addnewevent": add,
        "removeevents": { call in
            let ids = Set(try await call.records("WFInputEvents", of: .calendarEvent).map(\.id))
            try call.device().change { device in device.events.removeAll { ids.contains($0.id) } }
            return .nothing
        },
        "getupcomingevents": { call in
            let now = call.run.environment.now()
            let calendar = try await call.pickedName("WFGetUpcomingItemCalendar")
            let count = try await call.integer("WFGetUpcomingItemCount", in: 0...1_000_000) ?? 1
            let upcoming = try call.device().snapshot().events
                .filter { $0.end >= now && (calendar == nil || $0.calendar == calendar) }
                .sorted { $0.start < $1.start }
            return .list(upcoming.prefix(count).map { .item($0.item) })
        },
        "properties.calendarevents": ContentDetails.handler,
    ]

    /// Add New Event: its title, dates (the end an hour after the start when not given), all
    /// day or not, calendar, location and notes.
    private static let add: ActionHandler = { call in
        let title = try await call.text("WFCalendarItemTitle") ?? ""
        guard !title.isEmpty else { throw call.failure("the event has no title") }
        guard let start = try await call.date("WFCalendarItemStartDate") else { throw call.failure("the event has no start date") }
        let end = try await call.date("WFCalendarItemEndDate") ?? start.addingTimeInterval(3600)
        guard end >= start else { throw call.failure("the event ends before it starts") }
        let allDay = try await call.bool("WFCalendarItemAllDay", default: false)
        let calendar = try await call.pickedName("WFCalendarDescriptor")
        let location = try await call.text("WFCalendarItemLocation").flatMap { $0.isEmpty ? nil : $0 }
        let notes = try await call.text("WFCalendarItemNotes").flatMap { $0.isEmpty ? nil : $0 }
        let event = try call.device().change { device -> DeviceEvent in
            let chosen = calendar ?? device.calendars.first ?? "Calendar"
            if !device.calendars.contains(chosen) { device.calendars.append(chosen) }
            let event = DeviceEvent(id: call.newID("event", taken: device.events.map(\.id)), title: title, calendar: chosen, start: start,
                                    end: end, allDay: allDay, location: location, notes: notes)
            device.events.append(event)
            return event
        }
        return .item(event.item)
    }
}
