import Foundation

/// Reminders on the simulated device: Find Reminders, New Reminder, Edit Reminder (Set a
/// detail), Remove Reminders, Get Upcoming Reminders and Get Details of Reminders — each with
/// the parameters Apple's catalog gives it (docs/RUNTIME.md).
enum ReminderActions {
    static let handlers: [String: ActionHandler] = [
        "filter.reminders": { call in
            try await call.find(in: try call.device().snapshot().reminders.map { .item($0.item) })
        },
        "addnewreminder": add,
        "setters.reminders": edit,
        "removereminders": { call in
            let ids = Set(try await call.records("WFInputReminders", of: .reminder).map(\.id))
            try call.device().change { device in device.reminders.removeAll { ids.contains($0.id) } }
            return .nothing
        },
        "getupcomingreminders": { call in
            let now = call.run.environment.now()
            let list = try await call.pickedName("WFGetUpcomingItemCalendar")
            let count = try await call.integer("WFGetUpcomingItemCount", in: 0...1_000_000) ?? 1
            let upcoming = try call.device().snapshot().reminders
                .filter { !$0.completed && ($0.due.map { $0 >= now } ?? false) && (list == nil || $0.list == list) }
                .sorted { $0.due! < $1.due! }
            return .list(upcoming.prefix(count).map { .item($0.item) })
        },
        "properties.reminders": ContentDetails.handler,
    ]

    private static let add: ActionHandler = { call in
        let title = try await call.text("WFCalendarItemTitle") ?? ""
        guard !title.isEmpty else { throw call.failure("the reminder has no title") }
        let now = call.run.environment.now()
        let list = try await call.pickedName("WFCalendarDescriptor")
        let alert = try await call.text("WFAlertEnabled") == "Alert"
        let condition = try await call.text("WFAlertCondition") ?? "At Time"
        let due = alert && condition == "At Time" ? try await call.date("WFAlertCustomTime") : nil
        let priority = try await call.text("WFPriority") ?? "None"
        guard ["None", "Low", "Medium", "High"].contains(priority) else {
            throw call.failure("WFPriority is “\(priority)”; expected None, Low, Medium or High")
        }
        let flagged = try await call.bool("WFFlag", default: false)
        let notes = try await call.text("WFCalendarItemNotes").flatMap { $0.isEmpty ? nil : $0 }
        let url = try await call.text("WFURL").flatMap { $0.isEmpty ? nil : $0 }
        let tags = try await call.value("WFTags")?.items.map(\.text).filter { !$0.isEmpty } ?? []
        let reminder = try call.device().change { device -> DeviceReminder in
            let chosen = list ?? device.reminderLists.first ?? "Reminders"
            if !device.reminderLists.contains(chosen) { device.reminderLists.append(chosen) }
            let reminder = DeviceReminder(id: call.newID("reminder", taken: device.reminders.map(\.id)), title: title, list: chosen, due: due,
                                          priority: priority, flagged: flagged, notes: notes, tags: tags, url: url, created: now)
            device.reminders.append(reminder)
            return reminder
        }
        return .item(reminder.item)
    }

    /// Edit Reminder: `Mode` Set (the one Shortcuts offers for most details), Add or Remove
    /// (tags), of the detail `WFContentItemPropertyName`, its value in
    /// `WFReminderContentItem` + the detail's name without spaces.
    private static let edit: ActionHandler = { call in
        let reminders = try await call.records("WFInput", of: .reminder)
        guard let property = try await call.text("WFContentItemPropertyName"), !property.isEmpty else {
            throw call.failure("no detail to set is chosen")
        }
        let key = "WFReminderContentItem" + property.replacingOccurrences(of: " ", with: "")
        let value = try await call.value(key) ?? .nothing
        let mode = try await call.text("Mode") ?? "Set"
        let ids = Set(reminders.map(\.id))
        let now = call.run.environment.now()
        let edited = try call.device().change { device -> [DeviceReminder] in
            var edited: [DeviceReminder] = []
            for index in device.reminders.indices where ids.contains(device.reminders[index].id) {
                try set(property, of: &device.reminders[index], to: value, mode: mode, now: now, call: call)
                if !device.reminderLists.contains(device.reminders[index].list) { device.reminderLists.append(device.reminders[index].list) }
                edited.append(device.reminders[index])
            }
            return edited
        }
        return .list(edited.map { .item($0.item) })
    }

    private static func set(_ property: String, of reminder: inout DeviceReminder, to value: RuntimeValue, mode: String, now: Date,
                            call: ActionCall) throws {
        func optionalText() -> String? { value.hasValue ? value.text : nil }
        switch property {
        case "Title", "Name":
            guard value.hasValue else { throw call.failure("a reminder's title cannot be empty") }
            reminder.title = value.text
        case "Notes": reminder.notes = optionalText()
        case "List": reminder.list = (value.dictionary?["Title"] ?? value).text
        case "Due Date":
            guard !value.hasValue || value.date != nil else { throw call.failure("“\(value.text)” is not a date for the due date") }
            reminder.due = value.date
        case "Priority":
            guard ["None", "Low", "Medium", "High"].contains(value.text) else { throw call.failure("the priority “\(value.text)” is not None, Low, Medium or High") }
            reminder.priority = value.text
        case "Is Flagged": reminder.flagged = value.bool
        case "Is Completed":
            reminder.completed = value.bool
            reminder.completionDate = value.bool ? now : nil
        case "URL": reminder.url = optionalText()
        case "Tags":
            let tags = value.items.map(\.text).filter { !$0.isEmpty }
            switch mode {
            case "Add": reminder.tags += tags.filter { !reminder.tags.contains($0) }
            case "Remove": reminder.tags.removeAll { tags.contains($0) }
            default: reminder.tags = tags
            }
        default:
            throw call.failure("a reminder's “\(property)” cannot be set here; Title, Notes, List, Due Date, Priority, Is Flagged, Is Completed, URL and Tags can")
        }
    }
}
