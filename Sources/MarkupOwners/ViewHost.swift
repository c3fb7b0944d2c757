public import Foundation
public import MarkupKit

/// What shows a document's views — a live web page, UIKit views, a test double — as an owner sees it: the current
/// value of a view's property, and a way to change it.
///
/// Views are numbered as `ViewTree.nodes` lists them. A host starts from the tree's own values (and its bindings'), and
/// reports the changes the user makes (text typed, a switch turned) before it sends the event that names an action,
/// so that an action reads the view as the user left it.
@MainActor
public protocol ViewHost: AnyObject {
    /// The current value of `keyPath` (`text`, `isOn`, `textLabel.text`) of view `index`; nil if it has none.
    func value(of keyPath: String, inView index: Int) -> PropertyValue?

    /// Sets `keyPath` of view `index`; the host shows the change.
    func setValue(_ value: PropertyValue, of keyPath: String, inView index: Int)

    /// The value of the selected cell of the table section named `section` (`fanSpeed`) of view `index`, or of every
    /// selected cell of a section with several checkmarks; for a picker view, the value of the selected row of the
    /// component named `section`.
    func selectedValues(inSection section: String, ofView index: Int) -> [String]

    /// Selects the cells of section `section` of view `index` whose values are in `values`, and no others; for a picker
    /// view, the row of component `section` whose value is the first of `values`.
    func selectValues(_ values: [String], inSection section: String, ofView index: Int)

    /// Shows a message the user must acknowledge: an action's error, or what the owner wants to tell.
    func presentAlert(title: String?, message: String)

    /// The rows of a dynamic section changed as `changes` says; `rows` is the section as it is now (its table's view
    /// index, its index in the table), which gives each row's key, item, cell and value on demand. A host shows
    /// exactly these changes, not the whole table. The first call for a section inserts its first rows (none, when
    /// the owner has none yet).
    func rowsDidChange(_ changes: RowChanges, in rows: SectionRows)

    /// The time zone the host shows dates in — the device's in UIKit, the browser's on a web page — and so the one
    /// a date picker's wall-clock time is read in (`DatePickerState`).
    var timeZone: TimeZone { get }

    /// Shows the screen at `link`, a path relative to the app's screens (`todos/3`, checked by `ScreenLink`): a live page's
    /// browser goes to it (`/ui/todos/3`), a UIKit controller pushes the one its routes make. A link that breaks the
    /// rule, or that no screen answers, is an alert.
    func navigate(to link: String)

    /// Returns to the previous screen, if there is one: a live page goes back as its Back control does (the browser's
    /// history when it came from there, else the list above it), a UIKit controller is popped.
    func navigateBack()
}

/// One view of a host: what a connected ``ViewHandle`` points at.
@MainActor
public struct ViewReference {
    /// The host showing the view; weak, so that an owner that outlives its page keeps no page alive.
    public private(set) weak var host: (any ViewHost)?
    /// The view's index in `ViewTree.nodes`.
    public let index: Int
    /// The view's element (`UISwitch`).
    public let element: String

    /// A reference to view `index` of `host`.
    public init(host: any ViewHost, index: Int, element: String) {
        self.host = host
        self.index = index
        self.element = element
    }
}
