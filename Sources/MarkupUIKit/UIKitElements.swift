import Foundation
import MarkupKit

#if canImport(UIKit)
import UIKit
#else
import UIKitShim
#endif

/// The UIKit view for each element of the standard catalog, made with its factory style (`systemButton`,
/// `groupedTableView`, `value1TableViewCell`).
@MainActor
enum UIKitElements {
    /// A new view for `element` in `style` (a cell with `reuseIdentifier`); nil for an element the standard catalog
    /// does not have.
    static func makeView(_ element: String, style: String?, reuseIdentifier: String? = nil) -> UIView? {
        switch element {
        case "UIView": return UIView()
        case "LMRowView": return MarkupRowView()
        case "LMColumnView": return MarkupColumnView()
        case "LMLayerView": return MarkupLayerView()
        case "LMAnchorView": return MarkupAnchorView()
        case "LMRootView": return MarkupRootView()
        case "LMSpacer": return MarkupSpacer()
        case "LMScrollView": return MarkupScrollView()
        case "UIScrollView": return UIScrollView()
        case "UILabel": return UILabel()
        case "UIImageView": return UIImageView()
        case "UIButton":
            let types: [String: UIButton.ButtonType] = [
                "systemButton": .system, "detailDisclosureButton": .detailDisclosure, "infoLightButton": .infoLight,
                // tvOS's plain type is unavailable on iOS, where a system button is the plain one.
                "infoDarkButton": .infoDark, "contactAddButton": .contactAdd, "plainButton": .system, "customButton": .custom,
            ]
            return UIButton(type: style.flatMap { types[$0] } ?? .system)
        case "UITextField": return UITextField()
        case "UITextView": return UITextView()
        case "UISwitch": return UISwitch()
        case "UISlider": return UISlider()
        case "UIStepper": return UIStepper()
        case "UIDatePicker":
            // The wheels the seeds show, not iOS 14's compact default; a document's preferredDatePickerStyle wins.
            let picker = UIDatePicker()
            picker.preferredDatePickerStyle = .wheels
            return picker
        case "UISegmentedControl", "LMSegmentedControl": return UISegmentedControl(items: nil)
        case "UIPageControl": return UIPageControl()
        case "UIActivityIndicatorView": return UIActivityIndicatorView(style: .medium)
        case "UIProgressView": return UIProgressView(progressViewStyle: style == "barProgressView" ? .bar : .default)
        case "UITabBar": return UITabBar()
        case "UITableView": return UITableView(frame: .zero, style: style == "groupedTableView" ? .grouped : .plain)
        case "LMTableView": return MarkupTableView(frame: .zero, style: style == "groupedTableView" ? .grouped : .plain)
        case "LMTableViewCell": return MarkupTableViewCell(reuseIdentifier: reuseIdentifier)
        case "UITableViewCell":
            let styles: [String: UITableViewCell.CellStyle] = [
                "defaultTableViewCell": .default, "value1TableViewCell": .value1, "value2TableViewCell": .value2,
                "subtitleTableViewCell": .subtitle,
            ]
            return UITableViewCell(style: style.flatMap { styles[$0] } ?? .default, reuseIdentifier: reuseIdentifier)
        case "UIPickerView": return UIPickerView()
        case "LMPickerView": return MarkupPickerView()
        default: return nil
        }
    }
}
