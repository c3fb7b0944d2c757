import Foundation
import Testing
import UIKitShim

/// The shim behaves as UIKit does where the renderer relies on it.
@Suite("UIKit shim")
@MainActor
struct UIKitShimTests {
    @Test("a view belongs to one superview; moving it takes it from the first")
    func hierarchy() {
        let (first, second, child) = (UIView(), UIView(), UIView())
        first.addSubview(child)
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(second.subviews == [child])
        #expect(child.superview === second)
        #expect(child.next === second)
        child.removeFromSuperview()
        #expect(second.subviews.isEmpty && child.superview == nil)
    }

    @Test("layoutIfNeeded lays out marked views from the top down, once; a resize marks the view again")
    func layoutCycle() {
        final class Recording: UIView {
            var log: [String] = []
            var name = ""
            weak var sink: Recording?
            override func layoutSubviews() { (sink ?? self).log.append(name) }
        }
        let root = Recording(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = Recording()
        root.name = "root"
        child.name = "child"
        child.sink = root
        root.addSubview(child)
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect(root.log == ["root", "child"])
        root.frame.size = CGSize(width: 200, height: 100)
        root.frame.origin = CGPoint(x: 5, y: 5)
        root.layoutIfNeeded()
        #expect(root.log == ["root", "child", "root"], "moving does not mark a view; resizing does")
    }

    @Test("bounds keep the center when resized; convert maps through frames and scrolled bounds")
    func geometry() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        root.addSubview(child)
        #expect(child.center == CGPoint(x: 60, y: 45))
        child.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(child.frame == CGRect(x: 35, y: 20, width: 50, height: 50))
        #expect(child.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 36, y: 21))
        root.bounds.origin = CGPoint(x: 0, y: 10)
        #expect(child.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 36, y: 21), "scrolling moves no view")
        #expect(child.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 36, y: 11), "but moves what the window shows")
    }

    @Test("sendActions runs the actions registered for the event, in order, with the control as sender")
    func actions() {
        let button = UIButton(type: .system)
        var log: [String] = []
        let tap = UIAction { action in log.append("tap \(action.sender is UIButton)") }
        button.addAction(tap, for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("any touch") }, for: .allTouchEvents)
        button.addAction(UIAction { _ in log.append("value") }, for: .valueChanged)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["tap true", "any touch"])
        button.removeAction(tap, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["tap true", "any touch", "any touch"])
        #expect(tap.sender == nil, "the sender is the control only while the action runs")
    }

    @Test("a label's size follows its text and font, wrapping when it may take several lines")
    func labelSize() {
        let label = UILabel()
        label.text = "Hello, World!"
        label.font = .systemFont(ofSize: 20)
        #expect(label.intrinsicContentSize == CGSize(width: 130, height: 24))
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 70, height: 0)) == CGSize(width: 60, height: 48))
        label.text = nil
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test("a button's title and color fall back to the normal state's")
    func buttonStates() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.setTitle("Going", for: .highlighted)
        button.setTitleColor(.red, for: .normal)
        #expect(button.currentTitle == "Go")
        button.isHighlighted = true
        #expect(button.currentTitle == "Going" && button.titleLabel?.text == "Going")
        #expect(button.currentTitleColor == .red)
        #expect(button.buttonType == .system)
    }

    @Test("slider, stepper and progress keep their values within their bounds")
    func clampedValues() {
        let slider = UISlider()
        slider.maximumValue = 10
        slider.value = 12
        #expect(slider.value == 10)
        slider.maximumValue = 5
        #expect(slider.value == 5)
        let stepper = UIStepper()
        stepper.minimumValue = 32
        #expect(stepper.value == 32)
        let progress = UIProgressView(progressViewStyle: .bar)
        progress.progress = 2
        #expect(progress.progress == 1)
    }

    @Test("colors compare by component; images come from the registered assets, as from a catalog")
    func colorsAndImages() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
        var red: CGFloat = 0
        #expect(UIColor.systemBlue.getRed(nil, green: nil, blue: &red, alpha: nil) && red == 1)
        #expect(UIImage(named: "missing.png") == nil)
        ShimAssets.register(imageNamed: "world.png", size: CGSize(width: 64, height: 48))
        let view = UIImageView(image: UIImage(named: "world.png"))
        #expect(view.intrinsicContentSize == CGSize(width: 64, height: 48))
        #expect(view.frame.size == CGSize(width: 64, height: 48))
    }

    @Test("tint and layout direction come from the superview unless the view sets its own")
    func inherited() {
        let root = UIView()
        let child = UIView()
        root.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        root.tintColor = .red
        #expect(child.tintColor == .red)
        root.semanticContentAttribute = .forceRightToLeft
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        root.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(root.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
    }
}

