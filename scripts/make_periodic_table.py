#!/usr/bin/env python3
"""Writes two documents to Sources/MarkupExamples/Markup/: PeriodicTable.xml, the periodic table of seeds 002/003,
all 118 elements built from MarkupKit layout views and labels; and LivePeriodicTable.xml, the same table for the live
page, where each element is a layer with a transparent button over it (tag = atomic number, accessibility label = name)
whose tap the owner shows. Run it again only to change the documents' shape."""
import pathlib

NAMES = """H Hydrogen|He Helium|Li Lithium|Be Beryllium|B Boron|C Carbon|N Nitrogen|O Oxygen|F Fluorine|Ne Neon|
Na Sodium|Mg Magnesium|Al Aluminium|Si Silicon|P Phosphorus|S Sulfur|Cl Chlorine|Ar Argon|K Potassium|Ca Calcium|
Sc Scandium|Ti Titanium|V Vanadium|Cr Chromium|Mn Manganese|Fe Iron|Co Cobalt|Ni Nickel|Cu Copper|Zn Zinc|
Ga Gallium|Ge Germanium|As Arsenic|Se Selenium|Br Bromine|Kr Krypton|Rb Rubidium|Sr Strontium|Y Yttrium|
Zr Zirconium|Nb Niobium|Mo Molybdenum|Tc Technetium|Ru Ruthenium|Rh Rhodium|Pd Palladium|Ag Silver|Cd Cadmium|
In Indium|Sn Tin|Sb Antimony|Te Tellurium|I Iodine|Xe Xenon|Cs Caesium|Ba Barium|La Lanthanum|Ce Cerium|
Pr Praseodymium|Nd Neodymium|Pm Promethium|Sm Samarium|Eu Europium|Gd Gadolinium|Tb Terbium|Dy Dysprosium|
Ho Holmium|Er Erbium|Tm Thulium|Yb Ytterbium|Lu Lutetium|Hf Hafnium|Ta Tantalum|W Tungsten|Re Rhenium|
Os Osmium|Ir Iridium|Pt Platinum|Au Gold|Hg Mercury|Tl Thallium|Pb Lead|Bi Bismuth|Po Polonium|At Astatine|
Rn Radon|Fr Francium|Ra Radium|Ac Actinium|Th Thorium|Pa Protactinium|U Uranium|Np Neptunium|Pu Plutonium|
Am Americium|Cm Curium|Bk Berkelium|Cf Californium|Es Einsteinium|Fm Fermium|Md Mendelevium|No Nobelium|
Lr Lawrencium|Rf Rutherfordium|Db Dubnium|Sg Seaborgium|Bh Bohrium|Hs Hassium|Mt Meitnerium|Ds Darmstadtium|
Rg Roentgenium|Cn Copernicium|Nh Nihonium|Fl Flerovium|Mc Moscovium|Lv Livermorium|Ts Tennessine|Og Oganesson"""
ELEMENTS = [entry.strip().split(" ", 1) for entry in NAMES.replace("\n", "").split("|")]
assert len(ELEMENTS) == 118

CATEGORIES = {
    "alkaliMetal": [3, 11, 19, 37, 55, 87],
    "alkalineEarthMetal": [4, 12, 20, 38, 56, 88],
    "lanthanide": list(range(57, 72)),
    "actinide": list(range(89, 104)),
    "transitionMetal": list(range(21, 31)) + list(range(39, 49)) + list(range(72, 81)) + list(range(104, 113)),
    "postTransitionMetal": [13, 31, 49, 50, 81, 82, 83, 84, 113, 114, 115, 116, 117],
    "metalloid": [5, 14, 32, 33, 51, 52, 85],
    "nonmetal": [1, 6, 7, 8, 9, 15, 16, 17, 34, 35, 53],
    "nobleGas": [2, 10, 18, 36, 54, 86, 118],
}
CATEGORY = {number: name for name, numbers in CATEGORIES.items() for number in numbers}
assert sorted(CATEGORY) == list(range(1, 119))
COLORS = {
    "alkaliMetal": "#ff6666", "alkalineEarthMetal": "#ffdead", "lanthanide": "#ffbfff", "actinide": "#ff99cc",
    "transitionMetal": "#ffc0c0", "postTransitionMetal": "#cccccc", "metalloid": "#cccc99", "nonmetal": "#a0ffa0",
    "nobleGas": "#c0ffff",
}

# The main table: period → {group: atomic number}; group 3 of periods 6 and 7 points to the rows below.
ROWS = [{1: 1, 18: 2}, {1: 3, 2: 4, **{g: g - 8 for g in range(13, 19)}},
        {1: 11, 2: 12, **{g: g for g in range(13, 19)}}, {g: g + 18 for g in range(1, 19)},
        {g: g + 36 for g in range(1, 19)}, {1: 55, 2: 56, 3: "57–71", **{g: g + 68 for g in range(4, 19)}},
        {1: 87, 2: 88, 3: "89–103", **{g: g + 100 for g in range(4, 19)}}]


