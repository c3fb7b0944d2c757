import KiloSQL
import KiloServer

/// Makes the employees sample's rows, a slice at a time, deterministically: each employee's data comes from a
/// random generator seeded with its number, so slices and databases do not change the result.
struct EmployeeGenerator {
    struct Slice {
        var employees: [[any SQLBindable]] = []
        var titles: [[any SQLBindable]] = []
        var salaries: [[any SQLBindable]] = []
        var departments: [[any SQLBindable]] = []
        var managers: [[any SQLBindable]] = []
    }

    static let firstNumber = 10_001
    static let departments: [[any SQLBindable]] = [
        ["d001", "Marketing"], ["d002", "Finance"], ["d003", "Human Resources"], ["d004", "Production"],
        ["d005", "Development"], ["d006", "Quality Management"], ["d007", "Sales"], ["d008", "Research"],
        ["d009", "Customer Service"],
    ]
    static let current = "9999-01-01"

    let count: Int
    private let titleTotal: Int
    private let salaryTotal: Int
    private var index = 0

    init(count: Int) {
        self.count = count
        let planted = count >= 4
        // The totals keep the sample's proportions; at its size they are its exact counts.
        let titles = Int((Double(count) * Double(ExampleData.sampleTitles) / Double(ExampleData.sampleEmployees)).rounded())
        let salaries = Int((Double(count) * Double(ExampleData.sampleSalaries) / Double(ExampleData.sampleEmployees)).rounded())
        titleTotal = max(titles - (planted ? Self.koblickTitles.count : 0), 0)
        salaryTotal = max(salaries - (planted ? Self.koblickSalaries.count : 0), 0)
    }

    mutating func next(slice size: Int) -> Slice? {
        guard index < count else { return nil }
        var slice = Slice()
        let end = min(index + size, count)
        while index < end {
            add(index, to: &slice)
            index += 1
        }
        return slice
    }

    /// The generated employees: all but 10004, when there is one.
    private var others: Int { max(count - (count >= 4 ? 1 : 0), 1) }

    /// Spreads `total` over the generated employees as evenly as integers allow.
    private func share(_ total: Int, for position: Int) -> Int {
        (position + 1) * total / others - position * total / others
    }

    private func add(_ index: Int, to slice: inout Slice) {
        let number = Self.firstNumber + index
        if number == 10_004 {
            addKoblick(to: &slice)
            return
        }
        let position = index > 3 && count >= 4 ? index - 1 : index
        var random = SplitMix64(seed: UInt64(number))
        let first = Self.firstNames[random.below(Self.firstNames.count)]
        let last = Self.lastNames[random.below(Self.lastNames.count)]
        let birth = Self.day(1952, 2, 1) + random.below(4_750)
        let hire = Self.day(1985, 1, 1) + random.below(5_500)
        let gender = random.below(5) < 3 ? "M" : "F"
        slice.employees.append([number, Self.text(birth), first, last, gender, Self.text(hire)])

        // Titles: a career path from the hire date, the last one current.
        let titleCount = share(titleTotal, for: position)
        let path = Self.careers[random.below(Self.careers.count)]
        var from = hire
        for step in 0..<titleCount {
            let isLast = step == titleCount - 1
            let to = from + 700 + random.below(2_500)
            slice.titles.append([number, path[min(step, path.count - 1)], Self.text(from), isLast ? Self.current : Self.text(to)])
            from = to
        }

        // Salaries: a raise a year; pairs of neighbours trade a few years so the counts vary but the total holds.
        var trade = 0
        let pairBase = share(salaryTotal, for: position & ~1)
        if (position | 1) < others, pairBase > 1 {
            var pair = SplitMix64(seed: UInt64(position / 2) &+ 0x5EED)
            trade = pair.below(min(pairBase - 1, 8))
        }
        let salaryCount = share(salaryTotal, for: position) + (position.isMultiple(of: 2) ? -trade : trade)
        var salary = 38_000 + random.below(32_000)
        from = hire
        for year in 0..<salaryCount {
            let to = from + 365
            slice.salaries.append([number, salary, Self.text(from), year == salaryCount - 1 ? Self.current : Self.text(to)])
            salary += salary * (2 + random.below(5)) / 100
            from = to
        }

        let department = Self.departments[random.below(Self.departments.count)][0]
        slice.departments.append([number, department, Self.text(hire), Self.current])
        if index >= 4, index < 28 {
            slice.managers.append([
                number, Self.departments[(index - 4) % Self.departments.count][0], Self.text(hire), Self.current,
            ])
        }
    }