/// The container views and what a person does to them, as UIKit reports it.
@Suite("UIKit shim: tables, pickers, text, tabs")
@MainActor
struct UIKitShimContainerTests {
    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        var log: [String] = []
        var refused: IndexPath?
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? 3 : 1 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "\(indexPath.section).\(indexPath.row)"
            return cell
        }
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            indexPath == refused ? nil : indexPath
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            log.append("deselect \(indexPath.row)")
        }
    }

    @Test("a table asks its data source, stacks its rows, and reports taps to its delegate")
    func table() {
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .grouped)
        table.dataSource = rows
        table.delegate = rows
        table.reloadData()
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 0) == 3)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "0.2")
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 0)) == nil)
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.frame == CGRect(x: 0, y: 132, width: 320, height: 44))
        #expect(table.contentSize.height == 176)

        ShimUser.tapRow(at: IndexPath(row: 0, section: 0), in: table)
        ShimUser.tapRow(at: IndexPath(row: 1, section: 0), in: table)
        #expect(rows.log == ["select 0", "deselect 0", "select 1"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        rows.refused = IndexPath(row: 2, section: 0)
        ShimUser.tapRow(at: IndexPath(row: 2, section: 0), in: table)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0), "the delegate refused the tap")

        table.allowsMultipleSelection = true
        ShimUser.tapRow(at: IndexPath(row: 0, section: 0), in: table)
        ShimUser.tapRow(at: IndexPath(row: 1, section: 0), in: table)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
    }

    final class Sizes: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        var picked: [Int] = []
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 4 }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { picked.append(row) }
    }

    @Test("a picker asks its data source; a spin selects and tells the delegate, a selection in code does not")
    func picker() {
        let sizes = Sizes()
        let picker = UIPickerView()
        picker.dataSource = sizes
        picker.delegate = sizes
        #expect(picker.numberOfComponents == 1 && picker.selectedRow(inComponent: 0) == 0)
        picker.selectRow(3, inComponent: 0, animated: false)
        ShimUser.pick(row: 2, inComponent: 0, of: picker)
        ShimUser.pick(row: 9, inComponent: 0, of: picker)
        #expect(picker.selectedRow(inComponent: 0) == 2 && sizes.picked == [2])
    }

    final class Notes: NSObject, UITextViewDelegate {
        var changes = 0
        func textViewDidChange(_ textView: UITextView) { changes += 1 }
    }

    @Test("typing changes the text, then the field sends editing changed and the text view tells its delegate")
    func typing() {
        let field = UITextField()
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("begin") }, for: .editingDidBegin)
        field.addAction(UIAction { action in events.append((action.sender as? UITextField)?.text ?? "") }, for: .editingChanged)
        ShimUser.type("Hi", into: field)
        ShimUser.type("!", into: field)
        #expect(events == ["begin", "Hi", "Hi!"] && field.isEditing)

        let notes = Notes()
        let view = UITextView()
        view.delegate = notes
        view.text = "set in code"
        ShimUser.type(" and typed", into: view)
        #expect(view.text == "set in code and typed" && notes.changes == 1)
    }

    @Test("segments, steppers, switches and tabs change as tapped and send value changed")
    func valueControls() {
        let segments = UISegmentedControl(items: ["Small", "Large"])
        var changes = 0
        segments.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        ShimUser.select(segment: 1, in: segments)
        ShimUser.select(segment: 7, in: segments)
        #expect(segments.selectedSegmentIndex == 1 && changes == 1 && segments.titleForSegment(at: 0) == "Small")

        let stepper = UIStepper()
        stepper.maximumValue = 2
        ShimUser.step(stepper)
        ShimUser.step(stepper)
        ShimUser.step(stepper)
        #expect(stepper.value == 2)

        let toggle = UISwitch()
        ShimUser.toggle(toggle)
        #expect(toggle.isOn)

        let items = [
            UITabBarItem(tabBarSystemItem: .featured, tag: 0), UITabBarItem(title: "Me", image: nil, selectedImage: nil),
        ]
        let bar = UITabBar()
        bar.items = items
        ShimUser.select(items[1], in: bar)
        #expect(bar.selectedItem === items[1] && items[0].shimSystemItem == .featured)
    }
}

