// swift-format-ignore-file
// PeriodicTable.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of PeriodicTable.xml, with its templates as styles.
@MainActor
enum PeriodicTableScreen {
    static let cell = Style("cell", LMColumnView().layer(borderWidth: 0.5, borderColor: Color(rgb: 0x808080)))
    static let nonmetal = Style("nonmetal", LMColumnView().backgroundColor(Color(rgb: 0xa0ffa0)))
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
    static let nobleGas = Style("nobleGas", LMColumnView().backgroundColor(Color(rgb: 0xc0ffff)))
    static let alkaliMetal = Style("alkaliMetal", LMColumnView().backgroundColor(Color(rgb: 0xff6666)))
    static let alkalineEarthMetal = Style("alkalineEarthMetal", LMColumnView().backgroundColor(Color(rgb: 0xffdead)))
    static let metalloid = Style("metalloid", LMColumnView().backgroundColor(Color(rgb: 0xcccc99)))
    static let postTransitionMetal = Style("postTransitionMetal", LMColumnView().backgroundColor(Color(rgb: 0xcccccc)))
    static let transitionMetal = Style("transitionMetal", LMColumnView().backgroundColor(Color(rgb: 0xffc0c0)))
    static let lanthanide = Style("lanthanide", LMColumnView().backgroundColor(Color(rgb: 0xffbfff)))
    static let actinide = Style("actinide", LMColumnView().backgroundColor(Color(rgb: 0xff99cc)))

