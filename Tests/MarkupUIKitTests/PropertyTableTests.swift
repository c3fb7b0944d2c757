import Foundation
import MarkupKit
import Testing

@testable import MarkupUIKit

#if canImport(UIKit)
import UIKit
#else
import UIKitShim
#endif

/// Every property markup can set reaches UIKit through a typed setter, and reads back as it was set.
@Suite("MarkupUIKit properties")
@MainActor
struct PropertyTableTests {
    /// Properties of the catalog that are not UIKit properties: the renderer handles them itself.
    static let handledElsewhere: Set<String> = [
        "name",  // a form field's name: the owner's, not the view's
        "value", "checked",  // a cell's value and checkmark: the table's static content
        "ignoreLayoutMargins",  // a custom cell's: its content's layout
        // UIButton's edge insets and highlight dimming: deprecated in iOS 15 for button configurations.
        "contentEdgeInsets", "contentEdgeInsetTop", "contentEdgeInsetLeft", "contentEdgeInsetBottom",
        "contentEdgeInsetRight", "titleEdgeInsets", "imageEdgeInsets", "adjustsImageWhenHighlighted",
        // Text input traits UIKit applies only to the keyboard, which the shim does not declare.
        "smartQuotesType", "smartDashesType", "smartInsertDeleteType", "keyboardAppearance", "spellCheckingType",
        "enablesReturnKeyAutomatically",
    ]

    @Test("every element of the standard catalog makes a view, and every property it takes has a setter")
    func everyPropertyHasASetter() throws {
        let catalog = ElementCatalog.standard
        var missing: [String] = []
        for (name, type) in catalog.types where type.isElement {
            // A cell with a detail label: the default style has none, in UIKit as here.
            let style = catalog.type(name, inheritsFrom: "UITableViewCell") ? "value1TableViewCell" : nil
            let view = try #require(UIKitElements.makeView(name, style: style), "no view for \(name)")
            var element: String? = name
            while let current = element, let definition = catalog.types[current] {
                for property in definition.properties.keys where !LayoutAttributes.isLayoutAttribute(property) {
                    let keyPath = catalog.canonicalKeyPath(property, of: name)
                    if Self.handledElsewhere.contains(keyPath) { continue }
                    if UIKitPropertyTable.property(keyPath, of: view) == nil { missing.append("\(name).\(keyPath)") }
                }
                // A custom cell is of the default style, which has no detail label (in UIKit as here).
                for (object, objectType) in definition.objects where !(name == "LMTableViewCell" && object == "detailTextLabel") {
                    for property in catalog.types[objectType]?.properties.keys.sorted() ?? []
                    where !LayoutAttributes.isLayoutAttribute(property) {
                        let keyPath = object + "." + catalog.canonicalKeyPath(property, of: objectType)
                        if UIKitPropertyTable.property(keyPath, of: view) == nil { missing.append("\(name).\(keyPath)") }
                    }
                }
                element = definition.base
            }
        }
        #expect(Set(missing).sorted() == [])
    }

    @Test("a setting reads back as it was set, through enumerations, colors, fonts and parts")
    func roundTrip() throws {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        let values: [(String, PropertyValue)] = [
            ("accessoryType", .enumeration("checkmark")), ("textLabel.text", .string("Small")),
            ("textLabel.textColor", .color(MarkupColor(red: 1, green: 0, blue: 0))), ("layer.cornerRadius", .number(4)),
            ("textLabel.font", .font(.named("Helvetica", size: 20))), ("tag", .number(7)),
        ]
        for (keyPath, value) in values {
            let (object, property) = try #require(UIKitPropertyTable.property(keyPath, of: cell))
            #expect(property.set(object, value), "\(keyPath)")
            #expect(property.get(object) == value, "\(keyPath)")
        }
        #expect(cell.accessoryType == .checkmark && cell.textLabel?.text == "Small" && cell.layer.cornerRadius == 4)
        let (object, property) = try #require(UIKitPropertyTable.property("accessoryType", of: cell))
        #expect(!property.set(object, .string("checkmark")), "a value of the wrong type is refused")
        #expect(!property.set(object, .enumeration("sparkles")), "so is a case UIKit does not have")
    }

    @Test("a system font or a text style's reads back as such and comes back the same font (its name would give Times)")
    func fontsRoundTrip() throws {
        let label = UILabel()
        let (object, property) = try #require(UIKitPropertyTable.property("font", of: label))
        for font in [
            UIFont.systemFont(ofSize: 15), .boldSystemFont(ofSize: 13), .italicSystemFont(ofSize: 11),
            .preferredFont(forTextStyle: .headline), UIFont(name: "Helvetica", size: 20),
        ].compactMap({ $0 }) {
            label.font = font
            let value = try #require(property.get(object))
            let other = UILabel()
            #expect(property.set(other, value))
            #expect(other.font == font, "\(font) came back as \(String(describing: other.font)) through \(value)")
        }
    }

    @Test("a date picker shows wheels unless the document says otherwise; its minute interval is the document's")
    func datePickerStyle() throws {
        let picker = try #require(UIKitElements.makeView("UIDatePicker", style: nil) as? UIDatePicker)
        #expect(picker.preferredDatePickerStyle == .wheels)
        for (keyPath, value) in [
            ("preferredDatePickerStyle", PropertyValue.enumeration("inline")), ("minuteInterval", .number(15)),
        ] {
            let (object, property) = try #require(UIKitPropertyTable.property(keyPath, of: picker))
            #expect(property.set(object, value))
        }
        #expect(picker.preferredDatePickerStyle == .inline && picker.minuteInterval == 15)
    }
}
