import IntentKit
import ShortcutModel
import Testing

/// Renamed parameters found and their kept values carried: by title first, then by the only
/// parameter of the type that came and went; anything ambiguous is left alone.
@Suite struct ParameterMovesTests {
    static func brew(_ parameters: [(id: String, title: String, type: ValueType)]) -> IntentDefinition {
        IntentDefinition(identifier: "BrewCoffee", title: "Brew Coffee",
                         parameters: parameters.map { ParameterDefinition(id: $0.id, title: $0.title, type: $0.type, isOptional: true) })
    }

    @Test func aRenameIsFoundByTitleThenByType() {
        let old = Self.brew([("cups", "Cups", .int), ("roast", "Roast", .string), ("hot", "Hot", .bool)])
        // cups → servings (its title kept), roast → bean (the only new string), hot kept.
        let new = Self.brew([("servings", "Cups", .int), ("bean", "Bean", .string), ("hot", "Hot", .bool)])
        #expect(ParameterMoves.renames(from: old, to: new) == [ParameterMove(intent: "BrewCoffee", from: "cups", to: "servings"),
                                                              ParameterMove(intent: "BrewCoffee", from: "roast", to: "bean")])
    }

    @Test func twoCandidatesOfOneTypeMoveNothing() {
        let old = Self.brew([("cups", "Cups", .int)])
        let new = Self.brew([("small", "Small", .int), ("large", "Large", .int)])
        #expect(ParameterMoves.renames(from: old, to: new).isEmpty)
    }

    @Test func aSavedActionsKeptValueIsProposedWithoutTheOldDefinition() {
        let definition = Self.brew([("servings", "Servings", .int), ("bean", "Bean", .string)])
        let action = ShortcutAction(intent: "BrewCoffee", values: ["cups": .int(2), "bean": .string("Kenya")])
        #expect(ParameterMoves.proposals(for: action, definition: definition) == [ParameterMove(intent: "BrewCoffee", from: "cups", to: "servings")])
        // A kept value no parameter's type takes stays where it is.
        let text = ShortcutAction(intent: "BrewCoffee", values: ["note": .string("strong"), "bean": .string("Kenya")])
        #expect(ParameterMoves.proposals(for: text, definition: definition).isEmpty)
    }

    @Test func theChangesMoveOnlyWhereTheNewParameterHasNoValue() {
        let document = ShortcutDocument(name: "Coffee", actions: [
            ShortcutAction(intent: "BrewCoffee", values: ["cups": .int(2)]),
            ShortcutAction(intent: "BrewCoffee", values: ["cups": .int(3), "servings": .int(4)]),
            ShortcutAction(intent: "Other", values: ["cups": .int(5)]),
        ])
        let moves = [ParameterMove(intent: "BrewCoffee", from: "cups", to: "servings")]
        var moved = document
        DocumentChange.apply(ParameterMoves.changes(moves, in: document), to: &moved)
        #expect(moved.actions[0].values == ["servings": .int(2)])
        #expect(moved.actions[1].values == document.actions[1].values)
        #expect(moved.actions[2].values == document.actions[2].values)
        #expect(ParameterMoves.actionsMoved(moves, in: document) == 1)
    }
}
