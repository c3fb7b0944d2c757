public import Foundation

/// What a person does to the views, reported as UIKit reports it: the same changes, control events and delegate calls
/// in the same order. Shim only, for tests; code meant for UIKit never uses it.
@MainActor
public enum ShimUser {
    /// Taps a button: touch down, touch up inside, then the primary action.
    public static func tap(_ control: UIControl) {
        guard control.isEnabled, control.isUserInteractionEnabled else { return }
        control.sendActions(for: .touchDown)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .primaryActionTriggered)
    }

    /// Taps a bar button: its primary action runs.
    public static func tap(_ item: UIBarButtonItem) {
        guard item.isEnabled else { return }
        item.primaryAction?.perform(sender: item)
    }

    /// Taps an alert's button: the alert is dismissed, then the button's handler runs.
    public static func tap(_ action: UIAlertAction, in alert: UIAlertController) {
        guard action.isEnabled, alert.actions.contains(where: { $0 === action }) else { return }
        alert.dismiss(animated: true)
        action.shimHandler?(action)
    }

    /// Flips a switch: its value, then value changed.
    public static func toggle(_ control: UISwitch) {
        guard control.isEnabled else { return }
        control.isOn.toggle()
        valueChanged(control)
    }

    /// Drags a slider's thumb to `value`.
    public static func slide(_ slider: UISlider, to value: Float) {
        guard slider.isEnabled else { return }
        slider.value = value
        valueChanged(slider)
    }

    /// Taps a stepper's plus (or minus): a step, wrapping if it wraps, within its bounds.
    public static func step(_ stepper: UIStepper, up: Bool = true) {
        guard stepper.isEnabled else { return }
        var value = stepper.value + (up ? stepper.stepValue : -stepper.stepValue)
        if stepper.wraps, value > stepper.maximumValue { value = stepper.minimumValue }
        if stepper.wraps, value < stepper.minimumValue { value = stepper.maximumValue }
        stepper.value = value
        valueChanged(stepper)
    }

    /// Taps a segment.
    public static func select(segment: Int, in control: UISegmentedControl) {
        guard control.isEnabled, (0..<control.numberOfSegments).contains(segment) else { return }
        control.selectedSegmentIndex = segment
        valueChanged(control)
        if control.isMomentary { control.selectedSegmentIndex = UISegmentedControl.noSegment }
    }

    /// Spins a date picker to `date`.
    public static func pick(_ date: Date, in picker: UIDatePicker) {
        picker.date = date
        valueChanged(picker)
    }

    /// Types `text` into a field that had focus: editing begins, the text changes, editing changed.
    public static func type(_ text: String, into field: UITextField) {
        guard field.isEnabled else { return }
        if !field.isFirstResponder, field.becomeFirstResponder() { field.sendActions(for: .editingDidBegin) }
        field.text = (field.text ?? "") + text
        field.sendActions(for: .editingChanged)
    }

    /// Presses Return in a field: the primary action, then editing did end on exit.
    public static func pressReturn(in field: UITextField) {
        guard field.isEnabled else { return }
        field.sendActions(for: .primaryActionTriggered)
        field.sendActions(for: .editingDidEndOnExit)
    }

    /// Replaces a field's text, as selecting all and typing does.
    public static func replaceText(of field: UITextField, with text: String) {
        field.text = ""
        type(text, into: field)
    }

    /// Types into a text view: the text changes, then its delegate hears of it.
    public static func type(_ text: String, into view: UITextView) {
        guard view.isEditable else { return }
        view.text = (view.text ?? "") + text
        view.textViewDelegate?.textViewDidChange(view)
    }

    /// Swipes a table's row away and taps Delete: the data source is asked whether the row can be edited, then told
    /// to commit its deletion (the row goes when the data source's rows say so).
    public static func swipeToDelete(rowAt indexPath: IndexPath, in table: UITableView) {
        guard table.cellForRow(at: indexPath) != nil, let dataSource = table.dataSource,
            dataSource.tableView(table, canEditRowAt: indexPath)
        else { return }
        dataSource.tableView(table, commit: .delete, forRowAt: indexPath)
    }

    /// Taps a table's row: the delegate may redirect or refuse it, then the row is selected (in a table that allows
    /// several, a selected row is deselected) and the delegate told.
    public static func tapRow(at indexPath: IndexPath, in table: UITableView) {
        guard table.allowsSelection || table.allowsMultipleSelection, table.cellForRow(at: indexPath) != nil else { return }
        let delegate = table.delegate as? any UITableViewDelegate
        if table.allowsMultipleSelection, table.indexPathsForSelectedRows?.contains(indexPath) == true {
            table.deselectRow(at: indexPath, animated: true)
            delegate?.tableView(table, didDeselectRowAt: indexPath)
            return
        }
        guard let target = delegate.map({ $0.tableView(table, willSelectRowAt: indexPath) }) ?? indexPath else { return }
        let previous = table.allowsMultipleSelection ? [] : (table.indexPathsForSelectedRows ?? []).filter { $0 != target }
        table.selectRow(at: target, animated: true, scrollPosition: .none)
        for path in previous { delegate?.tableView(table, didDeselectRowAt: path) }
        delegate?.tableView(table, didSelectRowAt: target)
    }

    /// Spins a picker's component to `row`, and its delegate hears of it.
    public static func pick(row: Int, inComponent component: Int, of picker: UIPickerView) {
        guard (0..<picker.numberOfRows(inComponent: component)).contains(row) else { return }
        picker.selectRow(row, inComponent: component, animated: true)
        picker.delegate?.pickerView(picker, didSelectRow: row, inComponent: component)
    }

    /// Taps a tab.
    public static func select(_ item: UITabBarItem, in tabBar: UITabBar) {
        guard item.isEnabled, tabBar.items?.contains(where: { $0 === item }) == true else { return }
        tabBar.selectedItem = item
        tabBar.delegate?.tabBar(tabBar, didSelect: item)
    }

    /// What a value control sends when the user changes it. (A button's primary action is its tap; UIKit sends none
    /// for a value change.)
    private static func valueChanged(_ control: UIControl) {
        control.sendActions(for: .valueChanged)
    }
}
