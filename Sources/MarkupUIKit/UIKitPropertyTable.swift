import Foundation
import MarkupKit

#if canImport(UIKit)
import UIKit
#else
import UIKitShim
#endif

/// Every property the standard catalog lets a document set, as the typed UIKit setter and getter it goes through, by
/// class (most specific first) and by the catalog's canonical name. Key paths into a view's parts (`layer.…`,
/// `textLabel.…`, `titleLabel.…`, `imageView.…`, `textContainer.…`) are followed to the part.
@MainActor
enum UIKitPropertyTable {
    /// The object a key path ends on, and its property there; nil when UIKit has no such property on `view`.
    static func property(_ keyPath: String, of view: UIView) -> (object: AnyObject, property: UIKitProperty)? {
        guard let dot = keyPath.firstIndex(of: ".") else {
            return properties(of: view)[keyPath].map { (view, $0) }
        }
        let (part, rest) = (String(keyPath[..<dot]), String(keyPath[keyPath.index(after: dot)...]))
        switch part {
        case "layer": return layer[rest].map { (view.layer, $0) }
        case "textContainer":
            return (view as? UITextView).flatMap { textView in textContainer[rest].map { (textView.textContainer, $0) } }
        default:
            guard let subview = self.part(part, of: view) else { return nil }
            return property(rest, of: subview)
        }
    }

    /// A view's part by the name markup gives it.
    static func part(_ name: String, of view: UIView) -> UIView? {
        switch (name, view) {
        case ("textLabel", let cell as UITableViewCell): cell.textLabel
        case ("detailTextLabel", let cell as UITableViewCell): cell.detailTextLabel
        case ("imageView", let cell as UITableViewCell): cell.imageView
        case ("contentView", let cell as UITableViewCell): cell.contentView
        case ("titleLabel", let button as UIButton): button.titleLabel
        case ("imageView", let button as UIButton): button.imageView
        default: nil
        }
    }

    /// The properties of `view`'s class and its superclasses'.
    static func properties(of view: UIView) -> [String: UIKitProperty] {
        var found = uiView
        for (isA, table) in tables where isA(view) { found.merge(table) { own, _ in own } }
        return found
    }

    private static let tables: [(isA: @MainActor (UIView) -> Bool, table: [String: UIKitProperty])] = [
        ({ $0 is UILabel }, label), ({ $0 is UIImageView }, imageView), ({ $0 is UIButton }, button),
        ({ $0 is UITextField }, textField), ({ $0 is UITextView }, textView), ({ $0 is UISwitch }, toggle),
        ({ $0 is UISlider }, slider), ({ $0 is UIStepper }, stepper), ({ $0 is UIDatePicker }, datePicker),
        ({ $0 is UISegmentedControl }, segmentedControl), ({ $0 is UIPageControl }, pageControl),
        ({ $0 is UIActivityIndicatorView }, activityIndicator), ({ $0 is UIProgressView }, progressView),
        ({ $0 is UITableView }, tableView), ({ $0 is UITableViewCell }, tableViewCell), ({ $0 is UITabBar }, tabBar),
        ({ $0 is UIPickerView }, pickerView), ({ $0 is UIControl }, control), ({ $0 is UIScrollView }, scrollView),
    ]

    static let uiView: [String: UIKitProperty] = [
        "backgroundColor": .color(\UIView.backgroundColor), "tintColor": .color(\UIView.tintColor),
        "alpha": .number(\UIView.alpha), "clipsToBounds": .bool(\UIView.clipsToBounds), "tag": .integer(\UIView.tag),
        "userInteractionEnabled": .bool(\UIView.isUserInteractionEnabled),
        "contentMode": .enumeration(
            \UIView.contentMode,
            [
                "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
                "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
                "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
            ]),
        "tintAdjustmentMode": .enumeration(
            \UIView.tintAdjustmentMode, ["automatic": .automatic, "normal": .normal, "dimmed": .dimmed]),
        "accessibilityLabel": .string(\UIView.accessibilityLabel), "accessibilityHint": .string(\UIView.accessibilityHint),
        "accessibilityIdentifier": .string(\UIView.accessibilityIdentifier),
    ]

