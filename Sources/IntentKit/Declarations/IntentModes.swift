/// Where an intent's action runs: in the background, or with its app brought forward (now,
/// when the intent decides, or before it finishes). Apple's `supportedModes`. Here the "app"
/// is the intent host: a request to come forward is a question for the person running the
/// shortcut, and the shape is kept for `perform()` bodies written for Apple's framework.
public struct IntentModes: OptionSet, Sendable, Hashable {
    /// The modes as bits: background, then the three foreground modes.
    public let rawValue: Int

    /// A set of modes from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The action runs entirely in the background.
    public static let background = IntentModes(rawValue: 1 << 0)
    /// The action needs its app in the foreground: `.foreground(.immediate)`.
    public static let foreground = IntentModes.foreground(.immediate)

    /// The app comes forward as `mode` says: `.foreground(.dynamic)`.
    public static func foreground(_ mode: ForegroundMode) -> IntentModes { IntentModes(rawValue: mode.bit) }

    /// When the app comes forward.
    public struct ForegroundMode: Sendable, Hashable {
        let bit: Int
        /// As soon as the parameters are resolved, before `perform()`.
        public static let immediate = ForegroundMode(bit: 1 << 1)
        /// Only if `perform()` asks (`continueInForeground`), and conditions allow.
        public static let dynamic = ForegroundMode(bit: 1 << 2)
        /// When `perform()` asks, or at its end at the latest.
        public static let deferred = ForegroundMode(bit: 1 << 3)
    }

    /// Where the action is running now, as `systemContext.currentMode` says.
    public struct Current: Sendable, Hashable {
        /// Whether the action is running with its app in the foreground.
        public var isForeground: Bool
        /// Whether `continueInForeground` could bring the app forward from here.
        public var canContinueInForeground: Bool

        /// A mode as the host reports it.
        public init(isForeground: Bool, canContinueInForeground: Bool) {
            self.isForeground = isForeground
            self.canContinueInForeground = canContinueInForeground
        }
    }
}

/// What the system tells a running intent about where it runs.
public struct IntentSystemContext: Sendable {
    /// The mode the action is running in.
    public var currentMode: IntentModes.Current

    /// A context in `currentMode`.
    public init(currentMode: IntentModes.Current) {
        self.currentMode = currentMode
    }
}

/// The verb on the button that confirms an action (`requestConfirmation(actionName:)`).
public struct ConfirmationActionName: Sendable, Hashable {
    /// The verb, as the button says it.
    public let verb: String

    /// "Add".
    public static let add = ConfirmationActionName(verb: "Add")
    /// "Book".
    public static let book = ConfirmationActionName(verb: "Book")
    /// "Buy".
    public static let buy = ConfirmationActionName(verb: "Buy")
    /// "Call".
    public static let call = ConfirmationActionName(verb: "Call")
    /// "Continue": Apple's default for a confirmation.
    public static let `continue` = ConfirmationActionName(verb: "Continue")
    /// "Do It".
    public static let `do` = ConfirmationActionName(verb: "Do It")
    /// "Go".
    public static let go = ConfirmationActionName(verb: "Go")
    /// "Order".
    public static let order = ConfirmationActionName(verb: "Order")
    /// "Pay".
    public static let pay = ConfirmationActionName(verb: "Pay")
    /// "Post".
    public static let post = ConfirmationActionName(verb: "Post")
    /// "Request".
    public static let request = ConfirmationActionName(verb: "Request")
    /// "Run".
    public static let run = ConfirmationActionName(verb: "Run")
    /// "Search".
    public static let search = ConfirmationActionName(verb: "Search")
    /// "Send".
    public static let send = ConfirmationActionName(verb: "Send")
    /// "Set".
    public static let set = ConfirmationActionName(verb: "Set")
    /// "Start".
    public static let start = ConfirmationActionName(verb: "Start")
    /// "Toggle".
    public static let toggle = ConfirmationActionName(verb: "Toggle")
    /// "View".
    public static let view = ConfirmationActionName(verb: "View")
}

