public import Foundation
public import MarkupKit
public import MarkupOwners

/// One page's live state on the server: its document's views as the page shows them, the owner that drives them,
/// and the changes not yet sent to the page.
///
/// The session is the page's `ViewHost`: an owner that sets a property changes the session's copy and queues a
/// ``LiveUpdate``; a message from the page is checked against the document (the view, each property and the type of
/// its value) before it changes anything or reaches the owner. The changes a message or ``start()`` makes go to the
/// page as one update; changes the owner makes at other times (a timer, a reply that came later) go as one update per
/// turn of the main actor.
///
/// A session outlives the connection that carries its updates: ``connect(timeZone:)`` gives each new connection its stream
/// and ends the last one's, and the owner hears its views appear and disappear with them. Updates made while no page
/// is connected are not kept — ``version`` tells a page that reconnects whether it missed any, and ``currentTree`` is
/// what it should show then — but alerts are. Whatever a page sends or fails to read, a session holds no more than
/// its ``Budget``.
@MainActor
public final class LiveSession: ViewHost {
    /// The session's id, which the page names in its requests.
    nonisolated public let id: String
    /// The document as the page opened: shared with the page's other sessions.
    nonisolated public let document: LiveDocument
    /// What the session may hold.
    public let budget: Budget
    /// The views as the page shows them.
    var state: LiveViewState
    /// The rows the page shows of each dynamic section.
    var rowWindows: LiveRowWindows
    /// The last whole view made for a reconnecting page, by version, and when the last was sent (``resync()``).
    private var resyncCache: (version: Int, timeZone: TimeZone, tree: ViewTree)?
    private var lastResync: ContinuousClock.Instant?
    /// How many whole views ``resync()`` has made (not taken from its cache): the work tests bound.
    package private(set) var resyncTreesMade = 0
    /// The owner, connected to the views (nil once the session has closed).
    var connection: OwnerConnection?
    /// The changes of this turn, not yet sent: a message's, or the owner's (``LiveSession`` as its `ViewHost`).
    var pending = LiveUpdate()
    private var flushScheduled = false
    /// What the page has not read, and what no page has seen.
    private var outbox: LiveOutbox
    private var sink: (token: Int, continuation: AsyncStream<Void>.Continuation)?
    private var connections = 0
    private var isShowing = false

    /// How many updates the session has made: the page's version of it is the last update it applied.
    public private(set) var version = 0
    /// Whether a page's connection is taking the updates.
    public var isConnected: Bool { sink != nil }
    /// The time zone the page shows dates in, which it names when it connects (``connect(timeZone:)``); UTC until
    /// then. A date picker's wall-clock time (`DatePickerState`) is read in it.
    public private(set) var timeZone = TimeZone.gmt
    /// Whether a page has ever connected.
    public private(set) var hasConnected = false
    /// When a page last sent a message, connected or went away.
    public private(set) var lastActivity = ContinuousClock.now

    /// A session of `document` driven by `owner`, holding no more than `budget` allows.
    public init(id: String, document: LiveDocument, owner: any MarkupOwner, budget: Budget = Budget()) {
        self.id = id
        self.document = document
        self.budget = budget
        outbox = LiveOutbox(budget: budget)
        rowWindows = LiveRowWindows(budget: budget)
        state = LiveViewState(document)
        let loader = document.loader
        let evaluator = BindingEvaluator(
            tree: document.tree, catalog: loader.catalog, formatters: loader.formatters, colors: loader.colors)
        connection = OwnerConnection(tree: document.tree, nodes: document.views, owner: owner, host: self, evaluator: evaluator)
    }

    /// Tells the owner its views are about to show, and sends what it set.
    /// - Throws: the owner's `ScreenNotFound`: the page's key names nothing (the session is of no use then).
    public func start() async throws(ScreenNotFound) {
        defer { flush() }
        try await connection?.appear()
    }

    /// The title the owner gives the screen for what it shows (`MarkupOwner.screenTitle`), if any.
    public var screenTitle: String? { connection?.owner.screenTitle }

