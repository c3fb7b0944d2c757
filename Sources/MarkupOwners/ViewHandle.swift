public import Foundation
public import MarkupKit

/// An owner's handle to one view of its document: an outlet (`@Outlet let label = ViewHandle<Elements.Label>()`)
/// or the sender an action receives.
///
/// Reading a property asks the host for the view's current value; setting one changes the view where the host shows
/// it (the live page, the UIKit view). Until the document is connected, and after its host is gone, reads give nil
/// and writes are dropped: ``isConnected`` says which.
///
/// <!-- snippet: not compiled (two lines of an owner: `…` stands for the rest of it) -->
/// ```swift
/// @Outlet let temperatureStepper = ViewHandle<Elements.Stepper>()
/// …
/// temperatureStepper.value = 70
/// ```
@MainActor
public final class ViewHandle<Element: ViewElement> {
    /// The view this handle points at, once connected.
    public private(set) var reference: ViewReference?

    /// A handle not connected yet: what an outlet starts as.
    public init() {}

    /// A handle to `reference`: what an action's sender is.
    public init(_ reference: ViewReference) {
        self.reference = reference
    }

    /// Points this handle at a view: what connecting a document does to its owner's outlets.
    public func connect(to reference: ViewReference) {
        self.reference = reference
    }

    /// Whether the handle points at a view whose host is still there.
    public var isConnected: Bool { reference?.host != nil }

    /// Any property by key path (`layer.cornerRadius`, `textLabel.text`), as markup names it.
    public subscript(keyPath: String) -> PropertyValue? {
        get {
            guard let reference else { return nil }
            return reference.host?.value(of: keyPath, inView: reference.index)
        }
        set {
            guard let reference, let newValue else { return }
            reference.host?.setValue(newValue, of: keyPath, inView: reference.index)
        }
    }

    /// Whether the view is hidden.
    public var isHidden: Bool {
        get { self.bool("hidden") ?? false }
        set { self["hidden"] = .bool(newValue) }
    }

    /// The number the document gave the view (`tag="6"`), 0 when it gave none: how one action tells its senders apart.
    public var tag: Int {
        get { number("tag").flatMap { Int(exactly: $0) } ?? 0 }
        set { self["tag"] = .number(Double(newValue)) }
    }

    /// What assistive technologies announce for the view (`accessibilityLabel`).
    public var accessibilityLabel: String? {
        get { string("accessibilityLabel") }
        set { self["accessibilityLabel"] = .string(newValue ?? "") }
    }

    /// The view's background color.
    public var backgroundColor: MarkupColor? {
        get { self["backgroundColor"]?.colorValue }
        set { if let newValue { self["backgroundColor"] = .color(newValue) } }
    }

    /// The selection of a table's section or a picker's component, by name.
    func selectedValues(in group: String) -> [String] {
        guard let reference else { return [] }
        return reference.host?.selectedValues(inSection: group, ofView: reference.index) ?? []
    }

    func select(_ values: [String], in group: String) {
        guard let reference else { return }
        reference.host?.selectValues(values, inSection: group, ofView: reference.index)
    }

    func bool(_ keyPath: String) -> Bool? { self[keyPath]?.boolValue }
    func number(_ keyPath: String) -> Double? { self[keyPath]?.numberValue }
    func string(_ keyPath: String) -> String? { self[keyPath]?.stringValue }
}

extension ViewHandle where Element: TextElement {
    /// The text shown (a label's, a text field's or text view's contents).
    public var text: String? {
        get { string("text") }
        set { self["text"] = .string(newValue ?? "") }
    }
}

extension ViewHandle where Element: ControlElement {
    /// Whether the control takes input.
    public var isEnabled: Bool {
        get { bool("enabled") ?? true }
        set { self["enabled"] = .bool(newValue) }
    }
}

extension ViewHandle where Element: NumericValueElement {
    /// The control's value (a slider's position, a stepper's count).
    public var value: Double {
        get { number("value") ?? 0 }
        set { self["value"] = .number(newValue) }
    }
}

extension ViewHandle where Element == Elements.Switch {
    /// Whether the switch is on.
    public var isOn: Bool {
        get { bool("on") ?? false }
        set { self["on"] = .bool(newValue) }
    }
}

