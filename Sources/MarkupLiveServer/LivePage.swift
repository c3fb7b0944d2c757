public import Layout
public import MarkupKit
public import MarkupLive
public import MarkupOwners

/// A markup document and the owner type that drives it, served as a live page.
///
/// The document is loaded and checked against the owner once, when the page is made: a misspelt `id` or action
/// stops the server from starting, with its line and column, rather than doing nothing when the page runs.
///
/// <!-- snippet-prelude
/// import KiloServer
/// import MarkupExamples
/// import MarkupLive
/// import MarkupOwners
/// let loader = try ExampleDocuments.loader()
/// var server = WebServer()
/// let sessions = LiveSessionRegistry()
/// typealias GreetingOwner = LiveGreeting
/// -->
/// ```swift
/// let page = try LivePage(document: "Greeting", loader: loader, title: "Greeting") { GreetingOwner() }
/// try server.mounts.mount(LivePageService(page, sessions: sessions), at: "ui/greeting")
/// ```
public struct LivePage: Sendable {
    /// The document, checked against the owner, as its sessions share it.
    public let document: LiveDocument
    /// The document's views.
    public var tree: ViewTree { document.tree }
    /// The loader it was loaded with: its catalog checks the page's messages, its formatters format bindings.
    public var loader: MarkupLoader { document.loader }
    /// The page's title (default: the document's form title, if any).
    public var title: String?
    /// The screen the root view fills.
    public var size = Size(width: 390, height: 844)
    /// Makes the owner of a new session: from the key in the page's address, for a detail page.
    let makeOwner: @MainActor @Sendable (_ key: String?) throws -> any MarkupOwner
    /// Whether the page is a detail page: one whose address ends in a key (`/ui/employees/10001`).
    public let isDetail: Bool

    /// Loads `document.xml` with `loader` for the owners `makeOwner` makes.
    /// - Throws: `MarkupError` if the document is missing, has errors, or does not fit `Owner`.
    public init<Owner: MarkupOwner>(
        document: String, loader: MarkupLoader, title: String? = nil,
        owner makeOwner: @escaping @MainActor @Sendable () -> Owner
    ) throws(MarkupError) {
        self.document = LiveDocument(tree: try loader.load(named: document, owner: Owner.self), loader: loader)
        self.title = title
        self.makeOwner = { _ in makeOwner() }
        isDetail = false
    }

    /// A detail page: `document.xml` for the owners `makeOwner` makes from the key that ends the page's address (the
    /// `10001` of `/ui/employees/10001`), the screen a list's `link` goes to. `makeOwner` throws for a key that names
    /// nothing (the page answers 404 with the error's description).
    /// - Throws: `MarkupError` if the document is missing, has errors, or does not fit `Owner`.
    public init<Owner: MarkupOwner>(
        detail document: String, loader: MarkupLoader, title: String? = nil,
        owner makeOwner: @escaping @MainActor @Sendable (_ key: String) throws -> Owner
    ) throws(MarkupError) {
        self.document = LiveDocument(tree: try loader.load(named: document, owner: Owner.self), loader: loader)
        self.title = title
        self.makeOwner = { key in try makeOwner(key ?? "") }
        isDetail = true
    }
}
