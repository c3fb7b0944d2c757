// swift-format-ignore-file
// PizzaOrder.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of PizzaOrder.xml.
@MainActor
enum PizzaOrderScreen {
    static let view = LMTableView(
        style: .groupedTableView,
        LMSection(
            LMTableViewCell(
                selectionStyle: .noSelection,
                LMTextField(placeholder: "Customer Name").name("custname").id("nameTextField")
            ),
            LMTableViewCell(
                selectionStyle: .noSelection,
                LMTextField(placeholder: "Telephone", keyboardType: .numberPad)
                    .name("custtel")
                    .id("phoneTextField")
            ),
            LMTableViewCell(
                selectionStyle: .noSelection,
                LMTextField(placeholder: "Email Address", keyboardType: .emailAddress)
                    .name("custemail")
                    .id("emailTextField")
            )
        ),
        LMSection(
            name: "size",
            selectionMode: .singleCheckmark,
            header: "Pizza Size",
            LMStandardCell(text: "Small", value: "small"),
            LMStandardCell(text: "Medium", value: "medium"),
            LMStandardCell(text: "Large", value: "large")
        ),
        LMSection(
            name: "topping",
            selectionMode: .multipleCheckmarks,
            header: "Pizza Toppings",
            LMStandardCell(text: "Bacon", value: "bacon"),
            LMStandardCell(text: "Extra Cheese", value: "cheese"),
            LMStandardCell(text: "Onion", value: "onion"),
            LMStandardCell(text: "Mushroom", value: "mushroom")
        ),
        LMSection(
            header: "Preferred Delivery Time",
            LMTableViewCell(
                selectionStyle: .noSelection,
                LMDatePicker(datePickerMode: .time, minuteInterval: 15)
                    .name("delivery")
                    .height(140)
                    .id("deliveryDatePicker")
            )
        ),
        LMSection(
            header: "Delivery Instructions",
            LMTableViewCell(
                selectionStyle: .noSelection,
                LMTextView(textContainerInset: Insets(4))
                    .name("comments")
                    .set("textContainer.lineFragmentPadding", .number(0))
                    .height(140)
                    .id("commentsTextView")
            )
        ),
        LMSection(
            LMTableViewCell(
                selectionStyle: .noSelection,
                LMLabel(font: .textStyle(.footnote), numberOfLines: 0).id("echoLabel")
            )
        )
    ).id("tableView").navigationItem(title: "Pizza Delivery Form").rightBarButtonItem("Submit", style: .done, action: "submit")
}
