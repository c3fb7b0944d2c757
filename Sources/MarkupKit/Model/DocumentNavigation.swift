import Foundation

/// What a screen's navigation bar shows, as its navigation controller's item does in UIKit: the title, and buttons
/// at its trailing end that call the owner's actions (`navigationItem.rightBarButtonItems`).
///
/// ```xml
/// <?navigationItem title="Pizza Delivery Form"?>
/// <?rightBarButtonItem title="Submit" style="done" action="submit"?>
/// ```
/// A live page and a preview draw the bar above the view; UIKit sets the controller's `navigationItem`. An owner's
/// `screenTitle`, once it has one, is shown in place of `title`.
public struct DocumentNavigation: Sendable, Hashable {
    /// The screen's title in the bar; nil leaves it to the page or the owner.
    public var title: String?
    /// The buttons at the bar's trailing end, leading first.
    public var rightBarButtons: [BarButton]
    /// Where the first instruction was written.
    public var location: SourceLocation

    /// The most buttons a bar holds at its trailing end: what fits beside a title on a phone.
    public static let maximumRightBarButtons = 3

    /// Creates a navigation bar's declaration.
    public init(title: String? = nil, rightBarButtons: [BarButton] = [], location: SourceLocation) {
        self.title = title
        self.rightBarButtons = rightBarButtons
        self.location = location
    }
}

/// A button of a navigation bar: its title, and the owner's action a tap calls (one that takes no sender).
public struct BarButton: Sendable, Hashable {
    /// How the button is drawn, as UIKit's `UIBarButtonItem.Style`.
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// Regular weight.
        case plain
        /// Bold: the screen's main action (Done, Save, Submit).
        case done
    }

    /// The button's title.
    public var title: String
    /// How it is drawn.
    public var style: Style
    /// The owner's action a tap calls.
    public var action: String
    /// Where it was declared.
    public var location: SourceLocation

    /// The longest title a bar button may have, in characters.
    public static let maximumTitleLength = 40

    /// Creates a bar button.
    public init(title: String, style: Style = .plain, action: String, location: SourceLocation) {
        self.title = title
        self.style = style
        self.action = action
        self.location = location
    }

    /// Why `title` cannot be a bar button's, as the end of a sentence; nil when it can.
    public static func problem(withTitle title: String) -> String? {
        if title.trimmingCharacters(in: .whitespaces).isEmpty { return "is empty" }
        if title.count > maximumTitleLength { return "is longer than \(maximumTitleLength) characters" }
        return nil
    }

    /// Why `action` cannot name an owner's action for a bar button, as the end of a sentence; nil when it can.
    public static func problem(withAction action: String) -> String? {
        if action.isEmpty { return "is empty" }
        if action.hasSuffix(":") { return "passes a sender, which a bar button has not: write '\(action.dropLast())'" }
        guard let first = action.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
            action.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        else { return "is not an action's name" }
        return nil
    }
}
