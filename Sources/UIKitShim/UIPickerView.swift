public import Foundation

/// Apple's `UIPickerViewDataSource`.
@MainActor
public protocol UIPickerViewDataSource: NSObjectProtocol {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Apple's `UIPickerViewDelegate` (optional methods in UIKit, defaults here).
@MainActor
public protocol UIPickerViewDelegate: NSObjectProtocol {
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// Apple's `UIPickerView`: spinning wheels of rows, one per component, asked of its data source; 320 by 216 points.
@MainActor
open class UIPickerView: UIView {
    open weak var dataSource: (any UIPickerViewDataSource)?
    open weak var delegate: (any UIPickerViewDelegate)?
    @available(*, deprecated, message: "UIKit: no effect since iOS 7")
    open var showsSelectionIndicator = false

    private var rows: [Int] = []
    private var selections: [Int] = []

    open var numberOfComponents: Int {
        loadIfNeeded()
        return rows.count
    }

    open func numberOfRows(inComponent component: Int) -> Int {
        loadIfNeeded()
        return rows.indices.contains(component) ? rows[component] : 0
    }

    /// The selected row of `component`; -1 when the component has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        loadIfNeeded()
        return selections.indices.contains(component) ? selections[component] : -1
    }

    /// Selects a row in code: the delegate is not told, as in UIKit.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        loadIfNeeded()
        guard rows.indices.contains(component), (0..<rows[component]).contains(row) else {
            // UIKit raises an exception for a row the component does not have (a crash on a device).
            shimInconsistencies.append(
                "row \(row) selected in component \(component), which has \(rows.indices.contains(component) ? rows[component] : 0) rows"
            )
            return
        }
        selections[component] = row
    }

    /// What a device would have raised on: rows selected that the component does not have. Shim only.
    public private(set) var shimInconsistencies: [String] = []

    open func reloadAllComponents() {
        guard let dataSource else {
            rows = []
            selections = []
            return
        }
        rows = (0..<max(dataSource.numberOfComponents(in: self), 0)).map {
            max(dataSource.pickerView(self, numberOfRowsInComponent: $0), 0)
        }
        selections = rows.enumerated().map { component, count in
            let kept = selections.indices.contains(component) ? selections[component] : 0
            return count == 0 ? -1 : min(max(kept, 0), count - 1)
        }
    }

    open func reloadComponent(_ component: Int) { reloadAllComponents() }

    private func loadIfNeeded() {
        if rows.isEmpty, dataSource != nil { reloadAllComponents() }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