/// A request `perform()` made that needs a person, and nobody could be asked: the host has no
/// way to the person running the shortcut yet (docs/INTENT-HOST.md). Its message says what was
/// asked, so the editor can show it.
public struct IntentNeedsPersonError: Error, Sendable, CustomStringConvertible {
    /// What was asked for: "to continue in the foreground", "a confirmation to Order".
    public var request: String
    /// The dialog the intent gave with it, if any.
    public var dialog: String?

    /// An error for `request`, with the intent's dialog.
    public init(request: String, dialog: String? = nil) {
        self.request = request
        self.dialog = dialog
    }

    /// "The intent needs to continue in the foreground (“Open the map?”); nobody can be asked here yet."
    public var description: String {
        "The intent needs \(request)" + (dialog.map { " (“\($0)”)" } ?? "") + "; nobody can be asked here yet."
    }
}

/// A package of intents another package's intents may use (`includedPackages`), as Apple's
/// metadata extraction follows them. Kept for code written for Apple's framework.
public protocol AppIntentsPackage {
    /// The packages whose intents, entities and enums this one uses.
    static var includedPackages: [any AppIntentsPackage.Type] { get }
}

extension AppIntentsPackage {
    /// None unless the package says.
    public static var includedPackages: [any AppIntentsPackage.Type] { [] }
}

extension AppIntent {
    /// Background, unless the intent opens its app when run.
    public static var supportedModes: IntentModes { openAppWhenRun ? .foreground : .background }

    /// Where the action runs: in the background of its host, which cannot come forward.
    public var systemContext: IntentSystemContext {
        IntentSystemContext(currentMode: IntentModes.Current(isForeground: false, canContinueInForeground: false))
    }

    /// Asks to bring the app forward before going on. On a host the "app" is the host, which
    /// is as far forward as it comes: the person is asked (unless `alwaysConfirm` is false), and
    /// a no stops the action. Where nobody can be asked it throws `IntentNeedsPersonError`.
    public func continueInForeground(_ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true) async throws {
        guard IntentRun.asker != nil else { throw needsToContinueInForegroundError(dialog, alwaysConfirm: alwaysConfirm) }
        guard alwaysConfirm else { return }
        try await confirm(dialog?.full.text ?? "Continue in the app?")
    }

    /// The error to throw when the action can go no further in the background.
    public func needsToContinueInForegroundError(_ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true) -> any Error {
        IntentNeedsPersonError(request: "to continue in the foreground", dialog: dialog?.full.text)
    }

    /// Asks the person to confirm a result before it is given; a no stops the action
    /// (`IntentCancelledError`). Where nobody can be asked it throws `IntentNeedsPersonError`.
    public func requestConfirmation(result: some IntentResult & ProvidesDialog, confirmationActionName: ConfirmationActionName = .go,
                                    showPrompt: Bool = true) async throws {
        let dialog = (result as? any PerformedResult)?.performedDialog
        guard IntentRun.asker != nil else {
            throw IntentNeedsPersonError(request: "a confirmation to \(confirmationActionName.verb)", dialog: dialog)
        }
        try await confirm(dialog.map { "\($0) (\(confirmationActionName.verb)?)" } ?? "\(confirmationActionName.verb)?")
    }

    /// Asks the person to confirm the action by its verb; a no stops the action. Where nobody
    /// can be asked it throws `IntentNeedsPersonError`.
    public func requestConfirmation(actionName: ConfirmationActionName, dialog: IntentDialog? = nil) async throws {
        try await confirmAction(actionName, dialog: dialog)
    }

    /// Asks to confirm `actionName`, or says nobody can be asked: what every form of
    /// `requestConfirmation` with an action's name comes to.
    func confirmAction(_ actionName: ConfirmationActionName, dialog: IntentDialog?) async throws {
        guard IntentRun.asker != nil else {
            throw IntentNeedsPersonError(request: "a confirmation to \(actionName.verb)", dialog: dialog?.full.text)
        }
        try await confirm(dialog.map { "\($0.full.text) (\(actionName.verb)?)" } ?? "\(actionName.verb)?")
    }

    /// Yes goes on; no, or any other answer, stops the action.
    private func confirm(_ prompt: String) async throws {
        let answer = try await IntentRun.ask(.confirmation(prompt: prompt), unanswered: IntentNeedsPersonError(request: prompt))
        guard answer == .confirmed(true) else { throw IntentCancelledError(prompt: prompt) }
    }
}
