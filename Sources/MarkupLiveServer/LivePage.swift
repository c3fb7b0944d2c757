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
///
/// A page may come in several languages: ``translated(into:loader:title:)`` loads the document again with a loader whose
/// strings table is another language's, and each request gets the language its `Accept-Language` prefers among the
/// page's, its `@` strings resolved in that language.
public struct LivePage: Sendable {
    /// The document, checked against the owner, as its sessions share it.
    public let document: LiveDocument
    /// The language of ``document``'s strings (default: `en`): what a request that prefers none of the page's
    /// languages gets.
    public var language = "en"
    /// The document in other languages, by language tag, each loaded and checked as ``document`` was.
    public private(set) var translations: [String: LiveDocument] = [:]
    /// The page's title in the languages of ``translations`` that have one of their own.
    private var translatedTitles: [String: String] = [:]
    /// Loads the document with a loader, checked against the owner type.
    private let load: @Sendable (MarkupLoader) throws(MarkupError) -> ViewTree
    /// The document's views.
    public var tree: ViewTree { document.tree }
    /// The loader it was loaded with: its catalog checks the page's messages, its formatters format bindings.
    public var loader: MarkupLoader { document.loader }
    /// The page's title (default: the document's form title, if any).
    public var title: String?
    /// The screen the root view fills.
    public var size = Size(width: 390, height: 844)
    /// Makes the owner of a new session: from the key in the page's address, for a detail page, and the language the
    /// session's page is in.
    let makeOwner: @MainActor @Sendable (_ key: String?, _ language: String) throws -> any MarkupOwner
    /// Whether the page is a detail page: one whose address ends in a key (`/ui/employees/10001`).
    public let isDetail: Bool
    /// The owner type's outlets and actions, which each language's document is checked against.
    private let owner: OwnerDescription

    /// Loads `document.xml` with `loader` for the owners `makeOwner` makes.
    /// - Throws: `MarkupError` if the document is missing, has errors, or does not fit `Owner`.
    public init<Owner: MarkupOwner>(
        document: String, loader: MarkupLoader, title: String? = nil,
        owner makeOwner: @escaping @MainActor @Sendable () -> Owner
    ) throws(MarkupError) {
        try self.init(document, loader: loader, title: title, owner: Owner.ownerDescription, isDetail: false) { _, _ in
            makeOwner()
        }
    }

    /// Loads `document.xml` with `loader` for owners made for the language each session's page is in (its
    /// ``language`` or one of its ``translations``): an owner that calls services can ask them for their messages in
    /// that language (`proxy.headers["Accept-Language"] = language`).
    /// - Throws: `MarkupError` if the document is missing, has errors, or does not fit `Owner`.
    public init<Owner: MarkupOwner>(
        document: String, loader: MarkupLoader, title: String? = nil,
        owner makeOwner: @escaping @MainActor @Sendable (_ language: String) -> Owner
    ) throws(MarkupError) {
        try self.init(document, loader: loader, title: title, owner: Owner.ownerDescription, isDetail: false) {
            _, language in makeOwner(language)
        }
    }

    /// A detail page: `document.xml` for the owners `makeOwner` makes from the key that ends the page's address (the
    /// `10001` of `/ui/employees/10001`), the screen a list's `link` goes to. `makeOwner` throws for a key that names
    /// nothing (the page answers 404 with the error's description).
    /// - Throws: `MarkupError` if the document is missing, has errors, or does not fit `Owner`.
    public init<Owner: MarkupOwner>(
        detail document: String, loader: MarkupLoader, title: String? = nil,
        owner makeOwner: @escaping @MainActor @Sendable (_ key: String) throws -> Owner
    ) throws(MarkupError) {
        try self.init(document, loader: loader, title: title, owner: Owner.ownerDescription, isDetail: true) { key, _ in
            try makeOwner(key ?? "")
        }
    }

    /// A detail page whose owners are made for the row's key and the language the session's page is in.
    /// - Throws: `MarkupError` if the document is missing, has errors, or does not fit `Owner`.
    public init<Owner: MarkupOwner>(
        detail document: String, loader: MarkupLoader, title: String? = nil,
        owner makeOwner: @escaping @MainActor @Sendable (_ key: String, _ language: String) throws -> Owner
    ) throws(MarkupError) {
        try self.init(document, loader: loader, title: title, owner: Owner.ownerDescription, isDetail: true) {
            key, language in try makeOwner(key ?? "", language)
        }
    }

    /// What every initializer does: loads `document` with `loader`, checked against `owner`'s outlets and actions,
    /// and keeps how to load it again for a translation.
    private init(
        _ document: String, loader: MarkupLoader, title: String?, owner: OwnerDescription, isDetail: Bool,
        makeOwner: @escaping @MainActor @Sendable (_ key: String?, _ language: String) throws -> any MarkupOwner
    ) throws(MarkupError) {
        load = { loader throws(MarkupError) in try loader.load(named: document).checked(against: owner, catalog: loader.catalog) }
        self.owner = owner
        self.document = LiveDocument(tree: try load(loader), loader: loader, owner: owner)
        self.title = title
        self.makeOwner = makeOwner
        self.isDetail = isDetail
    }

    /// The page with its document in `language` too: loaded with `loader` (the same documents, its strings table
    /// that language's) and checked against the owner now, so that a translation that breaks the document stops the
    /// server from starting.
    /// `title` is the page's title in that language (default: ``title``).
    /// - Throws: `MarkupError` if the document does not load with `loader` or does not fit the owner.
    public func translated(into language: String, loader: MarkupLoader, title: String? = nil) throws(MarkupError) -> LivePage {
        var page = self
        page.translations[language] = LiveDocument(tree: try load(loader), loader: loader, owner: owner)
        page.translatedTitles[language] = title
        return page
    }

    /// The page's title in `language`: its translation's, or ``title``.
    func title(in language: String) -> String? {
        translatedTitles[language] ?? title
    }

    /// A screen's title: the owner's for what it shows, else its document's navigation bar's, else the page's.
    func screenTitle(_ ownerTitle: String?, of tree: ViewTree, in language: String) -> String? {
        ownerTitle ?? tree.navigation?.title ?? title(in: language)
    }

    /// The document in the language `preferred` chooses among the page's, and that language; ``document`` when the
    /// page has no translations or the choice is its own language.
    func localized(_ preferred: (_ among: [String]) -> String?) -> (document: LiveDocument, language: String) {
        guard !translations.isEmpty, let chosen = preferred([language] + translations.keys.sorted()),
            let translation = translations[chosen]
        else { return (document, language) }
        return (translation, chosen)
    }

    /// Whether `document` is this page's, in any of its languages.
    func owns(_ document: LiveDocument) -> Bool {
        document === self.document || translations.values.contains { $0 === document }
    }
}
