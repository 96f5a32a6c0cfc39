import IntentHostClient
import IntentKit
import Testing

/// The doctor's static findings: a deprecated intent is said, with its message, and a
/// replacement the host does not serve is pointed out.
@Suite struct HostCheckupDefinitionTests {
    @Test func aDeprecatedIntentIsWarnedOf() {
        var old = IntentDefinition(identifier: "OldBrew", title: "Old Brew")
        old.deprecation = IntentDefinition.Deprecation(message: "Use Brew instead.", replacement: "Brew", replacementTitle: "Brew")
        var older = IntentDefinition(identifier: "OlderBrew", title: "Older Brew")
        older.deprecation = IntentDefinition.Deprecation(message: "Gone.", replacement: "Kettle", replacementTitle: "Kettle")
        let findings = HostCheckup().checkDefinitions([IntentDefinition(identifier: "Brew", title: "Brew"), old, older], host: "Cafe")
        #expect(findings.map(\.subject) == ["OldBrew", "OlderBrew"])
        #expect(findings.allSatisfy { $0.severity == .warning })
        #expect(findings.first?.message == "deprecated: Use Brew instead. — shortcuts that use it still run, and the action library lists it only when searched for")
        #expect(findings.last?.message.hasSuffix("its replacement Kettle is not an intent of this host") == true, "\(findings.last?.message ?? "")")
    }
}
