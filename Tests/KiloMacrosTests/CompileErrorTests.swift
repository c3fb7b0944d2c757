import TestSupport
import Testing

/// Type-checks snippets against the built `KiloServer` module with the real compiler and macro plugin, to show that a
/// service the framework cannot serve fails to compile with a message that says why.
@Suite("Compile-time checking with the real compiler")
struct CompileErrorTests {
    static var ready: Bool { Compiler.isReady(module: "KiloServer", plugins: ["KiloMacros"]) }

    static func errors(compiling source: String) async throws -> [String] {
        try await Compiler.errors(compiling: source, plugins: ["KiloMacros"])
    }

    @Test("a well-formed service compiles", .enabled(if: ready, "skipped: build the package first (swift build --build-tests)"))
    func compiles() async throws {
        let errors = try await Self.errors(
            compiling: """
                import Foundation
                import KiloServer
                enum Unit: String, TextArgument, CaseIterable { case c, f }
                struct Reading: Codable, Sendable { var value: Double }
                @WebService("sensors") struct Sensors {
                    @RequestMethod("GET") @ResourcePath("?:id") func read(id: Int, unit: Unit = .c, at: Date?) -> Reading? { nil }
                    @RequestMethod("POST") func add(@RequestBody reading: Reading, request: ServiceRequest) async throws -> Reading { reading }
                    @RequestMethod("DELETE") @ResourcePath("?:id") func remove(id: Int) {}
                }
                """)
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test(
        "an unsupported parameter type is an error at the parameter, in the user's file, that says how to take it",
        .enabled(if: ready, "skipped: build the package first"))
    func unsupportedParameter() async throws {
        // Lines 4, 5 and 7 hold the parameters.
        let errors = try await Self.errors(
            compiling: """
                import KiloServer
                struct Point {}
                @WebService("p") struct S {
                    @RequestMethod("GET") func f(p: Point) -> Int { 0 }
                    @RequestMethod("GET") @ResourcePath("?:key") func g(key: Point) -> Int { 0 }
                    @RequestMethod("POST") func h(
                        q: Point = Point()) -> Int { 0 }
                }
                """)
        // Every error is on its parameter's line of the user's file (the column is the call's, in that line).
        #expect(!errors.isEmpty && errors.allSatisfy { !$0.hasPrefix("macro expansion") }, "\(errors)")
        let argument =
            "is unavailable: A parameter read from the query or a form must be ArgumentDecodable: conform its type to ArgumentDecodable (TextArgument for one made from a string), or take the JSON body with @RequestBody."
        let key = "is unavailable: A path key must be ArgumentDecodable"
        func onLine(_ line: Int) -> [String] { errors.filter { $0.contains(".swift:\(line):") } }
        #expect(onLine(4).contains { $0.contains("'decode(_:as:)' \(argument)") }, "\(errors)")
        #expect(onLine(5).contains { $0.contains("'key(_:as:)' \(key)") }, "\(errors)")
        #expect(onLine(7).contains { $0.contains("'decode(_:as:default:)' \(argument)") }, "\(errors)")
        #expect(errors.count == onLine(4).count + onLine(5).count + onLine(7).count, "\(errors)")
    }

    @Test("an unsupported result type says what a result may be", .enabled(if: ready, "skipped: build the package first"))
    func unsupportedResult() async throws {
        let errors = try await Self.errors(
            compiling: """
                import KiloServer
                struct Point {}
                @WebService("p") struct S {
                    @RequestMethod("GET") func f() -> Point { Point() }
                }
                """)
        #expect(
            errors.contains {
                $0.contains(
                    "must return Void, an Encodable value, a Sequence or AsyncSequence of Encodable elements, or ServiceResponse")
            }, "\(errors)")
    }

    @Test("a non-Decodable body and a non-Sendable service are rejected", .enabled(if: ready, "skipped: build the package first"))
    func bodyAndSendable() async throws {
        let errors = try await Self.errors(
            compiling: """
                import KiloServer
                struct Point {}
                @WebService("p") struct S {
                    @RequestMethod("POST") func f(@RequestBody p: Point) {}
                }
                @WebService("q") final class Q {
                    var count = 0
                    @RequestMethod("GET") func g() -> Int { count }
                }
                """)
        #expect(errors.contains { $0.contains("'Point' conform to 'Decodable'") }, "\(errors)")
        #expect(errors.contains { $0.contains("Sendable") }, "\(errors)")
    }