def cell(number, indent, live):
    symbol, name = ELEMENTS[number - 1]
    pad = " " * indent
    labels = (f'{pad}    <UILabel class="number" text="{number}"/>\n'
              f'{pad}    <UILabel class="symbol" text="{symbol}"/>\n'
              f'{pad}    <UILabel class="name" text="{name}"/>\n')
    if not live:
        return f'{pad}<LMColumnView class="cell, {CATEGORY[number]}">\n{labels}{pad}</LMColumnView>\n'
    labels = labels.replace(f"{pad}    ", f"{pad}        ")
    return (f'{pad}<LMLayerView class="cell, {CATEGORY[number]}">\n'
            f'{pad}    <LMColumnView class="content">\n{labels}{pad}    </LMColumnView>\n'
            f'{pad}    <UIButton style="customButton" tag="{number}" accessibilityLabel="{name}"\n'
            f'{pad}        onPrimaryActionTriggered="elementTapped:"/>\n'
            f'{pad}</LMLayerView>\n')


def row(cells, live, indent=8):
    pad = " " * (indent - 4)
    out = f'{pad}<LMRowView spacing="2">\n'
    for group in range(1, 19):
        value = cells.get(group)
        if value is None:
            out += f'{" " * indent}<UIView class="empty"/>\n'
        elif isinstance(value, str):
            out += (f'{" " * indent}<LMColumnView class="cell">\n{" " * indent}    <LMSpacer/>\n'
                    f'{" " * indent}    <UILabel class="name" text="{value}"/>\n{" " * indent}    <LMSpacer/>\n'
                    f'{" " * indent}</LMColumnView>\n')
        else:
            out += cell(value, indent, live)
    return out + f'{pad}</LMRowView>\n'


def document(live):
    size, content, border = '"width": 56, "height": 60', '"spacing": 0, "layoutMargins": 2', \
        '"layer.borderWidth": 0.5, "layer.borderColor": "#808080"'
    templates = {
        # The live cell is a layer (its content and a button over it): the content is the layer's size, so that a name
        # too long for it shrinks (adjustsFontSizeToFitWidth) instead of widening the layer past its border.
        **({"cell": f"{size}, {border}", "content": f"{size}, {content}"} if live
           else {"cell": f"{size}, {content}, {border}"}),
        "empty": '"width": 56, "height": 60',
        "number": '"font": "System 9"',
        "symbol": '"font": "System-Bold 20", "textAlignment": "center"',
        "name": '"font": "System 8", "textAlignment": "center", "adjustsFontSizeToFitWidth": true, "minimumScaleFactor": 0.5',
        **{name: f'"backgroundColor": "{color}"' for name, color in COLORS.items()},
    }
    if live:
        comment = ("<!-- The periodic table as a live page: tapping an element shows its name and number through the owner's\n"
                   "     selectionLabel outlet (LivePeriodicTable.swift). Generated by scripts/make_periodic_table.py. -->\n")
    else:
        comment = ("<!-- The periodic table (seeds 002 and 003): all 118 elements, built from layout views and labels.\n"
                   "     Generated by scripts/make_periodic_table.py. -->\n")
    out = ['<?xml version="1.0" encoding="UTF-8"?>\n', comment,
           "<?properties {\n" + ",\n".join(f'    "{k}": {{{v}}}' for k, v in templates.items()) + "\n}?>\n\n"]
    if live:
        out.append('<LMColumnView spacing="0">\n'
                   '    <LMRowView layoutMargins="8">\n'
                   '        <UILabel id="selectionLabel" text="Tap an element." font="headline"/>\n'
                   '    </LMRowView>\n')
    # The live page's owner declares one outlet, so only the static document names its scroll view and table.
    ids = ("", "") if live else (' id="scrollView"', ' id="table"')
    table = [f'<LMScrollView{ids[0]}>\n    <LMColumnView{ids[1]} spacing="2" layoutMargins="8">\n']
    # The static document's rows stay where they were, so that its benchmark reads the same 29.5 KB.
    indent = 12 if live else 8
    for cells in ROWS:
        table.append(row(cells, live, indent))
    table.append('        <UIView height="16"/>\n')
    for first in (57, 89):
        table.append(row({g: first + g - 3 for g in range(3, 18)}, live, indent))
    table.append("    </LMColumnView>\n</LMScrollView>\n")
    table = "".join(table)
    # In the live page the table sits inside a column, one level deeper.
    out.append("".join("    " + line if line.strip() else line for line in table.splitlines(True)) if live else table)
    if live:
        out.append("</LMColumnView>\n")
    return "".join(out)


folder = pathlib.Path(__file__).resolve().parent.parent / "Sources/MarkupExamples/Markup"
for live, name in ((False, "PeriodicTable.xml"), (True, "LivePeriodicTable.xml")):
    (folder / name).write_text(document(live))
    print(f"wrote {folder / name}")
