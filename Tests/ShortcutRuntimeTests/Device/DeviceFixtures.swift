import Foundation
import IntentKit
import ShortcutRuntime

/// Find actions' conditions in the shape Shortcuts writes them
/// (`WFContentPredicateTableTemplate`), and devices to run against.
enum Filter {
    /// One condition: a property, an operator code, the kind of its value and the value.
    struct Condition {
        var property: String
        var code: Int
        var kind: String
        var value: PropertyListValue
        var extra: [(String, PropertyListValue)] = []
    }

    static func on(_ property: String, _ code: Int, _ kind: String = "String", _ value: PropertyListValue = .string(""),
                   _ extra: [(String, PropertyListValue)] = []) -> Condition {
        Condition(property: property, code: code, kind: kind, value: value, extra: extra)
    }

    /// `WFContentItemFilter` holding `conditions`, all of which (or any) must hold.
    static func table(_ conditions: [Condition], all: Bool = true) -> PropertyListValue {
        .dictionary([
            "Value": .dictionary([
                "WFActionParameterFilterPrefix": .integer(all ? 1 : 0),
                "WFActionParameterFilterTemplates": .array(conditions.map { condition in
                    var values = PropertyListDictionary([(condition.kind, .dictionary(["Value": condition.value,
                                                                                        "WFSerializationType": .string(serialization(condition.kind))]))])
                    for (key, value) in condition.extra { values[key] = value }
                    return .dictionary(["Operator": .integer(condition.code), "Property": .string(condition.property), "Removable": .bool(true),
                                        "Values": .dictionary(values)])
                }),
                "WFContentPredicateBoundedDate": .bool(false),
            ]),
            "WFSerializationType": .string("WFContentPredicateTableTemplate"),
        ])
    }

    private static func serialization(_ kind: String) -> String {
        switch kind {
        case "Bool": "WFBooleanSubstitutableState"
        case "Number": "WFNumberSubstitutableState"
        case "Date": "WFDateSubstitutableState"
        default: "WFStringSubstitutableState"
        }
    }

    /// A Find action of `identifier` with these conditions, sort and limit.
    static func find(_ identifier: String, _ conditions: [Condition], all: Bool = true, sort: String? = nil, order: String? = nil,
                     limit: Int? = nil, uuid: String = "F") -> Act {
        var parameters: [(String, PropertyListValue)] = [("WFContentItemFilter", table(conditions, all: all))]
        if let sort { parameters.append(("WFContentItemSortProperty", .string(sort))) }
        if let order { parameters.append(("WFContentItemSortOrder", .string(order))) }
        if let limit { parameters += [("WFContentItemLimitEnabled", .bool(true)), ("WFContentItemLimitNumber", .integer(limit))] }
        return Act(identifier, parameters, uuid: uuid)
    }
}

/// Devices for the tests: the sample dated at `testNow`, in memory, or in a folder of its own.
enum TestDevice {
    static func sample() -> DeviceStore { .memory(SampleDevice.make(now: testNow)) }

    /// A fixture in a new folder (`device.json`, and `files/` holding `files`), read as `run --device` reads one.
    static func folder(_ device: SimulatedDevice = SampleDevice.make(now: testNow), files: [(String, String)] = SampleDevice.files) throws -> (DeviceStore, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("device-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("files"), withIntermediateDirectories: true)
        for (path, text) in files {
            let url = folder.appendingPathComponent("files").appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let file = folder.appendingPathComponent("device.json")
        try Data(device.json.canonicalBytes()).write(to: file)
        return (try DeviceStore.fixture(file, now: { testNow }), folder)
    }
}

/// Shows what action `uuid` gave.
func show(_ uuid: String, _ aggrandizements: [PropertyListValue] = []) -> Act {
    Act("showresult", [("Text", aggrandizements.isEmpty ? P.text(P.output(uuid)) : P.attachment(P.output(uuid), aggrandizements: aggrandizements))])
}
