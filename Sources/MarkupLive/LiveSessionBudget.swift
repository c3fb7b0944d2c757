extension LiveSession {
    /// What one session may hold, so that no page can make the server keep more: the text its messages leave in
    /// views, the updates its page has not yet read, the alerts it has not yet shown.
    public struct Budget: Sendable {
        /// The most bytes of text (UTF-8) the session's views may hold beyond the document's own: a message that
        /// would take it past this is refused (413).
        public var maximumTextBytes = 256 * 1024
        /// The most updates waiting for a page that reads them slowly, or bytes in them; past either, they are
        /// dropped and the page gets the whole view once it reads again.
        public var maximumQueuedUpdates = 32
        /// See ``maximumQueuedUpdates``.
        public var maximumQueuedBytes = 128 * 1024
        /// The most alerts kept for the page (the newest; an alert the same as the one before it is shown once).
        public var maximumAlerts = 8
        /// The rows of a dynamic section a page first shows; it asks for more as they scroll into view.
        public var initialRows = 100
        /// The most rows a page may ask for at once beyond those it shows.
        public var maximumRowsPerRequest = 500
        /// The most rows of one dynamic section a page may show: what a session keeps per section and sends again
        /// whole when its page reconnects after missing updates. A list longer than this is searched or paged, not
        /// scrolled to its end.
        public var maximumShownRows = 2_000
        /// The most rows of a dynamic picker component a page shows (a `<select>` has all its options at once): the
        /// first of the owner's. A longer list is a table's, which shows rows as they scroll into view.
        public var maximumPickerRows = 1_000

        /// The default budget: 256 KB of text, 32 updates or 128 KB queued, 8 alerts, rows 100 at first and at most
        /// 500 more at a time up to 2,000 a section, 1,000 rows in a picker component.
        public init() {}
    }
}
