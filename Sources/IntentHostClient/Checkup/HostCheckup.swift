import Foundation
import IntentKit

/// The mistakes Apple's App Intents guides list as the common ones, looked for in an app's
/// intents: through its running host, each entity query's suggestions (how many, how fast),
/// `entities(for:)` given the ids the suggestions had (every one must come back: it is how a
/// saved value is found again), `entities(matching:)` on the start of a suggested title, and
/// each options provider (how many, how fast), each `EntityPropertyQuery` once per property
/// with its first comparator (does it answer, how fast); and in the definitions themselves, intents
/// hidden from Shortcuts and summaries that leave out a required parameter.
public struct HostCheckup: Sendable {
    /// More suggestions than this is a list nobody scrolls ("Could be thousands!", Apple's
    /// sample says of what not to return).
    public static let suggestionLimit = 100
    /// More options than this is the same mistake in an options provider.
    public static let optionLimit = 500
    /// A query or provider slower than this makes Shortcuts wait with a spinner.
    public static let slowCall: Duration = .seconds(1)
    /// The longest a single call is waited for: far past `slowCall`, which is what says a
    /// query is slow; a doctor waits where an editor would not, so a busy machine does not turn
    /// a long list into a failed call.
    public var deadline: Duration = .seconds(120)

    public init() {}

    /// The static findings of `definitions`: hidden intents, deprecated ones (and a replacement
    /// the host does not serve), and what lint says of summaries.
    public func checkDefinitions(_ definitions: [IntentDefinition], host: String) -> [HostFinding] {
        var findings: [HostFinding] = []
        let served = Set(definitions.map(\.identifier))
        for definition in definitions {
            if let deprecation = definition.deprecation {
                var message = deprecation.note + " — shortcuts that use it still run, and the action library lists it only when searched for"
                if let replacement = deprecation.replacement, !served.contains(replacement) {
                    message += "; its replacement \(replacement) is not an intent of this host"
                }
                findings.append(HostFinding(.warning, host: host, subject: definition.identifier, message: message))
            }
            if !definition.isDiscoverable {
                findings.append(HostFinding(.warning, host: host, subject: definition.identifier, message:
                    "hidden (isDiscoverable = false): it is never listed in Shortcuts' actions, so no one can add it; "
                    + "remove the line unless only App Shortcuts and other intents should run it"))
            }
            for diagnostic in IntentLinter.lint(definition) {
                findings.append(HostFinding(diagnostic.severity == .error ? .error : .warning, host: host,
                                            subject: definition.identifier, message: diagnostic.message))
            }
        }
        return findings
    }

    /// App Shortcuts whose phrases do not say the app's name: Xcode refuses them, and Siri
    /// could not tell whose shortcut it is.
    public func checkAppShortcuts(_ shortcuts: [AppShortcutDefinition], host: String) -> [HostFinding] {
        shortcuts.flatMap { shortcut in
            shortcut.phrases.filter { !$0.contains("${applicationName}") }.map { phrase in
                HostFinding(.error, host: host, subject: "App Shortcut \(shortcut.shortTitle)", message:
                    "the phrase “\(phrase)” does not say the app's name: every phrase needs \\(.applicationName)")
            }
        }
    }

    /// The findings of asking the host `connection` about `definitions`' queries and providers.
    public func checkHost(_ connection: IntentHostConnection, definitions: [IntentDefinition]) async -> [HostFinding] {
        let host = connection.command.name
        var findings: [HostFinding] = []
        var entityTypes: [String: EntityTypeDefinition] = [:]
        for definition in definitions {
            for parameter in definition.parameters {
                if case .entity(let entity) = parameter.type.elementType { entityTypes[entity.identifier] = entity }
                if case .dynamicOptions(let key)? = parameter.options.optionsSource {
                    findings += await checkOptions(connection, intent: definition.identifier, parameter: key, host: host)
                }
            }
        }
        for entity in entityTypes.values.sorted(by: { $0.identifier < $1.identifier }) where entity.query.contains(.suggestions) {
            findings += await checkQuery(connection, entity: entity, host: host)
        }
        for definition in definitions {
            guard let type = EntityFindAction.entityType(of: definition.identifier),
                  let properties = definition.parameter(FindActionSummary.filterKey)?.options.filterProperties else { continue }
            findings += await checkFind(connection, type: type, properties: properties, host: host)
        }
        return findings
    }

    /// Each property of an `EntityPropertyQuery`, asked once with its first comparator and a
    /// value of its kind: a row that fails is a Find action that fails in Shortcuts.
    private func checkFind(_ connection: IntentHostConnection, type: String, properties: [FilterPropertyDefinition],
                           host: String) async -> [HostFinding] {
        var findings: [HostFinding] = []
        for property in properties {
            guard let comparison = property.comparisons.first else { continue }
            let subject = "\(type)'s query, \(property.title) \(ContentFilterText.name(of: EntityFindAction.code(of: comparison)))"
            let value = Self.sampleValue(of: property.type)
            let request = EntityFindRequest(conditions: [EntityQueryCondition(property: property.identifier, comparison: comparison,
                                                                              values: Array(repeating: value, count: comparison.valueCount))],
                                            limit: Self.suggestionLimit)
            do {
                let (found, time) = try await timed { try await connection.call(FindCall(type: type, request: request), deadline: deadline) }
                if time > Self.slowCall {
                    findings.append(HostFinding(.warning, host: host, subject: subject, message:
                        "entities(matching:) gave \(Self.count(found.count)) in \(Self.seconds(time)) for \(value.displayText()); "
                        + "a Find action waits for it: filter where the data is, not after loading it all"))
                }
            } catch {
                findings.append(HostFinding(.error, host: host, subject: subject, message:
                    "entities(matching:) failed for \(value.displayText()): \(error)"))
            }
        }
        return findings
    }

