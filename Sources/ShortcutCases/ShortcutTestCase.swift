import Foundation
import ShortcutRuntime

/// One case of a shortcut's tests (`NAME.tests.toml`): what the run is given — its input,
/// answers, stand-ins, device, clipboard and clock — and what must hold after it.
public struct ShortcutTestCase: Sendable, Equatable {
    public var name: String
    /// The Shortcut Input, as text.
    public var input: String?
    /// Prompts' answers, in order (as `run --answer`).
    public var answers: [String] = []
    /// Stand-in outputs by action number ("6") or UUID, as typed (JSON, else text).
    public var stubs: [String: String] = [:]
    /// A device file standing in for the device; nil for the sample device, made at `now`.
    public var device: URL?
    /// What the clipboard holds when the run starts.
    public var clipboard: String?
    /// Stored Content the run starts with: this shortcut's, by key.
    public var stored: [String: StoredSeed] = [:]
    /// Global Stored Content the run starts with, by key.
    public var storedGlobal: [String: StoredSeed] = [:]
    /// The run's "now" (Current Date, the sample device's dates, "is today"); nil for the real clock.
    public var now: Date?
    public var expect = ShortcutTestExpectation()

    public init(name: String) {
        self.name = name
    }
}

/// What must hold after a case's run; what is not given is not checked.
public struct ShortcutTestExpectation: Sendable, Equatable {
    /// Every line the shortcut showed, in order.
    public var shown: [String]?
    /// Lines that must be among those shown, in this order, with others between them.
    public var shownIncludes: [String]?
    /// Stop and Output's value, as text.
    public var output: String?
    /// `run`'s exit status: 0 done, 1 failed, 3 an action cannot run, 4 a prompt had no answer.
    public var status: Int32?
    /// Words the failure's message holds.
    public var error: String?
    /// Records the device holds after the run.
    public var device: [DeviceExpectation] = []

    public init() {}

    public var isEmpty: Bool { self == ShortcutTestExpectation() }
}

/// "One reminder titled X in list Y": how many records of a kind, after the run, have every
/// field given (as the device file names them: `title`, `list`, `completed`; a file's `path`
/// and `text`).
public struct DeviceExpectation: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case reminders, events, healthSamples, contacts, files
    }

    public var kind: Kind
    public var count: Int
    /// Field name → the value it must have, as text ("true", "250").
    public var fields: [(key: String, value: String)]

    public init(kind: Kind, count: Int, fields: [(key: String, value: String)]) {
        self.kind = kind
        self.count = count
        self.fields = fields
    }

    public static func == (lhs: DeviceExpectation, rhs: DeviceExpectation) -> Bool {
        lhs.kind == rhs.kind && lhs.count == rhs.count && lhs.fields.map { [$0.key, $0.value] } == rhs.fields.map { [$0.key, $0.value] }
    }

    /// "2 reminders with title = X, list = Y".
    public var description: String {
        "\(count) \(kind.rawValue)" + (fields.isEmpty ? "" : " with " + fields.map { "\($0.key) = \($0.value)" }.joined(separator: ", "))
    }
}

/// A value a case seeds Stored Content with: text, a number or a boolean, as TOML writes them.
public enum StoredSeed: Sendable, Equatable {
    case text(String)
    case number(Double)
    case bool(Bool)
}
