// An owner's file needs only `import MarkupOwners`: what `@MarkupOwner` generates names MarkupKit's `OutletName` and
// `ActionName`, and the owner's API speaks MarkupKit's values (`ViewTree`, `MarkupColor`, …).
@_exported public import MarkupKit
