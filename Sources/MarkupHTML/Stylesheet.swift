extension HTMLRenderer {
    /// How the controls look: close to iOS's defaults, in the system font, with `--mk-tint` (a view's `tintColor`)
    /// as the accent. Nothing here moves a layout view's box; a control's own size is its content's, as UIKit's
    /// intrinsic size is.
    public static let stylesheet = String(decoding: PackageResources.markup_css, as: UTF8.self)
        .replacing("var(--mk-system-font-family)", with: CSSValues.systemFontFamily)

    /// The page's behaviour, in plain JavaScript and only what HTML lacks: stepper buttons step their number, and a
    /// tab selects itself and shows the view whose `id` is its name (hiding the other tabs' views).
    public static let script = String(decoding: PackageResources.markup_js, as: UTF8.self)
}
