import Foundation

/// What the simulated device tells of itself and its surroundings: Get Current Location, Get
/// Battery Status, Get Current Weather, Get Weather Forecast, Get Device Details, Find Contacts,
/// and the details of locations, weather and contacts.
enum DeviceStatusActions {
    static let handlers: [String: ActionHandler] = [
        "getcurrentlocation": { call in .item(try call.device().snapshot().location.item) },
        "getbatterylevel": { call in
            let battery = try call.device().snapshot().battery
            switch try await call.text("Subject") ?? "Battery Level" {
            case "Battery Level": return .number(battery.level)
            case "Is Charging": return .bool(battery.charging)
            case "Is Connected to Charger": return .bool(battery.connected)
            case "Charge Limit": return .number(battery.limit)
            case let other: throw call.failure("“\(other)” is not a battery detail; expected Battery Level, Is Charging, Is Connected to Charger or Charge Limit")
            }
        },
        "weather.currentconditions": { call in
            let device = try call.device().snapshot()
            return .item(device.weather.now.item(at: try await place(call, device)))
        },
        "weather.forecast": { call in
            let device = try call.device().snapshot()
            let place = try await place(call, device)
            let steps = try await call.text("WFWeatherForecastType") == "Hourly" ? device.weather.hourly : device.weather.daily
            return .list(steps.map { .item($0.item(at: place)) })
        },
        "getdevicedetails": { call in
            let detail = try await call.text("WFDeviceDetail") ?? "Device Name"
            guard let value = try call.device().snapshot().details.detail(detail) else {
                throw call.failure("“\(detail)” is not a detail Get Device Details gives")
            }
            return value
        },
        "filter.contacts": { call in
            try await call.find(in: try call.device().snapshot().contacts.map { .item($0.item) })
        },
        "properties.contacts": ContentDetails.handler,
        "properties.locations": ContentDetails.handler,
        "properties.weather.conditions": ContentDetails.handler,
    ]

    /// The place the weather is asked for: the location given, else where the device is.
    /// The simulated weather is the same everywhere; only its Location says where.
    private static func place(_ call: ActionCall, _ device: SimulatedDevice) async throws -> String {
        guard let given = try await call.value("WFWeatherCustomLocation"), given.hasValue else { return device.location.city }
        if case .item(let item) = given, item.kind == .location { return item.properties["City"]?.text ?? item.text }
        return given.dictionary?["City"]?.text ?? given.text
    }
}
