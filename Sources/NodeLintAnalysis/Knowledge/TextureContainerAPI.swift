/// The API of Texture's containers that must be called on the main thread and asserts it
/// (docs/texture-facts.md#containers): the update and query methods of Source/ASCollectionNode.h
/// (:260-312) and Source/ASTableNode.h, and of the views ASCollectionView.h and ASTableView.h, which keep
/// UITableView's `beginUpdates`/`endUpdates`. Swift base names.
public enum TextureContainerAPI {
    /// The containers: Source/ASTableNode.h, ASCollectionNode.h, ASPagerNode.h (an ASCollectionNode) and
    /// their views, ASTableView.h and ASCollectionView.h.
    public static let containers: Set<String> = ["ASTableNode", "ASCollectionNode", "ASPagerNode", "ASTableView", "ASCollectionView"]

    /// Methods that update the container or query what it shows.
    public static let mainThreadMethods: Set<String> = [
        "reloadData", "reloadDataImmediately", "performBatchUpdates", "performBatch", "insertItems", "insertRows",
        "insertSections", "deleteItems", "deleteRows", "deleteSections", "reloadItems", "reloadRows", "reloadSections",
        "moveItem", "moveRow", "moveSection", "relayoutItems", "indexPathsForVisibleRows", "indexPathsForVisibleItems",
        "numberOfRows", "numberOfItems", "numberOfSections", "selectRow", "selectItem", "deselectRow", "deselectItem",
        "scrollToRow", "scrollToItem", "waitUntilAllUpdatesAreProcessed", "beginUpdates", "endUpdates",
        "nodeForRow", "nodeForItem", "indexPath", "cellForRow", "cellForItem", "visibleNodes",
    ]

    /// Updates after which a container asks its data source again for the nodes of items it has shown:
    /// reloads (ASCollectionNode.h and ASTableNode.h: a reloaded item is deleted and inserted, and an
    /// inserted item's node is asked for). Swift base names; Objective-C selectors map to them
    /// (`reloadRowsAtIndexPaths:withRowAnimation:` is `reloadRows`).
    public static let reloadMethods: Set<String> = [
        "reloadData", "reloadDataImmediately", "reloadSections", "reloadRows", "reloadItems",
    ]

    /// Deletions and insertions: together they can hand an item out again (a row hidden and shown).
    /// Inserting alone never asks for the node of an item that exists, and moving never asks at all.
    public static let deleteMethods: Set<String> = ["deleteSections", "deleteRows", "deleteItems"]
    public static let insertMethods: Set<String> = ["insertSections", "insertRows", "insertItems"]

    /// Properties that are queries of the same kind (`visibleNodes`, the index paths shown or selected).
    public static let mainThreadProperties: Set<String> = [
        "visibleNodes", "indexPathsForVisibleRows", "indexPathsForVisibleItems", "indexPathsForSelectedRows",
        "indexPathsForSelectedItems",
    ]
}
