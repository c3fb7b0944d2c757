// swift-format-ignore-file
// PeriodicTable.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of PeriodicTable.xml, with its templates as styles.
@MainActor
enum PeriodicTableScreen {
    static let cell = LMStyle("cell", LMColumnView().layer(borderWidth: 0.5, borderColor: MarkupColor(rgb: 0x808080)))
    static let nonmetal = LMStyle("nonmetal", LMColumnView().backgroundColor(MarkupColor(rgb: 0xa0ffa0)))
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
    static let nobleGas = LMStyle("nobleGas", LMColumnView().backgroundColor(MarkupColor(rgb: 0xc0ffff)))
    static let alkaliMetal = LMStyle("alkaliMetal", LMColumnView().backgroundColor(MarkupColor(rgb: 0xff6666)))
    static let alkalineEarthMetal = LMStyle("alkalineEarthMetal", LMColumnView().backgroundColor(MarkupColor(rgb: 0xffdead)))
    static let metalloid = LMStyle("metalloid", LMColumnView().backgroundColor(MarkupColor(rgb: 0xcccc99)))
    static let postTransitionMetal = LMStyle("postTransitionMetal", LMColumnView().backgroundColor(MarkupColor(rgb: 0xcccccc)))
    static let transitionMetal = LMStyle("transitionMetal", LMColumnView().backgroundColor(MarkupColor(rgb: 0xffc0c0)))
    static let lanthanide = LMStyle("lanthanide", LMColumnView().backgroundColor(MarkupColor(rgb: 0xffbfff)))
    static let actinide = LMStyle("actinide", LMColumnView().backgroundColor(MarkupColor(rgb: 0xff99cc)))

