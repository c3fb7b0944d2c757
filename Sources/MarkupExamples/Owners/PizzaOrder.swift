import Foundation
public import KiloClient
public import MarkupOwners

/// The owner of `PizzaOrder.xml`, seed 000's native pizza form: Submit, in the navigation bar as the seed has it, posts
/// the form's fields through `WebServiceProxy` to the form-echo service, the one the HTML form posts to, and shows
/// what it answered.
@MainActor @MarkupOwner
public final class PizzaOrder {
    @Outlet let tableView = ViewHandle<Elements.TableView>()
    @Outlet let nameTextField = ViewHandle<Elements.TextField>()
    @Outlet let phoneTextField = ViewHandle<Elements.TextField>()
    @Outlet let emailTextField = ViewHandle<Elements.TextField>()
    @Outlet let deliveryDatePicker = ViewHandle<Elements.DatePicker>()
    @Outlet let commentsTextView = ViewHandle<Elements.TextView>()
    @Outlet let echoLabel = ViewHandle<Elements.Label>()

    private let proxy: WebServiceProxy

    /// An order form for the form-echo service that `proxy` reaches (at `/post`).
    public init(proxy: WebServiceProxy) {
        self.proxy = proxy
    }

    @Action func submit() async throws {
        let arguments: [String: any Sendable] = [
            "custname": nameTextField.text ?? "", "custtel": phoneTextField.text ?? "",
            "custemail": emailTextField.text ?? "", "size": tableView[selectedValueIn: "size"],
            "topping": tableView[selectedValuesIn: "topping"],
            // What the HTML form's time input posts, `19:30` (the seed formats it with `hh:mm`, a 12-hour clock).
            "delivery": deliveryDatePicker.formValue, "comments": commentsTextView.text ?? "",
        ]
        let echo = try await proxy.invokeForJSONObject(.post, path: "/post", arguments: arguments)
        let data = try JSONSerialization.data(withJSONObject: echo ?? [:], options: [.prettyPrinted, .sortedKeys])
        echoLabel.text = String(decoding: data, as: UTF8.self)
    }
}
