/// When a confirmation is asked (iOS 18): always, unless conditions are given, and then only
/// when one holds.
public struct ConfirmationConditions: OptionSet, Sendable, Hashable {
    /// The condition bits.
    public let rawValue: Int
    /// Conditions from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Only when the request came from a source the system is not sure of (a spoken request
    /// heard badly). A shortcut the person runs is sure: the editor then does not ask.
    public static let lowConfidenceSource = ConfirmationConditions(rawValue: 1 << 0)
}

extension AppIntent {
    /// Asks the person to confirm by the action's verb, when `conditions` call for it (none:
    /// always); a no stops the action.
    public func requestConfirmation(conditions: ConfirmationConditions = [], actionName: ConfirmationActionName = .continue,
                                    dialog: IntentDialog) async throws {
        // A shortcut run by the person is a confident source: a low-confidence condition never holds.
        guard conditions.isEmpty else { return }
        try await confirmAction(actionName, dialog: dialog)
    }

    /// Asks the person to confirm, showing `snippetIntent`'s result as a dialog; a no stops the action.
    public func requestConfirmation<Snippet: SnippetIntent>(conditions: ConfirmationConditions = [],
                                                            actionName: ConfirmationActionName = .continue,
                                                            dialog: IntentDialog? = nil, showDialogAsPrompt: Bool = true,
                                                            snippetIntent: Snippet) async throws {
        guard conditions.isEmpty else { return }
        try await confirmAction(actionName, dialog: dialog)
    }
}
