import AppleShortcuts
import Foundation
import IntentKit
import ShortcutModel
import ShortcutRuntime

/// Running a shortcut: a Repeat of 100,000 passes of Calculate and Add to Variable, the loop
/// issue 46 asks to run within a second; the per-action cost is the time over the actions run.
enum RunWorkload {
    struct Figures: Codable {
        var passes: Int
        var actionsRun: Int
        var run: Timings

        var perAction: Double { run.median / Double(actionsRun) }
    }

    static func document(passes: Int) throws -> ShortcutDocument {
        let group = "6E1B1A52-0000-4000-8000-000000000001"
        let repeatIndex: PropertyListValue = .dictionary([
            "Value": .dictionary(["Type": .string("Variable"), "VariableName": .string("Repeat Index")]),
            "WFSerializationType": .string("WFTextTokenAttachment"),
        ])
        let actions: [(String, [(String, PropertyListValue)])] = [
            ("repeat.count", [("GroupingIdentifier", .string(group)), ("WFControlFlowMode", .integer(0)), ("WFRepeatCount", .integer(passes))]),
            ("math", [("WFInput", repeatIndex), ("WFMathOperation", .string("×")), ("WFMathOperand", .integer(3))]),
            ("appendvariable", [("WFVariableName", .string("Results"))]),
            ("repeat.count", [("GroupingIdentifier", .string(group)), ("WFControlFlowMode", .integer(2))]),
        ]
        let decoded = try actions.enumerated().map { index, action in
            try WorkflowDecoder.decodeAction(.dictionary(PropertyListDictionary([
                ("WFWorkflowActionIdentifier", .string("is.workflow.actions." + action.0)),
                ("WFWorkflowActionParameters", .dictionary(PropertyListDictionary(action.1.map { (key: $0.0, value: $0.1) }))),
            ])), path: "WFWorkflowActions[\(index)]", file: "bench")
        }
        return ShortcutDocument(name: "Loop", actions: decoded)
    }

    static func run(passes: Int = 100_000, repeats: Int) throws -> Figures {
        let document = try document(passes: passes)
        let samples = try measure(max(3, repeats), warmUp: 1) {
            let result = waitBlocking { () async -> Result<ShortcutRun.Result, RunFailure> in
                do throws(RunFailure) {
                    return .success(try await ShortcutRun(document: document, environment: RunEnvironment()).run())
                } catch {
                    return .failure(error)
                }
            }
            guard case .success(let done) = result, case .list(let items)? = done.snapshot.variables["Results"], items.count == passes else {
                throw BenchError("the loop did not run to its end: \(result)")
            }
        }
        // Each pass runs Calculate, Add to Variable and End Repeat; the Repeat starts once.
        return Figures(passes: passes, actionsRun: passes * 3 + 1, run: samples)
    }
}
