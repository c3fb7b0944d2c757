// swift-format-ignore-file
// LivePeriodicTable.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of LivePeriodicTable.xml, with its templates as styles.
@MainActor
enum LivePeriodicTableScreen {
    static let cellLMLayerView = LMStyle("cell", LMLayerView().layer(borderWidth: 0.5, borderColor: MarkupColor(rgb: 0x808080)))
    static let nonmetal = LMStyle("nonmetal", LMLayerView().backgroundColor(MarkupColor(rgb: 0xa0ffa0)))
    static let number = LMStyle("number", LMLabel(font: .system(.regular, size: 9)))
    static let symbol = LMStyle("symbol", LMLabel(font: .system(.bold, size: 20), textAlignment: .center))
    static let name = LMStyle(
        "name",
        LMLabel(
            font: .system(.regular, size: 8),
            textAlignment: .center,
            adjustsFontSizeToFitWidth: true,
            minimumScaleFactor: 0.5
        )
    )
    static let nobleGas = LMStyle("nobleGas", LMLayerView().backgroundColor(MarkupColor(rgb: 0xc0ffff)))
    static let alkaliMetal = LMStyle("alkaliMetal", LMLayerView().backgroundColor(MarkupColor(rgb: 0xff6666)))
    static let alkalineEarthMetal = LMStyle("alkalineEarthMetal", LMLayerView().backgroundColor(MarkupColor(rgb: 0xffdead)))
    static let metalloid = LMStyle("metalloid", LMLayerView().backgroundColor(MarkupColor(rgb: 0xcccc99)))
    static let postTransitionMetal = LMStyle("postTransitionMetal", LMLayerView().backgroundColor(MarkupColor(rgb: 0xcccccc)))
    static let transitionMetal = LMStyle("transitionMetal", LMLayerView().backgroundColor(MarkupColor(rgb: 0xffc0c0)))
    static let cellLMColumnView = LMStyle("cell", LMColumnView().layer(borderWidth: 0.5, borderColor: MarkupColor(rgb: 0x808080)))
    static let lanthanide = LMStyle("lanthanide", LMLayerView().backgroundColor(MarkupColor(rgb: 0xffbfff)))
    static let actinide = LMStyle("actinide", LMLayerView().backgroundColor(MarkupColor(rgb: 0xff99cc)))

