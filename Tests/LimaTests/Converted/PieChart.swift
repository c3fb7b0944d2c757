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
            Button(style: .systemButton, title: "Options")
                .set("titleLabel.font", .font(.named("HelveticaNeue-Light", size: 17)))
                .tintColor(Color(rgb: 0x4c8fbd))
                .on(.touchUpInside, "optionsButtonTapped:")
        ).layoutMargins(EdgeInsets(top: 6, leading: 18, trailing: 18)),
        PieChartView().weight(1).id("chartView"),
        LMColumnView(
            LMRowView(
                Slider(value: 1, minimumValue: 1, maximumValue: 25)
                    .weight(4)
                    .id("sliderX")
                    .on(.valueChanged, "slidersValueChanged:"),
                TextField(font: .named("HelveticaNeue-Light", size: 15), textAlignment: .center)
                    .weight(1)
                    .id("sliderTextX")
            ),
            LMRowView(
                Slider(value: 1, minimumValue: 1, maximumValue: 200)
                    .weight(4)
                    .id("sliderY")
                    .on(.valueChanged, "slidersValueChanged:"),
                TextField(font: .named("HelveticaNeue-Light", size: 15), textAlignment: .center)
                    .weight(1)
                    .id("sliderTextY")
            )
        ).layoutMargins(EdgeInsets(leading: 8, bottom: 24, trailing: 8))
    ).backgroundColor(Color(rgb: 0xf0f0f0))
}
