import IntentKit

/// The summary tree of an action: `actionSummary`, `whenClause` and `switchStatement` nodes,
/// nested.
extension ActionsDataDecoder {
    /// The comparison operator codes of `whenClause` conditions. `ComparisonOperator`'s raw
    /// values are Apple's codes (0 hasAnyValue … 12 hasSuffix); this is the one place they are
    /// read, and a test pins it to a real file.
    static func comparisonOperator(code: Int) -> ComparisonOperator? {
        ComparisonOperator(rawValue: code)
    }

    func node(_ json: JSONValue, at path: JSONPath) throws(JSONShapeError) -> SummaryNode {
        if let summary = try json.memberIfPresent("actionSummary", at: path) {
            let wrapperPath = path.appending("actionSummary").appending("wrapper")
            return .summary(try template(try summary.member("wrapper", at: path.appending("actionSummary")), at: wrapperPath))
        }
        if let clause = try json.memberIfPresent("whenClause", at: path) {
            let wrapperPath = path.appending("whenClause").appending("wrapper")
            let wrapper = try clause.member("wrapper", at: path.appending("whenClause"))
            let conditionPath = wrapperPath.appending("condition")
            let conditionJSON = try wrapper.member("condition", at: wrapperPath)
            let code = try conditionJSON.member("comparisonOperator", at: conditionPath).int(at: conditionPath.appending("comparisonOperator"))
            guard let comparison = Self.comparisonOperator(code: code) else {
                throw JSONShapeError(at: conditionPath.appending("comparisonOperator"), expected: "an operator code from 0 to 12", found: .int(code))
            }
            let parameter = try conditionJSON.member("parameterIdentifier", at: conditionPath).string(at: conditionPath.appending("parameterIdentifier"))
            let condition = Condition(parameter: parameter, comparison: comparison, value: conditionJSON["value"].map { value($0) })
            let then = try node(try wrapper.member("when", at: wrapperPath), at: wrapperPath.appending("when"))
            let otherwise = try wrapper.memberIfPresent("otherwise", at: wrapperPath).map { json throws(JSONShapeError) in
                try node(json, at: wrapperPath.appending("otherwise"))
            }
            return .when(condition, then: then, otherwise: otherwise)
        }
        if let statement = try json.memberIfPresent("switchStatement", at: path) {
            let wrapperPath = path.appending("switchStatement").appending("wrapper")
            let wrapper = try statement.member("wrapper", at: path.appending("switchStatement"))
            let parameter = try wrapper.member("parameterIdentifier", at: wrapperPath).string(at: wrapperPath.appending("parameterIdentifier"))
            var cases: [SwitchCase] = []
            // A switch with no default case shows the intent's title when nothing matches.
            var fallback = SummaryNode.summary(SummaryTemplate())
            let casesPath = wrapperPath.appending("cases")
            for (index, entry) in try wrapper.member("cases", at: wrapperPath).array(at: casesPath).enumerated() {
                let casePath = casesPath.appending(index)
                let configuration = try node(try entry.member("configuration", at: casePath), at: casePath.appending("configuration"))
                if case .bool(true)? = entry["isDefaultCase"] {
                    fallback = configuration
                    continue
                }
                var values: [IntentValue] = []
                if let caseValue = entry["value"] {
                    if case .array(let items) = value(caseValue) { values = items } else { values = [value(caseValue)] }
                }
                cases.append(SwitchCase(values: values, node: configuration))
            }
            return .switch(parameter: parameter, cases: cases, default: fallback)
        }
        throw JSONShapeError(at: path, expected: "an actionSummary, whenClause or switchStatement", found: json)
    }

    private func template(_ wrapper: JSONValue, at path: JSONPath) throws(JSONShapeError) -> SummaryTemplate {
        var table: String?
        if case .string(let name)? = wrapper["table"] { table = name }
        var format = ""
        if let summaryString = wrapper["summaryString"] {
            let formatPath = path.appending("summaryString").appending("formatString")
            let key = try summaryString.member("formatString", at: path.appending("summaryString")).string(at: formatPath)
            if let translated = strings.lookUp(key, table: table) {
                format = translated
            } else if Self.isLocalizationKey(key) {
                // No table translates it: the placeholders alone now; the action's title is put
                // in front once it is known (`withTitle`), and lint says so.
                var template = SummaryTemplate(sentence: Self.sentence(key).filter { if case .placeholder = $0 { true } else { false } },
                                               table: table)
                template.untranslatedKey = key
                if case .array(let items)? = wrapper["otherParameterIdentifiers"] {
                    template.showMore = items.compactMap { if case .string(let id) = $0 { id } else { nil } }
                }
                return template
            } else {
                format = key
            }
        }
        var showMore: [String] = []
        if case .array(let items)? = wrapper["otherParameterIdentifiers"] {
            showMore = items.compactMap { if case .string(let id) = $0 { id } else { nil } }
        }
        return SummaryTemplate(sentence: Self.sentence(format), showMore: showMore, table: table)
    }

    /// Whether summary text is a localization key rather than words: upper-case letters,
    /// digits and underscores, at least one underscore, outside its placeholders
    /// ("CREATE_FOLDER_INTENT_PARAMETER_SUMMARY ${name}").
    static func isLocalizationKey(_ text: String) -> Bool {
        let words = sentence(text).compactMap { if case .text(let t) = $0 { t } else { nil } }.joined()
            .trimmingCharacters(in: .whitespaces)
        guard words.contains("_") else { return false }
        return words.allSatisfy { $0 == "_" || $0 == " " || $0.isNumber || ($0.isLetter && $0.isUppercase) }
    }

    /// Untranslated templates read as the action's title followed by their placeholders.
    static func withTitle(_ node: SummaryNode, title: String) -> SummaryNode {
        node.mapTemplates { template in
            guard template.untranslatedKey != nil else { return template }
            var readable = template
            var sentence: [SentencePart] = [.text(title)]
            for part in template.sentence { sentence += [.text(" "), part] }
            readable.sentence = sentence
            return readable
        }
    }

    /// `Open ${specificCondition} for ${location}` → text and placeholders.
    static func sentence(_ format: String) -> [SentencePart] {
        var parts: [SentencePart] = []
        var rest = Substring(format)
        while let open = rest.range(of: "${"), let close = rest[open.upperBound...].firstIndex(of: "}") {
            if open.lowerBound > rest.startIndex { parts.append(.text(String(rest[..<open.lowerBound]))) }
            parts.append(.placeholder(String(rest[open.upperBound..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        return parts
    }
}
