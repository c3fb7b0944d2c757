// Service code should need only `import KiloServer`: the types in its public API from other modules come along, and
// so do `@RequestMethod` and `@ResourcePath`, whose one home is KiloEndpoints (interfaces mark endpoints with them
// too). Not the client: a service's file sees `ServiceError`, never `WebServiceError` beside it.
@_exported public import KiloEndpoints
// Created and Accepted: what a method that makes a resource or starts work returns; the client reads the same types.
@_exported public import KiloResponses
// The day and time-of-day values a service takes and returns; the client re-exports the same module.
@_exported public import KiloValues

@_exported public import struct HTTPTypes.HTTPFields
@_exported public import struct HTTPTypes.HTTPRequest
@_exported public import struct HTTPTypes.HTTPResponse
@_exported public import protocol HummingbirdCore.ResponseBodyWriter
// CSVResult neutralises formula cells by this rule; an import reads them back with it.
@_exported public import enum KiloCore.CSVFormula
@_exported public import struct KiloPaths.PathPattern
@_exported public import struct KiloPaths.PathPatternError
@_exported public import struct Logging.Logger
@_exported public import struct NIOCore.ByteBuffer