    static let view = LMColumnView(
        spacing: 0,
        LMRowView(LMLabel(text: "Tap an element.", font: .textStyle(.headline)).id("selectionLabel"))
            .layoutMargins(8),
        LMScrollView(
            LMColumnView(
                spacing: 2,
                LMRowView(
                    spacing: 2,
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            LMLabel(text: "1").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "H").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Hydrogen").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
                            .tag(1)
                            .accessibilityLabel("Hydrogen")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.nonmetal)
                        .width(56)
                        .height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            LMLabel(text: "2").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "He").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Helium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "3").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Li").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Lithium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "4").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Be").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Beryllium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
                            .tag(4)
                            .accessibilityLabel("Beryllium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.alkalineEarthMetal)
                        .width(56)
                        .height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            LMLabel(text: "5").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "B").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Boron").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "6").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "C").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Carbon").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "7").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "N").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Nitrogen").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "8").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "O").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Oxygen").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "9").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "F").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Fluorine").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "10").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Ne").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Neon").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "11").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Na").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Sodium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "12").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Mg").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Magnesium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
                            .tag(12)
                            .accessibilityLabel("Magnesium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.alkalineEarthMetal)
                        .width(56)
                        .height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            LMLabel(text: "13").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Al").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Aluminium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "14").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Si").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Silicon").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "15").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "P").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Phosphorus").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "16").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "S").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Sulfur").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "17").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Cl").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Chlorine").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "18").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Ar").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Argon").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "19").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "K").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Potassium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "20").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Ca").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Calcium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "21").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Sc").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Scandium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "22").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Ti").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Titanium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "23").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "V").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Vanadium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "24").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Cr").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Chromium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "25").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Mn").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Manganese").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "26").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Fe").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Iron").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "27").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Co").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Cobalt").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "28").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Ni").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Nickel").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "29").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Cu").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Copper").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "30").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Zn").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Zinc").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "31").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Ga").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Gallium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "32").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Ge").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Germanium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "33").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "As").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Arsenic").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "34").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Se").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Selenium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "35").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Br").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Bromine").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "36").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Kr").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Krypton").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "37").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Rb").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Rubidium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "38").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Sr").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Strontium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "39").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Y").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Yttrium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "40").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Zr").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Zirconium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "41").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Nb").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Niobium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "42").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Mo").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Molybdenum").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "43").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Tc").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Technetium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "44").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Ru").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Ruthenium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "45").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Rh").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Rhodium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "46").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Pd").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Palladium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "47").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Ag").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Silver").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "48").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Cd").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Cadmium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "49").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "In").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Indium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "50").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Sn").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Tin").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "51").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Sb").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Antimony").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "52").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Te").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Tellurium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "53").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "I").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Iodine").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "54").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Xe").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Xenon").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "55").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Cs").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Caesium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "56").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Ba").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Barium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
                            .tag(56)
                            .accessibilityLabel("Barium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.alkalineEarthMetal)
                        .width(56)
                        .height(60),
                    LMColumnView(
                        LMSpacer(),
                        LMLabel(text: "57–71").style(LivePeriodicTableScreen.name),
                        LMSpacer()
                    ).style(LivePeriodicTableScreen.cellLMColumnView).width(56).height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            LMLabel(text: "72").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Hf").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Hafnium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "73").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Ta").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Tantalum").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "74").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "W").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Tungsten").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "75").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Re").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Rhenium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "76").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Os").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Osmium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "77").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Ir").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Iridium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "78").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Pt").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Platinum").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "79").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Au").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Gold").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "80").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Hg").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Mercury").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "81").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Tl").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Thallium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "82").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Pb").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Lead").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "83").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Bi").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Bismuth").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "84").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Po").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Polonium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "85").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "At").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Astatine").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "86").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Rn").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Radon").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "87").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Fr").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Francium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "88").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Ra").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Radium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
                            .tag(88)
                            .accessibilityLabel("Radium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.alkalineEarthMetal)
                        .width(56)
                        .height(60),
                    LMColumnView(
                        LMSpacer(),
                        LMLabel(text: "89–103").style(LivePeriodicTableScreen.name),
                        LMSpacer()
                    ).style(LivePeriodicTableScreen.cellLMColumnView).width(56).height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            LMLabel(text: "104").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Rf").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Rutherfordium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "105").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Db").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Dubnium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "106").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Sg").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Seaborgium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "107").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Bh").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Bohrium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "108").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Hs").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Hassium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "109").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Mt").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Meitnerium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "110").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Ds").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Darmstadtium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "111").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Rg").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Roentgenium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "112").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Cn").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Copernicium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "113").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Nh").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Nihonium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "114").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Fl").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Flerovium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "115").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Mc").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Moscovium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "116").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Lv").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Livermorium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "117").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Ts").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Tennessine").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "118").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Og").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Oganesson").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
                            .tag(118)
                            .accessibilityLabel("Oganesson")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.nobleGas)
                        .width(56)
                        .height(60)
                ),
                LMView().height(16),
                LMRowView(
                    spacing: 2,
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            LMLabel(text: "57").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "La").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Lanthanum").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "58").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Ce").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Cerium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "59").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Pr").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Praseodymium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "60").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Nd").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Neodymium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "61").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Pm").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Promethium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "62").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Sm").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Samarium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "63").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Eu").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Europium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "64").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Gd").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Gadolinium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "65").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Tb").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Terbium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "66").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Dy").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Dysprosium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "67").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Ho").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Holmium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "68").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Er").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Erbium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "69").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Tm").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Thulium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "70").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Yb").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Ytterbium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "71").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Lu").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Lutetium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
                            .tag(71)
                            .accessibilityLabel("Lutetium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.lanthanide)
                        .width(56)
                        .height(60),
                    LMView().width(56).height(60)
                ),
                LMRowView(
                    spacing: 2,
                    LMView().width(56).height(60),
                    LMView().width(56).height(60),
                    LMLayerView(
                        LMColumnView(
                            spacing: 0,
                            LMLabel(text: "89").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Ac").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Actinium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "90").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Th").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Thorium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "91").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Pa").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Protactinium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "92").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "U").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Uranium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "93").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Np").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Neptunium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "94").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Pu").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Plutonium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "95").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Am").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Americium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "96").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Cm").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Curium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "97").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Bk").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Berkelium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "98").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Cf").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Californium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "99").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Es").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Einsteinium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "100").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Fm").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Fermium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "101").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Md").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Mendelevium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "102").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "No").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Nobelium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
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
                            LMLabel(text: "103").style(LivePeriodicTableScreen.number),
                            LMLabel(text: "Lr").style(LivePeriodicTableScreen.symbol),
                            LMLabel(text: "Lawrencium").style(LivePeriodicTableScreen.name)
                        ).width(56).height(60).layoutMargins(2),
                        LMButton(style: .customButton)
                            .tag(103)
                            .accessibilityLabel("Lawrencium")
                            .on(.primaryActionTriggered, "elementTapped:")
                    )
                        .style(LivePeriodicTableScreen.cellLMLayerView, LivePeriodicTableScreen.actinide)
                        .width(56)
                        .height(60),
                    LMView().width(56).height(60)
                )
            ).layoutMargins(8)
        )
    )
}
