import HTTPTypes
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1
import Synchronization

/// One HTTP/1.1 connection: NIO's parser and Hummingbird's request and response types, served by a request loop of
/// our own so that every request gets a proper answer:
///
/// - a request that is not valid HTTP (a malformed head or chunk, raw non-ASCII bytes in the target) or that breaks
///   a rule ``RequestHeadCheck`` enforces (applied by ``ConnectionGuard``) is answered with its status and a plain-text message, logged, and the
///   connection closed;
/// - `Expect: 100-continue` is answered with `100 Continue` when the service starts reading the body, so a request
///   refused before that (404, 405, 413, 415) is refused without the body ever being sent;
/// - a body the service did not read is skipped only while it is small (``skippedBodyLimit``); a larger one (after
///   a 413, say) closes the connection instead of being read to its end. Before closing, what the client still
///   sends is read for a moment (``lingerLimit``, ``lingerTime``), so that the answer reaches it rather than a reset;
///   a connection past ``WebServer/Configuration/maxConnections`` is answered 503 and lingers less
///   (``refusalLingerTime``).
struct HTTP1Connection: ServerChildChannel {
    /// The connection settings of ``WebServer/Configuration``.
    struct Configuration: Sendable {
        var decoderLimits: NIOHTTPDecoderLimitConfiguration
        var idleTimeout: Duration?
        var writeTimeout: Duration?
        var headTimeout: Duration?
        var bodyTimeout: Duration?
        var minimumBodyRate: Int
        var requestLogLevel: Logger.Level
    }

    /// The most bytes of an unread body skipped to keep the connection for the next request.
    static let skippedBodyLimit = 64 * 1024
    /// The most bytes read and dropped after the server has finished with a connection, before it is closed.
    static let lingerLimit = 1024 * 1024
    /// How long the client has to close a connection the server has finished with.
    static let lingerTime = TimeAmount.seconds(2)
    /// The same for a connection refused at the limit: shorter, since a server at its limit needs the descriptor back,
    /// but long enough to read the request a client sends as it connects, which, unread at the close, would reset
    /// the connection and lose the 503.
    static let refusalLingerTime = TimeAmount.milliseconds(250)
    static let refusalLingerLimit = 64 * 1024

    let responder: HTTPChannelHandler.Responder
    let configuration: Configuration
    let connections: ConnectionLimit
    /// Where the requests begun are counted (``QuietMemoryRelease``), if anywhere.
    let activity: RequestActivity?

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<AcceptedConnection> {
        let entry = connections.admit(channel)
        return channel.eventLoop.makeCompletedFuture {
            let pipeline = channel.pipeline.syncOperations
            try pipeline.configureHTTPServerPipeline(
                withPipeliningAssistance: false, withErrorHandling: false, withOutboundHeaderValidation: false,
                withEncoderConfiguration: .init(), withDecoderLimitConfiguration: configuration.decoderLimits)
            // Before the parser, which sees a head only once it is whole: the head's clock starts at its first byte.
            let headClock = configuration.headTimeout.map { HeadClock(timeout: TimeAmount($0)) }
            if let headClock { try pipeline.addHandler(headClock, position: .first) }
            try pipeline.addHandler(
                ConnectionGuard(
                    idleTimeout: configuration.idleTimeout.map(TimeAmount.init),
                    writeTimeout: configuration.writeTimeout.map(TimeAmount.init),
                    bodyTimeout: configuration.bodyTimeout.map(TimeAmount.init),
                    minimumBodyRate: configuration.minimumBodyRate, headClock: headClock, entry: entry,
                    activity: activity))
            try pipeline.addHandler(HTTP1ToHTTPServerCodec(secure: false))
            // Its own idle timeout is off: ConnectionGuard's costs no timer per request. It still ends an idle
            // connection on graceful shutdown.
            try pipeline.addHandler(HTTPConnectionStateHandler(idleTimeout: nil, logger: logger))
            return AcceptedConnection(
                try NIOAsyncChannel(
                    wrappingChannelSynchronously: channel, configuration: .init(isOutboundHalfClosureEnabled: true)),
                isAdmitted: entry != nil)
        }
    }

