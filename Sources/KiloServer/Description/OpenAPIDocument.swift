import KiloCore

/// The OpenAPI 3.1 document of every mounted service, served at `/openapi.json`.
///
/// OpenAPI allows one operation per path and method, so overloads (such as the two `getSum` of the math service)
/// are merged: the parameters are the union of theirs, required only where every overload requires them, and the
/// description lists each overload.
struct OpenAPIDocument: Encodable {
    struct Info: Encodable {
        var title = "HTTP-RPC services"
        var version = "1.0.0"
    }

    struct Operation: Encodable {
        var operationId: String
        var summary: String?
        var description: String?
        var tags: [String]
        var parameters: [Parameter]?
        var requestBody: RequestBody?
        var responses: OrderedObject<Response>
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
        var schema: SchemaObject
    }

    /// A schema given either as a ``JSONSchema`` or as an object of named properties (for form bodies).
    struct SchemaObject: Encodable {
        var schema: JSONSchema?
        var properties: OrderedObject<JSONSchema>?

        func encode(to encoder: any Encoder) throws {
            if let schema {
                try schema.encode(to: encoder)
            } else {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encode("object", forKey: AnyCodingKey("type"))
                try container.encodeIfPresent(properties, forKey: AnyCodingKey("properties"))
            }
        }
    }

    struct Response: Encodable {
        var description: String
        var content: OrderedObject<MediaType>?
    }

    var openapi = "3.1.0"
    var info = Info()
    var paths = OrderedObject<OrderedObject<Operation>>()

    init(services: [MountedService]) {
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
                var id = "\(service.name).\(group.operations[0].name)"
                var suffix = 2
                while usedIDs.contains(id) {
                    id = "\(service.name).\(group.operations[0].name)\(suffix)"
                    suffix += 1
                }
                usedIDs.insert(id)
                var item = paths[group.path.openAPIPath] ?? OrderedObject()
                item[group.method] = Self.operation(id: id, tag: service.name, path: group.path, overloads: group.operations)
                paths[group.path.openAPIPath] = item
            }
        }
    }

    private static func operation(id: String, tag: String, path: PathPattern, overloads: [BoundOperation]) -> Operation {
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
            parameters.append(Parameter(name: keyName, in: "path", required: true, schema: schema))
        }
        // Query arguments: the union over the overloads, in first-seen order.
        var queryNames: [String] = []
        var queryParameters: [String: OperationParameter] = [:]
        var files: [OperationParameter] = []
        for overload in overloads {
            for parameter in overload.parameters where parameter.source == .argument {
                if parameter.schema.isFile {
                    if !files.contains(where: { $0.name == parameter.name }) { files.append(parameter) }
                } else if queryParameters[parameter.name] == nil {
                    queryNames.append(parameter.name)
                    queryParameters[parameter.name] = parameter
                }
            }
        }
        for name in queryNames {
            guard let parameter = queryParameters[name] else { continue }
            let requiredEverywhere = overloads.allSatisfy { overload in
                overload.parameters.contains { $0.source == .argument && $0.name == name && $0.isRequired }
            }
            parameters.append(
                Parameter(
                    name: name, in: "query", required: requiredEverywhere, schema: parameter.schema.jsonSchema,
                    explode: parameter.schema.isRepeated ? true : nil))
        }

        var requestBody: RequestBody?
        if let body = overloads.lazy.compactMap({ $0.parameters.first { $0.source == .body } }).first {
            requestBody = RequestBody(
                required: body.isRequired,
                content: OrderedObject(entries: [
                    ("application/json", MediaType(schema: SchemaObject(schema: body.schema.jsonSchema)))
                ]))
        } else if !files.isEmpty {
            var properties = OrderedObject<JSONSchema>()
            for file in files { properties[file.name] = file.schema.jsonSchema }
            for name in queryNames { properties[name] = queryParameters[name]?.schema.jsonSchema }
            requestBody = RequestBody(
                required: true,
                content: OrderedObject(entries: [("multipart/form-data", MediaType(schema: SchemaObject(properties: properties)))]
                ))
        }

        var responses = OrderedObject<Response>()
        let text = OrderedObject(entries: [("text/plain", MediaType(schema: SchemaObject(schema: .primitive(type: "string"))))])
        let results = overloads.map(\.result)
        if results.allSatisfy({ $0.jsonSchema == nil }) {
            responses["204"] = Response(description: "Done; no content.")
        } else {
            let schemas = results.compactMap(\.jsonSchema)
            let schema = schemas.allSatisfy { $0 == schemas[0] } ? schemas[0] : .any
            let typeNames = Array(Set(results.map(\.typeName))).sorted().joined(separator: " or ")
            responses["200"] = Response(
                description: "The result (\(typeNames)).",
                content: OrderedObject(entries: [("application/json", MediaType(schema: SchemaObject(schema: schema)))]))
        }
        responses["400"] = Response(description: "A missing or invalid argument; the text says which.", content: text)
        if keyIndex > 0 || results.contains(where: { $0.typeName.hasSuffix("?") }) {
            responses["404"] = Response(description: "No such resource.", content: text)
        }
        responses["500"] = Response(description: "An internal error.", content: text)

        let documented = overloads.compactMap(\.documentation)
        var description: String?
        if overloads.count > 1 {
            description =
                "Overloads, chosen by the arguments supplied:\n"
                + overloads.map { "- `\($0.signature)`" + ($0.documentation.map { ": " + $0 } ?? "") }.joined(separator: "\n")
        }
        return Operation(
            operationId: id, summary: documented.first.map { String($0.prefix { $0 != "\n" }) }, description: description,
            tags: [tag], parameters: parameters.isEmpty ? nil : parameters, requestBody: requestBody, responses: responses)
    }
}
