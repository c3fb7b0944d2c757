import MarkupKit

// MarkupKit's layout views, with the seed's spelling: the layout attributes as labelled arguments, then the children —
// as arguments (`LMColumnView(spacing: 16, LMImageView(…), LMLabel(…))`) or from statements with a trailing closure.

/// A row: its children side by side, leading to trailing.
public struct LMRowView: LimaView {
    public var declaration: LimaDeclaration

    /// A row of `children`.
    public init(
        spacing: Double? = nil, horizontalAlignment: LMHorizontalAlignment? = nil, verticalAlignment: LMVerticalAlignment? = nil,
        alignToBaseline: Bool? = nil, baseline: Baseline? = nil, _ children: any LimaView...,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        declaration = .box(
            "LMRowView", spacing: spacing, horizontalAlignment: horizontalAlignment, verticalAlignment: verticalAlignment,
            alignToBaseline: alignToBaseline, children: children, at: SourceLocation(file, line, column))
        if let baseline { declaration.set("baseline", to: .enumeration(baseline.rawValue), at: declaration.location) }
    }

    /// A row of the views `children` builds.
    public init(
        spacing: Double? = nil, horizontalAlignment: LMHorizontalAlignment? = nil, verticalAlignment: LMVerticalAlignment? = nil,
        alignToBaseline: Bool? = nil, baseline: Baseline? = nil, file: String = #fileID, line: Int = #line,
        column: Int = #column, @LimaViewBuilder _ children: () -> [any LimaView]
    ) {
        declaration = .box(
            "LMRowView", spacing: spacing, horizontalAlignment: horizontalAlignment, verticalAlignment: verticalAlignment,
            alignToBaseline: alignToBaseline, children: children(), at: SourceLocation(file, line, column))
        if let baseline { declaration.set("baseline", to: .enumeration(baseline.rawValue), at: declaration.location) }
    }

    /// Which baseline a row lines its children up on.
    public enum Baseline: String, Sendable, CaseIterable {
        case first, last
    }
}

/// A column: its children one under another, top to bottom.
public struct LMColumnView: LimaView {
    public var declaration: LimaDeclaration

    /// A column of `children`.
    public init(
        spacing: Double? = nil, horizontalAlignment: LMHorizontalAlignment? = nil, verticalAlignment: LMVerticalAlignment? = nil,
        alignToBaseline: Bool? = nil, alignToGrid: Bool? = nil, _ children: any LimaView...,
        file: String = #fileID, line: Int = #line, column: Int = #column
    ) {
        declaration = .box(
            "LMColumnView", spacing: spacing, horizontalAlignment: horizontalAlignment, verticalAlignment: verticalAlignment,
            alignToBaseline: alignToBaseline, children: children, at: SourceLocation(file, line, column))
        if let alignToGrid { declaration.set("alignToGrid", to: .bool(alignToGrid), at: declaration.location) }
    }

    /// A column of the views `children` builds.
    public init(
        spacing: Double? = nil, horizontalAlignment: LMHorizontalAlignment? = nil, verticalAlignment: LMVerticalAlignment? = nil,
        alignToBaseline: Bool? = nil, alignToGrid: Bool? = nil, file: String = #fileID, line: Int = #line,
        column: Int = #column, @LimaViewBuilder _ children: () -> [any LimaView]
    ) {
        declaration = .box(
            "LMColumnView", spacing: spacing, horizontalAlignment: horizontalAlignment, verticalAlignment: verticalAlignment,
            alignToBaseline: alignToBaseline, children: children(), at: SourceLocation(file, line, column))
        if let alignToGrid { declaration.set("alignToGrid", to: .bool(alignToGrid), at: declaration.location) }
    }
}

/// How a row or column places its children across its width.
public enum LMHorizontalAlignment: String, Sendable, CaseIterable {
    case fill, leading, trailing, center
}

/// How a row or column places its children across its height.
public enum LMVerticalAlignment: String, Sendable, CaseIterable {
    case fill, top, bottom, center
}

