public import Foundation

/// Apple's `UIButton`: a control with a title and an image per state, in its own label and image view.
@MainActor
open class UIButton: UIControl {
    /// Apple's `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close = 7
        public static var roundedRect: ButtonType { .system }
    }

    /// The type the button was made with.
    open private(set) var buttonType = ButtonType.custom
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var titleShadowColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private let label = UILabel()
    private let image = UIImageView()

    /// A button of `buttonType`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        update()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(image)
        addSubview(label)
        update()
    }

    public required init?(coder: NSCoder) { return nil }

    /// The label that shows the current title.
    open var titleLabel: UILabel? { label }
    /// The view that shows the current image.
    open var imageView: UIImageView? { image }
    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor { titleColor(for: state) ?? (buttonType == .custom ? .white : tintColor) }
    open var currentImage: UIImage? { self.image(for: state) }

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        update()
    }

    /// The title for `state`, else the normal state's (as UIKit falls back).
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        update()
    }

    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] }

    open func setTitleShadowColor(_ color: UIColor?, for state: State) { titleShadowColors[state.rawValue] = color }

    open func titleShadowColor(for state: State) -> UIColor? {
        titleShadowColors[state.rawValue] ?? titleShadowColors[State.normal.rawValue]
    }

    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        update()
    }

    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[state.rawValue] = image }

    open func backgroundImage(for state: State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[State.normal.rawValue]
    }

    open override var isEnabled: Bool { didSet { update() } }
    open override var isSelected: Bool { didSet { update() } }
    open override var isHighlighted: Bool { didSet { update() } }

    private func update() {
        label.text = currentTitle
        label.textColor = currentTitleColor
        image.image = currentImage
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The title beside the image, as UIKit's default button configuration lays them out.
    open override var intrinsicContentSize: CGSize {
        let title = label.intrinsicContentSize
        let picture = image.image?.size ?? .zero
        return CGSize(width: title.width + picture.width, height: max(title.height, picture.height))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        let picture = image.image?.size ?? .zero
        image.frame = CGRect(x: 0, y: (bounds.height - picture.height) / 2, width: picture.width, height: picture.height)
        let title = label.intrinsicContentSize
        label.frame = CGRect(x: picture.width, y: (bounds.height - title.height) / 2, width: title.width, height: title.height)
    }
}
