extension PropertyType {
    /// Converts a bound value for this property: strings take the value's text, numbers and booleans their own
    /// kind, every other type the text the attribute would have had.
    func convert(bound value: BindingValue, colors: [String: MarkupColor]) -> Result<PropertyValue, ConversionFailure> {
        switch (self, value) {
        case (.string, _):
            return value.text.map { .success(.string($0)) } ?? .failure(ConversionFailure(message: "nil"))
        case (.number, .number(let number)), (.integer, .number(let number)):
            return .success(.number(self == .integer ? number.rounded() : number))
        case (.bool, .bool(let flag)):
            return .success(.bool(flag))
        case (.date, .date(let date)):
            return .success(.date(date))
        case (_, .string(let text)):
            return convert(text, colors: colors)
        default:
            return .failure(ConversionFailure(message: "the expression gave \(value.kind), and this property takes \(self)"))
        }
    }
}
