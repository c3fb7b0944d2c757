// A caller should need only `import KiloClient`: the API speaks Foundation (`URL`, `Data`, `URLSession`), and on Linux
// `URLSession` lives in FoundationNetworking, which a caller would otherwise have to know to import — without it,
// `URLSession.shared` fails to compile there with "type 'URLSession' (aka 'AnyObject') has no member 'shared'".
@_exported public import Foundation
// What a call that made a resource (201) or started work (202) returns: the value and its Location, the types the
// server's methods return (it re-exports them too).
@_exported public import KiloResponses
// The day and time-of-day values a caller passes and decodes, the server's own types (it re-exports them too).
@_exported public import KiloValues

// The method is swift-http-types' `HTTPRequest.Method`, as the server and its test client spell it: one type for a
// method in the whole package.
@_exported public import struct HTTPTypes.HTTPRequest

#if canImport(FoundationNetworking)
@_exported public import FoundationNetworking
#endif
