import SwiftCompilerPlugin
import SwiftSyntaxMacros
@main struct KiloMacrosPlugin: CompilerPlugin { let providingMacros: [Macro.Type] = [] }
