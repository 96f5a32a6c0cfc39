import DemoIntents
@testable import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import ShortcutStore
import Testing

/// Drives the editor with events and compares its screen with golden files: the text, and
/// under it a map of roles (F focus, s set placeholder, u unset, r required unset, d dim…).
/// Run with UPDATE_GOLDEN=1 to write the files after a deliberate change, then read the diff.
struct Scenario {
    var state: EditorState
    var effects: [EditorEffect] = []

    static let registry: IntentRegistry = try! DemoIntents.makeRegistry()
    static let utc = DisplayContext(timeZone: TimeZone(identifier: "UTC")!)

    init(_ actions: [ShortcutAction], name: String = "Plan a Hike", width: Int = 80, height: Int = 24) {
        let document = ShortcutDocument(name: name, actions: actions, created: Date(timeIntervalSince1970: 1_795_000_000))
        state = EditorState(document: document, registry: Self.registry, fileLabel: "~/…/\(name).shortcut.json",
                            width: width, height: height, displayContext: Self.utc)
        _ = state.update(.resize(width: width, height: height))
    }

    /// A scenario on a state made elsewhere (a real file, another registry).
    init(state: EditorState) {
        self.state = state
    }

    mutating func send(_ events: EditorEvent...) {
        for event in events { effects = state.update(event) }
    }

    mutating func press(_ keys: Key...) {
        for key in keys { effects = state.update(.key(key)) }
    }

    mutating func type(_ text: String) {
        for character in text { effects = state.update(.key(.character(character))) }
    }

    /// Answers the query the last event asked for.
    mutating func answerQuery(with options: [QueryOption]) {
        answerQuery(with: QueryAnswer(options: options))
    }

    /// Answers the query the last event asked for, with a prompt and sections as a provider's
    /// `IntentItemCollection` gives them.
    mutating func answerQuery(with answer: QueryAnswer) {
        guard case .runQuery(let request)? = effects.first(where: { if case .runQuery = $0 { true } else { false } }) else {
            Issue.record("no query was asked for; effects: \(effects)")
            return
        }
        send(.queryResult(id: request.id, .success(answer)))
    }

    /// Answers the options query the last event asked for as the shell would: through the
    /// registry's provider, with the values the request carries.
    mutating func answerOptionsFromRegistry() async throws {
        guard case .runQuery(let request)? = effects.first(where: { if case .runQuery = $0 { true } else { false } }),
              case let .dynamicOptions(intent, parameter, values) = request.kind else {
            Issue.record("no options were asked for; effects: \(effects)")
            return
        }
        let list = try await Self.registry.optionsList(intent: intent, parameter: parameter, values: values)
        send(.queryResult(id: request.id, .success(QueryAnswer(list))))
    }

    var screen: String { GoldenScreen.text(of: state.render()) }

    /// The sentence of an action as plain text.
    func sentence(_ index: Int = 0) -> String? {
        state.summary(of: index)?.text
    }

    func expectScreen(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        GoldenScreen.expect(state.render(), matches: name, sourceLocation: sourceLocation)
    }
}

/// Golden files of screens: the text between bars (so trailing spaces show), then the roles.
enum GoldenScreen {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    static func text(of canvas: Canvas) -> String {
        let text = canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map { "|\($0)|" }
        let roles = canvas.roles.split(separator: "\n", omittingEmptySubsequences: false).map { "|\($0)|" }
        return (text + ["", "roles:"] + roles).joined(separator: "\n") + "\n"
    }

    static func expect(_ canvas: Canvas, matches name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = folder.appendingPathComponent(name + ".txt")
        let actual = text(of: canvas)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: url)
            return
        }
        guard let expected = FileManager.default.contents(atPath: url.path).map({ String(decoding: $0, as: UTF8.self) }) else {
            Issue.record("no golden file \(name).txt; run with UPDATE_GOLDEN=1. The screen is:\n\(actual)", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "screen differs from \(name).txt; the screen is:\n\(actual)", sourceLocation: sourceLocation)
    }
}

extension ShortcutAction {
    static func trails(_ values: [String: IntentValue]) -> ShortcutAction {
        ShortcutAction(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, intent: "SuggestedTrails", values: values)
    }
}

extension IntentValue {
    static let hiking = ActivityStyle.hiking.intentValue
    static let biking = ActivityStyle.biking.intentValue
}
