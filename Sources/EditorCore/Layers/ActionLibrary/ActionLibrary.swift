import IntentKit

/// The list of intents to add an action from: grouped by category when nothing is typed,
/// ranked by a fuzzy match on title, description and keywords when something is.
public struct ActionLibrary: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var identifier: String
        public var title: String
        public var category: String
        public var description: String
        public var keywords: [String]
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
                  description: $0.description, keywords: $0.searchKeywords)
        }
    }

    /// The rows to show. Headings are not selectable; `selection` counts intents only.
    public var rows: [Row] {
        let needle = filter.text.trimmingCharacters(in: .whitespaces).lowercased()
        if needle.isEmpty {
            let categories = entries.map(\.category).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            return categories.flatMap { category in
                [Row.heading(category)] + entries.filter { $0.category == category }.map(Row.intent)
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

    /// Higher is better; nil when nothing matches. Title matches beat keyword matches beat
    /// description matches; prefixes beat substrings beat letters in order ("stl" finds
    /// "Suggest Trails").
    static func score(_ entry: Entry, _ needle: String) -> Int? {
        func match(_ text: String, weight: Int) -> Int? {
            let haystack = text.lowercased()
            if haystack.hasPrefix(needle) { return weight * 4 }
            if haystack.split(separator: " ").contains(where: { $0.hasPrefix(needle) }) { return weight * 3 }
            if haystack.contains(needle) { return weight * 2 }
            var rest = Substring(haystack)
            for character in needle {
                guard let found = rest.firstIndex(of: character) else { return nil }
                rest = rest[rest.index(after: found)...]
            }
            return weight
        }
        return [match(entry.title, weight: 100), entry.keywords.compactMap { match($0, weight: 10) }.max(),
                needle.count >= 3 ? match(entry.description, weight: 1).map { min($0, 3) } : nil]
            .compactMap { $0 }.max()
    }
}
