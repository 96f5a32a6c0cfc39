@testable import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import Testing

/// Renaming a named variable in one Set Variable asks whether to rename it where it is set
/// and read too, as Apple's editor does: everywhere is one undo step; "here only" and Esc
/// leave the other uses as they were.
@Suite struct VariableRenamingTests {
    typealias Trip = BuiltInRoundTripTests

    static func text(reading name: String) -> IntentValue {
        .opaque(OpaqueValue(propertyList: TokenText(pieces: [.text("Take "), .variable(VariableReference(.named(name)))]).propertyList))
    }

    static func scenario() -> Scenario {
        Trip.scenario([
            Trip.action("setvariable", ["WFVariableName": .string("Dose")]),
            Trip.action("gettext", ["WFTextActionText": Self.text(reading: "Dose")]),
            Trip.action("appendvariable", ["WFVariableName": .string("Dose")]),
            Trip.action("setvariable", ["WFVariableName": .string("Other")]),
        ])
    }

    static func names(_ scenario: Scenario) -> [String?] {
        scenario.state.document.actions.map { action in
            if let name = SerializedText.plainText(of: action.values["WFVariableName"]) { return name }
            guard case .opaque(let opaque)? = action.values["WFTextActionText"], let stored = opaque.propertyList else { return nil }
            return stored.variables.first.flatMap { if case .named(let name) = $0.source { name } else { nil } }
        }
    }

    @Test func everywhereRenamesEveryUseInOneUndoStep() {
        var scenario = Self.scenario()
        Trip.type("Dosage", into: "WFVariableName", &scenario)
        guard case .renameVariable(let old, let new, _, let uses)? = scenario.state.prompt else {
            Issue.record("no question: \(String(describing: scenario.state.prompt))")
            return
        }
        #expect(old == "Dose" && new == "Dosage" && uses == [1, 2])
        #expect(scenario.screen.contains("Rename Dose to Dosage where it is set and used too (actions 2, 3)?"), "\(scenario.screen)")
        scenario.press(.character("y"))
        #expect(Self.names(scenario) == ["Dosage", "Dosage", "Dosage", "Other"])
        scenario.press(.character("u"))
        #expect(Self.names(scenario) == ["Dose", "Dose", "Dose", "Other"], "one undo step")
    }

    @Test func hereOnlyAndEscapeLeaveTheOtherUses() {
        var scenario = Self.scenario()
        Trip.type("Dosage", into: "WFVariableName", &scenario)
        scenario.press(.character("n"))
        #expect(Self.names(scenario) == ["Dosage", "Dose", "Dose", "Other"])
        var kept = Self.scenario()
        Trip.type("Dosage", into: "WFVariableName", &kept)
        kept.press(.escape)
        #expect(Self.names(kept) == ["Dose", "Dose", "Dose", "Other"])
        #expect(kept.state.prompt == nil)
    }

    @Test func aVariableNobodyElseUsesIsRenamedWithoutAQuestion() {
        var scenario = Self.scenario()
        scenario.press(.character("j"))
        scenario.press(.character("j"))
        scenario.press(.character("j"))
        Trip.type("Another", into: "WFVariableName", &scenario)
        #expect(scenario.state.prompt == nil)
        #expect(Self.names(scenario) == ["Dose", "Dose", "Dose", "Another"])
    }
}
