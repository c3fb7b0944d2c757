public import Foundation

/// Apple's `UIControl`: a view that sends actions when the user acts on it. The shim keeps UIKit's closure actions
/// (`addAction(_:for:)`, iOS 14), which need no Objective-C selectors, and `sendActions(for:)`, which runs them as
/// UIKit does when a touch or an edit happens.
@MainActor
open class UIControl: UIView {
    /// Apple's `UIControl.Event`, with its raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// Apple's `UIControl.State`.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// Apple's `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0, top, bottom, fill
    }

    /// Apple's `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0, left, right, fill, leading, trailing
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    open var contentVerticalAlignment = ContentVerticalAlignment.center
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center

    /// The control's state, from its flags.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    private var actions: [(action: UIAction, events: Event)] = []

    /// Runs `action` when any of `controlEvents` happens.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Stops running `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions = actions.compactMap { entry in
            guard entry.action === action else { return entry }
            let remaining = entry.events.subtracting(controlEvents)
            return remaining.isEmpty ? nil : (entry.action, remaining)
        }
    }

    /// Runs every action registered for any of `controlEvents`, in the order they were added, with this control as
    /// their sender.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.perform(sender: self)
        }
    }

    /// The events that have actions.
    open var allControlEvents: Event { actions.reduce([]) { $0.union($1.events) } }
}

/// Apple's `UIActionHandler`: not isolated in its declaration, so a handler formed on the main actor (as a view's
/// code is) runs there, and one formed elsewhere cannot reach the main actor's state without hopping.
public typealias UIActionHandler = (UIAction) -> Void

/// Apple's `UIMenuElement`: what a menu or a control's action is.
@MainActor
open class UIMenuElement: NSObject {
    /// The element's title (a `UIAction`'s is set when it is made).
    open internal(set) var title: String

    init(title: String) {
        self.title = title
        super.init()
    }
}

/// Apple's `UIAction`: a closure with a title, run by a control for its events.
@MainActor
open class UIAction: UIMenuElement {
    private let handler: UIActionHandler
    private var currentSender: Any?

    /// The control that is running the action, while it runs.
    open var sender: Any? { currentSender }

    /// The shim keeps the title and the handler; the other arguments are UIKit's, for menus.
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.init(title: title, handler: handler)
    }

    init(title: String, handler: @escaping UIActionHandler) {
        self.handler = handler
        super.init(title: title)
    }

    func perform(sender: Any) {
        currentSender = sender
        defer { currentSender = nil }
        handler(self)
    }
}

extension UIMenuElement {
    /// Apple's `UIMenuElement.Attributes`.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    /// Apple's `UIMenuElement.State`.
    public enum State: Int, Sendable {
        case off = 0, on, mixed
    }
}

extension UIAction {
    /// Apple's `UIAction.Identifier`.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}
