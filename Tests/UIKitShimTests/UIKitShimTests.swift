import Foundation
import Testing
import UIKitShim

/// The shim behaves as UIKit does where the renderer relies on it.
@Suite("UIKit shim")
@MainActor
struct UIKitShimTests {
    @Test("a view belongs to one superview; moving it takes it from the first")
    func hierarchy() {
        let (first, second, child) = (UIView(), UIView(), UIView())
        first.addSubview(child)
        second.addSubview(child)
        #expect(first.subviews.isEmpty)
        #expect(second.subviews == [child])
        #expect(child.superview === second)
        #expect(child.next === second)
        child.removeFromSuperview()
        #expect(second.subviews.isEmpty && child.superview == nil)
    }

    @Test("layoutIfNeeded lays out marked views from the top down, once; a resize marks the view again")
    func layoutCycle() {
        final class Recording: UIView {
            var log: [String] = []
            var name = ""
            weak var sink: Recording?
            override func layoutSubviews() { (sink ?? self).log.append(name) }
        }
        let root = Recording(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = Recording()
        root.name = "root"
        child.name = "child"
        child.sink = root
        root.addSubview(child)
        root.layoutIfNeeded()
        root.layoutIfNeeded()
        #expect(root.log == ["root", "child"])
        root.frame.size = CGSize(width: 200, height: 100)
        root.frame.origin = CGPoint(x: 5, y: 5)
        root.layoutIfNeeded()
        #expect(root.log == ["root", "child", "root"], "moving does not mark a view; resizing does")
    }

    @Test("bounds keep the center when resized; convert maps through frames and scrolled bounds")
    func geometry() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        root.addSubview(child)
        #expect(child.center == CGPoint(x: 60, y: 45))
        child.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(child.frame == CGRect(x: 35, y: 20, width: 50, height: 50))
        #expect(child.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 36, y: 21))
        root.bounds.origin = CGPoint(x: 0, y: 10)
        #expect(child.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 36, y: 21), "scrolling moves no view")
        #expect(child.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 36, y: 11), "but moves what the window shows")
    }

    @Test("sendActions runs the actions registered for the event, in order, with the control as sender")
    func actions() {
        let button = UIButton(type: .system)
        var log: [String] = []
        let tap = UIAction { action in log.append("tap \(action.sender is UIButton)") }
        button.addAction(tap, for: .touchUpInside)
        button.addAction(UIAction { _ in log.append("any touch") }, for: .allTouchEvents)
        button.addAction(UIAction { _ in log.append("value") }, for: .valueChanged)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["tap true", "any touch"])
        button.removeAction(tap, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["tap true", "any touch", "any touch"])
        #expect(tap.sender == nil, "the sender is the control only while the action runs")
    }

    @Test("a label's size follows its text and font, wrapping when it may take several lines")
    func labelSize() {
        let label = UILabel()
        label.text = "Hello, World!"
        label.font = .systemFont(ofSize: 20)
        #expect(label.intrinsicContentSize == CGSize(width: 130, height: 24))
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 70, height: 0)) == CGSize(width: 60, height: 48))
        label.text = nil
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test("a button's title and color fall back to the normal state's")
    func buttonStates() {
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.setTitle("Going", for: .highlighted)
        button.setTitleColor(.red, for: .normal)
        #expect(button.currentTitle == "Go")
        button.isHighlighted = true
        #expect(button.currentTitle == "Going" && button.titleLabel?.text == "Going")
        #expect(button.currentTitleColor == .red)
        #expect(button.buttonType == .system)
    }

    @Test("slider, stepper and progress keep their values within their bounds")
    func clampedValues() {
        let slider = UISlider()
        slider.maximumValue = 10
        slider.value = 12
        #expect(slider.value == 10)
        slider.maximumValue = 5
        #expect(slider.value == 5)
        let stepper = UIStepper()
        stepper.minimumValue = 32
        #expect(stepper.value == 32)
        let progress = UIProgressView(progressViewStyle: .bar)
        progress.progress = 2
        #expect(progress.progress == 1)
    }

    @Test("colors compare by component; images come from the registered assets, as from a catalog")
    func colorsAndImages() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == .red)
        var red: CGFloat = 0
        #expect(UIColor.systemBlue.getRed(nil, green: nil, blue: &red, alpha: nil) && red == 1)
        #expect(UIImage(named: "missing.png") == nil)
        ShimAssets.register(imageNamed: "world.png", size: CGSize(width: 64, height: 48))
        let view = UIImageView(image: UIImage(named: "world.png"))
        #expect(view.intrinsicContentSize == CGSize(width: 64, height: 48))
        #expect(view.frame.size == CGSize(width: 64, height: 48))
    }

    @Test("tint and layout direction come from the superview unless the view sets its own")
    func inherited() {
        let root = UIView()
        let child = UIView()
        root.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        root.tintColor = .red
        #expect(child.tintColor == .red)
        root.semanticContentAttribute = .forceRightToLeft
        #expect(child.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        root.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(root.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
    }
}
