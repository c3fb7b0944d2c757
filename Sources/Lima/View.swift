import MarkupKit

/// `UIView`: a plain view — a colored box, or space with a weight.
public struct View: LimaView {
    public var declaration: ViewDeclaration

    /// A plain view.
    public init(file: String = #fileID, line: Int = #line, column: Int = #column) {
        declaration = ViewDeclaration(element: "UIView", location: SourceLocation(file, line, column))
    }
}
