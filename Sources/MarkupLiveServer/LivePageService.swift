import AsyncAlgorithms
public import Foundation
import HTMLWriting
public import KiloServer
import KiloShared
import Layout
import MarkupHTML
import MarkupKit
public import MarkupLive
import ServiceLifecycle

/// A live page over HTTP: the page itself, the stream of its session's updates, and the door for its messages.
///
/// - `GET` (the service's path, such as `/ui/ac`): opens a session — makes the owner, connects it, lets it load
///   (`viewWillAppear`) — and answers the page as it then is, with the live script and the session's id.
/// - `GET events?session=…`: the session's updates as Server-Sent Events, starting with the whole view when the
///   page missed any (it says which version it has); one stream per session, the newest wins.
/// - `POST messages?session=…`: one `LiveMessage` as JSON; 204 once the owner has handled it, 400 (413 for a
///   message over 64 KB) with the reason when it does not fit the document, 410 when the session has ended.
/// - `POST remount`: a new session for a page whose session is gone (the server restarted, the instance that held it
///   went away), with what its person had entered sent again; the page shows it without a reload.
///
/// A request for a host name the server does not answer to, and events and messages from another origin, are refused
/// (403, see ``SameOrigin``), as are messages not sent as `application/json` (415), which a form on another site cannot
/// send.
@WebService("live")
public struct LivePageService {
    private let page: LivePage
    private let detail: LivePage?
    private let sessions: LiveSessionRegistry
    private let renderer: HTMLRenderer
    private let detailRenderer: HTMLRenderer?
    private let heartbeat: Duration
    private let origin: SameOrigin

    /// Serves `page`, keeping its sessions in `sessions` (share one registry between a server's pages, so that its
    /// limits hold for them together). Mount it at the page's path: `server.mount(service, at: "ui/ac")`.
    ///
    /// A quiet stream of updates sends a comment every `heartbeat`, so that proxies keep it open; it is also when a
    /// stream whose page has gone (the write fails) ends, and its session starts its reconnect grace.
    ///
    /// `origin` says which host names and scheme the pages are reached at: by default the loopback names over HTTP;
    /// add the names a deployment is reached at (`.loopback.allowing(["app.example.com"])`).
    ///
    /// `detail`, when given, is the page a row of this one links to, served below it with the row's key: a list at
    /// `ui/employees` and each employee at `ui/employees/10001`. Links of dynamic sections resolve against
    /// `screens`, where the app's pages are mounted.
    public init(
        _ page: LivePage, detail: LivePage? = nil, sessions: LiveSessionRegistry, heartbeat: Duration = .seconds(15),
        origin: SameOrigin = .loopback, screens: String = "/ui/"
    ) {
        self.page = page
        self.detail = detail
        self.sessions = sessions
        self.heartbeat = heartbeat
        self.origin = origin
        func renderer(for page: LivePage) -> HTMLRenderer {
            var renderer = HTMLRenderer(catalog: page.loader.catalog)
            renderer.size = page.size
            renderer.linkBase = screens
            return renderer
        }
        self.renderer = renderer(for: page)
        // A detail page has a previous screen, its list: its bar's way back, whose address each page's own path gives.
        detailRenderer = detail.map {
            var renderer = renderer(for: $0)
            renderer.back = BackLink(address: "", title: page.title ?? "Back")
            return renderer
        }
    }

    /// The page, with a session of its own (none for `HEAD`); 429 when the client keeps as many sessions as it may,
    /// 503 when the server does, 403 for a host name the server does not answer to.
    @RequestMethod("GET")
    public func open(request: ServiceRequest) async -> ServiceResponse {
        await open(page, key: nil, renderer: renderer, request: request)
    }

