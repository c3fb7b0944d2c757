// swift-format-ignore-file
// PieChart.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupExamples
import MarkupKit

/// The view of PieChart.xml.
@MainActor
enum PieChartScreen {
    static let view = LMColumnView(
        LMRowView(
            LMSpacer(),
            LMButton(style: .systemButton, title: "Options")
                .set("titleLabel.font", .font(.named("HelveticaNeue-Light", size: 17)))
                .tintColor(MarkupColor(rgb: 0x4c8fbd))
                .on(.touchUpInside, "optionsButtonTapped:")
        ).layoutMargins(Insets(top: 6, leading: 18, trailing: 18)),
        PieChartView().weight(1).id("chartView"),
        LMColumnView(
            LMRowView(
                LMSlider(value: 1, minimumValue: 1, maximumValue: 25)
                    .weight(4)
                    .id("sliderX")
                    .on(.valueChanged, "slidersValueChanged:"),
                LMTextField(font: .named("HelveticaNeue-Light", size: 15), textAlignment: .center)
                    .weight(1)
                    .id("sliderTextX")
            ),
            LMRowView(
                LMSlider(value: 1, minimumValue: 1, maximumValue: 200)
                    .weight(4)
                    .id("sliderY")
                    .on(.valueChanged, "slidersValueChanged:"),
                LMTextField(font: .named("HelveticaNeue-Light", size: 15), textAlignment: .center)
                    .weight(1)
                    .id("sliderTextY")
            )
        ).layoutMargins(Insets(leading: 8, bottom: 24, trailing: 8))
    ).backgroundColor(MarkupColor(rgb: 0xf0f0f0))
}
