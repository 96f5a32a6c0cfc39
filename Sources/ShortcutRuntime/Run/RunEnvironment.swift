import Foundation
import IntentKit
import ShortcutModel

/// Everything a run takes from outside the shortcut: its input, who answers its prompts, where
/// stored content and the clipboard live, the other shortcuts Run Shortcut may call, the app
/// intents a live host performs, the simulated device, the model Use Model asks, stand-in
/// outputs, and who hears what happens.
public struct RunEnvironment: Sendable {
    /// The Shortcut Input.
    public var input: RuntimeValue
    public var prompter: any RunPrompter
    /// App intents: performed through their host or their Swift declaration.
    public var registry: IntentRegistry
    public var storage: any RunStorage
    /// The library's shortcuts, for Run Shortcut; nil where there is none.
    public var shortcuts: (any ShortcutSource)?
    /// Stand-in outputs for actions that cannot run here, by action number ("3") or `UUID`.
    public var stubs: [String: RuntimeValue]
    public var limits: RunLimits
    /// Told each step, each thing shown and each warning, in order.
    public var events: @Sendable (RunEvent) -> Void
    /// Asked before each action: whether to go on (the debugger pauses here).
    public var gate: (any RunGate)?
    /// Now, for Current Date (fixed in tests).
    public var now: @Sendable () -> Date
    /// The running shortcut's name: stored content that is not global is kept under it.
    public var shortcutName: String
    /// How deep in Run Shortcut this run is.
    public var depth: Int
    /// Who makes Get Contents of URL's requests: `shortcut-editor-web` beside this program,
    /// when it is there.
    public var web: (any RunWeb)?
    /// The simulated device the device actions read and change (reminders, events, health,
    /// files…); nil where there is none: those actions then ask for a stand-in.
    public var device: DeviceStore?
    /// The chat endpoint Use Model asks; nil when none is set: Use Model asks for a stand-in.
    public var model: ModelEndpoint?

    public init(input: RuntimeValue = .nothing, prompter: any RunPrompter = ScriptedPrompter(answers: []),
                registry: IntentRegistry = IntentRegistry(), storage: any RunStorage = MemoryRunStorage(),
                shortcuts: (any ShortcutSource)? = nil, stubs: [String: RuntimeValue] = [:], limits: RunLimits = .standard,
                events: @escaping @Sendable (RunEvent) -> Void = { _ in }, gate: (any RunGate)? = nil,
                now: @escaping @Sendable () -> Date = { Date() }, shortcutName: String = "Shortcut", depth: Int = 0,
                web: (any RunWeb)? = HelperWeb.find(), device: DeviceStore? = nil, model: ModelEndpoint? = nil) {
        self.input = input
        self.prompter = prompter
        self.registry = registry
        self.storage = storage
        self.shortcuts = shortcuts
        self.stubs = stubs
        self.limits = limits
        self.events = events
        self.gate = gate
        self.now = now
        self.shortcutName = shortcutName
        self.depth = depth
        self.web = web
        self.device = device
        self.model = model
    }
}

/// The library's shortcuts as Run Shortcut finds them: by name.
public protocol ShortcutSource: Sendable {
    /// The shortcut named `name`; nil when the library has none.
    func shortcut(named name: String) throws -> ShortcutDocument?
}

/// Asked before each action runs: the debugger's breakpoints and steps.
public protocol RunGate: Sendable {
    /// Whether to run action `index` (from 0); `snapshot` is what the run holds now.
    func proceed(to index: Int, snapshot: RunSnapshot) async -> Bool
}

/// What a run holds at a step: every variable, and each output so far by action.
public struct RunSnapshot: Sendable, Equatable {
    public var variables: [String: RuntimeValue]
    /// Outputs by action index (from 0).
    public var outputs: [Int: RuntimeValue]
}