    /// The detail page of the row `key` (`/ui/employees/10001`), with a session of its own; 404 when the page has no
    /// detail page, or its owner says the key names nothing.
    @RequestMethod("GET") @ResourcePath("?:key")
    public func openDetail(key: String, request: ServiceRequest) async -> ServiceResponse {
        guard let detail, let detailRenderer else {
            return ServiceResponse(status: .notFound, contentType: "text/plain; charset=utf-8", body: "There is no such page.\n")
        }
        return await open(detail, key: key, renderer: detailRenderer, request: request)
    }

    /// The updates of a detail page's session: as ``events(session:version:timeZone:request:)``.
    @RequestMethod("GET") @ResourcePath("?:key/events")
    public func detailEvents(
        key: String, session: String, version: Int = 0, timeZone: String? = nil, request: ServiceRequest
    ) async throws -> ServiceResponse {
        try await events(session: session, version: version, timeZone: timeZone, request: request)
    }

    /// A message of a detail page's: as ``message(session:body:request:)``.
    @RequestMethod("POST") @ResourcePath("?:key/messages")
    public func detailMessage(
        key: String, session: String, @RequestBody body: Data, request: ServiceRequest
    ) async throws -> ServiceResponse {
        try await message(session: session, body: body, request: request)
    }

    private func open(_ page: LivePage, key: String?, renderer: HTMLRenderer, request: ServiceRequest) async -> ServiceResponse {
        if let refusal = origin.refusal(ofHost: request.authority) {
            return ServiceResponse(status: .forbidden, contentType: "text/plain; charset=utf-8", body: refusal + "\n")
        }
        let base = request.path.hasSuffix("/") ? String(request.path.dropLast()) : request.path
        let (document, language) = page.localized(request.preferredLanguage(among:))
        var renderer = renderer
        renderer.language = language
        renderer.back?.address = parentPath(of: base)
        renderer.back?.title = self.page.title(in: language) ?? "Back"
        // A page in several languages says which it is, and that the choice was the request's.
        let languageHeaders: HTTPFields =
            page.translations.isEmpty ? [:] : [.contentLanguage: language, .vary: "Accept-Language"]
        guard request.method != .head else {
            let title = page.screenTitle(nil, of: document.tree, in: language)
            return html(renderer.document(document.tree, title: title), headers: languageHeaders)
        }
        let opened: OpenedSession
        switch await openSession(of: page, document: document, language: language, key: key, request: request) {
        case .success(let session): opened = session
        case .failure(.notFound(let message)):
            // A page for a person: what is not there, and the way back to the list it came from.
            return notFoundPage(message, list: key == nil ? "/" : parentPath(of: base))
        case .failure(.response(let response)): return response
        }
        request.logger.debug("live page session \(opened.session.id) opened at \(UntrustedText.escaped(base))")
        let config = Config(session: opened.session.id, version: opened.version, base: base, screens: renderer.linkBase)
        let footer =
            "<style>\(LiveScript.style)</style><script type=\"application/json\" id=\"mk-live-config\">\(config.json)</script>"
            + "<script>\(LiveScript.source)</script>"
        // A detail page's bar has the way back to its list (the live script makes it the browser's Back when the page
        // came from there).
        let title = page.screenTitle(opened.title, of: opened.tree, in: language)
        return html(renderer.document(opened.tree, title: title, footer: footer), headers: languageHeaders)
    }

    /// The address of the list a detail page at `path` belongs to: `/ui/employees` of `/ui/employees/10004`.
    private func parentPath(of path: String) -> String {
        String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
    }

    /// A 404 page saying `message`, with a link to `list`.
    private func notFoundPage(_ message: String, list: String) -> ServiceResponse {
        let text = HTMLOutput.escaped(message)
        let page =
            "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width\">"
            + "<title>\(text)</title></head><body style=\"font:17px system-ui,sans-serif;margin:20px\"><p>\(text)</p>"
            + "<p><a href=\"\(HTMLOutput.escaped(list))\">Back</a></p></body></html>"
        return ServiceResponse(
            status: .notFound, contentType: "text/html; charset=utf-8",
            headers: [.cacheControl: "no-cache", .contentSecurityPolicy: "frame-ancestors 'self'"], body: Data(page.utf8))
    }

