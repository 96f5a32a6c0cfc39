/// One line of a mode's table: a command, the keys that run it, and what it does.
public struct KeyBinding: Sendable, Equatable {
    public var command: Command
    public var keys: [Key]
    /// One line for the help overlay and the README.
    public var description: String

    public init(_ command: Command, _ keys: [Key], _ description: String) {
        self.command = command
        self.keys = keys
        self.description = description
    }
}

/// A few words in the footer for commands that matter now: "K/J move". The keys shown are
/// the first bound to each command, so a remapped key shows as remapped.
public struct FooterHint: Sendable, Equatable {
    /// When the hint applies; the state that draws the footer decides.
    public enum Condition: Sendable, Equatable {
        case always
        case placeholderFocused
        case showMoreClosed, showMoreOpen
        case singleLine, multiline
        case picksItems, typesItems
        /// The open field edits text, which takes variables.
        case textTakesVariables
    }

    public var commands: [Command]
    public var label: String
    public var condition: Condition

    public init(_ commands: [Command], _ label: String, when condition: Condition = .always) {
        self.commands = commands
        self.label = label
        self.condition = condition
    }

    public init(_ command: Command, _ label: String, when condition: Condition = .always) {
        self.init([command], label, when: condition)
    }
}
