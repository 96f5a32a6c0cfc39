/// Whether a query's conditions must all hold (`and`) or any one of them (`or`): Shortcuts'
/// "All" and "Any" above a Find action's filter rows.
@frozen
public enum EntityQueryComparatorMode: Hashable, Sendable {
    /// Every condition holds.
    case and
    /// At least one condition holds.
    case or
}
