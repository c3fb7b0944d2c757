/// Builds a list from statements: values, `if`, `switch` and `for` — what a generated screen (the periodic table's 118
/// cells) needs and a list of arguments cannot say.
///
/// <!-- snippet-prelude
/// let elements = ["H", "He"]
/// let showsLegend = true
/// @MainActor func ElementCell(_ symbol: String) -> LMLabel { LMLabel(text: LMText(stringLiteral: symbol)) }
/// @MainActor func Legend() -> LMLabel { LMLabel(text: "Legend") }
/// -->
/// ```swift
/// LMRowView(spacing: 2) {
///     for element in elements { ElementCell(element) }
///     if showsLegend { Legend() }
/// }
/// ```
@resultBuilder
public enum LimaListBuilder<Element> {
    @inlinable public static func buildExpression(_ element: Element) -> [Element] { [element] }
    @inlinable public static func buildExpression(_ elements: [Element]) -> [Element] { elements }
    /// A block of one statement (a loop's body, a case): its list as it is, without copying it.
    @inlinable public static func buildBlock(_ part: [Element]) -> [Element] { part }
    @inlinable public static func buildBlock(_ parts: [Element]...) -> [Element] { parts.flatMap { $0 } }
    @inlinable public static func buildArray(_ parts: [[Element]]) -> [Element] { parts.flatMap { $0 } }
    @inlinable public static func buildOptional(_ part: [Element]?) -> [Element] { part ?? [] }
    @inlinable public static func buildEither(first part: [Element]) -> [Element] { part }
    @inlinable public static func buildEither(second part: [Element]) -> [Element] { part }
    @inlinable public static func buildLimitedAvailability(_ part: [Element]) -> [Element] { part }
}

/// Builds a layout view's children.
public typealias LimaViewBuilder = LimaListBuilder<any LimaView>

/// Builds a table section's cells.
public typealias LimaCellBuilder = LimaListBuilder<any LimaTableCell>

/// Builds a table's sections.
public typealias LimaSectionBuilder = LimaListBuilder<LMSection>

extension LimaListBuilder where Element == any LimaTableCell {
    /// A view that is not a cell, in a table section: refused with a message that says what a section holds.
    @available(
        *, unavailable,
        message: "a table section holds cells: LMStandardCell, LMTableViewCell, or a view of yours that is a LimaTableCell"
    )
    @inlinable public static func buildExpression(_ view: some LimaView) -> [Element] { [] }
}
