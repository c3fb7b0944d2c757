// The compiler plugin behind `@MarkupOwner`: generates each owner's outlet and action tables at compile time.
import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct MarkupOwnerMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [MarkupOwnerMacro.self, OwnerMemberMacro.self]
}