    static let view = LMScrollView(
        LMColumnView(
            spacing: 2,
            LMRowView(
                spacing: 2,
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "1").style(PeriodicTableScreen.number),
                    LMLabel(text: "H").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Hydrogen").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nonmetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
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
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "2").style(PeriodicTableScreen.number),
                    LMLabel(text: "He").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Helium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nobleGas)
                    .width(56)
                    .height(60)
                    .layoutMargins(2)
            ),
            LMRowView(
                spacing: 2,
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "3").style(PeriodicTableScreen.number),
                    LMLabel(text: "Li").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Lithium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.alkaliMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "4").style(PeriodicTableScreen.number),
                    LMLabel(text: "Be").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Beryllium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.alkalineEarthMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
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
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "5").style(PeriodicTableScreen.number),
                    LMLabel(text: "B").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Boron").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.metalloid)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "6").style(PeriodicTableScreen.number),
                    LMLabel(text: "C").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Carbon").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nonmetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "7").style(PeriodicTableScreen.number),
                    LMLabel(text: "N").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Nitrogen").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nonmetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "8").style(PeriodicTableScreen.number),
                    LMLabel(text: "O").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Oxygen").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nonmetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "9").style(PeriodicTableScreen.number),
                    LMLabel(text: "F").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Fluorine").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nonmetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "10").style(PeriodicTableScreen.number),
                    LMLabel(text: "Ne").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Neon").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nobleGas)
                    .width(56)
                    .height(60)
                    .layoutMargins(2)
            ),
            LMRowView(
                spacing: 2,
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "11").style(PeriodicTableScreen.number),
                    LMLabel(text: "Na").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Sodium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.alkaliMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "12").style(PeriodicTableScreen.number),
                    LMLabel(text: "Mg").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Magnesium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.alkalineEarthMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
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
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "13").style(PeriodicTableScreen.number),
                    LMLabel(text: "Al").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Aluminium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.postTransitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "14").style(PeriodicTableScreen.number),
                    LMLabel(text: "Si").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Silicon").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.metalloid)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "15").style(PeriodicTableScreen.number),
                    LMLabel(text: "P").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Phosphorus").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nonmetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "16").style(PeriodicTableScreen.number),
                    LMLabel(text: "S").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Sulfur").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nonmetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "17").style(PeriodicTableScreen.number),
                    LMLabel(text: "Cl").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Chlorine").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nonmetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "18").style(PeriodicTableScreen.number),
                    LMLabel(text: "Ar").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Argon").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nobleGas)
                    .width(56)
                    .height(60)
                    .layoutMargins(2)
            ),
            LMRowView(
                spacing: 2,
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "19").style(PeriodicTableScreen.number),
                    LMLabel(text: "K").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Potassium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.alkaliMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "20").style(PeriodicTableScreen.number),
                    LMLabel(text: "Ca").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Calcium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.alkalineEarthMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "21").style(PeriodicTableScreen.number),
                    LMLabel(text: "Sc").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Scandium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "22").style(PeriodicTableScreen.number),
                    LMLabel(text: "Ti").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Titanium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "23").style(PeriodicTableScreen.number),
                    LMLabel(text: "V").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Vanadium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "24").style(PeriodicTableScreen.number),
                    LMLabel(text: "Cr").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Chromium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "25").style(PeriodicTableScreen.number),
                    LMLabel(text: "Mn").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Manganese").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "26").style(PeriodicTableScreen.number),
                    LMLabel(text: "Fe").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Iron").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "27").style(PeriodicTableScreen.number),
                    LMLabel(text: "Co").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Cobalt").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "28").style(PeriodicTableScreen.number),
                    LMLabel(text: "Ni").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Nickel").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "29").style(PeriodicTableScreen.number),
                    LMLabel(text: "Cu").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Copper").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "30").style(PeriodicTableScreen.number),
                    LMLabel(text: "Zn").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Zinc").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "31").style(PeriodicTableScreen.number),
                    LMLabel(text: "Ga").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Gallium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.postTransitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "32").style(PeriodicTableScreen.number),
                    LMLabel(text: "Ge").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Germanium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.metalloid)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "33").style(PeriodicTableScreen.number),
                    LMLabel(text: "As").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Arsenic").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.metalloid)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "34").style(PeriodicTableScreen.number),
                    LMLabel(text: "Se").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Selenium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nonmetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "35").style(PeriodicTableScreen.number),
                    LMLabel(text: "Br").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Bromine").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nonmetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "36").style(PeriodicTableScreen.number),
                    LMLabel(text: "Kr").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Krypton").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nobleGas)
                    .width(56)
                    .height(60)
                    .layoutMargins(2)
            ),
            LMRowView(
                spacing: 2,
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "37").style(PeriodicTableScreen.number),
                    LMLabel(text: "Rb").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Rubidium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.alkaliMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "38").style(PeriodicTableScreen.number),
                    LMLabel(text: "Sr").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Strontium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.alkalineEarthMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "39").style(PeriodicTableScreen.number),
                    LMLabel(text: "Y").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Yttrium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "40").style(PeriodicTableScreen.number),
                    LMLabel(text: "Zr").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Zirconium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "41").style(PeriodicTableScreen.number),
                    LMLabel(text: "Nb").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Niobium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "42").style(PeriodicTableScreen.number),
                    LMLabel(text: "Mo").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Molybdenum").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "43").style(PeriodicTableScreen.number),
                    LMLabel(text: "Tc").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Technetium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "44").style(PeriodicTableScreen.number),
                    LMLabel(text: "Ru").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Ruthenium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "45").style(PeriodicTableScreen.number),
                    LMLabel(text: "Rh").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Rhodium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "46").style(PeriodicTableScreen.number),
                    LMLabel(text: "Pd").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Palladium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "47").style(PeriodicTableScreen.number),
                    LMLabel(text: "Ag").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Silver").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "48").style(PeriodicTableScreen.number),
                    LMLabel(text: "Cd").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Cadmium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "49").style(PeriodicTableScreen.number),
                    LMLabel(text: "In").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Indium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.postTransitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "50").style(PeriodicTableScreen.number),
                    LMLabel(text: "Sn").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Tin").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.postTransitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "51").style(PeriodicTableScreen.number),
                    LMLabel(text: "Sb").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Antimony").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.metalloid)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "52").style(PeriodicTableScreen.number),
                    LMLabel(text: "Te").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Tellurium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.metalloid)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "53").style(PeriodicTableScreen.number),
                    LMLabel(text: "I").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Iodine").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nonmetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "54").style(PeriodicTableScreen.number),
                    LMLabel(text: "Xe").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Xenon").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nobleGas)
                    .width(56)
                    .height(60)
                    .layoutMargins(2)
            ),
            LMRowView(
                spacing: 2,
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "55").style(PeriodicTableScreen.number),
                    LMLabel(text: "Cs").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Caesium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.alkaliMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "56").style(PeriodicTableScreen.number),
                    LMLabel(text: "Ba").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Barium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.alkalineEarthMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMSpacer(),
                    LMLabel(text: "57–71").style(PeriodicTableScreen.name),
                    LMSpacer()
                ).style(PeriodicTableScreen.cell).width(56).height(60).layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "72").style(PeriodicTableScreen.number),
                    LMLabel(text: "Hf").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Hafnium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "73").style(PeriodicTableScreen.number),
                    LMLabel(text: "Ta").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Tantalum").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "74").style(PeriodicTableScreen.number),
                    LMLabel(text: "W").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Tungsten").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "75").style(PeriodicTableScreen.number),
                    LMLabel(text: "Re").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Rhenium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "76").style(PeriodicTableScreen.number),
                    LMLabel(text: "Os").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Osmium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "77").style(PeriodicTableScreen.number),
                    LMLabel(text: "Ir").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Iridium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "78").style(PeriodicTableScreen.number),
                    LMLabel(text: "Pt").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Platinum").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "79").style(PeriodicTableScreen.number),
                    LMLabel(text: "Au").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Gold").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "80").style(PeriodicTableScreen.number),
                    LMLabel(text: "Hg").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Mercury").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "81").style(PeriodicTableScreen.number),
                    LMLabel(text: "Tl").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Thallium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.postTransitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "82").style(PeriodicTableScreen.number),
                    LMLabel(text: "Pb").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Lead").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.postTransitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "83").style(PeriodicTableScreen.number),
                    LMLabel(text: "Bi").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Bismuth").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.postTransitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "84").style(PeriodicTableScreen.number),
                    LMLabel(text: "Po").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Polonium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.postTransitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "85").style(PeriodicTableScreen.number),
                    LMLabel(text: "At").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Astatine").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.metalloid)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "86").style(PeriodicTableScreen.number),
                    LMLabel(text: "Rn").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Radon").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nobleGas)
                    .width(56)
                    .height(60)
                    .layoutMargins(2)
            ),
            LMRowView(
                spacing: 2,
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "87").style(PeriodicTableScreen.number),
                    LMLabel(text: "Fr").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Francium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.alkaliMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "88").style(PeriodicTableScreen.number),
                    LMLabel(text: "Ra").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Radium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.alkalineEarthMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMSpacer(),
                    LMLabel(text: "89–103").style(PeriodicTableScreen.name),
                    LMSpacer()
                ).style(PeriodicTableScreen.cell).width(56).height(60).layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "104").style(PeriodicTableScreen.number),
                    LMLabel(text: "Rf").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Rutherfordium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "105").style(PeriodicTableScreen.number),
                    LMLabel(text: "Db").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Dubnium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "106").style(PeriodicTableScreen.number),
                    LMLabel(text: "Sg").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Seaborgium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "107").style(PeriodicTableScreen.number),
                    LMLabel(text: "Bh").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Bohrium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "108").style(PeriodicTableScreen.number),
                    LMLabel(text: "Hs").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Hassium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "109").style(PeriodicTableScreen.number),
                    LMLabel(text: "Mt").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Meitnerium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "110").style(PeriodicTableScreen.number),
                    LMLabel(text: "Ds").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Darmstadtium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "111").style(PeriodicTableScreen.number),
                    LMLabel(text: "Rg").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Roentgenium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "112").style(PeriodicTableScreen.number),
                    LMLabel(text: "Cn").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Copernicium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "113").style(PeriodicTableScreen.number),
                    LMLabel(text: "Nh").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Nihonium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.postTransitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "114").style(PeriodicTableScreen.number),
                    LMLabel(text: "Fl").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Flerovium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.postTransitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "115").style(PeriodicTableScreen.number),
                    LMLabel(text: "Mc").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Moscovium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.postTransitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "116").style(PeriodicTableScreen.number),
                    LMLabel(text: "Lv").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Livermorium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.postTransitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "117").style(PeriodicTableScreen.number),
                    LMLabel(text: "Ts").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Tennessine").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.postTransitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "118").style(PeriodicTableScreen.number),
                    LMLabel(text: "Og").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Oganesson").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nobleGas)
                    .width(56)
                    .height(60)
                    .layoutMargins(2)
            ),
            LMView().height(16),
            LMRowView(
                spacing: 2,
                LMView().width(56).height(60),
                LMView().width(56).height(60),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "57").style(PeriodicTableScreen.number),
                    LMLabel(text: "La").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Lanthanum").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "58").style(PeriodicTableScreen.number),
                    LMLabel(text: "Ce").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Cerium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "59").style(PeriodicTableScreen.number),
                    LMLabel(text: "Pr").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Praseodymium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "60").style(PeriodicTableScreen.number),
                    LMLabel(text: "Nd").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Neodymium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "61").style(PeriodicTableScreen.number),
                    LMLabel(text: "Pm").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Promethium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "62").style(PeriodicTableScreen.number),
                    LMLabel(text: "Sm").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Samarium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "63").style(PeriodicTableScreen.number),
                    LMLabel(text: "Eu").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Europium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "64").style(PeriodicTableScreen.number),
                    LMLabel(text: "Gd").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Gadolinium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "65").style(PeriodicTableScreen.number),
                    LMLabel(text: "Tb").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Terbium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "66").style(PeriodicTableScreen.number),
                    LMLabel(text: "Dy").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Dysprosium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "67").style(PeriodicTableScreen.number),
                    LMLabel(text: "Ho").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Holmium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "68").style(PeriodicTableScreen.number),
                    LMLabel(text: "Er").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Erbium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "69").style(PeriodicTableScreen.number),
                    LMLabel(text: "Tm").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Thulium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "70").style(PeriodicTableScreen.number),
                    LMLabel(text: "Yb").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Ytterbium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "71").style(PeriodicTableScreen.number),
                    LMLabel(text: "Lu").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Lutetium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMView().width(56).height(60)
            ),
            LMRowView(
                spacing: 2,
                LMView().width(56).height(60),
                LMView().width(56).height(60),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "89").style(PeriodicTableScreen.number),
                    LMLabel(text: "Ac").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Actinium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "90").style(PeriodicTableScreen.number),
                    LMLabel(text: "Th").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Thorium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "91").style(PeriodicTableScreen.number),
                    LMLabel(text: "Pa").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Protactinium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "92").style(PeriodicTableScreen.number),
                    LMLabel(text: "U").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Uranium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "93").style(PeriodicTableScreen.number),
                    LMLabel(text: "Np").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Neptunium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "94").style(PeriodicTableScreen.number),
                    LMLabel(text: "Pu").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Plutonium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "95").style(PeriodicTableScreen.number),
                    LMLabel(text: "Am").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Americium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "96").style(PeriodicTableScreen.number),
                    LMLabel(text: "Cm").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Curium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "97").style(PeriodicTableScreen.number),
                    LMLabel(text: "Bk").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Berkelium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "98").style(PeriodicTableScreen.number),
                    LMLabel(text: "Cf").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Californium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "99").style(PeriodicTableScreen.number),
                    LMLabel(text: "Es").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Einsteinium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "100").style(PeriodicTableScreen.number),
                    LMLabel(text: "Fm").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Fermium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "101").style(PeriodicTableScreen.number),
                    LMLabel(text: "Md").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Mendelevium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "102").style(PeriodicTableScreen.number),
                    LMLabel(text: "No").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Nobelium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMLabel(text: "103").style(PeriodicTableScreen.number),
                    LMLabel(text: "Lr").style(PeriodicTableScreen.symbol),
                    LMLabel(text: "Lawrencium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMView().width(56).height(60)
            )
        ).layoutMargins(8).id("table")
    ).id("scrollView")
}