/// Children stacked on one another, each filling the view.
public struct LMLayerView: LimaView {
    public var declaration: LimaDeclaration

    /// Layers of `children`, the first at the back.
    public init(_ children: any LimaView..., file: String = #fileID, line: Int = #line, column: Int = #column) {
        declaration = .container("LMLayerView", children: children, at: SourceLocation(file, line, column))
    }

    /// Layers of the views `children` builds.
    public init(
        file: String = #fileID, line: Int = #line, column: Int = #column, @LimaViewBuilder _ children: () -> [any LimaView]
    ) {
        declaration = .container("LMLayerView", children: children(), at: SourceLocation(file, line, column))
    }
}

/// Children pinned to its edges (each child's ``LimaView/anchor(_:)``).
public struct LMAnchorView: LimaView {
    public var declaration: LimaDeclaration

    /// An anchor view of `children`.
    public init(_ children: any LimaView..., file: String = #fileID, line: Int = #line, column: Int = #column) {
        declaration = .container("LMAnchorView", children: children, at: SourceLocation(file, line, column))
    }

    /// An anchor view of the views `children` builds.
    public init(
        file: String = #fileID, line: Int = #line, column: Int = #column, @LimaViewBuilder _ children: () -> [any LimaView]
    ) {
        declaration = .container("LMAnchorView", children: children(), at: SourceLocation(file, line, column))
    }
}

/// The root of a view controller's view: its children laid out within the safe area.
public struct LMRootView: LimaView {
    public var declaration: LimaDeclaration

    /// A root view of `children`.
    public init(_ children: any LimaView..., file: String = #fileID, line: Int = #line, column: Int = #column) {
        declaration = .container("LMRootView", children: children, at: SourceLocation(file, line, column))
    }
}

/// Empty space that takes what a row or column has left.
public struct LMSpacer: LimaView {
    public var declaration: LimaDeclaration

    /// A spacer.
    public init(file: String = #fileID, line: Int = #line, column: Int = #column) {
        declaration = LimaDeclaration(element: "LMSpacer", location: SourceLocation(file, line, column))
    }
}

/// A scroll view whose content is one view.
public struct LMScrollView: LimaView {
    public var declaration: LimaDeclaration

    /// A scroll view of `content`, fitted to its width or height when asked.
    public init(
        fitToWidth: Bool? = nil, fitToHeight: Bool? = nil, _ content: any LimaView, file: String = #fileID,
        line: Int = #line, column: Int = #column
    ) {
        declaration = .container("LMScrollView", children: [content], at: SourceLocation(file, line, column))
        if let fitToWidth { declaration.set("fitToWidth", to: .bool(fitToWidth), at: declaration.location) }
        if let fitToHeight { declaration.set("fitToHeight", to: .bool(fitToHeight), at: declaration.location) }
    }
}

extension LimaDeclaration {
    static func container(_ element: String, children: [any LimaView], at location: SourceLocation) -> LimaDeclaration {
        var declaration = LimaDeclaration(element: element, location: location)
        declaration.children = children
        return declaration
    }

    static func box(
        _ element: String, spacing: Double?, horizontalAlignment: LMHorizontalAlignment?, verticalAlignment: LMVerticalAlignment?,
        alignToBaseline: Bool?, children: [any LimaView], at location: SourceLocation
    ) -> LimaDeclaration {
        var declaration = container(element, children: children, at: location)
        if let spacing { declaration.set("spacing", to: .number(spacing), at: location) }
        if let horizontalAlignment {
            declaration.set("horizontalAlignment", to: .enumeration(horizontalAlignment.rawValue), at: location)
        }
        if let verticalAlignment {
            declaration.set("verticalAlignment", to: .enumeration(verticalAlignment.rawValue), at: location)
        }
        if let alignToBaseline { declaration.set("alignToBaseline", to: .bool(alignToBaseline), at: location) }
        return declaration
    }
}
