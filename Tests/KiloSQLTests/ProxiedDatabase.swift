import Foundation
import KiloSQL
import ServerTestSupport
import Testing

#if PostgreSQL
/// A database of the test's own on the server `HTTPRPC_POSTGRES_URL` names, with a ``TCPProxy`` in front of it that
/// the test can cut, freeze and restore; dropped afterwards, forcibly (connections through a cut proxy may linger).
/// `body` gets the database's URL and the proxy's (connections through it see what the proxy does).
func withProxiedPostgresDatabase<T>(
    _ body: (_ direct: String, _ viaProxy: String, _ proxy: TCPProxy) async throws -> T
) async throws -> T {
    let url = try #require(postgresURL, "HTTPRPC_POSTGRES_URL is not set")
    var configuration = PostgreSQLDatabase.Configuration()
    configuration.connectTimeout = .seconds(60)
    let admin = try PostgreSQLDatabase(url: url, configuration: configuration)
    let name = "kilo_proxied_\(UUID().uuidString.prefix(8).lowercased())"
    try await admin.execute(SQLQuery("CREATE DATABASE \(name)"))
    let target = try #require(URLComponents(string: Backend.replacingDatabase(in: url, with: name)))
    let proxy = TCPProxy(targetHost: target.host ?? "127.0.0.1", targetPort: target.port ?? 5432)
    var viaProxy = target
    do {
        viaProxy.port = try await proxy.start()
        let result = try await body(try #require(target.string), try #require(viaProxy.string), proxy)
        await proxy.stop()
        try await admin.execute(SQLQuery("DROP DATABASE \(name) WITH (FORCE)"))
        await admin.close()
        return result
    } catch {
        await proxy.stop()
        _ = try? await admin.execute(SQLQuery("DROP DATABASE \(name) WITH (FORCE)"))
        await admin.close()
        throw error
    }
}
#endif
