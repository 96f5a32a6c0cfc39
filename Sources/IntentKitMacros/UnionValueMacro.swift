import SwiftSyntax
import SwiftSyntaxMacros

/// `@UnionValue` on an enum whose cases each carry one value of a kind (`case park(ParkEntity)`,
/// `case text(String)`): the `AppUnionValue` conformance Apple's macro generates — a `Cases` enum
/// naming the kinds, the value's `unionCase`, and, when the enum does not declare them, a type
/// name and a name for each kind made from the Swift names ("Day Pass", "Ride").
public struct UnionValueMacro: ExtensionMacro {
    public static func expansion(of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
                                 providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
                                 in context: some MacroExpansionContext) throws -> [ExtensionDeclSyntax] {
        guard let enumeration = declaration.as(EnumDeclSyntax.self) else {
            throw MacroFailure("@UnionValue goes on an enum whose cases each carry one value (`case park(ParkEntity)`)")
        }
        var cases: [String] = []
        for member in enumeration.memberBlock.members {
            guard let declaration = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in declaration.elements {
                guard element.parameterClause?.parameters.count == 1 else {
                    throw MacroFailure("@UnionValue: case \(element.name.text) carries \(element.parameterClause?.parameters.count ?? 0) values; each case carries one, the value of its kind")
                }
                cases.append(element.name.text)
            }
        }
        guard !cases.isEmpty else { throw MacroFailure("@UnionValue needs at least one case, one per kind of value") }
        let declared = Set(enumeration.memberBlock.members.compactMap { member -> String? in
            member.decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        })
        let access = enumeration.modifiers.first { ["public", "package"].contains($0.name.text) }.map { $0.name.text + " " } ?? ""
        // The extended type as the compiler names it (qualified when nested), for the
        // extension's members to refer back to.
        let name = type.trimmedDescription
        let title = enumeration.name.text
        let conformance = protocols.isEmpty ? "" : ": " + protocols.map(\.trimmedDescription).joined(separator: ", ")
        var members: [String] = [
            """
            \(access)enum Cases: String, IntentKit.AppUnionValueCasesProviding {
                \(access)typealias UnionValue = \(name)
                \(cases.map { "case \($0)" }.joined(separator: "\n    "))
                \(access)static var typeDisplayRepresentation: IntentKit.TypeDisplayRepresentation { \(name).typeDisplayRepresentation }
                \(access)static var caseDisplayRepresentations: [Cases: IntentKit.DisplayRepresentation] { \(name).caseDisplayRepresentations }
            }
            """,
            """
            /// Which kind of value this is.
            \(access)var unionCase: Cases {
                switch self {
                \(cases.map { "case .\($0): .\($0)" }.joined(separator: "\n    "))
                }
            }
            """,
        ]
        members.append("""
            /// The type of value each kind carries.
            \(access)static var unionMemberTypes: [Cases: any IntentKit.IntentValueConvertible.Type] {
                [\(cases.map { ".\($0): unionMemberType(of: Self.\($0))" }.joined(separator: ", "))]
            }
            """)
        members.append("""
            /// The value this one carries.
            \(access)var unionMember: any IntentKit.IntentValueConvertible {
                switch self {
                \(cases.map { "case .\($0)(let member): member" }.joined(separator: "\n    "))
                }
            }
            """)
        members.append("""
            /// A value of a kind, carrying a member of that kind's type.
            \(access)init?(unionCase: Cases, member: any IntentKit.IntentValueConvertible) {
                switch unionCase {
                \(cases.map { "case .\($0): guard let made = Self.unionValue(member, as: Self.\($0)) else { return nil }; self = made" }.joined(separator: "\n    "))
                }
            }
            """)
        if !declared.contains("typeDisplayRepresentation") {
            members.append("\(access)static var typeDisplayRepresentation: IntentKit.TypeDisplayRepresentation { \(literal(words(title))) }")
        }
        if !declared.contains("caseDisplayRepresentations") {
            let entries = cases.map { ".\($0): \(literal(words($0)))" }.joined(separator: ", ")
            members.append("\(access)static var caseDisplayRepresentations: [Cases: IntentKit.DisplayRepresentation] { [\(entries)] }")
        }
        let source = "extension \(type.trimmedDescription)\(conformance) {\n\(members.joined(separator: "\n"))\n}"
        return [try ExtensionDeclSyntax("\(raw: source)")]
    }

    /// "DayPass" → "Day Pass", "liveRadioStation" → "Live Radio Station".
    static func words(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase, !result.isEmpty, result.last != " " { result.append(" ") }
            result.append(result.isEmpty ? Character(character.uppercased()) : character)
        }
        return result
    }

    /// A Swift string literal of `text`.
    static func literal(_ text: String) -> String {
        var escaped = "\""
        for character in text {
            if character == "\\" || character == "\"" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped + "\""
    }
}
