import Foundation
import Hummingbird
import HummingbirdAuth
import KiloServer
import Logging
import ServerTestSupport
import ServiceLifecycle
import Testing

/// The signed-in user, as hummingbird-auth's authenticator leaves it on the request context.
struct SignedInUser: RequestContextValue {
    var name: String

    static func value(for request: ServiceRequest) throws -> SignedInUser {
        guard let user = request.context(as: BasicAuthRequestContext<SignedInUser>.self)?.identity else {
            throw ServiceError(.unauthorized, "Sign in first: send Authorization: Bearer <token>.")
        }
        return user
    }
}

/// A service whose methods take the user middleware found, as the README shows.
@WebService("me")
struct ProfileService {
    /// Greets the signed-in user.
    @RequestMethod("GET") func greeting(@FromContext user: SignedInUser) -> String { "Hello, \(user.name)!" }

    /// Greets the signed-in user by another name, which is an argument as usual.
    @RequestMethod("GET") @ResourcePath("as")
    func greeting(@FromContext user: SignedInUser, nickname: String) -> String { "Hello, \(nickname) (\(user.name))!" }
}

@Suite("What middleware found, as a method's parameter")
struct RequestContextTests {
    @Test("hummingbird-auth's identity reaches @FromContext parameters; without it the method is not called (401)")
    func authenticatedUser() async throws {
        var mounts = ServiceMounts()
        try mounts.mount(ProfileService())
        let services = ServiceResponder<BasicAuthRequestContext<SignedInUser>>(mounts: mounts)
        let router = Router(context: BasicAuthRequestContext<SignedInUser>.self)
        router.add(
            middleware: ClosureAuthenticator { request, _ in
                request.headers.bearer?.token == "ada-token" ? SignedInUser(name: "Ada") : nil
            })
        router.on("**", method: .get) { request, context in try await services.respond(to: request, context: context) }

        let (ports, port) = AsyncStream<Int>.makeStream()
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        let app = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in port.yield(channel.localAddress?.port ?? 0) }, logger: logger)
        let group = ServiceGroup(configuration: .init(services: [app], logger: logger))
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask { try await group.run() }
            var iterator = ports.makeAsyncIterator()
            let port = try #require(await iterator.next())
            let signedIn = [("Authorization", "Bearer ada-token")]

            let greeting = try await RawHTTPClient.get(port: port, "/me", headers: signedIn)
            #expect(greeting.status == 200 && greeting.text == #""Hello, Ada!""#)
            let nicknamed = try await RawHTTPClient.get(port: port, "/me/as?nickname=Countess", headers: signedIn)
            #expect(nicknamed.text == #""Hello, Countess (Ada)!""#)

            let anonymous = try await RawHTTPClient.get(port: port, "/me")
            #expect(anonymous.status == 401)
            #expect(anonymous.text == "Sign in first: send Authorization: Bearer <token>.")
            let wrongToken = try await RawHTTPClient.get(port: port, "/me", headers: [("Authorization", "Bearer guess")])
            #expect(wrongToken.status == 401)
            // A request cannot pass the user as an argument: it is no argument at all.
            let forged = try await RawHTTPClient.get(port: port, "/me?user=Ada")
            #expect(forged.status == 400)

            // Descriptions do not show it.
            let api = try await RawHTTPClient.get(port: port, "/me?api", headers: [("Accept", "application/json")])
            #expect(!api.text.contains("SignedInUser") && !api.text.contains(#""user""#), "\(api.text)")

            await group.triggerGracefulShutdown()
            try await tasks.waitForAll()
        }
    }
}
