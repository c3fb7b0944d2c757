public import MarkupKit

/// How Lima spells the standard catalog: which Swift type each element is, which properties its initializer takes in
/// which order, and how an enumeration's cases are named. Lima's generated views are written from these rules
/// (`Tests/LimaTests/ViewSourceTests.swift`) and the converter writes calls by them, so the two cannot drift.
public enum LimaSpelling {
    /// A view Lima writes from the catalog: its element, its Swift name, and what it is (for its doc comment).
    public struct GeneratedView: Sendable {
        /// The element it is (`UILabel`).
        public let element: String
        /// Its Swift name: `LM` for the element's `UI` (`LMLabel`).
        public var name: String { "LM" + element.dropFirst(2) }
        /// What it is, for its doc comment: the catalog's summary (`text that the user reads`).
        public var summary: String { ElementCatalog.standard.types[element]?.summary ?? "" }
    }

    /// The views written from the catalog.
    public static let generatedViews: [GeneratedView] = [
        "UILabel", "UIImageView", "UIButton", "UITextField", "UITextView", "UISwitch", "UISlider", "UIStepper",
        "UIDatePicker", "UIPageControl", "UIActivityIndicatorView", "UIProgressView",
    ].map(GeneratedView.init(element:))

    /// The properties first in an initializer, in this order: what a view is mostly about.
    static let leadingProperties = [
        "text", "title", "image", "placeholder", "on", "value", "minimumValue", "maximumValue", "stepValue", "progress",
        "font", "textColor", "textAlignment", "numberOfLines",
    ]

    /// Enumerations several properties share, named once (the cases decide).
    static let sharedEnumerations: [[String]: String] = [
        ["never", "whileEditing", "unlessEditing", "always"]: "LMViewMode",
        ["default", "no", "yes"]: "LMTextInputSetting",
    ]

    /// `none` cannot be a case of an optional argument's enumeration (`.none` would be `Optional.none`, and the setting
    /// silently dropped): it gets a name that says what there is none of, by property.
    static let noneNames: [String: String] = [
        "borderStyle": "noBorder", "autocapitalizationType": "noCapitalization", "keyboardDismissMode": "noDismissal",
        "accessoryType": "noAccessory", "selectionStyle": "noSelection", "separatorStyle": "noSeparator",
        "numberStyle": "noStyle", "dateStyle": "noStyle", "timeStyle": "noStyle",
    ]

    /// A generated view's own properties and those of its bases up to the ones every view or control takes (which are
    /// modifiers), under their canonical names, the leading ones first and the rest in alphabetical order: its
    /// initializer's parameters. Nil for an element the catalog does not have.
    public static func initializerProperties(
        of element: String, in catalog: ElementCatalog
    ) -> [(
        name: String, type: PropertyType
    )]? {
        var found: [String: PropertyType] = [:]
        var type: String? = element
        while let name = type, name != "UIView", name != "UIControl" {
            guard let definition = catalog.types[name] else { return nil }
            for (property, propertyType) in definition.properties where found[property] == nil {
                if catalog.canonicalKeyPath(property, of: element) == property, property != "name" {
                    found[property] = propertyType
                }
            }
            type = definition.base
        }
        let position = { (name: String) in leadingProperties.firstIndex(of: name) ?? leadingProperties.count }
        return found.sorted { first, second in
            let (a, b) = (position(first.key), position(second.key))
            return a != b ? a < b : first.key < second.key
        }.map { ($0.key, $0.value) }
    }

    /// The Swift enumeration a generated view's enumerated property is typed by (`textAlignment` → `LMTextAlignment`):
    /// `LM` and the property's name, as every type Lima declares starts with `LM` (or `Lima`) and so cannot meet
    /// SwiftUI's or UIKit's names.
    public static func enumerationName(property: String, cases: [String]) -> String {
        sharedEnumerations[cases] ?? ("LM" + property.prefix(1).uppercased() + property.dropFirst())
    }

    /// A case as Swift spells it in the enumeration for `property`: markup's name in lower camel case
    /// (`ASCIICapable` → `asciiCapable`, `URL` → `url`), `none` by what there is none of, keywords in backquotes.
    public static func caseName(_ rawValue: String, property: String) -> String {
        if rawValue == "none" { return noneNames[property] ?? "noValue" }
        let uppercasePrefix = rawValue.prefix { $0.isUppercase }
        guard !uppercasePrefix.isEmpty else { return identifier(rawValue) }
        // `URLSomething`: all but the last capital start the acronym; a word of capitals is lowercased whole.
        let acronym =
            uppercasePrefix.count == rawValue.count || uppercasePrefix.count == 1 ? uppercasePrefix : uppercasePrefix.dropLast()
        return identifier(acronym.lowercased() + rawValue.dropFirst(acronym.count))
    }

    /// `name`, in backquotes where Swift reads it as a keyword.
    public static func identifier(_ name: String) -> String {
        ["default", "continue", "class", "import", "return", "switch", "case", "for", "in", "is", "as"].contains(name)
            ? "`\(name)`" : name
    }
}
