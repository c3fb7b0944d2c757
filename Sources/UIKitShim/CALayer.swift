public import Foundation

// The part of Core Graphics and Core Animation that UIKit's API hands out: `CGColor` (`UIColor.cgColor`,
// `CALayer.borderColor`) and `CALayer` (`UIView.layer`).

/// Apple's `CGColor`: an immutable color in device RGB.
public final class CGColor: Sendable {
    /// The red, green, blue and alpha components.
    public let components: [CGFloat]?
    /// The alpha component.
    public let alpha: CGFloat
    /// The number of components (4: RGB and alpha).
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// A color with these components in the generic RGB space.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
        self.alpha = alpha
    }
}

/// Apple's `CALayer`: the drawing properties behind every view (`UIView.layer`).
open class CALayer: NSObject {
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    open var cornerRadius: CGFloat = 0
    open var masksToBounds = false
    open var opacity: Float = 1
    open var backgroundColor: CGColor?
    open var shadowColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var frame = CGRect.zero
    open var bounds = CGRect.zero
    open var isHidden = false

    public override init() { super.init() }
}
