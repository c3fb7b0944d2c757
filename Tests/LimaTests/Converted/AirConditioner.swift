// swift-format-ignore-file
// AirConditioner.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of AirConditioner.xml, with its templates as styles.
@MainActor
enum AirConditionerScreen {
    static let cellHeader = LMStyle(
        "cell.header",
        LMStandardCell()
            .set("textLabel.font", .font(.textStyle(.subheadline)))
            .set("textLabel.textColor", .color(MarkupColor(rgb: 0x808080)))
    )

    static let view = LMTableView(
        style: .groupedTableView,
        LMSection(
            LMStandardCell(
                text: .localized("power"),
                selectionStyle: .noSelection,
                accessory: LMSwitch().id("onSwitch").on(.valueChanged, "togglePower:")
            )
        ),
        LMSection(
            LMStandardCell(text: .localized("temperature")).style(AirConditionerScreen.cellHeader),
            LMStandardCell(
                selectionStyle: .noSelection,
                accessory: LMStepper(minimumValue: 32, maximumValue: 96)
                    .id("temperatureStepper")
                    .on(.valueChanged, "updateTemperature:")
            ).id("temperatureCell")
        ),
        LMSection(
            name: "fanSpeed",
            selectionMode: .singleCheckmark,
            LMStandardCell(text: .localized("fanSpeed")).style(AirConditionerScreen.cellHeader),
            LMStandardCell(text: .localized("low"), value: "1"),
            LMStandardCell(text: .localized("medium"), value: "2"),
            LMStandardCell(text: .localized("high"), value: "3")
        )
    ).id("tableView")
}
