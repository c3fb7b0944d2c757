import SwiftSyntaxMacrosGenericTestSupport
import Testing

@Suite("@WebServiceInterface expansion")
struct WebServiceInterfaceMacroTests {
    @Test("a client that calls the proxy, and the endpoint table the server serves")
    func expansion() {
        expand(
            """
            /// Pets.
            @WebServiceInterface("pets")
            public protocol Pets: WebServiceInterface {
                /// One pet.
                @RequestMethod("GET") @ResourcePath("?:id")
                func pet(id: Int) async throws -> Pet?
                @RequestMethod("PUT") @ResourcePath("?:id") @BodyParameter("pet")
                func update(_ id: Int, with pet: Pet, note: String?) async throws
            }
            """,
            into: """
                /// Pets.
                public protocol Pets: WebServiceInterface {
                    /// One pet.

                    func pet(id: Int) async throws -> Pet?

                    func update(_ id: Int, with pet: Pet, note: String?) async throws
                }

                /// Calls the service of ``Pets`` on a server through a `WebServiceProxy`.
                public struct PetsClient: Pets {
                    /// The proxy that sends each call; its base URL is the server's root.
                    public let proxy: KiloClient.WebServiceProxy

                    /// A client that sends its calls through `proxy`.
                    public init(proxy: KiloClient.WebServiceProxy) {
                        self.proxy = proxy
                    }

                    public func pet(id: Int) async throws -> Pet? {
                        try await proxy.invoke(.get, path: "pets/{id}", keys: ["id": id])
                    }

                    public func update(_ id: Int, with pet: Pet, note: String?) async throws {
                        try await proxy.invoke(.put, path: "pets/{id}", keys: ["id": id], arguments: ["note": note], body: .json(pet))
                    }
                }

                extension Pets {
                    public static var interfacePath: String {
                        "pets"
                    }
                    public static var interfaceDocumentation: String? {
                        "Pets."
                    }
                    public static var endpoints: [KiloInterface.InterfaceEndpoint<Self>] {
                        [
                            KiloInterface.InterfaceEndpoint<Self>(
                                method: .get, path: "?:id", name: "pet",
                                documentation: "One pet.",
                                parameters: [KiloInterface.InterfaceParameter(name: "id", source: .pathKey, type: (Int).self)],
                                resultType: (Pet?).self
                            ) { service, arguments in
                                KiloInterface.InterfaceResult(try await service.pet(id: arguments.value(0)))
                            },
                            KiloInterface.InterfaceEndpoint<Self>(
                                method: .put, path: "?:id", name: "update",
                                documentation: nil,
                                parameters: [KiloInterface.InterfaceParameter(name: "id", source: .pathKey, type: (Int).self), KiloInterface.InterfaceParameter(name: "pet", source: .body, type: (Pet).self), KiloInterface.InterfaceParameter(name: "note", source: .argument, type: (String?).self)],
                                resultType: Void.self
                            ) { service, arguments in
                                KiloInterface.InterfaceResult(try await service.update(arguments.value(0), with: arguments.value(1), note: arguments.value(2)))
                            }
                        ]
                    }
                }
                """)
    }

    @Test("@ArgumentDefault: a method for each combination a caller leaves out, the default typed and made per request")
    func argumentDefaults() {
        expand(
            """
            @WebServiceInterface("books")
            protocol Books: WebServiceInterface {
                @RequestMethod("GET") @ArgumentDefault(20, for: "limit") @ArgumentDefault(Date(), for: "since")
                func list(_ prefix: String, limit: Int, since: Date) async throws -> [Book]
            }
            """,
            into: """
                protocol Books: WebServiceInterface {

                    func list(_ prefix: String, limit: Int, since: Date) async throws -> [Book]
                }

                /// Calls the service of ``Books`` on a server through a `WebServiceProxy`.
                struct BooksClient: Books {
                    /// The proxy that sends each call; its base URL is the server's root.
                    let proxy: KiloClient.WebServiceProxy

                    /// A client that sends its calls through `proxy`.
                    init(proxy: KiloClient.WebServiceProxy) {
                        self.proxy = proxy
                    }

                    func list(_ prefix: String, limit: Int, since: Date) async throws -> [Book] {
                        try await proxy.invoke(.get, path: "books", arguments: ["prefix": prefix, "limit": limit, "since": since])
                    }
                }

                extension Books {
                    static var interfacePath: String {
                        "books"
                    }
                    static var interfaceDocumentation: String? {
                        nil
                    }
                    static var endpoints: [KiloInterface.InterfaceEndpoint<Self>] {
                        [
                            KiloInterface.InterfaceEndpoint<Self>(
                                method: .get, path: "", name: "list",
                                documentation: nil,
                                parameters: [KiloInterface.InterfaceParameter(name: "prefix", source: .argument, type: (String).self), KiloInterface.InterfaceParameter(name: "limit", source: .argument, type: (Int).self, defaultValue: {
                                            (20) as (Int)
                                        }, defaultIsConstant: true), KiloInterface.InterfaceParameter(name: "since", source: .argument, type: (Date).self, defaultValue: {
                                            (Date()) as (Date)
                                        }, defaultIsConstant: false)],
                                resultType: ([Book]).self
                            ) { service, arguments in
                                KiloInterface.InterfaceResult(try await service.list(arguments.value(0), limit: arguments.value(1), since: arguments.value(2)))
                            }
                        ]
                    }
                    /// Calls `list(_:limit:since:)` with the default `limit`.
                    func list(_ prefix: String, since: Date) async throws -> [Book] {
                        try await list(prefix, limit: 20, since: since)
                    }
                    /// Calls `list(_:limit:since:)` with the default `since`.
                    func list(_ prefix: String, limit: Int) async throws -> [Book] {
                        try await list(prefix, limit: limit, since: Date())
                    }
                    /// Calls `list(_:limit:since:)` with the defaults of `limit` and `since`.
                    func list(_ prefix: String) async throws -> [Book] {
                        try await list(prefix, limit: 20, since: Date())
                    }
                }
                """)
    }

