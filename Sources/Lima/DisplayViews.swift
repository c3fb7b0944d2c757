public import MarkupKit

/// `UIView`: a plain view — a colored box, or space with a weight.
public struct View: LimaView {
    public var declaration: ViewDeclaration

    /// A plain view.
    public init(file: String = #fileID, line: Int = #line, column: Int = #column) {
        declaration = ViewDeclaration(element: "UIView", location: SourceLocation(file, line, column))
    }
}

/// `UILabel`: text that the user reads.
public struct Label: LimaView {
    public var declaration: ViewDeclaration

    /// A label with the properties given; the others as UIKit leaves them.
    public init(
        text: Text? = nil, font: Font? = nil, textColor: Color? = nil, textAlignment: TextAlignment? = nil,
        numberOfLines: Int? = nil, lineBreakMode: LineBreakMode? = nil, adjustsFontSizeToFitWidth: Bool? = nil,
        minimumScaleFactor: Double? = nil, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        declaration = ViewDeclaration(element: "UILabel", location: SourceLocation(file, line, column))
        let location = declaration.location
        if let text { declaration.set("text", to: text, at: location) }
        if let font { declaration.set("font", to: .font(font), at: location) }
        if let textColor { declaration.set("textColor", to: .color(textColor), at: location) }
        if let textAlignment { declaration.set("textAlignment", to: .enumeration(textAlignment.rawValue), at: location) }
        if let numberOfLines { declaration.set("numberOfLines", to: .number(Double(numberOfLines)), at: location) }
        if let lineBreakMode { declaration.set("lineBreakMode", to: .enumeration(lineBreakMode.rawValue), at: location) }
        if let adjustsFontSizeToFitWidth {
            declaration.set("adjustsFontSizeToFitWidth", to: .bool(adjustsFontSizeToFitWidth), at: location)
        }
        if let minimumScaleFactor { declaration.set("minimumScaleFactor", to: .number(minimumScaleFactor), at: location) }
    }
}

/// `UIImageView`: an image from the app's images, by name.
public struct ImageView: LimaView {
    public var declaration: ViewDeclaration

    /// An image view showing the image named `image` (`world.png`).
    public init(
        image: String? = nil, highlightedImage: String? = nil, file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        declaration = ViewDeclaration(element: "UIImageView", location: SourceLocation(file, line, column))
        if let image { declaration.set("image", to: .image(image), at: declaration.location) }
        if let highlightedImage { declaration.set("highlightedImage", to: .image(highlightedImage), at: declaration.location) }
    }
}

/// How text lines up in its view (`textAlignment`).
public enum TextAlignment: String, Sendable, CaseIterable {
    case left, center, right, justified, natural
}

/// Where a line of text breaks or is cut (`lineBreakMode`).
public enum LineBreakMode: String, Sendable, CaseIterable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