    /// Applies a page's message: the user's changes, then the event or selection they lead to.
    /// - Throws: ``LiveMessageError`` when the message names a view, property, section or value the document does
    ///   not have, sets a property no person can change on that view, or would take the session past its
    ///   ``Budget/maximumTextBytes``; nothing has changed then.
    public func handle(_ message: LiveMessage) async throws(LiveMessageError) {
        lastActivity = .now
        switch message {
        case .event(let index, let events, let values):
            guard document.views.indices.contains(index) else { throw .unknownView(index) }
            let changes = try state.converted(values, forView: index, of: document, timeZone: timeZone)
            let growth = state.textGrowth(changes, inView: index)
            if growth > 0, state.textBytes + growth > budget.maximumTextBytes {
                throw .overBudget(limit: budget.maximumTextBytes)
            }
            for (keyPath, value) in changes { state.store(value, for: keyPath, inView: index) }
            do {
                try await connection?.send(events, fromView: index)
            } catch {
                throw LiveMessageError(error)
            }
        case .row(let view, let section, let key, let action):
            do {
                try await connection?.rowAction(action, row: key, inSection: section, ofView: view)
            } catch {
                throw LiveMessageError(error)
            }
        case .showRows(let view, let section, let count):
            guard let rows = connection?.rows(inSection: section, ofView: view), !isPicker(rows) else {
                throw .unknownRows(section: section, view: view)
            }
            var before = rowWindows.shownKeys(of: rows)
            guard count <= before.count + budget.maximumRowsPerRequest else {
                throw .tooManyRows(count, shown: before.count, limit: budget.maximumRowsPerRequest)
            }
            guard count <= budget.maximumShownRows else { throw .tooManyShownRows(count, limit: budget.maximumShownRows) }
            // Past the rows the owner holds, its onEndReached loads the next; one that adds none ends the list.
            let asksOwner = count > rows.count && rowWindows.mayLoadMore(rows) && !rowWindows.isLoading(rows)
            if asksOwner {
                rowWindows.setLoading(true, rows)
                defer { rowWindows.setLoading(false, rows) }
                do {
                    if try await connection?.reachEnd(of: rows) != true { rowWindows.markExhausted(rows) }
                } catch {
                    throw LiveMessageError(error)
                }
                before = rowWindows.shownKeys(of: rows)
            }
            if count > before.count || asksOwner {
                showRows(Array(rows.keys.prefix(count)), of: rows, before: before, isChanged: { _ in false })
            }
        case .barButton(let index):
            do {
                try await connection?.tapBarButton(index)
            } catch {
                throw LiveMessageError(error)
            }
        case .selection(let index, let section, let values):
            guard document.views.indices.contains(index) else { throw .unknownView(index) }
            guard let choices = document.choices[index]?[section] else {
                // Rows from the owner are checked one at a time: a page may show only some of them.
                if connection?.rows(named: section, ofView: index) != nil {
                    throw .invalidSelection(
                        section, view: index, reason: "its rows come from the owner and are checked one at a time (a row message)"
                    )
                }
                throw .unknownSection(section, view: index)
            }
            if let problem = choices.problem(with: values) { throw .invalidSelection(section, view: index, reason: problem) }
            // A value twice is the value once: what is kept is never more than the section offers.
            var seen = Set<String>()
            state.selections[index]?[section] = values.filter { seen.insert($0).inserted }
            do {
                try await connection?.selectionChanged(inSection: section, ofView: index)
            } catch {
                throw LiveMessageError(error)
            }
        }
        // What the owner changed in answer goes out with this message's own changes, as one update.
        connection?.showChanges()
        flush()
    }

    /// Whether `rows` are a picker component's (which a page shows whole, up to ``Budget/maximumPickerRows``).
    func isPicker(_ rows: SectionRows) -> Bool {
        guard document.views.indices.contains(rows.view), case .picker = document.views[rows.view].content else { return false }
        return true
    }

