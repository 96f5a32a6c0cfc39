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

/// What makes a union value a parameter's type: each kind's type, and the value carried.
/// `@UnionValue` generates it; a union written out by hand adopts it to be a parameter.
public protocol AppUnionValueMembers: AppUnionValue {
    /// The type of value each kind carries (`@UnionValue` generates it from the cases).
    static var unionMemberTypes: [Cases: any IntentValueConvertible.Type] { get }
    /// The value this one carries, whatever its kind.
    var unionMember: any IntentValueConvertible { get }
    /// A value of kind `unionCase` carrying `member`; nil when `member` is not that kind's type.
    init?(unionCase: Cases, member: any IntentValueConvertible)
}

extension AppUnionValueMembers {
    /// The union as data: each kind in `Cases`' order, titled as the person is asked for it.
    public static var unionDefinition: UnionDefinition {
        let kinds = Cases.allCases.compactMap { kind -> UnionDefinition.Case? in
            guard let member = unionMemberTypes[kind] else { return nil }
            return UnionDefinition.Case(identifier: kind.caseIdentifier, title: (caseDisplayRepresentations[kind]?.title ?? kind.localizedStringResource).text,
                                        type: member.intentValueType)
        }
        return UnionDefinition(identifier: typeNameIdentifier(Self.self), title: typeDisplayRepresentation.name.text,
                               casesIdentifier: Cases.enumIdentifier, cases: kinds)
    }

    /// The type a kind carries, read off its case (`unionMemberType(of: Self.trail)`): what
    /// `@UnionValue` expands to, as the macro cannot name a nested type from outside.
    public static func unionMemberType<Member: IntentValueConvertible>(of kind: (Member) -> Self) -> any IntentValueConvertible.Type {
        Member.self
    }

    /// `member` as a value of the kind `kind` makes, when it is of that kind's type.
    public static func unionValue<Member: IntentValueConvertible>(_ member: any IntentValueConvertible, as kind: (Member) -> Self) -> Self? {
        (member as? Member).map(kind)
    }

    /// Where each kind's entities are found, for the kinds that are entities.
    static var memberEntitySources: [any EntitySource] {
        Cases.allCases.compactMap { unionMemberTypes[$0]?.entitySource }
    }
}

extension IntentValueConvertible where Self: AppUnionValueMembers {
    /// A union of its kinds.
    public static var intentValueType: ValueType { .union(unionDefinition) }

    /// The value of the kind it is, as that kind's type saves it.
    public var intentValue: IntentValue { unionMember.intentValue }

    /// The kind the value is (the first whose type takes it), made from it.
    public static func fromIntentValue(_ value: IntentValue) async throws -> Self {
        let definition = unionDefinition
        guard let kind = definition.kind(of: value), let cases = Cases.allCases.first(where: { $0.caseIdentifier == kind.identifier }),
              let member = unionMemberTypes[cases] else { throw mismatch(value) }
        guard let made = Self(unionCase: cases, member: try await member.fromIntentValue(value)) else { throw mismatch(value) }
        return made
    }
}

/// The enum of a union value's kinds (`@UnionValue`'s generated `Cases`).
public protocol AppUnionValueCasesProviding: AppEnum {
    /// The union value whose kinds these are.
    associatedtype UnionValue: AppUnionValue where UnionValue.Cases == Self
}
