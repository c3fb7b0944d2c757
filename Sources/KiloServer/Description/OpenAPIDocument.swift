import KiloCore

/// The OpenAPI 3.1 document of every mounted service, served at `/openapi.json`: a contract a client generator can
/// build typed calls from.
///
/// OpenAPI allows one operation per path and method, so overloads (such as the two `getSum` of the math service)
/// are merged: the parameters are the union of theirs, required only where every overload requires them, and the
/// description lists each overload. Arguments are where the client sends them (a POST's in a form body); results and
/// JSON bodies are described from their types (`JSONSchema.of(_:)`), each named type once, as a component.
struct OpenAPIDocument: Encodable {
    struct Info: Encodable {
        var title: String
        var version: String
        var description: String?
    }

    struct Server: Encodable {
        var url: String
    }

    struct Components: Encodable {
        var schemas = OrderedObject<JSONSchema>()
    }

    struct Operation: Encodable {
        var operationId: String
        var summary: String?
        var description: String?
        var tags: [String]
        var parameters: [Parameter]?
        var requestBody: RequestBody?
        var responses: OrderedObject<Response>
        /// `true` when every overload is deprecated; left out otherwise.
        var deprecated: Bool?
    }

    struct Parameter: Encodable {
        var name: String
        var `in`: String
        var required: Bool
        var schema: JSONSchema
        var explode: Bool?
    }

    struct RequestBody: Encodable {
        var required: Bool
        var content: OrderedObject<MediaType>
    }

    struct MediaType: Encodable {
        var schema: JSONSchema
    }

    struct Header: Encodable {
        var required = true
        var schema = JSONSchema.primitive(type: "string")
    }

    struct Response: Encodable {
        var description: String
        var headers: OrderedObject<Header>?
        var content: OrderedObject<MediaType>?
    }

    var openapi = "3.1.0"
    var info: Info
    var servers: [Server]?
    var paths = OrderedObject<OrderedObject<Operation>>()
    var components = Components()

    init(services: [MountedService], description: APIDescription) {
        info = Info(title: description.title, version: description.version, description: description.summary)
        servers = description.servers.isEmpty ? nil : description.servers.map(Server.init)
        var usedIDs: Set<String> = []
        for service in services {
            var groups: [(path: PathPattern, method: String, operations: [BoundOperation])] = []
            for operation in service.operations {
                let method = operation.method.rawValue.lowercased()
                if let index = groups.firstIndex(where: { $0.path == operation.pattern && $0.method == method }) {
                    groups[index].operations.append(operation)
                } else {
                    groups.append((operation.pattern, method, [operation]))
                }
            }
            for group in groups {
                let id = Self.operationID(group.operations[0].name, service: service, used: &usedIDs)
                var item = paths[group.path.openAPIPath] ?? OrderedObject()
                item[group.method] = operation(
                    id: id, tag: service.name, method: group.method, path: group.path, overloads: group.operations)
                paths[group.path.openAPIPath] = item
            }
        }
    }

    /// The method's name where it is unique (`getSum`), else prefixed with its service's path (`uiPizzaOpen`), else
    /// numbered: names a generated client can use as they are.
    private static func operationID(_ name: String, service: MountedService, used: inout Set<String>) -> String {
        var words: [String] = []
        for case .literal(let segment) in service.path.segments {
            words += segment.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        }
        if words.isEmpty { words = [service.name] }
        words.append(name)
        let prefixed = words.enumerated().map { index, word in
            index == 0 ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }
        .joined()
        var id = used.contains(name) ? prefixed : name
        var suffix = 2
        while used.contains(id) {
            id = prefixed + "\(suffix)"
            suffix += 1
        }
        used.insert(id)
        return id
    }

