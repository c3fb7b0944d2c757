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
    /// What one session may hold, so that no page can make the server keep more: the text its messages leave in
    /// views, the updates its page has not yet read, the alerts it has not yet shown.
    public struct Budget: Sendable {
        /// The most bytes of text (UTF-8) the session's views may hold beyond the document's own: a message that
        /// would take it past this is refused (413).
        public var maximumTextBytes = 256 * 1024
        /// The most updates waiting for a page that reads them slowly, or bytes in them; past either, they are
        /// dropped and the page gets the whole view once it reads again.
        public var maximumQueuedUpdates = 32
        /// See ``maximumQueuedUpdates``.
        public var maximumQueuedBytes = 128 * 1024
        /// The most alerts kept for the page (the newest; an alert the same as the one before it is shown once).
        public var maximumAlerts = 8
        /// The rows of a dynamic section a page first shows; it asks for more as they scroll into view.
        public var initialRows = 100
        /// The most rows a page may ask for at once beyond those it shows.
        public var maximumRowsPerRequest = 500
        /// The most rows of one dynamic section a page may show: what a session keeps per section and sends again
        /// whole when its page reconnects after missing updates. A list longer than this is searched or paged, not
        /// scrolled to its end.
        public var maximumShownRows = 2_000
        /// The most rows of a dynamic picker component a page shows (a `<select>` has all its options at once): the
        /// first of the owner's. A longer list is a table's, which shows rows as they scroll into view.
        public var maximumPickerRows = 1_000

        /// The default budget: 256 KB of text, 32 updates or 128 KB queued, 8 alerts, rows 100 at first and at most
        /// 500 more at a time up to 2,000 a section, 1,000 rows in a picker component.
        public init() {}
    }

    /// The session's id, which the page names in its requests.
    nonisolated public let id: String
    /// The document as the page opened: shared with the page's other sessions.
    nonisolated public let document: LiveDocument
    /// What the session may hold.
    public let budget: Budget
    private var properties: [[String: PropertyValue]]
    private var selections: [Int: [String: [String]]]
    /// The keys of the rows the page shows of each dynamic section (the first of its rows), by table view and
    /// section index.
    private var shownRows: [RowsAddress: [String]] = [:]
    /// The dynamic sections whose `onEndReached` action added no rows since their rows last changed: the owner has
    /// no more.
    private var rowsExhausted: Set<RowsAddress> = []
    /// The dynamic sections whose `onEndReached` action is running: a page's second ask meanwhile (messages are
    /// handled as they come) does not load the same page twice.
    private var rowsLoading: Set<RowsAddress> = []
    /// The last whole view made for a reconnecting page, by version, and when the last was sent (``resync()``).
    private var resyncCache: (version: Int, timeZone: TimeZone, tree: ViewTree)?
    private var lastResync: ContinuousClock.Instant?
    /// How many whole views ``resync()`` has made (not taken from its cache): the work tests bound.
    package private(set) var resyncTreesMade = 0
    private var connection: OwnerConnection?
    private var pending = LiveUpdate()
    private var flushScheduled = false
    /// The updates the page's connection has not read yet, and their size; or, once they overflowed the budget, none
    /// and a note that the page needs the whole view.
    private var outbox: [LiveUpdate] = []
    private var outboxBytes = 0
    private var needsWholeView = false
    /// Alerts no page has shown yet: while no page is connected, or while the outbox overflowed.
    private var heldAlerts: [LiveUpdate.Alert] = []
    /// Where the owner sent the page while no page could hear it, or while its updates were dropped for the whole view.
    private var heldNavigation: LiveUpdate.Navigation?
    /// The bytes of text the session's views hold that the document did not give them.
    private var textBytes = 0
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
        properties = document.properties
        selections = document.selections
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
            let changes = try converted(values, forView: index)
            var growth = 0
            for (keyPath, value) in changes { growth += Self.textBytes(value) - Self.textBytes(properties[index][keyPath]) }
            if growth > 0, textBytes + growth > budget.maximumTextBytes {
                throw .overBudget(limit: budget.maximumTextBytes)
            }
            for (keyPath, value) in changes { store(value, for: keyPath, inView: index) }
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
            let address = RowsAddress(view: view, section: section)
            var before = shownRows[address] ?? []
            guard count <= before.count + budget.maximumRowsPerRequest else {
                throw .tooManyRows(count, shown: before.count, limit: budget.maximumRowsPerRequest)
            }
            guard count <= budget.maximumShownRows else { throw .tooManyShownRows(count, limit: budget.maximumShownRows) }
            // Past the rows the owner holds, its onEndReached loads the next; one that adds none ends the list.
            let asksOwner = count > rows.count && mayLoadMore(rows) && !rowsLoading.contains(address)
            if asksOwner {
                rowsLoading.insert(address)
                defer { rowsLoading.remove(address) }
                do {
                    if try await connection?.reachEnd(of: rows) != true { rowsExhausted.insert(address) }
                } catch {
                    throw LiveMessageError(error)
                }
                before = shownRows[address] ?? []
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
            selections[index]?[section] = values.filter { seen.insert($0).inserted }
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

    /// Applies what a page re-mounting on this new session had entered in the one it lost (its server restarted, or it
    /// reached another instance): each message in order, as ``handle(_:)`` applies it, with its checks and budget.
    ///
    /// A recovery is input, not gestures: text typed (`editingChanged`), values chosen (`valueChanged`, with the
    /// `primaryActionTriggered` UIKit sends beside it), selections, and how many rows a list showed. A tap, a return
    /// key or a row's action is not sent again, nor the input of ``LiveDocument/unrecoveredViews``. A message the
    /// session refuses (a row that went since, a view the owner disabled) is skipped: the page shows the session as it
    /// then is.
    /// - Returns: why each skipped message was skipped, by its position in `messages`, for the log.
    public func recover(_ messages: [LiveMessage]) async -> [(position: Int, reason: String)] {
        var skipped: [(position: Int, reason: String)] = []
        for (position, message) in messages.enumerated() {
            if let reason = Self.notRecovered(message, unrecoveredViews: document.unrecoveredViews) {
                skipped.append((position, reason))
                continue
            }
            do {
                try await handle(message)
            } catch {
                skipped.append((position, error.description))
            }
        }
        return skipped
    }

    /// Why `message` is not part of a recovery; nil when it is.
    private static func notRecovered(_ message: LiveMessage, unrecoveredViews: Set<Int>) -> String? {
        switch message {
        case .event(let view, let events, _):
            if unrecoveredViews.contains(view) { return "view \(view)'s input is not recovered" }
            let input: Set<ControlEvent> = [.editingChanged, .valueChanged]
            let allowed = input.union([.primaryActionTriggered])
            guard events.allSatisfy(allowed.contains), events.contains(where: input.contains),
                !events.contains(.primaryActionTriggered) || events.contains(.valueChanged)
            else {
                return "a recovery sends input (editingChanged, valueChanged), not \(events.map(\.rawValue))"
            }
            return nil
        case .selection(let view, _, _):
            return unrecoveredViews.contains(view) ? "view \(view)'s input is not recovered" : nil
        case .showRows:
            return nil
        case .row:
            return "a recovery sends input, not a row's action"
        case .barButton:
            return "a recovery sends input, not a bar button's tap"
        }
    }

    /// Whether the owner may give rows past those it holds in `rows` when the page asks (its `onEndReached`): not
    /// once its action added none (until the rows change otherwise), nor past what a page may show.
    private func mayLoadMore(_ rows: SectionRows) -> Bool {
        rows.rows.endAction != nil && rows.count < budget.maximumShownRows
            && !rowsExhausted.contains(RowsAddress(view: rows.view, section: rows.section))
    }

    /// Whether `rows` are a picker component's (which a page shows whole, up to ``Budget/maximumPickerRows``).
    private func isPicker(_ rows: SectionRows) -> Bool {
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
        outbox = []
        outboxBytes = 0
        needsWholeView = false
        if !heldAlerts.isEmpty || heldNavigation != nil {
            var update = LiveUpdate()
            update.version = version
            update.alerts = heldAlerts
            update.navigation = heldNavigation
            heldAlerts = []
            heldNavigation = nil
            queue(update)
        }
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
        defer {
            outbox = []
            outboxBytes = 0
            needsWholeView = false
        }
        if needsWholeView {
            let alerts = heldAlerts
            heldAlerts = []
            guard let navigation = heldNavigation else { return [.wholeView(version: version, alerts: alerts)] }
            // The page is leaving: it needs where to, not the view it leaves.
            heldNavigation = nil
            var update = LiveUpdate()
            update.version = version
            update.alerts = alerts
            update.navigation = navigation
            return [.update(update)]
        }
        return outbox.map(LiveDelivery.update)
    }

    private func disconnected(_ token: Int) {
        guard sink?.token == token else { return }
        sink = nil
        lastActivity = .now
        // What the page did not read is lost with it; a page that reconnects gets the whole view by its version.
        heldAlerts = Self.appending(outbox.flatMap(\.alerts), to: heldAlerts, limit: budget.maximumAlerts)
        heldNavigation = outbox.compactMap(\.navigation).last ?? heldNavigation
        outbox = []
        outboxBytes = 0
        needsWholeView = false
        if isShowing {
            isShowing = false
            connection?.disappear()
        }
    }

    /// Ends the session: its page's stream of updates ends, and the owner hears its views are gone.
    public func close() {
        sink?.continuation.finish()
        sink = nil
        outbox = []
        heldAlerts = []
        heldNavigation = nil
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
        var current = document.tree
        var index = 0
        apply(to: &current.root, index: &index)
        return current
    }

    private func apply(to node: inout ViewNode, index: inout Int) {
        let own = index
        index += 1

        node.properties = properties[own].sorted { $0.key < $1.key }.map {
            PropertySetting(keyPath: $0.key, value: $0.value, location: node.location)
        }
        node.bindings = []
        for position in node.children.indices { apply(to: &node.children[position], index: &index) }
        switch node.content {
        case .table(var sections):
            for position in sections.indices {
                if var header = sections[position].headerView {
                    apply(to: &header, index: &index)
                    sections[position].headerView = header
                }
                for cell in sections[position].cells.indices { apply(to: &sections[position].cells[cell], index: &index) }
                if var footer = sections[position].footerView {
                    apply(to: &footer, index: &index)
                    sections[position].footerView = footer
                }
                if let name = sections[position].name, let selected = selections[own]?[name] {
                    sections[position].setValues(selected)
                }
                if let rows = connection?.rows(inSection: position, ofView: own) {
                    let shown = shownRows[RowsAddress(view: own, section: position)]?.count ?? 0
                    sections[position].shownRows = (0..<min(shown, rows.count)).map(rows.rowCell(at:))
                    sections[position].rowCount = rows.count
                    sections[position].rowsMayFollow = mayLoadMore(rows)
                }
            }
            node.content = .table(sections)
        case .picker(var components):
            for position in components.indices {
                if let name = components[position].name, let selected = selections[own]?[name] {
                    components[position].setValue(selected.first)
                }
                if let rows = connection?.rows(inSection: position, ofView: own) {
                    let shown = shownRows[RowsAddress(view: own, section: position)]?.count ?? 0
                    components[position].shownRows = (0..<min(shown, rows.count)).map(rows.rowCell(at:))
                }
            }
            node.content = .picker(components)
        default:
            break
        }
    }

    /// The values of a message checked against the view's element — each a property a person can change on it
    /// (`ElementType.userValues`) — and converted to their types.
    private func converted(
        _ values: [String: LiveValue], forView index: Int
    ) throws(LiveMessageError) -> [(String, PropertyValue)] {
        let view = document.views[index]
        let catalog = document.loader.catalog
        var result: [(String, PropertyValue)] = []
        for (keyPath, value) in values.sorted(by: { $0.key < $1.key }) {
            guard let type = catalog.propertyType(keyPath: keyPath, of: view.element) else {
                throw .unknownProperty(keyPath, element: view.element)
            }
            guard catalog.isUserValue(keyPath, of: view.element) else {
                throw .notUserValue(keyPath, element: view.element)
            }
            let converted: PropertyValue
            switch (type, value) {
            case (.bool, .bool(let flag)): converted = .bool(flag)
            case (.number, .number(let number)) where number.isFinite: converted = .number(number)
            case (.integer, .number(let number)) where number.rounded() == number && abs(number) < 1e15:
                converted = .number(number)
            case (_, .string(let text)):
                switch type.convert(text, colors: document.loader.colors) {
                case .success(let value): converted = value
                case .failure(let failure):
                    throw .invalidValue(keyPath, element: view.element, reason: failure.message)
                }
            default:
                throw .invalidValue(keyPath, element: view.element, reason: "expected \(type)")
            }
            let key = catalog.canonicalKeyPath(keyPath, of: view.element)
            if let problem = catalog.problem(
                withUserValue: converted, for: key, of: view.element, timeZone: timeZone,
                property: { properties[index][$0] })
            {
                throw .invalidValue(keyPath, element: view.element, reason: problem)
            }
            result.append((key, converted))
        }
        return result
    }

    /// Keeps a view's property, counting the text it holds.
    private func store(_ value: PropertyValue, for key: String, inView index: Int) {
        textBytes = max(0, textBytes + Self.textBytes(value) - Self.textBytes(properties[index][key]))
        properties[index][key] = value
    }

    private static func textBytes(_ value: PropertyValue?) -> Int {
        if case .string(let text)? = value { return text.utf8.count }
        return 0
    }

    /// Sends what has changed; alerts wait for the next connection when there is none.
    private func flush() {
        flushScheduled = false
        guard !pending.isEmpty else { return }
        version += 1
        pending.version = version
        if sink != nil {
            queue(pending)
        } else {
            heldAlerts = Self.appending(pending.alerts, to: heldAlerts, limit: budget.maximumAlerts)
            heldNavigation = pending.navigation ?? heldNavigation
        }
        pending = LiveUpdate()
    }

    /// Puts an update in the connection's outbox, or, past the budget, drops the outbox for the whole view.
    private func queue(_ update: LiveUpdate) {
        guard let sink else { return }
        if needsWholeView {
            heldAlerts = Self.appending(update.alerts, to: heldAlerts, limit: budget.maximumAlerts)
            heldNavigation = update.navigation ?? heldNavigation
        } else {
            outbox.append(update)
            outboxBytes += update.estimatedBytes
            if outbox.count > budget.maximumQueuedUpdates || outboxBytes > budget.maximumQueuedBytes {
                heldAlerts = Self.appending(outbox.flatMap(\.alerts), to: heldAlerts, limit: budget.maximumAlerts)
                heldNavigation = outbox.compactMap(\.navigation).last ?? heldNavigation
                outbox = []
                outboxBytes = 0
                needsWholeView = true
            }
        }
        sink.continuation.yield()
    }

    /// `alerts` after `held`, keeping the newest `limit`, an alert the same as the one before it once.
    private static func appending(
        _ alerts: [LiveUpdate.Alert], to held: [LiveUpdate.Alert], limit: Int
    ) -> [LiveUpdate.Alert] {
        var result = held
        for alert in alerts where result.last != alert { result.append(alert) }
        return result.count > limit ? Array(result.suffix(limit)) : result
    }

    /// Sends a change made outside a message once the main actor's turn is over, with the others of that turn.
    private func scheduleFlush() {
        guard !flushScheduled else { return }
        flushScheduled = true
        Task { @MainActor [weak self] in self?.flush() }
    }

    // MARK: ViewHost

    public func value(of keyPath: String, inView index: Int) -> PropertyValue? {
        guard document.views.indices.contains(index) else { return nil }
        return properties[index][document.loader.catalog.canonicalKeyPath(keyPath, of: document.views[index].element)]
    }

    public func setValue(_ value: PropertyValue, of keyPath: String, inView index: Int) {
        guard document.views.indices.contains(index) else { return }
        let key = document.loader.catalog.canonicalKeyPath(keyPath, of: document.views[index].element)
        guard properties[index][key] != value else { return }
        store(value, for: key, inView: index)
        pending.set(key, to: LiveValue(value), inView: index)
        scheduleFlush()
    }

    public func selectedValues(inSection section: String, ofView index: Int) -> [String] {
        if let rows = connection?.rows(named: section, ofView: index) { return rows.selectedValues }
        return selections[index]?[section] ?? []
    }

    public func selectValues(_ values: [String], inSection section: String, ofView index: Int) {
        if let rows = connection?.rows(named: section, ofView: index) {
            let changed = rows.setCheckedValues(values)
            if !changed.isEmpty { rowsDidChange(RowChanges(keys: rows.keys, updated: changed), in: rows) }
            return
        }
        guard let choices = document.choices[index]?[section] else { return }
        // As UIKit does, a value the section or component does not offer selects nothing.
        var values = values.filter(choices.values.contains)
        if !choices.allowsMany { values = Array(values.prefix(1)) }
        guard selections[index]?[section] != values else { return }
        selections[index]?[section] = values
        pending.select(values, inSection: section, ofView: index)
        scheduleFlush()
    }

    public func rowsDidChange(_ changes: RowChanges, in rows: SectionRows) {
        let address = RowsAddress(view: rows.view, section: rows.section)
        let before = shownRows[address] ?? []
        rowsExhausted.remove(address)
        // The page shows the first rows of the section: as many as it showed, and at least the first page's worth; of
        // a picker component, all it may.
        let updated = Set(changes.updates.map(\.to))
        let count = isPicker(rows) ? budget.maximumPickerRows : max(before.count, budget.initialRows)
        showRows(Array(rows.keys.prefix(count)), of: rows, before: before, isChanged: { updated.contains($0) })
    }

    /// Makes the page show the rows `keys` (the first of `rows`) where it showed `before`, and tells it how many
    /// rows there are.
    private func showRows(_ keys: [String], of rows: SectionRows, before: [String], isChanged: (Int) -> Bool) {
        let address = RowsAddress(view: rows.view, section: rows.section)
        shownRows[address] = keys
        let window = RowChanges(from: before, to: keys) { _, new in isChanged(new) }
        for step in window.steps {
            let patch: LiveUpdate.RowPatch
            switch step {
            case .remove(let key):
                patch = .init(view: rows.view, section: rows.section, kind: .remove, key: key)
            case .insert(let key, let index, let after):
                patch = .init(
                    view: rows.view, section: rows.section, kind: .insert, key: key, after: after, row: rows.rowCell(at: index))
            case .move(let key, let after):
                patch = .init(view: rows.view, section: rows.section, kind: .move, key: key, after: after)
            case .update(let key, let index):
                patch = .init(view: rows.view, section: rows.section, kind: .update, key: key, row: rows.rowCell(at: index))
            }
            pending.rows.append(patch)
        }
        pending.rows.append(
            .init(view: rows.view, section: rows.section, kind: .count, count: rows.count, more: mayLoadMore(rows) ? true : nil))
        scheduleFlush()
    }

    public func presentAlert(title: String?, message: String) {
        pending.alerts.append(LiveUpdate.Alert(title: title, message: message))
        scheduleFlush()
    }

    public func navigate(to link: String) {
        if let problem = ScreenLink.problem(with: link) {
            // The owner's mistake, shown where it is made.
            presentAlert(title: nil, message: ScreenLink.noScreenMessage(for: link, problem: problem))
            return
        }
        pending.navigation = .to(link)
        scheduleFlush()
    }

    public func navigateBack() {
        pending.navigation = .back
        scheduleFlush()
    }
}

