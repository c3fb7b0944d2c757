public import Foundation
public import MarkupKit

#if canImport(UIKit)
public import UIKit
#else
public import UIKitShim
#endif

/// `MarkupPickerView`: a picker of static components — named, each with rows of a title and a value — that is its own data
/// source and delegate, as MarkupKit's was. A component's value is its selected row's.
@MainActor
public final class MarkupPickerView: UIPickerView, UIPickerViewDataSource, UIPickerViewDelegate {
    private var components: [PickerComponent] = [PickerComponent()]

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
        for (index, component) in components.enumerated() {
            selectRow(component.selectedRow ?? 0, inComponent: index, animated: false)
        }
    }

    /// The component named `name`, by index.
    public func component(named name: String) -> Int? { components.firstIndex { $0.name == name } }

    /// The name of component `index`.
    public func name(forComponent index: Int) -> String? { components.indices.contains(index) ? components[index].name : nil }

    /// The value of the selected row of the component named `name`.
    public func value(forComponent name: String) -> String? {
        guard let index = component(named: name) else { return nil }
        let row = selectedRow(inComponent: index)
        return components[index].rows.indices.contains(row) ? components[index].rows[row].value : nil
    }

    /// Selects the first row of the component named `name` whose value is `value`; none matching leaves it as it is.
    public func setValue(_ value: String?, forComponent name: String, animated: Bool = false) {
        guard let index = component(named: name), let row = components[index].rows.firstIndex(where: { $0.value == value })
        else { return }
        selectRow(row, inComponent: index, animated: animated)
    }

    // MARK: Data source and delegate

    public func numberOfComponents(in pickerView: UIPickerView) -> Int { components.count }

    public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        components.indices.contains(component) ? components[component].rows.count : 0
    }

    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard components.indices.contains(component), components[component].rows.indices.contains(row) else { return nil }
        return components[component].rows[row].title
    }

    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selectionDidChange?(component)
    }
}
