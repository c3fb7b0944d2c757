public import Foundation

/// Apple's `UIFont`, with metrics of the shim's own: the shim has no font files, so a font's metrics are proportional
/// to its size (ascender 0.8, descender −0.2, line height 1.2 times the point size) and every character advances half
/// the point size. What matters to the renderer's tests is that sizes and baselines
/// follow from the font, as UIKit's do.
open class UIFont: NSObject, @unchecked Sendable {
    /// Apple's `UIFont.TextStyle`: the Dynamic Type styles.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }

    /// Apple's `UIFont.Weight`: a system font's weight, from −1 (thinnest) to 1 (heaviest).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    /// The font's full name (`Helvetica-Bold`, `.SFUI-Regular` for the system font).
    open var fontName: String { name }
    /// The family (`Helvetica`, `.SF UI` for the system font).
    open var familyName: String { family }
    /// The size in points.
    open var pointSize: CGFloat { size }
    open var ascender: CGFloat { size * 0.8 }
    open var descender: CGFloat { -size * 0.2 }
    open var lineHeight: CGFloat { size * 1.2 }
    open var capHeight: CGFloat { size * 0.7 }
    open var xHeight: CGFloat { size * 0.5 }
    open var leading: CGFloat { 0 }

    private let name: String
    private let family: String
    private let size: CGFloat

    private init(name: String, family: String, size: CGFloat) {
        self.name = name
        self.family = family
        self.size = size
        super.init()
    }

    /// A font by its full name. UIKit answers nil for a name it does not know; the shim knows every name but the
    /// system font's private ones (`.SFUI-…`), for which UIKit answers Times New Roman.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        if fontName.hasPrefix(".") {
            self.init(name: "TimesNewRomanPSMT", family: "Times New Roman", size: fontSize)
            return
        }
        self.init(name: fontName, family: String(fontName.split(separator: "-").first ?? Substring(fontName)), size: fontSize)
    }

    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .regular) }

    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { systemFont(ofSize: fontSize, weight: .bold) }

    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(name: ".SFUI-Italic", family: ".SF UI", size: fontSize)
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        let names: [Weight: String] = [
            .ultraLight: "Ultralight", .thin: "Thin", .light: "Light", .regular: "Regular", .medium: "Medium",
            .semibold: "Semibold", .bold: "Bold", .heavy: "Heavy", .black: "Black",
        ]
        return UIFont(name: ".SFUI-" + (names[weight] ?? "Regular"), family: ".SF UI", size: fontSize)
    }

    /// The font for a text style at the default content size (UIKit's sizes for the "Large" setting).
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let sizes: [TextStyle: CGFloat] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15, .body: 17,
            .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11,
        ]
        let weight: Weight = style == .headline ? .semibold : .regular
        return systemFont(ofSize: sizes[style] ?? 17, weight: weight)
    }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(name: name, family: family, size: fontSize) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return name == other.name && size == other.size
    }

    open override var hash: Int { name.hashValue ^ size.hashValue }

    open override var description: String { "UIFont(\(name), \(size) pt)" }
}
