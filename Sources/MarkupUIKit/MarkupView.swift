public import Foundation
public import Lima
public import MarkupKit
public import MarkupOwners

#if canImport(UIKit)
public import UIKit
#else
public import UIKitShim
#endif

/// A document's views joined to their owner, as one view that fills itself with the document's root view and keeps
/// the screen (``MarkupScreen``) alive as long as it lives: MarkupKit's `LMViewBuilder.view(withName:owner:root:)`.
///
/// <!-- snippet-prelude
/// import MarkupExamples
/// import KiloClient
/// @MainActor func show() throws {
/// let proxy = WebServiceProxy(session: .shared, baseURL: URL(fileURLWithPath: "/"))
/// let loader = try ExampleDocuments.loader()
/// …
/// }
/// -->
/// ```swift
/// let remote = AirConditionerRemote(proxy: proxy)
/// let view = try MarkupView(named: "AirConditioner", owner: remote, loader: loader)
/// ```
///
/// Made from a Lima declaration, it is the same screen: `try MarkupView(LimaTwins.airConditioner, owner: remote)`.
@MainActor
public final class MarkupView: UIView {
    /// The views and their owner.
    public let screen: MarkupScreen

    /// A view showing `screen`'s root view.
    public init(screen: MarkupScreen) {
        self.screen = screen
        super.init(frame: .zero)
        addSubview(screen.root)
    }

    /// The views of document `name` from `loader`, joined to `owner`.
    /// - Parameters:
    ///   - name: the document's name, without `.xml`.
    ///   - owner: the owner; the document is checked against its outlets and actions. Nil for a screen without one.
    ///   - loader: where documents, strings, the catalog, colors and formatters come from.
    ///   - builder: a builder with the app's elements registered; by default one for the loader's catalog.
    /// - Throws: `MarkupError` naming each problem at its line and column: the document's, the owner's, UIKit's.
    public convenience init(
        named name: String, owner: (any MarkupOwner)? = nil, loader: MarkupLoader, builder: UIKitViewBuilder? = nil
    ) throws(MarkupError) {
        var tree = try loader.load(named: name)
        if let owner { tree = try tree.checked(against: type(of: owner), catalog: loader.catalog) }
        let evaluator = BindingEvaluator(
            tree: tree, catalog: loader.catalog, formatters: loader.formatters, colors: loader.colors)
        self.init(
            screen: try MarkupScreen(
                tree: tree, owner: owner, builder: builder ?? UIKitViewBuilder(catalog: loader.catalog), evaluator: evaluator))
    }

    /// The views a Lima declaration describes, joined to `owner`.
    /// - Parameters:
    ///   - declaration: the screen.
    ///   - owner: the owner; the declaration is checked against its outlets and actions. Nil for a screen without one.
    ///   - strings: the strings table `.localized` text is looked up in.
    ///   - builder: a builder with the app's elements registered.
    /// - Throws: `MarkupError` naming each problem at its Swift source line and column.
    public convenience init(
        _ declaration: some LimaView, owner: (any MarkupOwner)? = nil, strings: StringsTable = StringsTable(),
        builder: UIKitViewBuilder = UIKitViewBuilder()
    ) throws(MarkupError) {
        var tree = try declaration.tree(strings: strings)
        if let owner { tree = try tree.checked(against: type(of: owner), catalog: builder.catalog) }
        let evaluator = BindingEvaluator(tree: tree, catalog: builder.catalog)
        self.init(screen: try MarkupScreen(tree: tree, owner: owner, builder: builder, evaluator: evaluator))
    }

    public required init?(coder: NSCoder) { return nil }

    public override func layoutSubviews() {
        super.layoutSubviews()
        screen.root.frame = bounds
    }

    public override func sizeThatFits(_ size: CGSize) -> CGSize {
        screen.root.sizeThatFits(size)
    }

    public override var intrinsicContentSize: CGSize {
        screen.root.intrinsicContentSize
    }
}
