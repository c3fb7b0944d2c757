public import MarkupKit

extension HTMLRenderer {
    /// What a document sets that its HTML does not show, each as a warning at the attribute (or element) that set
    /// it: properties the renderer does not carry over, and app elements without a renderer, shown as labelled
    /// boxes. `httprpc markup lint --html` prints them.
    public func unsupported(in tree: ViewTree) -> [MarkupDiagnostic] {
        var warnings: [MarkupDiagnostic] = []
        var kinds: [String: ElementKind] = [:]
        // A template's setting is reported once, at the template, however many views use it.
        var reported: Set<MarkupDiagnostic> = []
        for view in tree.nodes {
            let kind =
                kinds[view.element]
                ?? {
                    let found = ElementKind(view.element, catalog: catalog, registered: elementRenderers)
                    kinds[view.element] = found
                    return found
                }()
            if case .appElement(nil) = kind {
                warnings.append(
                    MarkupDiagnostic(
                        .warning,
                        "<\(view.element)> is shown as a labelled box in HTML; register an ElementRenderer to draw it",
                        at: view.location))
                continue
            }
            let shown = Self.commonProperties.union(kind.shownProperties)
            let settings = view.properties.map { ($0.keyPath, $0.location) } + view.bindings.map { ($0.keyPath, $0.location) }
            for (keyPath, location) in settings where !shown.contains(keyPath) {
                let warning = MarkupDiagnostic(.warning, "\(keyPath) of <\(view.element)> is not shown in HTML", at: location)
                if reported.insert(warning).inserted { warnings.append(warning) }
            }
        }
        return warnings
    }

    /// What every view shows: its own and its layer's drawing, and what assistive technology reads.
    static let commonProperties: Set<String> = [
        "backgroundColor", "layer.backgroundColor", "layer.cornerRadius", "clipsToBounds", "layer.masksToBounds",
        "layer.borderWidth", "layer.borderColor", "layer.shadowColor", "layer.shadowOpacity", "layer.shadowRadius",
        "layer.shadowOffsetWidth", "layer.shadowOffsetHeight", "alpha", "layer.opacity", "tintColor",
        "userInteractionEnabled", "accessibilityLabel", "accessibilityHint", "accessibilityIdentifier", "hidden",
    ]
}

extension ElementKind {
    private static let enabled: Set<String> = ["enabled", "name"]
    private static let textInput: Set<String> = [
        "autocapitalizationType", "autocorrectionType", "spellCheckingType", "returnKeyType", "keyboardType",
        "secureTextEntry",
    ]

    /// The properties of this kind of view that its HTML shows, besides the common ones.
    var shownProperties: Set<String> {
        switch self {
        case .label:
            [
                "text", "font", "textColor", "textAlignment", "numberOfLines", "enabled", "adjustsFontSizeToFitWidth",
                "minimumScaleFactor",
            ]
        case .button: Self.enabled.union(["title", "titleColor", "titleLabel.font", "contentEdgeInsets", "image"])
        case .textField:
            Self.enabled.union(Self.textInput).union(["text", "placeholder", "font", "textColor", "textAlignment", "borderStyle"])
        case .textView:
            Self.textInput.union([
                "name", "text", "font", "textColor", "textAlignment", "textContainerInset", "textContainer.lineFragmentPadding",
                "editable",
            ])
        case .toggle: Self.enabled.union(["on", "onTintColor"])
        case .slider: Self.enabled.union(["value", "minimumValue", "maximumValue", "minimumTrackTintColor"])
        case .stepper: Self.enabled.union(["value", "minimumValue", "maximumValue", "stepValue"])
        case .segmentedControl: Self.enabled.union(["selectedSegmentIndex", "value", "selectedSegmentTintColor"])
        case .datePicker:
            Self.enabled.union(["datePickerMode", "minuteInterval", "date", "minimumDate", "maximumDate", "countDownDuration"])
        case .imageView: ["image", "contentMode"]
        case .activityIndicator: ["activityIndicatorViewStyle", "color", "animating", "hidesWhenStopped"]
        case .progressView: ["progress", "progressTintColor"]
        case .pageControl: ["numberOfPages", "currentPage", "hidesForSinglePage"]
        case .cell:
            [
                "textLabel.text", "textLabel.font", "textLabel.textColor", "textLabel.textAlignment", "detailTextLabel.text",
                "detailTextLabel.font", "detailTextLabel.textColor", "imageView.image", "accessoryType", "value", "checked",
                "ignoreLayoutMargins", "selectionStyle",
            ]
        case .tabBar: ["barTintColor", "unselectedItemTintColor"]
        case .table, .picker, .scrollView, .plainView, .appElement: []
        }
    }
}
