public import Foundation

#if canImport(UIKit)
public import UIKit
#else
public import UIKitShim
#endif

/// Seed 000's `LMTableViewController`: a controller whose view is a document's table, and which is the table's data
/// source and delegate — so that a subclass can fill a section of its own in code (one the document names, with no
/// cells) and leave every other section to the document, by overriding these methods and calling `super` for the
/// rest:
///
/// <!-- snippet-prelude
/// import Foundation
/// import MarkupKit
/// import MarkupUIKit
/// import UIKitShim
/// -->
/// ```swift
/// final class SizesController: MarkupTableViewController {
///     let extras = ["Gluten-free", "Half and half"]
///
///     override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
///         markupTableView?.name(forSection: section) == "dynamic"
///             ? extras.count : super.tableView(tableView, numberOfRowsInSection: section)
///     }
///
///     override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///         guard markupTableView?.name(forSection: indexPath.section) == "dynamic" else {
///             return super.tableView(tableView, cellForRowAt: indexPath)
///         }
///         let cell = tableView.dequeueReusableCell(withIdentifier: "extra") ?? UITableViewCell(style: .default, reuseIdentifier: "extra")
///         cell.textLabel?.text = extras[indexPath.row]
///         return cell
///     }
/// }
/// ```
///
/// A document's own dynamic sections (`<?sectionRows?>`) need none of this: their rows come from the owner.
@MainActor
open class MarkupTableViewController: MarkupViewController, UITableViewDataSource, UITableViewDelegate {
    /// The document's table: its root view.
    public var markupTableView: MarkupTableView? { markupView?.screen.root as? MarkupTableView }

    open override func viewDidLoad() {
        super.viewDidLoad()
        markupTableView?.dataSource = self
        markupTableView?.delegate = self
        markupTableView?.reloadData()
    }

    // MARK: Data source: the document's, unless a subclass says otherwise

    open func numberOfSections(in tableView: UITableView) -> Int {
        markupTableView.map { $0.numberOfSections(in: $0) } ?? 0
    }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        markupTableView.map { $0.tableView($0, numberOfRowsInSection: section) } ?? 0
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        markupTableView.map { $0.tableView($0, cellForRowAt: indexPath) }
            ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        markupTableView.flatMap { $0.tableView($0, titleForHeaderInSection: section) }
    }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        markupTableView.flatMap { $0.tableView($0, titleForFooterInSection: section) }
    }

    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        markupTableView.map { $0.tableView($0, canEditRowAt: indexPath) } ?? false
    }

    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        markupTableView.map { $0.tableView($0, commit: editingStyle, forRowAt: indexPath) }
    }

    // MARK: Delegate: the document's, unless a subclass says otherwise

    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        markupTableView.map { $0.tableView($0, didSelectRowAt: indexPath) }
    }

    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        markupTableView.flatMap { $0.tableView($0, viewForHeaderInSection: section) }
    }

    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        markupTableView.flatMap { $0.tableView($0, viewForFooterInSection: section) }
    }

    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        markupTableView.map { $0.tableView($0, heightForHeaderInSection: section) } ?? UITableView.automaticDimension
    }

    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        markupTableView.map { $0.tableView($0, heightForFooterInSection: section) } ?? UITableView.automaticDimension
    }
}
