// An interface's module needs only `import KiloInterface`: the client the macro generates calls KiloClient's proxy.
// (A `public import KiloClient` of the interface's own would be reported unused, since the compiler does not count
// what macros generate.)
@_exported public import KiloClient

// The endpoint markers, which interfaces and servers share.
@_exported public import KiloEndpoints