    static let layer: [String: UIKitProperty] = [
        "borderWidth": .number(\CALayer.borderWidth), "borderColor": .cgColor(\CALayer.borderColor),
        "cornerRadius": .number(\CALayer.cornerRadius), "masksToBounds": .bool(\CALayer.masksToBounds),
        "opacity": .number(\CALayer.opacity), "backgroundColor": .cgColor(\CALayer.backgroundColor),
        "shadowColor": .cgColor(\CALayer.shadowColor), "shadowOpacity": .number(\CALayer.shadowOpacity),
        "shadowRadius": .number(\CALayer.shadowRadius), "shadowOffsetWidth": .number(\CALayer.shadowOffset.width),
        "shadowOffsetHeight": .number(\CALayer.shadowOffset.height),
    ]

    static let textContainer: [String: UIKitProperty] = [
        "lineFragmentPadding": .number(\NSTextContainer.lineFragmentPadding),
        "maximumNumberOfLines": .integer(\NSTextContainer.maximumNumberOfLines),
        "lineBreakMode": .enumeration(\NSTextContainer.lineBreakMode, lineBreakModes),
    ]

    static let textAlignments: KeyValuePairs<String, NSTextAlignment> = [
        "left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural,
    ]

    static let lineBreakModes: KeyValuePairs<String, NSLineBreakMode> = [
        "byWordWrapping": .byWordWrapping, "byCharWrapping": .byCharWrapping, "byClipping": .byClipping,
        "byTruncatingHead": .byTruncatingHead, "byTruncatingTail": .byTruncatingTail, "byTruncatingMiddle": .byTruncatingMiddle,
    ]

    static let label: [String: UIKitProperty] = [
        "text": .string(\UILabel.text), "font": .font(\UILabel.font), "textColor": .color(\UILabel.textColor),
        "textAlignment": .enumeration(\UILabel.textAlignment, textAlignments),
        "numberOfLines": .integer(\UILabel.numberOfLines), "lineBreakMode": .enumeration(\UILabel.lineBreakMode, lineBreakModes),
        "adjustsFontSizeToFitWidth": .bool(\UILabel.adjustsFontSizeToFitWidth),
        "minimumScaleFactor": .number(\UILabel.minimumScaleFactor),
        "highlightedTextColor": .color(\UILabel.highlightedTextColor), "shadowColor": .color(\UILabel.shadowColor),
        "shadowOffsetWidth": .number(\UILabel.shadowOffset.width), "shadowOffsetHeight": .number(\UILabel.shadowOffset.height),
        "enabled": .bool(\UILabel.isEnabled),
    ]

    static let imageView: [String: UIKitProperty] = [
        "image": .image(\UIImageView.image), "highlightedImage": .image(\UIImageView.highlightedImage),
        "isHighlighted": .bool(\UIImageView.isHighlighted),
    ]

    static let control: [String: UIKitProperty] = [
        "enabled": .bool(\UIControl.isEnabled), "selected": .bool(\UIControl.isSelected),
        "highlighted": .bool(\UIControl.isHighlighted),
        "contentHorizontalAlignment": .enumeration(
            \UIControl.contentHorizontalAlignment,
            ["center": .center, "left": .left, "right": .right, "fill": .fill, "leading": .leading, "trailing": .trailing]),
        "contentVerticalAlignment": .enumeration(
            \UIControl.contentVerticalAlignment, ["center": .center, "top": .top, "bottom": .bottom, "fill": .fill]),
    ]

    static let button: [String: UIKitProperty] = [
        "title": .perState(
            set: { button, value in
                guard case .string(let title) = value else { return false }
                button.setTitle(title, for: .normal)
                return true
            }, get: { $0.title(for: .normal).map(PropertyValue.string) }),
        "titleColor": .perState(
            set: { button, value in
                guard case .color(let color) = value else { return false }
                button.setTitleColor(color.uiColor, for: .normal)
                return true
            }, get: { $0.titleColor(for: .normal).map { .color(MarkupColor($0)) } }),
        "titleShadowColor": .perState(
            set: { button, value in
                guard case .color(let color) = value else { return false }
                button.setTitleShadowColor(color.uiColor, for: .normal)
                return true
            }, get: { $0.titleShadowColor(for: .normal).map { .color(MarkupColor($0)) } }),
        "image": .perState(
            set: { button, value in
                guard case .image(let name) = value else { return false }
                button.setImage(UIImage(named: name), for: .normal)
                return true
            }, get: { _ in nil }),
        "backgroundImage": .perState(
            set: { button, value in
                guard case .image(let name) = value else { return false }
                button.setBackgroundImage(UIImage(named: name), for: .normal)
                return true
            }, get: { _ in nil }),
    ]

