/// A kind of view an outlet or an action's sender may be, named as markup names it: what makes a ``ViewHandle``
/// typed.
///
/// A handle of a kind accepts that element and every element the catalog derives from it: `ViewHandle<Elements.View>`
/// takes any view, `ViewHandle<Elements.Control>` any control. An app's own element gets a kind of its own:
///
/// ```swift
/// enum PieChart: ViewElement { static let elementName = "Charts.PieChartView" }
/// ```
public protocol ViewElement {
    /// The element's name in markup (`UILabel`, `Charts.PieChartView`).
    static var elementName: String { get }
}

/// A kind of view that shows text it is given (`text`).
public protocol TextElement: ViewElement {}

/// A kind of control: it can be disabled, and it sends events.
public protocol ControlElement: ViewElement {}

/// A kind of control whose value is a number (`value`).
public protocol NumericValueElement: ControlElement {}

/// The kinds of the standard catalog's views, named after their UIKit classes without the prefix.
public enum Elements {
    /// `UIView`: any view.
    public enum View: ViewElement { public static let elementName = "UIView" }
    /// `UIControl`: any control.
    public enum Control: ControlElement { public static let elementName = "UIControl" }
    /// `UILabel`.
    public enum Label: TextElement { public static let elementName = "UILabel" }
    /// `UIButton`.
    public enum Button: ControlElement { public static let elementName = "UIButton" }
    /// `UITextField`.
    public enum TextField: TextElement, ControlElement { public static let elementName = "UITextField" }
    /// `UITextView`.
    public enum TextView: TextElement { public static let elementName = "UITextView" }
    /// `UISwitch`.
    public enum Switch: ControlElement { public static let elementName = "UISwitch" }
    /// `UISlider`.
    public enum Slider: NumericValueElement { public static let elementName = "UISlider" }
    /// `UIStepper`.
    public enum Stepper: NumericValueElement { public static let elementName = "UIStepper" }
    /// `UISegmentedControl`.
    public enum SegmentedControl: ControlElement { public static let elementName = "UISegmentedControl" }
    /// `UIDatePicker`.
    public enum DatePicker: ControlElement { public static let elementName = "UIDatePicker" }
    /// `UIPickerView`.
    public enum PickerView: ViewElement { public static let elementName = "UIPickerView" }
    /// `UIImageView`.
    public enum ImageView: ViewElement { public static let elementName = "UIImageView" }
    /// `UITableView`.
    public enum TableView: ViewElement { public static let elementName = "UITableView" }
    /// `UITableViewCell`.
    public enum TableViewCell: ViewElement { public static let elementName = "UITableViewCell" }
    /// `UIScrollView`.
    public enum ScrollView: ViewElement { public static let elementName = "UIScrollView" }
    /// `UIActivityIndicatorView`.
    public enum ActivityIndicatorView: ViewElement { public static let elementName = "UIActivityIndicatorView" }
    /// `UIProgressView`.
    public enum ProgressView: ViewElement { public static let elementName = "UIProgressView" }
    /// `UIPageControl`.
    public enum PageControl: ControlElement { public static let elementName = "UIPageControl" }
}
