import MarkupKit

/// The object that owns a markup document's views, as a view controller owns a MarkupKit document: the `id`s fill
/// its outlets, the `on…` attributes call its actions, and the `$` bindings read its properties.
///
/// Write the class and let `@MarkupOwner` generate the conformance — the tables of outlets and actions by name that
/// stand in for the Objective-C runtime:
///
/// <!-- snippet-prelude
/// import Observation
/// -->
/// ```swift
/// @MainActor @MarkupOwner @Observable
/// final class Greeting {
///     var name = ""
///     @Outlet let greetingLabel = ViewHandle<Elements.Label>()
///
///     @Action func greet(_ sender: ViewHandle<Elements.Button>) {
///         greetingLabel.text = "Hello, \(name)!"
///     }
/// }
/// ```
///
/// An owner runs on the main actor, as UIKit's controllers do, whatever shows its views: the same class drives a
/// live web page or UIKit views.
@MainActor
public protocol MarkupOwner: AnyObject {
    /// The outlets and actions, by name and element kind: what a document is checked against.
    nonisolated static var ownerDescription: OwnerDescription { get }

    /// Points outlet `name` at a view; false if the owner has no such outlet.
    func connectOutlet(named name: String, to view: ViewReference) -> Bool

    /// Calls action `name`, with `sender` when it takes one.
    /// - Returns: false if the owner has no such action or it takes a sender that was not given.
    /// - Throws: what the action throws.
    func performAction(named name: String, sender: ViewReference?) async throws -> Bool

    /// Calls action `name` with a row's item (`@Action func showPosts(_ user: User)`): what a dynamic section's
    /// `onSelect` and `onDelete` call.
    /// - Returns: false if the owner has no such action or it takes another type of item.
    /// - Throws: what the action throws.
    func performAction(named name: String, item: Any) async throws -> Bool

    /// The rows of the `@Rows` property `name`, read now through its getter (so that an `@Observable` owner's next
    /// change to it is seen); nil if the owner has no such property.
    func rows(named name: String) -> RowList?

    /// Called once the views are connected and about to show: where an owner loads what its views show. Throw
    /// ``ScreenNotFound`` when the screen's key names no item (a live page then answers 404); any other error is
    /// shown as an alert.
    func viewWillAppear() async throws

    /// The screen's title, when the owner gives it one for what it shows (an employee's name); nil for the page's
    /// own. Read once the owner has appeared: a live page's `<title>`.
    var screenTitle: String? { get }

    /// Called when the views are on screen: a live page's script connected (again), a UIKit controller's view
    /// appeared. Where an owner starts what should run only while someone is looking, such as polling a service;
    /// ``viewDidDisappear()`` is where it stops.
    func viewDidAppear()

    /// Called when the views have left the screen (a live page went away or its session ended, a UIKit controller's
    /// view disappeared); they may appear again. Where an owner stops what it started in ``viewDidAppear()``.
    func viewDidDisappear()

    /// Called after the user changed the selection of the table section named `section` (`fanSpeed`) of `table`:
    /// what a table view's delegate hears in UIKit. Read the selection with `table[selectedValueIn: section]`.
    func tableView(_ table: ViewHandle<Elements.TableView>, didChangeSelectionIn section: String) async throws

    /// Called after the user picked a row of the picker component named `component` (`size`) of `picker`: what a
    /// picker view's delegate hears in UIKit. Read the row's value with `picker[selectedValueIn: component]`.
    func pickerView(_ picker: ViewHandle<Elements.PickerView>, didSelectValueIn component: String) async throws
}

extension MarkupOwner {
    /// Has no such action.
    public func performAction(named name: String, item: Any) async throws -> Bool { false }

    /// Has no rows.
    public func rows(named name: String) -> RowList? { nil }

    /// Does nothing.
    public func viewWillAppear() async throws {}

    /// None: the page's own title.
    public var screenTitle: String? { nil }

    /// Does nothing.
    public func viewDidAppear() {}

    /// Does nothing.
    public func viewDidDisappear() {}

    /// Does nothing.
    public func tableView(_ table: ViewHandle<Elements.TableView>, didChangeSelectionIn section: String) async throws {}

    /// Does nothing.
    public func pickerView(_ picker: ViewHandle<Elements.PickerView>, didSelectValueIn component: String) async throws {}
}

/// An owner's outlets and actions, as `@MarkupOwner` lists them.
public struct OwnerDescription: Sendable {
    /// An outlet: a `ViewHandle` constant marked `@Outlet`.
    public struct Outlet: Sendable, Hashable {
        /// The property's name, which an `id` names.
        public var name: String
        /// The element the handle takes (it and every element derived from it).
        public var elementName: String
        /// Whether a live page that re-mounts on a new session (its server restarted) sends what the person had
        /// entered in the view again: false for a password or a one-time code (`@Outlet(recoversInput: false)`).
        public var recoversInput: Bool

