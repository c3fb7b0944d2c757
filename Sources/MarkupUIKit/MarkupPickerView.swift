public import Foundation
public import MarkupKit
public import MarkupOwners

#if canImport(UIKit)
public import UIKit
#else
public import UIKitShim
#endif

/// `MarkupPickerView`: a picker of components — named, each with rows of a title and a value — that is its own data
/// source and delegate, as MarkupKit's was. A component's value is its selected row's. A dynamic component's rows are
/// the owner's (``rowsDidChange(_:in:)``), its selection kept by value: the row with the chosen value stays chosen as
/// rows come and go.
@MainActor
public final class MarkupPickerView: UIPickerView, UIPickerViewDataSource, UIPickerViewDelegate {
    private var components: [PickerComponent] = [PickerComponent()]
    /// The dynamic components' rows, by component index.
    private var dynamicRows: [Int: SectionRows] = [:]

    /// Called after the user spun a component, with the component's index.
    public var selectionDidChange: (@MainActor (_ component: Int) -> Void)?

    public init() {
        super.init(frame: .zero)
        dataSource = self
        delegate = self
    }

    public required init?(coder: NSCoder) { return nil }

    /// Gives the picker its components, each starting on its selected row (else the first).
    public func setComponents(_ components: [PickerComponent]) {
        self.components = components
        reloadAllComponents()
        // UIKit raises on a row a component does not have: an empty component (rows still to come) selects nothing.
        for (index, component) in components.enumerated() {
            let row = component.selectedRow ?? 0
            if (0..<numberOfRows(inComponent: index)).contains(row) { selectRow(row, inComponent: index, animated: false) }
        }
    }

    /// The component named `name`, by index.
    public func component(named name: String) -> Int? { components.firstIndex { $0.name == name } }

    /// The name of component `index`.
    public func name(forComponent index: Int) -> String? { components.indices.contains(index) ? components[index].name : nil }

    /// The value of the selected row of the component named `name`.
    public func value(forComponent name: String) -> String? {
        guard let index = component(named: name) else { return nil }
        if let rows = dynamicRows[index] { return rows.selectedValues.first }
        let row = selectedRow(inComponent: index)
        return components[index].rows.indices.contains(row) ? components[index].rows[row].value : nil
    }

    /// Selects the first row of the component named `name` whose value is `value`; none matching leaves it as it is
    /// (a dynamic component keeps the value, and selects its row once one has it).
    public func setValue(_ value: String?, forComponent name: String, animated: Bool = false) {
        guard let index = component(named: name) else { return }
        if let rows = dynamicRows[index] {
            _ = rows.setCheckedValues(value.map { [$0] } ?? [])
            showCheckedRow(of: rows, animated: animated)
            return
        }
        guard let row = components[index].rows.firstIndex(where: { $0.value == value }) else { return }
        selectRow(row, inComponent: index, animated: animated)
    }

    // MARK: Dynamic components

    /// The rows of dynamic component `component`, as the owner's connection last gave them.
    public func rows(inComponent component: Int) -> SectionRows? { dynamicRows[component] }

    /// Shows a dynamic component's rows as they now are, on the row whose value is chosen.
    public func rowsDidChange(_ changes: RowChanges, in rows: SectionRows) {
        guard components.indices.contains(rows.section) else { return }
        dynamicRows[rows.section] = rows
        reloadComponent(rows.section)
        showCheckedRow(of: rows, animated: false)
    }

    private func showCheckedRow(of rows: SectionRows, animated: Bool) {
        guard let value = rows.checkedValues.first, let row = (0..<rows.count).first(where: { rows.value(at: $0) == value })
        else { return }
        selectRow(row, inComponent: rows.section, animated: animated)
    }

    // MARK: Data source and delegate

    public func numberOfComponents(in pickerView: UIPickerView) -> Int { components.count }

    public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        if let rows = dynamicRows[component] { return rows.count }
        return components.indices.contains(component) ? components[component].rows.count : 0
    }

    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        if let rows = dynamicRows[component] {
            guard row < rows.count, case .string(let title)? = rows.cell(at: row)["title"] else { return nil }
            return title
        }
        guard components.indices.contains(component), components[component].rows.indices.contains(row) else { return nil }
        return components[component].rows[row].title
    }

    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        if let rows = dynamicRows[component], row < rows.count { _ = rows.check(row: row) }
        selectionDidChange?(component)
    }
}
