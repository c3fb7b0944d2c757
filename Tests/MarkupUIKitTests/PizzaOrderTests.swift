import Foundation
import KiloClient
import MarkupExamples
import MarkupKit
import MarkupUIKit
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

#if canImport(UIKit)
import UIKit
#else
import UIKitShim
#endif

/// Seed 000's native pizza form as an iOS app has it: the order filled in by a person, Submit posting it through
/// `WebServiceProxy` to the echo service of a running `httprpc serve` — the one the seed's HTML form posts to.
@Suite("The native pizza form in UIKit")
@MainActor
struct PizzaOrderTests {
    @Test(
        "filled in as the HTML form is, the native form posts the same fields, its delivery time as the time input does, in the device's time zone",
        arguments: ["America/New_York", "Asia/Kathmandu"])
    func sameEchoAsTheHTMLForm(timeZone: String) async throws {
        try #require(FileManager.default.isExecutableFile(atPath: toolPath), "build the tool first: swift build --build-tests")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try await RunningServer(toolPath, ["--port", "0", "--employees", "50", "--data-directory", directory.path])
        let port = try await server.port()
        let proxy = WebServiceProxy(
            session: URLSession(configuration: .ephemeral), baseURL: try #require(URL(string: "http://127.0.0.1:\(port)")))

        let controller = MarkupViewController(
            named: "PizzaOrder", owner: PizzaOrder(proxy: proxy), loader: try ExampleDocuments.loader())
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        let screen = try #require(controller.markupView?.screen, "\(controller.loadingError?.description ?? "")")
        let zone = try #require(TimeZone(identifier: timeZone))
        screen.timeZone = zone
        controller.viewWillAppear(false)
        await screen.finishActions()
        controller.viewDidAppear(false)
        controller.view.layoutIfNeeded()

        func outlet<View: UIView>(_ name: String, as type: View.Type) throws -> View {
            try #require(screen.built.view(withOutlet: name) as? View, "no \(View.self) \(name)")
        }
        ShimUser.type(SeedPizzaForm.name, into: try outlet("nameTextField", as: UITextField.self))
        ShimUser.type(SeedPizzaForm.telephone, into: try outlet("phoneTextField", as: UITextField.self))
        ShimUser.type(SeedPizzaForm.email, into: try outlet("emailTextField", as: UITextField.self))
        let table = try outlet("tableView", as: MarkupTableView.self)
        let size = try #require(table.section(named: "size"))
        let topping = try #require(table.section(named: "topping"))
        ShimUser.tapRow(at: IndexPath(row: 1, section: size), in: table)
        ShimUser.tapRow(at: IndexPath(row: 0, section: topping), in: table)
        ShimUser.tapRow(at: IndexPath(row: 2, section: topping), in: table)
        // 19:30 on the device's clock: an instant that is another hour in UTC (and a quarter past in Kathmandu).
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let delivery = try #require(
            calendar.date(
                bySettingHour: SeedPizzaForm.delivery.hour, minute: SeedPizzaForm.delivery.minute, second: 0, of: Date()))
        ShimUser.pick(delivery, in: try outlet("deliveryDatePicker", as: UIDatePicker.self))
        ShimUser.type(SeedPizzaForm.comments, into: try outlet("commentsTextView", as: UITextView.self))
        await screen.finishActions()

        // Submit is the navigation bar's button, as the seed's controller makes it.
        let submit = try #require(controller.navigationItem.rightBarButtonItems?.first)
        #expect(submit.title == "Submit" && submit.style == .done)
        ShimUser.tap(submit)
        await screen.finishActions()
        let echo = try outlet("echoLabel", as: UILabel.self).text ?? ""
        let fields = try JSONSerialization.jsonObject(with: Data(echo.utf8)) as? NSDictionary
        let seed = try JSONSerialization.jsonObject(with: Data(SeedPizzaForm.echo.utf8)) as? NSDictionary
        #expect(fields != nil && fields == seed, "\(echo)")
        #expect(screen.lastAlert == nil)
    }
}
