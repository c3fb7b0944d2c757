// A screen's file needs only `import Lima`: its arguments speak MarkupKit's values (`MarkupColor`, `MarkupFont`,
// `KeyPathBindingSource` for bindings), which come along.
@_exported public import MarkupKit
