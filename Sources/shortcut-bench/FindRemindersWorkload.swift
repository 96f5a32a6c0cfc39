import AppleShortcuts
import Foundation
import IntentKit
import ShortcutModel
import ShortcutRuntime

/// Find Reminders over a device of 10,000 reminders with a two-condition filter (List is
/// Groceries, Is Completed is false), sorted by due date — issue 56 asks for it under 50 ms —
/// each run reading the device as a run does, the reminders made into content items.
enum FindRemindersWorkload {
    struct Figures: Codable {
        var reminders: Int
        var found: Int
        var run: Timings
    }

    static func device(reminders count: Int) -> SimulatedDevice {
        let lists = ["Groceries", "Home", "Work", "Reminders"]
        let start = Date(timeIntervalSince1970: 1_795_000_000)
        let reminders = (0..<count).map { index in
            DeviceReminder(id: "reminder-\(index + 1)", title: "Reminder \(index + 1)", list: lists[index % lists.count],
                           due: start.addingTimeInterval(Double(index % 97) * 3600), priority: ["None", "Low", "Medium", "High"][index % 4],
                           flagged: index % 7 == 0, completed: index % 3 == 0, notes: index % 5 == 0 ? "note \(index)" : nil,
                           tags: index % 11 == 0 ? ["errand"] : [], created: start)
        }
        return SimulatedDevice(reminderLists: lists, reminders: reminders)
    }

    static func document() throws -> ShortcutDocument {
        func condition(_ property: String, _ kind: String, _ value: PropertyListValue, _ type: String) -> PropertyListValue {
            .dictionary(["Operator": .integer(4), "Property": .string(property), "Removable": .bool(true),
                         "Values": .dictionary([kind: .dictionary(["Value": value, "WFSerializationType": .string(type)])])])
        }
        let filter: PropertyListValue = .dictionary([
            "Value": .dictionary([
                "WFActionParameterFilterPrefix": .integer(1),
                "WFActionParameterFilterTemplates": .array([
                    condition("List", "Enumeration", .string("Groceries"), "WFStringSubstitutableState"),
                    condition("Is Completed", "Bool", .bool(false), "WFBooleanSubstitutableState"),
                ]),
            ]),
            "WFSerializationType": .string("WFContentPredicateTableTemplate"),
        ])
        let action = try WorkflowDecoder.decodeAction(.dictionary(PropertyListDictionary([
            ("WFWorkflowActionIdentifier", .string("is.workflow.actions.filter.reminders")),
            ("WFWorkflowActionParameters", .dictionary(PropertyListDictionary([
                (key: "WFContentItemFilter", value: filter), (key: "WFContentItemSortProperty", value: .string("Due Date")),
            ]))),
        ])), path: "WFWorkflowActions[0]", file: "bench")
        return ShortcutDocument(name: "Find", actions: [action])
    }

    static func run(reminders count: Int = 10_000, repeats: Int) throws -> Figures {
        let document = try document()
        let device = device(reminders: count)
        let expected = device.reminders.filter { $0.list == "Groceries" && !$0.completed }.count
        var found = 0
        let samples = try measure(max(5, repeats), warmUp: 2) {
            let store = DeviceStore.memory(device)
            let result = waitBlocking { () async -> Result<ShortcutRun.Result, RunFailure> in
                do throws(RunFailure) {
                    return .success(try await ShortcutRun(document: document, environment: RunEnvironment(device: store)).run())
                } catch {
                    return .failure(error)
                }
            }
            guard case .success(let done) = result, case .list(let items)? = done.snapshot.outputs[0], items.count == expected else {
                throw BenchError("Find Reminders did not find the \(expected) reminders: \(result)")
            }
            found = items.count
        }
        return Figures(reminders: count, found: found, run: samples)
    }
}
