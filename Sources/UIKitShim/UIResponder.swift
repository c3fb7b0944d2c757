public import Foundation

/// Apple's `UIResponder`: an object in the responder chain. Views are responders; the shim's chain runs from a view to
/// its superview.
@MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    /// The next responder in the chain.
    open var next: UIResponder? { nil }

    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    /// Whether this responder has the keyboard focus.
    open var isFirstResponder: Bool { ShimFocus.firstResponder === self }

    /// Makes this responder the first responder if it can be one.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        ShimFocus.firstResponder = self
        return true
    }

    @discardableResult
    open func resignFirstResponder() -> Bool {
        if ShimFocus.firstResponder === self { ShimFocus.firstResponder = nil }
        return true
    }
}

/// The one first responder (UIKit keeps it per window; the shim has one window's worth).
@MainActor
enum ShimFocus {
    static weak var firstResponder: UIResponder?
}
