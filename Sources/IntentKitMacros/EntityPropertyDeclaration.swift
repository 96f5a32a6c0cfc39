import SwiftSyntax
import SwiftSyntaxMacros

/// The property an entity property macro is attached to, read off its declaration: its name,
/// its type, the type that holds it, and the macro's arguments passed on as written (so the
/// compiler checks a title or an indexing key as it would Apple's).
struct EntityPropertyDeclaration {
    let name: String
    let type: TypeSyntax
    /// The entity type, named as the enclosing declaration names it (`Self` when there is none
    /// the plugin can see).
    let owner: String
    /// `title: "Menu Items", indexingKey: \.displayName`, or nothing.
    let arguments: LabeledExprListSyntax?
    /// The property's access level as written ("public "), which its `$` peer takes so a query
    /// in another module can name it as it names a `@Property`.
    let access: String
    /// The `get` accessor's effects: whether reading it needs `await`, and `try`.
    let isAsync: Bool
    let throwsErrors: Bool

    init(_ declaration: some DeclSyntaxProtocol, attribute: AttributeSyntax, macro: String, in context: some MacroExpansionContext) throws {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
              let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
            throw MacroFailure("@\(macro) goes on one property of an entity (`var menuItems: [MenuItem] { … }`)")
        }
        guard let type = binding.typeAnnotation?.type else {
            throw MacroFailure("@\(macro) needs the property's type written out (`var \(identifier.identifier.text): Type { … }`)")
        }
        if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) {
            throw MacroFailure("@\(macro) goes on an instance property of an entity, not a static one")
        }
        name = identifier.identifier.text
        access = variable.modifiers.first { ["public", "package", "internal", "fileprivate", "private"].contains($0.name.text) }
            .map { $0.name.text + " " } ?? ""
        self.type = type.trimmed
        owner = Self.ownerName(in: context)
        arguments = attribute.arguments?.as(LabeledExprListSyntax.self)
        var isAsync = false
        var throwsErrors = false
        if case .accessors(let accessors)? = binding.accessorBlock?.accessors,
           let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }) {
            isAsync = getter.effectSpecifiers?.asyncSpecifier != nil
            throwsErrors = getter.effectSpecifiers?.throwsClause != nil
        }
        self.isAsync = isAsync
        self.throwsErrors = throwsErrors
    }

    /// The nearest enclosing type's name, for a key path and a closure that name it.
    private static func ownerName(in context: some MacroExpansionContext) -> String {
        for node in context.lexicalContext {
            if let type = node.as(StructDeclSyntax.self) { return type.name.text }
            if let type = node.as(ClassDeclSyntax.self) { return type.name.text }
            if let type = node.as(ActorDeclSyntax.self) { return type.name.text }
            if let type = node.as(EnumDeclSyntax.self) { return type.name.text }
            if node.is(ExtensionDeclSyntax.self) { return "Self" }
        }
        return "Self"
    }

    /// The title argument as written, or an empty title (IntentKit then titles the property
    /// after its name, as it does an untitled `@Property`).
    var titleArgument: String {
        guard let title = arguments?.first(where: { $0.label?.text == "title" }) else { return "\"\"" }
        return title.expression.trimmedDescription
    }

    /// The arguments for IntentKit's declaration types: the macro's own, after the name.
    var trailingArguments: String {
        guard let arguments, !arguments.isEmpty else { return "" }
        return ", " + arguments.trimmedDescription
    }
}
