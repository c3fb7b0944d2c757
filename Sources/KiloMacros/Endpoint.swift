import KiloPaths
import SwiftDiagnostics
// `representedLiteralValue`: a string literal's value, escapes resolved.
import SwiftParser
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
        /// The parameter's internal name, which its value is called by in the method.
        let swiftName: String
        /// The request name: the internal name, or an argument's `@ArgumentName`.
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
    /// `@Deprecated`: `nil` when current, else its message or `nil` without one.
    let deprecation: String??

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
        let wireNames = readArgumentNames(attributes, problem: { problems.append($0) })
        let declaredDefaults = readArgumentDefaults(attributes, isInterface: isInterface, problem: { problems.append($0) })
        let deprecation = readDeprecation(attributes, problem: { problems.append($0) })
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
                source = .argument(defaultValue: parameter.defaultValue?.value ?? declaredDefaults[internalName]?.value)
            }
            if let declared = declaredDefaults[internalName], !source.isArgument {
                problems.append(
                    problem(
                        declared.attribute, "defaultNotArgument",
                        "@ArgumentDefault gives a query or form argument its default; \"\(internalName)\" is \(source.noun).")
                )
            }
            var requestName = internalName
            if let wire = wireNames[internalName] {
                if case .argument = source {
                    requestName = wire.name
                } else {
                    problems.append(
                        problem(
                            wire.attribute, "argumentNameNotArgument",
                            "@ArgumentName renames a query or form argument; \"\(internalName)\" is \(source.noun).")
                    )
                }
            }
            parameters.append(
                Parameter(
                    label: label, swiftName: internalName, name: requestName, type: type.trimmed, writtenType: type,
                    source: source))
        }
        let swiftNames = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        for (swiftName, wire) in wireNames.sorted(by: { $0.key < $1.key }) where !swiftNames.contains(swiftName) {
            problems.append(
                problem(
                    wire.attribute, "argumentNameUnknownParameter",
                    "\(name) has no parameter named \"\(swiftName)\"; its parameters are \(swiftNames.isEmpty ? "none" : swiftNames.joined(separator: ", "))."
                ))
        }
        let swiftNamesForDefaults = Set(parameters.map(\.swiftName))
        for (swiftName, declared) in declaredDefaults.sorted(by: { $0.key < $1.key })
        where !swiftNamesForDefaults.contains(swiftName) {
            problems.append(
                problem(
                    declared.attribute, "defaultUnknownParameter",
                    "\(name) has no parameter named \"\(swiftName)\" to take this default.")
            )
        }
        let defaulted = parameters.filter { $0.source.defaultValue != nil }
        if isInterface, defaulted.count > maximumInterfaceDefaults,
            let marker = declaredDefaults.values.min(by: { $0.attribute.position < $1.attribute.position })
        {
            problems.append(
                problem(
                    marker.attribute, "tooManyDefaults",
                    "\(name) has \(defaulted.count) arguments with defaults; an interface method can have \(maximumInterfaceDefaults) (each combination a caller may leave out is a method of its own). Take the rest in a @BodyParameter struct."
                ))
        }
        // Request name → the Swift name of the argument read by it first.
        var readers: [String: String] = [:]
        for parameter in parameters {
            guard case .argument = parameter.source else { continue }
            if let first = readers[parameter.name] {
                // At the @ArgumentName that made the two collide.
                let marker = wireNames[parameter.swiftName] ?? wireNames[first]
                problems.append(
                    problem(
                        marker.map { Syntax($0.attribute) } ?? Syntax(function.name), "duplicateArgumentName",
                        "Two arguments of \(name) are read as \"\(parameter.name)\"; give each its own name."))
            } else {
                readers[parameter.name] = parameter.swiftName
            }
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
            documentation: documentation(of: Syntax(function)), deprecation: deprecation)
    }

    /// The `@ArgumentName("wire", for: "parameter")` markers of a method, by parameter, each checked: two string
    /// literals, a name a request can carry, one per parameter.
    private static func readArgumentNames(
        _ attributes: [AttributeSyntax], problem report: (Diagnostic) -> Void
    ) -> [String: (name: String, attribute: AttributeSyntax)] {
        var names: [String: (name: String, attribute: AttributeSyntax)] = [:]
        for attribute in attributes where attribute.attributeName.trimmedDescription == "ArgumentName" {
            func problem(_ id: String, _ message: String) {
                report(Diagnostic(node: attribute, message: KiloDiagnostic.error(id, message)))
            }
            let literals = stringLiterals(attribute)
            guard literals.count == 2, let wire = literals[0], let parameter = literals[1] else {
                problem(
                    "argumentNameNotLiteral",
                    "@ArgumentName takes two string literals, the name in requests and the parameter's: @ArgumentName(\"first_name\", for: \"firstName\")."
                )
                continue
            }
            if wire.isEmpty {
                problem("emptyArgumentName", "An argument's name cannot be empty.")
            } else if wire.utf8.count > 256 {
                problem("longArgumentName", "An argument's name can be 256 bytes at most.")
            } else if wire.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\"" }) {
                problem(
                    "unsendableArgumentName",
                    "\(WebServiceMacro.literal(wire)) cannot name an argument: a multipart form cannot carry a control character or a double quote in a name."
                )
            } else if names[parameter] != nil {
                problem("parameterNamedTwice", "The parameter \"\(parameter)\" already has an @ArgumentName.")
            } else {
                names[parameter] = (wire, attribute)
            }
        }
        return names
    }

    /// The most arguments with defaults an interface method may have: a caller may leave out any of them, and each
    /// combination is a method of its own in the protocol's extension (15 for 4).
    static let maximumInterfaceDefaults = 4

    /// The `@ArgumentDefault(value, for: "parameter")` markers of an interface requirement, by parameter: a protocol
    /// requirement cannot have a default argument, so an interface declares it so. A service method writes its
    /// default in its parameter, where Swift puts it.
    private static func readArgumentDefaults(
        _ attributes: [AttributeSyntax], isInterface: Bool, problem report: (Diagnostic) -> Void
    ) -> [String: (value: ExprSyntax, attribute: AttributeSyntax)] {
        var defaults: [String: (value: ExprSyntax, attribute: AttributeSyntax)] = [:]
        for attribute in attributes where attribute.attributeName.trimmedDescription == "ArgumentDefault" {
            func problem(_ id: String, _ message: String) {
                report(Diagnostic(node: attribute, message: KiloDiagnostic.error(id, message)))
            }
            guard isInterface else {
                problem(
                    "argumentDefaultOnService",
                    "@ArgumentDefault declares the default of an interface requirement's argument; a service method writes it in the parameter (limit: Int = 20)."
                )
                continue
            }
            guard case .argumentList(let arguments) = attribute.arguments, arguments.count == 2,
                let value = arguments.first?.expression, arguments.last?.label?.text == "for",
                let parameter = arguments.last?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            else {
                problem(
                    "argumentDefaultForm",
                    "@ArgumentDefault takes the value and the parameter's name as a string literal: @ArgumentDefault(20, for: \"limit\")."
                )
                continue
            }
            if defaults[parameter] != nil {
                problem("defaultTwice", "The parameter \"\(parameter)\" already has an @ArgumentDefault.")
            } else {
                defaults[parameter] = (value.trimmed, attribute)
            }
        }
        return defaults
    }

    /// Whether `expression` is a constant the API description can show, evaluated once: a literal without
    /// interpolation, a negative number, `nil`, a type's member (`.ascending`, `Order.ascending`), or an array of them.
    /// Another default (`Date()`) is evaluated for each request that leaves its argument out, as Swift evaluates it
    /// for each call, and the description only says it exists.
    static func isConstant(_ expression: ExprSyntax) -> Bool {
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
            || expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self)
        {
            return true
        }
        if let string = expression.as(StringLiteralExprSyntax.self) { return string.representedLiteralValue != nil }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return prefix.expression.is(IntegerLiteralExprSyntax.self) || prefix.expression.is(FloatLiteralExprSyntax.self)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return true }
            // `Order.ascending`, `Module.Order.ascending`: a chain of names, not a call.
            return base.is(DeclReferenceExprSyntax.self) || (base.is(MemberAccessExprSyntax.self) && isConstant(base))
        }
        if let array = expression.as(ArrayExprSyntax.self) { return array.elements.allSatisfy { isConstant($0.expression) } }
        return false
    }

    /// A method's `@Deprecated`: `nil` when it has none, else its message (`nil` without one).
    private static func readDeprecation(
        _ attributes: [AttributeSyntax], problem report: (Diagnostic) -> Void
    ) -> String?? {
        let markers = attributes.filter { $0.attributeName.trimmedDescription == "Deprecated" }
        guard let marker = markers.first else { return nil }
        if markers.count > 1 {
            report(
                Diagnostic(
                    node: markers[1], message: KiloDiagnostic.error("deprecatedTwice", "An endpoint is deprecated once.")))
        }
        let literals = stringLiterals(marker)
        if literals.isEmpty { return .some(nil) }
        guard literals.count == 1, let message = literals[0] else {
            report(
                Diagnostic(
                    node: marker,
                    message: KiloDiagnostic.error(
                        "deprecationNotLiteral", "@Deprecated takes no argument, or its message as a string literal.")))
            return .some(nil)
        }
        return .some(message)
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
        let literals = stringLiterals(attribute)
        return literals.count == 1 ? literals[0] : nil
    }

    /// Each argument of an attribute as the value of a string literal without interpolation, escapes resolved (`nil`
    /// for anything else); none for `@Name` and `@Name()`.
    static func stringLiterals(_ attribute: AttributeSyntax) -> [String?] {
        guard case .argumentList(let arguments) = attribute.arguments else { return [] }
        return arguments.map { $0.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue }
    }
}

extension Endpoint.Source {
    /// Whether the value is a query or form argument.
    var isArgument: Bool {
        if case .argument = self { true } else { false }
    }

    /// An argument's default value; nil for an argument without one and every other source.
    var defaultValue: ExprSyntax? {
        if case .argument(let value) = self { value } else { nil }
    }

    /// What a parameter from this source is, for a message: "a path key", "the body".
    var noun: String {
        switch self {
        case .argument: "an argument"
        case .pathKey: "a path key, named by the path's ?:name"
        case .body: "the body"
        case .request: "the request"
        case .allArguments: "every argument"
        case .context: "a value of the request context"
        }
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