/// UIKit's rules for a table's batch updates, which the shim enforces so that a test fails where a device would raise
/// `NSInternalInconsistencyException`.
@Suite("UIKit shim: batch updates as UIKit requires them")
@MainActor
struct BatchUpdateRuleTests {
    final class Rows: NSObject, UITableViewDataSource {
        var rows: [String]
        init(_ rows: [String]) { self.rows = rows }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }
    }

    func table(_ rows: Rows) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.dataSource = rows
        table.reloadData()
        return table
    }

    @Test("the model changed inside the updates block: deletions at old rows, insertions at new ones, no complaint")
    func insideTheBlock() {
        let rows = Rows(["a", "b", "c"])
        let table = table(rows)
        table.performBatchUpdates {
            rows.rows = ["b", "c", "d", "e"]
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            table.insertRows(at: [IndexPath(row: 2, section: 0), IndexPath(row: 3, section: 0)], with: .automatic)
        }
        #expect(table.shimInconsistencies.isEmpty, "\(table.shimInconsistencies)")
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "e")
    }

    @Test("a single insertion outside a batch follows the model changed before it, as UIKit expects")
    func singleInsertion() {
        let rows = Rows(["a", "b"])
        let table = table(rows)
        rows.rows = ["a", "b", "c"]
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        #expect(table.shimInconsistencies.isEmpty, "\(table.shimInconsistencies)")
        #expect(table.numberOfRows(inSection: 0) == 3)
    }

    @Test("the model changed before performBatchUpdates is what crashes a device: the shim says so")
    func beforeTheBlock() {
        let rows = Rows(["a", "b", "c"])
        let table = table(rows)
        rows.rows = ["a", "b", "c", "d"]
        table.performBatchUpdates { table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic) }
        #expect(table.shimInconsistencies.contains { $0.contains("changed before performBatchUpdates") })
    }

    @Test("rows named where they are not: a deletion past the old rows, an insertion past the new, a row deleted and reloaded")
    func wrongPlaces() {
        let rows = Rows(["a", "b"])
        let table = table(rows)
        table.performBatchUpdates {
            rows.rows = ["a"]
            table.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .automatic)
        }
        #expect(table.shimInconsistencies.contains { $0.contains("did not exist before the update") })
        let second = Rows(["a", "b"])
        let other = self.table(second)
        other.performBatchUpdates {
            second.rows = ["a", "b", "c"]
            other.insertRows(at: [IndexPath(row: 7, section: 0)], with: .automatic)
        }
        #expect(other.shimInconsistencies.contains { $0.contains("do not exist after the update") })
        let third = Rows(["a", "b"])
        let another = self.table(third)
        another.performBatchUpdates {
            third.rows = ["b"]
            another.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            another.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
        #expect(another.shimInconsistencies.contains { $0.contains("both deleted and reloaded") })
    }
}