        /// Describes an outlet.
        public init(name: String, elementName: String, recoversInput: Bool = true) {
            self.name = name
            self.elementName = elementName
            self.recoversInput = recoversInput
        }
    }

    /// An action: a method marked `@Action`.
    public struct Action: Sendable, Hashable {
        /// The method's name, which an `on…` attribute names.
        public var name: String
        /// The element the sender parameter takes; nil when the method takes no sender.
        public var senderElementName: String?
        /// The type of row item the method takes instead of a sender, fully qualified (`MyApp.User`); nil when it
        /// takes none.
        public var itemTypeName: String?

        /// Describes an action.
        public init(name: String, senderElementName: String?, itemTypeName: String? = nil) {
            self.name = name
            self.senderElementName = senderElementName
            self.itemTypeName = itemTypeName
        }
    }

    /// Rows: a collection marked `@Rows`.
    public struct Rows: Sendable, Hashable {
        /// The property's name, which `<?sectionRows source="…"?>` names.
        public var name: String
        /// The item type, fully qualified (`MyApp.User`).
        public var rowTypeName: String
        /// The names a template's `$item.…` may read, when the item type lists them (`KeyPathBindingSource`); nil
        /// when it is read by reflection and cannot be checked before a row exists.
        public var keys: Set<String>?

        /// Describes rows of items that are read by reflection.
        public init<Row: Identifiable & Equatable>(name: String, rowType: Row.Type) {
            self.name = name
            self.rowTypeName = String(reflecting: Row.self)
            self.keys = nil
        }

        /// Describes rows of items that list their bindable properties.
        public init<Row: Identifiable & Equatable & KeyPathBindingSource>(name: String, rowType: Row.Type) {
            self.name = name
            self.rowTypeName = String(reflecting: Row.self)
            self.keys = Set(Row.bindingKeyPaths.keys)
        }
    }

    /// The owner's type name, for messages.
    public var typeName: String
    /// The outlets, in declaration order.
    public var outlets: [Outlet]
    /// The actions, in declaration order.
    public var actions: [Action]
    /// The `@Rows` collections, in declaration order.
    public var rows: [Rows]
    /// Whether the class is `@Observable`, so that its rows' and bindings' changes are seen.
    public var isObservable: Bool

    /// Describes an owner.
    public init(typeName: String, outlets: [Outlet], actions: [Action], rows: [Rows] = [], isObservable: Bool = false) {
        self.typeName = typeName
        self.outlets = outlets
        self.actions = actions
        self.rows = rows
        self.isObservable = isObservable
    }
}

/// Generates ``MarkupOwner``'s conformance from the class's `@Outlet` constants, `@Action` methods and `@Rows`
/// collections.
///
/// An outlet is `@Outlet let name = ViewHandle<Kind>()` (or `let name: ViewHandle<Kind> = …`); an action is a method
/// with no parameter, one `ViewHandle<Kind>` sender, or one row item (`_ user: User`), and may be `async` and
/// `throws`; rows are `@Rows var name: [Item]`. The class must be `@MainActor`.
///
/// The class's instance properties but its outlets become what its document's `$` bindings read, through their
/// getters (`KeyPathBindingSource`), so that an `@Observable` owner's changes show; a class that lists its own
/// `bindingKeyPaths` keeps them.
@attached(
    extension, conformances: MarkupOwner, KeyPathBindingSource, names: named(ownerDescription), named(connectOutlet),
    named(performAction), named(rows), named(Outlets), named(Actions), named(bindingKeyPaths))
public macro MarkupOwner() = #externalMacro(module: "MarkupOwnerMacros", type: "MarkupOwnerMacro")

/// Marks a `ViewHandle` constant as an outlet of a `@MarkupOwner` class: an `id` of the document names it.
@attached(peer)
public macro Outlet() = #externalMacro(module: "MarkupOwnerMacros", type: "OwnerMemberMacro")

/// Marks a `ViewHandle` constant as an outlet whose input a live page does not recover: `recoversInput: false` keeps
/// what the person entered in it (a one-time code, a secret) from being sent again when the page re-mounts on a new
/// session after its server restarted. A secure text field (`secureTextEntry`) is never recovered, marked or not.
@attached(peer)
public macro Outlet(recoversInput: Bool) = #externalMacro(module: "MarkupOwnerMacros", type: "OwnerMemberMacro")

/// Marks a method as an action of a `@MarkupOwner` class: an `on…` attribute of the document names it.
@attached(peer)
public macro Action() = #externalMacro(module: "MarkupOwnerMacros", type: "OwnerMemberMacro")
