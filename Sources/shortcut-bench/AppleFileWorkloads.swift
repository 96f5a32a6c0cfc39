import AppleShortcuts
import Foundation
import IntentKit
import ShortcutModel
import ShortcutStore

/// Apple's `.shortcut` files: opening (decode and first frame, through the real app loop) and
/// saving generated shortcuts in both encodings, beside Python's `plistlib` reading and
/// writing the same bytes.
enum AppleFileWorkloads {
    struct Figures: Codable {
        /// Nanoseconds, by "binary"/"xml", then "open", "save", "plistlib.load", "plistlib.dump".
        var byFormat: [String: [String: Timings]] = [:]
        var bytes: [String: Int] = [:]
    }

    static let formats: [(String, PropertyListFormat)] = [("binary", .binary), ("xml", .xml)]

    /// A shortcut of Apple's built-in actions as they come in real files: UUIDs, text with a
    /// variable, numbers, booleans, an output name.
    static func workflow(actions count: Int) -> PropertyListValue {
        var actions: [PropertyListValue] = []
        actions.reserveCapacity(count)
        for index in 0..<count {
            let uuid = String(format: "%08X-0000-4000-8000-%012X", index, index)
            var parameters: PropertyListDictionary = ["UUID": .string(uuid)]
            let identifier: String
            switch index % 4 {
            case 0:
                identifier = "is.workflow.actions.gettext"
                parameters["WFTextActionText"] = .dictionary([
                    "WFSerializationType": .string("WFTextTokenString"),
                    "Value": .dictionary(["string": .string("Step \(index): \u{FFFC}"),
                                          "attachmentsByRange": .dictionary(["{\(String(index).count + 7), 1}": .dictionary([
                                              "Type": .string("ActionOutput"), "OutputName": .string("Text"),
                                              "OutputUUID": .string(String(format: "%08X-0000-4000-8000-%012X", max(0, index - 1), max(0, index - 1))),
                                          ])])]),
                ])
            case 1:
                identifier = "is.workflow.actions.number"
                parameters["WFNumberActionNumber"] = .real(Double(index) + 0.5)
            case 2:
                identifier = "is.workflow.actions.setvariable"
                parameters["WFVariableName"] = .string("Variable \(index % 17)")
                parameters["CustomOutputName"] = .string("Result")
            default:
                identifier = "is.workflow.actions.alert"
                parameters["WFAlertActionTitle"] = .string("Done")
                parameters["WFAlertActionCancelButtonShown"] = .bool(index % 8 == 3)
            }
            actions.append(.dictionary(["WFWorkflowActionIdentifier": .string(identifier),
                                        "WFWorkflowActionParameters": .dictionary(parameters)]))
        }
        return .dictionary([
            "WFWorkflowActions": .array(actions),
            "WFWorkflowClientVersion": .string("2038.0.2.4"),
            "WFWorkflowMinimumClientVersion": .integer(900),
            "WFWorkflowIcon": .dictionary(["WFWorkflowIconGlyphNumber": .integer(59511), "WFWorkflowIconStartColor": .integer(4_282_601_983)]),
            "WFWorkflowTypes": .array([.string("NCWidget"), .string("WatchKit")]),
        ])
    }

    static func measure(actions count: Int, library: Library, registry: IntentRegistry, repeats: Int) throws -> Figures {
        var figures = Figures()
        let workflow = workflow(actions: count)
        for (name, format) in formats {
            let file = library.shortcutsFolder.appendingPathComponent("Bench \(name).shortcut")
            let bytes = PropertyListCoder.encode(workflow, as: format)
            try Data(bytes).write(to: file)
            figures.bytes[name] = bytes.count
            var timings: [String: Timings] = [:]
            timings["open"] = try AppWorkloads.open(file: file, library: library, registry: registry, width: 80, height: 24, repeats: repeats)
            let store = ShortcutStore(library: library)
            let opened = try store.open(file)
            var saves: [Duration] = []
            for _ in 0..<repeats {
                let start = ContinuousClock.now
                try store.save(opened.document, in: opened.session)
                saves.append(ContinuousClock.now - start)
            }
            opened.session.close()
            timings["save"] = Timings(saves)
            if let peer = try python(file: file, format: name, repeats: repeats) {
                timings["plistlib.load"] = peer.load
                timings["plistlib.dump"] = peer.dump
            }
            figures.byFormat[name] = timings
        }
        return figures
    }

    /// Python's `plistlib` on the same file, timed inside Python so its start-up is not
    /// counted; nil when there is no `python3`.
    private static func python(file: URL, format: String, repeats: Int) throws -> (load: Timings, dump: Timings)? {
        let script = """
            import plistlib, sys, time, json
            path, fmt, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
            data = open(path, 'rb').read()
            loads, dumps = [], []
            for _ in range(n):
                t = time.perf_counter_ns(); value = plistlib.loads(data); loads.append(time.perf_counter_ns() - t)
                t = time.perf_counter_ns(); plistlib.dumps(value, fmt=plistlib.FMT_BINARY if fmt == 'binary' else plistlib.FMT_XML); dumps.append(time.perf_counter_ns() - t)
            print(json.dumps([loads, dumps]))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, file.path, format, String(repeats)]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let lists = try? JSONDecoder().decode([[Double]].self, from: data), lists.count == 2 else { return nil }
        return (Timings(samples: lists[0]), Timings(samples: lists[1]))
    }
}
