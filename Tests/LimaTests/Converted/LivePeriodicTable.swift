// swift-format-ignore-file
// LivePeriodicTable.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of LivePeriodicTable.xml, with its templates as styles.
@MainActor
enum LivePeriodicTableScreen {
    static let cellLMLayerView = Style("cell", LMLayerView().layer(borderWidth: 0.5, borderColor: Color(rgb: 0x808080)))
    static let nonmetal = Style("nonmetal", LMLayerView().backgroundColor(Color(rgb: 0xa0ffa0)))
    static let number = Style("number", Label(font: .system(.regular, size: 9)))
    static let symbol = Style("symbol", Label(font: .system(.bold, size: 20), textAlignment: .center))
    static let name = Style(
        "name",
        Label(
            font: .system(.regular, size: 8),
            textAlignment: .center,
            adjustsFontSizeToFitWidth: true,
            minimumScaleFactor: 0.5
        )
    )
    static let nobleGas = Style("nobleGas", LMLayerView().backgroundColor(Color(rgb: 0xc0ffff)))
    static let alkaliMetal = Style("alkaliMetal", LMLayerView().backgroundColor(Color(rgb: 0xff6666)))
    static let alkalineEarthMetal = Style("alkalineEarthMetal", LMLayerView().backgroundColor(Color(rgb: 0xffdead)))
    static let metalloid = Style("metalloid", LMLayerView().backgroundColor(Color(rgb: 0xcccc99)))
    static let postTransitionMetal = Style("postTransitionMetal", LMLayerView().backgroundColor(Color(rgb: 0xcccccc)))
    static let transitionMetal = Style("transitionMetal", LMLayerView().backgroundColor(Color(rgb: 0xffc0c0)))
    static let cellLMColumnView = Style("cell", LMColumnView().layer(borderWidth: 0.5, borderColor: Color(rgb: 0x808080)))
    static let lanthanide = Style("lanthanide", LMLayerView().backgroundColor(Color(rgb: 0xffbfff)))
    static let actinide = Style("actinide", LMLayerView().backgroundColor(Color(rgb: 0xff99cc)))

