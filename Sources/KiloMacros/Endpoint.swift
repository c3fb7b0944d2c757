import KiloPaths
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// A method marked `@RequestMethod`, read from its syntax: what the generated code needs to serve it.
struct Endpoint {
    enum Source {
        case argument(defaultValue: ExprSyntax?)
        case pathKey
        case body
        case request
        case allArguments
        /// A `@FromContext` parameter: a value of the request context.
        case context
    }

    struct Parameter {
        /// The label at the call site, `nil` for `_`.
        let label: String?
        /// The request name: the parameter's internal name.
        let name: String
        let type: TypeSyntax
        /// The type as written, in the declaration's tree: where a diagnostic about it belongs.
        let writtenType: TypeSyntax
        let source: Source
    }

    static let methods = ["GET", "POST", "PUT", "PATCH", "DELETE"]

    let functionName: String
    let httpMethod: String
    let path: String
    /// The parsed path; empty when the endpoint is at the service's own path.
    let pattern: PathPattern
    let parameters: [Parameter]
    let returnType: TypeSyntax?
    let isAsync: Bool
    let isThrowing: Bool
    let documentation: String?

    /// Reads `function`, reporting every problem found; `nil` when it is not an endpoint or cannot be one.
    ///
    /// A requirement of a `@WebServiceInterface` protocol (`isInterface`) is held to what a client can call: it is
    /// `async throws`, names its body with `@BodyParameter`, names every path key, and takes no server-only type.
    static func parse(
        _ function: FunctionDeclSyntax, isInterface: Bool = false, report: (Diagnostic) -> Void
    ) -> Endpoint? {
        let attributes = function.attributes.compactMap { $0.as(AttributeSyntax.self) }
        guard let methodAttribute = attributes.first(where: { $0.attributeName.trimmedDescription == "RequestMethod" }) else {
            return nil
        }
        var problems: [Diagnostic] = []
        func problem(_ node: some SyntaxProtocol, _ id: String, _ message: String) -> Diagnostic {
            Diagnostic(node: node, message: KiloDiagnostic.error(id, message))
        }
        let name = function.name.text

        var httpMethod = ""
        if let text = stringLiteral(methodAttribute) {
            httpMethod = text.uppercased()
            if !methods.contains(httpMethod) {
                problems.append(
                    problem(
                        methodAttribute, "unknownMethod",
                        "\"\(text)\" is not a supported HTTP method; use one of \(methods.joined(separator: ", "))."))
            }
        } else {
            problems.append(
                problem(methodAttribute, "methodNotLiteral", "@RequestMethod takes a string literal such as \"GET\"."))
        }

        var path = ""
        var pattern = PathPattern(segments: [])
        if let pathAttribute = attributes.first(where: { $0.attributeName.trimmedDescription == "ResourcePath" }) {
            if let text = stringLiteral(pathAttribute) {
                path = text
                do {
                    pattern = try PathPattern(text)
                } catch {
                    problems.append(problem(pathAttribute, "invalidPath", error.description))
                }
            } else {
                problems.append(
                    problem(
                        pathAttribute, "pathNotLiteral",
                        "@ResourcePath takes a string literal such as \"sum\" or \"employees/?:id\"."))
            }
        }

        if function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) })
        {
            problems.append(
                problem(function.name, "staticEndpoint", "An endpoint must be an instance method; \(name) is static."))
        }
        if let generics = function.genericParameterClause {
            problems.append(
                problem(
                    generics, "genericEndpoint",
                    "An endpoint cannot be generic: the request decides no type arguments for \(name)."))
        }

        let keyNames = pattern.keyNames.compactMap { $0 }
        if isInterface, pattern.keyNames.contains(nil) {
            problems.append(
                problem(
                    function.name, "unnamedKeyInInterface",
                    "A client cannot fill an unnamed path key; name it after its parameter (\"?:name\")."))
        }
        var bodyName: String?
        if let bodyAttribute = attributes.first(where: { $0.attributeName.trimmedDescription == "BodyParameter" }) {
            if !isInterface {
                problems.append(
                    problem(
                        bodyAttribute, "bodyParameterOnService",
                        "@BodyParameter names the body of an interface requirement; mark a service method's parameter @RequestBody instead."
                    ))
            } else if let text = stringLiteral(bodyAttribute) {
                bodyName = text
            } else {
                problems.append(
                    problem(bodyAttribute, "bodyNotLiteral", "@BodyParameter takes the parameter's name as a string literal."))
            }
        }
        if isInterface {
            let effects = function.signature.effectSpecifiers
            if effects?.asyncSpecifier == nil || effects?.throwsClause == nil {
                problems.append(
                    problem(
                        function.name, "interfaceNotAsyncThrows",
                        "An interface method must be async throws: a client calls it over the network. Declare \(name)(…) async throws."
                    ))
            }
        }
        var parameters: [Parameter] = []
        var bodyCount = 0
        for parameter in function.signature.parameterClause.parameters {
            let internalName = (parameter.secondName ?? parameter.firstName).text
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            var type = parameter.type
            if let attributed = type.as(AttributedTypeSyntax.self) {
                if attributed.specifiers.contains(where: { $0.trimmedDescription == "inout" }) {
                    problems.append(
                        problem(
                            parameter, "inoutParameter",
                            "The parameter \"\(internalName)\" cannot be inout: it is filled from the request."))
                }
                type = attributed.baseType
            }
            if parameter.ellipsis != nil {
                problems.append(
                    problem(
                        parameter, "variadicParameter",
                        "The parameter \"\(internalName)\" cannot be variadic; declare it as an array ([\(type.trimmedDescription)]) to take repeated values."
                    ))
            }
            func isMarked(_ name: String) -> Bool {
                parameter.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name }
            }
            let isBody = internalName == bodyName || isMarked("RequestBody")
            let isContext = isMarked("FromContext") || isMarked("KiloServer.FromContext")
            let typeName = type.trimmedDescription
            let source: Source
            if isInterface && isContext {
                problems.append(
                    problem(
                        parameter, "contextInInterface",
                        "An interface cannot take a @FromContext value: a client sends only arguments. Leave it to the server's method."
                    ))
                continue
            }
            if isInterface,
                ["ServiceRequest", "KiloServer.ServiceRequest", "RequestArguments", "KiloServer.RequestArguments"]
                    .contains(typeName)
            {
                problems.append(
                    problem(
                        parameter, "serverTypeInInterface",
                        "An interface cannot take \(typeName): a client has no server request to pass. Declare the arguments it needs."
                    ))
                continue
            }
            if isContext {
                source = .context
            } else if isBody {
                bodyCount += 1
                if bodyCount == 2 {
                    problems.append(problem(parameter, "twoBodies", "Only one parameter can be the @RequestBody."))
                }
                source = .body
            } else if typeName == "ServiceRequest" || typeName == "KiloServer.ServiceRequest" {
                source = .request
            } else if typeName == "RequestArguments" || typeName == "KiloServer.RequestArguments" {
                source = .allArguments
            } else if keyNames.contains(internalName) {
                if parameter.defaultValue != nil {
                    problems.append(
                        problem(
                            parameter, "keyWithDefault",
                            "The parameter \"\(internalName)\" is filled from the path key \"?:\(internalName)\", which is always present; remove its default value."
                        ))
                }
                source = .pathKey
            } else {
                source = .argument(defaultValue: parameter.defaultValue?.value)
            }
            parameters.append(
                Parameter(label: label, name: internalName, type: type.trimmed, writtenType: type, source: source))
        }

        if let bodyName, !parameters.contains(where: { $0.name == bodyName }) {
            problems.append(
                problem(function.name, "unknownBodyParameter", "\(name) has no parameter named \"\(bodyName)\" to be its body."))
        }
        for key in keyNames where !parameters.contains(where: { $0.name == key }) {
            problems.append(
                problem(
                    function.name, "keyWithoutParameter",
                    "The path key \"?:\(key)\" names no parameter of \(name); name it after the parameter it fills."))
        }
        // An unnamed key only a ServiceRequest can read: likely a parameter meant to be filled from it.
        if !isInterface, pattern.keyNames.contains(nil),
            !parameters.contains(where: { if case .request = $0.source { true } else { false } })
        {
            let suggestion = parameters.first { if case .argument = $0.source { true } else { false } }?.name ?? "name"
            report(
                Diagnostic(
                    node: attributes.first { $0.attributeName.trimmedDescription == "ResourcePath" }.map(Syntax.init)
                        ?? Syntax(function.name),
                    message: KiloDiagnostic.warning(
                        "unreadUnnamedKey",
                        "The path's unnamed key \"?\" fills no parameter of \(name): name it after the parameter it fills (\"?:\(suggestion)\"), or take a ServiceRequest to read it from request.keys."
                    )))
        }
        let effects = function.signature.effectSpecifiers
        var returnType = function.signature.returnClause?.type.trimmed
        if let type = returnType, ["Void", "()", "Swift.Void"].contains(type.trimmedDescription) { returnType = nil }
        guard problems.isEmpty else {
            problems.forEach(report)
            return nil
        }
        return Endpoint(
            functionName: name, httpMethod: httpMethod, path: path, pattern: pattern, parameters: parameters,
            returnType: returnType, isAsync: effects?.asyncSpecifier != nil, isThrowing: effects?.throwsClause != nil,
            documentation: documentation(of: Syntax(function)))
    }

    /// The text of a `///` or `/** */` comment before a declaration, without its markers.
    static func documentation(of node: Syntax) -> String? {
        var lines: [String] = []
        for piece in node.leadingTrivia {
            switch piece {
            case .docLineComment(let text):
                var line = text.dropFirst(3)
                if line.first == " " { line = line.dropFirst() }
                lines.append(String(line))
            case .docBlockComment(let text):
                let body = text.dropFirst(3).dropLast(2)
                lines += body.split(separator: "\n", omittingEmptySubsequences: false).map {
                    var line = $0.drop { $0 == " " || $0 == "\t" }
                    if line.first == "*" { line = line.dropFirst() }
                    if line.first == " " { line = line.dropFirst() }
                    return String(line)
                }
            default:
                continue
            }
        }
        let text = lines.joined(separator: "\n").trimmingCharacters(in: [" ", "\n", "\t"])
        return text.isEmpty ? nil : text
    }

    /// The argument of `@Name("text")` when it is a plain string literal.
    static func stringLiteral(_ attribute: AttributeSyntax) -> String? {
        guard case .argumentList(let arguments) = attribute.arguments, arguments.count == 1,
            let literal = arguments.first?.expression.as(StringLiteralExprSyntax.self),
            literal.segments.count == 1, case .stringSegment(let segment) = literal.segments.first
        else { return nil }
        return segment.content.text
    }
}

extension Endpoint {
    /// Whether requests could not tell this endpoint from `other`: the same HTTP method, path shape and argument names.
    func collides(with other: Endpoint) -> Bool {
        httpMethod == other.httpMethod && pattern.shape == other.pattern.shape
            && Set(argumentNames) == Set(other.argumentNames)
    }

    /// The error for an endpoint that ``collides(with:)`` one declared before it, at its name.
    func collision(at function: FunctionDeclSyntax) -> Diagnostic {
        Diagnostic(
            node: function.name,
            message: KiloDiagnostic.error(
                "duplicateEndpoint",
                "Another \(httpMethod) endpoint at \"\(path)\" takes the same arguments; requests could not tell them apart."))
    }

    /// The names of the request arguments the endpoint accepts.
    var argumentNames: [String] {
        parameters.compactMap { if case .argument = $0.source { $0.name } else { nil } }
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}