/// What a page's connection sends next.
public enum LiveDelivery: Sendable, Hashable {
    /// Changes to apply in place, and alerts.
    case update(LiveUpdate)
    /// The whole view as the session now has it (``LiveSession/currentTree``), at `version`, then the alerts: the
    /// connection read too slowly for the updates to be kept.
    case wholeView(version: Int, alerts: [LiveUpdate.Alert])
}

/// A live session's deliveries to one connection of its page, read as they come: the session keeps what the page
/// has not read (within its ``LiveSession/Budget``), not this sequence.
public struct LiveDeliveries: AsyncSequence, Sendable {
    public typealias Element = LiveDelivery
    let session: LiveSession
    let token: Int
    let signals: AsyncStream<Void>

    public struct AsyncIterator: AsyncIteratorProtocol {
        let session: LiveSession
        let token: Int
        var signals: AsyncStream<Void>.Iterator
        var ready: [LiveDelivery] = []

        public mutating func next(isolation actor: isolated (any Actor)? = #isolation) async -> LiveDelivery? {
            while ready.isEmpty {
                guard await signals.next(isolation: actor) != nil else { return nil }
                ready = await session.take(for: token).reversed()
            }
            return ready.popLast()
        }

        public mutating func next() async -> LiveDelivery? {
            await next(isolation: nil)
        }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(session: session, token: token, signals: signals.makeAsyncIterator())
    }
}

extension LiveValue {
    /// A property's value as a page shows it: text, numbers and flags as they are, anything else as markup writes it.
    init(_ value: PropertyValue) {
        switch value {
        case .string(let text): self = .string(text)
        // JSON has no infinity: a number that is not finite goes as text.
        case .number(let number) where number.isFinite: self = .number(number)
        case .bool(let flag): self = .bool(flag)
        case .enumeration(let name): self = .string(name)
        case .image(let name): self = .string(name)
        default: self = .string(value.description)
        }
    }
}

/// A dynamic section of a document: its table view's index and its index in the table.
struct RowsAddress: Hashable {
    var view: Int
    var section: Int
}
