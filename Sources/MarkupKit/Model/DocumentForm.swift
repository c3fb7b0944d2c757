/// Where a document's controls post to: `<?form action="/post" method="post" title="…" submit="…"?>`.
///
/// The native owner posts them itself; the HTML renderer puts the view in a `<form>` whose fields are the controls
/// with a `name` (or an outlet) and the named sections of static tables.
public struct DocumentForm: Sendable, Hashable {
    /// The methods a form may use.
    public enum Method: String, Sendable, Hashable, CaseIterable {
        case get, post
    }

    /// The URL the fields go to, as written (relative to the page).
    public var action: String
    /// How they go: `post` (the default) as `application/x-www-form-urlencoded`, or `get` in the query.
    public var method: Method
    /// The screen's title, shown in the navigation bar above the view.
    public var title: String?
    /// The title of the bar's submit button (default "Submit").
    public var submitTitle: String
    /// Where the instruction was written.
    public var location: SourceLocation

    /// Creates a form declaration.
    public init(
        action: String, method: Method = .post, title: String? = nil, submitTitle: String = "Submit", location: SourceLocation
    ) {
        self.action = action
        self.method = method
        self.title = title
        self.submitTitle = submitTitle
        self.location = location
    }
}