extension ViewHandle where Element == Elements.DatePicker {
    /// A `dateAndTime` picker's date: an instant, shown in the host's time zone (``ViewHost/timeZone``); nil when the
    /// picker has none (a web page's input left empty; UIKit always has one). Setting it shows it; a person can then
    /// choose only within ``minimumDate`` and ``maximumDate``. A picker in `date` mode holds a ``day`` and one in
    /// `time` mode a ``time``: read this of one of those and you get the start of its day, or nil.
    public var date: Date? {
        get { DatePickerState.Mode.dateAndTime.converted(self["date"], in: timeZone)?.dateValue }
        set { if let newValue { self["date"] = .date(newValue) } }
    }

    /// A `date` picker's day, the same in every time zone (a due date, a birthday); nil when it has none. Setting it
    /// shows that day wherever the picker is shown.
    public var day: LocalDate? {
        get { DatePickerState.Mode.date.converted(self["date"], in: timeZone)?.dayValue }
        set { if let newValue { self["date"] = .day(newValue) } }
    }

    /// A `time` picker's time of day, the same in every time zone (an alarm, opening hours); nil when it has none.
    public var time: LocalTime? {
        get { DatePickerState.Mode.time.converted(self["date"], in: timeZone)?.timeOfDayValue }
        set { if let newValue { self["date"] = .timeOfDay(newValue) } }
    }

    /// The earliest date a person may choose: a day, a time of day or an instant, as the picker's mode holds (see
    /// `DatePickerState`).
    public var minimumDate: PropertyValue? {
        get { self["minimumDate"] }
        set { if let newValue { self["minimumDate"] = newValue } }
    }

    /// The latest date a person may choose, of the kind the picker's mode holds.
    public var maximumDate: PropertyValue? {
        get { self["maximumDate"] }
        set { if let newValue { self["maximumDate"] = newValue } }
    }

    /// The time zone the picker is shown in: the device's in UIKit, the browser's on a live page (UTC until the page
    /// has connected and said). A `dateAndTime` picker's wall-clock time is read in it; a ``day`` and a ``time``
    /// need none.
    public var timeZone: TimeZone { reference?.host?.timeZone ?? .gmt }

    /// What an HTML form posts for this picker, in the time zone its host shows it in: `18:30` for a time,
    /// `2026-11-26` for a date, `2026-11-26T18:30` for both, an empty string when it has no date. A native form
    /// that posts to the service an HTML form posts to sends this (seed 000's `delivery`). Read-only: set the
    /// picker's value through ``day``, ``time`` or ``date``.
    public var formValue: String {
        guard let host = reference?.host else { return "" }
        return DatePickerState { self[$0] }.formValue(in: host.timeZone)
    }
}

extension ViewHandle where Element == Elements.SegmentedControl {
    /// The selected segment, from 0; -1 when none is.
    public var selectedSegmentIndex: Int {
        get { number("selectedSegmentIndex").flatMap { Int(exactly: $0) } ?? -1 }
        set { self["selectedSegmentIndex"] = .number(Double(newValue)) }
    }
}

extension ViewHandle where Element == Elements.ActivityIndicatorView {
    /// Whether the spinner turns (`animating`): while something loads.
    public var isAnimating: Bool {
        get { bool("animating") ?? false }
        set { self["animating"] = .bool(newValue) }
    }
}

extension ViewHandle where Element == Elements.Button {
    /// The button's title.
    public var title: String? {
        get { string("title") }
        set { self["title"] = .string(newValue ?? "") }
    }
}

extension ViewHandle where Element == Elements.TableViewCell {
    /// The text of the cell's main label.
    public var text: String? {
        get { string("textLabel.text") }
        set { self["textLabel.text"] = .string(newValue ?? "") }
    }

    /// The text of the cell's detail label.
    public var detailText: String? {
        get { string("detailTextLabel.text") }
        set { self["detailTextLabel.text"] = .string(newValue ?? "") }
    }
}

extension ViewHandle where Element == Elements.TableView {
    /// The value of the selected cell of section `section` (`fanSpeed`), nil when none is; setting it selects the cell
    /// with that value and no other.
    public subscript(selectedValueIn section: String) -> String? {
        get { selectedValues(in: section).first }
        set { select(newValue.map { [$0] } ?? [], in: section) }
    }

    /// The values of the selected cells of section `section`: for a section with several checkmarks.
    public subscript(selectedValuesIn section: String) -> [String] {
        get { selectedValues(in: section) }
        set { select(newValue, in: section) }
    }
}

extension ViewHandle where Element == Elements.PickerView {
    /// The value of the selected row of the component named `component` (`size`), nil when none is; setting it
    /// selects the row with that value.
    public subscript(selectedValueIn component: String) -> String? {
        get { selectedValues(in: component).first }
        set { select(newValue.map { [$0] } ?? [], in: component) }
    }
}
