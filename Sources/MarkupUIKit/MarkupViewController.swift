public import Foundation
public import Lima
public import MarkupKit
public import MarkupOwners

#if canImport(UIKit)
public import UIKit
#else
public import UIKitShim
#endif

/// A view controller whose view is a document's (or a Lima declaration's), joined to its owner: the owner hears
/// `viewWillAppear()`, `viewDidAppear()` and `viewDidDisappear()` with the controller, and an action's error is shown in an alert.
///
/// <!-- snippet-prelude
/// import KiloClient
/// import MarkupExamples
/// import MarkupKit
/// #if canImport(UIKit)
/// import UIKit
/// #else
/// import UIKitShim
/// #endif
/// @MainActor func show(proxy: WebServiceProxy, loader: MarkupLoader, in navigationController: UINavigationController) {
/// …
/// }
/// -->
/// ```swift
/// let remote = AirConditionerRemote(proxy: proxy)
/// navigationController.pushViewController(
///     MarkupViewController(named: "AirConditioner", owner: remote, loader: loader), animated: true)
/// ```
///
/// The view is made when UIKit first asks for it. A document that does not load (a misspelt attribute, an `id` the
/// owner lacks) shows its problems, each at its line and column, in place of the screen, and ``loadingError`` has
/// them: the app does not crash over a markup file.
@MainActor
open class MarkupViewController: UIViewController {
    /// The document's views, once loaded.
    public private(set) var markupView: MarkupView?
    /// Why the view could not be made, if it could not.
    public private(set) var loadingError: MarkupError?
    /// Where the links of the document's dynamic sections go: a tapped row's link pushes the controller its route
    /// makes onto the navigation controller this one is in.
    public var routes = ScreenRoutes()
    private let makeView: @MainActor () throws(MarkupError) -> MarkupView

    /// A controller for document `name` from `loader`, joined to `owner` (``MarkupView/init(named:owner:loader:builder:)``).
    public init(named name: String, owner: (any MarkupOwner)?, loader: MarkupLoader, builder: UIKitViewBuilder? = nil) {
        makeView = { () throws(MarkupError) in try MarkupView(named: name, owner: owner, loader: loader, builder: builder) }
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller for a Lima declaration, joined to `owner` (``MarkupView/init(_:owner:strings:builder:)``).
    public init(
        _ declaration: some LimaView, owner: (any MarkupOwner)?, strings: StringsTable = StringsTable(),
        builder: UIKitViewBuilder = UIKitViewBuilder()
    ) {
        makeView = { () throws(MarkupError) in try MarkupView(declaration, owner: owner, strings: strings, builder: builder) }
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { return nil }

    open override func loadView() {
        do {
            let markupView = try makeView()
            markupView.screen.alertPresenter = { [weak self] title, message in self?.showAlert(title: title, message: message) }
            markupView.screen.linkFollower = { [weak self] link in self?.follow(link) }
            markupView.screen.backFollower = { [weak self] in self?.goBack() }
            markupView.screen.titlePresenter = { [weak self] title in self?.title = title }
            // The document's bar: its title until the owner gives one, and its buttons, which call the owner.
            if let navigation = markupView.screen.navigation {
                if title == nil { title = navigation.title }
                navigationItem.rightBarButtonItems = markupView.screen.barButtonItems()
            }
            self.markupView = markupView
            view = markupView
        } catch {
            loadingError = error
            let report = UITextView()
            report.isEditable = false
            report.textColor = .systemRed
            report.text = "The screen could not be loaded:\n\n" + error.diagnostics.map(\.description).joined(separator: "\n")
            view = report
        }
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        markupView?.screen.startAppearing()
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        markupView?.screen.didAppear()
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        markupView?.screen.disappear()
    }

    /// Pushes the controller ``routes`` make for `link`; a link no route knows, or one whose route fails, is an
    /// alert.
    open func follow(_ link: String) {
        do {
            guard let controller = try routes.controller(for: link) else {
                showAlert(title: nil, message: ScreenLink.noScreenMessage(for: link))
                return
            }
            navigationController?.pushViewController(controller, animated: true)
        } catch {
            showAlert(title: nil, message: (error as? any LocalizedError)?.errorDescription ?? String(describing: error))
        }
    }

    /// Pops this controller from its navigation controller, when it is there above another; otherwise does nothing.
    open func goBack() {
        guard let navigationController, navigationController.topViewController === self,
            navigationController.viewControllers.count > 1
        else { return }
        navigationController.popViewController(animated: true)
    }

    /// Shows what the owner's action reported, with an OK button.
    open func showAlert(title: String?, message: String) {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
