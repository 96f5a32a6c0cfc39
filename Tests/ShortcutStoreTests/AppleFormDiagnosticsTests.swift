import Foundation
import IntentKit
import ShortcutModel
import Testing

/// What Apple's files hold in their own forms is not a problem to report; what is wrong still is.
@Suite struct AppleFormDiagnosticsTests {
    static let definition = IntentDefinition(identifier: "is.workflow.actions.sample", title: "Sample", parameters: [
        ParameterDefinition(id: "mode", title: "Mode", type: .enumeration(EnumDefinition(identifier: "Mode", title: "Mode",
                                                                                          cases: [EnumCaseDefinition(identifier: "Fast", title: "Fast")])),
                            isOptional: true),
        ParameterDefinition(id: "count", title: "Count", type: .int, isOptional: true),
        ParameterDefinition(id: "text", title: "Text", type: .string, isOptional: true),
    ])

    static var registry: IntentRegistry {
        var registry = IntentRegistry()
        try! registry.register(definition)
        return registry
    }

    func problems(_ values: [String: IntentValue], intent: String = "is.workflow.actions.sample") -> [String] {
        ShortcutDocument(name: "x", actions: [ShortcutAction(intent: intent, values: values)])
            .diagnostics(against: Self.registry).map(\.message)
    }

    @Test func applesFormsAreNotProblems() {
        let token = IntentValue.opaque(OpaqueValue(propertyList: .dictionary(["WFSerializationType": .string("WFTextTokenString")])))
        #expect(problems([
            "mode": .string("Fast"), "count": .string("12"), "text": token,
            "UUID": .string("x"), "GroupingIdentifier": .string("g"), "WFControlFlowMode": .int(0), "CustomOutputName": .string("n"),
        ]).isEmpty)
    }

    @Test func whatIsWrongIsStillSaid() {
        let said = problems(["mode": .string("Slow"), "count": .string("twelve"), "Extra": .bool(true)])
        #expect(said.count == 3, "\(said)")
        #expect(said.contains { $0.contains("has no parameter \"Extra\"") })
    }

    @Test func anActionResolvesByItsDescriptor() {
        let descriptor = IntentValue.opaque(OpaqueValue(propertyList: .dictionary([
            "BundleIdentifier": .string("is.workflow.actions"), "AppIntentIdentifier": .string("sample"),
        ])))
        let action = ShortcutAction(intent: "com.example.OldName", values: ["AppIntentDescriptor": descriptor])
        #expect(action.appIntentIdentifier == "is.workflow.actions.sample")
        #expect(Self.registry.definition(for: action)?.title == "Sample")
        #expect(Self.registry.definition(for: ShortcutAction(intent: "com.example.OldName")) == nil)
    }
}
