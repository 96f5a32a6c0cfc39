import SwiftSyntax
import SwiftSyntaxMacros

/// `@DeferredProperty`: an entity property whose value is fetched only when asked for (an
/// `async` getter) — never sent with the entity, read when a shortcut narrows a variable to it.
/// Its peer `_name` is the declaration IntentKit finds by reflection: a closure that awaits the
/// getter, and the title. It adds no accessor, and no `$name`: a deferred value cannot be
/// filtered or sorted by, so no query names it.
public struct DeferredPropertyMacro: PeerMacro, AccessorMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let property = try EntityPropertyDeclaration(declaration, attribute: node, macro: "DeferredProperty", in: context)
        let effects = (property.throwsErrors ? "try " : "") + (property.isAsync ? "await " : "")
        return [
            """
            let _\(raw: property.name) = IntentKit.DeferredEntityProperty<\(raw: property.owner), \(property.type)>(name: \(literal: property.name)\(raw: property.trailingArguments)) { entity in \(raw: effects)entity.\(raw: property.name) }
            """,
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        []
    }
}
