// Service code should need only `import KiloServer`: the HTTP types in its public API come along.
@_exported import struct HTTPTypes.HTTPFields
@_exported import struct HTTPTypes.HTTPRequest
@_exported import struct HTTPTypes.HTTPResponse
@_exported import struct NIOCore.ByteBuffer
@_exported import struct Logging.Logger
@_exported import protocol HummingbirdCore.ResponseBodyWriter
