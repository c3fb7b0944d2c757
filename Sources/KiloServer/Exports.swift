// Service code should need only `import KiloServer`: the types in its public API from other modules come along.
@_exported public import struct HTTPTypes.HTTPFields
@_exported public import struct HTTPTypes.HTTPRequest
@_exported public import struct HTTPTypes.HTTPResponse
@_exported public import protocol HummingbirdCore.ResponseBodyWriter
@_exported public import struct KiloPaths.PathPattern
@_exported public import struct KiloPaths.PathPatternError
@_exported public import struct Logging.Logger
@_exported public import struct NIOCore.ByteBuffer