    @Test("@ArgumentDefault is checked: the form, a parameter that is an argument, once each, at most four")
    func argumentDefaultProblems() {
        expand(
            """
            @WebServiceInterface("things")
            protocol Things: WebServiceInterface {
                @RequestMethod("GET") @ArgumentDefault(1, for: "nope") func a(b: Int) async throws
                @RequestMethod("GET") @ResourcePath("?:id") @ArgumentDefault(1, for: "id") func c(id: Int) async throws
                @RequestMethod("GET") @ArgumentDefault(1, for: "d") @ArgumentDefault(2, for: "d") func d(d: Int) async throws
                @RequestMethod("GET") @ArgumentDefault(1) func e(e: Int) async throws
                @RequestMethod("GET") @ArgumentDefault(1, for: "a") @ArgumentDefault(1, for: "b") @ArgumentDefault(1, for: "c") @ArgumentDefault(1, for: "d") @ArgumentDefault(1, for: "e")
                func f(a: Int, b: Int, c: Int, d: Int, e: Int) async throws
            }
            """,
            into: """
                protocol Things: WebServiceInterface {
                    func a(b: Int) async throws
                    func c(id: Int) async throws
                    func d(d: Int) async throws
                    func e(e: Int) async throws

                    func f(a: Int, b: Int, c: Int, d: Int, e: Int) async throws
                }
                """,
            diagnostics: [
                DiagnosticSpec(message: #"a has no parameter named "nope" to take this default."#, line: 3, column: 27),
                DiagnosticSpec(
                    message:
                        #"@ArgumentDefault gives a query or form argument its default; "id" is a path key, named by the path's ?:name."#,
                    line: 4, column: 49),
                DiagnosticSpec(message: #"The parameter "d" already has an @ArgumentDefault."#, line: 5, column: 57),
                DiagnosticSpec(
                    message:
                        #"@ArgumentDefault takes the value and the parameter's name as a string literal: @ArgumentDefault(20, for: "limit")."#,
                    line: 6, column: 27),
                DiagnosticSpec(
                    message:
                        "f has 5 arguments with defaults; an interface method can have 4 (each combination a caller may leave out is a method of its own). Take the rest in a @BodyParameter struct.",
                    line: 7, column: 27),
            ])
    }

    @Test("what a client could not call is reported where it is")
    func diagnostics() {
        expand(
            """
            @WebServiceInterface("things")
            protocol Things: WebServiceInterface {
                @RequestMethod("GET") func a() -> Int
                @RequestMethod("GET") @ResourcePath("x/?") func b() async throws
                @RequestMethod("GET") @ResourcePath("?:idd") func c(id: Int) async throws
                @RequestMethod("POST") @BodyParameter("thing") func d(item: Int) async throws
                @RequestMethod("GET") func e(request: ServiceRequest) async throws
                func f() async throws
                @RequestMethod("GET") func g(@FromContext user: User) async throws
            }
            """,
            into: """
                protocol Things: WebServiceInterface {
                    func a() -> Int
                    func b() async throws
                    func c(id: Int) async throws
                    func d(item: Int) async throws
                    func e(request: ServiceRequest) async throws
                    func f() async throws
                    func g(@FromContext user: User) async throws
                }
                """,
            diagnostics: [
                DiagnosticSpec(
                    message:
                        "An interface method must be async throws: a client calls it over the network. Declare a(…) async throws.",
                    line: 3, column: 32),
                DiagnosticSpec(
                    message: #"A client cannot fill an unnamed path key; name it after its parameter ("?:name")."#, line: 4,
                    column: 53),
                DiagnosticSpec(
                    message: #"The path key "?:idd" names no parameter of c; name it after the parameter it fills."#, line: 5,
                    column: 55),
                DiagnosticSpec(message: #"d has no parameter named "thing" to be its body."#, line: 6, column: 57),
                DiagnosticSpec(
                    message:
                        "An interface cannot take ServiceRequest: a client has no server request to pass. Declare the arguments it needs.",
                    line: 7, column: 34),
                DiagnosticSpec(
                    message:
                        "f is not an endpoint: mark it @RequestMethod, or declare it in another protocol (the client implements every requirement).",
                    line: 8, column: 10),
                DiagnosticSpec(
                    message:
                        "An interface cannot take a @FromContext value: a client sends only arguments. Leave it to the server's method.",
                    line: 9, column: 34),
            ])
    }

    @Test("an interface is a protocol that refines WebServiceInterface")
    func protocolOnly() {
        expand(
            """
            @WebServiceInterface("a")
            struct A {}
            @WebServiceInterface("b")
            protocol B {}
            """,
            into: """
                struct A {}
                protocol B {}
                """,
            diagnostics: [
                DiagnosticSpec(
                    message: "@WebServiceInterface applies to a protocol; use @WebService on a type.", line: 1, column: 1),
                DiagnosticSpec(
                    message:
                        "B must refine WebServiceInterface, which the server and the client look for: declare `protocol B: WebServiceInterface`.",
                    line: 4, column: 10),
            ])
    }
}
