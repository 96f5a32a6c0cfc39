import IntentCatalogs
import IntentKit
@testable import shortcut_editor
import Testing
import TestSupport

/// What `lint --coverage` counts as understood: values the editor edits with their control —
/// plain values, Shortcuts' structures its stored forms read, text without variables — and
/// not values it only keeps.
@Suite(.offThePool) struct CoverageTests {
    static func plist(_ value: PropertyListValue) -> IntentValue { .opaque(OpaqueValue(propertyList: value)) }

    static func parameter(_ action: String, _ key: String) throws -> ParameterDefinition {
        try #require(BuiltInActions.definitions.first { $0.identifier == "is.workflow.actions." + action }?.parameter(key))
    }

    static func token(_ text: String, attachments: PropertyListDictionary = [:]) -> IntentValue {
        plist(.dictionary(["Value": .dictionary(["string": .string(text), "attachmentsByRange": .dictionary(attachments)]),
                           "WFSerializationType": .string("WFTextTokenString")]))
    }

    @Test func understoodValues() throws {
        let text = try Self.parameter("gettext", "WFTextActionText")
        #expect(Coverage.isEditable(.string("Hi"), as: text))
        #expect(Coverage.isEditable(Self.token("Hi"), as: text))
        #expect(Coverage.isEditable(Self.token("\u{FFFC}", attachments: ["{0, 1}": .dictionary(["Type": .string("Clipboard")])]), as: text),
                "text with a variable edits with the variable as a token")
        let items = try Self.parameter("dictionary", "WFItems")
        #expect(Coverage.isEditable(Self.plist(.dictionary(["Value": .dictionary(["WFDictionaryFieldValueItems": .array([])]),
                                                            "WFSerializationType": .string("WFDictionaryFieldValue")])), as: items))
        #expect(!Coverage.isEditable(.string("not a dictionary"), as: items))
        let duration = try Self.parameter("timer.start", "WFDuration")
        #expect(Coverage.isEditable(Self.plist(.dictionary(["Value": .dictionary(["Magnitude": .string("5"), "Unit": .string("min")]),
                                                            "WFSerializationType": .string("WFQuantityFieldValue")])), as: duration))
        let picker = try Self.parameter("getvariable", "WFVariable")
        let variable = Self.plist(.dictionary(["Value": .dictionary(["Type": .string("Variable"), "VariableName": .string("Total")]),
                                               "WFSerializationType": .string("WFTextTokenAttachment")]))
        #expect(Coverage.isEditable(variable, as: picker), "a variable for the whole value: v replaces it")
        let file = try Self.parameter("documentpicker.open", "WFFile")
        #expect(!Coverage.isEditable(Self.plist(.dictionary(["filename": .string("a.txt"), "fileLocation": .dictionary([:])])), as: file),
                "a file chosen on the device is kept as it is")
    }
}
