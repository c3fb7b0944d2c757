public import MarkupKit

/// A view whose value a form posts: a control, or a text view.
public protocol LimaFormField: LimaView {}

/// A control: it can be disabled, and it sends events to its owner's actions.
public protocol LimaControl: LimaFormField {}

extension LimaFormField {
    /// The field name a form posts the view's value under (its outlet when not given).
    public consuming func name(_ fieldName: String) -> Self { setting("name", .string(fieldName)) }
}

extension LimaControl {
    /// Whether the control takes input.
    public consuming func enabled(_ enabled: Bool) -> Self { setting("enabled", .bool(enabled)) }
    /// Whether the control is selected.
    public consuming func selected(_ selected: Bool) -> Self { setting("selected", .bool(selected)) }
    /// Whether the control is highlighted.
    public consuming func highlighted(_ highlighted: Bool) -> Self { setting("highlighted", .bool(highlighted)) }
    /// Where the control's content sits across its width.
    public consuming func contentHorizontalAlignment(_ alignment: LMContentHorizontalAlignment) -> Self {
        setting("contentHorizontalAlignment", .enumeration(alignment.rawValue))
    }
    /// Where the control's content sits across its height.
    public consuming func contentVerticalAlignment(_ alignment: LMContentVerticalAlignment) -> Self {
        setting("contentVerticalAlignment", .enumeration(alignment.rawValue))
    }

    /// Calls the owner's action `handler` when the control sends `event`, as markup's `on…` attribute does: `"clear"`
    /// calls `clear()`, `"nameChanged:"` calls `nameChanged(_:)` with the control as the sender.
    public consuming func on(
        _ event: ControlEvent, _ handler: String, file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> Self {
        var copy = self
        let takesSender = handler.hasSuffix(":")
        copy.declaration.actions.append(
            ActionSetting(
                event: event, handler: takesSender ? String(handler.dropLast()) : handler, takesSender: takesSender,
                location: SourceLocation(file, line, column)))
        return copy
    }

    /// Calls the owner's action `handler` when the control sends `event`, by a name the compiler checks:
    /// `.on(.editingChanged, Greeting.Actions.nameChanged)`, from the `Actions` enumeration `@MarkupOwner` generates.
    public consuming func on(
        _ event: ControlEvent, _ handler: some ActionName, file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> Self {
        on(event, handler.rawValue, file: file, line: line, column: column)
    }
}

/// Where a control's content sits across its width (`contentHorizontalAlignment`).
public enum LMContentHorizontalAlignment: String, Sendable, CaseIterable {
    case center, left, right, fill, leading, trailing
}

/// Where a control's content sits across its height (`contentVerticalAlignment`).
public enum LMContentVerticalAlignment: String, Sendable, CaseIterable {
    case center, top, bottom, fill
}

extension LMButton {
    /// Goes to the screen at `path` when tapped, as markup's `link` does: a path relative to the app's screens
    /// (`"about"`, `"todos/3"`; `ScreenLink` says what may be one) — a link on a live page or a preview, a push of what
    /// the controller's routes make in UIKit. A tap either follows the link or calls an action, not both.
    public consuming func link(_ path: String, file: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        var copy = self
        copy.declaration.link = (path, SourceLocation(file, line, column))
        return copy
    }
}
