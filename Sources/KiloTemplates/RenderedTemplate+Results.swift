public import KiloServer

extension OperationResult {
    /// A template's rendering, sent as its kind's content type.
    public init(_ rendered: RenderedTemplate) throws {
        try self.init(ServiceResponse(contentType: rendered.kind.contentType, body: rendered.text))
    }
}

extension ResultDescription {
    /// A template's rendering: text, whose content type is the template's (HTML, XML or plain text).
    public static func of(_ type: RenderedTemplate.Type) -> ResultDescription {
        ResultDescription(
            typeName: "RenderedTemplate", jsonSchema: .primitive(type: "string"),
            contentTypes: TemplateLibrary.Kind.allCases.map { $0.contentType.split(separator: ";")[0].description })
    }
}
