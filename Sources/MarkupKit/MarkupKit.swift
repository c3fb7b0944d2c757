/// MarkupKit turns markup documents into view trees.
///
/// A document is HTML-like XML in which elements are view classes and attributes are properties, as in the
/// original MarkupKit: `class` templates from `<?properties …?>` JSON, `id` outlets, `on…` actions, `@key`
/// localization, `$expression::formatter;argument=value` bindings, static table, picker, segment and tab-bar
/// content, and the layout views of the `Layout` module. ``MarkupLoader`` reads a document against an
/// ``ElementCatalog`` (every element type with its properties, events and children) and returns a
/// platform-neutral ``ViewTree`` whose values are typed and checked, or every error of the document at once,
/// each with its file, line and column. ``BindingEvaluator`` and ``LiveBindings`` evaluate a tree's bindings
/// against an owner, a plain Swift value or an `@Observable` model, without the Objective-C runtime.
///
/// The module knows nothing of HTML, UIKit or the server: renderers consume the tree.