    /// A value a Find row on a property of this kind could hold.
    static func sampleValue(of type: ValueType) -> IntentValue {
        switch type {
        case .int: .int(1)
        case .double, .decimal: .double(1)
        case .bool: .bool(true)
        case .date: .date(Date(timeIntervalSince1970: 1_800_000_000))
        case .enumeration(let e): e.cases.first.map { .enumCase(EnumCaseValue(enumIdentifier: e.identifier, caseIdentifier: $0.identifier)) } ?? .string("a")
        default: .string("a")
        }
    }

    private func checkQuery(_ connection: IntentHostConnection, entity: EntityTypeDefinition, host: String) async -> [HostFinding] {
        let subject = "\(entity.identifier)'s query"
        var findings: [HostFinding] = []
        let (suggested, time): ([EntityReference], Duration)
        do {
            (suggested, time) = try await timed { try await connection.call(EntitiesCall(type: entity.identifier, kind: .suggested), deadline: deadline) }
        } catch {
            return [HostFinding(.error, host: host, subject: subject, message: "suggestedEntities() failed: \(error)")]
        }
        let figure = "returned \(Self.count(suggested.count)) entit\(suggested.count == 1 ? "y" : "ies") in \(Self.seconds(time))"
        if suggested.count > Self.suggestionLimit {
            findings.append(HostFinding(.warning, host: host, subject: subject, message:
                "suggestedEntities() \(figure); Shortcuts shows a short list: return the recent or frequent ones (at most \(Self.suggestionLimit))"))
        }
        if time > Self.slowCall {
            findings.append(HostFinding(.warning, host: host, subject: subject, message:
                "suggestedEntities() \(figure); Shortcuts waits for it: answer from what is at hand, not from a slow source"))
        }
        let sample = Array(suggested.prefix(Self.suggestionLimit))
        guard !sample.isEmpty else { return findings }
        do {
            let found = try await connection.call(EntitiesByIDCall(type: entity.identifier, ids: sample.map(\.id)), deadline: deadline)
            let foundIDs = Set(found.map(\.id))
            let missing = sample.filter { !foundIDs.contains($0.id) }
            if !missing.isEmpty {
                findings.append(HostFinding(.error, host: host, subject: subject, message:
                    "entities(for:) found \(sample.count - missing.count) of the \(sample.count) entities suggestedEntities() gave, asked by id "
                    + "(missing: \(missing.prefix(3).map { "“\($0.title)” (id \($0.id.description))" }.joined(separator: ", "))\(missing.count > 3 ? ", …" : "")); "
                    + "a shortcut saved with one of them could not show or run it: look entities up by every id your suggestions use"))
            }
        } catch {
            findings.append(HostFinding(.error, host: host, subject: subject, message: "entities(for:) failed: \(error)"))
        }
        if entity.query.contains(.stringSearch), let first = sample.first, let prefix = Self.searchPrefix(of: first.title) {
            do {
                let matched = try await connection.call(EntitiesCall(type: entity.identifier, kind: .matching, text: prefix), deadline: deadline)
                if !matched.contains(where: { $0.id == first.id }) {
                    findings.append(HostFinding(.warning, host: host, subject: subject, message:
                        "entities(matching: \"\(prefix)\") did not find “\(first.title)”, which suggestedEntities() gave: "
                        + "match the start of titles, case and accents ignored, as people type them"))
                }
            } catch {
                findings.append(HostFinding(.error, host: host, subject: subject, message: "entities(matching:) failed: \(error)"))
            }
        }
        return findings
    }

    private func checkOptions(_ connection: IntentHostConnection, intent: String, parameter: String, host: String) async -> [HostFinding] {
        let subject = "\(intent).\(parameter)'s options"
        do {
            let (list, time) = try await timed { try await connection.call(OptionsCall(intent: intent, parameter: parameter), deadline: deadline) }
            let options = list.values
            let figure = "gave \(Self.count(options.count)) option\(options.count == 1 ? "" : "s") in \(Self.seconds(time))"
            var findings: [HostFinding] = []
            if options.count > Self.optionLimit {
                findings.append(HostFinding(.warning, host: host, subject: subject, message:
                    "the options provider \(figure); a list that long is not chosen from: offer fewer, or make the parameter an entity with a search"))
            }
            if time > Self.slowCall {
                findings.append(HostFinding(.warning, host: host, subject: subject, message:
                    "the options provider \(figure); Shortcuts waits for it: answer from what is at hand"))
            }
            return findings
        } catch {
            return [HostFinding(.error, host: host, subject: subject, message: "the options provider failed: \(error)")]
        }
    }

    /// What a person would type to find `title`: its first word's first three letters.
    static func searchPrefix(of title: String) -> String? {
        guard let word = title.split(whereSeparator: { $0.isWhitespace }).first, !word.isEmpty else { return nil }
        return String(word.prefix(3)).lowercased()
    }

    static func count(_ number: Int) -> String { number.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US"))) }

    static func seconds(_ duration: Duration) -> String {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return seconds < 1 ? "\(Int((seconds * 1000).rounded())) ms" : String(format: "%.1f s", seconds)
    }

    private func timed<T>(_ work: () async throws -> T) async throws -> (T, Duration) {
        let clock = ContinuousClock()
        let start = clock.now
        let value = try await work()
        return (value, clock.now - start)
    }
}
