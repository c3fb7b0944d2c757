import MarkupKit

/// `UIView`: a plain view — a colored box, or space with a weight.
public struct LMView: LimaView {
    public var declaration: LimaDeclaration

    /// A plain view.
    public init(file: String = #fileID, line: Int = #line, column: Int = #column) {
        declaration = LimaDeclaration(element: "UIView", location: SourceLocation(file, line, column))
    }
}
