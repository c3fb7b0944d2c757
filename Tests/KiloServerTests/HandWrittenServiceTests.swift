import KiloServer
import ServerTestSupport
import Testing

/// A service written against the runtime API directly, without `@WebService`: the API the macro targets.
struct GreetingService: WebService {
    static let servicePath = "greetings"
    static var operations: [ServiceOperation<GreetingService>] {
        [
            ServiceOperation(
                method: .get, path: "?:name", name: "greet", documentation: "Greets someone.",
                parameters: [.pathKey("name", String.self), .argument("times", Int.self, hasDefault: true)],
                result: .of(String.self)
            ) { service, arguments in
                try OperationResult(
                    service.greet(name: arguments.key("name", as: String.self), times: arguments.decode("times", default: 1)))
            },
            ServiceOperation(
                method: .delete, path: "?:name", name: "forget", parameters: [.pathKey("name", String.self)], result: .none
            ) {
                _, _ in .noContent
            },
        ]
    }

    func greet(name: String, times: Int) -> String {
        Array(repeating: "Hello, \(name)!", count: max(times, 0)).joined(separator: " ")
    }
}

@Suite("Hand-written services")
struct HandWrittenServiceTests {
    @Test("a service written with ServiceOperation directly is served like a generated one")
    func handWritten() async throws {
        try await withTestServer(mount: { try $0.mount(GreetingService()) }) { port in
            try await expectGET(port, "/greetings/Ann", "\"Hello, Ann!\"")
            try await expectGET(port, "/greetings/Bo?times=2", "\"Hello, Bo! Hello, Bo!\"")
            let deleted = try await RawHTTPClient.request(port: port, "DELETE", "/greetings/Ann")
            #expect(deleted.status == 204)
            let description = try await RawHTTPClient.get(port: port, "/greetings?api", headers: [("Accept", "application/json")])
            #expect(description.text.contains(#""description":"Greets someone.""#))
        }
    }

    @Test("mounting reports bad paths, keys without a parameter and double mounts")
    func mountErrors() throws {
        struct BadPath: WebService {
            static let servicePath = "bad"
            static var operations: [ServiceOperation<BadPath>] {
                [ServiceOperation(method: .get, path: "a//b", name: "f", parameters: [], result: .none) { _, _ in .noContent }]
            }
        }
        struct MissingKey: WebService {
            static let servicePath = "missing"
            static var operations: [ServiceOperation<MissingKey>] {
                [
                    ServiceOperation(
                        method: .get, path: "?:id", name: "f", parameters: [.pathKey("other", Int.self)], result: .none
                    ) { _, _ in .noContent }
                ]
            }
        }
        var mounts = ServiceMounts()
        #expect(throws: MountError.self) { try mounts.mount(BadPath()) }
        #expect(throws: MountError.self) { try mounts.mount(MissingKey()) }
        #expect(throws: MountError.self) { try mounts.mount(GreetingService(), at: "x/?") }
        try mounts.mount(GreetingService())
        do {
            try mounts.mount(GreetingService())
            Issue.record("a second mount at the same path was accepted")
        } catch {
            #expect(error.description == #"Cannot mount GreetingService: another service is already mounted at "/greetings"."#)
        }
    }
}