    /// A page's new session in place of one that is gone — its server restarted, the instance that held it went
    /// away, or it expired while the browser slept — made as for a page that opens (the owner made, `viewWillAppear`
    /// and its service calls), with what the person had entered in the old one sent again
    /// (`LiveMessage.recovery(json:)`, applied as `LiveSession.recover(_:)` says: input only, each message checked and
    /// counted as any message is).
    ///
    /// The body is `{"messages": […]}`; the answer `{"session": …, "version": …, "html": …}`, the new session and its
    /// view, which the page's script shows in place of the old without a reload. 400 for a recovery that is not
    /// one (nothing is opened then), 415 when it is not sent as `application/json`, and as when a page opens: 429 or
    /// 503 at the session limits, 404 for a detail key that names nothing now.
    @RequestMethod("POST") @ResourcePath("remount")
    public func remount(@RequestBody body: Data, request: ServiceRequest) async throws -> ServiceResponse {
        try await remount(page, key: nil, renderer: renderer, body: body, request: request)
    }

    /// A detail page's re-mount: as ``remount(body:request:)``, with the row's key.
    @RequestMethod("POST") @ResourcePath("?:key/remount")
    public func remountDetail(key: String, @RequestBody body: Data, request: ServiceRequest) async throws -> ServiceResponse {
        guard let detail, let detailRenderer else { throw ServiceError(.notFound, "There is no such page.") }
        return try await remount(detail, key: key, renderer: detailRenderer, body: body, request: request)
    }

    private func remount(
        _ page: LivePage, key: String?, renderer: HTMLRenderer, body: Data, request: ServiceRequest
    ) async throws -> ServiceResponse {
        if let refusal = origin.refusal(of: request) { throw ServiceError(.forbidden, refusal) }
        try Self.requireJSON(request, "Send a live page's re-mount as application/json.")
        let messages: [LiveMessage]
        do throws(LiveMessageError) {
            messages = try LiveMessage.recovery(json: body)
        } catch {
            request.logger.notice("live page re-mount refused: \(UntrustedText.escaped(error.description))")
            if case .tooLarge = error { throw ServiceError(.contentTooLarge, "The re-mount is too large: \(error).") }
            throw ServiceError(.badRequest, "The page's re-mount was refused: \(error).")
        }
        let (document, language) = page.localized(request.preferredLanguage(among:))
        var renderer = renderer
        renderer.language = language
        let opened: OpenedSession
        switch await openSession(
            of: page, document: document, language: language, key: key, recovering: messages, request: request)
        {
        case .success(let session): opened = session
        case .failure(.notFound(let message)): throw ServiceError(.notFound, message)
        case .failure(.response(let response)): return response
        }
        let answer = Remounted(
            session: opened.session.id, version: opened.version, html: renderer.fragment(opened.tree).string,
            title: page.screenTitle(opened.title, of: opened.tree, in: language))
        return ServiceResponse(
            contentType: "application/json", headers: [.cacheControl: "no-store"], body: try JSONEncoder().encode(answer))
    }

    /// What a re-mount answers: the new session, the version its view is at, the view and the page's title.
    private struct Remounted: Encodable {
        var session: String
        var version: Int
        var html: String
        var title: String?
    }

    /// Why a session was not opened: its key names nothing (with what to tell the person), or the answer that says
    /// why not (a limit).
    private enum OpenRefusal: Error {
        case notFound(String)
        case response(ServiceResponse)
    }

