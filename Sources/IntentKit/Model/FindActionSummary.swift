/// The sentence of a Find or Filter action — Shortcuts' own ("Find All Reminders where…") and
/// the one an app's `EntityPropertyQuery` gives ("Find Trails where…") — over the parameters
/// both store under Apple's keys, so one filter-row editor and one runtime reading serve both.
///
/// "Find ‹All Reminders› where ‹List is Home› sorted by ‹Due Date› ‹Oldest First› limit ‹5›":
/// the conditions only when there are some, the sort only when one is chosen (no order for
/// Random), the limit's number only while Limit is on. Everything the sentence does not show
/// is under Show More, Limit's switch always among it.
package enum FindActionSummary {
    /// Apple's keys for the parts of a Find action.
    package static let filterKey = "WFContentItemFilter"
    package static let sortPropertyKey = "WFContentItemSortProperty"
    package static let sortOrderKey = "WFContentItemSortOrder"
    package static let limitEnabledKey = "WFContentItemLimitEnabled"
    package static let limitNumberKey = "WFContentItemLimitNumber"
    /// The sort property Shortcuts offers for shuffling, which takes no order.
    package static let randomSort = "Random"

    /// The summary tree: `lead` opens the sentence ("Find ", a placeholder for what is
    /// searched); `definitions` are the action's parameters, for Show More and for the value
    /// that means Random in the sort's own type.
    package static func node(lead: [SentencePart], parameters definitions: [ParameterDefinition]) -> SummaryNode {
        let parameters = definitions.map(\.id)
        let random: IntentValue? = switch definitions.first(where: { $0.id == sortPropertyKey })?.type {
        case .enumeration(let e)? where e.caseDefinition(randomSort) != nil:
            .enumCase(EnumCaseValue(enumIdentifier: e.identifier, caseIdentifier: randomSort))
        case .string?: .string(randomSort)
        default: nil
        }
        func leaf(filtered: Bool, sort: Sort, limited: Bool) -> SummaryNode {
            var sentence = lead
            if filtered { sentence += [.text(" where "), .placeholder(filterKey)] }
            switch sort {
            case .none: break
            case .random: sentence += [.text(", sorted by "), .placeholder(sortPropertyKey)]
            case .ordered where !parameters.contains(sortOrderKey): sentence += [.text(", sorted by "), .placeholder(sortPropertyKey)]
            case .ordered: sentence += [.text(", sorted by "), .placeholder(sortPropertyKey), .text(" "), .placeholder(sortOrderKey)]
            }
            if limited { sentence += [.text(", limit "), .placeholder(limitNumberKey)] }
            var named = Set(sentence.compactMap { if case .placeholder(let id) = $0 { id } else { nil } })
            if sort == .random { named.insert(sortOrderKey) }  // hidden while the sort is Random
            if !limited { named.insert(limitNumberKey) }        // hidden while Limit is off
            let showMore = parameters.filter { !named.contains($0) || $0 == limitEnabledKey }
            return .summary(SummaryTemplate(sentence: sentence, showMore: showMore))
        }
        func sorted(filtered: Bool, limited: Bool) -> SummaryNode {
            guard parameters.contains(sortPropertyKey) else { return leaf(filtered: filtered, sort: .none, limited: limited) }
            let ordered = leaf(filtered: filtered, sort: .ordered, limited: limited)
            return .when(Condition(parameter: sortPropertyKey, comparison: .hasAnyValue),
                         then: random.map {
                             .when(Condition(parameter: sortPropertyKey, comparison: .equalTo, value: $0),
                                   then: leaf(filtered: filtered, sort: .random, limited: limited), otherwise: ordered)
                         } ?? ordered,
                         otherwise: leaf(filtered: filtered, sort: .none, limited: limited))
        }
        func limited(filtered: Bool) -> SummaryNode {
            guard parameters.contains(limitEnabledKey) else { return sorted(filtered: filtered, limited: false) }
            return .when(Condition(parameter: limitEnabledKey, comparison: .equalTo, value: .bool(true)),
                         then: sorted(filtered: filtered, limited: true), otherwise: sorted(filtered: filtered, limited: false))
        }
        return .when(Condition(parameter: filterKey, comparison: .hasAnyValue),
                     then: limited(filtered: true), otherwise: limited(filtered: false))
    }

    private enum Sort { case none, random, ordered }
}
