import KiloMacros
import SwiftSyntaxBuilder
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

let macros: [String: MacroSpec] = [
    "WebService": MacroSpec(type: WebServiceMacro.self, conformances: ["WebService"]),
    "RequestMethod": MacroSpec(type: EndpointMarkerMacro.self),
    "ResourcePath": MacroSpec(type: EndpointMarkerMacro.self),
    "BodyParameter": MacroSpec(type: EndpointMarkerMacro.self),
    "ArgumentName": MacroSpec(type: EndpointMarkerMacro.self),
    "ArgumentDefault": MacroSpec(type: EndpointMarkerMacro.self),
    "Deprecated": MacroSpec(type: EndpointMarkerMacro.self),
    "WebServiceInterface": MacroSpec(type: WebServiceInterfaceMacro.self),
]

/// Reports swift-syntax's assertion failures as Swift Testing issues.
func expand(
    _ source: String, into expected: String, diagnostics: [DiagnosticSpec] = [], sourceLocation: SourceLocation = #_sourceLocation
) {
    assertMacroExpansion(
        source, expandedSource: expected, diagnostics: diagnostics, macroSpecs: macros,
        failureHandler: { failure in Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation) })
}

@Suite("@WebService expansion")
struct WebServiceMacroTests {
    @Test("the seed's math service")
    func mathService() {
        expand(
            """
            /// Math.
            @WebService("math")
            public struct MathService {
                /// Returns the sum of two numbers.
                @RequestMethod("GET") @ResourcePath("sum")
                public func getSum(a: Double, b: Double) -> Double { a + b }

                @RequestMethod("GET") @ResourcePath("sum")
                public func getSum(values: [Double]) -> Double { values.reduce(0, +) }
            }
            """,
            into: """
                /// Math.
                public struct MathService {
                    /// Returns the sum of two numbers.

                    public func getSum(a: Double, b: Double) -> Double { a + b }


                    public func getSum(values: [Double]) -> Double { values.reduce(0, +) }
                }

                extension MathService: KiloServer.WebService {
                    public static var servicePath: String {
                        "math"
                    }
                    public static var serviceDocumentation: String? {
                        "Math."
                    }
                    public static var operations: [KiloServer.ServiceOperation<MathService>] {
                        [
                            KiloServer.ServiceOperation<MathService>(
                                method: .get, path: "sum", name: "getSum",
                                documentation: "Returns the sum of two numbers.",
                                parameters: { () -> [KiloServer.OperationParameter] in
                                    var parameters: [KiloServer.OperationParameter] = []
                                    #sourceLocation(file: "test.swift", line: 5)
                                    parameters.append(
                                                             .argument("a", (Double).self))
                                    #sourceLocation()
                                    #sourceLocation(file: "test.swift", line: 5)
                                    parameters.append(
                                                                        .argument("b", (Double).self))
                                    #sourceLocation()
                                    return parameters
                                }(),
                                result: .of((Double).self)
                            ) { service, arguments in
                                #sourceLocation(file: "test.swift", line: 5)
                                let value0 = try arguments
                                                         .decode("a", as: (Double).self)
                                #sourceLocation()
                                #sourceLocation(file: "test.swift", line: 5)
                                let value1 = try arguments
                                                                    .decode("b", as: (Double).self)
                                #sourceLocation()
                                return try KiloServer.OperationResult(service.getSum(a: value0, b: value1))
                            },
                            KiloServer.ServiceOperation<MathService>(
                                method: .get, path: "sum", name: "getSum",
                                documentation: nil,
                                parameters: { () -> [KiloServer.OperationParameter] in
                                    var parameters: [KiloServer.OperationParameter] = []
                                    #sourceLocation(file: "test.swift", line: 8)
                                    parameters.append(
                                                                  .argument("values", ([Double]).self))
                                    #sourceLocation()
                                    return parameters
                                }(),
                                result: .of((Double).self)
                            ) { service, arguments in
                                #sourceLocation(file: "test.swift", line: 8)
                                let value0 = try arguments
                                                              .decode("values", as: ([Double]).self)
                                #sourceLocation()
                                return try KiloServer.OperationResult(service.getSum(values: value0))
                            }
                        ] + interfaceOperations
                    }
                }
                """)
    }

