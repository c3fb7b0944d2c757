public import Hummingbird
public import NIOCore

/// The request context ``WebServer`` serves with: Hummingbird's basics plus the address of the connection's peer,
/// from which ``ServiceRequest/clientAddress`` is found.
public struct WebServerRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    /// The address of the connection's other end: the client, or a proxy in front of the server.
    public let remoteAddress: SocketAddress?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }
}
