/// Builds a layout view's children from statements: views, `if`, `switch` and `for` — what a generated screen (the
/// periodic table's 118 cells) needs and a list of arguments cannot say.
///
/// ```swift
/// LMRowView(spacing: 2) {
///     for element in elements { ElementCell(element) }
///     if showsLegend { Legend() }
/// }
/// ```
@resultBuilder
public enum LimaViewBuilder {
    public static func buildExpression(_ view: any LimaView) -> [any LimaView] { [view] }
    public static func buildExpression(_ views: [any LimaView]) -> [any LimaView] { views }
    public static func buildBlock(_ parts: [any LimaView]...) -> [any LimaView] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[any LimaView]]) -> [any LimaView] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any LimaView]?) -> [any LimaView] { part ?? [] }
    public static func buildEither(first part: [any LimaView]) -> [any LimaView] { part }
    public static func buildEither(second part: [any LimaView]) -> [any LimaView] { part }
    public static func buildLimitedAvailability(_ part: [any LimaView]) -> [any LimaView] { part }
}
