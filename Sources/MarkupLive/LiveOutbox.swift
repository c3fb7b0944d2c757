/// What a session has for its page and the page has not read, held within the session's ``LiveSession/Budget``: the
/// updates its connection has yet to read, or — once they overflowed — a note that the page needs the whole view;
/// and the alerts and navigation no page has seen (sent while none was connected, or dropped with an overflow).
struct LiveOutbox {
    private let budget: LiveSession.Budget
    /// The updates the page's connection has not read yet, and their estimated size.
    private var updates: [LiveUpdate] = []
    private var bytes = 0
    private var needsWholeView = false
    /// Alerts no page has shown yet: while no page is connected, or while the outbox overflowed.
    private var heldAlerts: [LiveUpdate.Alert] = []
    /// Where the owner sent the page while no page could hear it, or while its updates were dropped for the whole view.
    private var heldNavigation: LiveUpdate.Navigation?

    init(budget: LiveSession.Budget) { self.budget = budget }

    /// Adds an update for a connected page; past the budget, drops what the page has not read for the whole view,
    /// keeping its alerts and navigation.
    mutating func queue(_ update: LiveUpdate) {
        guard !needsWholeView else {
            hold(update)
            return
        }
        updates.append(update)
        bytes += update.estimatedBytes
        if updates.count > budget.maximumQueuedUpdates || bytes > budget.maximumQueuedBytes {
            dropUnread()
            needsWholeView = true
        }
    }

    /// Keeps an update's alerts and navigation for a page that is not connected (its changes the page gets with the
    /// whole view, by its version).
    mutating func hold(_ update: LiveUpdate) {
        heldAlerts = Self.appending(update.alerts, to: heldAlerts, limit: budget.maximumAlerts)
        heldNavigation = update.navigation ?? heldNavigation
    }

    /// A new connection: what the last did not read is gone with it; the alerts and navigation held for a page come
    /// first, as an update at `version`, if there are any.
    mutating func connected(version: Int) -> LiveUpdate? {
        updates = []
        bytes = 0
        needsWholeView = false
        guard !heldAlerts.isEmpty || heldNavigation != nil else { return nil }
        var update = LiveUpdate()
        update.version = version
        update.alerts = heldAlerts
        update.navigation = heldNavigation
        heldAlerts = []
        heldNavigation = nil
        return update
    }

    /// What the connection reads now (the session at `version`): the updates, or the whole view once they overflowed
    /// (where to, instead, when the owner sent the page away).
    mutating func take(version: Int) -> [LiveDelivery] {
        defer {
            updates = []
            bytes = 0
            needsWholeView = false
        }
        guard needsWholeView else { return updates.map(LiveDelivery.update) }
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

    /// The connection went: what it did not read is lost with it, but for alerts and navigation (a page that
    /// reconnects gets the whole view by its version).
    mutating func disconnected() {
        dropUnread()
        needsWholeView = false
    }

    /// The session ended: nothing is kept.
    mutating func clear() {
        self = LiveOutbox(budget: budget)
    }

    private mutating func dropUnread() {
        heldAlerts = Self.appending(updates.flatMap(\.alerts), to: heldAlerts, limit: budget.maximumAlerts)
        heldNavigation = updates.compactMap(\.navigation).last ?? heldNavigation
        updates = []
        bytes = 0
    }

    /// `alerts` after `held`, keeping the newest `limit`, an alert the same as the one before it once.
    private static func appending(
        _ alerts: [LiveUpdate.Alert], to held: [LiveUpdate.Alert], limit: Int
    ) -> [LiveUpdate.Alert] {
        var result = held
        for alert in alerts where result.last != alert { result.append(alert) }
        return result.count > limit ? Array(result.suffix(limit)) : result
    }
}
