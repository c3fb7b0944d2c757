import Foundation
import HTMLWriting
import Ink
import NIOCore

/// The descriptions of the mounted services: `GET /<service>?api` and the index at `GET /` (HTML, or JSON for
/// `Accept: application/json`), and the OpenAPI document. All are built once, when the responder is made.
struct ServiceDirectory: Sendable {
    private let services: [MountedService]
    private let descriptions: [ServiceDescription]
    private let openAPIBytes: ByteBuffer
    private let index: ServiceIndex

    init(mounts: ServiceMounts, description: APIDescription) {
        services = mounts.services
        descriptions = mounts.services.map(ServiceDescription.init)
        index = ServiceIndex(description, services: descriptions)
        let document = OpenAPIDocument(services: mounts.services, description: description)
        // Everything in the document is text and finite numbers, so encoding cannot fail; an empty object is a safe
        // fallback all the same.
        openAPIBytes = (try? JSONStreamEncoder().encode(document)) ?? ByteBuffer(string: "{}")
    }

    /// `GET /openapi.json`.
    var openAPIDocument: ServiceResponse {
        ServiceResponse(contentType: "application/json", body: openAPIBytes)
    }

    /// `GET /`: the mounted services, each with its path, its documentation's first paragraph and a link to its page.
    func index(asJSON: Bool) -> ServiceResponse {
        if asJSON, let json = try? JSONStreamEncoder().encode(index) {
            return ServiceResponse(contentType: "application/json", body: json)
        }
        return ServiceResponse(contentType: "text/html; charset=utf-8", body: index.html)
    }

    func service(at segments: [String]) -> Int? {
        services.firstIndex { $0.path.segments == segments.map { .literal($0) } }
    }

    /// `GET /<service>?api`: the description of the service at `index`.
    func describe(_ index: Int, asJSON: Bool) -> ServiceResponse {
        let description = descriptions[index]
        if asJSON, let json = try? JSONStreamEncoder().encode(description) {
            return ServiceResponse(contentType: "application/json", body: json)
        }
        return ServiceResponse(contentType: "text/html; charset=utf-8", body: description.html)
    }
}

/// A service's endpoints as `?api` shows them.
struct ServiceDescription: Encodable, Sendable {
    struct Endpoint: Encodable, Sendable {
        var path: String
        var operations: [Operation]
    }

    struct Operation: Encodable, Sendable {
        var method: String
        var name: String
        var description: String?
        /// `true` for a deprecated operation, left out for a current one.
        var deprecated: Bool?
        /// What its `@Deprecated` said, if anything.
        var deprecationMessage: String?
        var parameters: [Parameter]
        var result: String
    }

    struct Parameter: Encodable, Sendable {
        var name: String
        var source: String
        var type: String
        var required: Bool
        /// The value the operation takes when a request leaves the argument out, when it is a constant.
        var `default`: DefaultArgumentValue?
    }

    var name: String
    var path: String
    var description: String?
    var endpoints: [Endpoint]

    init(_ service: MountedService) {
        name = service.name
        path = "/" + service.path.description
        description = service.documentation
        var endpoints: [Endpoint] = []
        for operation in service.operations {
            let described = Operation(
                method: operation.method.rawValue, name: operation.name, description: operation.documentation,
                deprecated: operation.deprecation.map { _ in true }, deprecationMessage: operation.deprecation?.message,
                parameters: operation.parameters.filter { $0.source != .request }.map {
                    Parameter(
                        name: $0.name, source: Self.sourceName($0.source), type: $0.schema.typeName, required: $0.isRequired,
                        default: $0.defaultValue)
                },
                result: operation.result.typeName)
            let endpointPath = "/" + operation.pattern.description
            if let index = endpoints.firstIndex(where: { $0.path == endpointPath }) {
                endpoints[index].operations.append(described)
            } else {
                endpoints.append(Endpoint(path: endpointPath, operations: [described]))
            }
        }
        self.endpoints = endpoints
    }

