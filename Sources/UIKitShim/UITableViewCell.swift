public import Foundation

/// Apple's `UITableViewCell`: a row of a table, with a content view and, by style, a text label, a detail label and an
/// image view in it, and an accessory at its trailing edge.
@MainActor
open class UITableViewCell: UIView {
    /// Apple's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable {
        case `default` = 0, value1, value2, subtitle
    }

    /// Apple's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable {
        case none = 0, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// Apple's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        case none = 0, blue, gray, `default`
    }

    /// Apple's `UITableViewCell.EditingStyle`.
    public enum EditingStyle: Int, Sendable {
        case none = 0, delete, insert
    }

    /// Apple's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        case none = 0, singleLine
        @available(*, deprecated, message: "UIKit: use singleLine") case singleLineEtched
    }

    /// The view custom content goes in.
    open var contentView: UIView { content }
    open var textLabel: UILabel? { text }
    /// The detail label; nil in the default style, as UIKit's.
    open var detailTextLabel: UILabel? { detail }
    open var imageView: UIImageView? { image }
    open var reuseIdentifier: String? { reuse }
    open var accessoryType = AccessoryType.none
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
        }
    }
    open var selectionStyle = SelectionStyle.default
    open var isSelected = false
    open var isHighlighted = false
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)

    private let content = UIView()
    private let text = UILabel()
    private let detail: UILabel?
    private let image = UIImageView()
    private let reuse: String?

    public init(style: CellStyle, reuseIdentifier: String?) {
        detail = style == .default ? nil : UILabel()
        reuse = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        addSubview(content)
        content.addSubview(image)
        content.addSubview(text)
        if let detail { content.addSubview(detail) }
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) { return nil }

    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

    open func prepareForReuse() {}

    /// 44 points, or the labels' height when taller (UIKit's default row).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let labels = text.intrinsicContentSize.height + (detail?.intrinsicContentSize.height ?? 0)
        return CGSize(width: size.width, height: max(44, labels + 22))
    }

    /// The content view spans the cell but the accessory's room; the labels line up after the image.
    open override func layoutSubviews() {
        let accessoryWidth: CGFloat = accessoryView?.intrinsicContentSize.width ?? (accessoryType == .none ? 0 : 34)
        content.frame = CGRect(x: 0, y: 0, width: bounds.width - accessoryWidth, height: bounds.height)
        if let accessoryView {
            let size = accessoryView.intrinsicContentSize
            accessoryView.frame = CGRect(
                x: bounds.width - size.width - 16, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
        }
        let picture = image.image?.size ?? .zero
        image.frame = CGRect(x: 16, y: (bounds.height - picture.height) / 2, width: picture.width, height: picture.height)
        let x = picture.width > 0 ? image.frame.maxX + 16 : 16
        let size = text.intrinsicContentSize
        text.frame = CGRect(x: x, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
    }
}
