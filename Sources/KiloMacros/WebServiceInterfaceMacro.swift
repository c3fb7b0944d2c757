import KiloPaths
import SwiftDiagnostics
public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@WebServiceInterface("path")` on a protocol: a client struct that conforms to it through a `WebServiceProxy`, and
/// the protocol's `endpoints`, from which the server serves any type that adopts it.
///
/// Like `@WebService`, it checks what syntax can tell and leaves types to the compiler: the client's calls are
/// `proxy.invoke(…)` with the requirement's result type, so a result that is not `Decodable` fails to compile there.
public struct WebServiceInterfaceMacro: PeerMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let interface = read(node, declaration, report: { context.diagnose($0) }) else { return [] }
        let access = interface.protocolDecl.modifiers.contains { $0.name.text == "public" } ? "public " : ""
        let name = interface.protocolDecl.name.text
        let methods = interface.endpoints.map { clientMethod($0, servicePath: interface.servicePath, access: access) }
        let source: DeclSyntax = """
            /// Calls the service of ``\(raw: name)`` on a server through a `WebServiceProxy`.
            \(raw: access)struct \(raw: name)Client: \(raw: name) {
                /// The proxy that sends each call; its base URL is the server's root.
                \(raw: access)let proxy: KiloClient.WebServiceProxy

                /// A client that sends its calls through `proxy`.
                \(raw: access)init(proxy: KiloClient.WebServiceProxy) {
                    self.proxy = proxy
                }
            \(raw: methods.joined(separator: "\n"))
            }
            """
        return [source]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        // The peer expansion reports the problems; this one stays silent so that each is reported once.
        guard let interface = read(node, declaration, report: { _ in }) else { return [] }
        let access = interface.protocolDecl.modifiers.contains { $0.name.text == "public" } ? "public " : ""
        let documentation = Endpoint.documentation(of: Syntax(declaration)).map(WebServiceMacro.literal) ?? "nil"
        let endpoints = interface.endpoints.map(endpointDescription).joined(separator: ",\n")
        let shortenedCalls = interface.endpoints.flatMap { callsWithDefaults($0, access: access) }.joined()
        let source: DeclSyntax = """
            extension \(raw: type.trimmedDescription) {
                \(raw: access)static var interfacePath: String { \(raw: WebServiceMacro.literal(interface.servicePath)) }
                \(raw: access)static var interfaceDocumentation: String? { \(raw: documentation) }
                \(raw: access)static var endpoints: [KiloInterface.InterfaceEndpoint<Self>] {
                    [
            \(raw: endpoints)
                    ]
                }\(raw: shortenedCalls)
            }
            """
        guard let extensionDecl = source.as(ExtensionDeclSyntax.self) else { return [] }
        return [extensionDecl]
    }

    private struct Interface {
        let protocolDecl: ProtocolDeclSyntax
        let servicePath: String
        let endpoints: [(endpoint: Endpoint, function: FunctionDeclSyntax)]
    }

    /// The protocol's path and endpoints, or `nil` after reporting why there are none.
    private static func read(
        _ node: AttributeSyntax, _ declaration: some SyntaxProtocol, report diagnose: (Diagnostic) -> Void
    ) -> Interface? {
        func report(_ node: some SyntaxProtocol, _ id: String, _ message: String) {
            diagnose(Diagnostic(node: node, message: KiloDiagnostic.error(id, message)))
        }
        guard let protocolDecl = declaration.as(ProtocolDeclSyntax.self) else {
            report(node, "interfaceNotProtocol", "@WebServiceInterface applies to a protocol; use @WebService on a type.")
            return nil
        }
        guard let servicePath = Endpoint.stringLiteral(node) else {
            report(
                node, "servicePathNotLiteral",
                "@WebServiceInterface takes the service's path as a string literal, such as \"math\".")
            return nil
        }
        do {
            guard try PathPattern(servicePath).keyNames.isEmpty else {
                report(node, "keyInServicePath", "A service path cannot contain keys; put them in @ResourcePath.")
                return nil
            }
        } catch {
            report(node, "invalidServicePath", "Invalid service path \"\(servicePath)\": \(error.reason).")
            return nil
        }
        let inherited = protocolDecl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if !inherited.contains(where: { $0 == "WebServiceInterface" || $0 == "KiloInterface.WebServiceInterface" }) {
            report(
                protocolDecl.name, "notRefiningInterface",
                "\(protocolDecl.name.text) must refine WebServiceInterface, which the server and the client look for: declare `protocol \(protocolDecl.name.text): WebServiceInterface`."
            )
            return nil
        }
        var endpoints: [(endpoint: Endpoint, function: FunctionDeclSyntax)] = []
        var failed = false
        for member in protocolDecl.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self) else { continue }
            guard
                function.attributes.contains(where: {
                    $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "RequestMethod"
                })
            else {
                report(
                    function.name, "requirementWithoutMethod",
                    "\(function.name.text) is not an endpoint: mark it @RequestMethod, or declare it in another protocol (the client implements every requirement)."
                )
                failed = true
                continue
            }
            guard let endpoint = Endpoint.parse(function, isInterface: true, report: diagnose) else {
                failed = true
                continue
            }
            if endpoints.contains(where: { endpoint.collides(with: $0.endpoint) }) {
                diagnose(endpoint.collision(at: function))
                failed = true
                continue
            }
            endpoints.append((endpoint, function))
        }
        return failed ? nil : Interface(protocolDecl: protocolDecl, servicePath: servicePath, endpoints: endpoints)
    }

    /// The client's implementation of one requirement: the same signature, a body that calls the proxy.
    private static func clientMethod(
        _ item: (endpoint: Endpoint, function: FunctionDeclSyntax), servicePath: String, access: String
    ) -> String {
        let endpoint = item.endpoint
        let segments = (try? PathPattern(servicePath).segments) ?? []
        // An interface's keys are all named (Endpoint checks), so the template names each parameter it needs.
        let path = String(PathTemplate(PathPattern(segments: segments + endpoint.pattern.segments)).description.dropFirst())
        var keys: [String] = []
        var arguments: [String] = []
        var body: String?
        for parameter in endpoint.parameters {
            let pair = "\(WebServiceMacro.literal(parameter.name)): \(parameter.swiftName)"
            switch parameter.source {
            case .pathKey: keys.append(pair)
            case .argument: arguments.append(pair)
            case .body: body = parameter.swiftName
            case .request, .allArguments, .context: continue
            }
        }
        var call = "proxy.invoke(.\(endpoint.httpMethod.lowercased()), path: \(WebServiceMacro.literal(path))"
        if !keys.isEmpty { call += ", keys: [\(keys.joined(separator: ", "))]" }
        if !arguments.isEmpty { call += ", arguments: [\(arguments.joined(separator: ", "))]" }
        if let body { call += ", body: .json(\(body))" }
        call += ")"
        // An optional result is `nil` when the server answers 404 without a body, as the proxy reads it.
        let statements = "        try await \(call)"
        let signature = item.function.with(\.attributes, []).with(\.modifiers, []).with(\.body, nil).trimmed
            .with(\.leadingTrivia, [])
        // A deprecated endpoint's client method is deprecated in Swift: its callers get the compiler's warning.
        let availability =
            endpoint.deprecation.map { message in
                "@available(*, deprecated" + (message.map { ", message: \(WebServiceMacro.literal($0))" } ?? "") + ")\n        "
            } ?? ""
        return """

                \(availability)\(access)\(signature.trimmedDescription) {
            \(statements)
                }
            """
    }

    /// For a requirement with `@ArgumentDefault`s, one method per combination of them a caller leaves out, which
    /// calls the requirement with their defaults: what default arguments give a method, which a protocol requirement
    /// cannot have. Every conforming type has them: the generated client, a server's service, a test's fake.
    private static func callsWithDefaults(
        _ item: (endpoint: Endpoint, function: FunctionDeclSyntax), access: String
    ) -> [String] {
        let parameters = Array(item.function.signature.parameterClause.parameters)
        let defaults = item.endpoint.parameters.map(\.source.defaultValue)
        let defaulted = defaults.indices.filter { defaults[$0] != nil }
        guard !defaulted.isEmpty, defaulted.count <= Endpoint.maximumInterfaceDefaults else { return [] }
        let name = item.function.name.text
        let effects = item.function.signature.effectSpecifiers?.trimmedDescription ?? ""
        let result = item.function.signature.returnClause.map { " " + $0.trimmedDescription } ?? ""
        let availability =
            item.endpoint.deprecation.map { message in
                "@available(*, deprecated" + (message.map { ", message: \(WebServiceMacro.literal($0))" } ?? "") + ")\n    "
            } ?? ""
        let fullName = name + "(" + parameters.map { "\($0.firstName.text):" }.joined() + ")"
        // Each non-empty subset of the defaulted parameters, as a bit mask over them.
        return (1..<(1 << defaulted.count)).map { mask in
            let omitted = Set(defaulted.indices.filter { mask & (1 << $0) != 0 }.map { defaulted[$0] })
            let kept = parameters.indices.filter { !omitted.contains($0) }
            let declared = kept.map { index in
                parameters[index].with(\.trailingComma, nil).trimmedDescription
            }
            let arguments = parameters.indices.map { index in
                let label = parameters[index].firstName.tokenKind == .wildcard ? "" : "\(parameters[index].firstName.text): "
                let swiftName = (parameters[index].secondName ?? parameters[index].firstName).text
                return label + (omitted.contains(index) ? defaults[index]?.trimmedDescription ?? swiftName : swiftName)
            }
            let left = omitted.sorted().map { "`\(item.endpoint.parameters[$0].swiftName)`" }
            let named =
                left.count == 1
                ? "the default \(left[0])"
                : "the defaults of \(left.dropLast().joined(separator: ", ")) and \(left[left.count - 1])"
            return """

                    /// Calls `\(fullName)` with \(named).
                    \(availability)\(access)func \(name)(\(declared.joined(separator: ", "))) \(effects)\(result) {
                        try await \(name)(\(arguments.joined(separator: ", ")))
                    }
                """
        }
    }

    /// One `InterfaceEndpoint` literal: the description the server checks at mount, and the call of the requirement.
    private static func endpointDescription(_ item: (endpoint: Endpoint, function: FunctionDeclSyntax)) -> String {
        let endpoint = item.endpoint
        var parameters: [String] = []
        var callArguments: [String] = []
        for (index, parameter) in endpoint.parameters.enumerated() {
            let source: String
            switch parameter.source {
            case .pathKey: source = ".pathKey"
            case .body: source = ".body"
            default: source = ".argument"
            }
            let type = parameter.type.trimmedDescription
            // Typed as the parameter, so that a default of another type is a compile error at the interface; evaluated
            // for each request that leaves the argument out, as Swift evaluates a default for each call.
            let defaultValue =
                parameter.source.defaultValue.map {
                    ", defaultValue: { (\($0.trimmedDescription)) as (\(type)) }, defaultIsConstant: \(Endpoint.isConstant($0))"
                } ?? ""
            parameters.append(
                "KiloInterface.InterfaceParameter(name: \(WebServiceMacro.literal(parameter.name)), source: \(source), type: (\(type)).self\(defaultValue))"
            )
            callArguments.append((parameter.label.map { "\($0): " } ?? "") + "arguments.value(\(index))")
        }
        let resultType = endpoint.returnType.map { "(\($0.trimmedDescription)).self" } ?? "Void.self"
        let call = "try await service.\(endpoint.functionName)(\(callArguments.joined(separator: ", ")))"
        return """
                        KiloInterface.InterfaceEndpoint<Self>(
                            method: .\(endpoint.httpMethod.lowercased()), path: \(WebServiceMacro.literal(endpoint.path)), name: \(WebServiceMacro.literal(endpoint.functionName)),
                            documentation: \(endpoint.documentation.map { WebServiceMacro.literal($0) } ?? "nil"),\(WebServiceMacro.deprecationArgument(endpoint))
                            parameters: [\(parameters.joined(separator: ", "))],
                            resultType: \(resultType)
                        ) { service, arguments in
                            KiloInterface.InterfaceResult(\(call))
                        }
            """
    }
}
