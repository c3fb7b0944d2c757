public import KiloServer

/// Echoes a submitted form as JSON: the service the pizza form of seed 000 posts to, natively or from HTML.
///
/// Answers each field by name, in the order sent: one value as a string, a repeated field as an array, a file as
/// `{"name", "size", "type"}`.
@WebService("post")
public struct FormEchoService {
    /// Creates the service.
    public init() {}

    /// Returns the submitted fields (urlencoded or multipart) as JSON.
    @RequestMethod("POST")
    public func echo(fields: RequestArguments) -> EchoedForm {
        EchoedForm(fields: fields)
    }
}

/// A form as the echo service answers it.
public struct EchoedForm: Encodable, Sendable {
    let fields: RequestArguments

    /// An uploaded file, described.
    struct File: Encodable {
        let name: String
        let size: Int
        let type: String
    }

    private enum Value: Encodable {
        case text(String)
        case file(File)
        func encode(to encoder: any Encoder) throws {
            switch self {
            case .text(let text): try text.encode(to: encoder)
            case .file(let file): try file.encode(to: encoder)
            }
        }
    }

    /// A field's name as a key: the fields are known only when the form arrives.
    private struct FieldName: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldName.self)
        for (name, values) in fields {
            let described: [Value] = values.map {
                switch $0 {
                case .text(let text): .text(text)
                case .file(let file): .file(File(name: file.fileName, size: file.size, type: file.contentType))
                }
            }
            if described.count == 1 {
                try container.encode(described[0], forKey: FieldName(stringValue: name))
            } else {
                try container.encode(described, forKey: FieldName(stringValue: name))
            }
        }
    }
}