    static let textField: [String: UIKitProperty] = [
        "text": .string(\UITextField.text), "placeholder": .string(\UITextField.placeholder),
        "font": .font(\UITextField.font), "textColor": .color(\UITextField.textColor),
        "textAlignment": .enumeration(\UITextField.textAlignment, textAlignments),
        "borderStyle": .enumeration(
            \UITextField.borderStyle, ["none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect]),
        "clearButtonMode": .enumeration(\UITextField.clearButtonMode, viewModes),
        "leftViewMode": .enumeration(\UITextField.leftViewMode, viewModes),
        "rightViewMode": .enumeration(\UITextField.rightViewMode, viewModes),
        "adjustsFontSizeToFitWidth": .bool(\UITextField.adjustsFontSizeToFitWidth),
        "minimumFontSize": .number(\UITextField.minimumFontSize),
        "clearsOnBeginEditing": .bool(\UITextField.clearsOnBeginEditing),
        "autocapitalizationType": .enumeration(\UITextField.autocapitalizationType, autocapitalization),
        "autocorrectionType": .enumeration(\UITextField.autocorrectionType, ["default": .default, "no": .no, "yes": .yes]),
        "spellCheckingType": .enumeration(\UITextField.spellCheckingType, ["default": .default, "no": .no, "yes": .yes]),
        "keyboardType": .enumeration(\UITextField.keyboardType, keyboardTypes),
        "returnKeyType": .enumeration(\UITextField.returnKeyType, returnKeyTypes),
        "secureTextEntry": .bool(\UITextField.isSecureTextEntry),
        "enablesReturnKeyAutomatically": .bool(\UITextField.enablesReturnKeyAutomatically),
    ]

    static let viewModes: KeyValuePairs<String, UITextField.ViewMode> = [
        "never": .never, "whileEditing": .whileEditing, "unlessEditing": .unlessEditing, "always": .always,
    ]

    static let autocapitalization: KeyValuePairs<String, UITextAutocapitalizationType> = [
        "none": .none, "words": .words, "sentences": .sentences, "allCharacters": .allCharacters,
    ]

    static let keyboardTypes: KeyValuePairs<String, UIKeyboardType> = [
        "default": .default, "ASCIICapable": .asciiCapable, "numbersAndPunctuation": .numbersAndPunctuation, "URL": .URL,
        "numberPad": .numberPad, "phonePad": .phonePad, "namePhonePad": .namePhonePad, "emailAddress": .emailAddress,
        "decimalPad": .decimalPad, "twitter": .twitter, "webSearch": .webSearch, "ASCIICapableNumberPad": .asciiCapableNumberPad,
    ]

    static let returnKeyTypes: KeyValuePairs<String, UIReturnKeyType> = [
        "default": .default, "go": .go, "google": .google, "join": .join, "next": .next, "route": .route, "search": .search,
        "send": .send, "yahoo": .yahoo, "done": .done, "emergencyCall": .emergencyCall, "continue": .continue,
    ]

    static let textView: [String: UIKitProperty] = [
        "text": .string(\UITextView.text), "font": .font(\UITextView.font), "textColor": .color(\UITextView.textColor),
        "textAlignment": .enumeration(\UITextView.textAlignment, textAlignments), "editable": .bool(\UITextView.isEditable),
        "selectable": .bool(\UITextView.isSelectable), "textContainerInset": .insets(\UITextView.textContainerInset),
        "autocapitalizationType": .enumeration(\UITextView.autocapitalizationType, autocapitalization),
        "autocorrectionType": .enumeration(\UITextView.autocorrectionType, ["default": .default, "no": .no, "yes": .yes]),
        "keyboardType": .enumeration(\UITextView.keyboardType, keyboardTypes),
        "returnKeyType": .enumeration(\UITextView.returnKeyType, returnKeyTypes),
        "secureTextEntry": .bool(\UITextView.isSecureTextEntry),
    ]

    static let toggle: [String: UIKitProperty] = [
        "on": .bool(\UISwitch.isOn), "onTintColor": .color(\UISwitch.onTintColor),
        "thumbTintColor": .color(\UISwitch.thumbTintColor),
    ]

    static let slider: [String: UIKitProperty] = [
        "value": .number(\UISlider.value), "minimumValue": .number(\UISlider.minimumValue),
        "maximumValue": .number(\UISlider.maximumValue), "continuous": .bool(\UISlider.isContinuous),
        "minimumTrackTintColor": .color(\UISlider.minimumTrackTintColor),
        "maximumTrackTintColor": .color(\UISlider.maximumTrackTintColor), "thumbTintColor": .color(\UISlider.thumbTintColor),
        "minimumValueImage": .image(\UISlider.minimumValueImage), "maximumValueImage": .image(\UISlider.maximumValueImage),
    ]

    static let stepper: [String: UIKitProperty] = [
        "value": .number(\UIStepper.value), "minimumValue": .number(\UIStepper.minimumValue),
        "maximumValue": .number(\UIStepper.maximumValue), "stepValue": .number(\UIStepper.stepValue),
        "continuous": .bool(\UIStepper.isContinuous), "autorepeat": .bool(\UIStepper.autorepeat),
        "wraps": .bool(\UIStepper.wraps),
    ]

    static let datePicker: [String: UIKitProperty] = [
        "datePickerMode": .enumeration(
            \UIDatePicker.datePickerMode,
            ["time": .time, "date": .date, "dateAndTime": .dateAndTime, "countDownTimer": .countDownTimer]),
        "preferredDatePickerStyle": .enumeration(
            \UIDatePicker.preferredDatePickerStyle,
            ["automatic": .automatic, "wheels": .wheels, "compact": .compact, "inline": .inline]),
        "minuteInterval": .integer(\UIDatePicker.minuteInterval), "countDownDuration": .number(\UIDatePicker.countDownDuration),
        "date": .pickerOwnDate, "minimumDate": .pickerMinimumDate, "maximumDate": .pickerMaximumDate,
    ]

    static let segmentedControl: [String: UIKitProperty] = [
        "selectedSegmentIndex": .integer(\UISegmentedControl.selectedSegmentIndex),
        "momentary": .bool(\UISegmentedControl.isMomentary),
        "selectedSegmentTintColor": .color(\UISegmentedControl.selectedSegmentTintColor),
        "apportionsSegmentWidthsByContent": .bool(\UISegmentedControl.apportionsSegmentWidthsByContent),
    ]

    static let pageControl: [String: UIKitProperty] = [
        "numberOfPages": .integer(\UIPageControl.numberOfPages), "currentPage": .integer(\UIPageControl.currentPage),
        "hidesForSinglePage": .bool(\UIPageControl.hidesForSinglePage),
        "pageIndicatorTintColor": .color(\UIPageControl.pageIndicatorTintColor),
        "currentPageIndicatorTintColor": .color(\UIPageControl.currentPageIndicatorTintColor),
    ]

    static let activityIndicator: [String: UIKitProperty] = [
        // MarkupKit's documents name the styles iOS 13 replaced: each is its size now, and the colour it stood for.
        "activityIndicatorViewStyle": UIKitProperty(
            set: { object, value in
                let styles: [String: (UIActivityIndicatorView.Style, UIColor?)] = [
                    "medium": (.medium, nil), "large": (.large, nil), "whiteLarge": (.large, .white), "white": (.medium, .white),
                    "gray": (.medium, .gray),
                ]
                guard let indicator = object as? UIActivityIndicatorView, case .enumeration(let name) = value,
                    let (style, color) = styles[name]
                else { return false }
                indicator.style = style
                if let color { indicator.color = color }
                return true
            },
            get: { object in
                (object as? UIActivityIndicatorView).map { .enumeration($0.style == .large ? "large" : "medium") }
            }),
        "color": .color(\UIActivityIndicatorView.color), "hidesWhenStopped": .bool(\UIActivityIndicatorView.hidesWhenStopped),
        "animating": UIKitProperty(
            set: { object, value in
                guard let indicator = object as? UIActivityIndicatorView, case .bool(let animating) = value else { return false }
                if animating { indicator.startAnimating() } else { indicator.stopAnimating() }
                return true
            }, get: { ($0 as? UIActivityIndicatorView).map { .bool($0.isAnimating) } }),
    ]

    static let progressView: [String: UIKitProperty] = [
        "progress": .number(\UIProgressView.progress), "progressTintColor": .color(\UIProgressView.progressTintColor),
        "trackTintColor": .color(\UIProgressView.trackTintColor),
    ]

    static let scrollView: [String: UIKitProperty] = [
        "scrollEnabled": .bool(\UIScrollView.isScrollEnabled), "pagingEnabled": .bool(\UIScrollView.isPagingEnabled),
        "bounces": .bool(\UIScrollView.bounces),
        "showsHorizontalScrollIndicator": .bool(\UIScrollView.showsHorizontalScrollIndicator),
        "showsVerticalScrollIndicator": .bool(\UIScrollView.showsVerticalScrollIndicator),
        "contentInset": .insets(\UIScrollView.contentInset), "contentInsetTop": .number(\UIScrollView.contentInset.top),
        "contentInsetLeft": .number(\UIScrollView.contentInset.left),
        "contentInsetBottom": .number(\UIScrollView.contentInset.bottom),
        "contentInsetRight": .number(\UIScrollView.contentInset.right),
        "indicatorStyle": .enumeration(\UIScrollView.indicatorStyle, ["default": .default, "black": .black, "white": .white]),
        "keyboardDismissMode": .enumeration(
            \UIScrollView.keyboardDismissMode, ["none": .none, "onDrag": .onDrag, "interactive": .interactive]),
        "contentInsetAdjustmentBehavior": .enumeration(
            \UIScrollView.contentInsetAdjustmentBehavior,
            ["automatic": .automatic, "scrollableAxes": .scrollableAxes, "never": .never, "always": .always]),
    ]

    static let tableView: [String: UIKitProperty] = [
        "separatorStyle": .enumeration(
            // Etched lines are gone since iOS 11; UIKit says to use a single line.
            \UITableView.separatorStyle, ["none": .none, "singleLine": .singleLine, "singleLineEtched": .singleLine]),
        "separatorColor": .color(\UITableView.separatorColor), "separatorInset": .insets(\UITableView.separatorInset),
        "separatorInsetReference": .enumeration(
            \UITableView.separatorInsetReference, ["fromCellEdges": .fromCellEdges, "fromAutomaticInsets": .fromAutomaticInsets]),
        "rowHeight": .number(\UITableView.rowHeight), "estimatedRowHeight": .number(\UITableView.estimatedRowHeight),
        "sectionHeaderHeight": .number(\UITableView.sectionHeaderHeight),
        "sectionFooterHeight": .number(\UITableView.sectionFooterHeight), "allowsSelection": .bool(\UITableView.allowsSelection),
        "allowsMultipleSelection": .bool(\UITableView.allowsMultipleSelection),
    ]

    static let tableViewCell: [String: UIKitProperty] = [
        "accessoryType": .enumeration(
            \UITableViewCell.accessoryType,
            [
                "none": .none, "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
                "checkmark": .checkmark, "detailButton": .detailButton,
            ]),
        "selectionStyle": .enumeration(
            \UITableViewCell.selectionStyle, ["none": .none, "default": .default, "blue": .blue, "gray": .gray]),
        "indentationLevel": .integer(\UITableViewCell.indentationLevel),
        "indentationWidth": .number(\UITableViewCell.indentationWidth),
        "separatorInset": .insets(\UITableViewCell.separatorInset),
    ]

    static let tabBar: [String: UIKitProperty] = [
        "barStyle": .enumeration(\UITabBar.barStyle, ["default": .default, "black": .black]),
        "barTintColor": .color(\UITabBar.barTintColor), "unselectedItemTintColor": .color(\UITabBar.unselectedItemTintColor),
        "translucent": .bool(\UITabBar.isTranslucent),
        "itemPositioning": .enumeration(
            \UITabBar.itemPositioning, ["automatic": .automatic, "fill": .fill, "centered": .centered]),
    ]

    /// `showsSelectionIndicator` has had no effect since iOS 7 (UIKit deprecates it): accepted from MarkupKit's documents,
    /// and ignored.
    static let pickerView: [String: UIKitProperty] = [
        "showsSelectionIndicator": UIKitProperty(
            set: { object, value in
                guard object is UIPickerView, case .bool = value else { return false }
                return true
            }, get: { $0 is UIPickerView ? .bool(true) : nil })
    ]
}
