import SwiftDiagnostics
public import SwiftSyntax
public import SwiftSyntaxMacros

/// `@RequestMethod`, `@ResourcePath`, `@BodyParameter`, `@ArgumentName`, `@ArgumentDefault` and `@Deprecated` add nothing themselves: `@WebService` and
/// `@WebServiceInterface` read them. Alone, they only check that they sit on a method.
public struct EndpointMarkerMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let name = node.attributeName.trimmedDescription
        guard let function = declaration.as(FunctionDeclSyntax.self) else {
            context.diagnose(
                .init(
                    node: node,
                    message: KiloDiagnostic.error(
                        "notAMethod",
                        "@\(name) can only mark a method of a @WebService type or a requirement of a @WebServiceInterface protocol."
                    )))
            return []
        }
        if ["ResourcePath", "BodyParameter", "ArgumentName", "ArgumentDefault", "Deprecated"].contains(name),
            !function.attributes.contains(where: {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "RequestMethod"
            })
        {
            context.diagnose(
                .init(
                    node: node,
                    message: KiloDiagnostic.error(
                        "pathWithoutMethod", "@\(name) needs @RequestMethod on the same method to make it an endpoint.")))
        }
        return []
    }
}
