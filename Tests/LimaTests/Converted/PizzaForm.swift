// swift-format-ignore-file
// PizzaForm.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of PizzaForm.xml.
@MainActor
enum PizzaFormScreen {
    static let view = LMTableView(
        style: .groupedTableView,
        Section(
            LMTableViewCell(
                selectionStyle: .noSelection,
                TextField(placeholder: "Customer Name").name("custname").id("nameTextField")
            ),
            LMTableViewCell(
                selectionStyle: .noSelection,
                TextField(placeholder: "Telephone", keyboardType: .numberPad)
                    .name("custtel")
                    .id("phoneTextField")
            ),
            LMTableViewCell(
                selectionStyle: .noSelection,
                TextField(placeholder: "Email Address", keyboardType: .emailAddress)
                    .name("custemail")
                    .id("emailTextField")
            )
        ),
        Section(
            name: "size",
            selectionMode: .singleCheckmark,
            header: "Pizza Size",
            TableViewCell(text: "Small", value: "small"),
            TableViewCell(text: "Medium", value: "medium"),
            TableViewCell(text: "Large", value: "large")
        ),
        Section(
            name: "topping",
            selectionMode: .multipleCheckmarks,
            header: "Pizza Toppings",
            TableViewCell(text: "Bacon", value: "bacon"),
            TableViewCell(text: "Extra Cheese", value: "cheese"),
            TableViewCell(text: "Onion", value: "onion"),
            TableViewCell(text: "Mushroom", value: "mushroom")
        ),
        Section(
            header: "Preferred Delivery Time",
            LMTableViewCell(
                selectionStyle: .noSelection,
                DatePicker(datePickerMode: .time, minuteInterval: 15)
                    .name("delivery")
                    .height(140)
                    .id("deliveryDatePicker")
            )
        ),
        Section(
            header: "Delivery Instructions",
            LMTableViewCell(
                selectionStyle: .noSelection,
                TextView(textContainerInset: EdgeInsets(4))
                    .name("comments")
                    .set("textContainer.lineFragmentPadding", .number(0))
                    .height(140)
                    .id("commentsTextView")
            )
        )
    ).form(action: "/post", title: "Pizza Delivery Form")
}