    // MARK: Employee 10004, as the sample has him

    static let koblickTitles: [[any SQLBindable]] = [
        [10_004, "Engineer", "1986-12-01", "1995-12-01"],
        [10_004, "Senior Engineer", "1995-12-01", current],
    ]
    static let koblickSalaries: [[any SQLBindable]] = {
        let history: [(Int, String)] = [
            (40_054, "1986-12-01"), (42_283, "1987-12-01"), (42_542, "1988-11-30"), (46_065, "1989-11-30"),
            (48_271, "1990-11-30"), (50_594, "1991-11-30"), (52_119, "1992-11-29"), (54_693, "1993-11-29"),
            (58_326, "1994-11-29"), (60_770, "1995-11-29"), (62_566, "1996-11-28"), (64_340, "1997-11-28"),
            (67_096, "1998-11-28"), (69_722, "1999-11-28"), (70_698, "2000-11-27"), (74_057, "2001-11-27"),
        ]
        return history.enumerated().map { offset, entry in
            [10_004, entry.0, entry.1, offset + 1 < history.count ? history[offset + 1].1 : current]
        }
    }()

    private func addKoblick(to slice: inout Slice) {
        slice.employees.append([10_004, "1954-05-01", "Chirstian", "Koblick", "M", "1986-12-01"])
        slice.titles += Self.koblickTitles
        slice.salaries += Self.koblickSalaries
        slice.departments.append([10_004, "d004", "1986-12-01", Self.current])
    }

    // MARK: Dates and names

    /// Days since 1970-01-01.
    static func day(_ year: Int, _ month: Int, _ day: Int) -> Int {
        LocalDate(year: year, month: month, day: day)?.daysSince1970 ?? 0
    }

    /// `YYYY-MM-DD` of a day since 1970.
    static func text(_ days: Int) -> String {
        LocalDate(daysSince1970: days)?.description ?? ""
    }

    static let careers = [
        ["Engineer", "Senior Engineer", "Technique Leader"],
        ["Assistant Engineer", "Engineer", "Senior Engineer"],
        ["Staff", "Senior Staff", "Manager"],
    ]
    static let firstNames = [
        "Georgi", "Bezalel", "Parto", "Saniya", "Sumant", "Duangkaew", "Mary", "Patricio", "Eberhardt", "Berni",
        "Guoxiang", "Kazuhito", "Cristinel", "Kazuhide", "Lillian", "Mayuko", "Ramzi", "Shahaf", "Bojan", "Suzette",
        "Prasadram", "Yongqiao", "Divier", "Domenick", "Otmar", "Elvis", "Karsten", "Jeong", "Arif", "Bader",
        "Alain", "Adamantios", "Pradeep", "Huan", "Alejandro", "Weiyi", "Uri", "Magy", "Yishay", "Mingsen",
    ]
    static let lastNames = [
        "Facello", "Simmel", "Bamford", "Koblick", "Maliniak", "Preusig", "Zielinski", "Kalloufi", "Peac", "Piveteau",
        "Sluis", "Bridgland", "Terkki", "Genin", "Nooteboom", "Cappelletti", "Bouloucos", "Peha", "Haddadi", "Warwick",
        "Erde", "Famili", "Montemayor", "Pettey", "Heyers", "Berztiss", "Reistad", "Tempesti", "Herbst", "Demeyer",
        "Rosenblum", "Stamatiou", "Wendorf", "Gargeya", "Chappelet", "Meriste", "Lenart", "Stanfel", "Syrotiuk", "Ishibashi",
    ]
}

/// A small, fast, seedable random generator (SplitMix64), so the data is the same everywhere.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(max(bound, 1)))
    }
}
