public import Foundation

/// Apple's `UIColor`: an immutable RGB color. (Apple marks it `Sendable` too; an open class cannot be checked, and this
/// one holds only constants.)
open class UIColor: NSObject, @unchecked Sendable {
    private let rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        rgba = (red, green, blue, alpha)
        super.init()
    }

    public init(white: CGFloat, alpha: CGFloat) {
        rgba = (white, white, white, alpha)
        super.init()
    }

    public convenience init(cgColor: CGColor) {
        let components = cgColor.components ?? [0, 0, 0, 1]
        let rgb = components.count >= 3 ? Array(components.prefix(3)) : Array(repeating: components.first ?? 0, count: 3)
        self.init(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: cgColor.alpha)
    }

    /// A color from the app's asset catalog. The shim has no asset catalog: nil, as UIKit answers for a missing name.
    public convenience init?(named name: String) {
        return nil
    }

    /// The color as Core Graphics takes it.
    open var cgColor: CGColor { CGColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha) }

    /// The color's components in the extended sRGB space; true when it can be given in it (always, here).
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = rgba.red
        green?.pointee = rgba.green
        blue?.pointee = rgba.blue
        alpha?.pointee = rgba.alpha
        return true
    }

    /// The same color with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: alpha)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return rgba == other.rgba
    }

    open override var hash: Int {
        var hasher = Hasher()
        for component in [rgba.red, rgba.green, rgba.blue, rgba.alpha] { hasher.combine(component) }
        return hasher.finalize()
    }

    open override var description: String {
        "UIColor(red: \(rgba.red), green: \(rgba.green), blue: \(rgba.blue), alpha: \(rgba.alpha))"
    }

    open class var black: UIColor { UIColor(white: 0, alpha: 1) }
    open class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    open class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    open class var white: UIColor { UIColor(white: 1, alpha: 1) }
    open class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    open class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    open class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    open class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    open class var clear: UIColor { UIColor(white: 0, alpha: 0) }
    /// The system blue of the light appearance.
    open class var systemBlue: UIColor { UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1) }
    open class var systemRed: UIColor { UIColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1) }
    /// Text: black in the light appearance (the shim has no dark one).
    open class var label: UIColor { black }
    /// Background: white in the light appearance.
    open class var systemBackground: UIColor { white }
}