    /// `schema` with each named object type moved to the components, where every use refers to it.
    private mutating func shared(_ schema: JSONSchema) -> JSONSchema {
        switch schema {
        case .properties(let title, let properties):
            var lifted = properties
            for index in lifted.indices { lifted[index].schema = shared(lifted[index].schema) }
            guard let title else { return .properties(title: nil, lifted) }
            let component = JSONSchema.properties(title: title, lifted)
            var name = title
            var suffix = 2
            // Two types of one name (in two modules) with different shapes: the second is numbered.
            while let existing = components.schemas[name], existing != component {
                name = title + "\(suffix)"
                suffix += 1
            }
            components.schemas[name] = component
            return .reference(name)
        case .array(let items, let unique): return .array(of: shared(items), uniqueItems: unique)
        case .dictionary(let values): return .dictionary(of: shared(values))
        case .nullable(let wrapped): return .nullable(shared(wrapped))
        case .anyOf(let schemas): return .anyOf(schemas.map { shared($0) })
        case .described(let wrapped, let description): return .described(shared(wrapped), description: description)
        case .defaulted(let wrapped, let value): return .defaulted(shared(wrapped), value)
        case .primitive, .object, .reference, .any: return schema
        }
    }

    private mutating func operation(
        id: String, tag: String, method: String, path: PathPattern, overloads: [BoundOperation]
    ) -> Operation {
        var parameters: [Parameter] = []
        var keyIndex = 0
        for segment in path.segments {
            guard case .key(let name) = segment else { continue }
            keyIndex += 1
            let keyName = name ?? "key\(keyIndex)"
            let schema =
                overloads.lazy.compactMap {
                    $0.parameters.first { $0.source == .pathKey && $0.name == keyName }?.schema.jsonSchema
                }
                .first ?? .primitive(type: "string")
            parameters.append(Parameter(name: keyName, in: "path", required: true, schema: shared(schema)))
        }
        // Arguments travel as the client sends them: a POST's in a form body (multipart when it holds files) unless
        // the operation takes a JSON body, every other method's in the query string; files always in a multipart body.
        let takesBody = overloads.map { $0.parameters.contains { $0.source == .body } }
        let sendsForm = overloads.indices.map { method == "post" && !takesBody[$0] }
        let query = Self.arguments(of: overloads.indices.filter { !sendsForm[$0] }.map { overloads[$0] })
        let form = Self.arguments(of: overloads.indices.filter { sendsForm[$0] }.map { overloads[$0] })
        for (parameter, requiredEverywhere) in query where !parameter.schema.isFile {
            parameters.append(
                Parameter(
                    name: parameter.name, in: "query", required: requiredEverywhere, schema: shared(parameter.argumentSchema),
                    explode: parameter.schema.isRepeated ? true : nil))
        }
        let fields = form + query.filter(\.parameter.schema.isFile)

        var content = OrderedObject<MediaType>()
        var bodyRequired = false
        if let body = overloads.lazy.compactMap({ $0.parameters.first { $0.source == .body } }).first {
            content["application/json"] = MediaType(schema: shared(body.schema.jsonSchema))
            // An array body takes CSV as well, a record per element (see `CSVBodyDecoder`).
            if body.bodyContentTypes.contains("text/csv") {
                content["text/csv"] = MediaType(schema: .primitive(type: "string"))
            }
            bodyRequired = body.isRequired
        }
        if !fields.isEmpty {
            let properties = fields.map { field in
                JSONSchema.Property(
                    name: field.parameter.name, schema: shared(field.parameter.argumentSchema),
                    isRequired: field.requiredEverywhere)
            }
            // A multipart body is always required (an upload without one is a 400, and generators insist on it).
            let isMultipart = fields.contains { $0.parameter.schema.isFile }
            content[isMultipart ? "multipart/form-data" : "application/x-www-form-urlencoded"] = MediaType(
                schema: .properties(title: nil, properties))
            bodyRequired = bodyRequired || isMultipart || properties.contains(where: \.isRequired)
        }
        let requestBody = content.entries.isEmpty ? nil : RequestBody(required: bodyRequired, content: content)

        var responses = OrderedObject<Response>()
        let text = OrderedObject(entries: [("text/plain", MediaType(schema: .primitive(type: "string")))])
        let results = overloads.map(\.result)
        for status in Set(results.map(\.status)).sorted() {
            let answering = results.filter { $0.status == status }
            var schemas: [JSONSchema] = []
            for schema in answering.compactMap(\.jsonSchema).map({ shared($0) }) where !schemas.contains(schema) {
                schemas.append(schema)
            }
            var headers = OrderedObject<Header>()
            for name in answering.flatMap(\.headers) { headers[name] = Header() }
            let typeNames = Array(Set(answering.map(\.typeName))).sorted().joined(separator: " or ")
            responses["\(status)"] = Response(
                description: schemas.isEmpty ? "Done; no content." : "The result (\(typeNames)).",
                headers: headers.entries.isEmpty ? nil : headers,
                content: schemas.isEmpty ? nil : Self.content(of: answering, schemas: schemas))
        }
        responses["400"] = Response(description: "A missing or invalid argument; the text says which.", content: text)
        if keyIndex > 0 || results.contains(where: { $0.typeName.hasSuffix("?") }) {
            responses["404"] = Response(description: "No such resource.", content: text)
        }
        if requestBody != nil {
            responses["413"] = Response(description: "The request body is larger than the server accepts.", content: text)
            responses["415"] = Response(description: "A request body of a type the operation does not take.", content: text)
        }
        responses["500"] = Response(description: "An internal error.", content: text)

        let documented = overloads.compactMap(\.documentation)
        var description: String?
        if overloads.count > 1 {
            description =
                "Overloads, chosen by the arguments supplied:\n"
                + overloads.map {
                    "- `\($0.signature)`" + ($0.deprecation.map { " " + Self.deprecationNote($0) } ?? "")
                        + ($0.documentation.map { ": " + $0 } ?? "")
                }
                .joined(separator: "\n")
        } else {
            let notes = overloads.compactMap(\.deprecation).map(Self.deprecationNote)
            let text = (notes + (documented.first.map { [$0] } ?? [])).joined(separator: "\n\n")
            if !notes.isEmpty || text.contains("\n") { description = text }
        }
        // OpenAPI marks an operation, not an overload: deprecated when all of its overloads are.
        let deprecated = overloads.allSatisfy { $0.deprecation != nil } ? true : nil
        return Operation(
            operationId: id, summary: documented.first.map { String($0.prefix { $0 != "\n" }) }, description: description,
            tags: [tag], parameters: parameters.isEmpty ? nil : parameters, requestBody: requestBody, responses: responses,
            deprecated: deprecated)
    }

