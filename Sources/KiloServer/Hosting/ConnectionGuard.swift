import NIOCore
import NIOHTTP1

/// What the server enforces on an HTTP/1.1 connection below the request loop, in one handler so that each read and
/// write passes one stage rather than three:
///
/// - **Request heads.** A head that breaks a rule of ``RequestHeadCheck`` ends the inbound stream with a
///   ``RequestRejection``, which the connection answers after the requests before it, then closes. A head that does
///   not keep the connection alive (`Connection: Close` in any case, or HTTP/1.0 without keep-alive) is given
///   `Connection: close`, which spells the connection's fate for the handlers after it.
/// - **Idle connections.** A connection with no request in progress is closed once it has been idle for the idle
///   timeout: after its last response, or from the start. A client that sends a head slowly, byte by byte, is idle
///   too (no head has arrived). A request in progress is never idle, however long its service takes.
/// - **Slow heads.** A request's head must be whole within the head timeout of its first byte (``HeadClock``, which
///   sits before the parser and hears from this handler when a head came and when the next may start).
/// - **Slow bodies.** A request's body must arrive within the body timeout plus what it has sent at the minimum body
///   rate (a 10 MB upload at 8 KB/s has about 21 minutes; a body dripped a byte every few seconds, the timeout): past
///   that, the connection is closed. Without it, a request whose body never ends is in progress forever, and idle
///   never.
/// - **Stalled writes.** A connection whose socket stays unwritable (its send buffer full: the client has stopped
///   reading) for the write timeout is closed. A response streamed to such a client (300,000 rows) would otherwise
///   hold what produces it, a database connection among them, for as long as the client likes; closing fails the
///   response's next write, which ends the stream and gives back what it held.
///
/// The idle timer is armed once per timeout, not once per request: each response only notes the time it ended, and
/// a timer that fires early is set again for the rest. (Scheduling and cancelling a timer per request, as
/// Hummingbird's idle handler does, cost allocations and the event loop's timer heap on every request.)
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private let idleTimeout: TimeAmount?
    private let writeTimeout: TimeAmount?
    private let bodyTimeout: TimeAmount?
    private let minimumBodyRate: Int
    /// While a request's body is arriving: when its head came and how many body bytes followed.
    private var bodyStart: NIODeadline?
    private var bodyBytes = 0
    private var bodyTimer: Scheduled<Void>?
    /// Set once a head is refused: what follows on the connection is discarded.
    private var hasRejected = false
    /// The requests that have arrived whose responses have not ended: more than one when a client pipelines.
    private var requestsInProgress = 0
    /// When the connection last became idle.
    private var idleSince = NIODeadline.now()
    private var idleTimer: Scheduled<Void>?
    private var writeTimer: Scheduled<Void>?

    /// The clock of the head being read, told when it is whole and when the next may begin.
    private let headClock: HeadClock?
    /// The connection as the connection limit counts it, told whether it is idle (the limit closes the longest-idle
    /// connection of the network holding the most when it must make room).
    private let entry: ConnectionEntry?
    /// Where the requests begun are counted, for giving memory back once they have gone quiet.
    private let activity: RequestActivity?

    init(
        idleTimeout: TimeAmount?, writeTimeout: TimeAmount?, bodyTimeout: TimeAmount? = nil, minimumBodyRate: Int = 8192,
        headClock: HeadClock? = nil, entry: ConnectionEntry? = nil, activity: RequestActivity? = nil
    ) {
        self.activity = activity
        self.idleTimeout = idleTimeout
        self.writeTimeout = writeTimeout
        self.bodyTimeout = bodyTimeout
        self.minimumBodyRate = max(1, minimumBodyRate)
        self.headClock = headClock
        self.entry = entry
    }

    // MARK: Inbound

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { armIdleTimer(context: context, at: NIODeadline.now()) }
    }

    func channelActive(context: ChannelHandlerContext) {
        armIdleTimer(context: context, at: NIODeadline.now())
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        idleTimer?.cancel()
        idleTimer = nil
        writeTimer?.cancel()
        writeTimer = nil
        bodyTimer?.cancel()
        bodyTimer = nil
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !hasRejected else { return }
        let part = unwrapInboundIn(data)
        guard case .head(var head) = part else {
            switch part {
            case .body(let bytes): bodyBytes += bytes.readableBytes
            case .end:
                endBody()
                headClock?.awaitHead()
            case .head: break
            }
            context.fireChannelRead(data)
            return
        }
        if let rejection = RequestHeadCheck.check(head) {
            hasRejected = true
            context.fireErrorCaught(rejection)
            return
        }
        headClock?.headArrived()
        activity?.noteRequest()
        requestsInProgress += 1
        if requestsInProgress == 1 { entry?.setBusy() }
        if bodyTimeout != nil { startBody(context: context) }
        if !head.isKeepAlive { head.headers.replaceOrAdd(name: "connection", value: "close") }
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable {
            writeTimer?.cancel()
            writeTimer = nil
        } else if writeTimer == nil, let writeTimeout {
            let channel = context.channel
            writeTimer = context.eventLoop.scheduleTask(in: writeTimeout) { channel.close(promise: nil) }
        }
        context.fireChannelWritabilityChanged()
    }

    // MARK: Outbound

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data), requestsInProgress > 0 {
            requestsInProgress -= 1
            if requestsInProgress == 0, idleTimeout != nil || entry != nil {
                // One clock read for both: the idle timer and the connection limit's choice of whom to close.
                idleSince = NIODeadline.now()
                entry?.setIdle(since: idleSince)
            }
        }
        context.write(data, promise: promise)
    }

    // MARK: Body timer

    private func startBody(context: ChannelHandlerContext) {
        guard let bodyTimeout else { return }
        let now = NIODeadline.now()
        bodyStart = now
        bodyBytes = 0
        if bodyTimer == nil {
            bodyTimer = timer(context: context, at: now + bodyTimeout, ConnectionGuard.bodyTimerFired(context:))
        }
    }

    private func endBody() {
        bodyStart = nil
        bodyTimer?.cancel()
        bodyTimer = nil
    }

    private func bodyTimerFired(context: ChannelHandlerContext) {
        bodyTimer = nil
        guard let bodyTimeout, let bodyStart else { return }
        // What the body has sent buys time at the minimum rate, on top of the timeout.
        let earned = TimeAmount.nanoseconds(Int64(min(Double(bodyBytes) / Double(minimumBodyRate), 1e9) * 1e9))
        let deadline = bodyStart + bodyTimeout + earned
        if NIODeadline.now() >= deadline {
            context.close(promise: nil)
        } else {
            bodyTimer = timer(context: context, at: deadline, ConnectionGuard.bodyTimerFired(context:))
        }
    }

    // MARK: Idle timer

    private func armIdleTimer(context: ChannelHandlerContext, at start: NIODeadline) {
        guard let idleTimeout, idleTimer == nil else { return }
        idleSince = start
        schedule(context: context, at: start + idleTimeout)
    }

    private func schedule(context: ChannelHandlerContext, at deadline: NIODeadline) {
        idleTimer = timer(context: context, at: deadline, ConnectionGuard.idleTimerFired(context:))
    }

    /// A task at `deadline` that calls `fire` on this handler, on its event loop.
    private func timer(
        context: ChannelHandlerContext, at deadline: NIODeadline,
        _ fire: @escaping (ConnectionGuard) -> (ChannelHandlerContext) -> Void
    ) -> Scheduled<Void> {
        let loopBound = NIOLoopBound((self, context, fire), eventLoop: context.eventLoop)
        return context.eventLoop.scheduleTask(deadline: deadline) {
            let (guardHandler, context, fire) = loopBound.value
            fire(guardHandler)(context)
        }
    }

    private func idleTimerFired(context: ChannelHandlerContext) {
        guard let idleTimeout else { return }
        idleTimer = nil
        let now = NIODeadline.now()
        if requestsInProgress > 0 {
            // A request in progress: look again a whole timeout after its response could have ended.
            schedule(context: context, at: now + idleTimeout)
        } else if now >= idleSince + idleTimeout {
            context.close(promise: nil)
        } else {
            schedule(context: context, at: idleSince + idleTimeout)
        }
    }
}
