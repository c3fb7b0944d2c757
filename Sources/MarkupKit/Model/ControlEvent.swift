/// A control event an `on…` attribute can name; the raw value is the attribute's name without `on`, first letter
/// lowered (`onTouchUpInside` → `touchUpInside`).
public enum ControlEvent: String, Sendable, Hashable, CaseIterable {
    case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
    case touchUpInside, touchUpOutside, touchCancel, valueChanged, primaryActionTriggered
    case editingDidBegin, editingChanged, editingDidEnd, editingDidEndOnExit
    case allTouchEvents, allEditingEvents, allEvents

    /// The attribute that names this event (`onValueChanged`).
    public var attributeName: String {
        "on" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }

    /// The event an attribute names, if it is one of the eighteen action attributes.
    public init?(attributeName: String) {
        guard attributeName.hasPrefix("on"), attributeName.count > 2 else { return nil }
        let rest = attributeName.dropFirst(2)
        guard rest.first?.isUppercase == true else { return nil }
        self.init(rawValue: rest.prefix(1).lowercased() + rest.dropFirst())
    }

    /// The events every control sends.
    static let touchEvents: Set<ControlEvent> = [
        .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
        .touchUpInside, .touchUpOutside, .touchCancel, .primaryActionTriggered, .allTouchEvents, .allEvents,
    ]
    /// The events of a text field.
    static let editingEvents: Set<ControlEvent> = [
        .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit, .allEditingEvents,
    ]
}