    static let view = LMScrollView(
        LMColumnView(
            spacing: 2,
            LMRowView(
                spacing: 2,
                LMColumnView(
                    spacing: 0,
                    Label(text: "1").style(PeriodicTableScreen.number),
                    Label(text: "H").style(PeriodicTableScreen.symbol),
                    Label(text: "Hydrogen").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nonmetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
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
                LMColumnView(
                    spacing: 0,
                    Label(text: "2").style(PeriodicTableScreen.number),
                    Label(text: "He").style(PeriodicTableScreen.symbol),
                    Label(text: "Helium").style(PeriodicTableScreen.name)
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
                    Label(text: "3").style(PeriodicTableScreen.number),
                    Label(text: "Li").style(PeriodicTableScreen.symbol),
                    Label(text: "Lithium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.alkaliMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "4").style(PeriodicTableScreen.number),
                    Label(text: "Be").style(PeriodicTableScreen.symbol),
                    Label(text: "Beryllium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.alkalineEarthMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
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
                LMColumnView(
                    spacing: 0,
                    Label(text: "5").style(PeriodicTableScreen.number),
                    Label(text: "B").style(PeriodicTableScreen.symbol),
                    Label(text: "Boron").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.metalloid)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "6").style(PeriodicTableScreen.number),
                    Label(text: "C").style(PeriodicTableScreen.symbol),
                    Label(text: "Carbon").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nonmetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "7").style(PeriodicTableScreen.number),
                    Label(text: "N").style(PeriodicTableScreen.symbol),
                    Label(text: "Nitrogen").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nonmetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "8").style(PeriodicTableScreen.number),
                    Label(text: "O").style(PeriodicTableScreen.symbol),
                    Label(text: "Oxygen").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nonmetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "9").style(PeriodicTableScreen.number),
                    Label(text: "F").style(PeriodicTableScreen.symbol),
                    Label(text: "Fluorine").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nonmetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "10").style(PeriodicTableScreen.number),
                    Label(text: "Ne").style(PeriodicTableScreen.symbol),
                    Label(text: "Neon").style(PeriodicTableScreen.name)
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
                    Label(text: "11").style(PeriodicTableScreen.number),
                    Label(text: "Na").style(PeriodicTableScreen.symbol),
                    Label(text: "Sodium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.alkaliMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "12").style(PeriodicTableScreen.number),
                    Label(text: "Mg").style(PeriodicTableScreen.symbol),
                    Label(text: "Magnesium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.alkalineEarthMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
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
                LMColumnView(
                    spacing: 0,
                    Label(text: "13").style(PeriodicTableScreen.number),
                    Label(text: "Al").style(PeriodicTableScreen.symbol),
                    Label(text: "Aluminium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.postTransitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "14").style(PeriodicTableScreen.number),
                    Label(text: "Si").style(PeriodicTableScreen.symbol),
                    Label(text: "Silicon").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.metalloid)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "15").style(PeriodicTableScreen.number),
                    Label(text: "P").style(PeriodicTableScreen.symbol),
                    Label(text: "Phosphorus").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nonmetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "16").style(PeriodicTableScreen.number),
                    Label(text: "S").style(PeriodicTableScreen.symbol),
                    Label(text: "Sulfur").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nonmetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "17").style(PeriodicTableScreen.number),
                    Label(text: "Cl").style(PeriodicTableScreen.symbol),
                    Label(text: "Chlorine").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nonmetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "18").style(PeriodicTableScreen.number),
                    Label(text: "Ar").style(PeriodicTableScreen.symbol),
                    Label(text: "Argon").style(PeriodicTableScreen.name)
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
                    Label(text: "19").style(PeriodicTableScreen.number),
                    Label(text: "K").style(PeriodicTableScreen.symbol),
                    Label(text: "Potassium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.alkaliMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "20").style(PeriodicTableScreen.number),
                    Label(text: "Ca").style(PeriodicTableScreen.symbol),
                    Label(text: "Calcium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.alkalineEarthMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "21").style(PeriodicTableScreen.number),
                    Label(text: "Sc").style(PeriodicTableScreen.symbol),
                    Label(text: "Scandium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "22").style(PeriodicTableScreen.number),
                    Label(text: "Ti").style(PeriodicTableScreen.symbol),
                    Label(text: "Titanium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "23").style(PeriodicTableScreen.number),
                    Label(text: "V").style(PeriodicTableScreen.symbol),
                    Label(text: "Vanadium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "24").style(PeriodicTableScreen.number),
                    Label(text: "Cr").style(PeriodicTableScreen.symbol),
                    Label(text: "Chromium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "25").style(PeriodicTableScreen.number),
                    Label(text: "Mn").style(PeriodicTableScreen.symbol),
                    Label(text: "Manganese").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "26").style(PeriodicTableScreen.number),
                    Label(text: "Fe").style(PeriodicTableScreen.symbol),
                    Label(text: "Iron").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "27").style(PeriodicTableScreen.number),
                    Label(text: "Co").style(PeriodicTableScreen.symbol),
                    Label(text: "Cobalt").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "28").style(PeriodicTableScreen.number),
                    Label(text: "Ni").style(PeriodicTableScreen.symbol),
                    Label(text: "Nickel").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "29").style(PeriodicTableScreen.number),
                    Label(text: "Cu").style(PeriodicTableScreen.symbol),
                    Label(text: "Copper").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "30").style(PeriodicTableScreen.number),
                    Label(text: "Zn").style(PeriodicTableScreen.symbol),
                    Label(text: "Zinc").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "31").style(PeriodicTableScreen.number),
                    Label(text: "Ga").style(PeriodicTableScreen.symbol),
                    Label(text: "Gallium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.postTransitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "32").style(PeriodicTableScreen.number),
                    Label(text: "Ge").style(PeriodicTableScreen.symbol),
                    Label(text: "Germanium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.metalloid)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "33").style(PeriodicTableScreen.number),
                    Label(text: "As").style(PeriodicTableScreen.symbol),
                    Label(text: "Arsenic").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.metalloid)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "34").style(PeriodicTableScreen.number),
                    Label(text: "Se").style(PeriodicTableScreen.symbol),
                    Label(text: "Selenium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nonmetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "35").style(PeriodicTableScreen.number),
                    Label(text: "Br").style(PeriodicTableScreen.symbol),
                    Label(text: "Bromine").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nonmetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "36").style(PeriodicTableScreen.number),
                    Label(text: "Kr").style(PeriodicTableScreen.symbol),
                    Label(text: "Krypton").style(PeriodicTableScreen.name)
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
                    Label(text: "37").style(PeriodicTableScreen.number),
                    Label(text: "Rb").style(PeriodicTableScreen.symbol),
                    Label(text: "Rubidium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.alkaliMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "38").style(PeriodicTableScreen.number),
                    Label(text: "Sr").style(PeriodicTableScreen.symbol),
                    Label(text: "Strontium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.alkalineEarthMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "39").style(PeriodicTableScreen.number),
                    Label(text: "Y").style(PeriodicTableScreen.symbol),
                    Label(text: "Yttrium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "40").style(PeriodicTableScreen.number),
                    Label(text: "Zr").style(PeriodicTableScreen.symbol),
                    Label(text: "Zirconium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "41").style(PeriodicTableScreen.number),
                    Label(text: "Nb").style(PeriodicTableScreen.symbol),
                    Label(text: "Niobium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "42").style(PeriodicTableScreen.number),
                    Label(text: "Mo").style(PeriodicTableScreen.symbol),
                    Label(text: "Molybdenum").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "43").style(PeriodicTableScreen.number),
                    Label(text: "Tc").style(PeriodicTableScreen.symbol),
                    Label(text: "Technetium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "44").style(PeriodicTableScreen.number),
                    Label(text: "Ru").style(PeriodicTableScreen.symbol),
                    Label(text: "Ruthenium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "45").style(PeriodicTableScreen.number),
                    Label(text: "Rh").style(PeriodicTableScreen.symbol),
                    Label(text: "Rhodium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "46").style(PeriodicTableScreen.number),
                    Label(text: "Pd").style(PeriodicTableScreen.symbol),
                    Label(text: "Palladium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "47").style(PeriodicTableScreen.number),
                    Label(text: "Ag").style(PeriodicTableScreen.symbol),
                    Label(text: "Silver").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "48").style(PeriodicTableScreen.number),
                    Label(text: "Cd").style(PeriodicTableScreen.symbol),
                    Label(text: "Cadmium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "49").style(PeriodicTableScreen.number),
                    Label(text: "In").style(PeriodicTableScreen.symbol),
                    Label(text: "Indium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.postTransitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "50").style(PeriodicTableScreen.number),
                    Label(text: "Sn").style(PeriodicTableScreen.symbol),
                    Label(text: "Tin").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.postTransitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "51").style(PeriodicTableScreen.number),
                    Label(text: "Sb").style(PeriodicTableScreen.symbol),
                    Label(text: "Antimony").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.metalloid)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "52").style(PeriodicTableScreen.number),
                    Label(text: "Te").style(PeriodicTableScreen.symbol),
                    Label(text: "Tellurium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.metalloid)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "53").style(PeriodicTableScreen.number),
                    Label(text: "I").style(PeriodicTableScreen.symbol),
                    Label(text: "Iodine").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nonmetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "54").style(PeriodicTableScreen.number),
                    Label(text: "Xe").style(PeriodicTableScreen.symbol),
                    Label(text: "Xenon").style(PeriodicTableScreen.name)
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
                    Label(text: "55").style(PeriodicTableScreen.number),
                    Label(text: "Cs").style(PeriodicTableScreen.symbol),
                    Label(text: "Caesium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.alkaliMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "56").style(PeriodicTableScreen.number),
                    Label(text: "Ba").style(PeriodicTableScreen.symbol),
                    Label(text: "Barium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.alkalineEarthMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMSpacer(),
                    Label(text: "57–71").style(PeriodicTableScreen.name),
                    LMSpacer()
                ).style(PeriodicTableScreen.cell).width(56).height(60).layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "72").style(PeriodicTableScreen.number),
                    Label(text: "Hf").style(PeriodicTableScreen.symbol),
                    Label(text: "Hafnium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "73").style(PeriodicTableScreen.number),
                    Label(text: "Ta").style(PeriodicTableScreen.symbol),
                    Label(text: "Tantalum").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "74").style(PeriodicTableScreen.number),
                    Label(text: "W").style(PeriodicTableScreen.symbol),
                    Label(text: "Tungsten").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "75").style(PeriodicTableScreen.number),
                    Label(text: "Re").style(PeriodicTableScreen.symbol),
                    Label(text: "Rhenium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "76").style(PeriodicTableScreen.number),
                    Label(text: "Os").style(PeriodicTableScreen.symbol),
                    Label(text: "Osmium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "77").style(PeriodicTableScreen.number),
                    Label(text: "Ir").style(PeriodicTableScreen.symbol),
                    Label(text: "Iridium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "78").style(PeriodicTableScreen.number),
                    Label(text: "Pt").style(PeriodicTableScreen.symbol),
                    Label(text: "Platinum").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "79").style(PeriodicTableScreen.number),
                    Label(text: "Au").style(PeriodicTableScreen.symbol),
                    Label(text: "Gold").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "80").style(PeriodicTableScreen.number),
                    Label(text: "Hg").style(PeriodicTableScreen.symbol),
                    Label(text: "Mercury").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "81").style(PeriodicTableScreen.number),
                    Label(text: "Tl").style(PeriodicTableScreen.symbol),
                    Label(text: "Thallium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.postTransitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "82").style(PeriodicTableScreen.number),
                    Label(text: "Pb").style(PeriodicTableScreen.symbol),
                    Label(text: "Lead").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.postTransitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "83").style(PeriodicTableScreen.number),
                    Label(text: "Bi").style(PeriodicTableScreen.symbol),
                    Label(text: "Bismuth").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.postTransitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "84").style(PeriodicTableScreen.number),
                    Label(text: "Po").style(PeriodicTableScreen.symbol),
                    Label(text: "Polonium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.postTransitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "85").style(PeriodicTableScreen.number),
                    Label(text: "At").style(PeriodicTableScreen.symbol),
                    Label(text: "Astatine").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.metalloid)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "86").style(PeriodicTableScreen.number),
                    Label(text: "Rn").style(PeriodicTableScreen.symbol),
                    Label(text: "Radon").style(PeriodicTableScreen.name)
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
                    Label(text: "87").style(PeriodicTableScreen.number),
                    Label(text: "Fr").style(PeriodicTableScreen.symbol),
                    Label(text: "Francium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.alkaliMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "88").style(PeriodicTableScreen.number),
                    Label(text: "Ra").style(PeriodicTableScreen.symbol),
                    Label(text: "Radium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.alkalineEarthMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    LMSpacer(),
                    Label(text: "89–103").style(PeriodicTableScreen.name),
                    LMSpacer()
                ).style(PeriodicTableScreen.cell).width(56).height(60).layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "104").style(PeriodicTableScreen.number),
                    Label(text: "Rf").style(PeriodicTableScreen.symbol),
                    Label(text: "Rutherfordium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "105").style(PeriodicTableScreen.number),
                    Label(text: "Db").style(PeriodicTableScreen.symbol),
                    Label(text: "Dubnium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "106").style(PeriodicTableScreen.number),
                    Label(text: "Sg").style(PeriodicTableScreen.symbol),
                    Label(text: "Seaborgium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "107").style(PeriodicTableScreen.number),
                    Label(text: "Bh").style(PeriodicTableScreen.symbol),
                    Label(text: "Bohrium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "108").style(PeriodicTableScreen.number),
                    Label(text: "Hs").style(PeriodicTableScreen.symbol),
                    Label(text: "Hassium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "109").style(PeriodicTableScreen.number),
                    Label(text: "Mt").style(PeriodicTableScreen.symbol),
                    Label(text: "Meitnerium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "110").style(PeriodicTableScreen.number),
                    Label(text: "Ds").style(PeriodicTableScreen.symbol),
                    Label(text: "Darmstadtium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "111").style(PeriodicTableScreen.number),
                    Label(text: "Rg").style(PeriodicTableScreen.symbol),
                    Label(text: "Roentgenium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "112").style(PeriodicTableScreen.number),
                    Label(text: "Cn").style(PeriodicTableScreen.symbol),
                    Label(text: "Copernicium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.transitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "113").style(PeriodicTableScreen.number),
                    Label(text: "Nh").style(PeriodicTableScreen.symbol),
                    Label(text: "Nihonium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.postTransitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "114").style(PeriodicTableScreen.number),
                    Label(text: "Fl").style(PeriodicTableScreen.symbol),
                    Label(text: "Flerovium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.postTransitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "115").style(PeriodicTableScreen.number),
                    Label(text: "Mc").style(PeriodicTableScreen.symbol),
                    Label(text: "Moscovium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.postTransitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "116").style(PeriodicTableScreen.number),
                    Label(text: "Lv").style(PeriodicTableScreen.symbol),
                    Label(text: "Livermorium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.postTransitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "117").style(PeriodicTableScreen.number),
                    Label(text: "Ts").style(PeriodicTableScreen.symbol),
                    Label(text: "Tennessine").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.postTransitionMetal)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "118").style(PeriodicTableScreen.number),
                    Label(text: "Og").style(PeriodicTableScreen.symbol),
                    Label(text: "Oganesson").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.nobleGas)
                    .width(56)
                    .height(60)
                    .layoutMargins(2)
            ),
            View().height(16),
            LMRowView(
                spacing: 2,
                View().width(56).height(60),
                View().width(56).height(60),
                LMColumnView(
                    spacing: 0,
                    Label(text: "57").style(PeriodicTableScreen.number),
                    Label(text: "La").style(PeriodicTableScreen.symbol),
                    Label(text: "Lanthanum").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "58").style(PeriodicTableScreen.number),
                    Label(text: "Ce").style(PeriodicTableScreen.symbol),
                    Label(text: "Cerium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "59").style(PeriodicTableScreen.number),
                    Label(text: "Pr").style(PeriodicTableScreen.symbol),
                    Label(text: "Praseodymium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "60").style(PeriodicTableScreen.number),
                    Label(text: "Nd").style(PeriodicTableScreen.symbol),
                    Label(text: "Neodymium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "61").style(PeriodicTableScreen.number),
                    Label(text: "Pm").style(PeriodicTableScreen.symbol),
                    Label(text: "Promethium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "62").style(PeriodicTableScreen.number),
                    Label(text: "Sm").style(PeriodicTableScreen.symbol),
                    Label(text: "Samarium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "63").style(PeriodicTableScreen.number),
                    Label(text: "Eu").style(PeriodicTableScreen.symbol),
                    Label(text: "Europium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "64").style(PeriodicTableScreen.number),
                    Label(text: "Gd").style(PeriodicTableScreen.symbol),
                    Label(text: "Gadolinium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "65").style(PeriodicTableScreen.number),
                    Label(text: "Tb").style(PeriodicTableScreen.symbol),
                    Label(text: "Terbium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "66").style(PeriodicTableScreen.number),
                    Label(text: "Dy").style(PeriodicTableScreen.symbol),
                    Label(text: "Dysprosium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "67").style(PeriodicTableScreen.number),
                    Label(text: "Ho").style(PeriodicTableScreen.symbol),
                    Label(text: "Holmium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "68").style(PeriodicTableScreen.number),
                    Label(text: "Er").style(PeriodicTableScreen.symbol),
                    Label(text: "Erbium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "69").style(PeriodicTableScreen.number),
                    Label(text: "Tm").style(PeriodicTableScreen.symbol),
                    Label(text: "Thulium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "70").style(PeriodicTableScreen.number),
                    Label(text: "Yb").style(PeriodicTableScreen.symbol),
                    Label(text: "Ytterbium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "71").style(PeriodicTableScreen.number),
                    Label(text: "Lu").style(PeriodicTableScreen.symbol),
                    Label(text: "Lutetium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.lanthanide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                View().width(56).height(60)
            ),
            LMRowView(
                spacing: 2,
                View().width(56).height(60),
                View().width(56).height(60),
                LMColumnView(
                    spacing: 0,
                    Label(text: "89").style(PeriodicTableScreen.number),
                    Label(text: "Ac").style(PeriodicTableScreen.symbol),
                    Label(text: "Actinium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "90").style(PeriodicTableScreen.number),
                    Label(text: "Th").style(PeriodicTableScreen.symbol),
                    Label(text: "Thorium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "91").style(PeriodicTableScreen.number),
                    Label(text: "Pa").style(PeriodicTableScreen.symbol),
                    Label(text: "Protactinium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "92").style(PeriodicTableScreen.number),
                    Label(text: "U").style(PeriodicTableScreen.symbol),
                    Label(text: "Uranium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "93").style(PeriodicTableScreen.number),
                    Label(text: "Np").style(PeriodicTableScreen.symbol),
                    Label(text: "Neptunium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "94").style(PeriodicTableScreen.number),
                    Label(text: "Pu").style(PeriodicTableScreen.symbol),
                    Label(text: "Plutonium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "95").style(PeriodicTableScreen.number),
                    Label(text: "Am").style(PeriodicTableScreen.symbol),
                    Label(text: "Americium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "96").style(PeriodicTableScreen.number),
                    Label(text: "Cm").style(PeriodicTableScreen.symbol),
                    Label(text: "Curium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "97").style(PeriodicTableScreen.number),
                    Label(text: "Bk").style(PeriodicTableScreen.symbol),
                    Label(text: "Berkelium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "98").style(PeriodicTableScreen.number),
                    Label(text: "Cf").style(PeriodicTableScreen.symbol),
                    Label(text: "Californium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "99").style(PeriodicTableScreen.number),
                    Label(text: "Es").style(PeriodicTableScreen.symbol),
                    Label(text: "Einsteinium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "100").style(PeriodicTableScreen.number),
                    Label(text: "Fm").style(PeriodicTableScreen.symbol),
                    Label(text: "Fermium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "101").style(PeriodicTableScreen.number),
                    Label(text: "Md").style(PeriodicTableScreen.symbol),
                    Label(text: "Mendelevium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "102").style(PeriodicTableScreen.number),
                    Label(text: "No").style(PeriodicTableScreen.symbol),
                    Label(text: "Nobelium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                LMColumnView(
                    spacing: 0,
                    Label(text: "103").style(PeriodicTableScreen.number),
                    Label(text: "Lr").style(PeriodicTableScreen.symbol),
                    Label(text: "Lawrencium").style(PeriodicTableScreen.name)
                )
                    .style(PeriodicTableScreen.cell, PeriodicTableScreen.actinide)
                    .width(56)
                    .height(60)
                    .layoutMargins(2),
                View().width(56).height(60)
            )
        ).layoutMargins(8).id("table")
    ).id("scrollView")
}
