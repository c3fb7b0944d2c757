public import Foundation

/// Apple's `UISegmentedControl`: segments with a title or an image, one selected (or none).
@MainActor
open class UISegmentedControl: UIControl {
    /// The selected index that means no segment.
    public class var noSegment: Int { -1 }

    private var segments: [(title: String?, image: UIImage?)] = []

    open var selectedSegmentIndex = UISegmentedControl.noSegment
    open var isMomentary = false
    open var selectedSegmentTintColor: UIColor?
    open var apportionsSegmentWidthsByContent = false

    /// A control with a segment per item: a `String` is a title, a `UIImage` an image.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                segments.append((title, nil))
            } else if let image = item as? UIImage {
                segments.append((nil, image))
            }
        }
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { return nil }

    open var numberOfSegments: Int { segments.count }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert((title, nil), at: min(max(segment, 0), segments.count))
        invalidateIntrinsicContentSize()
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        segments.insert((nil, image), at: min(max(segment, 0), segments.count))
        invalidateIntrinsicContentSize()
    }

    open func removeAllSegments() {
        segments = []
        selectedSegmentIndex = UISegmentedControl.noSegment
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment] = (title, nil)
    }

    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment] = (nil, image)
    }

    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }

    /// Equal segments as wide as the widest title, and 32 points high.
    open override var intrinsicContentSize: CGSize {
        let font = UIFont.systemFont(ofSize: 13)
        let widest =
            segments.map { segment in
                segment.title.map { ShimText.size(of: $0, font: font, width: nil, lines: 1).width }
                    ?? Double(segment.image?.size.width ?? 0)
            }.max() ?? 0
        return CGSize(width: (widest + 16) * Double(segments.count), height: 32)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
