import IntentKit

/// One of Apple's summaries for a built-in action: a format (`Get ${WFItemSpecifier} from
/// ${WFInput}`) and the values it requires (`WFItemSpecifier` = "Items in Range"). A list of
/// them becomes a chain of `When` nodes — the most specific first, the fullest unconstrained
/// one last — so the summary follows the values live, as `When` does for app intents.
struct SummaryVariant {
    var format: String
    var requires: [(key: String, value: String)]

    init(_ json: JSONValue, at path: JSONPath) throws(JSONShapeError) {
        format = try json.member("format", at: path).string(at: path.appending("format"))
        requires = (try json.memberIfPresent("requires", at: path)?.object(at: path.appending("requires")) ?? []).compactMap { member in
            if case .string(let value) = member.value { (member.key, value) } else { nil }
        }
        keyCount = (try? json.memberIfPresent("keys", at: path)?.array(at: path))?.count ?? 0
    }

    /// How many parameters the variant was written for: the fuller, the better a default.
    var keyCount: Int

    /// The sentence: text, and a placeholder for each `${Key}`.
    var sentence: [SentencePart] {
        var parts: [SentencePart] = []
        var rest = Substring(format)
        while let open = rest.range(of: "${") {
            if open.lowerBound > rest.startIndex { parts.append(.text(String(rest[..<open.lowerBound]))) }
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else {
                parts.append(.text(String(rest[open.lowerBound...])))
                return parts
            }
            parts.append(.placeholder(String(rest[open.upperBound..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        return parts
    }

    /// A required value as the parameter's type has it: switches say "1" and "0" in Apple's
    /// data, numbers are numbers.
    static func typed(_ text: String, as type: ValueType?) -> IntentValue {
        switch type {
        case .bool?: .bool(text == "1" || text.lowercased() == "true")
        case .int?: Int(text).map(IntentValue.int) ?? .string(text)
        case .double?: Double(text).map(IntentValue.double) ?? .string(text)
        case .enumeration(let enumeration)?:
            .enumCase(EnumCaseValue(enumIdentifier: enumeration.identifier, caseIdentifier: text))
        default: .string(text)
        }
    }

    /// The summary tree of an action: its variants, or, without any, no sentence (the
    /// editor shows the title and every parameter as a row).
    static func node(for variants: [SummaryVariant], parameters: [ParameterDefinition]) -> SummaryNode {
        func template(_ variant: SummaryVariant?) -> SummaryNode {
            let sentence = variant?.sentence ?? []
            let named = Set(sentence.compactMap { if case .placeholder(let id) = $0 { id } else { nil } })
            let known = Set(parameters.map(\.id))
            // A placeholder naming no parameter reads as its name, not as a broken slot.
            let cleaned = sentence.map { part -> SentencePart in
                if case .placeholder(let id) = part, !known.contains(id) { return .text(id) }
                return part
            }
            let showMore = named.isEmpty ? [] : parameters.map(\.id).filter { !named.contains($0) }
            return .summary(SummaryTemplate(sentence: cleaned, showMore: showMore))
        }
        let unconstrained = variants.filter(\.requires.isEmpty).max { $0.keyCount < $1.keyCount }
        var node = template(unconstrained ?? variants.last)
        func condition(_ requirement: (key: String, value: String)) -> Condition {
            let type = parameters.first { $0.id == requirement.key }?.type
            return Condition(parameter: requirement.key, comparison: .equalTo, value: typed(requirement.value, as: type))
        }
        // The most specific variants are tried first: built last, they end up outermost.
        for variant in variants.filter({ !$0.requires.isEmpty }).sorted(by: { $0.requires.count < $1.requires.count }) {
            guard let first = variant.requires.first else { continue }
            // Every required value must hold; when one does not, the variants before apply.
            var then = template(variant)
            for requirement in variant.requires.dropFirst().reversed() { then = .when(condition(requirement), then: then, otherwise: node) }
            node = .when(condition(first), then: then, otherwise: node)
        }
        return node
    }
}
