import Foundation
import IntentKit
import Testing

/// Variables as Shortcuts stores them: every kind read and named as Apple's editor names it,
/// text with variables read by UTF-16 ranges and written back the same way.
@Suite struct VariableReferenceTests {
    static func attachment(_ entries: PropertyListDictionary) -> VariableReference? {
        VariableReference(attachment: entries)
    }

    @Test func everyKindIsReadAndNamed() throws {
        let uuid = UUID()
        let cases: [(PropertyListDictionary, VariableReference.Source, String)] = [
            (["Type": .string("ActionOutput"), "OutputUUID": .string(uuid.uuidString), "OutputName": .string("Contents of URL")],
             .actionOutput(action: uuid, name: "Contents of URL"), "Contents of URL"),
            (["Type": .string("Variable"), "VariableName": .string("Repeat Item")], .named("Repeat Item"), "Repeat Item"),
            (["Type": .string("ExtensionInput")], .shortcutInput, "Shortcut Input"),
            (["Type": .string("CurrentDate")], .currentDate, "Current Date"),
            (["Type": .string("Clipboard")], .clipboard, "Clipboard"),
            (["Type": .string("DeviceDetails")], .deviceDetails, "Device Details"),
            (["Type": .string("Ask"), "Prompt": .string("Which?")], .ask(prompt: "Which?"), "Ask Each Time"),
            (["Type": .string("CurrentApp")], .other("CurrentApp"), "Current App"),
        ]
        for (stored, source, name) in cases {
            let variable = try #require(Self.attachment(stored))
            #expect(variable.source == source)
            #expect(variable.displayName() == name)
            #expect(variable.attachment == stored, "kept whole")
        }
        #expect(Self.attachment(["OutputName": .string("x")]) == nil, "no Type, no variable")
        let output = try #require(Self.attachment(cases[0].0))
        #expect(output.displayName(outputName: "Page") == "Page", "an action's custom name wins")
        #expect(VariableReference(.named("Total")).attachment == ["Type": .string("Variable"), "VariableName": .string("Total")])
    }

    @Test func narrowingFollowsTheName() throws {
        let variable = try #require(Self.attachment([
            "Type": .string("ActionOutput"), "OutputName": .string("Contents of URL"),
            "Aggrandizements": .array([
                .dictionary(["Type": .string("WFCoercionVariableAggrandizement"), "CoercionItemClass": .string("WFDictionaryContentItem")]),
                .dictionary(["Type": .string("WFDictionaryValueVariableAggrandizement"), "DictionaryKey": .string("url")]),
                .dictionary(["Type": .string("WFPropertyVariableAggrandizement"), "PropertyName": .string("Name")]),
            ]),
        ]))
        #expect(variable.displayName() == "Contents of URL › url › Name")
    }

    @Test func tokensAreFoundByUTF16RangeAfterEmoji() throws {
        // "🎵" is two UTF-16 units: the token after "🎵 " starts at 3, not at 2.
        let stored: PropertyListValue = .dictionary([
            "Value": .dictionary([
                "string": .string("🎵 \u{FFFC} and \u{FFFC}!"),
                "attachmentsByRange": .dictionary([
                    "{3, 1}": .dictionary(["Type": .string("Clipboard")]),
                    "{9, 1}": .dictionary(["Type": .string("Variable"), "VariableName": .string("Name")]),
                ]),
            ]),
            "WFSerializationType": .string("WFTextTokenString"),
        ])
        let text = try #require(TokenText(stored))
        #expect(text.pieces == [.text("🎵 "), .variable(VariableReference(.clipboard)), .text(" and "),
                                .variable(VariableReference(.named("Name"))), .text("!")])
        #expect(text.text(naming: { "<" + $0.displayName() + ">" }) == "🎵 <Clipboard> and <Name>!")
        #expect(text.propertyList == stored, "written back with the same ranges")
        #expect(stored.variables.map { $0.displayName() } == ["Clipboard", "Name"])
        #expect(stored.singleVariable == nil, "text around the tokens")
    }

    @Test func aLoneMarkWithoutAnAttachmentStaysText() throws {
        let stored: PropertyListValue = .dictionary(["Value": .dictionary(["string": .string("a\u{FFFC}b")]),
                                                    "WFSerializationType": .string("WFTextTokenString")])
        #expect(try #require(TokenText(stored)).pieces == [.text("a\u{FFFC}b")])
    }

    @Test func singleVariablesInEachWrapper() throws {
        let inner: PropertyListDictionary = ["Type": .string("ExtensionInput")]
        let attachment: PropertyListValue = .dictionary(["Value": .dictionary(inner), "WFSerializationType": .string("WFTextTokenAttachment")])
        #expect(attachment.singleVariable?.source == .shortcutInput)
        let picker: PropertyListValue = .dictionary(["Type": .string("Variable"), "Variable": attachment])
        #expect(picker.singleVariable?.source == .shortcutInput)
        #expect(picker.variables.map(\.source) == [.shortcutInput])
        let aggrandizementOnly: PropertyListValue = .dictionary(["Type": .string("WFPropertyVariableAggrandizement"), "PropertyName": .string("Name")])
        #expect(aggrandizementOnly.variables.isEmpty, "a dictionary with a Type is not always a variable")
        #expect(attachment.summary == "[Shortcut Input]")
    }
}