    @Test("keys, bodies, defaults, the request, a context value, Void and an actor's await")
    func parameterKinds() {
        expand(
            """
            @WebService("pets")
            actor PetService {
                @RequestMethod("PUT") @ResourcePath("?:id")
                func update(id: Int, note: String = "none", @RequestBody pet: Pet, request: ServiceRequest, @FromContext user: User) async throws {}
            }
            """,
            into: """
                actor PetService {

                    func update(id: Int, note: String = "none", @RequestBody pet: Pet, request: ServiceRequest, @FromContext user: User) async throws {}
                }

                extension PetService: KiloServer.WebService {
                    static var servicePath: String {
                        "pets"
                    }
                    static var serviceDocumentation: String? {
                        nil
                    }
                    static var operations: [KiloServer.ServiceOperation<PetService>] {
                        [
                            KiloServer.ServiceOperation<PetService>(
                                method: .put, path: "?:id", name: "update",
                                documentation: nil,
                                parameters: { () -> [KiloServer.OperationParameter] in
                                    var parameters: [KiloServer.OperationParameter] = []
                                    #sourceLocation(file: "test.swift", line: 3)
                                    parameters.append(
                                                       .pathKey("id", (Int).self))
                                    #sourceLocation()
                                    #sourceLocation(file: "test.swift", line: 3)
                                    parameters.append(
                                                                  .argument("note", (String).self, default: "none"))
                                    #sourceLocation()
                                    parameters.append(.body("pet", (Pet).self))
                                    parameters.append(.request("request"))
                                    parameters.append(.context("user", (User).self))
                                    return parameters
                                }(),
                                result: .none
                            ) { service, arguments in
                                #sourceLocation(file: "test.swift", line: 3)
                                let value0 = try arguments
                                                   .key("id", as: (Int).self)
                                #sourceLocation()
                                #sourceLocation(file: "test.swift", line: 3)
                                let value1 = try arguments
                                                              .decode("note", as: (String).self, default: "none")
                                #sourceLocation()
                                try await service.update(id: value0, note: value1, pet: arguments.body("pet", as: (Pet).self), request: arguments.request, user: arguments.context(as: (User).self))
                                return .noContent
                            }
                        ] + interfaceOperations
                    }
                }
                """)
    }