    static let view = LMColumnView(
        spacing: 0,
        LMRowView(Label(text: "Tap an element.", font: .textStyle(.headline)).id("selectionLabel"))
            .layoutMargins(8),
        LMScrollView(
            LMColumnView(
                spacing: 2,
                LMRowView(
                    spacing: 2,
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "1").style(LivePeriodicTableScreen.number),
                            Label(text: "H").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Hydrogen").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(1)
                            .accessibilityLabel("Hydrogen")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.nonmetal)
                        .width(56)
                        .height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "2").style(LivePeriodicTableScreen.number),
                            Label(text: "He").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Helium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(2)
                            .accessibilityLabel("Helium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.nobleGas)
                        .width(56)
                        .height(60)
                ),
                LMRowView(
                    spacing: 2,
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "3").style(LivePeriodicTableScreen.number),
                            Label(text: "Li").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Lithium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(3)
                            .accessibilityLabel("Lithium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.alkaliMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "4").style(LivePeriodicTableScreen.number),
                            Label(text: "Be").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Beryllium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(4)
                            .accessibilityLabel("Beryllium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.alkalineEarthMetal)
                        .width(56)
                        .height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "5").style(LivePeriodicTableScreen.number),
                            Label(text: "B").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Boron").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(5)
                            .accessibilityLabel("Boron")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.metalloid)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "6").style(LivePeriodicTableScreen.number),
                            Label(text: "C").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Carbon").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(6)
                            .accessibilityLabel("Carbon")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.nonmetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "7").style(LivePeriodicTableScreen.number),
                            Label(text: "N").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Nitrogen").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(7)
                            .accessibilityLabel("Nitrogen")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.nonmetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "8").style(LivePeriodicTableScreen.number),
                            Label(text: "O").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Oxygen").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(8)
                            .accessibilityLabel("Oxygen")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.nonmetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "9").style(LivePeriodicTableScreen.number),
                            Label(text: "F").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Fluorine").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(9)
                            .accessibilityLabel("Fluorine")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.nonmetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "10").style(LivePeriodicTableScreen.number),
                            Label(text: "Ne").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Neon").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(10)
                            .accessibilityLabel("Neon")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.nobleGas)
                        .width(56)
                        .height(60)
                ),
                LMRowView(
                    spacing: 2,
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "11").style(LivePeriodicTableScreen.number),
                            Label(text: "Na").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Sodium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(11)
                            .accessibilityLabel("Sodium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.alkaliMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "12").style(LivePeriodicTableScreen.number),
                            Label(text: "Mg").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Magnesium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(12)
                            .accessibilityLabel("Magnesium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.alkalineEarthMetal)
                        .width(56)
                        .height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    View().width(56).height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "13").style(LivePeriodicTableScreen.number),
                            Label(text: "Al").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Aluminium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(13)
                            .accessibilityLabel("Aluminium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.postTransitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "14").style(LivePeriodicTableScreen.number),
                            Label(text: "Si").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Silicon").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(14)
                            .accessibilityLabel("Silicon")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.metalloid)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "15").style(LivePeriodicTableScreen.number),
                            Label(text: "P").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Phosphorus").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(15)
                            .accessibilityLabel("Phosphorus")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.nonmetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "16").style(LivePeriodicTableScreen.number),
                            Label(text: "S").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Sulfur").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(16)
                            .accessibilityLabel("Sulfur")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.nonmetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "17").style(LivePeriodicTableScreen.number),
                            Label(text: "Cl").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Chlorine").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(17)
                            .accessibilityLabel("Chlorine")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.nonmetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "18").style(LivePeriodicTableScreen.number),
                            Label(text: "Ar").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Argon").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(18)
                            .accessibilityLabel("Argon")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.nobleGas)
                        .width(56)
                        .height(60)
                ),
                LMRowView(
                    spacing: 2,
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "19").style(LivePeriodicTableScreen.number),
                            Label(text: "K").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Potassium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(19)
                            .accessibilityLabel("Potassium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.alkaliMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "20").style(LivePeriodicTableScreen.number),
                            Label(text: "Ca").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Calcium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(20)
                            .accessibilityLabel("Calcium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.alkalineEarthMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "21").style(LivePeriodicTableScreen.number),
                            Label(text: "Sc").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Scandium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(21)
                            .accessibilityLabel("Scandium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "22").style(LivePeriodicTableScreen.number),
                            Label(text: "Ti").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Titanium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(22)
                            .accessibilityLabel("Titanium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "23").style(LivePeriodicTableScreen.number),
                            Label(text: "V").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Vanadium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(23)
                            .accessibilityLabel("Vanadium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "24").style(LivePeriodicTableScreen.number),
                            Label(text: "Cr").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Chromium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(24)
                            .accessibilityLabel("Chromium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "25").style(LivePeriodicTableScreen.number),
                            Label(text: "Mn").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Manganese").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(25)
                            .accessibilityLabel("Manganese")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "26").style(LivePeriodicTableScreen.number),
                            Label(text: "Fe").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Iron").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(26)
                            .accessibilityLabel("Iron")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "27").style(LivePeriodicTableScreen.number),
                            Label(text: "Co").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Cobalt").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(27)
                            .accessibilityLabel("Cobalt")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "28").style(LivePeriodicTableScreen.number),
                            Label(text: "Ni").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Nickel").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(28)
                            .accessibilityLabel("Nickel")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "29").style(LivePeriodicTableScreen.number),
                            Label(text: "Cu").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Copper").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(29)
                            .accessibilityLabel("Copper")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "30").style(LivePeriodicTableScreen.number),
                            Label(text: "Zn").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Zinc").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(30)
                            .accessibilityLabel("Zinc")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "31").style(LivePeriodicTableScreen.number),
                            Label(text: "Ga").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Gallium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(31)
                            .accessibilityLabel("Gallium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.postTransitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "32").style(LivePeriodicTableScreen.number),
                            Label(text: "Ge").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Germanium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(32)
                            .accessibilityLabel("Germanium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.metalloid)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "33").style(LivePeriodicTableScreen.number),
                            Label(text: "As").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Arsenic").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(33)
                            .accessibilityLabel("Arsenic")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.metalloid)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "34").style(LivePeriodicTableScreen.number),
                            Label(text: "Se").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Selenium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(34)
                            .accessibilityLabel("Selenium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.nonmetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "35").style(LivePeriodicTableScreen.number),
                            Label(text: "Br").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Bromine").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(35)
                            .accessibilityLabel("Bromine")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.nonmetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "36").style(LivePeriodicTableScreen.number),
                            Label(text: "Kr").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Krypton").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(36)
                            .accessibilityLabel("Krypton")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.nobleGas)
                        .width(56)
                        .height(60)
                ),
                LMRowView(
                    spacing: 2,
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "37").style(LivePeriodicTableScreen.number),
                            Label(text: "Rb").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Rubidium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(37)
                            .accessibilityLabel("Rubidium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.alkaliMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "38").style(LivePeriodicTableScreen.number),
                            Label(text: "Sr").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Strontium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(38)
                            .accessibilityLabel("Strontium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.alkalineEarthMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "39").style(LivePeriodicTableScreen.number),
                            Label(text: "Y").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Yttrium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(39)
                            .accessibilityLabel("Yttrium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "40").style(LivePeriodicTableScreen.number),
                            Label(text: "Zr").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Zirconium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(40)
                            .accessibilityLabel("Zirconium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "41").style(LivePeriodicTableScreen.number),
                            Label(text: "Nb").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Niobium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(41)
                            .accessibilityLabel("Niobium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "42").style(LivePeriodicTableScreen.number),
                            Label(text: "Mo").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Molybdenum").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(42)
                            .accessibilityLabel("Molybdenum")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "43").style(LivePeriodicTableScreen.number),
                            Label(text: "Tc").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Technetium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(43)
                            .accessibilityLabel("Technetium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "44").style(LivePeriodicTableScreen.number),
                            Label(text: "Ru").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Ruthenium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(44)
                            .accessibilityLabel("Ruthenium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "45").style(LivePeriodicTableScreen.number),
                            Label(text: "Rh").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Rhodium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(45)
                            .accessibilityLabel("Rhodium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "46").style(LivePeriodicTableScreen.number),
                            Label(text: "Pd").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Palladium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(46)
                            .accessibilityLabel("Palladium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "47").style(LivePeriodicTableScreen.number),
                            Label(text: "Ag").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Silver").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(47)
                            .accessibilityLabel("Silver")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "48").style(LivePeriodicTableScreen.number),
                            Label(text: "Cd").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Cadmium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(48)
                            .accessibilityLabel("Cadmium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "49").style(LivePeriodicTableScreen.number),
                            Label(text: "In").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Indium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(49)
                            .accessibilityLabel("Indium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.postTransitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "50").style(LivePeriodicTableScreen.number),
                            Label(text: "Sn").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Tin").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(50)
                            .accessibilityLabel("Tin")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.postTransitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "51").style(LivePeriodicTableScreen.number),
                            Label(text: "Sb").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Antimony").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(51)
                            .accessibilityLabel("Antimony")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.metalloid)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "52").style(LivePeriodicTableScreen.number),
                            Label(text: "Te").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Tellurium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(52)
                            .accessibilityLabel("Tellurium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.metalloid)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "53").style(LivePeriodicTableScreen.number),
                            Label(text: "I").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Iodine").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(53)
                            .accessibilityLabel("Iodine")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.nonmetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "54").style(LivePeriodicTableScreen.number),
                            Label(text: "Xe").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Xenon").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(54)
                            .accessibilityLabel("Xenon")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.nobleGas)
                        .width(56)
                        .height(60)
                ),
                LMRowView(
                    spacing: 2,
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "55").style(LivePeriodicTableScreen.number),
                            Label(text: "Cs").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Caesium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(55)
                            .accessibilityLabel("Caesium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.alkaliMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "56").style(LivePeriodicTableScreen.number),
                            Label(text: "Ba").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Barium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(56)
                            .accessibilityLabel("Barium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.alkalineEarthMetal)
                        .width(56)
                        .height(60),
                    LMColumnView(
                        LMSpacer(),
                        Label(text: "57–71").style(LivePeriodicTableScreen.name),
                        LMSpacer()
                    ).style(LivePeriodicTableScreen.cellLMColumnView).width(56).height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "72").style(LivePeriodicTableScreen.number),
                            Label(text: "Hf").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Hafnium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(72)
                            .accessibilityLabel("Hafnium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "73").style(LivePeriodicTableScreen.number),
                            Label(text: "Ta").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Tantalum").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(73)
                            .accessibilityLabel("Tantalum")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "74").style(LivePeriodicTableScreen.number),
                            Label(text: "W").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Tungsten").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(74)
                            .accessibilityLabel("Tungsten")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "75").style(LivePeriodicTableScreen.number),
                            Label(text: "Re").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Rhenium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(75)
                            .accessibilityLabel("Rhenium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "76").style(LivePeriodicTableScreen.number),
                            Label(text: "Os").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Osmium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(76)
                            .accessibilityLabel("Osmium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "77").style(LivePeriodicTableScreen.number),
                            Label(text: "Ir").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Iridium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(77)
                            .accessibilityLabel("Iridium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "78").style(LivePeriodicTableScreen.number),
                            Label(text: "Pt").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Platinum").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(78)
                            .accessibilityLabel("Platinum")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "79").style(LivePeriodicTableScreen.number),
                            Label(text: "Au").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Gold").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(79)
                            .accessibilityLabel("Gold")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "80").style(LivePeriodicTableScreen.number),
                            Label(text: "Hg").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Mercury").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(80)
                            .accessibilityLabel("Mercury")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "81").style(LivePeriodicTableScreen.number),
                            Label(text: "Tl").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Thallium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(81)
                            .accessibilityLabel("Thallium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.postTransitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "82").style(LivePeriodicTableScreen.number),
                            Label(text: "Pb").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Lead").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(82)
                            .accessibilityLabel("Lead")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.postTransitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "83").style(LivePeriodicTableScreen.number),
                            Label(text: "Bi").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Bismuth").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(83)
                            .accessibilityLabel("Bismuth")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.postTransitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "84").style(LivePeriodicTableScreen.number),
                            Label(text: "Po").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Polonium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(84)
                            .accessibilityLabel("Polonium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.postTransitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "85").style(LivePeriodicTableScreen.number),
                            Label(text: "At").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Astatine").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(85)
                            .accessibilityLabel("Astatine")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.metalloid)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "86").style(LivePeriodicTableScreen.number),
                            Label(text: "Rn").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Radon").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(86)
                            .accessibilityLabel("Radon")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.nobleGas)
                        .width(56)
                        .height(60)
                ),
                LMRowView(
                    spacing: 2,
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "87").style(LivePeriodicTableScreen.number),
                            Label(text: "Fr").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Francium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(87)
                            .accessibilityLabel("Francium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.alkaliMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "88").style(LivePeriodicTableScreen.number),
                            Label(text: "Ra").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Radium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(88)
                            .accessibilityLabel("Radium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.alkalineEarthMetal)
                        .width(56)
                        .height(60),
                    LMColumnView(
                        LMSpacer(),
                        Label(text: "89–103").style(LivePeriodicTableScreen.name),
                        LMSpacer()
                    ).style(LivePeriodicTableScreen.cellLMColumnView).width(56).height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "104").style(LivePeriodicTableScreen.number),
                            Label(text: "Rf").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Rutherfordium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(104)
                            .accessibilityLabel("Rutherfordium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "105").style(LivePeriodicTableScreen.number),
                            Label(text: "Db").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Dubnium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(105)
                            .accessibilityLabel("Dubnium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "106").style(LivePeriodicTableScreen.number),
                            Label(text: "Sg").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Seaborgium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(106)
                            .accessibilityLabel("Seaborgium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "107").style(LivePeriodicTableScreen.number),
                            Label(text: "Bh").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Bohrium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(107)
                            .accessibilityLabel("Bohrium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "108").style(LivePeriodicTableScreen.number),
                            Label(text: "Hs").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Hassium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(108)
                            .accessibilityLabel("Hassium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "109").style(LivePeriodicTableScreen.number),
                            Label(text: "Mt").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Meitnerium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(109)
                            .accessibilityLabel("Meitnerium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "110").style(LivePeriodicTableScreen.number),
                            Label(text: "Ds").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Darmstadtium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(110)
                            .accessibilityLabel("Darmstadtium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "111").style(LivePeriodicTableScreen.number),
                            Label(text: "Rg").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Roentgenium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(111)
                            .accessibilityLabel("Roentgenium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "112").style(LivePeriodicTableScreen.number),
                            Label(text: "Cn").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Copernicium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(112)
                            .accessibilityLabel("Copernicium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.transitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "113").style(LivePeriodicTableScreen.number),
                            Label(text: "Nh").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Nihonium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(113)
                            .accessibilityLabel("Nihonium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.postTransitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "114").style(LivePeriodicTableScreen.number),
                            Label(text: "Fl").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Flerovium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(114)
                            .accessibilityLabel("Flerovium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.postTransitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "115").style(LivePeriodicTableScreen.number),
                            Label(text: "Mc").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Moscovium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(115)
                            .accessibilityLabel("Moscovium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.postTransitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "116").style(LivePeriodicTableScreen.number),
                            Label(text: "Lv").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Livermorium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(116)
                            .accessibilityLabel("Livermorium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.postTransitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "117").style(LivePeriodicTableScreen.number),
                            Label(text: "Ts").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Tennessine").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(117)
                            .accessibilityLabel("Tennessine")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.postTransitionMetal)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "118").style(LivePeriodicTableScreen.number),
                            Label(text: "Og").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Oganesson").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(118)
                            .accessibilityLabel("Oganesson")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.nobleGas)
                        .width(56)
                        .height(60)
                ),
                View().height(16),
                LMRowView(
                    spacing: 2,
                    View().width(56).height(60),
                    View().width(56).height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "57").style(LivePeriodicTableScreen.number),
                            Label(text: "La").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Lanthanum").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(57)
                            .accessibilityLabel("Lanthanum")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.lanthanide)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "58").style(LivePeriodicTableScreen.number),
                            Label(text: "Ce").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Cerium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(58)
                            .accessibilityLabel("Cerium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.lanthanide)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "59").style(LivePeriodicTableScreen.number),
                            Label(text: "Pr").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Praseodymium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(59)
                            .accessibilityLabel("Praseodymium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.lanthanide)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "60").style(LivePeriodicTableScreen.number),
                            Label(text: "Nd").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Neodymium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(60)
                            .accessibilityLabel("Neodymium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.lanthanide)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "61").style(LivePeriodicTableScreen.number),
                            Label(text: "Pm").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Promethium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(61)
                            .accessibilityLabel("Promethium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.lanthanide)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "62").style(LivePeriodicTableScreen.number),
                            Label(text: "Sm").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Samarium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(62)
                            .accessibilityLabel("Samarium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.lanthanide)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "63").style(LivePeriodicTableScreen.number),
                            Label(text: "Eu").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Europium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(63)
                            .accessibilityLabel("Europium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.lanthanide)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "64").style(LivePeriodicTableScreen.number),
                            Label(text: "Gd").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Gadolinium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(64)
                            .accessibilityLabel("Gadolinium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.lanthanide)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "65").style(LivePeriodicTableScreen.number),
                            Label(text: "Tb").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Terbium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(65)
                            .accessibilityLabel("Terbium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.lanthanide)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "66").style(LivePeriodicTableScreen.number),
                            Label(text: "Dy").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Dysprosium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(66)
                            .accessibilityLabel("Dysprosium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.lanthanide)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "67").style(LivePeriodicTableScreen.number),
                            Label(text: "Ho").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Holmium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(67)
                            .accessibilityLabel("Holmium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.lanthanide)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "68").style(LivePeriodicTableScreen.number),
                            Label(text: "Er").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Erbium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(68)
                            .accessibilityLabel("Erbium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.lanthanide)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "69").style(LivePeriodicTableScreen.number),
                            Label(text: "Tm").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Thulium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(69)
                            .accessibilityLabel("Thulium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.lanthanide)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "70").style(LivePeriodicTableScreen.number),
                            Label(text: "Yb").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Ytterbium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(70)
                            .accessibilityLabel("Ytterbium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.lanthanide)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "71").style(LivePeriodicTableScreen.number),
                            Label(text: "Lu").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Lutetium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(71)
                            .accessibilityLabel("Lutetium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.lanthanide)
                        .width(56)
                        .height(60),
                    View().width(56).height(60)
                ),
                LMRowView(
                    spacing: 2,
                    View().width(56).height(60),
                    View().width(56).height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "89").style(LivePeriodicTableScreen.number),
                            Label(text: "Ac").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Actinium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(89)
                            .accessibilityLabel("Actinium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.actinide)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "90").style(LivePeriodicTableScreen.number),
                            Label(text: "Th").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Thorium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(90)
                            .accessibilityLabel("Thorium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.actinide)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "91").style(LivePeriodicTableScreen.number),
                            Label(text: "Pa").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Protactinium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(91)
                            .accessibilityLabel("Protactinium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.actinide)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "92").style(LivePeriodicTableScreen.number),
                            Label(text: "U").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Uranium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(92)
                            .accessibilityLabel("Uranium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.actinide)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "93").style(LivePeriodicTableScreen.number),
                            Label(text: "Np").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Neptunium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(93)
                            .accessibilityLabel("Neptunium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.actinide)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "94").style(LivePeriodicTableScreen.number),
                            Label(text: "Pu").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Plutonium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(94)
                            .accessibilityLabel("Plutonium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.actinide)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "95").style(LivePeriodicTableScreen.number),
                            Label(text: "Am").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Americium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(95)
                            .accessibilityLabel("Americium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.actinide)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "96").style(LivePeriodicTableScreen.number),
                            Label(text: "Cm").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Curium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(96)
                            .accessibilityLabel("Curium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.actinide)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "97").style(LivePeriodicTableScreen.number),
                            Label(text: "Bk").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Berkelium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(97)
                            .accessibilityLabel("Berkelium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.actinide)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "98").style(LivePeriodicTableScreen.number),
                            Label(text: "Cf").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Californium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(98)
                            .accessibilityLabel("Californium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.actinide)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "99").style(LivePeriodicTableScreen.number),
                            Label(text: "Es").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Einsteinium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(99)
                            .accessibilityLabel("Einsteinium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.actinide)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "100").style(LivePeriodicTableScreen.number),
                            Label(text: "Fm").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Fermium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(100)
                            .accessibilityLabel("Fermium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.actinide)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "101").style(LivePeriodicTableScreen.number),
                            Label(text: "Md").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Mendelevium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(101)
                            .accessibilityLabel("Mendelevium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.actinide)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "102").style(LivePeriodicTableScreen.number),
                            Label(text: "No").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Nobelium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(102)
                            .accessibilityLabel("Nobelium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.actinide)
                        .width(56)
                        .height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            Label(text: "103").style(LivePeriodicTableScreen.number),
                            Label(text: "Lr").style(LivePeriodicTableScreen.symbol),
                            Label(text: "Lawrencium").style(LivePeriodicTableScreen.name)
                        ).layoutMargins(2),
                        Button(style: .customButton)
                            .tag(103)
                            .accessibilityLabel("Lawrencium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.actinide)
                        .width(56)
                        .height(60),
                    View().width(56).height(60)
                )
            ).layoutMargins(8)
        )
    )
}
