import Layout
public import Lima
import MarkupKit

// The list screens of the example services in Lima: dynamic sections whose rows are the owners' `@Rows`, their
// templates' bindings reading the row's item through `item.bound(\.…)`.
extension LimaTwins {
    static let groupedBackground = MarkupColor(rgb: 0xf2f2f7, name: "systemGroupedBackground")
    static let secondaryLabel = MarkupColor(rgb: 0x3c3c43, alpha: 0.6, name: "secondaryLabel")
    static let systemRed = MarkupColor(rgb: 0xff3b30, name: "systemRed")
    static let medium = LMActivityIndicatorView(activityIndicatorViewStyle: .medium)

    /// The to-do list (`Todos.xml`).
    @MainActor public static var todos: LMColumnView {
        LMColumnView {
            LMRowView(spacing: 8) {
                LMTextField(placeholder: "What needs doing?", borderStyle: .roundedRect, returnKeyType: .done)
                    .weight(1).id(TodoList.Outlets.titleField).on(.primaryActionTriggered, TodoList.Actions.add)
                LMButton(style: .systemButton, title: "Add").on(.primaryActionTriggered, TodoList.Actions.add)
                medium.id(TodoList.Outlets.activityIndicator)
            }.layoutMargins(12)
            LMTableView(style: .plainTableView) {
                LMSection(
                    name: "todos", selectionMode: .multipleCheckmarks, rows: \TodoList.todos, onDelete: TodoList.Actions.remove
                ) { item in
                    LMTableViewCell(
                        LMRowView(spacing: 8) {
                            LMColumnView(spacing: 2) {
                                LMLabel(text: item.bound(\.title), numberOfLines: 0)
                                LMLabel(text: item.bound(\.dueText), font: .textStyle(.footnote), textColor: secondaryLabel)
                            }.weight(1)
                            LMButton(style: .detailDisclosureButton).accessibilityLabel("Details").link("todos/{id}")
                        })
                }
            }.weight(1).id(TodoList.Outlets.tableView)
        }.backgroundColor(groupedBackground)
    }

    /// One to-do, its due date on a date-mode picker (`Todo.xml`).
    @MainActor public static var todo: LMColumnView {
        LMColumnView(spacing: 12) {
            LMTextField(placeholder: "What needs doing?", borderStyle: .roundedRect).id(TodoSheet.Outlets.titleField)
            LMRowView(spacing: 8) {
                LMLabel(text: "Done").weight(1)
                LMSwitch().id(TodoSheet.Outlets.doneSwitch)
            }
            LMRowView(spacing: 8) {
                LMLabel(text: "Due date").weight(1)
                LMSwitch().id(TodoSheet.Outlets.dueSwitch).on(.valueChanged, TodoSheet.Actions.dueSwitched)
            }
            LMDatePicker(datePickerMode: .date, preferredDatePickerStyle: .inline).id(TodoSheet.Outlets.duePicker)
            LMRowView(spacing: 8) {
                LMButton(style: .systemButton, title: "Save").weight(1).on(.primaryActionTriggered, TodoSheet.Actions.save)
                LMButton(style: .systemButton, title: "Delete").weight(1).tintColor(systemRed)
                    .on(.primaryActionTriggered, TodoSheet.Actions.delete)
            }
            LMLabel(textColor: secondaryLabel, numberOfLines: 0).id(TodoSheet.Outlets.statusLabel)
            LMSpacer()
        }.layoutMargins(16).backgroundColor(groupedBackground)
    }

    /// The employees, searched by name (`Employees.xml`).
    @MainActor public static var employees: LMColumnView {
        LMColumnView(spacing: 0) {
            LMRowView(spacing: 8) {
                LMTextField(
                    placeholder: "First or last name", autocapitalizationType: .noCapitalization, autocorrectionType: .no,
                    borderStyle: .roundedRect, keyboardType: .webSearch
                ).weight(1).id(EmployeeBrowser.Outlets.searchField).on(.editingChanged, EmployeeBrowser.Actions.search)
                medium.id(EmployeeBrowser.Outlets.activityIndicator)
            }.layoutMargins(12)
            LMRowView {
                LMLabel(text: .bound(\EmployeeBrowser.status), font: .textStyle(.footnote), textColor: secondaryLabel)
                    .id(EmployeeBrowser.Outlets.statusLabel)
            }.layoutMargins(Insets(leading: 16, bottom: 4, trailing: 16))
            LMTableView(style: .plainTableView) {
                LMSection(name: "employees", rows: \EmployeeBrowser.employees, link: "employees/{id}") { item in
                    LMStandardCell(
                        style: .subtitleTableViewCell, text: item.bound(\.name),
                        detailText: item.bound(\.hireDate, format: .date(dateStyle: .medium, timeZone: "UTC")),
                        accessoryType: .disclosureIndicator)
                }
                LMSection {
                    LMTableViewCell(
                        selectionStyle: .noSelection,
                        LMButton(style: .systemButton, title: "More").set("enabled", .bound(\EmployeeBrowser.hasMore))
                            .id(EmployeeBrowser.Outlets.moreButton).on(.primaryActionTriggered, EmployeeBrowser.Actions.more))
                }
            }.weight(1)
        }.backgroundColor(groupedBackground)
    }

    /// One row of an employee's history: what it was, and from when.
    @MainActor static func history(_ item: LMRowItem<EmployeeHistoryRow>) -> LMStandardCell {
        LMStandardCell(
            style: .value1TableViewCell, text: item.bound(\.text),
            detailText: item.bound(\.fromDate, format: .date(dateStyle: .medium, timeZone: "UTC")))
    }