    /// Opens a session of `page` for `request`'s client, its owner made for `key` and `language` and loaded, then
    /// `recovering` applied (a re-mount's); or the answer that refuses it.
    private func openSession(
        of page: LivePage, document: LiveDocument, language: String, key: String?, recovering: [LiveMessage] = [],
        request: ServiceRequest
    ) async -> Result<OpenedSession, OpenRefusal> {
        do {
            let opened = try await startSession(
                of: page, document: document, language: language, key: key, recovering: recovering,
                for: request.clientAddress)
            if !recovering.isEmpty {
                let recovered = recovering.count - opened.skipped.count
                request.logger.debug(
                    "live page session \(opened.session.id) re-mounted, \(recovered) of \(recovering.count) inputs recovered")
            }
            for (position, reason) in opened.skipped.prefix(8) {
                request.logger.debug(
                    "live page session \(opened.session.id) skipped input \(position): \(UntrustedText.escaped(reason, limit: 200))"
                )
            }
            return .success(opened)
        } catch let error as LiveSessionLimitError {
            return .failure(
                .response(
                    ServiceResponse(
                        status: error.isPerNetwork ? .tooManyRequests : .serviceUnavailable,
                        contentType: "text/plain; charset=utf-8", headers: [.retryAfter: "5"], body: error.description + "\n")))
        } catch {
            // The owner's refusal of the key (its initializer's, or viewWillAppear's ScreenNotFound).
            return .failure(.notFound(UntrustedText.escaped(String(describing: error), limit: 500)))
        }
    }

    @MainActor
    private func startSession(
        of page: LivePage, document: LiveDocument, language: String, key: String?, recovering: [LiveMessage],
        for client: String?
    ) async throws -> OpenedSession {
        let budget = sessions.limits.sessionBudget
        // The server's choice for the memory ended sessions free: give it back (see onSessionsEnded).
        if sessions.onSessionsEnded == nil { sessions.onSessionsEnded = { _ in FreedMemory.release() } }
        // Counted per network: an IPv6 client has a /64 of addresses.
        let network = client.map { ClientNetwork.of($0, ipv4PrefixLength: sessions.limits.ipv4NetworkPrefixLength) }
        let session = try sessions.add(for: network) { id in
            LiveSession(id: id, document: document, owner: try page.makeOwner(key, language), budget: budget)
        }
        do {
            try await session.start()
        } catch {
            // Its key names nothing: the session is of no use.
            sessions.remove(session.id)
            throw error
        }
        let skipped = recovering.isEmpty ? [] : await session.recover(recovering)
        return OpenedSession(
            session: session, version: session.version, tree: session.currentTree, title: session.screenTitle, skipped: skipped)
    }

    /// A session just opened: its view at its version, the owner's title for it, and the inputs of a recovery it
    /// skipped.
    private struct OpenedSession {
        var session: LiveSession
        var version: Int
        var tree: ViewTree
        var title: String?
        var skipped: [(position: Int, reason: String)]
    }

    /// The session's updates as Server-Sent Events, from `version` (the page's), or `Last-Event-ID` when the browser
    /// reconnects on its own. `timeZone` is the browser's (an IANA name, `Europe/Berlin`): the one the page shows
    /// dates in.
    @RequestMethod("GET") @ResourcePath("events")
    public func events(
        session: String, version: Int = 0, timeZone: String? = nil, request: ServiceRequest
    ) async throws -> ServiceResponse {
        let id = session
        if let refusal = origin.refusal(of: request) { throw ServiceError(.forbidden, refusal) }
        let zone = try timeZone.map(Self.timeZone)
        let lastEventID = request.headers.first { $0.name.canonicalName == "last-event-id" }.flatMap { Int($0.value) }
        let known = lastEventID ?? version
        let connected = await connect(id, known: known, timeZone: zone)
        let (sessions, heartbeat) = (self.sessions, self.heartbeat)
        // A detail page's session is drawn as the detail page is.
        let isDetail = connected.map { detail?.owns($0.0.document) ?? false } ?? false
        let renderer = isDetail ? detailRenderer ?? self.renderer : self.renderer
        return ServiceResponse(
            contentType: "text/event-stream", headers: [.cacheControl: "no-store"]
        ) { writer in
            try await writer.write(ByteBuffer(string: "retry: 1000\n\n"))
            guard let (live, updates, resync) = connected else {
                try await writer.write(ByteBuffer(string: LiveEvent.expired.text))
                return
            }
            if let (tree, version, delay) = resync {
                // Rendered here, off the main actor; a page reconnecting in a loop waits its turn.
                if delay > .zero { try await Task.sleep(for: delay) }
                try await writer.write(ByteBuffer(string: Self.pageEvent(tree, version: version, alerts: [], renderer).text))
            }
            try await Self.forward(
                updates, of: live, document: live.document, renderer: renderer, heartbeat: heartbeat, to: &writer)
            if await sessions.session(id) == nil { try await writer.write(ByteBuffer(string: LiveEvent.expired.text)) }
        }
    }

