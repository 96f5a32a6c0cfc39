import SwiftSyntax
import SwiftSyntaxMacros

/// `@ComputedProperty`: a computed property of an entity that Shortcuts shows and filters by,
/// as `@Property` does a stored one. Its peers are `_name`, the declaration IntentKit finds by
/// reflection (a key path to the getter, the title), and `$name`, the `EntityProperty` a
/// query's `Property(\.$name)` and `SortableBy(\.$name)` name. It adds no accessor: the
/// property keeps its own.
public struct ComputedPropertyMacro: PeerMacro, AccessorMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let property = try EntityPropertyDeclaration(declaration, attribute: node, macro: "ComputedProperty", in: context)
        if property.isAsync {
            throw MacroFailure("@ComputedProperty reads its value at once; an `async` property is a @DeferredProperty")
        }
        let read = property.throwsErrors ? "try? entity.\(property.name)" : "entity.\(property.name)"
        return [
            """
            let _\(raw: property.name) = IntentKit.ComputedEntityProperty<\(raw: property.owner), \(property.type)>(name: \(literal: property.name)\(raw: property.trailingArguments)) { entity in \(raw: read) }
            """,
            """
            \(raw: property.access)var $\(raw: property.name): IntentKit.EntityProperty<\(property.type)> {
                IntentKit.EntityProperty(wrappedValue: \(raw: property.throwsErrors ? "try! " : "")\(raw: property.name), title: \(raw: property.titleArgument))
            }
            """,
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        []
    }
}
