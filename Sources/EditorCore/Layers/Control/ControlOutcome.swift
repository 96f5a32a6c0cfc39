import IntentKit
import ShortcutModel

/// What a control did with a key, for the editor to act on: the control changes itself;
/// anything that reaches past it — the document, a query, the variables in scope — is an
/// outcome (the compositor pattern of helix: a layer answers, the editor applies).
enum ControlOutcome: Sendable, Equatable {
    /// The control took the key (or refused it, with its error set) and stays open.
    case stay
    /// Closed without changing the value.
    case cancel
    /// This value, as it is stored, replaces the parameter's.
    case commit(IntentValue?)
    /// Text to read as a value of the parameter's type (or an output's new name).
    case commitText(String)
    /// Text with variables in it, in Shortcuts' token form.
    case commitTokens([TokenText.Piece])
    /// A variable for the whole placeholder.
    case commitVariable(VariableReference)
    /// A finished list, and its items (the menu's items are also its blocks' parts).
    case commitItems(IntentValue?, items: [IntentValue])
    /// Offer the variables in scope to put into the text (`Control.offerVariables`).
    case offerVariables
    /// The open picker needs its options, or its search typed again.
    case askForOptions
    /// A union parameter's kind was chosen: the control of that kind's values opens.
    case chooseKind(UnionDefinition.Case)
}