    /// A time zone by its IANA name, checked before Foundation looks it up.
    static func timeZone(_ name: String) throws -> TimeZone {
        let allowed = name.utf8.allSatisfy { byte in
            (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
                || [0x2F, 0x5F, 0x2D, 0x2B].contains(byte)
        }
        guard name.utf8.count <= 64, allowed, let zone = TimeZone(identifier: name) else {
            throw ServiceError(
                .badRequest,
                "timeZone '\(UntrustedText.escaped(name, limit: 64))' is not a time zone: name one as IANA does (Europe/Berlin)")
        }
        return zone
    }

    @MainActor
    private func connect(
        _ id: String, known: Int, timeZone: TimeZone?
    ) -> (LiveSession, LiveDeliveries, (ViewTree, Int, Duration)?)? {
        guard let session = sessions.session(id) else { return nil }
        let updates = session.connect(timeZone: timeZone)
        return (session, updates, known == session.version ? nil : session.resync())
    }

    /// Writes each update as it comes, and a heartbeat when none has for a while, until the session's stream ends
    /// (it closed, or a newer connection took it), the page goes away (a write fails) or the server shuts down
    /// gracefully (the stream ends then, rather than hold the shutdown up, with an event that tells the page to
    /// re-mount elsewhere or later).
    ///
    /// Deliveries are read only as fast as they are written: a page that reads slowly leaves them with its session,
    /// whose budget bounds them, not in a buffer here.
    private static func forward(
        _ updates: LiveDeliveries, of session: LiveSession, document: LiveDocument, renderer: HTMLRenderer,
        heartbeat: Duration, to writer: inout any ResponseBodyWriter
    ) async throws {
        let (shutdown, shuttingDown) = AsyncStream.makeStream(of: Outgoing.self, bufferingPolicy: .bufferingNewest(1))
        let events = merge(
            chain(updates.map(Outgoing.delivery), [Outgoing.ended].async),
            AsyncTimerSequence(interval: heartbeat, clock: .continuous).map { _ in Outgoing.heartbeat }, shutdown)
        try await withGracefulShutdownHandler {
            for await event in events {
                let text: String
                switch event {
                case .ended:
                    return
                case .shutdown:
                    // The session ends with the process: the page re-mounts wherever it is served next.
                    try await writer.write(ByteBuffer(string: LiveEvent.shuttingDown.text))
                    return
                case .heartbeat:
                    text = LiveEvent.heartbeat.text
                case .delivery(.update(let update))
                where update.navigation != nil || update.changes.allSatisfy({ LiveScript.patchedKeys.contains($0.key) }):
                    // A page that leaves needs where to, not a view it would show for a moment.
                    text = LiveEvent.update(withRowsWritten(update, of: document, renderer)).text
                case .delivery(.update(let update)):
                    // A change the script cannot make in place: the whole view as it is now.
                    text = await wholeView(of: session, alerts: update.alerts, renderer)
                case .delivery(.wholeView(_, let alerts)):
                    text = await wholeView(of: session, alerts: alerts, renderer)
                }
                try await writer.write(ByteBuffer(string: text))
            }
        } onGracefulShutdown: {
            shuttingDown.yield(.shutdown)
        }
    }

    /// `update` with the cells of its row patches written as the HTML the page inserts.
    private static func withRowsWritten(
        _ update: LiveUpdate, of document: LiveDocument, _ renderer: HTMLRenderer
    ) -> LiveUpdate {
        var update = update
        for index in update.rows.indices {
            let patch = update.rows[index]
            guard let row = patch.row, document.views.indices.contains(patch.view) else { continue }
            update.rows[index].html =
                renderer.rowsHTML(
                    [row], inSection: patch.section, ofTable: document.views[patch.view], tableIndex: patch.view
                ).first
            update.rows[index].row = nil
        }
        return update
    }

    private enum Outgoing: Sendable {
        case delivery(LiveDelivery)
        case heartbeat
        /// The session's deliveries ended: it closed, or a newer connection took them.
        case ended
        case shutdown
    }

    /// The session's whole view as it now is, with `alerts`, as a page event.
    private static func wholeView(
        of session: LiveSession, alerts: [LiveUpdate.Alert], _ renderer: HTMLRenderer
    ) async -> String {
        let (tree, version) = await MainActor.run { (session.currentTree, session.version) }
        return pageEvent(tree, version: version, alerts: alerts, renderer).text
    }

    private static func pageEvent(
        _ tree: ViewTree, version: Int, alerts: [LiveUpdate.Alert], _ renderer: HTMLRenderer
    ) -> LiveEvent {
        .page(version: version, html: renderer.fragment(tree).string, alerts: alerts)
    }

    /// Applies one message of the page's; the updates it leads to go out on the page's stream.
    @RequestMethod("POST") @ResourcePath("messages")
    public func message(session: String, @RequestBody body: Data, request: ServiceRequest) async throws -> ServiceResponse {
        let id = session
        if let refusal = origin.refusal(of: request) { throw ServiceError(.forbidden, refusal) }
        try Self.requireJSON(request, "Send a live page's messages as application/json.")
        guard let live = await sessions.session(id) else {
            throw ServiceError(.gone, "This page's session has ended; reload the page.")
        }
        do throws(LiveMessageError) {
            try await live.handle(try LiveMessage(json: body))
        } catch {
            request.logger.notice(
                "live page session \(UntrustedText.escaped(id)) refused a message: \(UntrustedText.escaped(error.description))")
            switch error {
            case .tooLarge, .overBudget: throw ServiceError(.contentTooLarge, "The message is too large: \(error).")
            // The page showed a row that has gone since: it is about to hear so.
            case .unknownRow: throw ServiceError(.conflict, "The page's message was refused: \(error).")
            default: break
            }
            throw ServiceError(.badRequest, "The page's message was refused: \(error).")
        }
        return ServiceResponse(status: .noContent)
    }

    /// Refuses (415, saying `advice`) a body not sent as JSON, which a form on another site cannot send.
    private static func requireJSON(_ request: ServiceRequest, _ advice: String) throws {
        guard ContentType.isJSON(request.headers[.contentType]) else { throw ServiceError(.unsupportedMediaType, advice) }
    }

    private func html(_ output: HTMLOutput, headers: HTTPFields) -> ServiceResponse {
        // `no-cache`, not `no-store`: a page left for another stays in the back-forward cache, so that Back shows it as
        // it was; loading the address again still asks the server, for a new session.
        var headers = headers
        headers[.cacheControl] = "no-cache"
        headers[.contentSecurityPolicy] = "frame-ancestors 'self'"
        return ServiceResponse(contentType: "text/html; charset=utf-8", headers: headers, body: Data(output.bytes))
    }

    /// What the script needs to know: its session, the version the page shows, where to send, and where the app's
    /// screens are (what an owner's `navigate(to:)` link is relative to).
    private struct Config: Encodable {
        var session: String
        var version: Int
        var base: String
        var screens: String

        /// As JSON that is safe inside a `<script>` element.
        var json: String {
            let data = (try? JSONEncoder().encode(self)) ?? Data("{}".utf8)
            return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
        }
    }
}