    static func sourceName(_ source: OperationParameter.Source) -> String {
        switch source {
        case .argument: "query"
        case .pathKey: "path"
        case .body: "body"
        case .request: "request"
        case .allArguments: "any"
        }
    }

    var html: String {
        var html =
            HTMLPage.head(title: name)
            + "<h1>\(HTMLPage.escape(name)) <small><code>\(HTMLPage.escape(path))</code></small></h1>\n"
        if let description { html += HTMLPage.markdown(description) }
        for endpoint in endpoints {
            html += "<h2><code>\(escape(endpoint.path))</code></h2>\n"
            for operation in endpoint.operations {
                html +=
                    "<h3>\(escape(operation.method)) <code>\(escape(operation.name))</code> → <code>\(escape(operation.result))</code></h3>\n"
                if operation.deprecated == true {
                    html += "<p><strong>Deprecated.</strong>"
                    if let message = operation.deprecationMessage { html += " " + escape(message) }
                    html += "</p>\n"
                }
                if let description = operation.description { html += HTMLPage.markdown(description) }
                if !operation.parameters.isEmpty {
                    html += "<table><tr><th>Parameter</th><th>In</th><th>Type</th><th>Required</th></tr>\n"
                    for parameter in operation.parameters {
                        html += "<tr><td><code>\(escape(parameter.name))</code></td><td>\(parameter.source)</td>"
                        html +=
                            "<td><code>\(escape(parameter.type))</code></td><td>\(parameter.required ? "yes" : "no")"
                        if let value = parameter.default { html += " (default <code>\(escape(value.displayText))</code>)" }
                        html += "</td></tr>\n"
                    }
                    html += "</table>\n"
                }
            }
        }
        return html + "</body></html>\n"
    }

    private func escape(_ text: String) -> String { HTMLPage.escape(text) }
}

/// `GET /`: what the server serves.
struct ServiceIndex: Encodable, Sendable {
    struct Entry: Encodable, Sendable {
        var name: String
        var path: String
        var summary: String?
        var api: String
    }

    var title: String
    var version: String
    var summary: String?
    var services: [Entry]
    var openAPI = "/openapi.json"

    init(_ description: APIDescription, services: [ServiceDescription]) {
        title = description.title
        version = description.version
        summary = description.summary
        self.services = services.map { service in
            // The first paragraph: what a list needs, the page has the rest.
            let summary = service.description.map { $0.components(separatedBy: "\n\n")[0] }
            return Entry(name: service.name, path: service.path, summary: summary, api: service.path + "?api")
        }
    }

    var html: String {
        var html = HTMLPage.head(title: title)
        html += "<h1>\(HTMLPage.escape(title)) <small>\(HTMLPage.escape(version))</small></h1>\n"
        if let summary { html += HTMLPage.markdown(summary) }
        html += "<table><tr><th>Service</th><th>Path</th><th>About</th></tr>\n"
        for service in services {
            html += "<tr><td><a href=\"\(HTMLPage.escape(service.api))\">\(HTMLPage.escape(service.name))</a></td>"
            html += "<td><code>\(HTMLPage.escape(service.path))</code></td>"
            html += "<td>\(service.summary.map(HTMLPage.markdown) ?? "")</td></tr>\n"
        }
        html += "</table>\n<p>The OpenAPI document: <a href=\"\(openAPI)\"><code>\(openAPI)</code></a></p>\n"
        return html + "</body></html>\n"
    }
}

/// What the description pages share.
enum HTMLPage {
    static func head(title: String) -> String {
        """
        <!DOCTYPE html>
        <html><head><meta charset="utf-8"><title>\(escape(title))</title>
        <style>body{font-family:sans-serif;margin:2em}code{background:#f3f3f3;padding:0 .2em}\
        table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.2em .6em;text-align:left}</style>
        </head><body>

        """
    }

    /// Documentation comments are Markdown, as DocC reads them: shown as HTML.
    static func markdown(_ text: String) -> String {
        MarkdownParser().html(from: text) + "\n"
    }

    /// Text from a service's names and comments, escaped by the package's one HTML writer.
    static func escape(_ text: String) -> String { HTMLOutput.escaped(text) }
}
