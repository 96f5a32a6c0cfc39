import ShortcutModel

/// What runs an action: given the call, its output.
typealias ActionHandler = @Sendable (ActionCall) async throws -> RuntimeValue

/// Every action this runner can run, by identifier, gathered from the families in `Actions/`:
/// a new family is a file with its own table, added here.
enum ActionHandlers {
    static let all: [String: ActionHandler] = {
        var table: [String: ActionHandler] = [:]
        let families: [[String: ActionHandler]] = [
            TextActions.handlers, NumberActions.handlers, ListActions.handlers, DictionaryActions.handlers,
            VariableActions.handlers, OutputActions.handlers, PromptActions.handlers, URLActions.handlers,
            EncodingActions.handlers, DateActions.handlers, StorageActions.handlers, ShortcutActions.handlers,
            OpenActions.handlers, ModelActions.handlers, ReminderActions.handlers, CalendarActions.handlers, HealthActions.handlers,
            DeviceStatusActions.handlers, FileActions.handlers,
        ]
        for family in families {
            for (identifier, handler) in family { table["is.workflow.actions." + identifier] = handler }
        }
        return table
    }()

    static func handler(for identifier: String) -> ActionHandler? { all[identifier] }

    /// Whether this runner runs `identifier` itself (blocks included).
    static func runs(_ identifier: String) -> Bool {
        all[identifier] != nil || BlockKind(intent: identifier).isKnown
    }
}
