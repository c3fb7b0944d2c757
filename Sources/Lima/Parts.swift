import MarkupKit

// The objects inside a view that markup reaches with a dotted key path (`titleLabel.font`,
// `textContainer.lineFragmentPadding`): given as a view of their own type, so that their settings are typed too.

extension LMButton {
    /// The button with `label`'s settings given to its title label (`titleLabel.font`).
    public consuming func titleLabel(_ label: LMLabel) -> Self { settingPart("titleLabel", from: label) }
    /// The button with `imageView`'s settings given to its image view.
    public consuming func imageView(_ imageView: LMImageView) -> Self { settingPart("imageView", from: imageView) }
}

extension LMTextView {
    /// The text view's text container: the padding at the ends of each line, a limit on the lines, how they break.
    public consuming func textContainer(
        lineFragmentPadding: Double? = nil, maximumNumberOfLines: Int? = nil, lineBreakMode: LMLineBreakMode? = nil
    ) -> Self {
        var copy = self
        if let lineFragmentPadding { copy = copy.setting("textContainer.lineFragmentPadding", .number(lineFragmentPadding)) }
        if let maximumNumberOfLines {
            copy = copy.setting("textContainer.maximumNumberOfLines", .number(Double(maximumNumberOfLines)))
        }
        if let lineBreakMode { copy = copy.setting("textContainer.lineBreakMode", .enumeration(lineBreakMode.rawValue)) }
        return copy
    }
}
