/// The live page's own script: it sends what the user does to the session and applies what the session sends back.
/// No framework; its size is what `LiveScript.source.utf8.count` says (quoted in the guide).
///
/// Out: a control's change, with the values it now has, as an event message (text edits debounced, and sent before
/// any later event so that an action reads what was typed); a check mark's change as a section's selection. In: the
/// `update` events' property changes, section selections and alerts; `page` events swap the whole view. A session
/// gone (`expired`, a message answered 410, or `shutdown` from a server going away) re-mounts the page on a new one
/// (`POST remount`) with what the person had changed on it, backing off while no server answers. Messages go one at
/// a time, in order; a refused one shows its reason in a banner.
enum LiveScript {
    /// The properties the script changes in place; a change of any other sends the whole view again (the key is the
    /// canonical one the session uses: `on`, `enabled`).
    static let patchedKeys: Set<String> = [
        "text", "title", "on", "value", "enabled", "selectedSegmentIndex", "textLabel.text", "detailTextLabel.text",
        "progress", "placeholder", "date", "minimumDate", "maximumDate", "animating",
    ]

    /// What alerts look like: UIKit's, roughly.
    static let style = String(decoding: PackageResources.live_alert_css, as: UTF8.self)

    static let source = String(decoding: PackageResources.live_js, as: UTF8.self)
}
