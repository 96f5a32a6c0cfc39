import Foundation

/// Health on the simulated device: Log Health Sample, Find Health Samples and Get Details of
/// Health Sample.
enum HealthActions {
    static let handlers: [String: ActionHandler] = [
        "filter.health.quantity": { call in
            try await call.find(in: try call.device().snapshot().healthSamples.map { .item($0.item) })
        },
        "health.quantity.log": log,
        "properties.health.quantity": ContentDetails.handler,
    ]

    /// Units Health uses for a type when a shortcut's quantity names none.
    static let defaultUnits: [String: String] = [
        "Water": "mL", "Steps": "count", "Heart Rate": "count/min", "Body Mass": "kg", "Weight": "kg", "Height": "cm",
        "Active Energy": "kcal", "Dietary Energy": "kcal", "Caffeine": "mg", "Walking + Running Distance": "km",
        "Body Temperature": "°C", "Blood Glucose": "mg/dL", "Sleep": "hr", "Mindful Minutes": "min", "Flights Climbed": "count",
    ]

    private static let log: ActionHandler = { call in
        guard let type = try await call.text("WFQuantitySampleType"), !type.isEmpty else { throw call.failure("no sample type is chosen") }
        guard let value = try await call.number("WFQuantitySampleQuantity") else { throw call.failure("the sample has no value") }
        guard value.isFinite else { throw call.failure("the sample's value is \(RuntimeValue.format(value)); expected a finite number") }
        let unit = storedUnit(call) ?? defaultUnits[type] ?? "count"
        let start = try await call.date("WFQuantitySampleDate") ?? call.run.environment.now()
        let end = try await call.date("WFSampleEndDate") ?? start
        guard end >= start else { throw call.failure("the sample ends before it starts") }
        let sample = try call.device().change { device -> DeviceHealthSample in
            let sample = DeviceHealthSample(id: call.newID("sample", taken: device.healthSamples.map(\.id)), type: type, value: value,
                                            unit: unit, start: start, end: end)
            device.healthSamples.append(sample)
            return sample
        }
        return .item(sample.item)
    }

    /// The quantity's unit as stored (`{Value: {Magnitude, Unit}}`): resolving the quantity
    /// gives its magnitude only.
    private static func storedUnit(_ call: ActionCall) -> String? {
        guard case .opaque(let opaque)? = call.action.values["WFQuantitySampleQuantity"],
              let unit = opaque.propertyList?["Value"]?["Unit"]?.stringValue, !unit.isEmpty else { return nil }
        return unit
    }
}
