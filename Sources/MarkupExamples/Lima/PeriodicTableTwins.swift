import Layout
public import Lima
import MarkupKit

// The periodic table in Lima: where markup needs a script to write 118 cells (scripts/make_periodic_table.py), Swift
// says the table's shape once and loops over the elements' data.
extension LimaTwins {
    /// The periodic table of seeds 002 and 003: `PeriodicTable.xml`'s twin.
    public static var periodicTable: LMScrollView {
        let table = PeriodicTableStyles(live: false)
        return LMScrollView(
            LMColumnView(spacing: 2) {
                for period in PeriodicTableData.periods { table.row(period) }
                LMView().height(16)
                for series in PeriodicTableData.series { table.row(series) }
            }.id("table").layoutMargins(8)
        ).id("scrollView")
    }

    /// The periodic table as a live page, each element a button whose tap ``LivePeriodicTable`` shows:
    /// `LivePeriodicTable.xml`'s twin.
    public static var livePeriodicTable: LMColumnView {
        let table = PeriodicTableStyles(live: true)
        return LMColumnView(spacing: 0) {
            LMRowView(
                LMLabel(text: "Tap an element.", font: .textStyle(.headline)).id(LivePeriodicTable.Outlets.selectionLabel)
            ).layoutMargins(8)
            LMScrollView(
                LMColumnView(spacing: 2) {
                    for period in PeriodicTableData.periods { table.row(period) }
                    LMView().height(16)
                    for series in PeriodicTableData.series { table.row(series) }
                }.layoutMargins(8))
        }
    }
}

/// The table's styles (the documents' templates) and how a row of it is made. The styles are made once, as a screen's
/// constants would be, not per cell.
struct PeriodicTableStyles {
    let live: Bool
    let cell: LMStyle<LMColumnView>
    let layerCell: LMStyle<LMLayerView>
    let empty: LMStyle<LMView>
    /// Each category's background, by name: for the static table's cells and the live table's.
    let categories: [String: LMStyle<LMColumnView>]
    let layerCategories: [String: LMStyle<LMLayerView>]
    let content = LMStyle("content", LMColumnView(spacing: 0).width(56).height(60).layoutMargins(2))
    let number = LMStyle("number", LMLabel(font: .system(.regular, size: 9)))
    let symbol = LMStyle("symbol", LMLabel(font: .system(.bold, size: 20), textAlignment: .center))
    let name = LMStyle(
        "name",
        LMLabel(
            font: .system(.regular, size: 8), textAlignment: .center, adjustsFontSizeToFitWidth: true, minimumScaleFactor: 0.5))

    init(live: Bool) {
        self.live = live
        let size = (width: 56.0, height: 60.0)
        let border = MarkupColor(rgb: 0x808080)
        // The live table's cells leave spacing and margins to their content's style.
        let column = LMColumnView(spacing: live ? nil : 0).width(size.width).height(size.height)
            .layer(borderWidth: 0.5, borderColor: border)
        cell = LMStyle("cell", live ? column : column.layoutMargins(2))
        layerCell = LMStyle(
            "cell", LMLayerView().width(size.width).height(size.height).layer(borderWidth: 0.5, borderColor: border))
        empty = LMStyle("empty", LMView().width(size.width).height(size.height))
        categories = Dictionary(
            uniqueKeysWithValues: PeriodicTableData.categories.map {
                ($0.name, LMStyle($0.name, LMColumnView().backgroundColor($0.color)))
            })
        layerCategories = Dictionary(
            uniqueKeysWithValues: PeriodicTableData.categories.map {
                ($0.name, LMStyle($0.name, LMLayerView().backgroundColor($0.color)))
            })
    }

    func row(_ slots: [Int: PeriodicTableData.Slot]) -> LMRowView {
        LMRowView(spacing: 2) {
            for group in 1...18 {
                switch slots[group] {
                case .element(let number)?: element(number)
                case .series(let range)?:
                    LMColumnView(LMSpacer(), LMLabel(text: LMText(range)).style(name), LMSpacer()).style(cell)
                case nil: LMView().style(empty)
                }
            }
        }
    }

    func element(_ number: Int) -> any LimaView {
        let (symbol, elementName) = PeriodicTableData.elements[number - 1]
        let category = PeriodicTableData.category(of: number)
        let labels = LMColumnView(
            LMLabel(text: LMText(String(number))).style(self.number), LMLabel(text: LMText(symbol)).style(self.symbol),
            LMLabel(text: LMText(elementName)).style(name))
        guard live else { return labels.style(cell, categories[category] ?? cell) }
        return LMLayerView(
            labels.style(content),
            LMButton(style: .customButton).tag(number).accessibilityLabel(LMText(elementName))
                .on(.primaryActionTriggered, LivePeriodicTable.Actions.elementTapped)
        ).style(layerCell, layerCategories[category] ?? layerCell)
    }
}

/// The elements, their categories, and where each sits in the table.
enum PeriodicTableData {
    /// What a place in a row holds.
    enum Slot {
        case element(Int)
        /// The lanthanides' or actinides' range, shown in group 3 of periods 6 and 7.
        case series(String)
    }

