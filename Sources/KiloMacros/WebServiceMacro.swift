import KiloPaths
import SwiftDiagnostics
public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@WebService("path")`: adds the `WebService` conformance, with one `ServiceOperation` per `@RequestMethod` method.
///
/// The macro works on syntax only. It checks what syntax can tell (HTTP methods, path grammar, parameter kinds,
/// duplicate endpoints) and leaves types to the compiler: each parameter becomes a call such as
/// `arguments.decode("a", as: (Double).self)`, so a type the framework cannot take fails to compile there, naming the
/// protocol it lacks (`ArgumentDecodable`, `Decodable`, `Encodable`).
public struct WebServiceMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard let servicePath = Endpoint.stringLiteral(node) else {
            context.diagnose(
                Diagnostic(
                    node: node,
                    message: KiloDiagnostic.error(
                        "servicePathNotLiteral", "@WebService takes the service's path as a string literal, such as \"math\".")))
            return []
        }
        let servicePattern: PathPattern
        do {
            servicePattern = try PathPattern(servicePath)
        } catch {
            context.diagnose(
                Diagnostic(
                    node: node,
                    message: KiloDiagnostic.error(
                        "invalidServicePath", "Invalid service path \"\(servicePath)\": \(error.reason).")))
            return []
        }
        if !servicePattern.keyNames.isEmpty {
            context.diagnose(
                Diagnostic(
                    node: node,
                    message: KiloDiagnostic.error(
                        "keyInServicePath", "A service path cannot contain keys; put them in @ResourcePath.")))
            return []
        }
        if declaration.is(ProtocolDeclSyntax.self) {
            context.diagnose(
                Diagnostic(
                    node: node,
                    message: KiloDiagnostic.error("protocolService", "@WebService applies to a struct, class, actor or enum.")))
            return []
        }

        let isActor = declaration.is(ActorDeclSyntax.self)
        var endpoints: [Endpoint] = []
        var failed = false
        for member in declaration.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self),
                function.attributes.contains(where: {
                    $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "RequestMethod"
                })
            else { continue }
            guard let endpoint = Endpoint.parse(function, report: { context.diagnose($0) }) else {
                failed = true
                continue
            }
            if endpoints.contains(where: endpoint.collides) {
                context.diagnose(endpoint.collision(at: function))
                failed = true
                continue
            }
            endpoints.append(endpoint)
        }
        guard !failed else { return [] }

        let access = declaration.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        let typeName = type.trimmedDescription
        let documentation = Endpoint.documentation(of: Syntax(declaration)).map { literal($0) } ?? "nil"
        let operations = endpoints.map { operation(for: $0, typeName: typeName, isActor: isActor, context: context) }
            .joined(separator: ",\n")
        let conformance = protocols.isEmpty ? "" : ": KiloServer.WebService"
        let source: DeclSyntax = """
            extension \(raw: typeName)\(raw: conformance) {
                \(raw: access)static var servicePath: String { \(raw: literal(servicePath)) }
                \(raw: access)static var serviceDocumentation: String? { \(raw: documentation) }
                \(raw: access)static var operations: [KiloServer.ServiceOperation<\(raw: typeName)>] {
                    [
            \(raw: operations)
                    ] + interfaceOperations
                }
            }
            """
        guard let extensionDecl = source.as(ExtensionDeclSyntax.self) else { return [] }
        return [extensionDecl]
    }

    private static func operation(
        for endpoint: Endpoint, typeName: String, isActor: Bool, context: some MacroExpansionContext
    ) -> String {
        // Each parameter's description, and the same as a closure's statement, at its parameter's place when that
        // parameter is read at its own.
        var descriptions: [(expression: String, statement: String)] = []
        var callArguments: [String] = []
        // Arguments and path keys are decoded first, each at its parameter's place in the user's file: a type the
        // server cannot read from a request is then a compile error at the parameter, not inside this expansion.
        var decodings: [String] = []
        // Whether the call itself decodes (a body, a context value), and so needs `try`.
        var decodes = false
        for (index, parameter) in endpoint.parameters.enumerated() {
            let name = literal(parameter.name)
            let type = "(\(parameter.type.trimmedDescription)).self"
            let value: String
            let description: String
            // For a value read at its parameter's place, the members the read and the description are reported at
            // (`.decode(`, `.argument(`); nil for a value read in the call.
            var callees: (read: String, description: String)?
            switch parameter.source {
            case .argument(let defaultValue):
                if let defaultValue {
                    // A constant default is shown in the API description; another (`Date()`) is only said to exist.
                    description =
                        Endpoint.isConstant(defaultValue)
                        ? ".argument(\(name), \(type), default: \(defaultValue.trimmedDescription))"
                        : ".argument(\(name), \(type), hasDefault: true)"
                    value = "arguments.decode(\(name), as: \(type), default: \(defaultValue.trimmedDescription))"
                } else {
                    description = ".argument(\(name), \(type))"
                    value = "arguments.decode(\(name), as: \(type))"
                }
                callees = (".decode(", ".argument(")
            case .pathKey:
                description = ".pathKey(\(name), \(type))"
                value = "arguments.key(\(name), as: \(type))"
                callees = (".key(", ".pathKey(")
            case .body:
                decodes = true
                description = ".body(\(name), \(type))"
                value = "arguments.body(\(name), as: \(type))"
            case .request:
                description = ".request(\(name))"
                value = "arguments.request"
            case .allArguments:
                description = ".allArguments(\(name))"
                value = "arguments.all"
            case .context:
                decodes = true
                description = ".context(\(name), \(type))"
                value = "arguments.context(as: \(type))"
            }
            let label = parameter.label.map { "\($0): " } ?? ""
            let statement = "parameters.append(\(description))"
            if let callees {
                let local = "value\(index)"
                decodings.append(
                    Self.located("let \(local) = try \(value)", callee: callees.read, at: parameter.writtenType, in: context))
                descriptions.append(
                    (description, Self.located(statement, callee: callees.description, at: parameter.writtenType, in: context)))
                callArguments.append(label + local)
            } else {
                descriptions.append((description, statement))
                callArguments.append(label + value)
            }
        }
        let effects = (decodes || endpoint.isThrowing ? "try " : "") + (endpoint.isAsync || isActor ? "await " : "")
        let call = "\(effects)service.\(endpoint.functionName)(\(callArguments.joined(separator: ", ")))"
        var body = decodings.map { $0 + "\n" }.joined()
        let result: String
        if let returnType = endpoint.returnType {
            body += "return try KiloServer.OperationResult(\(call))"
            result = ".of((\(returnType.trimmedDescription)).self)"
        } else {
            body += "\(call)\n                return .noContent"
            result = ".none"
        }
        var parameters = "[\(descriptions.map(\.expression).joined(separator: ", "))]"
        if !decodings.isEmpty {
            // Each description at its parameter's place too: the constraint it states fails there, beside the read.
            parameters =
                (["{ () -> [KiloServer.OperationParameter] in", "var parameters: [KiloServer.OperationParameter] = []"]
                + descriptions.map(\.statement) + ["return parameters", "}()"]).joined(separator: "\n")
        }
        return """
                        KiloServer.ServiceOperation<\(typeName)>(
                            method: .\(endpoint.httpMethod.lowercased()), path: \(literal(endpoint.path)), name: \(literal(endpoint.functionName)),
                            documentation: \(endpoint.documentation.map { literal($0) } ?? "nil"),\(deprecationArgument(endpoint))
                            parameters: \(parameters),
                            result: \(result)
                        ) { service, arguments in
                            \(body)
                        }
            """
    }

    /// `statement` as the compiler reports it at `node` in the user's file: broken before `callee` (`.decode(`, the
    /// member a diagnostic about the type is reported at), which starts the line numbered as `node`'s, its name at
    /// `node`'s column; the statement's first line is numbered as the one before.
    static func located(
        _ statement: String, callee: String, at node: TypeSyntax, in context: some MacroExpansionContext
    ) -> String {
        guard let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .filePath),
            let line = Int(location.line.trimmedDescription), let column = Int(location.column.trimmedDescription),
            let range = statement.firstRange(of: callee)
        else { return statement }
        return """
            #sourceLocation(file: \(location.file.trimmedDescription), line: \(line - 1))
            \(statement[..<range.lowerBound])
            \(String(repeating: " ", count: max(column - 2, 0)))\(statement[range.lowerBound...])
            #sourceLocation()
            """
    }

    /// ` deprecation: …,` for a deprecated endpoint's operation or interface endpoint; nothing for a current one.
    static func deprecationArgument(_ endpoint: Endpoint) -> String {
        guard let deprecation = endpoint.deprecation else { return "" }
        return " deprecation: .init(message: \(deprecation.map { literal($0) } ?? "nil")),"
    }

    /// A Swift string literal for `text`, escaped.
    static func literal(_ text: String) -> String {
        StringLiteralExprSyntax(content: text).trimmedDescription
    }
}
