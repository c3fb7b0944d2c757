public import Layout
public import MarkupKit

// What every view takes, as modifiers rather than initializer arguments: UIView's own properties and the layout
// attributes a view gives its parent. Each returns a changed copy, so they chain:
// `LMLabel(text: "Total").weight(1).backgroundColor(.named("yellow"))`.

extension LimaView {
    /// A copy with `keyPath` set to `value` after the settings before it: the way to a property the typed API does not
    /// name (an app element's own property). Unchecked: the catalog checks it only when a renderer loads it.
    public consuming func set(
        _ keyPath: String, _ value: PropertyValue, file: String = #fileID, line: Int = #line, column: Int = #column
    )
        -> Self
    {
        var copy = self
        copy.declaration.set(keyPath, to: value, at: SourceLocation(file, line, column))
        return copy
    }

    /// A copy with `keyPath` set to `text` — a key of the strings table, or a binding to the owner — after the settings
    /// before it: ``set(_:_:file:line:column:)-(String,PropertyValue,_,_,_)`` for text. Unchecked, as that is.
    public consuming func set(
        _ keyPath: String, _ text: LMText, file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> Self {
        var copy = self
        copy.declaration.set(keyPath, to: text, at: SourceLocation(file, line, column))
        return copy
    }

    /// A copy with a date picker's `keyPath` set to a day, a time of day or an instant (`LocalDate("2026-11-27")`) after
    /// the settings before it; unchanged for a value that holds none. Unchecked, as
    /// ``set(_:_:file:line:column:)-(String,PropertyValue,_,_,_)`` is.
    public consuming func set(
        _ keyPath: String, _ value: any DatePickerValue, file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> Self {
        var copy = self
        copy.declaration.set(keyPath, to: value, at: SourceLocation(file, line, column))
        return copy
    }

    consuming func setting(_ keyPath: String, _ value: PropertyValue) -> Self {
        var copy = self
        copy.declaration.set(keyPath, to: value, at: copy.declaration.location)
        return copy
    }

    consuming func setting(_ keyPath: String, _ text: LMText) -> Self {
        var copy = self
        copy.declaration.set(keyPath, to: text, at: copy.declaration.location)
        return copy
    }

    /// The name the owner's outlet has for this view (markup's `id`).
    public consuming func id(_ outlet: String) -> Self {
        var copy = self
        copy.declaration.outlet = outlet
        return copy
    }

    /// The owner's outlet for this view, by a name the compiler checks: `.id(Greeting.Outlets.nameField)`, from the
    /// `Outlets` enumeration `@MarkupOwner` generates.
    public consuming func id(_ outlet: some OutletName) -> Self { id(outlet.rawValue) }

    // MARK: UIView

    /// The view's background color.
    public consuming func backgroundColor(_ color: MarkupColor) -> Self { setting("backgroundColor", .color(color)) }
    /// The color controls and templates draw with.
    public consuming func tintColor(_ color: MarkupColor) -> Self { setting("tintColor", .color(color)) }
    /// How dim the tint is.
    public consuming func tintAdjustmentMode(_ mode: LMTintAdjustmentMode) -> Self {
        setting("tintAdjustmentMode", .enumeration(mode.rawValue))
    }
    /// The view's opacity, from 0 to 1.
    public consuming func alpha(_ alpha: Double) -> Self { setting("alpha", .number(alpha)) }
    /// Whether drawing outside the view's bounds is cut off.
    public consuming func clipsToBounds(_ clips: Bool = true) -> Self { setting("clipsToBounds", .bool(clips)) }
    /// A number that tells one view from another (one action serving many senders reads it).
    public consuming func tag(_ tag: Int) -> Self { setting("tag", .number(Double(tag))) }
    /// Whether the view takes touches.
    public consuming func userInteractionEnabled(_ enabled: Bool) -> Self { setting("userInteractionEnabled", .bool(enabled)) }
    /// How the view's content fills its bounds.
    public consuming func contentMode(_ mode: LMContentMode) -> Self { setting("contentMode", .enumeration(mode.rawValue)) }
    /// What assistive technologies announce for the view.
    public consuming func accessibilityLabel(_ label: LMText) -> Self { setting("accessibilityLabel", label) }
    /// What assistive technologies say the view does.
    public consuming func accessibilityHint(_ hint: LMText) -> Self { setting("accessibilityHint", hint) }
    /// The name UI tests find the view by.
    public consuming func accessibilityIdentifier(_ identifier: String) -> Self {
        setting("accessibilityIdentifier", .string(identifier))
    }

    /// The view's layer: border, corners, shadow, opacity. Only the values given are set.
    public consuming func layer(
        borderWidth: Double? = nil, borderColor: MarkupColor? = nil, cornerRadius: Double? = nil, masksToBounds: Bool? = nil,
        opacity: Double? = nil, backgroundColor: MarkupColor? = nil, shadowColor: MarkupColor? = nil,
        shadowOpacity: Double? = nil,
        shadowRadius: Double? = nil, shadowOffsetWidth: Double? = nil, shadowOffsetHeight: Double? = nil
    ) -> Self {
        var copy = self
        let values: [(String, PropertyValue?)] = [
            ("borderWidth", borderWidth.map(PropertyValue.number)), ("borderColor", borderColor.map(PropertyValue.color)),
            ("cornerRadius", cornerRadius.map(PropertyValue.number)), ("masksToBounds", masksToBounds.map(PropertyValue.bool)),
            ("opacity", opacity.map(PropertyValue.number)), ("backgroundColor", backgroundColor.map(PropertyValue.color)),
            ("shadowColor", shadowColor.map(PropertyValue.color)), ("shadowOpacity", shadowOpacity.map(PropertyValue.number)),
            ("shadowRadius", shadowRadius.map(PropertyValue.number)),
            ("shadowOffsetWidth", shadowOffsetWidth.map(PropertyValue.number)),
            ("shadowOffsetHeight", shadowOffsetHeight.map(PropertyValue.number)),
        ]
        for case (let key, let value?) in values { copy = copy.setting("layer." + key, value) }
        return copy
    }

    // MARK: Layout attributes

    /// The view's share of its row's or column's excess space; it must be greater than 0.
    public consuming func weight(_ weight: Double, file: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        set("weight", .number(weight), file: file, line: line, column: column)
    }
    /// A fixed width, which beats weight and the view's own size.
    public consuming func width(_ width: Double) -> Self { setting("width", .number(width)) }
    /// A fixed height, which beats weight and the view's own size; not with ``aspectRatio(_:file:line:column:)``.
    public consuming func height(_ height: Double, file: String = #fileID, line: Int = #line, column: Int = #column) -> Self {
        set("height", .number(height), file: file, line: line, column: column)
    }
    /// The narrowest the view may be, whatever its weight, its stretch or its content; 0 or more.
    public consuming func minimumWidth(
        _ width: Double, file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> Self {
        set("minimumWidth", .number(width), file: file, line: line, column: column)
    }
    /// The widest the view may be (text wraps at it); 0 or more, and not less than its minimum width.
    public consuming func maximumWidth(
        _ width: Double, file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> Self {
        set("maximumWidth", .number(width), file: file, line: line, column: column)
    }
    /// The shortest the view may be; 0 or more.
    public consuming func minimumHeight(
        _ height: Double, file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> Self {
        set("minimumHeight", .number(height), file: file, line: line, column: column)
    }
    /// The tallest the view may be; 0 or more, and not less than its minimum height.
    public consuming func maximumHeight(
        _ height: Double, file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> Self {
        set("maximumHeight", .number(height), file: file, line: line, column: column)
    }
    /// Width divided by height: the view's height is its width divided by `ratio`. Greater than 0, and not with a
    /// height (give the width instead); height bounds hold the height and a width taken from content, as in CSS.
    public consuming func aspectRatio(
        _ ratio: Double, file: String = #fileID, line: Int = #line, column: Int = #column
    ) -> Self {
        set("aspectRatio", .number(ratio), file: file, line: line, column: column)
    }
    /// The edges the view is pinned to in an anchor view.
    public consuming func anchor(_ anchors: Anchors) -> Self { setting("anchor", .anchors(anchors)) }
    /// The padding inside a layout view, or around a cell's content.
    public consuming func layoutMargins(_ insets: Insets) -> Self { setting("layoutMargins", .edgeInsets(insets)) }
    /// The same padding on every side.
    public consuming func layoutMargins(_ all: Double) -> Self { layoutMargins(Insets(all)) }
    /// Whether the view is hidden; a hidden view takes no space.
    public consuming func hidden(_ hidden: Bool = true) -> Self { setting("hidden", .bool(hidden)) }
}

/// How a view's content fills its bounds (`contentMode`).
public enum LMContentMode: String, Sendable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}

/// How dim a view's tint is (`tintAdjustmentMode`).
public enum LMTintAdjustmentMode: String, Sendable, CaseIterable {
    case automatic, normal, dimmed
}