    /// One employee's titles and salaries (`Employee.xml`).
    @MainActor public static var employee: LMTableView {
        LMTableView(style: .groupedTableView) {
            LMSection().headerView(
                LMColumnView(spacing: 4) {
                    LMLabel(text: .bound(\EmployeeSheet.name), font: .textStyle(.title2))
                    LMRowView(spacing: 8) {
                        LMLabel(text: .bound(\EmployeeSheet.summary), font: .textStyle(.subheadline), textColor: secondaryLabel)
                        medium.id(EmployeeSheet.Outlets.activityIndicator)
                    }
                }.layoutMargins(16))
            LMSection(name: "titles", rows: \EmployeeSheet.titles, header: "Titles", template: history)
            LMSection(name: "salaries", rows: \EmployeeSheet.salaries, header: "Salaries", template: history)
        }
    }

    /// What went wrong, beside a spinner while something loads: the top of seed 002's two lists.
    static func status(_ problem: LMText, spinner: String) -> LMRowView {
        LMRowView(spacing: 8) {
            LMLabel(
                text: problem, font: .textStyle(.footnote), textColor: MarkupColor(rgb: 0xff3b30, name: "systemRed"),
                numberOfLines: 0
            ).weight(1)
            medium.id(spinner)
        }.layoutMargins(Insets(top: 8, leading: 16, bottom: 8, trailing: 16))
    }

    /// Seed 002's users (`Users.xml`).
    @MainActor public static var users: LMColumnView {
        LMColumnView(spacing: 0) {
            status(.bound(\UserDirectory.problem), spinner: UserDirectory.Outlets.activityIndicator.rawValue)
            LMTableView(style: .plainTableView) {
                LMSection(name: "users", rows: \UserDirectory.users, link: "users/{id}") { item in
                    LMTableViewCell(
                        accessoryType: .disclosureIndicator,
                        LMRowView(spacing: 12) {
                            LMImageView().set("image", item.bound(\.thumbnail)).width(40).height(40)
                                .contentMode(.scaleAspectFill).layer(cornerRadius: 20).clipsToBounds()
                            LMColumnView(spacing: 2) {
                                LMLabel(text: item.bound(\.name), font: .textStyle(.headline))
                                LMLabel(text: item.bound(\.email), font: .textStyle(.subheadline), textColor: secondaryLabel)
                            }.weight(1)
                        })
                }
            }.weight(1)
        }
    }

    /// Seed 003's photo list (`Photos.xml`).
    @MainActor public static var photos: LMColumnView {
        LMColumnView(spacing: 0) {
            status(.bound(\PhotoList.problem), spinner: PhotoList.Outlets.activityIndicator.rawValue)
            LMTableView(style: .plainTableView) {
                LMSection(name: "photos", rows: \PhotoList.photos) { item in
                    LMTableViewCell(
                        LMRowView(spacing: 12) {
                            LMImageView().set("image", item.bound(\.thumbnail)).width(60).height(60)
                                .contentMode(.scaleAspectFill).clipsToBounds()
                            LMColumnView(spacing: 2) {
                                LMLabel(text: item.bound(\.title), font: .textStyle(.body), numberOfLines: 2)
                                LMLabel(text: item.bound(\.number), font: .textStyle(.caption1), textColor: secondaryLabel)
                            }.weight(1)
                        })
                }
            }.weight(1)
        }
    }

    /// Seed 002's posts of one user (`Posts.xml`).
    @MainActor public static var posts: LMColumnView {
        LMColumnView(spacing: 0) {
            status(.bound(\UserPosts.problem), spinner: UserPosts.Outlets.activityIndicator.rawValue)
            LMTableView(style: .plainTableView) {
                LMSection(name: "posts", rows: \UserPosts.posts) { item in
                    LMStandardCell(style: .subtitleTableViewCell, text: item.bound(\.title), detailText: item.bound(\.body))
                }
            }.weight(1)
        }
    }

    /// Seed 002's users in a picker, the chosen user's posts below (`PostBrowser.xml`).
    @MainActor public static var postBrowser: LMColumnView {
        LMColumnView(spacing: 0) {
            status(.bound(\PostBrowser.problem), spinner: PostBrowser.Outlets.activityIndicator.rawValue)
            LMPickerView(.component(name: "user", rows: \PostBrowser.users) { item in .row(item.bound(\.name)) })
                .id(PostBrowser.Outlets.userPicker)
            LMTableView(style: .plainTableView) {
                LMSection(name: "posts", rows: \PostBrowser.posts) { item in
                    LMStandardCell(style: .subtitleTableViewCell, text: item.bound(\.title), detailText: item.bound(\.body))
                }
            }.weight(1)
        }
    }

    /// Every employee, a tap starring one (`Roster.xml`).
    @MainActor public static var roster: LMColumnView {
        LMColumnView(spacing: 0) {
            LMRowView(spacing: 8) {
                LMLabel(text: .bound(\EmployeeRoster.summary), font: .textStyle(.footnote), textColor: secondaryLabel).weight(1)
                medium.id(EmployeeRoster.Outlets.activityIndicator)
            }.layoutMargins(Insets(top: 8, leading: 16, bottom: 8, trailing: 16))
            LMTableView(style: .plainTableView) {
                LMSection(name: "employees", rows: \EmployeeRoster.employees, onSelect: EmployeeRoster.Actions.star) { item in
                    LMStandardCell(
                        style: .subtitleTableViewCell, text: item.bound(\.name),
                        detailText: item.bound(\.hireDate, format: .date(dateStyle: .medium, timeZone: "UTC"))
                    ).set("accessoryType", .bound(expression: "item.starred ? 'checkmark' : 'none'"))
                }
                .onEndReached(EmployeeRoster.Actions.loadMore)
            }.weight(1)
        }
    }
}
