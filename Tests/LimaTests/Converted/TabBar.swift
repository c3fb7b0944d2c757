// swift-format-ignore-file
// TabBar.xml, converted to Lima by `httprpc markup convert`.

import Layout
import Lima
import MarkupKit

/// The view of TabBar.xml.
@MainActor
enum TabBarScreen {
    static let view = LMTabBar(
        .item(.featured, name: "featured"),
        .item(.recents, name: "recents"),
        .item(.bookmarks, name: "bookmarks"),
        .item(.search, name: "search"),
        .item(.downloads, name: "downloads")
    ).id("tabBar")
}