    @Test("problems are reported where they are")
    func diagnostics() {
        expand(
            """
            @WebService("things")
            struct Things {
                @RequestMethod("FETCH") func a() {}
                @RequestMethod("GET") @ResourcePath("x//y") func b() {}
                @RequestMethod("GET") @ResourcePath("?:id/?:id") func c(id: Int) {}
                @RequestMethod("GET") func d<T>(value: T) {}
                @RequestMethod("GET") static func e() {}
                @RequestMethod("POST") func f(@RequestBody a: Int, @RequestBody b: Int) {}
                @RequestMethod("GET") func g(values: Int...) {}
                @RequestMethod("GET") @ResourcePath("?:id") func h(id: Int = 1) {}
                @RequestMethod("GET") @ResourcePath("list") func i(page: Int) {}
                @RequestMethod("GET") @ResourcePath("list") func j(page: Int) {}
                @RequestMethod("GET") @ResourcePath("?:idd") func k(id: Int) {}
            }
            """,
            into: """
                struct Things {
                    func a() {}
                    func b() {}
                    func c(id: Int) {}
                    func d<T>(value: T) {}
                    static func e() {}
                    func f(@RequestBody a: Int, @RequestBody b: Int) {}
                    func g(values: Int...) {}
                    func h(id: Int = 1) {}
                    func i(page: Int) {}
                    func j(page: Int) {}
                    func k(id: Int) {}
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: #""FETCH" is not a supported HTTP method; use one of GET, POST, PUT, PATCH, DELETE."#, line: 3,
                    column: 5),
                DiagnosticSpec(message: #"Invalid resource path "x//y": it has an empty segment ("//")."#, line: 4, column: 27),
                DiagnosticSpec(
                    message: #"Invalid resource path "?:id/?:id": the key name "id" occurs twice."#, line: 5, column: 27),
                DiagnosticSpec(
                    message: "An endpoint cannot be generic: the request decides no type arguments for d.", line: 6, column: 33),
                DiagnosticSpec(message: "An endpoint must be an instance method; e is static.", line: 7, column: 39),
                DiagnosticSpec(message: "Only one parameter can be the @RequestBody.", line: 8, column: 56),
                DiagnosticSpec(
                    message:
                        "The parameter \"values\" cannot be variadic; declare it as an array ([Int]) to take repeated values.",
                    line: 9, column: 34),
                DiagnosticSpec(
                    message:
                        "The parameter \"id\" is filled from the path key \"?:id\", which is always present; remove its default value.",
                    line: 10, column: 56),
                DiagnosticSpec(
                    message: "Another GET endpoint at \"list\" takes the same arguments; requests could not tell them apart.",
                    line: 12, column: 54),
                DiagnosticSpec(
                    message: #"The path key "?:idd" names no parameter of k; name it after the parameter it fills."#, line: 13,
                    column: 55),
            ])
    }

    @Test("an @ArgumentName is the request's name, the label and internal name the call's; @Deprecated is carried")
    func namesAndDeprecation() {
        expand(
            """
            @WebService("people")
            struct People {
                @RequestMethod("GET") @ArgumentName("first_name", for: "first") @Deprecated("Use find.")
                func search(name first: String) -> Int { 0 }
            }
            """,
            into: """
                struct People {

                    func search(name first: String) -> Int { 0 }
                }

                extension People: KiloServer.WebService {
                    static var servicePath: String {
                        "people"
                    }
                    static var serviceDocumentation: String? {
                        nil
                    }
                    static var operations: [KiloServer.ServiceOperation<People>] {
                        [
                            KiloServer.ServiceOperation<People>(
                                method: .get, path: "", name: "search",
                                documentation: nil, deprecation: .init(message: "Use find."),
                                parameters: { () -> [KiloServer.OperationParameter] in
                                    var parameters: [KiloServer.OperationParameter] = []
                                    #sourceLocation(file: "test.swift", line: 3)
                                    parameters.append(
                                                               .argument("first_name", (String).self))
                                    #sourceLocation()
                                    return parameters
                                }(),
                                result: .of((Int).self)
                            ) { service, arguments in
                                #sourceLocation(file: "test.swift", line: 3)
                                let value0 = try arguments
                                                           .decode("first_name", as: (String).self)
                                #sourceLocation()
                                return try KiloServer.OperationResult(service.search(name: value0))
                            }
                        ] + interfaceOperations
                    }
                }
                """)
    }

    @Test("wire names are checked: literals, sendable, one per parameter, one per argument, only for arguments")
    func argumentNameProblems() {
        expand(
            """
            @WebService("p")
            struct P {
                @RequestMethod("GET") @ArgumentName("", for: "a") func a(a: Int) {}
                @RequestMethod("GET") @ArgumentName("x\\u{7}", for: "b") func b(b: Int) {}
                @RequestMethod("GET") @ArgumentName("x", for: "c") @ArgumentName("y", for: "c") func c(c: Int) {}
                @RequestMethod("GET") @ArgumentName("e", for: "d") func d(d: Int, e: Int) {}
                @RequestMethod("GET") @ArgumentName("f", for: "nope") func f(g: Int) {}
                @RequestMethod("GET") @ResourcePath("?:h") @ArgumentName("k", for: "h") func h(h: Int) {}
                @RequestMethod("GET") @ArgumentName(name, for: "i") @Deprecated(message) func i(i: Int) {}
                @RequestMethod("GET") @Deprecated @Deprecated func j() {}
                @ArgumentName("z", for: "k") func k(k: Int) {}
            }
            """,
            into: """
                struct P {
                    func a(a: Int) {}
                    func b(b: Int) {}
                    func c(c: Int) {}
                    func d(d: Int, e: Int) {}
                    func f(g: Int) {}
                    func h(h: Int) {}
                    func i(i: Int) {}
                    func j() {}
                    func k(k: Int) {}
                }
                """,
            diagnostics: [
                // The marker's own check runs first, as it expands before @WebService.
                DiagnosticSpec(
                    message: "@ArgumentName needs @RequestMethod on the same method to make it an endpoint.", line: 11, column: 5),
                DiagnosticSpec(message: "An argument's name cannot be empty.", line: 3, column: 27),
                DiagnosticSpec(
                    message:
                        #""x\u{7}" cannot name an argument: a multipart form cannot carry a control character or a double quote in a name."#,
                    line: 4, column: 27),
                DiagnosticSpec(message: #"The parameter "c" already has an @ArgumentName."#, line: 5, column: 56),
                DiagnosticSpec(message: #"Two arguments of d are read as "e"; give each its own name."#, line: 6, column: 27),
                DiagnosticSpec(message: #"f has no parameter named "nope"; its parameters are g."#, line: 7, column: 27),
                DiagnosticSpec(
                    message: #"@ArgumentName renames a query or form argument; "h" is a path key, named by the path's ?:name."#,
                    line: 8, column: 48),
                DiagnosticSpec(
                    message:
                        #"@ArgumentName takes two string literals, the name in requests and the parameter's: @ArgumentName("first_name", for: "firstName")."#,
                    line: 9, column: 27),
                DiagnosticSpec(
                    message: "@Deprecated takes no argument, or its message as a string literal.", line: 9, column: 57),
                DiagnosticSpec(message: "An endpoint is deprecated once.", line: 10, column: 39),
            ])
    }

    @Test("the service path must be a literal without keys")
    func servicePath() {
        expand(
            """
            @WebService("a/?")
            struct A {}
            """,
            into: """
                struct A {}
                """,
            diagnostics: [
                DiagnosticSpec(message: "A service path cannot contain keys; put them in @ResourcePath.", line: 1, column: 1)
            ])
    }

    @Test("a service writes a default in its parameter, not with @ArgumentDefault")
    func argumentDefaultOnService() {
        expand(
            """
            @WebService("s")
            struct S {
                @RequestMethod("GET") @ArgumentDefault(20, for: "limit") func list(limit: Int) -> Int { limit }
            }
            """,
            into: """
                struct S {
                    func list(limit: Int) -> Int { limit }
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "@ArgumentDefault declares the default of an interface requirement's argument; a service method writes it in the parameter (limit: Int = 20).",
                    line: 3, column: 27)
            ])
    }

    @Test("@ResourcePath without @RequestMethod, and markers off methods")
    func markers() {
        expand(
            """
            struct A {
                @ResourcePath("x") func a() {}
                @RequestMethod("GET") var b = 1
            }
            """,
            into: """
                struct A {
                    func a() {}
                    var b = 1
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "@ResourcePath needs @RequestMethod on the same method to make it an endpoint.", line: 2, column: 5),
                DiagnosticSpec(
                    message:
                        "@RequestMethod can only mark a method of a @WebService type or a requirement of a @WebServiceInterface protocol.",
                    line: 3, column: 5),
            ])
    }
}
