/// The one rule for a link to another of an app's screens — a dynamic row's `link`, a button's, an owner's
/// `navigate(to:)`: a path relative to where the screens are (`employees/10001`), which a live page resolves under
/// its screens (`/ui/employees/10001`) and UIKit matches against its routes.
///
/// Relative, so that one link means the same screen in every renderer and cannot leave the app: no scheme, no host,
/// no leading `/`, no `..` segment, no `\`, no spaces or control characters.
public enum ScreenLink {
    /// The most UTF-8 bytes a link may have.
    public static let maximumLength = 2048

    /// Why `link` is not a screen's path, as the end of a sentence that names it; nil when it is.
    public static func problem(with link: String) -> String? {
        if link.isEmpty { return "is empty" }
        if link.utf8.count > maximumLength { return "is longer than \(maximumLength) bytes" }
        if link.hasPrefix("/") { return "starts with '/': write it relative to the app's screens" }
        if link.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0 == "\\" }) {
            return "has a space, a control character or '\\'"
        }
        let path = link.prefix { $0 != "?" && $0 != "#" }
        // A colon before the first slash is a scheme (`javascript:`, `https:`) to a browser.
        if path.prefix(while: { $0 != "/" }).contains(":") { return "has a scheme: only the app's own screens are linked" }
        if path.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0 == ".." }) {
            return "has a '..' segment"
        }
        return nil
    }

    /// What a person is told when `link` leads to no screen, with the ``problem(with:)`` that says why when there is
    /// one: one wording for every renderer. Only the link's start is shown; it may carry what a person typed.
    public static func noScreenMessage(for link: String, problem: String? = nil) -> String {
        "No screen is at '\(link.prefix(200))'" + (problem.map { ": the link \($0)." } ?? ".")
    }

    /// The element whose taps may follow a `link` of their own, and its subclasses.
    public static let linkedElement = "UIButton"

    /// Why a button with `link` and `actions` cannot do the one thing a tap does; nil when it can.
    public static func tapProblem(link: String, actions: [ActionSetting]) -> String? {
        let tapEvents: Set<ControlEvent> = [.touchUpInside, .primaryActionTriggered, .allTouchEvents, .allEvents]
        guard let action = actions.first(where: { tapEvents.contains($0.event) }) else { return nil }
        return "a tap on the button either calls \(action.event.attributeName) or follows link '\(link)': give it one of them"
    }
}
