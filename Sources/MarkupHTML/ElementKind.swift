import MarkupKit

/// What a view renders as: the standard class it is or inherits from, or an app element.
enum ElementKind {
    case label, button, textField, textView, toggle, slider, stepper, segmentedControl, datePicker, picker
    case imageView, activityIndicator, progressView, pageControl, table, cell, tabBar, scrollView, plainView
    /// An app element, drawn by a registered renderer or as a labelled box.
    case appElement(ElementRenderer?)

    /// The standard classes in the order they are tried: subclasses before their bases.
    private static let standard: [(String, ElementKind)] = [
        ("UITableView", .table), ("UITableViewCell", .cell), ("UITextView", .textView), ("UIScrollView", .scrollView),
        ("UILabel", .label), ("UIButton", .button), ("UITextField", .textField), ("UISwitch", .toggle),
        ("UISlider", .slider), ("UIStepper", .stepper), ("UISegmentedControl", .segmentedControl),
        ("UIDatePicker", .datePicker), ("UIPickerView", .picker), ("UIImageView", .imageView),
        ("UIActivityIndicatorView", .activityIndicator), ("UIProgressView", .progressView),
        ("UIPageControl", .pageControl), ("UITabBar", .tabBar),
    ]

    init(_ element: String, catalog: ElementCatalog, registered: [String: ElementRenderer]) {
        if let renderer = registered[element] ?? registered.first(where: { catalog.type(element, inheritsFrom: $0.key) })?.value {
            self = .appElement(renderer)
            return
        }
        // An app's subclass of a standard class renders as that class, unless it registered a renderer.
        for (name, kind) in Self.standard where catalog.type(element, inheritsFrom: name) {
            self = kind
            return
        }
        self = ElementCatalog.standard.types[element] != nil ? .plainView : .appElement(nil)
    }

    /// Whether the standard catalog's own classes of this kind are drawn (app elements without a renderer are not).
    var isDrawn: Bool {
        if case .appElement(nil) = self { return false }
        return true
    }
}
