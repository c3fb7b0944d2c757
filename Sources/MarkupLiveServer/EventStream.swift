import Foundation
import MarkupLive

/// What a live page's stream of Server-Sent Events carries, as the page script reads it.
enum LiveEvent {
    /// Property and selection changes the script applies in place, and alerts.
    case update(LiveUpdate)
    /// The whole view as it now is, for a page that missed updates or must show a change it cannot apply in place;
    /// then the alerts to show.
    case page(version: Int, html: String, alerts: [LiveUpdate.Alert])
    /// The session is over: the page re-mounts on a new one (`POST remount`), with what its person had entered.
    case expired
    /// The server is shutting down: the page re-mounts now, on whichever instance answers (or on this server once it
    /// is back), rather than wait to find its session gone.
    case shuttingDown
    /// A comment that keeps proxies from closing a quiet stream.
    case heartbeat

    /// The event as the stream spells it. Every event but the heartbeat carries the session's version as its id, so
    /// that a browser reconnecting on its own says which version it has (`Last-Event-ID`).
    var text: String {
        switch self {
        case .update(let update):
            return "id: \(update.version)\nevent: update\ndata: \(Self.json(update))\n\n"
        case .page(let version, let html, let alerts):
            return "id: \(version)\nevent: page\ndata: \(Self.json(Page(version: version, html: html, alerts: alerts)))\n\n"
        case .expired:
            return "event: expired\ndata: \n\n"
        case .shuttingDown:
            return "event: shutdown\ndata: \n\n"
        case .heartbeat:
            return ": still here\n\n"
        }
    }

    private struct Page: Encodable {
        var version: Int
        var html: String
        var alerts: [LiveUpdate.Alert]
    }

    /// One line of JSON: the encoder escapes line breaks inside strings, so `data:` needs no continuation lines.
    private static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
