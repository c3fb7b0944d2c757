// swift-format-ignore-file
// Written by ConversionTests: each converted example's view, by document name.

import Lima

@MainActor
enum ConvertedScreens {
    static let all: [String: any LimaView] = [
        "AirConditioner": AirConditionerScreen.view,
        "AnchorEdges": AnchorEdgesScreen.view,
        "AnchorLeadingTrailing": AnchorLeadingTrailingScreen.view,
        "AnchorSpanning": AnchorSpanningScreen.view,
        "Attributes": AttributesScreen.view,
        "BaselineRow": BaselineRowScreen.view,
        "Bindings": BindingsScreen.view,
        "ColoredRow": ColoredRowScreen.view,
        "Column": ColumnScreen.view,
        "ColumnWeights": ColumnWeightsScreen.view,
        "CustomCell": CustomCellScreen.view,
        "Employee": EmployeeScreen.view,
        "Employees": EmployeesScreen.view,
        "Greeting": GreetingScreen.view,
        "Grid": GridScreen.view,
        "HelloWorld": HelloWorldScreen.view,
        "Layer": LayerScreen.view,
        "LiveGreeting": LiveGreetingScreen.view,
        "LivePeriodicTable": LivePeriodicTableScreen.view,
        "PeriodicTable": PeriodicTableScreen.view,
        "Pets": PetsScreen.view,
        "Photos": PhotosScreen.view,
        "PieChart": PieChartScreen.view,
        "PizzaForm": PizzaFormScreen.view,
        "PizzaOrder": PizzaOrderScreen.view,
        "PostBrowser": PostBrowserScreen.view,
        "Posts": PostsScreen.view,
        "Roster": RosterScreen.view,
        "Row": RowScreen.view,
        "RowWeights": RowWeightsScreen.view,
        "Segments": SegmentsScreen.view,
        "SizeConstraints": SizeConstraintsScreen.view,
        "Sizes": SizesScreen.view,
        "SizesPicker": SizesPickerScreen.view,
        "Spacers": SpacersScreen.view,
        "TabBar": TabBarScreen.view,
        "Templates": TemplatesScreen.view,
        "Todo": TodoScreen.view,
        "Todos": TodosScreen.view,
        "Users": UsersScreen.view,
        "WeightedViews": WeightedViewsScreen.view,
    ]
}
