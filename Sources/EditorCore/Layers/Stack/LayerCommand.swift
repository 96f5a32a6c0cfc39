/// A layer's own commands: the part of `Command` its key table may bind, as an enum the layer
/// switches over with no `default`. A command added to the enum must be handled (the compiler
/// says so); a command bound in a table whose layer's enum lacks it is found by
/// `Keymap.commandsWithoutHandler`, which a test holds to none. The raw value is the
/// command's name, as `Command` spells it.
protocol LayerCommand: RawRepresentable<String>, CaseIterable, Sendable {}

extension LayerCommand {
    /// The layer's command a bound command is, if it is one of the layer's.
    init?(_ command: Command) {
        self.init(rawValue: command.rawValue)
    }

    /// The commands this enum names.
    static var commands: Set<Command> { Set(allCases.compactMap { Command(rawValue: $0.rawValue) }) }

    /// Names of its cases that are no command (a misspelt raw value): none, which a test holds.
    static var unknownNames: [String] { allCases.map(\.rawValue).filter { Command(rawValue: $0) == nil } }
}

/// The commands of typing prompts that take Enter and Esc and nothing else: save as, go to,
/// the run's question, the search prompt, a detail being typed, the browser's name and filter.
enum AnswerCommand: String, LayerCommand {
    case confirm, cancel
}
