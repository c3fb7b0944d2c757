import Foundation
import Layout
import MarkupKit

#if canImport(UIKit)
import UIKit
#else
import UIKitShim
#endif

// The model's values as UIKit's, and back: colors, fonts, insets.

extension MarkupColor {
    /// The UIKit color: the app's named color if it has one by this name, else these components.
    @MainActor
    var uiColor: UIColor {
        if let name, let named = UIColor(named: name) { return named }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The color of a UIKit color, by its components.
    @MainActor
    init(_ color: UIColor) {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 1)
        _ = color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        self.init(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
}

extension MarkupFont {
    /// The UIKit font: a text style's preferred font, the system font, or a font by name (the system font at the size
    /// if the app has none by that name, as MarkupKit fell back).
    @MainActor
    var uiFont: UIFont {
        switch self {
        case .textStyle(let style):
            return UIFont.preferredFont(forTextStyle: Self.textStyles[style] ?? .body)
        case .system(.regular, let size): return UIFont.systemFont(ofSize: size)
        case .system(.bold, let size): return UIFont.boldSystemFont(ofSize: size)
        case .system(.italic, let size): return UIFont.italicSystemFont(ofSize: size)
        case .named(let name, let size): return UIFont(name: name, size: size) ?? UIFont.systemFont(ofSize: size)
        }
    }

    @MainActor static let textStyles: [TextStyle: UIFont.TextStyle] = [
        .largeTitle: .largeTitle, .title1: .title1, .title2: .title2, .title3: .title3, .headline: .headline,
        .subheadline: .subheadline, .body: .body, .callout: .callout, .footnote: .footnote, .caption1: .caption1,
        .caption2: .caption2,
    ]

    /// The font of a UIKit font: a text style's or the system font as such (the system font's name, `.SFUI-Regular`,
    /// is no name `UIFont(name:size:)` makes it from: UIKit answers another family for it), any other by name and size.
    @MainActor
    init(_ font: UIFont) {
        let size = Double(font.pointSize)
        if font == UIFont.systemFont(ofSize: font.pointSize) {
            self = .system(.regular, size: size)
        } else if font == UIFont.boldSystemFont(ofSize: font.pointSize) {
            self = .system(.bold, size: size)
        } else if font == UIFont.italicSystemFont(ofSize: font.pointSize) {
            self = .system(.italic, size: size)
        } else if let style = Self.textStyles.first(where: { UIFont.preferredFont(forTextStyle: $0.value) == font })?.key {
            self = .textStyle(style)
        } else {
            self = .named(font.fontName, size: size)
        }
    }
}

extension Insets {
    /// UIKit's insets, leading and trailing as left and right (a left-to-right layout's).
    var uiEdgeInsets: UIEdgeInsets { UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }

    /// The insets of UIKit's.
    init(_ insets: UIEdgeInsets) {
        self.init(
            top: Double(insets.top), leading: Double(insets.left), bottom: Double(insets.bottom), trailing: Double(insets.right))
    }
}
