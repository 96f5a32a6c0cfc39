/// One of the answers `requestChoice(between:dialog:)` offers (iOS 26): a title, and a style
/// that says whether it is destructive or cancels.
public struct IntentChoiceOption: Sendable, Hashable {
    /// What the person reads.
    public let title: LocalizedStringResource
    /// How it is shown.
    public let style: Style

    /// An option titled `title`.
    public init(title: LocalizedStringResource, style: Style = .default) {
        self.title = title
        self.style = style
    }

    /// The system's Cancel: choosing it makes `requestChoice` throw, as the person cancelling does.
    public static var cancel: IntentChoiceOption { IntentChoiceOption(title: "Cancel", style: .cancel) }

    /// How an option is shown.
    public struct Style: Sendable, Hashable {
        let name: String
        /// A plain option.
        public static var `default`: Style { Style(name: "default") }
        /// An option that changes or deletes data.
        public static var destructive: Style { Style(name: "destructive") }
        /// An option that leaves things as they were.
        public static var cancel: Style { Style(name: "cancel") }
    }
}

extension AppIntent {
    /// `Option(title: "Replace", style: .destructive)`, as Apple's examples write it.
    public typealias Option = IntentChoiceOption

    /// Asks the person to choose one of `options` mid-run, in the run's prompt with the options'
    /// titles; returns the one chosen. A Cancel option chosen, or the question cancelled, throws
    /// `IntentCancelledError`; where nobody can be asked it throws `IntentNeedsPersonError`.
    public func requestChoice(between options: [IntentChoiceOption], dialog: IntentDialog? = nil) async throws -> IntentChoiceOption {
        let prompt = dialog?.full.text ?? "Choose an option"
        let question = PersonQuestion.choice(parameter: Self.title.text, options: options.map(\.title.text), prompt: prompt)
        let answer = try await IntentRun.ask(question, unanswered: IntentNeedsPersonError(request: "a choice", dialog: dialog?.full.text))
        guard case .choice(let index) = answer, options.indices.contains(index) else { throw IntentCancelledError(prompt: prompt) }
        let chosen = options[index]
        if chosen.style == .cancel { throw IntentCancelledError(prompt: prompt) }
        return chosen
    }
}