    func handle(value: AcceptedConnection, logger: Logger) async {
        value.isServed.store(true, ordering: .releasing)
        let connection = value.connection
        let channel = connection.channel
        do {
            try await withTaskCancellationHandler {
                try await connection.executeThenClose { inbound, outbound in
                    let parts = RequestParts(inbound.makeAsyncIterator(), outbound: outbound)
                    if value.isAdmitted {
                        try await serve(parts, outbound: outbound, channel: channel, logger: logger)
                    } else {
                        try await refuse(outbound: outbound, channel: channel, logger: logger)
                    }
                    outbound.finish()
                    let (time, limit) =
                        value.isAdmitted
                        ? (Self.lingerTime, Self.lingerLimit) : (Self.refusalLingerTime, Self.refusalLingerLimit)
                    let closing = channel.eventLoop.scheduleTask(in: time) { channel.close(promise: nil) }
                    await parts.drain(upTo: limit)
                    closing.cancel()
                }
            } onCancel: {
                channel.close(mode: .input, promise: nil)
            }
        } catch {
            logger.trace("The connection ended: \(error)")
        }
    }

    /// Serves requests until the connection is to close: the client asked for it, a request was rejected, or the
    /// rest of a body is too large to skip.
    private func serve(
        _ parts: RequestParts, outbound: NIOAsyncChannelOutboundWriter<HTTPResponsePart>, channel: any Channel,
        logger: Logger
    ) async throws {
        while true {
            let head: HTTPRequest
            do {
                guard let next = try await parts.nextHead() else { return }
                head = next
            } catch {
                guard let rejection = RequestRejection.of(error) else { throw error }
                logger.log(
                    level: configuration.requestLogLevel,
                    "Rejected a request from \(channel.remoteAddress?.description ?? "a client"): \(rejection.status.code) \(UntrustedText.escaped(rejection.message))"
                )
                try await outbound.write(contentsOf: Self.parts(answering: rejection))
                return
            }
            try await responder(
                Request(head: head, body: HummingbirdCore.RequestBody(asyncSequence: parts.body)),
                ResponseWriter(outbound: outbound), channel)
            guard head.headerFields[.connection] != "close", try await parts.skipRestOfBody(upTo: Self.skippedBodyLimit)
            else { return }
        }
    }

    /// Answers a connection past the limit with 503, before it has sent anything.
    private func refuse(
        outbound: NIOAsyncChannelOutboundWriter<HTTPResponsePart>, channel: any Channel, logger: Logger
    ) async throws {
        logger.log(
            level: configuration.requestLogLevel,
            "Refused a connection from \(channel.remoteAddress?.description ?? "a client"): \(connections.maximum) are open")
        try await outbound.write(contentsOf: Self.parts(answering: connections.refusal))
    }

    static func parts(answering rejection: RequestRejection) -> [HTTPResponsePart] {
        let message = ByteBuffer(string: rejection.message)
        var head = HTTPResponse(
            status: rejection.status,
            headerFields: [
                .contentType: "text/plain; charset=utf-8", .contentLength: String(message.readableBytes), .connection: "close",
                .xContentTypeOptions: "nosniff",
            ])
        if let seconds = rejection.retryAfterSeconds { head.headerFields[.retryAfter] = String(seconds) }
        return [.head(head), .body(message), .end(nil)]
    }
}

/// An accepted connection on its way to the accept loop; closes it if it is dropped before being served.
///
/// NIO sets a connection up as soon as it is accepted and then hands it to the server's accept loop. A connection
/// whose setup finishes after the listener has closed (a shutdown, while clients keep connecting) never reaches the
/// loop (swift-nio#2637): NIO then traps ("Deinited NIOAsyncWriter without calling finish()") and takes the whole
/// process down, or the client waits for an answer that never comes.
final class AcceptedConnection: ServerChildChannelValue {
    let connection: NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>
    /// Whether it is within the connection limit; if not, it is answered 503 and closed.
    let isAdmitted: Bool
    let isServed = Atomic(false)

    var channel: any Channel { connection.channel }

    init(_ connection: NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>, isAdmitted: Bool) {
        self.connection = connection
        self.isAdmitted = isAdmitted
    }

    deinit {
        guard !isServed.load(ordering: .acquiring) else { return }
        // `executeThenClose` finishes the writer NIO checks for, then closes the socket, so the client sees the
        // connection end.
        Task { [connection] in try? await connection.executeThenClose { _, _ in } }
    }
}
