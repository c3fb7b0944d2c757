import Foundation
import MarkupKit

#if canImport(UIKit)
public import UIKit
#else
public import UIKitShim
#endif

/// How a property of an app's view (`Charts.PieChartView`'s `centerText`) is set from markup or Lima and read back:
/// the typed key path it goes through. Register it with the element (``UIKitViewBuilder/register(_:properties:factory:)``)
/// under the name the element's catalog entry gives it.
@MainActor
public struct UIKitAppProperty<View: UIView> {
    let property: UIKitProperty

    /// A text property.
    public static func string(_ keyPath: ReferenceWritableKeyPath<View, String?>) -> Self {
        Self(property: .string(keyPath))
    }

    /// A Boolean property.
    public static func bool(_ keyPath: ReferenceWritableKeyPath<View, Bool>) -> Self {
        Self(property: .bool(keyPath))
    }

    /// A number property (`CGFloat`, `Double`, `Float`).
    public static func number<Number: BinaryFloatingPoint>(_ keyPath: ReferenceWritableKeyPath<View, Number>) -> Self {
        Self(property: .number(keyPath))
    }

    /// An integer property.
    public static func integer(_ keyPath: ReferenceWritableKeyPath<View, Int>) -> Self {
        Self(property: .integer(keyPath))
    }

    /// A color property.
    public static func color(_ keyPath: ReferenceWritableKeyPath<View, UIColor?>) -> Self {
        Self(property: .color(keyPath))
    }

    /// A font property.
    public static func font(_ keyPath: ReferenceWritableKeyPath<View, UIFont?>) -> Self {
        Self(property: .font(keyPath))
    }

    /// An image property (by the image's name, as markup gives it).
    public static func image(_ keyPath: ReferenceWritableKeyPath<View, UIImage?>) -> Self {
        Self(property: .image(keyPath))
    }
}

/// An app's element as registered: how its view is made, and its own properties.
@MainActor
struct AppElement {
    var make: @MainActor (ViewNode) -> UIView
    var properties: [String: UIKitProperty]
}

/// Where a property of a built view is set and read: the app element's own properties first, then UIKit's, by the
/// catalog's canonical name. One home for the builder, which sets the document's settings, and the screen, which sets
/// what the owner and the bindings change.
@MainActor
struct PropertyLookup {
    var catalog: ElementCatalog
    var appElements: [String: AppElement]

    func property(_ keyPath: String, of view: UIView, element: String) -> (object: AnyObject, property: UIKitProperty)? {
        let keyPath = catalog.canonicalKeyPath(keyPath, of: element)
        var type: String? = element
        while let current = type {
            if let property = appElements[current]?.properties[keyPath] { return (view, property) }
            type = catalog.types[current]?.base
        }
        return UIKitPropertyTable.property(keyPath, of: view)
    }
}