    /// The updates for a page's new connection, starting with the alerts no page has shown yet; the connection
    /// before it, if any, ends. The sequence ends when ``close()`` is called or another page connects. The owner
    /// hears its views appear (`MarkupOwner.viewDidAppear()`), and disappear when the connection ends.
    ///
    /// A connection that reads slowly never makes the session hold more than its ``Budget``: updates past it are
    /// dropped, and the connection's next read is ``LiveDelivery/wholeView(version:alerts:)``.
    ///
    /// - Parameter timeZone: the time zone the page shows dates in (the browser's); nil keeps the one before.
    public func connect(timeZone: TimeZone? = nil) -> LiveDeliveries {
        lastActivity = .now
        if let timeZone { self.timeZone = timeZone }
        sink?.continuation.finish()
        connections += 1
        hasConnected = true
        let token = connections
        let (signals, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.disconnected(token) }
        }
        sink = (token, continuation)
        if let held = outbox.connected(version: version) { queue(held) }
        if !isShowing {
            isShowing = true
            connection?.didAppear()
            // What the owner set as it appeared goes out with the rest of this turn.
            scheduleFlush()
        }
        return LiveDeliveries(session: self, token: token, signals: signals)
    }

    /// What connection `token` has to send now: the updates it has not read, or the whole view once they
    /// overflowed; nothing when it is no longer the session's connection.
    func take(for token: Int) -> [LiveDelivery] {
        guard sink?.token == token else { return [] }
        return outbox.take(version: version)
    }

    private func disconnected(_ token: Int) {
        guard sink?.token == token else { return }
        sink = nil
        lastActivity = .now
        outbox.disconnected()
        if isShowing {
            isShowing = false
            connection?.disappear()
        }
    }

    /// Ends the session: its page's stream of updates ends, and the owner hears its views are gone.
    public func close() {
        sink?.continuation.finish()
        sink = nil
        outbox.clear()
        resyncCache = nil
        // An owner whose views never showed still hears they are gone: it may have started something as they loaded.
        if isShowing || !hasConnected { connection?.disappear() }
        isShowing = false
        connection = nil
    }

    /// The whole view for a page that reconnects having missed updates, and its version: the tree made for the last
    /// such page while nothing has changed since, so that pages reconnecting in a loop cost the server's main actor
    /// nothing after the first; and how long the page waits before it is sent — resyncs of one session come at most
    /// every ``resyncInterval``, whatever a page does.
    public func resync() -> (tree: ViewTree, version: Int, delay: Duration) {
        let now = ContinuousClock.now
        let sendAt = max(now, (lastResync ?? now - Self.resyncInterval) + Self.resyncInterval)
        lastResync = sendAt
        if let cached = resyncCache, cached.version == version, cached.timeZone == timeZone {
            return (cached.tree, version, sendAt - now)
        }
        let tree = currentTree
        resyncTreesMade += 1
        resyncCache = (version, timeZone, tree)
        return (tree, version, sendAt - now)
    }

    /// The shortest time between two resyncs of one session (``resync()``).
    public static let resyncInterval = Duration.milliseconds(500)

    /// The document as the page should show it now: every property and selection as the user and the owner left
    /// them, with no bindings left to evaluate.
    public var currentTree: ViewTree {
        state.tree(of: document, rows: { connection?.rows(inSection: $1, ofView: $0) }, windows: rowWindows)
    }

    /// Sends what has changed; alerts wait for the next connection when there is none.
    private func flush() {
        flushScheduled = false
        guard !pending.isEmpty else { return }
        version += 1
        pending.version = version
        if sink != nil { queue(pending) } else { outbox.hold(pending) }
        pending = LiveUpdate()
    }

    /// Puts an update in the connection's outbox (past the budget it holds the whole view instead) and tells the
    /// connection.
    private func queue(_ update: LiveUpdate) {
        guard let sink else { return }
        outbox.queue(update)
        sink.continuation.yield()
    }

    /// Sends a change made outside a message once the main actor's turn is over, with the others of that turn.
    func scheduleFlush() {
        guard !flushScheduled else { return }
        flushScheduled = true
        Task { @MainActor [weak self] in self?.flush() }
    }
}