    static let elements: [(symbol: String, name: String)] = """
        H Hydrogen|He Helium|Li Lithium|Be Beryllium|B Boron|C Carbon|N Nitrogen|O Oxygen|F Fluorine|Ne Neon|\
        Na Sodium|Mg Magnesium|Al Aluminium|Si Silicon|P Phosphorus|S Sulfur|Cl Chlorine|Ar Argon|K Potassium|\
        Ca Calcium|Sc Scandium|Ti Titanium|V Vanadium|Cr Chromium|Mn Manganese|Fe Iron|Co Cobalt|Ni Nickel|Cu Copper|\
        Zn Zinc|Ga Gallium|Ge Germanium|As Arsenic|Se Selenium|Br Bromine|Kr Krypton|Rb Rubidium|Sr Strontium|\
        Y Yttrium|Zr Zirconium|Nb Niobium|Mo Molybdenum|Tc Technetium|Ru Ruthenium|Rh Rhodium|Pd Palladium|Ag Silver|\
        Cd Cadmium|In Indium|Sn Tin|Sb Antimony|Te Tellurium|I Iodine|Xe Xenon|Cs Caesium|Ba Barium|La Lanthanum|\
        Ce Cerium|Pr Praseodymium|Nd Neodymium|Pm Promethium|Sm Samarium|Eu Europium|Gd Gadolinium|Tb Terbium|\
        Dy Dysprosium|Ho Holmium|Er Erbium|Tm Thulium|Yb Ytterbium|Lu Lutetium|Hf Hafnium|Ta Tantalum|W Tungsten|\
        Re Rhenium|Os Osmium|Ir Iridium|Pt Platinum|Au Gold|Hg Mercury|Tl Thallium|Pb Lead|Bi Bismuth|Po Polonium|\
        At Astatine|Rn Radon|Fr Francium|Ra Radium|Ac Actinium|Th Thorium|Pa Protactinium|U Uranium|Np Neptunium|\
        Pu Plutonium|Am Americium|Cm Curium|Bk Berkelium|Cf Californium|Es Einsteinium|Fm Fermium|Md Mendelevium|\
        No Nobelium|Lr Lawrencium|Rf Rutherfordium|Db Dubnium|Sg Seaborgium|Bh Bohrium|Hs Hassium|Mt Meitnerium|\
        Ds Darmstadtium|Rg Roentgenium|Cn Copernicium|Nh Nihonium|Fl Flerovium|Mc Moscovium|Lv Livermorium|\
        Ts Tennessine|Og Oganesson
        """.split(separator: "|").map { entry in
            let parts = entry.split(separator: " ", maxSplits: 1)
            return (String(parts[0]), String(parts[parts.count - 1]))
        }

    static let categories: [(name: String, color: MarkupColor, numbers: [ClosedRange<Int>])] = [
        ("alkaliMetal", MarkupColor(rgb: 0xff6666), [3...3, 11...11, 19...19, 37...37, 55...55, 87...87]),
        ("alkalineEarthMetal", MarkupColor(rgb: 0xffdead), [4...4, 12...12, 20...20, 38...38, 56...56, 88...88]),
        ("lanthanide", MarkupColor(rgb: 0xffbfff), [57...71]),
        ("actinide", MarkupColor(rgb: 0xff99cc), [89...103]),
        ("transitionMetal", MarkupColor(rgb: 0xffc0c0), [21...30, 39...48, 72...80, 104...112]),
        ("postTransitionMetal", MarkupColor(rgb: 0xcccccc), [13...13, 31...31, 49...50, 81...84, 113...117]),
        ("metalloid", MarkupColor(rgb: 0xcccc99), [5...5, 14...14, 32...33, 51...52, 85...85]),
        ("nonmetal", MarkupColor(rgb: 0xa0ffa0), [1...1, 6...9, 15...17, 34...35, 53...53]),
        ("nobleGas", MarkupColor(rgb: 0xc0ffff), [2...2, 10...10, 18...18, 36...36, 54...54, 86...86, 118...118]),
    ]

    /// The name of the category element `number` is in (every element has one).
    static func category(of number: Int) -> String {
        categories.first { $0.numbers.contains { $0.contains(number) } }?.name ?? ""
    }

    /// The seven periods: group → what is there.
    static let periods: [[Int: Slot]] = [
        [1: .element(1), 18: .element(2)],
        [1: .element(3), 2: .element(4)].merging(groups(13...18, offset: -8)) { $1 },
        [1: .element(11), 2: .element(12)].merging(groups(13...18, offset: 0)) { $1 },
        groups(1...18, offset: 18),
        groups(1...18, offset: 36),
        [1: .element(55), 2: .element(56), 3: .series("57–71")].merging(groups(4...18, offset: 68)) { $1 },
        [1: .element(87), 2: .element(88), 3: .series("89–103")].merging(groups(4...18, offset: 100)) { $1 },
    ]

    /// The lanthanides and the actinides, under groups 3 to 17.
    static let series: [[Int: Slot]] = [groups(3...17, offset: 54), groups(3...17, offset: 86)]

    static func groups(_ groups: ClosedRange<Int>, offset: Int) -> [Int: Slot] {
        Dictionary(uniqueKeysWithValues: groups.map { ($0, Slot.element($0 + offset)) })
    }
}
