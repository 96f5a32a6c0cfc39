@testable import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import Testing

/// A control takes its own keys and answers with an outcome; what reaches past it (the
/// document, a query, the variables in scope) is left to the editor.
@Suite struct ControlKeyTests {
    static let text = ParameterDefinition(id: "text", title: "Text", type: .string, isOptional: true)
    static let count = ParameterDefinition(id: "count", title: "Count", type: .int, isOptional: true)
    static let clipboard = ListPicker.Option(value: .opaque(OpaqueValue(propertyList: .dictionary(VariableReference(.clipboard).attachment))),
                                             title: "‹Clipboard›", subtitle: "Shortcuts", synonyms: ["Clipboard"])

    static func press(_ keys: Key..., on control: inout Control) -> [ControlOutcome] {
        keys.map { control.handle($0, keymap: .standard, timeZone: TimeZone(identifier: "UTC")!) }
    }

    @Test func textCommitsWhatWasTypedAndEscCancels() {
        var control = Control.text("", action: 0, parameter: Self.text)
        #expect(Self.press(.character("h"), .character("i"), .enter, on: &control) == [.stay, .stay, .commitText("hi")])
        #expect(Self.press(.escape, on: &control) == [.cancel])
    }

    @Test func textAsksForVariablesAndKeepsTheChosenOneInside() {
        var control = Control.text("", action: 0, parameter: Self.text)
        #expect(Self.press(.control("t"), on: &control) == [.offerVariables])
        control.offerVariables([Self.clipboard])
        #expect(control.keyMode == .picker && control.choosesVariable)
        #expect(Self.press(.enter, on: &control) == [.stay])
        #expect(control.keyMode == .field, "the variable list closes once one is chosen")
        #expect(control.textInput.map { $0.displayed($0.characters) } == "‹Clipboard›")
        guard case .commitTokens(let pieces) = Self.press(.enter, on: &control).first else {
            Issue.record("text with a variable commits as tokens")
            return
        }
        #expect(pieces == [TokenText.Piece.variable(VariableReference(.clipboard))])
    }

    @Test func aNumberOrAnOutputNameTakesNoVariables() {
        for var control in [Control.text("1", action: 0, parameter: Self.count), .outputName("Total", action: 0, parameter: Self.text)] {
            #expect(Self.press(.control("t"), on: &control) == [.stay])
            #expect(control.error?.hasPrefix("Only text takes variables") == true)
            #expect(Self.press(.character("2"), on: &control) == [.stay])
            #expect(control.error == nil, "the next key clears the refusal")
        }
    }

    @Test func aWholeNumberStepsWithinItsRange() {
        var control = Control.text("41", action: 0, parameter: Self.count)
        _ = Self.press(.up, on: &control)
        #expect(control.textInput?.text == "42")
    }

    @Test func aVariableListCommitsTheVariable() {
        var control = Control.variables([Self.clipboard], action: 0, parameter: Self.text)
        #expect(Self.press(.enter, on: &control) == [.commitVariable(VariableReference(.clipboard))])
    }

    @Test func pastingIntoAnOpenVariableListFiltersIt() {
        var control = Control.text("", action: 0, parameter: Self.text)
        control.offerVariables([Self.clipboard])
        #expect(control.paste("zzz") == .stay)
        #expect(control.picker?.visibleOptions.isEmpty == true && control.textInput?.text == "")
    }

    @Test func itemsFinishWithTheirValueAndPickedItemsCloseThePicker() {
        let words = ParameterDefinition(id: "words", title: "Words", type: .array(.string), isOptional: true)
        var control = Control.items([], action: 0, parameter: words, source: nil)
        #expect(Self.press(.character("a"), .enter, .control("d"), on: &control)
            == [.stay, .stay, .commitItems(.array([.string("a")]), items: [.string("a")])])

        let trails = ParameterDefinition(id: "trails", title: "Trails", type: .array(.entity(EntityTypeDefinition(identifier: "TrailEntity", title: "Trail"))), isOptional: true)
        var picking = Control.items([], action: 0, parameter: trails, source: .entities(type: "TrailEntity", capabilities: [.stringSearch]))
        #expect(Self.press(.character("v"), on: &picking) == [.askForOptions], "typing opens the picker and asks its query")
        #expect(Self.press(.character("a"), on: &picking) == [.askForOptions], "a search asks again as the text changes")
        #expect(Self.press(.escape, on: &picking) == [.stay])
        #expect(picking.picker == nil && picking.keyMode == .items, "Esc closes the picker, not the list")
    }
}
