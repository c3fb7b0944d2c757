import Foundation
import MarkupKit
import MarkupUIKit
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitShim
#endif

/// A button with a `link` in UIKit: a tap pushes what the routes make, owner or not.
@Suite("Buttons that link, in UIKit")
@MainActor
struct UIKitButtonLinkTests {
    @Test("a tapped linked button pushes its route's controller on the navigation controller; a screen with no owner too")
    func tapPushes() throws {
        let loader = MarkupLoader(
            documents: .memory([
                "Menu.xml":
                    #"<LMColumnView><UIButton title="About" link="about"/><UIButton title="Gone" link="gone"/></LMColumnView>"#,
                "About.xml": #"<UILabel text="About us"/>"#,
            ]))
        let menu = MarkupViewController(named: "Menu", owner: nil, loader: loader)
        var made: [String?] = []
        menu.routes.add("about") { key in
            made.append(key)
            return MarkupViewController(named: "About", owner: nil, loader: loader)
        }
        let navigation = UINavigationController(rootViewController: menu)
        navigation.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        navigation.view.layoutIfNeeded()
        let screen = try #require(menu.markupView?.screen, "\(menu.loadingError?.description ?? "")")
        let buttons = screen.built.views.compactMap { $0 as? UIButton }
        ShimUser.tap(try #require(buttons.first { $0.currentTitle == "About" }))
        #expect(made == [nil])
        let about = try #require(navigation.topViewController as? MarkupViewController)
        #expect(about !== menu)
        #expect((about.markupView?.screen.built.views.first as? UILabel)?.text == "About us")

        // A link no route knows is an alert on the screen it was tapped on, not a push.
        navigation.popViewController(animated: false)
        ShimUser.tap(try #require(buttons.first { $0.currentTitle == "Gone" }))
        #expect(navigation.topViewController === menu)
        #expect(navigation.viewControllers.count == 1)
        #expect((menu.presentedViewController as? UIAlertController)?.message == "No screen is at 'gone'.")
    }
}
