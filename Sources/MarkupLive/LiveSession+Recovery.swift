import MarkupKit

extension LiveSession {
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
}
