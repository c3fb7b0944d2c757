// swift-format-ignore-file
// AirConditioner.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of AirConditioner.xml, with its templates as styles.
@MainActor
enum AirConditionerScreen {
    static let cellHeader = Style(
        "cell.header",
        TableViewCell()
            .set("textLabel.font", .font(.textStyle(.subheadline)))
            .set("textLabel.textColor", .color(Color(rgb: 0x808080)))
    )

    static let view = LMTableView(
        style: .groupedTableView,
        Section(
            TableViewCell(
                text: .localized("power"),
                selectionStyle: .noSelection,
                accessory: Switch().id("onSwitch").on(.valueChanged, "togglePower:")
            )
        ),
        Section(
            TableViewCell(text: .localized("temperature")).style(AirConditionerScreen.cellHeader),
            TableViewCell(
                selectionStyle: .noSelection,
                accessory: Stepper(minimumValue: 32, maximumValue: 96)
                    .id("temperatureStepper")
                    .on(.valueChanged, "updateTemperature:")
            ).id("temperatureCell")
        ),
        Section(
            name: "fanSpeed",
            selectionMode: .singleCheckmark,
            TableViewCell(text: .localized("fanSpeed")).style(AirConditionerScreen.cellHeader),
            TableViewCell(text: .localized("low"), value: "1"),
            TableViewCell(text: .localized("medium"), value: "2"),
            TableViewCell(text: .localized("high"), value: "3")
        )
    ).id("tableView")
}
