import Foundation
import Hummingbird
import HummingbirdAuth
import KiloServer
import KiloServerTesting
import Logging
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

        var logger = Logger(label: "test")
        logger.logLevel = .critical
        try await Application(router: router, logger: logger).test(.router) { testClient in
            let client = ServiceTestClient(testClient)
            let signedIn: HTTPFields = [.authorization: "Bearer ada-token"]

            let greeting = try await client.execute(.get, "/me", headers: signedIn)
            #expect(greeting.status == .ok && greeting.text == #""Hello, Ada!""#)
            let nicknamed = try await client.execute(.get, "/me/as?nickname=Countess", headers: signedIn)
            #expect(nicknamed.text == #""Hello, Countess (Ada)!""#)

            let anonymous = try await client.execute(.get, "/me")
            #expect(anonymous.status == .unauthorized)
            #expect(anonymous.text == "Sign in first: send Authorization: Bearer <token>.")
            let wrongToken = try await client.execute(.get, "/me", headers: [.authorization: "Bearer guess"])
            #expect(wrongToken.status == .unauthorized)
            // A request cannot pass the user as an argument: it is no argument at all.
            let forged = try await client.execute(.get, "/me?user=Ada")
            #expect(forged.status == .badRequest)

            // Descriptions do not show it.
            let api = try await client.execute(.get, "/me?api", headers: [.accept: "application/json"])
            #expect(!api.text.contains("SignedInUser") && !api.text.contains(#""user""#), "\(api.text)")
        }
    }
}
