public import Foundation

// UIKit's controls that hold a value: switch, slider, stepper and page control, with UIKit's defaults and sizes.

/// Apple's `UISwitch`: on or off, 51 by 31 points.
@MainActor
open class UISwitch: UIControl {
    open var isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?

    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}

/// Apple's `UISlider`: a value between a minimum and a maximum, kept within them.
@MainActor
open class UISlider: UIControl {
    open var value: Float {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    private var storedValue: Float = 0
    open var minimumValue: Float = 0 { didSet { value = storedValue } }
    open var maximumValue: Float = 1 { didSet { value = storedValue } }
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var minimumValueImage: UIImage?
    open var maximumValueImage: UIImage?

    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// A slider has no width of its own; its height is the thumb's.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 118, height: 31) }
}

/// Apple's `UIStepper`: a value raised and lowered by a step, kept between a minimum and a maximum; 94 by 32 points.
@MainActor
open class UIStepper: UIControl {
    open var value: Double {
        get { storedValue }
        set { storedValue = min(max(newValue, minimumValue), maximumValue) }
    }
    private var storedValue: Double = 0
    open var minimumValue: Double = 0 { didSet { value = storedValue } }
    open var maximumValue: Double = 100 { didSet { value = storedValue } }
    open var stepValue: Double = 1
    open var isContinuous = true
    open var autorepeat = true
    open var wraps = false

    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}

/// Apple's `UIPageControl`: which of several pages shows.
@MainActor
open class UIPageControl: UIControl {
    open var numberOfPages = 0 { didSet { invalidateIntrinsicContentSize() } }
    open var currentPage = 0
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?

    /// A dot per page, 16 points apart.
    open override var intrinsicContentSize: CGSize { CGSize(width: CGFloat(numberOfPages) * 16, height: 26) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
