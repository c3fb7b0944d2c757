/// A name of an owner's outlet, as a value the compiler checks: `@MarkupOwner` generates an `Outlets` enumeration of
/// them, and Lima's `id(_:)` takes one.
public protocol OutletName: RawRepresentable<String>, Sendable {}

/// A name of an owner's action as an `on…` attribute writes it (with a trailing colon when the action takes the
/// sender): `@MarkupOwner` generates an `Actions` enumeration of them, and Lima's `on(_:_:)` takes one.
public protocol ActionName: RawRepresentable<String>, Sendable {}
