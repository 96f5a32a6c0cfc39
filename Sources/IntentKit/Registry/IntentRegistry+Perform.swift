import Foundation

/// What running an intent gave: the value for the next action, what it said, and the intent
/// it opens — the parts of `perform()`'s result a shortcut and its runner see. Codable: it is
/// what a host answers a perform with (docs/INTENT-HOST.md).
public struct IntentOutcome: Sendable, Equatable, Codable {
    /// The returned value (`ReturnsValue`), if any.
    public var value: IntentValue?
    /// The dialog's text (`ProvidesDialog`), if any.
    public var dialog: String?
    /// The identifier of the intent it opens (`OpensIntent`), if any.
    public var opensIntent: String?

    /// An outcome with these parts.
    public init(value: IntentValue? = nil, dialog: String? = nil, opensIntent: String? = nil) {
        self.value = value
        self.dialog = dialog
        self.opensIntent = opensIntent
    }
}

/// Who performs an intent that is not declared in this process: its host, by name.
struct IntentPerformer: Sendable {
    var host: String
    var perform: @Sendable ([String: IntentValue]) async throws -> IntentOutcome
}

extension IntentRegistry {
    /// Registers who performs `intent` when it runs elsewhere (an app developer's intent host,
    /// named `host`): `perform` is asked with the intent's values, and reads the person to ask
    /// from `IntentRun.asker`.
    public mutating func registerPerformer(intent: String, host: String,
                                           perform: @escaping @Sendable ([String: IntentValue]) async throws -> IntentOutcome) {
        performers[intent] = IntentPerformer(host: host, perform: perform)
    }

    /// The name of the host that runs `intent` live, when one does.
    public func liveHost(of intent: String) -> String? {
        performers[intent]?.host
    }

    /// Whether `intent` can run here: declared in Swift in this process, or performed by a host.
    public func canPerform(_ intent: String) -> Bool {
        if performers[intent] != nil || swiftIntents[intent] != nil { return true }
        // A "Find <Entities>" action of a query in this process, which `perform` routes.
        guard let type = EntityFindAction.entityType(of: intent) else { return false }
        return entitySource(for: type)?.capabilities.contains(.propertyFilter) == true
    }

    /// Runs an intent with `values`: through its host when one performs it, else its Swift
    /// declaration's `perform()`. A required parameter without a value is asked of the person
    /// (`IntentRun.asker`) as Apple's framework would, or refused when nobody can be asked.
    public func perform(_ identifier: String, values: [String: IntentValue]) async throws -> IntentOutcome {
        if let performer = performers[identifier] { return try await performer.perform(values) }
        if swiftIntents[identifier] == nil, let type = EntityFindAction.entityType(of: identifier), let source = entitySource(for: type) {
            return try await performFind(source, values: values)
        }
        var values = values
        for missing in definition(for: identifier)?.parameters ?? []
        where missing.isRequired && missing.defaultValue == nil && values[missing.id] == nil {
            let question = PersonQuestion.value(parameter: missing.title, type: missing.type, prompt: missing.options.requestValueDialog)
            let unanswered = HostProtocolError("\(missing.title) needs a value before \(identifier) can run")
            guard case .value(let value) = try await IntentRun.ask(question, unanswered: unanswered) else { throw unanswered }
            values[missing.id] = value
        }
        await AppDependencyManager.shared.prepareAsyncDependencies()
        let intent = try await makeIntent(identifier, values: values)
        let result = try await Self.perform(intent)
        guard let performed = result as? any PerformedResult else { return IntentOutcome() }
        var dialog = performed.performedDialog
        // A snippet has no view here: its intent's dialog is shown in its place.
        if dialog == nil, let snippet = performed.shownSnippet, !(snippet is EmptySnippetIntent) {
            dialog = (try await snippet.perform() as? any PerformedResult)?.performedDialog
        }
        return IntentOutcome(value: performed.performedValue, dialog: dialog, opensIntent: performed.openedIntent)
    }
}

extension IntentRegistry {
    /// Runs `perform()`; a progress-reporting intent gets a `Progress` of its own, which the
    /// bound listener hears as it changes.
    fileprivate static func perform(_ intent: any AppIntent) async throws -> any IntentResult {
        guard intent is any ProgressReportingIntent else { return try await intent.perform() }
        let progress = Progress(totalUnitCount: -1)
        return try await IntentRun.$progress.withValue(progress) {
            guard let listener = IntentRun.progressListener else { return try await intent.perform() }
            return try await ProgressWatch(progress: progress, listener: listener).around { try await intent.perform() }
        }
    }
}
