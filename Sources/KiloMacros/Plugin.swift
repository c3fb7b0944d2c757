// The compiler plugin behind `@WebService`: generates each service's route table and dispatch code, and each
// interface's client and endpoint table, at compile time.
import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct KiloMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [WebServiceMacro.self, WebServiceInterfaceMacro.self, EndpointMarkerMacro.self]
}
