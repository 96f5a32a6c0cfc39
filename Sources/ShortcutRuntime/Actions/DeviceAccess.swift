import Foundation

/// What the device actions share: the run's device (or a stand-in asked for when it has
/// none), the device's records among an action's inputs, and Find's filter over them.
extension ActionCall {
    /// The run's simulated device.
    func device() throws -> DeviceStore {
        guard let device = run.environment.device else { throw StandInNeeded(reason: "the run has no simulated device") }
        return device
    }

    /// The device's records of `kind` that `key` (else the input) holds: reminders to edit,
    /// events to remove. Anything else among them is said at this step and left alone.
    func records(_ key: String, of kind: ContentItem.Kind) async throws -> [ContentItem] {
        var found: [ContentItem] = []
        for value in try await input(key).items {
            if case .item(let item) = value, item.kind == kind, !item.id.isEmpty {
                found.append(item)
            } else {
                warn("\(value.kindName) “\(value.text.prefix(40))” is not a \(kind.rawValue.lowercased()) of the device; it was left alone")
            }
        }
        return found
    }

    /// Find's answer: `items` through the action's conditions, sort and limit.
    func find(in items: [RuntimeValue]) async throws -> RuntimeValue {
        let filter = try await ContentFilter.read(self)
        return .list(filter.apply(to: items, now: run.environment.now()))
    }

    /// A date parameter: nil when not set; a value that is not a date fails, naming it.
    func date(_ key: String) async throws -> Date? {
        guard let value = try await value(key), value.hasValue else { return nil }
        guard let date = value.date else { throw failure("\(key) is “\(value.text)”, not a date (expected such as 2026-12-01T09:00:00Z or Dec 1, 2026 at 9:00 AM)") }
        return date
    }

    /// A list or calendar picked on the device: its title, as the picker stores it (a
    /// dictionary with a `Title`) or as text.
    func pickedName(_ key: String) async throws -> String? {
        guard let value = try await value(key), value.hasValue else { return nil }
        if let dictionary = value.dictionary {
            for name in ["Title", "title", "Name", "name", "displayName"] { if let found = dictionary[name], found.hasValue { return found.text } }
        }
        return value.text
    }

    /// A new record's id, different from every id in `taken`.
    func newID(_ prefix: String, taken: [String]) -> String {
        let existing = Set(taken)
        var number = taken.count + 1
        while existing.contains("\(prefix)-\(number)") { number += 1 }
        return "\(prefix)-\(number)"
    }
}

/// Get Details of …: one property of each item, by the name the action's Detail picker shows.
enum ContentDetails {
    static let handler: ActionHandler = { call in
        let input = try await call.input()
        guard let name = try await call.text("WFContentItemPropertyName"), !name.isEmpty else { throw call.failure("no detail is chosen") }
        let values = input.items.map { ContentProperties.property(name, of: $0) ?? .nothing }
        return values.count == 1 ? values[0] : .list(values)
    }
}
