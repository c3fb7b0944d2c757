// The frame-computing engine behind the layout views (row, column, layer, anchor, spacer): pure Swift, no Foundation.

/// A width and a height, in points.
public struct Size: Sendable, Equatable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
    public var description: String { "\(width)×\(height)" }
}

/// A rectangle: origin at the top left, y growing downwards.
public struct Rect: Sendable, Equatable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var description: String { "(\(x), \(y), \(width), \(height))" }

    /// The rectangle shrunk by `insets` (never to a negative size).
    func inset(by insets: Insets) -> Rect {
        Rect(
            x: x + insets.leading, y: y + insets.top, width: max(0, width - insets.leading - insets.trailing),
            height: max(0, height - insets.top - insets.bottom))
    }
}

/// Margins inside a layout view: its content box is its bounds less these. Leading and trailing are left and right
/// in a left-to-right layout.
public struct Insets: Sendable, Hashable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every side.
    public init(_ all: Double) {
        self.init(top: all, leading: all, bottom: all, trailing: all)
    }

    public static let zero = Insets()
    var horizontal: Double { leading + trailing }
    var vertical: Double { top + bottom }
}
