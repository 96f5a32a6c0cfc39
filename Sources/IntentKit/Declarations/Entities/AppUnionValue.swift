/// A value that is one of several kinds — an entity of one type or another, or text — which a
/// parameter can take (Apple's, iOS 27; declared with `@UnionValue` on Apple's platforms).
/// Without the macro, a type adopts it by hand: its `Cases` enum names the kinds, and
/// `caseDisplayRepresentations` how a picker asks which kind.
public protocol AppUnionValue: TypeDisplayRepresentable {
    /// The kinds the value can be, one case each.
    associatedtype Cases: AppUnionValueCasesProviding where Cases.UnionValue == Self
    /// How each kind is named when the person is asked which kind they mean.
    static var caseDisplayRepresentations: [Cases: DisplayRepresentation] { get }
}

/// The enum of a union value's kinds (`@UnionValue`'s generated `Cases`).
public protocol AppUnionValueCasesProviding: AppEnum {
    /// The union value whose kinds these are.
    associatedtype UnionValue: AppUnionValue where UnionValue.Cases == Self
}