    /// A response's bodies by content type: JSON with its schema; any other (CSV, a template's HTML, XML or text) as
    /// text.
    private static func content(of results: [ResultDescription], schemas: [JSONSchema]) -> OrderedObject<MediaType> {
        var content = OrderedObject<MediaType>()
        for type in results.flatMap(\.contentTypes) where content[type] == nil {
            content[type] = MediaType(
                schema: type != "application/json"
                    ? .primitive(type: "string") : schemas.count == 1 ? schemas[0] : .anyOf(schemas))
        }
        return content
    }

    /// "(deprecated: use GET /math/sum.)" or "(deprecated)".
    private static func deprecationNote(_ deprecation: EndpointDeprecation) -> String {
        "(deprecated" + (deprecation.message.map { ": " + $0 } ?? "") + ")"
    }

    /// The arguments of `overloads`, the union in first-seen order, each with whether every overload requires it.
    private static func arguments(
        of overloads: [BoundOperation]
    ) -> [(parameter: OperationParameter, requiredEverywhere: Bool)] {
        var seen: [OperationParameter] = []
        for overload in overloads {
            for parameter in overload.parameters where parameter.source == .argument {
                if !seen.contains(where: { $0.name == parameter.name }) { seen.append(parameter) }
            }
        }
        return seen.map { parameter in
            let requiredEverywhere = overloads.allSatisfy { overload in
                overload.parameters.contains { $0.source == .argument && $0.name == parameter.name && $0.isRequired }
            }
            return (parameter, requiredEverywhere)
        }
    }
}

extension OperationParameter {
    /// An argument's schema, with its default when it has one the description can show.
    fileprivate var argumentSchema: JSONSchema {
        defaultValue.map { .defaulted(schema.jsonSchema, $0) } ?? schema.jsonSchema
    }
}
