import Foundation
import Layout
import MarkupKit
import Testing

@testable import MarkupUIKit

#if canImport(UIKit)
import UIKit
#else
import UIKitShim
#endif

/// The layout views lay out their subviews by the layout engine's rules, with no Auto Layout.
@Suite("MarkupUIKit layout views")
@MainActor
struct LayoutViewTests {
    func label(_ text: String, size: CGFloat) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: size)
        return label
    }

    /// A column with margins and spacing over a label and a row of a switch, a spacer and a label.
    func screen() -> (MarkupColumnView, UILabel, MarkupRowView, UISwitch, MarkupSpacer, UILabel) {
        let column = MarkupColumnView()
        var attributes = LayoutAttributes()
        attributes.margins = Insets(10)
        attributes.spacing = 5
        column.layout = attributes
        let title = label("Hello", size: 20)
        let row = MarkupRowView()
        var rowAttributes = LayoutAttributes()
        rowAttributes.spacing = 8
        row.layout = rowAttributes
        let toggle = UISwitch()
        let spacer = MarkupSpacer()
        let small = label("ab", size: 10)
        for view in [toggle, spacer, small] as [UIView] { row.addSubview(view) }
        column.addSubview(title)
        column.addSubview(row)
        column.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        return (column, title, row, toggle, spacer, small)
    }

    @Test("the outermost layout view sets every frame in the chain, each in its superview's coordinates")
    func frames() {
        let (column, title, row, toggle, spacer, small) = screen()
        column.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 10, y: 10, width: 180, height: 24))
        #expect(row.frame == CGRect(x: 10, y: 39, width: 180, height: 31))
        #expect(toggle.frame == CGRect(x: 0, y: 0, width: 51, height: 31))
        #expect(spacer.frame == CGRect(x: 59, y: 0, width: 103, height: 31))
        #expect(small.frame == CGRect(x: 170, y: 0, width: 10, height: 31))
    }

    @Test("a layout view's size is the engine's measure of its chain; a change below lays the chain out again")
    func sizesAndInvalidation() {
        let (column, _, row, _, _, small) = screen()
        #expect(column.intrinsicContentSize == CGSize(width: 20 + 51 + 8 + 8 + 10, height: 10 + 24 + 5 + 31 + 10))
        column.layoutIfNeeded()
        small.text = "abcdef"
        row.setNeedsLayout()
        column.layoutIfNeeded()
        #expect(small.frame == CGRect(x: 150, y: 0, width: 30, height: 31))
    }

    @Test("a scroll view lays its content out at its natural height, fitted to its width, and sizes its content")
    func scroll() {
        let scroll = MarkupScrollView()
        var attributes = LayoutAttributes()
        attributes.fitsWidth = true
        scroll.layout = attributes
        let column = MarkupColumnView()
        for index in 0..<20 { column.addSubview(label("Line \(index)", size: 10)) }
        scroll.contentView = column
        scroll.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        scroll.layoutIfNeeded()
        // 20 labels 12 points high, 8 points apart.
        #expect(column.frame == CGRect(x: 0, y: 0, width: 100, height: 20 * 12 + 19 * 8))
        #expect(scroll.contentSize == CGSize(width: 100, height: 392))
        #expect(column.subviews[1].frame == CGRect(x: 0, y: 20, width: 100, height: 12))
    }

    @Test("a row on the baseline lines its labels' baselines up, from their fonts")
    func baselines() {
        let row = MarkupRowView()
        var attributes = LayoutAttributes()
        attributes.alignsToBaseline = true
        attributes.verticalAlignment = .start
        row.layout = attributes
        let big = label("Big", size: 30)
        let small = label("small", size: 10)
        row.addSubview(big)
        row.addSubview(small)
        row.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        row.layoutIfNeeded()
        let bigBaseline = big.frame.minY + big.font.ascender
        let smallBaseline = small.frame.minY + small.font.ascender
        #expect(bigBaseline == smallBaseline)
        #expect(small.frame.minY == 16)
    }

    @Test("a screen's layout keeps clear of the bars: laid out in the safe area, and again when it changes")
    func safeArea() {
        let column = MarkupColumnView()
        let spacer = MarkupSpacer()
        let label = label("Hello", size: 20)
        column.addSubview(label)
        column.addSubview(spacer)
        let controllerView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        controllerView.addSubview(column)
        column.frame = controllerView.bounds
        // A status bar and a navigation bar above, the home indicator below, as an iPhone's.
        controllerView.shimSafeAreaInsets = UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0)
        column.layoutIfNeeded()
        #expect(column.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(label.frame.minY == 103)
        #expect(abs(spacer.frame.maxY - (844 - 34)) < 0.001)
        // Landscape: the notch on the left.
        controllerView.shimSafeAreaInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        column.layoutIfNeeded()
        #expect(label.frame.minX == 47 && label.frame.minY == 0)
        #expect(abs(label.frame.width - (390 - 94)) < 0.001)
        // A view lower down is clear of them already: its safe area is the part of its superview's it reaches.
        column.frame = CGRect(x: 60, y: 0, width: 200, height: 800)
        #expect(column.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }

    @Test("a label taller than its text has its baselines where UIKit draws the text: centred")
    func labelBaselines() {
        let label = label("Hello", size: 20)
        let natural = LayoutNodes.baselines(of: label, explicitHeight: nil)
        let tall = LayoutNodes.baselines(of: label, explicitHeight: 100)
        let textHeight = Double(label.sizeThatFits(CGSize(width: 1000, height: 1000)).height)
        let inset = (100 - textHeight) / 2
        #expect(natural?.first == Double(label.font.ascender))
        #expect(tall.map { abs($0.first - (inset + Double(label.font.ascender))) < 0.001 } == true)
        #expect(
            tall.map { abs($0.lastFromBottom - (inset + Double(label.font.lineHeight - label.font.ascender))) < 0.001 } == true)
    }
}
