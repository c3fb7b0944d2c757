import HTMLWriting
import Layout
import MarkupKit

/// Markup values in CSS: colors, fonts, alignment, content modes.
enum CSSValues {
    /// `#rrggbb`, or `rgba(…)` when not opaque.
    static func color(_ color: MarkupColor) -> String {
        func channel(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
        if color.alpha >= 1 {
            let hex = [color.red, color.green, color.blue].map { value -> String in
                let digits = String(channel(value), radix: 16)
                return digits.count == 1 ? "0" + digits : digits
            }
            return "#" + hex.joined()
        }
        let alpha = (min(max(color.alpha, 0), 1) * 1_000).rounded() / 1_000
        return "rgba(\(channel(color.red)),\(channel(color.green)),\(channel(color.blue)),\(alpha))"
    }

    /// The system font stack: what the platform's UI font is called on each system a browser runs on.
    static let systemFontFamily = "-apple-system,system-ui,'Segoe UI',Roboto,'Helvetica Neue',sans-serif"

    /// The point size and weight of each Dynamic Type text style at the default content size (Apple's Human
    /// Interface Guidelines, "Large" size).
    static func metrics(of style: MarkupFont.TextStyle) -> (size: Double, weight: Int) {
        switch style {
        case .largeTitle: (34, 400)
        case .title1: (28, 400)
        case .title2: (22, 400)
        case .title3: (20, 400)
        case .headline: (17, 600)
        case .subheadline: (15, 400)
        case .body: (17, 400)
        case .callout: (16, 400)
        case .footnote: (13, 400)
        case .caption1: (12, 400)
        case .caption2: (11, 400)
        }
    }

    /// The declarations for a font: family, size, weight and style.
    static func font(_ font: MarkupFont) -> String {
        switch font {
        case .textStyle(let style):
            let (size, weight) = metrics(of: style)
            return "font-family:\(systemFontFamily);font-size:\(CSSLength(size));font-weight:\(weight)"
        case .system(let variant, let size):
            let extra =
                switch variant {
                case .regular: ""
                case .bold: ";font-weight:700"
                case .italic: ";font-style:italic"
                }
            return "font-family:\(systemFontFamily);font-size:\(CSSLength(size))" + extra
        case .named(let name, let size):
            // A PostScript name: the family is the part before the style suffix (`Helvetica-Bold`).
            let parts = name.split(separator: "-", maxSplits: 1)
            let family = String(parts.first ?? Substring(name))
            var declarations = "font-family:'\(cssString(family))',\(systemFontFamily);font-size:\(CSSLength(size))"
            let suffix = parts.count > 1 ? parts[1].lowercased() : ""
            if suffix.contains("bold") { declarations += ";font-weight:700" }
            if suffix.contains("italic") || suffix.contains("oblique") { declarations += ";font-style:italic" }
            return declarations
        }
    }

    /// `text-align` for a `textAlignment` (`natural` follows the direction, as `start` does).
    static func textAlign(_ name: String) -> String {
        switch name {
        case "center": "center"
        case "right": "right"
        case "left": "left"
        case "justified": "justify"
        default: "start"
        }
    }

    /// `object-fit` and `object-position` for a `contentMode`, each declaration led by `;` as
    /// `writeStyleAttribute` takes them (without it, the first character of the attribute was lost).
    static func objectFit(_ contentMode: String) -> String {
        switch contentMode {
        case "scaleToFill": ";object-fit:fill"
        case "scaleAspectFit": ";object-fit:contain"
        case "scaleAspectFill": ";object-fit:cover"
        case "top": ";object-fit:none;object-position:top"
        case "bottom": ";object-fit:none;object-position:bottom"
        case "left": ";object-fit:none;object-position:left"
        case "right": ";object-fit:none;object-position:right"
        case "topLeft": ";object-fit:none;object-position:left top"
        case "topRight": ";object-fit:none;object-position:right top"
        case "bottomLeft": ";object-fit:none;object-position:left bottom"
        case "bottomRight": ";object-fit:none;object-position:right bottom"
        default: ";object-fit:none"  // center, redraw
        }
    }

    /// A string that is safe inside single quotes in a style attribute (quotes and backslashes dropped).
    static func cssString(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0 != "'" && $0 != "\\" && $0 != "\"" && $0 != "<" && $0 != "&" })
    }
}

/// A CSS pixel length: whole numbers without a fraction.
struct CSSLength: CustomStringConvertible {
    let value: Double
    init(_ value: Double) { self.value = value }
    var description: String {
        var output = HTMLOutput(capacity: 24)
        output.write(length: value)
        return output.string
    }
}
