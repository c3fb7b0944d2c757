// A caller should need only `import KiloClient`: the API speaks Foundation (`URL`, `Data`, `URLSession`), and on Linux
// `URLSession` lives in FoundationNetworking, which a caller would otherwise have to know to import — without it,
// `URLSession.shared` fails to compile there with "type 'URLSession' (aka 'AnyObject') has no member 'shared'".
@_exported public import Foundation

#if canImport(FoundationNetworking)
@_exported public import FoundationNetworking
#endif