    @Test(
        "an interface's result and body must be Codable: the generated client says so",
        .enabled(if: ready, "skipped: build the package first"))
    func interfaceTypes() async throws {
        let errors = try await Self.errors(
            compiling: """
                import KiloInterface
                struct Point: Sendable {}
                @WebServiceInterface("p") protocol P: WebServiceInterface {
                    @RequestMethod("GET") func f() async throws -> Point
                    @RequestMethod("POST") @BodyParameter("p") func g(p: Point) async throws
                }
                """)
        #expect(errors.contains { $0.contains("requires that 'Point' conform to 'Decodable'") }, "\(errors)")
        #expect(errors.contains { $0.contains("requires that 'Point' conform to 'Encodable'") }, "\(errors)")
    }

    @Test(
        "an @ArgumentDefault of another type than its parameter's is an error at the interface",
        .enabled(if: ready, "skipped: build the package first"))
    func argumentDefaultType() async throws {
        let errors = try await Self.errors(
            compiling: """
                import KiloInterface
                @WebServiceInterface("p") protocol P: WebServiceInterface {
                    @RequestMethod("GET") @ArgumentDefault("twenty", for: "limit") func f(limit: Int) async throws -> Int
                }
                """)
        #expect(errors.contains { $0.contains("'String'") && $0.contains("'Int'") }, "\(errors)")
    }

    @Test(
        "a @Deprecated interface endpoint's client method warns its callers with the message; a renamed one does not",
        .enabled(if: ready, "skipped: build the package first"))
    func deprecatedClientMethod() async throws {
        let warnings = try await Compiler.warnings(
            compiling: """
                import KiloInterface
                @WebServiceInterface("p") protocol P: WebServiceInterface {
                    @RequestMethod("GET") @Deprecated("Use g.") func f() async throws -> Int
                    @RequestMethod("GET") @ResourcePath("g") @ArgumentName("the_value", for: "value") func g(value: Int) async throws -> Int
                }
                func call(_ client: PClient) async throws {
                    _ = try await client.f()
                    _ = try await client.g(value: 1)
                }
                """, plugins: ["KiloMacros"])
        #expect(warnings.count == 1 && warnings[0].contains("'f()' is deprecated: Use g."), "\(warnings)")
        #expect(warnings.first?.contains(":7:") == true, "at the call: \(warnings)")
    }

    @Test(
        "an unnamed key no parameter can read is a warning that suggests a name",
        .enabled(if: ready, "skipped: build the package first"))
    func unreadUnnamedKey() async throws {
        let warnings = try await Compiler.warnings(
            compiling: """
                import KiloServer
                @WebService("todos") struct Todos {
                    @RequestMethod("GET") @ResourcePath("?") func get(id: Int) -> Int { id }
                    @RequestMethod("GET") @ResourcePath("?/notes") func notes(request: ServiceRequest) -> String { "" }
                }
                """, plugins: ["KiloMacros"])
        #expect(
            warnings.count == 1
                && warnings[0].contains(
                    #"warning: The path's unnamed key "?" fills no parameter of get: name it after the parameter it fills ("?:id"), or take a ServiceRequest to read it from request.keys."#
                ), "\(warnings)")
        #expect(warnings.first?.contains(":3:") == true, "at the method's @ResourcePath: \(warnings)")
    }

    @Test(
        "the README's client example compiles as written, with `import KiloClient` alone (on Linux too)",
        .enabled(if: ready, "skipped: build the package first"))
    func readmeClient() async throws {
        let errors = try await Self.errors(
            compiling: """
                import KiloClient

                func example() async throws {
                    let proxy = WebServiceProxy(session: URLSession.shared, baseURL: URL(string: "http://localhost:8080")!)
                    let greeting: String = try await proxy.invoke(.get, path: "/hello")
                    let sum: Double = try await proxy.invoke(.get, path: "/math/sum", arguments: ["a": 2, "b": 4])
                    print(greeting, sum)
                }
                """)
        #expect(errors.isEmpty, "\(errors)")
    }
}
