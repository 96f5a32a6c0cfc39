import IntentKit

/// The list of intents to add an action from: grouped by category when nothing is typed,
/// ranked by how each typed word matches names, keywords and descriptions when something is
/// (`score`).
public struct ActionLibrary: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var identifier: String
        public var title: String
        public var category: String
        public var description: String
        public var keywords: [String]
        /// Its app has deprecated it: listed when searched for, not when browsing.
        public var isDeprecated = false
        /// For an App Shortcut: the values its intent is added with.
        public var values: [String: IntentValue] = [:]
        /// For an App Shortcut: its symbol's name.
        public var symbol: String?
        /// Whether it is one of an app's App Shortcuts rather than an intent on its own.
        public var isAppShortcut = false
    }

    /// A row: a category heading, or an intent.
    public enum Row: Sendable, Equatable {
        case heading(String)
        case intent(Entry)
    }

    public var filter = TextField()
    public var selection = 0
    let entries: [Entry]

    init(registry: IntentRegistry) {
        entries = registry.definitions.filter(\.isDiscoverable).map {
            Entry(identifier: $0.identifier, title: $0.title, category: $0.category ?? "Other",
                  description: ($0.deprecation.map { "(\($0.note)) " } ?? "") + $0.description, keywords: $0.searchKeywords,
                  isDeprecated: $0.deprecation != nil)
        } + registry.appShortcuts.compactMap { shortcut in Self.entry(for: shortcut, in: registry) }
    }

    /// An App Shortcut as the library lists it: under its app's App Shortcuts, titled by its
    /// short title, described by its phrases with the app's name and the parameter spelled out.
    static func entry(for shortcut: AppShortcutDefinition, in registry: IntentRegistry) -> Entry? {
        guard let definition = registry.definition(for: shortcut.intent) else { return nil }
        let app = shortcut.app ?? registry.liveHost(of: shortcut.intent)
        let phrases = shortcut.phrases.map { spelledOut($0, app: app ?? "the app", definition: definition) }
        return Entry(identifier: shortcut.intent, title: shortcut.shortTitle.isEmpty ? definition.title : shortcut.shortTitle,
                     category: (app.map { $0 + " " } ?? "") + "App Shortcuts",
                     description: phrases.map { "“\($0)”" }.joined(separator: " · "), keywords: phrases + [definition.title],
                     values: shortcut.parameterValues ?? [:], symbol: shortcut.systemImageName.isEmpty ? nil : shortcut.systemImageName,
                     isAppShortcut: true)
    }

    /// "Find ${activity} trails with ${applicationName}" → "Find ‹Activity› trails with DemoIntents".
    static func spelledOut(_ phrase: String, app: String, definition: IntentDefinition) -> String {
        var text = phrase.replacingOccurrences(of: "${applicationName}", with: app)
        for parameter in definition.parameters {
            text = text.replacingOccurrences(of: "${\(parameter.id)}", with: "‹\(parameter.title)›")
        }
        return text
    }

    /// The rows to show. Headings are not selectable; `selection` counts intents only.
    public var rows: [Row] {
        let needle = filter.text.trimmingCharacters(in: .whitespaces).lowercased()
        if needle.isEmpty {
            let browsed = entries.filter { !$0.isDeprecated }
            let categories = browsed.map(\.category).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            return categories.flatMap { category in
                // A deprecated intent is listed only when searched for.
                [Row.heading(category)] + browsed.filter { $0.category == category }.map(Row.intent)
            }
        }
        return entries.compactMap { entry in Self.score(entry, needle).map { (entry, $0) } }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0.title < $1.0.title }
            .map { Row.intent($0.0) }
    }

    public var matches: [Entry] {
        rows.compactMap { if case .intent(let entry) = $0 { entry } else { nil } }
    }

    var selectedEntry: Entry? {
        let all = matches
        return all.indices.contains(selection) ? all[selection] : nil
    }

    /// Higher is better; nil when something typed matches nothing. Each word typed must match
    /// the entry somewhere, as Apple's search matches words: a name or a keyword by a word's
    /// start (best) or inside a word, a description only by a whole word — a description's
    /// letters in order are what made `brew` list twenty unrelated actions. Letters in order
    /// count on names alone, from the start of one of its words ("stl" finds "Suggest Trails").
    /// Names weigh more than keywords, keywords more than descriptions; words typed together as
    /// the name has them (`condition details`) more than the same words apart.
    static func score(_ entry: Entry, _ needle: String) -> Int? {
        let words = needle.split(whereSeparator: { $0.isWhitespace }).map(String.init)
        // Words typed as the name has them, together, beat the same words apart.
        var total = words.count > 1 && entry.title.lowercased().contains(words.joined(separator: " ")) ? 250 : 0
        for word in words {
            let best = [
                nameScore(entry.title.lowercased(), word),
                entry.keywords.compactMap { keywordScore($0.lowercased(), word) }.max(),
                descriptionScore(entry.description.lowercased(), word),
            ].compactMap { $0 }.max()
            guard let best else { return nil }
            total += best
        }
        return total
    }

    /// A name: its start, a word's start, inside a word, or letters in order from a word's start.
    private static func nameScore(_ name: String, _ word: String) -> Int? {
        if name.hasPrefix(word) { return 400 }
        let words = name.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        if words.contains(where: { $0.hasPrefix(word) }) { return 300 }
        if name.contains(word) { return 200 }
        guard let first = word.first else { return nil }
        for (offset, start) in words.enumerated() where start.first == first {
            let rest = words[offset...].joined(separator: " ")
            var remaining = Substring(rest)
            if word.allSatisfy({ character in
                guard let found = remaining.firstIndex(of: character) else { return false }
                remaining = remaining[remaining.index(after: found)...]
                return true
            }) { return 100 }
        }
        return nil
    }

    /// A keyword: a word's start, or inside it.
    private static func keywordScore(_ keyword: String, _ word: String) -> Int? {
        if keyword.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).contains(where: { $0.hasPrefix(word) }) { return 40 }
        return keyword.contains(word) ? 20 : nil
    }

    /// A description: a whole word of it only.
    private static func descriptionScore(_ description: String, _ word: String) -> Int? {
        description.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).contains { $0 == word } ? 3 : nil
    }
}
