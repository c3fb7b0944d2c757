// The day and time-of-day values a query binds and a row decodes into: `import KiloSQL` brings them, as
// `import KiloServer` does.
@_exported public import KiloValues
