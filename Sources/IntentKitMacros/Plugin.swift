import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin IntentKit's macro declarations name (`#externalMacro(module:
/// "IntentKitMacros", …)`).
@main
struct IntentKitMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [ComputedPropertyMacro.self, DeferredPropertyMacro.self, UnionValueMacro.self]
}
