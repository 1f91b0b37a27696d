// Generated from rules/*.md by `swift run nodelint-embed-rule-docs`. Do not edit.
let embeddedRulePages: [(file: String, text: String)] = [
    (#"""
add-subnode-in-layout-spec.md
"""#, ###"""
---
id: add-subnode-in-layout-spec
severity: error
category: layout
languages: swift, objective-c
enabled: true
runtime-observable: true
source: docs/texture-facts.md#add-subnode-in-layout-spec; Source/ASDisplayNode.mm:192-201 (DEBUG check of the subnode array around layoutSpecThatFits/layoutSpecBlock); thread affinity of addSubnode (ASDisplayNode.mm:2192)
summary: Layout code adds, inserts, replaces or removes subnodes while the node is being measured.
---

# Subnodes added or removed during layout

`layoutSpecThatFits` (and a `layoutSpecBlock`) describes a layout; it must not change the node
tree. In Debug builds Texture compares the subnode array before and after the call and asserts
"Adding or removing nodes in layoutSpecBlock or layoutSpecThatFits: is not allowed and can cause
unexpected behavior." Measurement also runs off the main thread: once the node is loaded,
`addSubnode` there trips the thread-affinity assertion, and in Release the node's view hierarchy is
changed from a background thread.

Nodes enter a layout by being named in the returned spec. With `automaticallyManagesSubnodes = true`
Texture adds and removes them for you; without it, add them once in `init`.

The rule reports calls of `addSubnode`, `insertSubnode` (all variants), `replaceSubnode` and
`removeFromSupernode` made inside `layoutSpecThatFits`, `calculateSizeThatFits`,
`calculateLayoutThatFits` or a closure assigned to `layoutSpecBlock`, at the method name.

## Triggering examples

```swift
final class CommentCell: ASCellNode {
    let bodyNode = ASTextNode()
    let pinNode = ASImageNode()
    var isPinned = false

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        var children: [ASLayoutElement] = [bodyNode]
        if isPinned {
            ↓addSubnode(pinNode)
            children.append(pinNode)
        }
        return ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start,
                                 alignItems: .center, children: children)
    }
}
```

```swift
final class StatusCell: ASCellNode {
    let titleNode = ASTextNode()
    let progressNode = ASDisplayNode()
    var isLoading = true

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        if !isLoading {
            progressNode.↓removeFromSupernode()
            return ASWrapperLayoutSpec(layoutElement: titleNode)
        }
        return ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start,
                                 alignItems: .stretch, children: [titleNode, progressNode])
    }
}
```

```swift
final class ProfileViewController: ASDKViewController<ASDisplayNode> {
    let avatarNode = ASNetworkImageNode()
    let nameNode = ASTextNode()

    override init() {
        super.init(node: ASDisplayNode())
        node.layoutSpecBlock = { [weak self] node, _ in
            guard let self = self else { return ASLayoutSpec() }
            node.↓addSubnode(self.avatarNode)
            node.↓addSubnode(self.nameNode)
            return ASStackLayoutSpec(direction: .vertical, spacing: 12, justifyContent: .start,
                                     alignItems: .center, children: [self.avatarNode, self.nameNode])
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
```

```swift
final class PhotoNode: ASDisplayNode {
    let placeholderNode = ASImageNode()
    let imageNode = ASNetworkImageNode()
    let shadeNode = ASDisplayNode()
    var hasImage = false

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        if hasImage {
            ↓replaceSubnode(placeholderNode, withSubnode: imageNode)
        }
        self.↓insertSubnode(shadeNode, at: 0)
        let content: ASLayoutElement = hasImage ? imageNode : placeholderNode
        return ASOverlayLayoutSpec(child: content, overlay: shadeNode)
    }
}
```

```objc
@interface CommentCellNode : ASCellNode
@property (nonatomic) BOOL pinned;
@end

@implementation CommentCellNode {
    ASTextNode *_bodyNode;
    ASImageNode *_pinNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    if (self.pinned) {
        [self ↓addSubnode:_pinNode];
    }
    NSArray *children = self.pinned ? @[_bodyNode, _pinNode] : @[_bodyNode];
    return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionHorizontal
                                                   spacing:8
                                            justifyContent:ASStackLayoutJustifyContentStart
                                                alignItems:ASStackLayoutAlignItemsCenter
                                                  children:children];
}
@end
```

```objc
// Removing, inserting and replacing subnodes in layout code and in a layoutSpecBlock.
@interface ThreadCellNode : ASCellNode
@property (nonatomic) BOOL collapsed;
@end

@implementation ThreadCellNode {
    ASTextNode *_titleNode;
    ASTextNode *_previewNode;
    ASDisplayNode *_dividerNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    if (self.collapsed) {
        [_previewNode ↓removeFromSupernode];
    } else {
        [self ↓insertSubnode:_previewNode belowSubnode:_dividerNode];
    }
    return [ASStackLayoutSpec verticalStackLayoutSpec];
}

- (void)configureBlock {
    self.layoutSpecBlock = ^ASLayoutSpec *(__kindof ASDisplayNode *node, ASSizeRange constrainedSize) {
        ASTextNode *replacement = [[ASTextNode alloc] init];
        [node ↓replaceSubnode:node.subnodes.firstObject withSubnode:replacement];
        return [ASWrapperLayoutSpec wrapperWithLayoutElement:replacement];
    };
}
@end
```

```swift
// calculateSizeThatFits and calculateLayoutThatFits measure too.
final class BadgeNode: ASDisplayNode {
    private let label = ASTextNode()

    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        ↓addSubnode(label)
        return CGSize(width: 20, height: 20)
    }
}

final class ShelfNode: ASDisplayNode {
    private let spacer = ASDisplayNode()

    override func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        spacer.↓removeFromSupernode()
        return super.calculateLayoutThatFits(constrainedSize)
    }
}
```

## Non-triggering examples

```swift
// The fix: automatic subnode management adds exactly the nodes the returned spec names.
final class CommentCell: ASCellNode {
    let bodyNode = ASTextNode()
    let pinNode = ASImageNode()
    var isPinned = false {
        didSet { setNeedsLayout() }
    }

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let children: [ASLayoutElement] = isPinned ? [bodyNode, pinNode] : [bodyNode]
        return ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start,
                                 alignItems: .center, children: children)
    }
}
```

```swift
// Without automatic management, subnodes are added once, in init.
final class ContactCell: ASCellNode {
    let nameNode = ASTextNode()
    let avatarNode = ASNetworkImageNode()

    override init() {
        super.init()
        addSubnode(avatarNode)
        addSubnode(nameNode)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASStackLayoutSpec(direction: .horizontal, spacing: 12, justifyContent: .start,
                          alignItems: .center, children: [avatarNode, nameNode])
    }
}
```

```swift
// Trap: setting a stack's children is how nodes enter a layout; it is not addSubnode.
final class TagListNode: ASDisplayNode {
    var tagNodes: [ASTextNode] = []

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let stack = ASStackLayoutSpec.horizontal()
        stack.spacing = 6
        stack.flexWrap = .wrap
        stack.children = tagNodes
        return stack
    }
}
```

```swift
// Trap: UIView's addSubnode (Texture's category on UIView) in a view controller is not layout code.
final class PlayerViewController: UIViewController {
    let videoNode = ASVideoNode()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubnode(videoNode)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        videoNode.frame = view.bounds
    }
}
```

```swift
// A hierarchy change made in response to an event, outside layout, followed by a relayout.
final class UploadCell: ASCellNode {
    let titleNode = ASTextNode()
    let progressNode = ASDisplayNode()

    override init() {
        super.init()
        addSubnode(titleNode)
        addSubnode(progressNode)
    }

    func uploadDidFinish() {
        progressNode.removeFromSupernode()
        setNeedsLayout()
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let children: [ASLayoutElement] = progressNode.supernode == nil ? [titleNode] : [titleNode, progressNode]
        return ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start,
                                 alignItems: .stretch, children: children)
    }
}
```

```objc
// Objective-C: subnodes added once in init, the spec only names them.
@interface ContactCellNode : ASCellNode
@end

@implementation ContactCellNode {
    ASTextNode *_nameNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        _nameNode = [[ASTextNode alloc] init];
        [self addSubnode:_nameNode];
    }
    return self;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    return [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsMake(8, 16, 8, 16) child:_nameNode];
}
@end
```

```objc
// Hierarchy changes on the main queue or in didLoad are not part of the layout pass.
@interface ThreadCellNode : ASCellNode
@end

@implementation ThreadCellNode {
    ASTextNode *_titleNode;
    ASImageNode *_unreadDotNode;
}
- (void)didLoad {
    [super didLoad];
    [self addSubnode:_unreadDotNode];
}

- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    dispatch_async(dispatch_get_main_queue(), ^{
        [self->_unreadDotNode removeFromSupernode];
    });
    return [ASWrapperLayoutSpec wrapperWithLayoutElement:_titleNode];
}
@end
```

## How to fix

Name the node in the returned spec and turn on `automaticallyManagesSubnodes = true` in `init`;
Texture then inserts and removes subnodes as the spec changes, on the main thread. To show or hide
a node later, change the state the spec reads and call `setNeedsLayout()` (or
`transitionLayout(withAnimation:shouldMeasureAsync:measurementCompletion:)` to animate). Without
automatic management, add every subnode once in `init` and only decide positions in the spec.

## Notes

- Boundaries: a manual hierarchy call on a node with automatic subnode management made *outside*
  layout code is `add-subnode-with-automatic-management`'s finding; inside layout code it is this
  rule's only, whatever the node's management. `one-time-setup-in-layout-pass` does not report these
  calls in `layoutSpecThatFits`.
- `UIView.addSubnode(_:)` (the category on UIView) is not a node hierarchy call and is never
  reported here; receivers typed as UIKit views are skipped.
- Calls made in a closure that leaves the layout pass (`DispatchQueue.main.async { … }`) are not
  in layout code and are not reported.

"""###),
    (#"""
add-subnode-with-automatic-management.md
"""#, ###"""
---
id: add-subnode-with-automatic-management
severity: error
category: layout
languages: swift, objective-c
enabled: true
runtime-observable: true
source: docs/texture-facts.md#add-subnode-with-automatic-management; docs/_docs/automatic-subnode-mgmt.md:11, 295; Source/ASDisplayNode.mm:2145-2148 (an assertion on Texture's default branch after 3.2.0, commit be0b74b4); Source/ASButtonNode.mm:35; Source/ASCellNode.mm:413-421; facebookarchive/AsyncDisplayKit#2222, PR #2212; TextureGroup/Texture PR #563
summary: A node that manages its subnodes automatically also adds, inserts, replaces or removes subnodes by hand.
---

# Manual subnode calls on a node with automatic subnode management

With `automaticallyManagesSubnodes = true` a node's subnodes are exactly the nodes named in the
spec it returns: Texture diffs each new layout against the previous one and inserts and removes
subnodes itself, on the main thread. The docs say never to call `addSubnode` or
`removeFromSupernode` on such a node. Doing it anyway either asserts ("…This can be caused by using
automaticallyManagesSubnodes while also calling addSubnode explicitly.", ASDisplayNode.mm, when the
transition inserts a node already added by hand at a position past the end of the subnode array;
elsewhere it moves the node into place), or leaves the node's subnode array out of step
with its layout: Texture inserts and removes only what differs between the previous layout and the
new one (Private/ASLayoutTransition.mm), so a node added by hand that the spec does not name is never
laid out and never removed, a node removed by hand that the spec still names stays away until a
layout drops it and a later one brings it back, and index bookkeeping can raise range exceptions
later.

Two Texture classes turn the mode on in their own `init`: `ASButtonNode` and `ASTextCellNode`.
Their subclasses inherit it — adding a badge to an `ASButtonNode` subclass with `addSubnode`
is the classic crash (AsyncDisplayKit#2222, PR #2212).

The rule decides, per class, whether it manages its subnodes automatically: the nearest class in
its project superclass chain that assigns `automaticallyManagesSubnodes` decides (assigning only
`true` means on; assigning `false` anywhere in that class means off); if no project class assigns
it, an `ASButtonNode` or `ASTextCellNode` ancestor means on. In such a class it reports, at the
method name, `addSubnode`, `insertSubnode` (all variants) and `replaceSubnode` called on `self` or
on the node's own view (`self.view.addSubnode(x)`, UIView's Texture category, which puts `x`'s view
in the hierarchy the management owns), and `removeFromSupernode()` called on one of the class's own
node properties. It also reports
those calls on another node whose management is known to be on: a property or local whose type is
such a class, or an identifier the same class sets `automaticallyManagesSubnodes = true` on (a view
controller's `node`).

## Triggering examples

```swift
final class ProfileCell: ASCellNode {
    let avatarNode = ASNetworkImageNode()
    let nameNode = ASTextNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        ↓addSubnode(avatarNode)
        ↓addSubnode(nameNode)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASStackLayoutSpec(direction: .horizontal, spacing: 12, justifyContent: .start,
                          alignItems: .center, children: [avatarNode, nameNode])
    }
}
```

```swift
final class CartButtonNode: ASButtonNode {
    let countBadgeNode = ASTextNode()

    override init() {
        super.init()
        ↓addSubnode(countBadgeNode)
    }
}
```

```swift
final class DisclosureCell: ASTextCellNode {
    let chevronNode = ASImageNode()

    override init() {
        super.init()
        self.↓addSubnode(chevronNode)
    }
}
```

```swift
final class UploadCell: ASCellNode {
    let titleNode = ASTextNode()
    let progressNode = ASDisplayNode()
    var isUploading = true

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    func uploadDidFinish() {
        isUploading = false
        progressNode.↓removeFromSupernode()
        setNeedsLayout()
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let children: [ASLayoutElement] = isUploading ? [titleNode, progressNode] : [titleNode]
        return ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start,
                                 alignItems: .stretch, children: children)
    }
}
```

```swift
class AutoManagedCell: ASCellNode {
    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }
}

final class PriceCell: AutoManagedCell {
    let priceNode = ASTextNode()
    let backgroundNode = ASDisplayNode()

    override init() {
        super.init()
        ↓insertSubnode(backgroundNode, at: 0)
        ↓addSubnode(priceNode)
    }
}
```

```swift
final class ShareBarNode: ASDisplayNode {
    let shareButton = ASButtonNode()
    let unreadDotNode = ASDisplayNode()

    override init() {
        super.init()
        addSubnode(shareButton)
        shareButton.↓addSubnode(unreadDotNode)
    }
}
```

```swift
final class CheckoutViewController: ASDKViewController<ASDisplayNode> {
    let summaryNode = ASTextNode()
    let payButton = ASButtonNode()

    override init() {
        super.init(node: ASDisplayNode())
        node.automaticallyManagesSubnodes = true
        node.layoutSpecBlock = { [unowned self] _, _ in
            ASStackLayoutSpec(direction: .vertical, spacing: 16, justifyContent: .start,
                              alignItems: .stretch, children: [self.summaryNode, self.payButton])
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        node.↓addSubnode(summaryNode)
    }
}
```

```objc
@interface ProfileCellNode : ASCellNode
@end

@implementation ProfileCellNode {
    ASTextNode *_nameNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        self.automaticallyManagesSubnodes = YES;
        _nameNode = [[ASTextNode alloc] init];
        [self ↓addSubnode:_nameNode];
    }
    return self;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    return [ASWrapperLayoutSpec wrapperWithLayoutElement:_nameNode];
}
@end
```

```objc
// setAutomaticallyManagesSubnodes:YES, an ASButtonNode subclass (managed by Texture), a removal, and
// a view controller's node it manages automatically.
@interface ComposerNode : ASDisplayNode
@end

@implementation ComposerNode {
    ASEditableTextNode *_inputNode;
    ASTextNode *_hintNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        [self setAutomaticallyManagesSubnodes:YES];
        _inputNode = [[ASEditableTextNode alloc] init];
        [self ↓insertSubnode:_inputNode atIndex:0];
    }
    return self;
}

- (void)hideHint {
    [_hintNode ↓removeFromSupernode];
}
@end

@interface BadgeButtonNode : ASButtonNode
@end

@implementation BadgeButtonNode {
    ASTextNode *_badgeNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        _badgeNode = [[ASTextNode alloc] init];
        [self ↓addSubnode:_badgeNode];
    }
    return self;
}
@end

@interface InboxViewController : ASDKViewController
@end

@implementation InboxViewController {
    ASTableNode *_tableNode;
}
- (instancetype)init {
    if ((self = [super initWithNode:[[ASDisplayNode alloc] init]])) {
        _tableNode = [[ASTableNode alloc] init];
        self.node.automaticallyManagesSubnodes = YES;
        [self.node ↓addSubnode:_tableNode];
    }
    return self;
}
@end
```

```swift
// A local node turned to automatic management, then filled by hand.
final class ProfileHeaderNode: ASDisplayNode {
    func makeBadge(text: String) -> ASDisplayNode {
        let badge = ASDisplayNode()
        badge.automaticallyManagesSubnodes = true
        let label = ASTextNode()
        badge.↓addSubnode(label)
        return badge
    }
}
```

```swift
// The node's own view: `self.view.addSubnode` adds a subnode's view behind the management's back.
final class ProfileNode: ASDisplayNode {
    let nameNode = ASTextNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func didLoad() {
        super.didLoad()
        self.view.↓addSubnode(nameNode)
    }
}
```

```swift
// replaceSubnode on a node that manages its subnodes.
final class StatusNode: ASDisplayNode {
    private let spinner = ASDisplayNode()
    private let checkmark = ASImageNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    func finish() {
        ↓replaceSubnode(spinner, withSubnode: checkmark)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASWrapperLayoutSpec(layoutElement: checkmark)
    }
}
```

## Non-triggering examples

```swift
// The fix: with automatic management the spec alone decides which subnodes exist.
final class ProfileCell: ASCellNode {
    let avatarNode = ASNetworkImageNode()
    let nameNode = ASTextNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASStackLayoutSpec(direction: .horizontal, spacing: 12, justifyContent: .start,
                          alignItems: .center, children: [avatarNode, nameNode])
    }
}
```

```swift
// A node that manages its hierarchy by hand adds its subnodes itself.
final class ContactCell: ASCellNode {
    let avatarNode = ASNetworkImageNode()
    let nameNode = ASTextNode()

    override init() {
        super.init()
        addSubnode(avatarNode)
        addSubnode(nameNode)
    }
}
```

```swift
// Trap: UIView's addSubnode (a Texture category on UIView) in a plain view controller is unrelated.
final class LegacyViewController: UIViewController {
    let bannerNode = ASNetworkImageNode()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubnode(bannerNode)
    }
}
```

```swift
// Trap: the subnodes go to a different node, a plain container that manages its own hierarchy.
final class GalleryCell: ASCellNode {
    let stripNode = ASDisplayNode()
    let photoNodes = [ASNetworkImageNode(), ASNetworkImageNode(), ASNetworkImageNode()]

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        for photo in photoNodes {
            stripNode.addSubnode(photo)
        }
        stripNode.layoutSpecBlock = { [unowned self] _, _ in
            ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start,
                              alignItems: .stretch, children: self.photoNodes)
        }
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASWrapperLayoutSpec(layoutElement: stripNode)
    }
}
```

```swift
// Trap: the subclass turns automatic management off again and then manages its subnodes by hand.
class AutoManagedCell: ASCellNode {
    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }
}

final class LegacyCell: AutoManagedCell {
    let titleNode = ASTextNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = false
        addSubnode(titleNode)
    }
}
```

```swift
// Trap: a node removing itself from its parent says nothing about its own subnode management.
final class ToastNode: ASDisplayNode {
    let messageNode = ASTextNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    func dismiss() {
        removeFromSupernode()
    }
}
```

```swift
// Inside layoutSpecThatFits the call is add-subnode-in-layout-spec's finding, not reported twice.
final class BadgeCell: ASCellNode {
    let badgeNode = ASTextNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        addSubnode(badgeNode)
        return ASWrapperLayoutSpec(layoutElement: badgeNode)
    }
}
```

```objc
// Objective-C: a node without automatic management adds its subnodes in init.
@interface ContactCellNode : ASCellNode
@end

@implementation ContactCellNode {
    ASTextNode *_nameNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        _nameNode = [[ASTextNode alloc] init];
        [self addSubnode:_nameNode];
    }
    return self;
}
@end
```

```objc
// Trap: Texture's own source linted with the app (a checkout in the tree). Texture's code turns
// automatic management on for a moment in its transition machinery; that is not something every
// node inherits. What Texture's classes do comes from nodelint's tables.
@implementation ASDisplayNode (LayoutTransition)
- (void)transitionLayoutWithAnimation:(BOOL)animated {
    self.automaticallyManagesSubnodes = YES;
}
@end

@interface ContactRowNode : ASCellNode
@end

@implementation ContactRowNode {
    ASTextNode *_nameNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        _nameNode = [[ASTextNode alloc] init];
        [self addSubnode:_nameNode];
    }
    return self;
}
@end
```

```objc
// A UIView's addSubnode: (UIView category), another node managed by hand, and a class that turns
// automatic management off.
@interface GalleryViewController : UIViewController
@end

@implementation GalleryViewController {
    ASCollectionNode *_collectionNode;
}
- (void)viewDidLoad {
    [super viewDidLoad];
    [self.view addSubnode:_collectionNode];
}
@end

@interface CaptionNode : ASDisplayNode
@end

@implementation CaptionNode {
    ASDisplayNode *_containerNode;
    ASTextNode *_textNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        self.automaticallyManagesSubnodes = YES;
        _containerNode = [[ASDisplayNode alloc] init];
        _textNode = [[ASTextNode alloc] init];
        [_containerNode addSubnode:_textNode];
    }
    return self;
}
@end

@interface PlainButtonNode : ASButtonNode
@end

@implementation PlainButtonNode {
    ASImageNode *_iconNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        self.automaticallyManagesSubnodes = NO;
        _iconNode = [[ASImageNode alloc] init];
        [self addSubnode:_iconNode];
    }
    return self;
}
@end
```

## How to fix

Delete the manual calls and name the nodes in the spec the node returns; to show or hide one,
change the state the spec reads and call `setNeedsLayout()` or `transitionLayout(...)`. If the class
really needs a hand-managed hierarchy (an `ASTextCellNode` or `ASButtonNode` subclass that adds
extra subnodes), either put the extra nodes into an overridden `layoutSpecThatFits` (wrapping
`super.layoutSpecThatFits(_:)`, which both classes implement), or set
`automaticallyManagesSubnodes = false` before adding them.

## Notes

- Boundaries: calls inside `layoutSpecThatFits`, `calculateSizeThatFits`, `calculateLayoutThatFits`
  and `layoutSpecBlock` closures are `add-subnode-in-layout-spec`'s; this rule skips them.
  `UIView.addSubnode(_:)` is never reported.
- Management set on an instance is followed only through the same identifier in the same class
  (`node.automaticallyManagesSubnodes = true` … `node.addSubnode(x)`); a node passed in from
  elsewhere, or typed as plain `ASDisplayNode`, is assumed to be managed by hand.
- `removeFromSupernode()` is reported only on the class's own node properties: a call on `self`
  concerns the parent's management, which is not known here.
- A class that assigns both `true` and `false` is treated as managing by hand (the order of the
  assignments at run time is not known), so nothing is reported for it.

"""###),
    (#"""
bridged-read-in-layout-spec.md
"""#, ###"""
---
id: bridged-read-in-layout-spec
severity: warning
category: layout
languages: swift, objective-c
enabled: true
runtime-observable: true
source: docs/texture-facts.md#bridged-read-in-layout-spec; Source/Private/ASDisplayNode+UIViewBridge.mm:36-37 (_bridge_prologue_read), 299-320; Source/ASDisplayNode.h:599-830 (UIViewBridge); Source/ASDisplayNode+Subclasses.h:499 (thread affinity); facebookarchive/AsyncDisplayKit#368
summary: Layout code reads a property a node bridges to its view or layer (`bounds`, `frame`, `isHidden`, `alpha`, `backgroundColor` …), which asserts off the main thread once the node is loaded; geometry is also the previous layout's result.
---

# View-backed property read while measuring

A node mirrors most of its view's and layer's properties (Texture's `UIViewBridge`): `bounds`,
`frame`, `position`, `isHidden`, `alpha`, `backgroundColor`, `tintColor`, `contentMode`,
`clipsToBounds`, `borderColor`, the shadow and accessibility properties and others. Reading one
takes the node's lock and checks thread affinity: once the node is loaded, a read off the main
thread asserts "Incorrect display node thread affinity…". `layoutSpecThatFits` and
`calculateSizeThatFits` usually run off the main thread (and a cell that scrolled back into range
is loaded), so these reads assert in Debug and race with UIKit in Release.

Geometry is also the wrong input: `bounds` and `frame` hold the result of the *previous* layout
pass, so a layout computed from them lags one pass behind (and is zero on the first pass). The size
a node must fit is `constrainedSize`; sizes of children come from measuring them in this pass.

The rule reports reads of the bridged properties whose getters assert (Texture's
`ASDisplayNode+UIViewBridge.mm`, every getter that starts with `_bridge_prologue_read`), at the
property name, inside `layoutSpecThatFits`, `calculateSizeThatFits`, `calculateLayoutThatFits` and
`layoutSpecBlock` closures, when the receiver is the node itself (`bounds`, `self.frame`, the
block's node parameter), one of its node properties, `supernode`, or a node-typed local that was
not created in the same body. Geometry: `bounds`, `frame`, `position`, `anchorPoint`, `zPosition`,
`transform`, `subnodeTransform`. The others: `alpha`, `isHidden`, `isOpaque`,
`isUserInteractionEnabled`, `isExclusiveTouch`, `clipsToBounds`, `contentMode`, `backgroundColor`,
`tintColor`, the `contents…` properties, `rasterizationScale`, `needsDisplayOnBoundsChange`,
`autoresizesSubviews`, `autoresizingMask`, the shadow and border properties, `allowsGroupOpacity`,
`allowsEdgeAntialiasing`, `edgeAntialiasingMask`, `layerCornerRadius`, `layerMaskedCorners` and
the accessibility properties (Objective-C spellings too: `hidden`, `opaque` …). `cornerRadius` is
one of them before Texture 2.6 (`texture-version`, or the lock files); from 2.6 it is the node's own
property, read under its lock without the check, and not reported (nor when the version is unknown).
Code that runs once per node, such as a lazy property first read by the layout, runs on the first
pass, before the node is normally loaded: only geometry reads are reported there.

## Triggering examples

```swift
final class BannerCell: ASCellNode {
    let imageNode = ASNetworkImageNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let width = ↓bounds.width
        imageNode.style.preferredSize = CGSize(width: width, height: width / 3)
        return ASWrapperLayoutSpec(layoutElement: imageNode)
    }
}
```

```swift
final class CaptionedPhotoNode: ASDisplayNode {
    let photoNode = ASNetworkImageNode()
    let captionNode = ASTextNode()

    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        CGSize(width: constrainedSize.width, height: photoNode.↓frame.maxY + captionNode.↓frame.height + 8)
    }
}
```

```swift
final class TitleCell: ASCellNode {
    let titleNode = ASTextNode()
    let subtitleNode = ASTextNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let children: [ASLayoutElement] = subtitleNode.↓isHidden ? [titleNode] : [titleNode, subtitleNode]
        return ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start,
                                 alignItems: .stretch, children: children)
    }
}
```

```swift
final class FullWidthDividerNode: ASDisplayNode {
    let lineNode = ASDisplayNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        lineNode.style.width = ASDimensionMake(supernode?.↓bounds.width ?? 0)
        lineNode.style.height = ASDimensionMake(1)
        return ASWrapperLayoutSpec(layoutElement: lineNode)
    }
}
```

```swift
final class CoverViewController: ASDKViewController<ASDisplayNode> {
    let coverNode = ASNetworkImageNode()

    override init() {
        super.init(node: ASDisplayNode())
        node.automaticallyManagesSubnodes = true
        node.layoutSpecBlock = { [unowned self] node, _ in
            self.coverNode.style.height = ASDimensionMake(node.↓bounds.height * 0.4)
            return ASWrapperLayoutSpec(layoutElement: self.coverNode)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
```

```objc
@interface BannerCellNode : ASCellNode
@end

@implementation BannerCellNode {
    ASNetworkImageNode *_imageNode;
    ASTextNode *_subtitleNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    CGFloat width = self.↓bounds.size.width;
    _imageNode.style.preferredSize = CGSizeMake(width, width / 3);
    NSArray *children = _subtitleNode.↓hidden ? @[_imageNode] : @[_imageNode, _subtitleNode];
    return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionVertical
                                                   spacing:4
                                            justifyContent:ASStackLayoutJustifyContentStart
                                                alignItems:ASStackLayoutAlignItemsStretch
                                                  children:children];
}
@end
```

```objc
// The message form, a subnode's alpha, the supernode's frame, and a layoutSpecBlock's node parameter.
@interface TickerNode : ASDisplayNode
@end

@implementation TickerNode {
    ASTextNode *_priceNode;
}
- (CGSize)calculateSizeThatFits:(CGSize)constrainedSize {
    CGFloat width = [self ↓bounds].size.width;
    CGFloat height = _priceNode.↓alpha > 0 ? 24 : 0;
    return CGSizeMake(MAX(width, CGRectGetWidth(self.supernode.↓frame)), height);
}

- (void)useBlock {
    self.layoutSpecBlock = ^ASLayoutSpec *(__kindof ASDisplayNode *node, ASSizeRange constrainedSize) {
        CGFloat inset = node.↓bounds.size.width > 400 ? 16 : 8;
        return [ASLayoutSpec new];
    };
}
@end
```

```swift
// Not only geometry: colors, content mode and the rest of the bridge assert the same way.
final class TagNode: ASDisplayNode {
    let textNode = ASTextNode()
    let iconNode = ASImageNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let color = ↓backgroundColor ?? .white
        textNode.attributedText = NSAttributedString(string: "tag", attributes: [.backgroundColor: color])
        iconNode.style.preferredSize = iconNode.↓contentMode == .scaleAspectFill ? CGSize(width: 24, height: 24) : .zero
        let tint = self.↓tintColor
        iconNode.style.flexShrink = tint == nil ? 1 : 0
        return ASStackLayoutSpec.horizontal()
    }
}
```

```swift texture-version=2.5
// Before Texture 2.6 a node's cornerRadius was its layer's, read through the bridge.
final class AvatarNode: ASDisplayNode {
    let imageNode = ASNetworkImageNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        imageNode.style.preferredSize = CGSize(width: ↓cornerRadius * 2, height: ↓cornerRadius * 2)
        return ASWrapperLayoutSpec(layoutElement: imageNode)
    }
}
```

```objc
// Objective-C spellings: property syntax, the is… getters sent as messages, and shadow and border values.
@interface BadgeNode : ASDisplayNode
@end

@implementation BadgeNode {
    ASTextNode *_countNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    CGFloat padding = self.↓borderWidth + self.↓shadowRadius;
    _countNode.style.flexGrow = [_countNode ↓isOpaque] ? 1 : 0;
    UIColor *background = self.↓backgroundColor;
    return [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsMake(padding, padding, padding, padding)
                                                  child:background ? _countNode : [ASLayoutSpec new]];
}
@end
```

## Non-triggering examples

```swift
// The sanctioned input: the size range Texture passes in.
final class BannerCell: ASCellNode {
    let imageNode = ASNetworkImageNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let width = constrainedSize.max.width
        imageNode.style.preferredSize = CGSize(width: width, height: width / 3)
        return ASWrapperLayoutSpec(layoutElement: imageNode)
    }
}
```

```swift
// Trap: sizes measured in this pass and style values are not view geometry.
final class CaptionedPhotoNode: ASDisplayNode {
    let photoNode = ASNetworkImageNode()
    let captionNode = ASTextNode()

    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        let range = ASSizeRangeMake(.zero, constrainedSize)
        let captionSize = captionNode.layoutThatFits(range).size
        let photoHeight = photoNode.style.preferredSize.height
        return CGSize(width: constrainedSize.width, height: photoHeight + captionSize.height + 8)
    }
}
```

```swift
// Trap: a model flag instead of the view's hidden state; writes to isHidden are not reads.
final class TitleCell: ASCellNode {
    let titleNode = ASTextNode()
    let subtitleNode = ASTextNode()
    var hasSubtitle = false

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        subtitleNode.isHidden = !hasSubtitle
        let children: [ASLayoutElement] = hasSubtitle ? [titleNode, subtitleNode] : [titleNode]
        return ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start,
                                 alignItems: .stretch, children: children)
    }
}
```

```swift
// Trap: layout() runs on the main thread after the frames are applied; bounds is right there.
final class ProgressNode: ASDisplayNode {
    let fillNode = ASDisplayNode()
    var progress: CGFloat = 0

    override func layout() {
        super.layout()
        fillNode.frame = CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height)
    }
}
```

```swift
// Trap: the node's safe area is meant to be read by layout code (with automatic relayout on change).
final class ScreenNode: ASDisplayNode {
    let contentNode = ASDisplayNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        automaticallyRelayoutOnSafeAreaChanges = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: safeAreaInsets, child: contentNode)
    }
}
```

```swift
// Trap: a local named bounds and a value type's frame are not a node's geometry.
struct TileLayout {
    var frame: CGRect
}

final class TileNode: ASDisplayNode {
    let iconNode = ASImageNode()
    var tile = TileLayout(frame: .zero)

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let bounds = CGRect(origin: .zero, size: constrainedSize.max)
        iconNode.style.preferredSize = CGSize(width: min(bounds.width, tile.frame.width), height: 24)
        return ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: iconNode)
    }
}
```

```swift
// Trap: from Texture 2.6 (and when the version is unknown) cornerRadius is the node's own property,
// read under its lock without a thread check; the text node's attributedText and a style are not bridged.
final class AvatarNode: ASDisplayNode {
    let imageNode = ASNetworkImageNode()
    let nameNode = ASTextNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        imageNode.style.preferredSize = CGSize(width: cornerRadius * 2, height: cornerRadius * 2)
        let hasName = (nameNode.attributedText?.length ?? 0) > 0
        nameNode.style.flexGrow = hasName ? nameNode.style.flexGrow : 0
        return ASWrapperLayoutSpec(layoutElement: imageNode)
    }
}
```

```swift
// Trap: a lazy subnode first read in the layout is made on the first pass, before the node is
// loaded; reading the node's tint color there does not assert (geometry would still be zero).
final class PopBarNode: ASDisplayNode {
    lazy var titleNode: ASTextNode = {
        let node = ASTextNode()
        node.attributedText = NSAttributedString(string: "Save", attributes: [.foregroundColor: self.tintColor as Any])
        return node
    }()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: titleNode)
    }
}
```

```objc
// Objective-C: the constrained size instead of the node's bounds.
@interface BannerCellNode : ASCellNode
@end

@implementation BannerCellNode {
    ASNetworkImageNode *_imageNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    CGFloat width = constrainedSize.max.width;
    _imageNode.style.preferredSize = CGSizeMake(width, width / 3);
    return [ASWrapperLayoutSpec wrapperWithLayoutElement:_imageNode];
}
@end
```

```objc
// Writes are queued by Texture, the safe area is documented for layout, and a node created here is
// not loaded.
@interface TickerNode : ASDisplayNode
@end

@implementation TickerNode {
    ASTextNode *_priceNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    _priceNode.alpha = 1.0;
    UIEdgeInsets insets = self.safeAreaInsets;
    ASDisplayNode *divider = [[ASDisplayNode alloc] init];
    divider.style.height = ASDimensionMake(divider.hidden ? 0 : 1);
    return [ASInsetLayoutSpec insetLayoutSpecWithInsets:insets child:_priceNode];
}
@end
```

## How to fix

Use `constrainedSize` (`constrainedSize.max.width`) for the node's own size. For a child's size,
measure it in this pass (`child.layoutThatFits(range).size`) or set its `style`. Keep visibility in
a model property the spec reads, rather than reading `isHidden` (or a color, or the content mode) back
from the node. Frame-based work belongs in
`layout()`, which runs on the main thread after Texture applied the new frames.

## Notes

- Boundaries: `view`/`layer` reads are `view-access-in-layout-spec`'s; the same geometry reads
  inside a node block are `node-block-captures-uikit`'s; UIKit singletons are
  `uikit-in-layout-spec`'s.
- `safeAreaInsets` and `layoutMargins` are not reported: Texture's header documents reading them
  in layout code together with `automaticallyRelayoutOnSafeAreaChanges` /
  `automaticallyRelayoutOnLayoutMarginsChanges`, and public Texture code does so widely.
- Only reads are reported; bridged writes are queued by Texture and never assert.
- A node created in the same body (not loaded yet) is not reported; creating it there is
  `node-creation-in-layout-spec`'s concern.

"""###),
    (#"""
calculate-size-without-layout.md
"""#, ###"""
---
id: calculate-size-without-layout
severity: warning
category: layout
languages: swift, objective-c
enabled: true
runtime-observable: true
source: docs/texture-facts.md#calculate-size-without-layout; Source/ASDisplayNode+Subclasses.h:155-164; docs/_docs/layout2-manual-layout.md:77-95
summary: A node that measures itself with `calculateSizeThatFits` adds subnodes but never positions them in `layout()`.
---

# Manual measurement without manual layout

`calculateSizeThatFits` is the manual layout path: the node computes its own size, and no layout
spec tells Texture where its subnodes go. Texture's header says so plainly — a node that implements
it must also implement `layout()` and set its subnodes' frames there. Without that, every subnode
keeps the frame it had (zero, at first): the texts and images added in `init` never show, or show
piled up in the top-left corner. Texture has no assertion for it; a run shows the subnodes still at a
zero frame after the node's layout pass has finished.

The same holds for subclasses of Texture's leaf nodes (`ASImageNode` and its subclasses,
`ASTextNode`, `ASTextNode2`, `ASEditableTextNode`, `ASMapNode`, `ASVideoNode`): they measure
themselves with `calculateSizeThatFits`, and their own `layout()` knows nothing about extra subnodes.

The rule reports, at the class name (Objective-C: at `@implementation`), a node class whose size
comes from `calculateSizeThatFits` — its own, a project superclass's or a Texture leaf's — that adds
subnodes to itself (`addSubnode`, `insertSubnode`), when neither the class nor a project superclass
overrides `layout()` or `layoutDidFinish()` and the class sets no `frame`, `bounds`, `position` or
`center` of a node anywhere.

## Triggering examples

```swift
final class ↓BadgeNode: ASDisplayNode {
    let countNode = ASTextNode()

    override init() {
        super.init()
        addSubnode(countNode)
    }

    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        let textSize = countNode.layoutThatFits(ASSizeRangeMake(.zero, constrainedSize)).size
        return CGSize(width: max(textSize.width + 8, 18), height: 18)
    }
}
```

```swift
final class ↓AvatarNode: ASNetworkImageNode {
    let onlineDotNode = ASDisplayNode()

    override init() {
        super.init()
        onlineDotNode.backgroundColor = .systemGreen
        onlineDotNode.cornerRadius = 4
        addSubnode(onlineDotNode)
    }
}
```

```swift
class GaugeNode: ASDisplayNode {
    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        CGSize(width: constrainedSize.width, height: 8)
    }
}

final class ↓LabeledGaugeNode: GaugeNode {
    let labelNode = ASTextNode()
    let fillNode = ASDisplayNode()

    init(label: String) {
        super.init()
        labelNode.attributedText = NSAttributedString(string: label)
        insertSubnode(fillNode, at: 0)
        addSubnode(labelNode)
    }
}
```

```objc
@interface BadgeNode : ASDisplayNode
@end

↓@implementation BadgeNode {
    ASTextNode *_countNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        _countNode = [[ASTextNode alloc] init];
        [self addSubnode:_countNode];
    }
    return self;
}
- (CGSize)calculateSizeThatFits:(CGSize)constrainedSize {
    return CGSizeMake(24, 18);
}
@end
```

```objc
// A text node subclass measures itself with ASTextNode's calculateSizeThatFits, then gains a subnode.
@interface LinkTextNode : ASTextNode
@end

↓@implementation LinkTextNode {
    ASImageNode *_chevronNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        _chevronNode = [[ASImageNode alloc] init];
        [self insertSubnode:_chevronNode atIndex:0];
    }
    return self;
}
@end
```

```objc
// Trap: Texture's own source linted with the app. Its debugging category gives ASControlNode a
// layout method; that is Texture's code, not a layout this subclass inherits from the project.
@implementation ASControlNode (Debugging)
- (void)layout {
}
@end

@interface PriceTagNode : ASImageNode
@end

↓@implementation PriceTagNode {
    ASTextNode *_priceNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        _priceNode = [[ASTextNode alloc] init];
        [self addSubnode:_priceNode];
    }
    return self;
}
@end
```

## Non-triggering examples

```swift
// The contract kept: layout() positions the subnodes after super.layout().
final class BadgeNode: ASDisplayNode {
    let countNode = ASTextNode()

    override init() {
        super.init()
        addSubnode(countNode)
    }

    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        let textSize = countNode.layoutThatFits(ASSizeRangeMake(.zero, constrainedSize)).size
        return CGSize(width: max(textSize.width + 8, 18), height: 18)
    }

    override func layout() {
        super.layout()
        let size = countNode.calculatedSize
        countNode.frame = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                                 width: size.width, height: size.height)
    }
}
```

```swift
// Trap: a leaf node that draws itself has no subnodes to position.
final class RingNode: ASDisplayNode {
    var progress: CGFloat = 0

    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        let side = min(constrainedSize.width, constrainedSize.height, 44)
        return CGSize(width: side, height: side)
    }

    override func drawParameters(forAsyncLayer layer: _ASDisplayLayer) -> NSObjectProtocol? {
        NSNumber(value: Double(progress))
    }
}
```

```swift
// Trap: with a layout spec, the spec positions the subnodes.
final class ContactCell: ASCellNode {
    let nameNode = ASTextNode()

    override init() {
        super.init()
        addSubnode(nameNode)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: nameNode)
    }
}
```

```swift
// Trap: layout() inherited from a project superclass does the positioning.
class OverlayImageNode: ASNetworkImageNode {
    let overlayNode = ASDisplayNode()

    override func layout() {
        super.layout()
        overlayNode.frame = bounds
    }
}

final class VideoThumbnailNode: OverlayImageNode {
    let playIconNode = ASImageNode()

    override init() {
        super.init()
        addSubnode(overlayNode)
        overlayNode.addSubnode(playIconNode)
    }
}
```

```swift
// Trap: a fixed-size node that gives its subnode a fixed frame once.
final class CheckmarkNode: ASDisplayNode {
    let tickNode = ASImageNode()

    override init() {
        super.init()
        tickNode.frame = CGRect(x: 4, y: 4, width: 16, height: 16)
        addSubnode(tickNode)
    }

    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        CGSize(width: 24, height: 24)
    }
}
```

```swift
// Trap: replacing the inherited measurement of a leaf node, with no subnodes of its own.
final class SingleLineTextNode: ASTextNode {
    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        let size = super.calculateSizeThatFits(constrainedSize)
        return CGSize(width: size.width, height: min(size.height, 20))
    }
}
```

```objc
// Objective-C: layout positions the subnode.
@interface BadgeNode : ASDisplayNode
@end

@implementation BadgeNode {
    ASTextNode *_countNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        _countNode = [[ASTextNode alloc] init];
        [self addSubnode:_countNode];
    }
    return self;
}
- (CGSize)calculateSizeThatFits:(CGSize)constrainedSize {
    return CGSizeMake(24, 18);
}
- (void)layout {
    [super layout];
    _countNode.frame = self.bounds;
}
@end
```

```objc
// A leaf that draws itself (no subnodes), layoutDidFinish placing a subnode, and subnodes of another node.
@interface DotNode : ASDisplayNode
@end

@implementation DotNode
- (CGSize)calculateSizeThatFits:(CGSize)constrainedSize {
    return CGSizeMake(8, 8);
}
@end

@interface LinkTextNode : ASTextNode
@end

@implementation LinkTextNode {
    ASImageNode *_chevronNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        _chevronNode = [[ASImageNode alloc] init];
        [self addSubnode:_chevronNode];
    }
    return self;
}

- (void)layoutDidFinish {
    [super layoutDidFinish];
    _chevronNode.frame = CGRectMake(self.bounds.size.width - 8, 0, 8, 8);
}
@end

@interface BubbleNode : ASDisplayNode
@end

@implementation BubbleNode {
    ASDisplayNode *_overlayNode;
    ASTextNode *_labelNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        _overlayNode = [[ASDisplayNode alloc] init];
        _labelNode = [[ASTextNode alloc] init];
        [_overlayNode addSubnode:_labelNode];
    }
    return self;
}

- (CGSize)calculateSizeThatFits:(CGSize)constrainedSize {
    return CGSizeMake(constrainedSize.width, 44);
}
@end
```

## How to fix

Override `layout()`, call `super.layout()` first, then set each subnode's `frame` from `bounds` and
the subnodes' `calculatedSize`. Often the simpler fix is to drop `calculateSizeThatFits` and return
a layout spec from `layoutSpecThatFits` instead (for a Texture leaf subclass: wrap the leaf in a
plain `ASDisplayNode` that returns an `ASOverlayLayoutSpec` or `ASCornerLayoutSpec`).

## Notes

- A class that also has `layoutSpecThatFits` or `calculateLayoutThatFits` is left to
  `conflicting-layout-overrides`, so the class name is reported once.
- Subnodes added to other nodes (`overlayNode.addSubnode(…)`) are those nodes' business; only
  subnodes of `self` count.
- Any frame assignment in the class silences the rule: the rule cannot tell which subnode a helper
  positions, and fixed frames set once are a valid manual layout.

"""###),
    (#"""
cell-node-reuse.md
"""#, ###"""
---
id: cell-node-reuse
severity: warning
category: containers
languages: swift, objective-c
enabled: true
runtime-observable: true
source: docs/texture-facts.md#cell-node-reuse; docs/_docs/development/node-lifecycle.md:15-21; docs/_docs/faq.md:60-62; Source/Details/ASRangeController.mm:466-489 (configureContentView moves the node's view into the cell being configured); Source/Details/ASCollectionElement.mm:46-62 (the node keeps only its last element)
summary: A data source returns a cell node it stored earlier instead of a new one; containers own their cell nodes and never reuse them.
---

# Stored cell nodes handed to a container again

`ASTableNode`, `ASCollectionNode` and `ASPagerNode` do not reuse cells the way UIKit does: they ask
for a node for every item when the item is inserted, keep it as long as the item exists, and
release it when it goes away. Their data source must return a new node each time it is asked. A
data source that keeps cell nodes in an array or a dictionary and returns them again breaks that
ownership. When two items that exist at the same time get the same node — a second section showing
the same item, one stored cell returned for several rows — the node can sit in only one cell. Texture
has no assertion for it: when UIKit configures a cell, Texture moves the node's view into that
cell's content view, so one of the two items is always empty, and the node's index path and element
are those of the last item only. Returned again after `reloadData()` or a batch update, the node is
moved from its old item into the new one, carrying over the old item's layout and interface state.

The rule reports a `return` from `tableNode(_:nodeForRowAt:)`, `collectionNode(_:nodeForItemAt:)`,
`pagerNode(_:nodeAt:)`, their supplementary-element variants, or from a node block, whose value is
read from a stored property of the data source holding cell nodes — a node-typed property, an array
of nodes, a dictionary with node values — directly or through a local bound from it (`if let cached
= cellCache[id] { return cached }`). The diagnostic points at the `return` that hands the stored
node out (at the value, for a single-expression body), one per `return`, and names the property.

A property that holds one node backs one item, and the container asks for an item's node only when
the item is inserted: that node is handed out again only after the data source's code reloads items
(`reloadData`, `reloadSections`, `reloadRows`/`reloadItems`) or both deletes and inserts them. Such a
property is reported only when its type's code — its extensions and project superclasses included, in
any file — makes one of those updates, with a note at one (a reload first, in the same file first), or
when part of that code was not
read (a superclass in a file that does not concern Texture). A collection of nodes is reported without
that condition: indexed by the index path or keyed by an identifier, it can hand one node to two items
that exist at the same time (the same row of two sections, a post shown twice).

## Triggering examples

```swift
final class ProfileViewController: ASDKViewController<ASTableNode>, ASTableDataSource {
    var cells: [ProfileCell] = []

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int {
        cells.count
    }

    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
        ↓return cells[indexPath.row]
    }
}

final class ProfileCell: ASCellNode {}
```

```swift
final class FeedDataSource: NSObject, ASCollectionDataSource {
    var posts: [Post] = []
    private var cellCache: [String: PostCell] = [:]

    func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode {
        let post = posts[indexPath.item]
        if let cached = cellCache[post.id] {
            ↓return cached
        }
        let cell = PostCell(post: post)
        cellCache[post.id] = cell
        return cell
    }
}

struct Post {
    var id: String
}

final class PostCell: ASCellNode {
    init(post: Post) {
        super.init()
    }
}
```

```swift
final class SignUpFormViewController: ASDKViewController<ASTableNode>, ASTableDataSource {
    let nameCell = TextFieldCell(placeholder: "Name")
    let emailCell = TextFieldCell(placeholder: "Email")

    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
        switch indexPath.row {
        case 0:
            ↓return nameCell
        default:
            ↓return emailCell
        }
    }

    func formDidReset() {
        node.reloadData()
    }
}

final class TextFieldCell: ASCellNode {
    init(placeholder: String) {
        super.init()
    }
}
```

```swift
final class ProfileHeaderDataSource: NSObject, ASCollectionDataSource {
    let headerCell = ProfileHeaderCell()
    weak var collectionNode: ASCollectionNode?

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> ASCellNodeBlock {
        return {
            ↓self.headerCell
        }
    }

    func profileDidChange() {
        collectionNode?.reloadSections(IndexSet(integer: 0))
    }
}

final class ProfileHeaderCell: ASCellNode {}
```

```swift
final class TutorialViewController: ASDKViewController<ASPagerNode>, ASPagerDataSource {
    private let pageNodes: [ASCellNode] = [WelcomePageNode(), PermissionsPageNode()]

    func numberOfPages(in pagerNode: ASPagerNode) -> Int {
        pageNodes.count
    }

    func pagerNode(_ pagerNode: ASPagerNode, nodeAt index: Int) -> ASCellNode {
        ↓pageNodes[index]
    }
}

final class WelcomePageNode: ASCellNode {}
final class PermissionsPageNode: ASCellNode {}
```

```swift
// A stored row shown and hidden by inserting and deleting it: each insert asks for its node again,
// and the node hidden a moment ago is handed back. Trap: the updates live in another file's extension.
final class PasswordFormViewController: ASDKViewController<ASTableNode>, ASTableDataSource {
    let passwordCell = ASTextCellNode()
    var showsPassword = false

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int {
        showsPassword ? 1 : 0
    }

    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
        ↓return passwordCell
    }
}

extension PasswordFormViewController {
    func togglePassword() {
        showsPassword.toggle()
        let rows = [IndexPath(row: 0, section: 0)]
        if showsPassword {
            node.insertRows(at: rows, with: .automatic)
        } else {
            node.deleteRows(at: rows, with: .automatic)
        }
    }
}
```

```objc
@interface ProfileViewController : ASDKViewController <ASTableDataSource>
@end

@implementation ProfileViewController {
    NSArray<ASCellNode *> *_cellNodes;
}
- (ASCellNode *)tableNode:(ASTableNode *)tableNode nodeForRowAtIndexPath:(NSIndexPath *)indexPath {
    ↓return _cellNodes[indexPath.row];
}
@end
```

```objc
// A cache of cell nodes by identifier (through a local), and a stored header cell returned from a
// node block.
@interface ThreadViewController : ASDKViewController <ASCollectionDataSource>
@property (nonatomic, strong) ASCellNode *headerCell;
@end

@implementation ThreadViewController {
    NSMutableDictionary<NSString *, ASCellNode *> *_cellCache;
    NSArray<Message *> *_messages;
}
- (ASCellNode *)collectionNode:(ASCollectionNode *)collectionNode nodeForItemAtIndexPath:(NSIndexPath *)indexPath {
    Message *message = _messages[indexPath.item];
    ASCellNode *cached = _cellCache[message.identifier];
    if (cached != nil) {
        ↓return cached;
    }
    return [[ASTextCellNode alloc] init];
}

- (ASCellNodeBlock)collectionNode:(ASCollectionNode *)collectionNode nodeBlockForSupplementaryElementOfKind:(NSString *)kind atIndexPath:(NSIndexPath *)indexPath {
    ASCellNode *header = self.headerCell;
    return ^ASCellNode *{
        ↓return header;
    };
}

- (void)refreshCollectionNode:(ASCollectionNode *)collectionNode {
    [collectionNode reloadDataWithCompletion:nil];
}
@end
```

## Non-triggering examples

```swift
// The fix: keep models, build a new node every time the container asks.
final class ProfileViewController: ASDKViewController<ASTableNode>, ASTableDataSource {
    var models: [ProfileRow] = []

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        let model = models[indexPath.row]
        return {
            ProfileCell(model: model)
        }
    }
}

struct ProfileRow {
    var title: String
}

final class ProfileCell: ASCellNode {
    init(model: ProfileRow) {
        super.init()
    }
}
```

```swift
// A node stored for the one item of a screen that never reloads, deletes or re-inserts its items:
// the container asks for an item's node only when the item is inserted, so the node is handed out
// once and stays owned by its cell.
final class VerificationCodeViewController: ASDKViewController<ASTableNode>, ASTableDataSource {
    private let codeCell = VerificationCodeCell()

    override init() {
        super.init(node: ASTableNode())
        node.dataSource = self
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int {
        1
    }

    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
        return codeCell
    }

    func codeWasRejected() {
        codeCell.showError()
    }
}

final class VerificationCodeCell: ASCellNode {
    func showError() {}
}
```

```swift
// Trap: inserting other items never asks for an item's node again (only a reload, or a delete and
// an insert, can); moving the stored item down does not either.
final class RecipientsNode: ASDisplayNode, ASCollectionDataSource {
    private let collectionNode = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
    private let inputCell: RecipientInputCell
    private var recipients: [String] = []

    init(inputCell: RecipientInputCell) {
        self.inputCell = inputCell
        super.init()
        automaticallyManagesSubnodes = true
        collectionNode.dataSource = self
    }

    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int {
        recipients.count + 1
    }

    func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode {
        if indexPath.item == recipients.count {
            return inputCell
        }
        return RecipientCell(email: recipients[indexPath.item])
    }

    func add(_ email: String) {
        recipients.append(email)
        collectionNode.insertItems(at: [IndexPath(item: recipients.count - 1, section: 0)])
    }
}

final class RecipientInputCell: ASCellNode {}

final class RecipientCell: ASCellNode {
    init(email: String) {
        super.init()
    }
}
```

```swift
// Trap: caching view models (not nodes) is fine.
final class FeedDataSource: NSObject, ASCollectionDataSource {
    private var viewModelCache: [String: PostViewModel] = [:]
    var postIDs: [String] = []

    func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode {
        let id = postIDs[indexPath.item]
        let viewModel = viewModelCache[id] ?? PostViewModel(id: id)
        viewModelCache[id] = viewModel
        return PostCell(viewModel: viewModel)
    }
}

final class PostViewModel {
    let id: String
    init(id: String) {
        self.id = id
    }
}

final class PostCell: ASCellNode {
    init(viewModel: PostViewModel) {
        super.init()
    }
}
```

```swift
// Trap: keeping a reference to a freshly created cell (to update it later) is not reusing it.
final class UploadsViewController: ASDKViewController<ASTableNode>, ASTableDataSource {
    var uploads: [Upload] = []
    private var visibleCells: [String: UploadCell] = [:]

    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
        let upload = uploads[indexPath.row]
        let cell = UploadCell(upload: upload)
        visibleCells[upload.id] = cell
        return cell
    }

    func uploadDidProgress(id: String, fraction: Double) {
        visibleCells[id]?.progress = fraction
    }
}

struct Upload {
    var id: String
}

final class UploadCell: ASCellNode {
    var progress = 0.0
    init(upload: Upload) {
        super.init()
    }
}
```

```swift
// Trap: a node array built inside the method holds new nodes on every call.
final class AboutDataSource: NSObject, ASTableDataSource {
    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
        let rows = [ASTextCellNode(), ASTextCellNode()]
        rows[0].text = "Version"
        rows[1].text = "Licenses"
        return rows[indexPath.row]
    }
}
```

```swift
// Trap: a stored node used as the table's header or as the view controller's content is not a cell.
final class ProfileViewController: ASDKViewController<ASDisplayNode> {
    let headerNode = ProfileHeaderNode()
    let tableNode = ASTableNode()

    override init() {
        super.init(node: ASDisplayNode())
        node.automaticallyManagesSubnodes = true
        node.layoutSpecBlock = { [unowned self] _, _ in
            ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start,
                              alignItems: .stretch, children: [self.headerNode, self.tableNode])
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func currentHeader() -> ASDisplayNode {
        return headerNode
    }
}

final class ProfileHeaderNode: ASDisplayNode {}
```

```objc
// Objective-C: models are stored, nodes are created on demand.
@interface ProfileViewController : ASDKViewController <ASTableDataSource>
@end

@implementation ProfileViewController {
    NSArray<NSString *> *_titles;
}
- (ASCellNode *)tableNode:(ASTableNode *)tableNode nodeForRowAtIndexPath:(NSIndexPath *)indexPath {
    ASTextCellNode *cell = [[ASTextCellNode alloc] init];
    cell.text = _titles[indexPath.row];
    return cell;
}
@end
```

```objc
// A new node stored in an ivar just before it is returned (Texture's TextStressTest sample keeps the
// last one to update it): every call hands out a new node. Trap: the same ivar filled only when
// empty would be reuse.
@interface StressViewController : ASDKViewController <ASCollectionDataSource>
@end

@implementation StressViewController {
    ASTextCellNode *_cellNode;
}
- (ASCellNode *)collectionNode:(ASCollectionNode *)collectionNode nodeForItemAtIndexPath:(NSIndexPath *)indexPath {
    _cellNode = [[ASTextCellNode alloc] init];
    _cellNode.text = @"Lorem ipsum";
    return _cellNode;
}
@end
```

```objc
// Cell nodes kept only to update them later (never handed out again), and view models cached.
@interface ThreadViewController : ASDKViewController <ASCollectionDataSource>
@end

@implementation ThreadViewController {
    NSMapTable<NSString *, ASCellNode *> *_visibleCells;
    NSMutableDictionary<NSString *, MessageViewModel *> *_viewModels;
    NSArray<Message *> *_messages;
}
- (ASCellNodeBlock)collectionNode:(ASCollectionNode *)collectionNode nodeBlockForItemAtIndexPath:(NSIndexPath *)indexPath {
    Message *message = _messages[indexPath.item];
    MessageViewModel *viewModel = _viewModels[message.identifier];
    return ^ASCellNode *{
        return [[MessageCellNode alloc] initWithViewModel:viewModel];
    };
}

- (void)collectionNode:(ASCollectionNode *)collectionNode willDisplayItemWithNode:(ASCellNode *)node {
    [_visibleCells setObject:node forKey:node.accessibilityIdentifier];
}
@end
```

## How to fix

Store models (or immutable view models) and return a new node from every `nodeForRowAt` /
`nodeBlockForRowAt` call, preferably from a node block. For a static form, keep the *values* the
user typed in the controller and build the field cells from them. To update a visible cell, find it
through the container (`tableNode.nodeForRow(at:)`) or keep a weak reference to the cell you
created, but never return a stored one.

## Notes

- At run time the harm is certain when one node is handed out for two items that exist at the same
  time (the same cached cell for a post that appears twice, one stored cell returned for several
  rows); the reference model observes exactly that. A stored node returned once per item and again
  after a reload is moved into its new cell without a visible failure in most runs; the docs still
  forbid it, and the rule reports it the same way. The model sees which data-source method handed the
  node out, not which `return` in it; the scenario agreement compares this rule by method.
- Updates made from another object (a view controller reloading the table its separate data-source
  object feeds) are not seen: a data source holding single nodes is then not reported. Which items an
  update touches is not read either: a type that reloads one section reports a stored header in
  another. And a single stored node returned for several items at once (a `default:` that covers
  many rows) is reported only when such an update is there too.
- Storing cell nodes without ever returning them is not reported; the rule looks at the values
  handed to the container.
- Boundary: `node-block-data-source-access` does not report reads of node-typed properties; a
  stored cell read inside a node block is this rule's finding only.
- The type of the stored property must be known from its declaration or initializer; a property of
  an unknown or protocol type is not reported.

"""###),
    (#"""
collection-update-off-main.md
"""#, ###"""
---
id: collection-update-off-main
severity: error
category: containers
languages: swift, objective-c
enabled: true
runtime-observable: true
source: docs/texture-facts.md#collection-update-off-main; Source/ASCollectionNode.h:227-534, 800-812; Source/ASTableNode.h:162-481, 645-657; Source/ASCollectionNode.mm:975-1161 and Source/ASTableNode.mm:584-868 (ASDisplayNodeAssertMainThread); Source/ASCollectionView.mm:1870-1886 (batch fetch dispatched to a global queue); examples/Swift/Sample/ViewController.swift; facebookarchive/AsyncDisplayKit#2621
summary: A table, collection or pager node is updated or queried (`reloadData`, `insertItems`, `performBatchUpdates`, `visibleNodes` …) from code that runs on a background thread, such as `willBeginBatchFetchWith`.
---

# Container updated off the main thread

Every update and query API of `ASTableNode`, `ASCollectionNode` and `ASPagerNode` — `reloadData`,
`performBatch(animated:updates:completion:)`/`performBatchUpdates`, `insert…`, `delete…`,
`reload…`, `move…`, `visibleNodes`, `indexPathsForVisibleRows`/`Items`, `numberOfRows(inSection:)`,
selection and scrolling, `waitUntilAllUpdatesAreProcessed` — "must be called from the main thread"
and asserts it, even before the node is loaded. In Release an update from a background thread races
the data controller and UIKit and ends in inconsistency exceptions ("Invalid number of items…").

The usual way to get there is batch fetching: Texture calls
`collectionNode(_:willBeginBatchFetchWith:)` / `tableNode(_:willBeginBatchFetchWith:)` **on a
background queue**, and Texture's own Swift sample hops to the main queue before touching state.
Other places are node blocks, a cell node's `init` (which a node block runs in the background), and
closures sent to `DispatchQueue.global()`.

The rule reports calls of those methods, at the method name, on a receiver typed as a table,
collection or pager node (or a subclass), or on such a node's `view` (`beginUpdates`,
`endUpdates`, `reloadData`, `insertRows` … of the `ASTableView`/`ASCollectionView`), when the call
runs in the body of `willBeginBatchFetchWith`, in a node block, in a node's `init`, in layout code,
or in a closure sent to `DispatchQueue.global()` or a non-main `OperationQueue`. The `updates`
closure of `performBatchUpdates`/`performBatch` runs synchronously, so calls inside it are checked in
the same context.

## Triggering examples

```swift
final class FeedViewController: ASDKViewController<ASTableNode>, ASTableDataSource, ASTableDelegate {
    var posts: [Post] = []
    let store = PostStore()

    func tableNode(_ tableNode: ASTableNode, willBeginBatchFetchWith context: ASBatchContext) {
        let page = store.loadNextPage()
        let start = posts.count
        posts.append(contentsOf: page)
        let paths = (start..<posts.count).map { IndexPath(row: $0, section: 0) }
        tableNode.↓insertRows(at: paths, with: .automatic)
        context.completeBatchFetching(true)
    }
}

struct Post {
    var title: String
}

final class PostStore {
    func loadNextPage() -> [Post] { [] }
}
```

```swift
final class PhotosViewController: ASDKViewController<ASCollectionNode>, ASCollectionDataSource, ASCollectionDelegate {
    var photos: [URL] = []

    func collectionNode(_ collectionNode: ASCollectionNode, willBeginBatchFetchWith context: ASBatchContext) {
        let next = PhotoLibrary.shared.nextPage()
        collectionNode.↓performBatchUpdates({
            let start = self.photos.count
            self.photos += next
            collectionNode.↓insertItems(at: (start..<self.photos.count).map { IndexPath(item: $0, section: 0) })
        }, completion: { _ in
            context.completeBatchFetching(true)
        })
    }
}

final class PhotoLibrary {
    static let shared = PhotoLibrary()
    func nextPage() -> [URL] { [] }
}
```

```swift
final class InboxViewController: ASDKViewController<ASTableNode> {
    var threads: [String] = []
    let store = InboxStore()

    override func viewDidLoad() {
        super.viewDidLoad()
        DispatchQueue.global(qos: .userInitiated).async {
            let threads = self.store.loadThreads()
            self.threads = threads
            self.node.↓reloadData()
        }
    }

    func refresh() {
        DispatchQueue.global().async {
            self.node.view.↓beginUpdates()
            self.node.view.↓endUpdates()
        }
    }
}

final class InboxStore {
    func loadThreads() -> [String] { [] }
}
```

```swift
final class MessagesDataSource: NSObject, ASTableDataSource {
    let messages: [String]

    init(messages: [String]) {
        self.messages = messages
    }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        let message = messages[indexPath.row]
        return {
            let cell = ASTextCellNode()
            cell.text = message
            let isLast = indexPath.row == tableNode.↓numberOfRows(inSection: indexPath.section) - 1
            cell.style.spacingAfter = isLast ? 16 : 0
            return cell
        }
    }
}
```

```swift
final class StoriesRowCell: ASCellNode {
    let storiesNode = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
    let stories: [String]

    init(stories: [String]) {
        self.stories = stories
        super.init()
        automaticallyManagesSubnodes = true
        storiesNode.↓reloadData()
    }
}
```

```objc
@interface FeedViewController : ASDKViewController <ASTableDataSource, ASTableDelegate>
@property (nonatomic, strong) NSMutableArray *posts;
@end

@implementation FeedViewController
- (void)tableNode:(ASTableNode *)tableNode willBeginBatchFetchWithContext:(ASBatchContext *)context {
    NSArray *page = [self loadNextPage];
    NSMutableArray *paths = [NSMutableArray array];
    for (NSUInteger i = 0; i < page.count; i++) {
        [paths addObject:[NSIndexPath indexPathForRow:self.posts.count + i inSection:0]];
    }
    [self.posts addObjectsFromArray:page];
    [tableNode ↓insertRowsAtIndexPaths:paths withRowAnimation:UITableViewRowAnimationNone];
    [context completeBatchFetching:YES];
}

- (NSArray *)loadNextPage {
    return @[];
}
@end
```

```objc
// A batch update on a global queue, the collection view's own API, a container query in a node
// block, and a reload from a node's initializer.
@interface AlbumViewController : ASDKViewController<ASCollectionNode *> <ASCollectionDataSource>
@property (nonatomic, strong) NSMutableArray<Photo *> *photos;
@end

@implementation AlbumViewController
- (void)importPhotos:(NSArray<Photo *> *)imported {
    ASCollectionNode *collectionNode = self.node;
    dispatch_async(dispatch_get_global_queue(QOS_CLASS_UTILITY, 0), ^{
        [collectionNode ↓performBatchUpdates:^{
            [self.photos addObjectsFromArray:imported];
            [collectionNode.view ↓insertItemsAtIndexPaths:@[]];
        } completion:nil];
    });
}

- (ASCellNodeBlock)collectionNode:(ASCollectionNode *)collectionNode nodeBlockForItemAtIndexPath:(NSIndexPath *)indexPath {
    Photo *photo = self.photos[indexPath.item];
    return ^ASCellNode *{
        PhotoCellNode *cell = [[PhotoCellNode alloc] initWithPhoto:photo];
        cell.isLast = indexPath.item == [collectionNode ↓numberOfItemsInSection:indexPath.section] - 1;
        return cell;
    };
}
@end

@interface AlbumStripNode : ASDisplayNode
@end

@implementation AlbumStripNode {
    ASCollectionNode *_stripNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        _stripNode = [[ASCollectionNode alloc] initWithCollectionViewLayout:[[UICollectionViewFlowLayout alloc] init]];
        [_stripNode ↓reloadDataWithCompletion:nil];
    }
    return self;
}
@end
```

```swift
// The table view of the node, in the background batch-fetch callback.
final class InboxViewController: ASDKViewController<ASTableNode>, ASTableDelegate {
    func tableNode(_ tableNode: ASTableNode, willBeginBatchFetchWith context: ASBatchContext) {
        tableNode.view.↓beginUpdates()
        tableNode.view.↓endUpdates()
        context.completeBatchFetching(true)
    }
}
```

## Non-triggering examples

```swift
// The official sample's shape: the batch fetch hops to the main queue before touching the table.
final class FeedViewController: ASDKViewController<ASTableNode>, ASTableDataSource, ASTableDelegate {
    var posts: [Post] = []
    let store = PostStore()

    func tableNode(_ tableNode: ASTableNode, willBeginBatchFetchWith context: ASBatchContext) {
        let page = store.loadNextPage()
        DispatchQueue.main.async {
            let start = self.posts.count
            self.posts.append(contentsOf: page)
            let paths = (start..<self.posts.count).map { IndexPath(row: $0, section: 0) }
            tableNode.insertRows(at: paths, with: .automatic)
            context.completeBatchFetching(true)
        }
    }
}

struct Post {
    var title: String
}

final class PostStore {
    func loadNextPage() -> [Post] { [] }
}
```

```swift
// Trap: completion handlers of the app's own APIs run wherever that API calls them; not reported.
final class FeedViewController: ASDKViewController<ASCollectionNode>, ASCollectionDataSource, ASCollectionDelegate {
    var posts: [String] = []
    let api = FeedAPI()

    func collectionNode(_ collectionNode: ASCollectionNode, willBeginBatchFetchWith context: ASBatchContext) {
        api.loadNextPage { page in
            let start = self.posts.count
            self.posts += page
            collectionNode.insertItems(at: (start..<self.posts.count).map { IndexPath(item: $0, section: 0) })
            context.completeBatchFetching(true)
        }
    }
}

final class FeedAPI {
    func loadNextPage(completion: @escaping ([String]) -> Void) {}
}
```

```swift
// Trap: the batch context is thread-safe; finishing a fetch from the background is allowed.
final class ArchiveViewController: ASDKViewController<ASTableNode>, ASTableDelegate {
    var hasMore = true

    func tableNode(_ tableNode: ASTableNode, willBeginBatchFetchWith context: ASBatchContext) {
        guard hasMore else {
            context.completeBatchFetching(true)
            return
        }
        context.cancelBatchFetching()
    }
}
```

```swift
// Background work that hands the update back to the main queue; main-thread methods update freely.
final class InboxViewController: ASDKViewController<ASTableNode> {
    var threads: [String] = []
    let store = InboxStore()

    override func viewDidLoad() {
        super.viewDidLoad()
        node.reloadData()
        DispatchQueue.global(qos: .userInitiated).async {
            let threads = self.store.loadThreads()
            DispatchQueue.main.async {
                self.threads = threads
                self.node.reloadData()
            }
        }
    }
}

final class InboxStore {
    func loadThreads() -> [String] { [] }
}
```

```swift
// Trap: the outer data-source method runs on the main thread; the value is captured by the block.
final class MessagesDataSource: NSObject, ASTableDataSource {
    let messages: [String]

    init(messages: [String]) {
        self.messages = messages
    }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        let message = messages[indexPath.row]
        let isLast = indexPath.row == tableNode.numberOfRows(inSection: indexPath.section) - 1
        return {
            let cell = ASTextCellNode()
            cell.text = message
            cell.style.spacingAfter = isLast ? 16 : 0
            return cell
        }
    }
}
```

```swift
// Trap: a nested collection node reloaded when the cell loads, on the main thread.
final class StoriesRowCell: ASCellNode {
    let storiesNode = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func didLoad() {
        super.didLoad()
        storiesNode.reloadData()
    }
}
```

```objc
// Objective-C: the batch fetch dispatches the insert to the main queue.
@interface FeedViewController : ASDKViewController <ASTableDataSource, ASTableDelegate>
@property (nonatomic, strong) NSMutableArray *posts;
@end

@implementation FeedViewController
- (void)tableNode:(ASTableNode *)tableNode willBeginBatchFetchWithContext:(ASBatchContext *)context {
    NSArray *page = @[];
    dispatch_async(dispatch_get_main_queue(), ^{
        [self.posts addObjectsFromArray:page];
        [tableNode reloadData];
        [context completeBatchFetching:YES];
    });
}
@end
```

```objc
// The batch context is thread-safe; the main operation queue is the main thread; a UIKit table view
// is not a Texture container.
@interface AlbumViewController : ASDKViewController<ASCollectionNode *> <ASCollectionDelegate>
@end

@implementation AlbumViewController {
    UITableView *_legacyTable;
}
- (void)collectionNode:(ASCollectionNode *)collectionNode willBeginBatchFetchWithContext:(ASBatchContext *)context {
    if (![context isFetching]) {
        [context cancelBatchFetching];
        return;
    }
    [[NSOperationQueue mainQueue] addOperationWithBlock:^{
        [collectionNode insertItemsAtIndexPaths:@[]];
        [context completeBatchFetching:YES];
    }];
}

- (void)refreshLegacy {
    dispatch_async(dispatch_get_global_queue(QOS_CLASS_UTILITY, 0), ^{
        [self->_legacyTable reloadData];
    });
}
@end
```

```swift
// Created only in viewDidLoad: this init runs on the main thread, where reloadData belongs (see Evidence).
final class InboxNode: ASDisplayNode {
    private let table = ASTableNode()

    override init() {
        super.init()
        table.reloadData()
    }
}

final class InboxViewController: ASDKViewController<ASDisplayNode> {
    override func viewDidLoad() {
        super.viewDidLoad()
        node.addSubnode(InboxNode())
    }
}
```

## How to fix

Do the slow part (network, disk, parsing) wherever it has to run, then hop to the main queue with
`DispatchQueue.main.async { … }` and there update the model and call `insertItems`/`reloadData` in
the same main-thread turn, followed by `context.completeBatchFetching(true)`. In a cell node, reload
nested containers in `didLoad()` or give them their data before they load. In a node block, read
container state (`numberOfRows(inSection:)`) in the data-source method before `return`.

## Notes

- Closures passed to the app's own APIs (network and database completions) are of unknown
  context: calls there are not reported, because many such APIs call back on the main queue (the
  official sample's fetch helper does). The catalog's suggested warning for this case is not
  emitted.
- `ASBatchContext`'s `completeBatchFetching(_:)`, `cancelBatchFetching()` and `isFetching()` are
  thread-safe and never reported; neither are `setNeedsLayout()` and plain property reads such as
  `isNodeLoaded` on the container.
- UIKit's own `UITableView`/`UICollectionView` (not a Texture container) are not this rule's
  business.
- Boundary: the `view` in `tableNode.view.beginUpdates()` inside a node block is
  `node-block-captures-uikit`'s token; this rule reports the update method.

## Evidence

In a node's initializer the rule relies on where the class is created (see `view-access-in-init`'s
Evidence for how creation sites are found). The init of a node created only on the main thread, whose
class is not visible outside its module, is main-thread code: `reloadData` there is not reported. Created on a
background thread somewhere, the finding carries a note at that creation site. No creation site known,
or a public class: the initializer is treated as code that may run off the main thread, as Texture's
contract says. `evidence: contract` in `.nodelint.yml` does that for every initializer.

"""###),
    (#"""
conflicting-layout-overrides.md
"""#, ###"""
---
id: conflicting-layout-overrides
severity: error
category: layout
languages: swift, objective-c
enabled: true
runtime-observable: true
source: docs/texture-facts.md#conflicting-layout-overrides; Source/ASDisplayNode+Subclasses.h:492-497 (__ASDisplayNodeCheckForLayoutMethodOverrides); Source/ASDisplayNode.mm:1089-1117; Source/ASImageNode.mm:220; Source/ASTextNode.mm:441; Source/ASTextNode2.mm:340
summary: A node class ends up with more than one of `calculateSizeThatFits`, `layoutSpecThatFits` and `calculateLayoutThatFits`, counting the ones it inherits from Texture.
---

# More than one layout method in a node class

A node describes its size in exactly one way: `layoutSpecThatFits` (a spec of its subnodes),
`calculateSizeThatFits` (manual measurement of a leaf) or, rarely, `calculateLayoutThatFits`.
When it measures a node, `ASDisplayNode` counts how many of the three the class overrides — with
inherited overrides counted — and asserts "Subclass … must at least provide a layoutSpecBlock or
override at most one of the three layout methods". In Release only one of them is used and the other
silently never runs.

The trap is inheritance from Texture's own leaf nodes. `ASImageNode` (and so `ASNetworkImageNode`,
`ASMultiplexImageNode`, `ASMapNode`, `ASVideoNode`), `ASTextNode`, `ASTextNode2` and
`ASEditableTextNode` already implement `calculateSizeThatFits`: a subclass that adds a
`layoutSpecThatFits` (to overlay a badge on an avatar, say) has two. `ASButtonNode`,
`ASTextCellNode` and `ASVideoPlayerNode` implement `layoutSpecThatFits`: a subclass overriding
`calculateSizeThatFits` has two as well.

The rule looks at every node class that declares at least one of the three methods (in the class
or its extensions) and counts the distinct methods among its own declarations, those of its project
superclasses, and those of its Texture ancestors. Two or more is reported once, at the class name
(Objective-C: at `@implementation`).

## Triggering examples

```swift
final class ↓AvatarNode: ASNetworkImageNode {
    let onlineDotNode = ASDisplayNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let spacer = ASLayoutSpec()
        spacer.style.preferredSize = constrainedSize.max
        return ASCornerLayoutSpec(child: spacer, corner: onlineDotNode, location: .bottomRight)
    }
}
```

```swift
final class ↓PriceLabelNode: ASTextNode {
    let strikeNode = ASDisplayNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        strikeNode.style.height = ASDimensionMake(1)
        return ASRelativeLayoutSpec(horizontalPosition: .start, verticalPosition: .center,
                                    sizingOption: [], child: strikeNode)
    }
}
```

```swift
final class ↓WaveformNode: ASDisplayNode {
    let playheadNode = ASDisplayNode()

    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        CGSize(width: constrainedSize.width, height: 32)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASWrapperLayoutSpec(layoutElement: playheadNode)
    }
}
```

```swift
final class ↓PillButtonNode: ASButtonNode {
    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        CGSize(width: min(constrainedSize.width, 200), height: 36)
    }
}
```

```swift
class BaseCardNode: ASDisplayNode {
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASLayoutSpec()
    }
}

final class ↓CompactCardNode: BaseCardNode {
    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        CGSize(width: constrainedSize.width, height: 64)
    }
}
```

```swift
final class ↓CaptionNode: ASDisplayNode {
    let textNode = ASTextNode()
}

extension CaptionNode {
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASWrapperLayoutSpec(layoutElement: textNode)
    }

    override func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        ASLayout(layoutElement: self, size: constrainedSize.max)
    }
}
```

```objc
@interface AvatarNode : ASNetworkImageNode
@end

↓@implementation AvatarNode {
    ASDisplayNode *_badgeNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    return [ASCornerLayoutSpec cornerLayoutSpecWithChild:[ASLayoutSpec new]
                                                  corner:_badgeNode
                                                location:ASCornerLayoutLocationBottomRight];
}
@end
```

```objc
// A button subclass measuring itself (ASButtonNode has layoutSpecThatFits), and a class with two
// of its own, one in a category.
@interface PillButtonNode : ASButtonNode
@end

↓@implementation PillButtonNode
- (CGSize)calculateSizeThatFits:(CGSize)constrainedSize {
    return CGSizeMake(constrainedSize.width, 32);
}
@end

@interface ScoreNode : ASDisplayNode
@end

↓@implementation ScoreNode {
    ASTextNode *_scoreNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    return [ASWrapperLayoutSpec wrapperWithLayoutElement:_scoreNode];
}
@end

@implementation ScoreNode (Measuring)
- (CGSize)calculateSizeThatFits:(CGSize)constrainedSize {
    return CGSizeMake(40, 40);
}
@end
```

## Non-triggering examples

```swift
// The usual fix: a plain node that owns the image node and returns a spec.
final class AvatarNode: ASDisplayNode {
    let imageNode = ASNetworkImageNode()
    let onlineDotNode = ASDisplayNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASCornerLayoutSpec(child: imageNode, corner: onlineDotNode, location: .bottomRight)
    }
}
```

```swift
// Trap: ASScrollNode overrides only the three-argument calculateLayoutThatFits, which is not counted.
final class GalleryScrollNode: ASScrollNode {
    let photoNodes = [ASNetworkImageNode(), ASNetworkImageNode()]

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start,
                          alignItems: .stretch, children: photoNodes)
    }
}
```

```swift
// Replacing the inherited calculateSizeThatFits keeps the count at one.
final class FixedHeightTextNode: ASTextNode {
    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        let size = super.calculateSizeThatFits(constrainedSize)
        return CGSize(width: size.width, height: 44)
    }
}
```

```swift
// Wrapping the spec of a Texture class that implements layoutSpecThatFits is one method, not two.
final class InsetTextCellNode: ASTextCellNode {
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16),
                          child: super.layoutSpecThatFits(constrainedSize))
    }
}
```

```swift
// Trap: a subclass that declares none of the methods is not reported again for its superclass.
class BaseCardNode: ASImageNode {
    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        CGSize(width: constrainedSize.width, height: 120)
    }
}

final class PromoCardNode: BaseCardNode {
    override func didLoad() {
        super.didLoad()
        view.accessibilityTraits = .button
    }
}
```

```swift
// Trap: a custom layout spec is not a node; calculateLayoutThatFits is how specs lay out.
final class GridLayoutSpec: ASLayoutSpec {
    override func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        ASLayout(layoutElement: self, size: constrainedSize.max)
    }
}
```

```objc
// Trap: Texture's own source linted with the app (a checkout in the tree). ASDisplayNode's default
// implementations of all three methods are the framework's, not overrides; a subclass with one is fine.
@implementation ASDisplayNode
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    return nil;
}
- (CGSize)calculateSizeThatFits:(CGSize)constrainedSize {
    return constrainedSize;
}
- (ASLayout *)calculateLayoutThatFits:(ASSizeRange)constrainedSize {
    return nil;
}
@end

@interface BadgeNode : ASDisplayNode
@end

@implementation BadgeNode
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    return [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsZero child:[[ASDisplayNode alloc] init]];
}
@end
```

```objc
// Objective-C: a leaf image node subclass that only changes drawing.
@interface RoundedImageNode : ASImageNode
@end

@implementation RoundedImageNode
- (void)didLoad {
    [super didLoad];
    self.layer.masksToBounds = YES;
}
@end
```

```objc
// ASScrollNode overrides only the three-argument calculateLayoutThatFits, which does not count.
@interface GalleryScrollNode : ASScrollNode
@end

@implementation GalleryScrollNode {
    ASImageNode *_imageNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    return [ASWrapperLayoutSpec wrapperWithLayoutElement:_imageNode];
}

- (ASLayout *)calculateLayoutThatFits:(ASSizeRange)constrainedSize
                     restrictedToSize:(ASLayoutElementSize)size
                 relativeToParentSize:(CGSize)parentSize {
    return [super calculateLayoutThatFits:constrainedSize restrictedToSize:size relativeToParentSize:parentSize];
}
@end
```

## How to fix

Pick one method. To decorate a Texture leaf node (an image with a badge, a text with a strike
line), do not subclass it: write a plain `ASDisplayNode` subclass that owns the image or text node
and returns a spec. To change only the size of a leaf, override `calculateSizeThatFits` alone (the
inherited one is then replaced, not added to), or set `style.preferredSize` from outside.

## Notes

- Only the one-argument `calculateLayoutThatFits(_:)` counts; `calculateLayoutThatFits(_:restrictedTo:relativeToParentSize:)`
  (overridden by `ASScrollNode`) does not.
- A class that sets its own `layoutSpecBlock` is left to `layout-spec-block-with-override`; Texture
  skips this check when a block is set.
- When a class has both `calculateSizeThatFits` and `layoutSpecThatFits`, `calculate-size-without-layout`
  stays silent for it: this rule's finding comes first.
- Texture's check runs only when `ASDisplayNode`'s own `calculateLayoutThatFits`/`calculateSizeThatFits`
  runs; a class that overrides `calculateLayoutThatFits` without calling super never reaches the
  assertion, but its other layout method is dead code, so it is reported all the same.

"""###),
    (#"""
draw-thread-safety.md
"""#, ###"""
---
id: draw-thread-safety
severity: error
category: threading
languages: swift, objective-c
enabled: true
runtime-observable: true
source: docs/texture-facts.md#draw-thread-safety; Source/ASDisplayNode+Subclasses.h:27-36, 218-258, 460-475 (draw/display "MUST be thread-safe", drawParameters snapshots, placeholderImage and imageNamed:); docs/_docs/placeholder-fade-duration.md:16; TextureGroup/Texture#289
summary: Texture's drawing callbacks, which run on a background display queue, use main-thread-only UIKit, or `drawParameters` hands the node itself to them instead of an immutable snapshot.
---

# Drawing code that is not thread-safe

Texture renders nodes off the main thread. `class func draw(_:withParameters:isCancelled:isRasterizing:)`,
`class func display(withParameters:isCancelled:)`, `placeholderImage()` and the closures set as
`imageModificationBlock`, `willDisplayNodeContentWithRenderingContext` or
`didDisplayNodeContentWithRenderingContext` run on the display queue (or on main when a node is
displayed synchronously), so Texture's header says they must be thread-safe. That is why `draw` is a
*class* method: it receives only the parameters object that `drawParameters(forAsyncLayer:)`
prepared on the main thread.

The rule reports, in those callbacks, at the type name:

- (error) constructions of UIKit views, view controllers and gesture recognizers, and the
  main-thread singletons `UIScreen.main`, `UIApplication.shared`, `UIDevice.current.orientation`;
- (warning, sub-check `image-named-off-main`) `UIImage(named:)` (Objective-C `[UIImage imageNamed:]`):
  Texture's header warns it is not thread-safe with asset catalogs. A Texture maintainer has since
  said it is safe from iOS 9 on (Texture#289), hence only a warning.

And (warning) `drawParameters(forAsyncLayer:)` returning `self` (at the method's name): the drawing code then
reads the live node from the background while the main thread keeps changing it — exactly what the
snapshot is there to prevent.

## Triggering examples

```swift
final class ProgressRingNode: ASDisplayNode {
    var progress: CGFloat = 0

    override func drawParameters(forAsyncLayer layer: _ASDisplayLayer) -> NSObjectProtocol? {
        RingParameters(progress: progress)
    }

    override class func draw(_ bounds: CGRect, withParameters parameters: Any?, isCancelled isCancelledBlock: () -> Bool, isRasterizing: Bool) {
        guard let params = parameters as? RingParameters, let context = UIGraphicsGetCurrentContext() else { return }
        context.setLineWidth(1 / ↓UIScreen.main.scale)
        context.addArc(center: CGPoint(x: bounds.midX, y: bounds.midY), radius: bounds.width / 2 - 1,
                       startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * params.progress, clockwise: false)
        context.strokePath()
    }
}

final class RingParameters: NSObject {
    let progress: CGFloat
    init(progress: CGFloat) {
        self.progress = progress
    }
}
```

```swift
final class AvatarCell: ASCellNode {
    let avatarNode = ASNetworkImageNode()

    override init() {
        super.init()
        avatarNode.imageModificationBlock = { image, _ in
            let size = CGSize(width: 40, height: 40)
            UIGraphicsBeginImageContextWithOptions(size, false, ↓UIScreen.main.scale)
            UIBezierPath(ovalIn: CGRect(origin: .zero, size: size)).addClip()
            image.draw(in: CGRect(origin: .zero, size: size))
            let rounded = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            return rounded
        }
    }
}
```

```swift
final class CaptionNode: ASDisplayNode {
    var text = ""

    override func ↓drawParameters(forAsyncLayer layer: _ASDisplayLayer) -> NSObjectProtocol? {
        self
    }

    override class func display(withParameters parameters: Any?, isCancelled isCancelledBlock: () -> Bool) -> UIImage? {
        guard let node = parameters as? CaptionNode else { return nil }
        let label = ↓UILabel()
        label.text = node.text
        label.sizeToFit()
        let renderer = UIGraphicsImageRenderer(size: label.bounds.size)
        return renderer.image { context in label.layer.render(in: context.cgContext) }
    }
}
```

```swift
final class ProfilePhotoNode: ASNetworkImageNode {
    override func placeholderImage() -> UIImage? {
        ↓UIImage(named: "avatar-placeholder")
    }
}
```

```swift
final class BadgeNode: ASDisplayNode {
    override class func draw(_ bounds: CGRect, withParameters parameters: Any?, isCancelled isCancelledBlock: () -> Bool, isRasterizing: Bool) {
        let large = ↓UIApplication.shared.preferredContentSizeCategory.isAccessibilityCategory
        let font = UIFont.boldSystemFont(ofSize: large ? 20 : 12)
        NSAttributedString(string: "NEW", attributes: [.font: font]).draw(in: bounds)
    }
}
```

```objc
@interface ProgressRingNode : ASDisplayNode
@end

@implementation ProgressRingNode
- (id<NSObject>)↓drawParametersForAsyncLayer:(_ASDisplayLayer *)layer {
    return self;
}

+ (void)drawRect:(CGRect)bounds withParameters:(id)parameters isCancelled:(asdisplaynode_iscancelled_block_t)isCancelledBlock isRasterizing:(BOOL)isRasterizing {
    CGContextRef context = UIGraphicsGetCurrentContext();
    CGContextSetLineWidth(context, 1.0 / [↓UIScreen mainScreen].scale);
    CGContextStrokeEllipseInRect(context, CGRectInset(bounds, 1, 1));
}

- (UIImage *)placeholderImage {
    return [↓UIImage imageNamed:@"ring-placeholder"];
}
@end
```

```objc
// A view in display, the application singleton in an image modification block, and a window in a
// rendering-context block.
@interface StampNode : ASDisplayNode
@end

@implementation StampNode
+ (UIImage *)displayWithParameters:(id<NSObject>)parameters isCancelled:(asdisplaynode_iscancelled_block_t)isCancelledBlock {
    UILabel *label = [[↓UILabel alloc] init];
    label.text = @"Stamp";
    return nil;
}
@end

@interface AvatarNode : ASNetworkImageNode
@end

@implementation AvatarNode
- (instancetype)init {
    if ((self = [super init])) {
        self.imageModificationBlock = ^UIImage *(UIImage *image, ASPrimitiveTraitCollection traitCollection) {
            BOOL active = [↓UIApplication sharedApplication].applicationState == UIApplicationStateActive;
            return active ? image : nil;
        };
        self.willDisplayNodeContentWithRenderingContext = ^(CGContextRef context, id drawParameters) {
            UIWindow *window = [[↓UIWindow alloc] init];
        };
    }
    return self;
}
@end
```

## Non-triggering examples

```swift
// Trap: the drawing API Texture sets up for draw — current context, paths, colors, strings — is fine.
final class TagNode: ASDisplayNode {
    var title = ""
    var color = UIColor.systemBlue

    override func drawParameters(forAsyncLayer layer: _ASDisplayLayer) -> NSObjectProtocol? {
        TagParameters(title: title, color: color)
    }

    override class func draw(_ bounds: CGRect, withParameters parameters: Any?, isCancelled isCancelledBlock: () -> Bool, isRasterizing: Bool) {
        guard let params = parameters as? TagParameters, !isCancelledBlock() else { return }
        params.color.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2).fill()
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 12), .foregroundColor: UIColor.white]
        NSAttributedString(string: params.title, attributes: attributes).draw(in: bounds.insetBy(dx: 8, dy: 2))
    }
}

final class TagParameters: NSObject {
    let title: String
    let color: UIColor
    init(title: String, color: UIColor) {
        self.title = title
        self.color = color
    }
}
```

```swift
// Trap: drawParameters runs on the main thread; the screen scale read there travels in the snapshot.
final class HairlineNode: ASDisplayNode {
    override func drawParameters(forAsyncLayer layer: _ASDisplayLayer) -> NSObjectProtocol? {
        NSNumber(value: Double(UIScreen.main.scale))
    }

    override class func draw(_ bounds: CGRect, withParameters parameters: Any?, isCancelled isCancelledBlock: () -> Bool, isRasterizing: Bool) {
        let scale = CGFloat((parameters as? NSNumber)?.doubleValue ?? 2)
        UIColor.separator.setFill()
        UIRectFill(CGRect(x: 0, y: bounds.height - 1 / scale, width: bounds.width, height: 1 / scale))
    }
}
```

```swift
// Trap: a snapshot kept in a property is returned as is (the rule cannot judge its mutability).
final class GradientNode: ASDisplayNode {
    private var params = GradientParameters(colors: [])

    func update(colors: [UIColor]) {
        params = GradientParameters(colors: colors)
        setNeedsDisplay()
    }

    override func drawParameters(forAsyncLayer layer: _ASDisplayLayer) -> NSObjectProtocol? {
        return self.params
    }
}

final class GradientParameters: NSObject {
    let colors: [UIColor]
    init(colors: [UIColor]) {
        self.colors = colors
    }
}
```

```swift
// Trap: images from a file or data, and images rendered with UIGraphicsImageRenderer, are thread-safe.
final class CoverNode: ASNetworkImageNode {
    override func placeholderImage() -> UIImage? {
        if let path = Bundle.main.path(forResource: "cover-placeholder", ofType: "png") {
            return UIImage(contentsOfFile: path)
        }
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1))
        return renderer.image { _ in
            UIColor.systemGray5.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
    }
}
```

```swift
// Trap: UIImage(named:) outside drawing callbacks is not this rule's subject (Apple: thread-safe since iOS 9).
final class ChevronCell: ASCellNode {
    let chevronNode = ASImageNode()

    override init() {
        super.init()
        chevronNode.image = UIImage(named: "chevron")
        addSubnode(chevronNode)
    }
}
```

```swift
// Trap: a UIView's draw(_:) is an instance method that runs on the main thread.
final class SparklineView: UIView {
    override func draw(_ rect: CGRect) {
        let path = UIBezierPath()
        path.lineWidth = 1 / UIScreen.main.scale
        path.move(to: CGPoint(x: 0, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.stroke()
    }
}
```

```objc
// Objective-C: an immutable snapshot, plain Core Graphics in draw.
@interface ProgressRingNode : ASDisplayNode
@property (nonatomic) CGFloat progress;
@end

@implementation ProgressRingNode
- (id<NSObject>)drawParametersForAsyncLayer:(_ASDisplayLayer *)layer {
    return @(self.progress);
}

+ (void)drawRect:(CGRect)bounds withParameters:(id)parameters isCancelled:(asdisplaynode_iscancelled_block_t)isCancelledBlock isRasterizing:(BOOL)isRasterizing {
    CGContextRef context = UIGraphicsGetCurrentContext();
    CGContextSetLineWidth(context, 1.0 / ASScreenScale());
    CGContextStrokeEllipseInRect(context, CGRectInset(bounds, 1, 1));
}
@end
```

```objc
// The screen scale read in drawParameters (on the main thread) and passed in; UIKit's drawing API
// inside draw.
@interface StampNode : ASDisplayNode
@property (nonatomic, copy) NSString *text;
@end

@implementation StampNode
- (id<NSObject>)drawParametersForAsyncLayer:(_ASDisplayLayer *)layer {
    return @{@"text": [self.text copy] ?: @"", @"scale": @([UIScreen mainScreen].scale)};
}

+ (void)drawRect:(CGRect)bounds withParameters:(NSDictionary *)parameters isCancelled:(asdisplaynode_iscancelled_block_t)isCancelledBlock isRasterizing:(BOOL)isRasterizing {
    UIBezierPath *border = [UIBezierPath bezierPathWithRoundedRect:bounds cornerRadius:4];
    [[UIColor redColor] setStroke];
    border.lineWidth = 1.0 / [parameters[@"scale"] doubleValue];
    [border stroke];
    NSAttributedString *text = [[NSAttributedString alloc] initWithString:parameters[@"text"]
                                                               attributes:@{NSFontAttributeName: [UIFont boldSystemFontOfSize:12]}];
    [text drawInRect:CGRectInset(bounds, 4, 4)];
}
@end
```

## How to fix

Read everything main-thread-only in `drawParameters(forAsyncLayer:)` (which runs on the main thread)
and pass it in an immutable parameters object: a small `NSObject` subclass with `let` properties,
or an `NSNumber`/`NSValue`. Use `ASScreenScale()` instead of `UIScreen.main.scale`, draw text with
`NSAttributedString.draw(in:)` rather than a `UILabel`, and render with `UIGraphicsImageRenderer` or
Core Graphics. For placeholders, prefer an image loaded once on the main thread and kept in a static
property, or `UIImage(contentsOfFile:)`.

## Notes

- `image-named-off-main` is reported only in drawing callbacks, where Texture's header warns about
  it; `UIImage(named:)` in a node's `init`, in layout code or in node blocks is left alone, since
  Apple documents it as thread-safe from iOS 9.
- Only `return self` (or an implicit `self` result) in `drawParameters` is reported; returning a
  stored property or a mutable object is not, because its mutability is not known statically.
- Boundaries: the same UIKit constructions in a node's `init`, layout code or node blocks are
  `uikit-in-init`'s, `uikit-in-layout-spec`'s and `node-block-captures-uikit`'s.
- What a run shows: the reference model runs `draw`/`display(withParameters:)` on a background
  display queue, where the Main Thread Checker reports UIKit, and sees `drawParameters` hand over the
  node itself. It does not run `imageModificationBlock` or `placeholderImage()`, and it does not check
  `UIImage(named:)`, which Apple documents as thread-safe: `image-named-off-main` rests on Texture's
  header alone.

"""###),
    (#"""
duplicate-layout-element.md
"""#, ###"""
---
id: duplicate-layout-element
severity: error
category: layout
languages: swift, objective-c
enabled: true
runtime-observable: true
source: docs/texture-facts.md#duplicate-layout-element; Source/ASDisplayNode+LayoutSpec.mm:65-72; Source/Private/Layout/ASLayoutSpecPrivate.h:13-17 (AS_DEDUPE_LAYOUT_SPEC_TREE)
summary: The same node or layout spec is placed in two positions of one layout spec tree.
---

# The same element in two places of one layout

A layout spec tree is a tree: every node and every spec has exactly one position and receives one
frame. Placing the same element twice — the same `titleNode` in a stack and inside an inset, the
same spacer spec on both sides of a title — has no meaning. In Debug builds Texture looks for such
elements and asserts "…returned a layout spec that contains the same elements in multiple
positions", then replaces the whole layout with an empty spec (the cell renders blank). In Release
one of the two positions silently wins.

The rule looks at one `layoutSpecThatFits` body or `layoutSpecBlock` closure at a time. An element
is a node or spec named by a property (`titleNode`, `self.titleNode`, `_titleNode`) or a `let`
local; its positions are the `child`, `overlay`, `background`, `corner` and `layoutElement`
arguments of spec constructors and factories and the elements of `children`/`layoutElements`
arrays. A spec kept in a `let` local counts where the local is used, not where it is built, with
everything placed in it, however deeply nested. The tree is walked the way Texture's duplicate search
walks it (depth first, children in order, a repeated spec not entered again); every later position of
an element that can be reached in the same run (arms of an `if`/`switch` exclude each other) is
reported at the element's second occurrence in the source (where it is written the second time), once
per place. A spec's slot assigned after it is built (`stack.children = [...]`, `inset.child = x`)
replaces what its initializer put there: the elements given to the initializer are no longer in the
tree.

## Triggering examples

```swift
final class TopBarNode: ASDisplayNode {
    let backButton = ASButtonNode()
    let titleNode = ASTextNode()
    let menuButton = ASButtonNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let spacer = ASLayoutSpec()
        spacer.style.flexGrow = 1
        return ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .center,
                                 children: [backButton, spacer, titleNode, ↓spacer, menuButton])
    }
}
```

```swift
final class PhotoCell: ASCellNode {
    let imageNode = ASNetworkImageNode()
    let shadeNode = ASDisplayNode()
    let captionNode = ASTextNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let shadedImage = ASOverlayLayoutSpec(child: imageNode, overlay: shadeNode)
        return ASStackLayoutSpec(direction: .vertical, spacing: 8, justifyContent: .start, alignItems: .stretch,
                                 children: [shadedImage, ↓imageNode, captionNode])
    }
}
```

```swift
final class ProductCell: ASCellNode {
    let imageNode = ASNetworkImageNode()
    let saleBadgeNode = ASTextNode()
    let nameNode = ASTextNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASOverlayLayoutSpec(
            child: ASStackLayoutSpec(direction: .vertical, spacing: 8, justifyContent: .start,
                                     alignItems: .stretch, children: [imageNode, nameNode]),
            overlay: ASRelativeLayoutSpec(horizontalPosition: .end, verticalPosition: .start,
                                          sizingOption: [], child: ↓imageNode))
    }
}
```

```swift
final class QuoteViewController: ASDKViewController<ASDisplayNode> {
    let quoteNode = ASTextNode()
    let authorNode = ASTextNode()

    override init() {
        super.init(node: ASDisplayNode())
        node.automaticallyManagesSubnodes = true
        node.layoutSpecBlock = { [unowned self] _, _ in
            let stack = ASStackLayoutSpec.vertical()
            stack.children = [self.quoteNode, ASInsetLayoutSpec(insets: UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 0),
                                                                child: self.↓quoteNode)]
            return stack
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
```

```swift
// Specs kept in locals nested in other locals: the spacer repeats inside `byline`, and the quote sits
// both inside `highlighted` and directly in `column`.
final class QuoteCell: ASCellNode {
    let quoteNode = ASTextNode()
    let authorNode = ASTextNode()
    let highlightNode = ASDisplayNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let rule = ASLayoutSpec()
        rule.style.flexGrow = 1
        let byline = ASStackLayoutSpec.horizontal()
        byline.children = [rule, authorNode, ↓rule]
        let highlighted = ASBackgroundLayoutSpec(child: quoteNode, background: highlightNode)
        let column = ASStackLayoutSpec(direction: .vertical, spacing: 8, justifyContent: .start, alignItems: .stretch,
                                       children: [highlighted, ↓quoteNode, byline])
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 12, left: 20, bottom: 12, right: 20), child: column)
    }
}
```

```objc
@interface ArticleCellNode : ASCellNode
@end

@implementation ArticleCellNode {
    ASTextNode *_titleNode;
    ASTextNode *_bodyNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    ASInsetLayoutSpec *indented = [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsMake(0, 16, 0, 0)
                                                                         child:_titleNode];
    ASStackLayoutSpec *stack = [ASStackLayoutSpec verticalStackLayoutSpec];
    stack.children = @[indented, ↓_titleNode, _bodyNode];
    return stack;
}
@end
```

```objc
// One node as both child and overlay of a factory-built spec, and twice in a layoutSpecBlock (reported
// at its second occurrence in the source, the children array, though the search meets it in the inset).
@interface PhotoCellNode : ASCellNode
@end

@implementation PhotoCellNode {
    ASNetworkImageNode *_imageNode;
    ASTextNode *_captionNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    return [ASOverlayLayoutSpec overlayLayoutSpecWithChild:_imageNode overlay:↓_imageNode];
}

- (void)useCompactLayout {
    ASTextNode *caption = _captionNode;
    self.layoutSpecBlock = ^ASLayoutSpec *(__kindof ASDisplayNode *node, ASSizeRange constrainedSize) {
        ASInsetLayoutSpec *inset = [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsMake(4, 4, 4, 4) child:caption];
        return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionVertical
                                                       spacing:0
                                                justifyContent:ASStackLayoutJustifyContentStart
                                                    alignItems:ASStackLayoutAlignItemsStretch
                                                      children:@[↓caption, inset]];
    };
}
@end
```

```swift
// A slot assigned after the spec is built places its value too.
final class BadgeCell: ASCellNode {
    let iconNode = ASImageNode()
    let countNode = ASTextNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let badge = ASBackgroundLayoutSpec()
        badge.child = countNode
        badge.background = iconNode
        return ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start, alignItems: .center,
                                 children: [badge, ↓countNode])
    }
}
```

## Non-triggering examples

```swift
// Trap: a slot holds one value; each later assignment replaces the one before (here in several `if`s),
// and `if`s that cast one value to different types take at most one then-arm.
final class MessageBubbleNode: ASCellNode {
    let contentNode: ASDisplayNode
    let timeNode = ASTextNode()
    let bubbleImageNode = ASImageNode()

    init(content: ASDisplayNode) {
        contentNode = content
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let bubble = ASBackgroundLayoutSpec()
        bubble.background = bubbleImageNode
        if let _ = contentNode as? ASTextNode {
            bubble.child = ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start,
                                             alignItems: .end, children: [contentNode, timeNode])
        }
        if let _ = contentNode as? ASNetworkImageNode {
            let time = ASInsetLayoutSpec(insets: UIEdgeInsets(top: .infinity, left: .infinity, bottom: 8, right: 8), child: timeNode)
            bubble.child = contentNode
            bubble.background = ASOverlayLayoutSpec(child: bubbleImageNode, overlay: time)
        }
        return bubble
    }
}
```

```swift
// Trap: `children` assigned after the stack is built replaces the children its initializer was given.
final class CourseCell: ASCellNode {
    let titleTextNode = ASTextNode()
    let shortDescriptionTextNode = ASTextNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let spacer = ASLayoutSpec()
        spacer.style.height = ASDimensionMake(4)
        let vStack = ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch,
                                       children: [titleTextNode, shortDescriptionTextNode])
        vStack.children = [titleTextNode, spacer, shortDescriptionTextNode]
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: vStack)
    }
}
```

```objc
// Objective-C: the same, with `child` replaced in one arm only (the other arm keeps the initializer's).
@interface BannerCellNode : ASCellNode
@property (nonatomic) BOOL compact;
@end

@implementation BannerCellNode {
    ASTextNode *_titleNode;
    ASImageNode *_iconNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    ASInsetLayoutSpec *inset = [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsMake(4, 4, 4, 4) child:_titleNode];
    if (self.compact) {
        inset.child = _iconNode;
        return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionHorizontal spacing:4
                                                justifyContent:ASStackLayoutJustifyContentStart
                                                    alignItems:ASStackLayoutAlignItemsCenter
                                                      children:@[inset, _titleNode]];
    }
    return inset;
}
@end
```

```swift
// Trap: a spec kept in a local and wrapped once is one element in one position.
final class ArticleCell: ASCellNode {
    let titleNode = ASTextNode()
    let bodyNode = ASTextNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let stack = ASStackLayoutSpec(direction: .vertical, spacing: 8, justifyContent: .start,
                                      alignItems: .stretch, children: [titleNode, bodyNode])
        let inset = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16), child: stack)
        return ASBackgroundLayoutSpec(child: inset, background: ASLayoutSpec())
    }
}
```

```swift
// Trap: the arms of an if/else are exclusive; each run places the title once.
final class HeadlineCell: ASCellNode {
    let titleNode = ASTextNode()
    let imageNode = ASNetworkImageNode()
    var isCompact = false

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        if isCompact {
            return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: titleNode)
        } else {
            return ASStackLayoutSpec(direction: .vertical, spacing: 8, justifyContent: .start,
                                     alignItems: .stretch, children: [imageNode, titleNode])
        }
    }
}
```

```swift
// Trap: a spec built in advance counts only where it is used; the compact path never uses it.
final class CommentCell: ASCellNode {
    let avatarNode = ASNetworkImageNode()
    let bodyNode = ASTextNode()
    var showsAvatar = true

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let indentedBody = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0), child: bodyNode)
        guard showsAvatar else {
            return ASWrapperLayoutSpec(layoutElement: bodyNode)
        }
        return ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start,
                                 alignItems: .start, children: [avatarNode, indentedBody])
    }
}
```

```swift
// Trap: two spacer constructions are two different objects.
final class TopBarNode: ASDisplayNode {
    let titleNode = ASTextNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let leading = ASLayoutSpec()
        leading.style.flexGrow = 1
        let trailing = ASLayoutSpec()
        trailing.style.flexGrow = 1
        return ASStackLayoutSpec(direction: .horizontal, spacing: 0, justifyContent: .start,
                                 alignItems: .center, children: [leading, titleNode, trailing])
    }
}
```

```swift
// Trap: a variable that is reassigned names a different spec after each assignment.
final class MessageCell: ASCellNode {
    let textNode = ASTextNode()
    let badgeNode = ASTextNode()
    var isUnread = false

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        var content: ASLayoutElement = textNode
        if isUnread {
            content = ASCornerLayoutSpec(child: content, corner: badgeNode, location: .topRight)
        }
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: content)
    }
}
```

```swift
// Trap: map creates one wrapper per node; every node appears once.
final class TagListNode: ASDisplayNode {
    let tagNodes = [ASTextNode(), ASTextNode(), ASTextNode()]

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let padded = tagNodes.map { ASInsetLayoutSpec(insets: UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 6), child: $0) }
        return ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .start,
                                 alignItems: .center, children: padded)
    }
}
```

```objc
// Objective-C: each element once.
@interface ArticleCellNode : ASCellNode
@end

@implementation ArticleCellNode {
    ASTextNode *_titleNode;
    ASTextNode *_bodyNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    ASInsetLayoutSpec *indented = [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsMake(0, 16, 0, 0)
                                                                         child:_titleNode];
    ASStackLayoutSpec *stack = [ASStackLayoutSpec verticalStackLayoutSpec];
    stack.children = @[indented, _bodyNode];
    return stack;
}
@end
```

```objc
// Exclusive branches, a spec local wrapped once, and a style write next to the position.
@interface PhotoCellNode : ASCellNode
@property (nonatomic) BOOL showsCaptionOnTop;
@end

@implementation PhotoCellNode {
    ASNetworkImageNode *_imageNode;
    ASTextNode *_captionNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    _captionNode.style.flexShrink = 1.0;
    ASInsetLayoutSpec *caption = [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsMake(4, 8, 4, 8) child:_captionNode];
    ASStackLayoutSpec *stack = [ASStackLayoutSpec verticalStackLayoutSpec];
    if (self.showsCaptionOnTop) {
        stack.children = @[caption, _imageNode];
    } else {
        stack.children = @[_imageNode, caption];
    }
    return stack;
}
@end
```

```swift
// Trap: an earlier layout left below the return (kwikcy2's FullPage): it never runs, so its stack is
// not in the tree, and the elements it shares with the returned one are each placed once.
final class PageHeaderNode: ASDisplayNode {
    let searchBar = ASEditableTextNode()
    let tabsNode = ASDisplayNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let header = ASStackLayoutSpec(direction: .vertical, spacing: 2, justifyContent: .start, alignItems: .stretch,
                                       children: [searchBar, tabsNode])
        return header

        let oldHeader = ASStackLayoutSpec(direction: .vertical, spacing: 10, justifyContent: .start, alignItems: .stretch,
                                          children: [searchBar, tabsNode])
        return oldHeader
    }
}
```

## How to fix

Give each position its own element: create a second spacer (`ASLayoutSpec()` is cheap), or use the
wrapping spec instead of the bare node (`children: [shadedImage, captionNode]`). If the same
content really must appear twice, it needs two nodes.

## Notes

- Only what one body builds is compared: a node placed both by `layoutSpecThatFits` and by a helper
  method that builds part of the spec is not found, nor are elements added with `append` or
  collected in loops.
- `var` locals that are reassigned anywhere in the body are not tracked. Elements reached only
  through a spec local that the body never uses are not in the tree and do not count.
- Writes to an element's `style` are not positions; `titleNode.style.flexShrink = 1` next to
  `children: [titleNode]` is one position.
- The diagnostic is on the spec holding the repeat, not on the repeated name, because that is what a
  run can tell: Texture's search (and the reference model) knows which spec contained the element a
  second time, not which argument named it. Which occurrence is "the repeat" follows the tree walk, so
  in `let inset = ASInsetLayoutSpec(insets: i, child: title)` followed by `children: [title, inset]`
  it is the inset.

"""###),
    (#"""
editable-text-view-before-load.md
"""#, ###"""
---
id: editable-text-view-before-load
severity: error
category: threading
languages: swift, objective-c
enabled: true
runtime-observable: true
source: docs/texture-facts.md#editable-text-view-before-load; Source/ASEditableTextNode.h:55-57 ("should only be used on the main thread and should not be accessed before the editable text node's view is created"); Source/ASEditableTextNode.mm:317-322 (getter asserts main, then loads the view); Source/ASEditableTextNode.mm:174-200 (text views created in didLoad)
summary: `ASEditableTextNode.textView` is used in code that runs before the node loads or off the main thread, such as a node's init or layout.
---

# ASEditableTextNode's textView used too early

`ASEditableTextNode` wraps a `UITextView` that it creates in `didLoad`. Its `textView` property is
documented as main-thread-only and not to be touched before the node's view exists: the getter
asserts the main thread and then forces the node to load. Used from a node's `init` (which a node
block runs in the background), from layout code or from a node block, it asserts off the main
thread; on the main thread it loads the node — and creates its UIKit views — long before it is
needed.

Most things people reach for `textView` to configure are available on the node itself and are safe
before load: `keyboardType`, `returnKeyType`, `autocorrectionType`, `autocapitalizationType`,
`isSecureTextEntry`, `textContainerInset`, `typingAttributes`, `attributedPlaceholderText`,
`scrollEnabled`, `maximumLinesToDisplay`.

The rule reports `textView` (at the member name) read from a receiver typed as `ASEditableTextNode`
(or a subclass; implicit `self` in such a subclass) in a node's initializers and stored property
initializers, in layout code, in node blocks, in drawing code and in closures sent to
`DispatchQueue.global()`.

## Triggering examples

```swift
final class EmailFieldCell: ASCellNode {
    let inputNode = ASEditableTextNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        inputNode.↓textView.keyboardType = .emailAddress
        inputNode.↓textView.autocorrectionType = .no
    }
}
```

```swift
final class CommentComposerNode: ASDisplayNode {
    let inputNode: ASEditableTextNode = {
        let node = ASEditableTextNode()
        node.↓textView.inputAccessoryView = nil
        node.↓textView.textContainer.lineFragmentPadding = 0
        return node
    }()
}
```

```swift
final class SearchFieldNode: ASEditableTextNode {
    override init() {
        super.init()
        ↓textView.returnKeyType = .search
        self.↓textView.enablesReturnKeyAutomatically = true
    }
}
```

```swift
final class GrowingInputNode: ASDisplayNode {
    let inputNode = ASEditableTextNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let contentHeight = inputNode.↓textView.contentSize.height
        inputNode.style.height = ASDimensionMake(min(contentHeight, 120))
        return ASWrapperLayoutSpec(layoutElement: inputNode)
    }
}
```

```objc
@interface EmailFieldCellNode : ASCellNode
@end

@implementation EmailFieldCellNode {
    ASEditableTextNode *_inputNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        _inputNode = [[ASEditableTextNode alloc] init];
        _inputNode.↓textView.keyboardType = UIKeyboardTypeEmailAddress;
        [self addSubnode:_inputNode];
    }
    return self;
}
@end
```

```objc
// Implicit self in a subclass's init, layout code, and a node block.
@interface CommentInputNode : ASEditableTextNode
@end

@implementation CommentInputNode
- (instancetype)init {
    if ((self = [super init])) {
        self.↓textView.inputAccessoryView = nil;
    }
    return self;
}
@end

@interface ComposerNode : ASDisplayNode
@end

@implementation ComposerNode {
    ASEditableTextNode *_inputNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    CGFloat lineHeight = [_inputNode ↓textView].font.lineHeight;
    _inputNode.style.minHeight = ASDimensionMake(lineHeight * 2);
    return [ASWrapperLayoutSpec wrapperWithLayoutElement:_inputNode];
}
@end

@interface ReplyViewController : ASDKViewController<ASTableNode *> <ASTableDataSource>
@end

@implementation ReplyViewController
- (ASCellNodeBlock)tableNode:(ASTableNode *)tableNode nodeBlockForRowAtIndexPath:(NSIndexPath *)indexPath {
    return ^ASCellNode *{
        ASCellNode *cell = [[ASCellNode alloc] init];
        ASEditableTextNode *input = [[ASEditableTextNode alloc] init];
        input.↓textView.scrollEnabled = NO;
        [cell addSubnode:input];
        return cell;
    };
}
@end
```

## Non-triggering examples

```swift
// The fix: the text input traits are properties of the node, safe before it loads.
final class EmailFieldCell: ASCellNode {
    let inputNode = ASEditableTextNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        inputNode.keyboardType = .emailAddress
        inputNode.autocorrectionType = .no
        inputNode.returnKeyType = .next
        inputNode.textContainerInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }
}
```

```swift
// didLoad runs on the main thread after the text view exists.
final class CommentComposerNode: ASDisplayNode {
    let inputNode = ASEditableTextNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func didLoad() {
        super.didLoad()
        inputNode.textView.textContainer.lineFragmentPadding = 0
        inputNode.textView.inputAccessoryView = UIToolbar()
    }
}
```

```swift
// Trap: work sent to the main queue, or queued until the node loads, runs on the main thread.
final class SearchFieldNode: ASEditableTextNode {
    override init() {
        super.init()
        onDidLoad { node in
            (node as? ASEditableTextNode)?.textView.enablesReturnKeyAutomatically = true
        }
        DispatchQueue.main.async {
            self.textView.becomeFirstResponder()
        }
    }
}
```

```swift
// Trap: a view controller's methods run on the main thread.
final class NoteViewController: ASDKViewController<ASEditableTextNode> {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        node.textView.becomeFirstResponder()
    }
}
```

```swift
// Trap: a UIKit view's own textView property is not the node's.
final class NoteView: UIView {
    let textView = UITextView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        textView.keyboardDismissMode = .interactive
        addSubview(textView)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
```

```objc
// Objective-C: the node's own property in init, the text view in didLoad.
@interface EmailFieldCellNode : ASCellNode
@end

@implementation EmailFieldCellNode {
    ASEditableTextNode *_inputNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        _inputNode = [[ASEditableTextNode alloc] init];
        _inputNode.keyboardType = UIKeyboardTypeEmailAddress;
        [self addSubnode:_inputNode];
    }
    return self;
}

- (void)didLoad {
    [super didLoad];
    _inputNode.textView.tintColor = [UIColor systemBlueColor];
}
@end
```

```objc
// The node's own text input properties before load, and the text view in an action method (its
// thread is the caller's, normally main).
@interface CommentInputNode : ASEditableTextNode
@end

@implementation CommentInputNode
- (instancetype)init {
    if ((self = [super init])) {
        self.returnKeyType = UIReturnKeySend;
        self.textContainerInset = UIEdgeInsetsMake(8, 8, 8, 8);
        self.scrollEnabled = NO;
    }
    return self;
}

- (void)clearTapped:(id)sender {
    self.textView.text = @"";
}
@end
```

## How to fix

Set text input traits and insets on the `ASEditableTextNode` itself, which stores them until the
text view exists. For anything only the `UITextView` offers (an input accessory view, text container
tweaks, first responder), do it in `didLoad()` of the node that owns the editable text node, or in an
`onDidLoad` block.

## Notes

- Boundaries: UIKit constructions next to the access (`inputNode.textView.inputAccessoryView =
  UIToolbar()` in `init`) are also `uikit-in-init`'s finding, on a different token (`UIToolbar`).
  `textView` is not `view`: `view-access-in-init` does not report it.
- Outside the background contexts (an `@objc` action, a `didSet`), the thread is not known and
  nothing is reported.

## Evidence

Texture's contract is that a node's init may run on any thread; whether a finding happens today depends
on where the class is created. nodelint reads every creation site in the project — `HeaderNode(…)`,
`HeaderNode.init(…)`, `.init(…)` where the type is written, `[[HeaderNode alloc] init…]`, `[HeaderNode new]`,
a method that returns the node (`makeCell(for:) -> ASCellNode`), the creation of a subclass (its init
runs this one), a node created in another node's init (it runs where that node is created), in Swift
and Objective-C alike — and judges the finding by them:

- **Created somewhere on a background thread** (in a node block, on `DispatchQueue.global()` or a queue
  the code made, in `willBeginBatchFetchWith`): the finding happens today. It is reported at the rule's
  level (error), with a note at that creation site (`FeedViewController.swift:9:13: note: FeedCellNode is
  created here, in a node block, which runs on a background thread`).
- **Created only on the main thread** (`viewDidLoad`, `nodeForRowAt`, a view controller's target-action
  handler), and the class is not visible outside its module (not `public` or `open` in a framework or library target, not declared in a
  header of a framework or library other modules import): it works today and breaks the day the node
  moves to a node block. It is reported one level lower (warning), with a note at a creation site
  (`… note: HeaderNode is created here, on the main thread; Texture still requires a node's init to be
  safe on any thread`).
- **Nothing known**: no creation site found, some only in code whose thread nodelint does not know, or a
  public class: the rule's level, without a note.

A `severity:` for the rule in `.nodelint.yml` moves all three together (the main-only level stays one
below it); `evidence: contract` reports every finding at the rule's level, without notes.

"""###),
    (#"""
forbidden-override.md
"""#, ###"""
---
id: forbidden-override
severity: error
category: layout
languages: swift, objective-c
enabled: true
runtime-observable: true
source: docs/texture-facts.md#forbidden-override; Source/ASDisplayNode.mm:177-190 (+initialize); Source/ASDisplayNode.h:832-837, 865-867; Source/ASDisplayNode+Subclasses.h:61
summary: A node class overrides a method Texture forbids subclasses to override (`layoutThatFits`, `calculatedSize`, `calculatedLayout`, `recursivelyClearContents`, `recursivelyClearPreloadedData`).
---

# Override of a method nodes must not override

Some `ASDisplayNode` methods are entry points Texture itself relies on: `layoutThatFits(_:)` and
`layoutThatFits(_:parentSize:)` (the cached measurement every parent calls), the `calculatedSize` and
`calculatedLayout` properties (the result of the last measurement), and
`recursivelyClearContents()` / `recursivelyClearPreloadedData()` (memory-pressure walks of the
tree). When a node class is first used, `+[ASDisplayNode initialize]` asserts that the class
overrides none of them ("Subclass … must not override layoutThatFits: method. Instead override
calculateLayoutThatFits:."). In Release the override runs and breaks layout caching or memory
cleanup for every instance.

The rule reports an `override` of one of those members in a node class (Objective-C: a method
with one of those selectors in a node class's `@implementation`), at the member's name.

## Triggering examples

```swift
final class FeedHeaderNode: ASDisplayNode {
    let titleNode = ASTextNode()

    override func ↓layoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        let layout = super.layoutThatFits(constrainedSize)
        print("header measured", layout.size)
        return layout
    }
}
```

```swift
final class SquareNode: ASDisplayNode {
    override func ↓layoutThatFits(_ constrainedSize: ASSizeRange, parentSize: CGSize) -> ASLayout {
        super.layoutThatFits(ASSizeRangeMake(CGSize(width: parentSize.width, height: parentSize.width)), parentSize: parentSize)
    }
}
```

```swift
final class BannerCell: ASCellNode {
    override var ↓calculatedSize: CGSize {
        CGSize(width: super.calculatedSize.width, height: 120)
    }
}
```

```swift
final class VideoPreviewNode: ASVideoNode {
    override func ↓recursivelyClearContents() {
        super.recursivelyClearContents()
        pause()
    }

    override func ↓recursivelyClearPreloadedData() {
        super.recursivelyClearPreloadedData()
        assetURL = nil
    }
}
```

```objc
@interface FeedHeaderNode : ASDisplayNode
@end

@implementation FeedHeaderNode
- (ASLayout *)↓layoutThatFits:(ASSizeRange)constrainedSize {
    ASLayout *layout = [super layoutThatFits:constrainedSize];
    NSLog(@"header measured %@", NSStringFromCGSize(layout.size));
    return layout;
}

- (CGSize)↓calculatedSize {
    return CGSizeMake(320, 44);
}
@end
```

```objc
// The two-argument layoutThatFits, the memory-pressure walk, and calculatedLayout in a category.
@interface TimelineNode : ASDisplayNode
@end

@implementation TimelineNode
- (ASLayout *)↓layoutThatFits:(ASSizeRange)constrainedSize parentSize:(CGSize)parentSize {
    return [super layoutThatFits:constrainedSize parentSize:parentSize];
}

- (void)↓recursivelyClearContents {
    [super recursivelyClearContents];
}
@end

@implementation TimelineNode (Debugging)
- (ASLayout *)↓calculatedLayout {
    return nil;
}
@end
```

## Non-triggering examples

```swift
// The supported hook: override calculateLayoutThatFits (rarely needed).
final class SquareNode: ASDisplayNode {
    override func calculateLayoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        let side = constrainedSize.max.width
        return ASLayout(layoutElement: self, size: CGSize(width: side, height: side))
    }
}
```

```swift
// Trap: calling the methods is fine; only overriding them is forbidden.
final class GalleryViewController: ASDKViewController<ASCollectionNode> {
    let headerNode = ASTextNode()

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        node.recursivelyClearPreloadedData()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let layout = headerNode.layoutThatFits(ASSizeRangeMake(.zero, view.bounds.size))
        headerNode.frame = CGRect(origin: .zero, size: layout.size)
    }
}
```

```swift
// Trap: a new method with other labels is an overload, not an override.
final class TimelineNode: ASDisplayNode {
    func layoutThatFits(width: CGFloat) -> ASLayout {
        layoutThatFits(ASSizeRangeMake(CGSize(width: width, height: 0), CGSize(width: width, height: .infinity)))
    }
}
```

```swift
// Trap: layout specs are not nodes; Texture's +initialize check concerns node classes only.
final class DebugInsetLayoutSpec: ASInsetLayoutSpec {
    override func layoutThatFits(_ constrainedSize: ASSizeRange) -> ASLayout {
        super.layoutThatFits(constrainedSize)
    }
}
```

```objc
// Objective-C: overriding calculateLayoutThatFits: is allowed.
@interface SquareNode : ASDisplayNode
@end

@implementation SquareNode
- (ASLayout *)calculateLayoutThatFits:(ASSizeRange)constrainedSize {
    CGFloat side = constrainedSize.max.width;
    return [ASLayout layoutWithLayoutElement:self size:CGSizeMake(side, side)];
}
@end
```

```objc
// Calling the methods is fine, and a layout spec subclass is not a node.
@interface TimelineNode : ASDisplayNode
@end

@implementation TimelineNode
- (void)didEnterPreloadState {
    [super didEnterPreloadState];
    ASLayout *layout = [self layoutThatFits:ASSizeRangeMake(CGSizeZero, CGSizeMake(320, 480))];
    NSLog(@"%@ %@", layout, NSStringFromCGSize(self.calculatedSize));
    [self recursivelyClearContents];
}
@end

@interface DebugLayoutSpec : ASWrapperLayoutSpec
@end

@implementation DebugLayoutSpec
- (ASLayout *)layoutThatFits:(ASSizeRange)constrainedSize {
    return [super layoutThatFits:constrainedSize];
}
@end
```

## How to fix

Override `calculateLayoutThatFits(_:)` (or, better, `layoutSpecThatFits(_:)`) instead of
`layoutThatFits`. To observe measurements, override `calculatedLayoutDidChange()` and read
`calculatedSize` there. To release memory when Texture clears contents, override
`clearContents()` or `didExitPreloadState()` and call super.

## Notes

- Only node classes (an ancestor in Texture's node table) are checked; `ASLayoutSpec` subclasses,
  UIKit classes and plain types with methods of the same names are not.
- Objective-C has no `override` keyword: a method with a forbidden selector in a node class's
  `@implementation` is an override. A category on a node class that defines one is reported too.

"""###),
    (#"""
gesture-in-init.md
"""#, ###"""
---
id: gesture-in-init
severity: error
category: lifecycle
languages: swift, objective-c
enabled: true
runtime-observable: true
source: Subclassing page (-init, -didLoad); docs/texture-facts.md#gesture-in-init; Source/ASDisplayNode+Subclasses.h:68-71
summary: A node's initializer creates or adds a gesture recognizer, which needs the main thread and the node's view.
---

# Gesture recognizer set up in a node's initializer

A node's `init` must be callable on any thread: a node block creates cell nodes on a background
queue. Gesture recognizers are UIKit objects that belong to the main thread, and adding one needs
the node's view, which does not exist yet: `view.addGestureRecognizer(_:)` in `init` loads the view
early (off the main thread Texture asserts "This method must be called on the main thread"), runs
`didLoad` inside `init`, and makes the node permanently unable to be layer-backed. Texture's headers
name `didLoad` as the place for gesture recognizers.

The rule reports, in a node's initializers, in the initializers of its stored properties, in the
methods `init` calls, and in `lazy` property initializers that `init` reaches:

- every construction of a gesture recognizer (`UITapGestureRecognizer(...)`, any `UI…GestureRecognizer`,
  and project subclasses of `UIGestureRecognizer`), at the type name;
- every `addGestureRecognizer(_:)` call, at the method name, unless its receiver is a node whose class
  or an ancestor declares a method of that name in the project (not an override): a node has no such
  method of its own, so the call is the project's (a shim kept from a UIKit port), and what its body
  does is reported there, with a note at the call from `init`.

## Triggering examples

```swift
struct Post {
    let title: String
}

final class PostCell: ASCellNode {
    private let post: Post

    init(post: Post) {
        self.post = post
        super.init()
        view.↓addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(didTap)))
    }

    @objc private func didTap() {}
}
```

```swift
final class PhotoNode: ASDisplayNode {
    private let imageNode = ASNetworkImageNode()

    override init() {
        super.init()
        addSubnode(imageNode)
        let doubleTap = ↓UITapGestureRecognizer(target: self, action: #selector(didDoubleTap))
        doubleTap.numberOfTapsRequired = 2
        imageNode.view.↓addGestureRecognizer(doubleTap)
    }

    @objc private func didDoubleTap() {}
}
```

```swift
// The recognizer is created with the node (a stored property), even though it is added in didLoad.
final class SwipeCell: ASCellNode {
    private let pan = ↓UIPanGestureRecognizer()

    override init() {
        super.init()
    }

    override func didLoad() {
        super.didLoad()
        pan.addTarget(self, action: #selector(didPan))
        view.addGestureRecognizer(pan)
    }

    @objc private func didPan() {}
}
```

```swift
// A helper called from init runs in init (the diagnostic carries a note naming the call).
final class CommentNode: ASDisplayNode {
    override init() {
        super.init()
        setUpGestures()
    }

    private func setUpGestures() {
        let longPress = ↓UILongPressGestureRecognizer(target: self, action: #selector(didLongPress))
        view.↓addGestureRecognizer(longPress)
    }

    @objc private func didLongPress() {}
}
```

```swift
// A lazy property first touched in init is created in init.
final class ReactionNode: ASDisplayNode {
    private lazy var press = ↓UILongPressGestureRecognizer(target: self, action: #selector(didPress))

    override init() {
        super.init()
        press.minimumPressDuration = 0.3
    }

    override func didLoad() {
        super.didLoad()
        view.addGestureRecognizer(press)
    }

    @objc private func didPress() {}
}
```

```swift
// Project subclasses of UIGestureRecognizer count too.
final class ForceTouchRecognizer: UILongPressGestureRecognizer {}

final class StickerCell: ASCellNode {
    private let sticker = ASImageNode()
    private let force = ↓ForceTouchRecognizer()

    override init() {
        super.init()
        addSubnode(sticker)
    }
}
```

```objc
@interface StoryCellNode : ASCellNode
@end

@implementation StoryCellNode
- (instancetype)init {
    if ((self = [super init])) {
        UITapGestureRecognizer *tap = [[↓UITapGestureRecognizer alloc] initWithTarget:self action:@selector(didTap:)];
        tap.cancelsTouchesInView = NO;
        [self.view ↓addGestureRecognizer:tap];
    }
    return self;
}

- (void)didTap:(UITapGestureRecognizer *)recognizer {
}
@end
```

```objc
@interface MediaNode : ASDisplayNode
@end

@implementation MediaNode {
    ASNetworkImageNode *_imageNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        _imageNode = [[ASNetworkImageNode alloc] init];
        [self addSubnode:_imageNode];
        [_imageNode.view ↓addGestureRecognizer:[[UIPinchGestureRecognizer alloc] initWithTarget:self action:@selector(didPinch:)]];
    }
    return self;
}

- (void)didPinch:(UIPinchGestureRecognizer *)recognizer {
}
@end
```

```objc
// A helper that init calls runs in init too; [UISwipeGestureRecognizer new] constructs one.
@interface PhotoCellNode : ASCellNode
@end

@implementation PhotoCellNode
- (instancetype)initWithPhotoURL:(NSURL *)url {
    if ((self = [super init])) {
        [self setUpGestures];
    }
    return self;
}

- (void)setUpGestures {
    UISwipeGestureRecognizer *swipe = [↓UISwipeGestureRecognizer new];
    [self.view ↓addGestureRecognizer:swipe];
}
@end
```

```swift
// A project method of the same name that forwards to the view: from init it loads the view there,
// and the finding is in the method, with a note at the call from init.
extension ASDisplayNode {
    func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        view.↓addGestureRecognizer(recognizer)
    }
}

final class AvatarNode: ASDisplayNode {
    init(recognizer: UIGestureRecognizer) {
        super.init()
        addGestureRecognizer(recognizer)
    }
}
```

## Non-triggering examples

```swift
// didLoad runs once, on the main thread, when the view exists: the documented place.
final class PostCell: ASCellNode {
    override func didLoad() {
        super.didLoad()
        let tap = UITapGestureRecognizer(target: self, action: #selector(didTap))
        view.addGestureRecognizer(tap)
    }

    @objc private func didTap() {}
}
```

```swift
// onDidLoad closures run on the main thread once the node has loaded.
final class AvatarNode: ASDisplayNode {
    override init() {
        super.init()
        onDidLoad { node in
            node.view.addGestureRecognizer(UITapGestureRecognizer(target: node, action: #selector(AvatarNode.didTap)))
        }
    }

    @objc func didTap() {}
}
```

```swift
// ASControlNode's target-action needs no view: addTarget in init is fine.
final class FollowButtonNode: ASButtonNode {
    override init() {
        super.init()
        setTitle("Follow", with: UIFont.boldSystemFont(ofSize: 14), with: .white, for: .normal)
        addTarget(self, action: #selector(didTapFollow), forControlEvents: .touchUpInside)
    }

    @objc private func didTapFollow() {}
}
```

```swift
// A lazy recognizer first used in didLoad is created on the main thread.
final class ReactionNode: ASDisplayNode {
    private lazy var press = UILongPressGestureRecognizer(target: self, action: #selector(didPress))

    override func didLoad() {
        super.didLoad()
        press.minimumPressDuration = 0.3
        view.addGestureRecognizer(press)
    }

    @objc private func didPress() {}
}
```

```swift
// A view block builds its view on the main thread; recognizers added there are fine.
final class MapPreviewNode: ASDisplayNode {
    override init() {
        super.init()
        setViewBlock {
            let view = UIView()
            view.addGestureRecognizer(UIPinchGestureRecognizer())
            return view
        }
    }
}
```

```swift
// A view controller's init runs on the main thread, and a UIView is not a node.
final class GalleryViewController: ASDKViewController<ASPagerNode> {
    private let dismissPan = UIPanGestureRecognizer()

    override init() {
        super.init(node: ASPagerNode())
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

final class BannerView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer())
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
```

```swift
// Declaring a recognizer property (without creating it) and overriding gestureRecognizerShouldBegin are not set-up.
final class DraggableNode: ASDisplayNode {
    private var pan: UIPanGestureRecognizer?

    override init() {
        super.init()
        isUserInteractionEnabled = true
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        return pan != nil
    }
}
```

```objc
@interface StoryCellNode : ASCellNode
@end

@implementation StoryCellNode
- (instancetype)init {
    if ((self = [super init])) {
        self.selectionStyle = UITableViewCellSelectionStyleNone;
    }
    return self;
}

- (void)didLoad {
    [super didLoad];
    [self.view addGestureRecognizer:[[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(didTap:)]];
}

- (void)didTap:(UITapGestureRecognizer *)recognizer {
}
@end
```

```objc
// Target-action on a control node needs no view; a recognizer added in onDidLoad waits for the view.
@interface LikeCellNode : ASCellNode
@end

@implementation LikeCellNode {
    ASButtonNode *_likeButton;
}
- (instancetype)init {
    if ((self = [super init])) {
        _likeButton = [[ASButtonNode alloc] init];
        [_likeButton addTarget:self action:@selector(didTapLike) forControlEvents:ASControlNodeEventTouchUpInside];
        [self addSubnode:_likeButton];
        [self onDidLoad:^(__kindof ASDisplayNode *node) {
            [node.view addGestureRecognizer:[[UILongPressGestureRecognizer alloc] initWithTarget:node action:@selector(didLongPress:)]];
        }];
    }
    return self;
}

- (void)didTapLike {
}

- (void)didLongPress:(UILongPressGestureRecognizer *)recognizer {
}
@end
```

```swift
// Trap: the node's own addGestureRecognizer(_:) (kept from a UIKit port; it does nothing) is not
// UIView's: calling it touches no view.
open class PortedCellNode: ASCellNode {
    open func addGestureRecognizer(_ recognizer: Any) {}
}

struct TapConfiguration {}

final class BubbleCellNode: PortedCellNode {
    private let configuration = TapConfiguration()

    override init() {
        super.init()
        addGestureRecognizer(configuration)
    }
}
```

## How to fix

Create and add the recognizer in `didLoad()` (after `super.didLoad()`), or in an
`onDidLoad { node in … }` block registered from `init`. If the node only needs taps, make it (or
wrap it in) an `ASControlNode` and use `addTarget(_:action:forControlEvents:)`, which works in
`init` and keeps the node layer-backable.

## Notes

- `view.addGestureRecognizer(UITapGestureRecognizer(...))` gives one diagnostic from this rule, at
  `addGestureRecognizer`: a recognizer constructed directly as the argument of a reported
  `addGestureRecognizer` call is not reported again. (`view-access-in-init` separately reports `view`.)
- Gesture recognizers belong to this rule only: `uikit-in-init` does not report them.
- A `lazy var` initializer is checked as part of `init` only when `init` (or a method it calls)
  refers to the property; a lazy property used only from `didLoad` or later is not reported.
- Closures passed to APIs nodelint does not know are not checked (their thread is unknown).

## Evidence

Texture's contract is that a node's init may run on any thread; whether a finding happens today depends
on where the class is created. nodelint reads every creation site in the project — `HeaderNode(…)`,
`HeaderNode.init(…)`, `.init(…)` where the type is written, `[[HeaderNode alloc] init…]`, `[HeaderNode new]`,
a method that returns the node (`makeCell(for:) -> ASCellNode`), the creation of a subclass (its init
runs this one), a node created in another node's init (it runs where that node is created), in Swift
and Objective-C alike — and judges the finding by them:

- **Created somewhere on a background thread** (in a node block, on `DispatchQueue.global()` or a queue
  the code made, in `willBeginBatchFetchWith`): the finding happens today. It is reported at the rule's
  level (error), with a note at that creation site (`FeedViewController.swift:9:13: note: FeedCellNode is
  created here, in a node block, which runs on a background thread`).
- **Created only on the main thread** (`viewDidLoad`, `nodeForRowAt`, a view controller's target-action
  handler), and the class is not visible outside its module (not `public` or `open` in a framework or library target, not declared in a
  header of a framework or library other modules import): it works today and breaks the day the node
  moves to a node block. It is reported one level lower (warning), with a note at a creation site
  (`… note: HeaderNode is created here, on the main thread; Texture still requires a node's init to be
  safe on any thread`).
- **Nothing known**: no creation site found, some only in code whose thread nodelint does not know, or a
  public class: the rule's level, without a note.

A `severity:` for the rule in `.nodelint.yml` moves all three together (the main-only level stays one
below it); `evidence: contract` reports every finding at the rule's level, without notes.

"""###),
    (#"""
layer-backed-view-access.md
"""#, ###"""
---
id: layer-backed-view-access
severity: error
category: lifecycle
languages: swift, objective-c
enabled: true
runtime-observable: true
source: docs/texture-facts.md#layer-backed-view-access; docs/_docs/layer-backing.md:9-22; Source/ASDisplayNode.mm:650 ("Call to -view undefined on layer-backed nodes"), 750-765 (setLayerBacked: asserts supportsLayerBacking and "Cannot change layerBacked after view/layer has loaded."), 2124-2127; Source/ASControlNode.mm:276-289; Source/ASDKViewController.mm:120; TextureGroup/Texture#220
summary: A layer-backed node is used as if it had a view, or a node that cannot be layer-backed (a view-block node, a control with targets, a view controller's root node, a loaded node) is made layer-backed.
---

# Layer-backed node used like a view-backed one

`isLayerBacked = true` makes a node skip its `UIView` and draw into a bare `CALayer`: cheaper, and
recommended for nodes that never handle touches. Everything that needs a view then breaks:

- `view` of a layer-backed node asserts "Call to -view undefined on layer-backed nodes" and returns
  nil — which Swift, where `view` is not optional, turns into a crash at the first use;
- `addTarget` on a layer-backed control node asserts: the target can never be called
  (Texture#220 — buttons that silently stopped working because a parent made all subnodes
  layer-backed);
- a view-backed subnode cannot be added to a layer-backed parent (assertion);
- nodes whose view comes from a view block (`ASDisplayNode { UISwitch() }`), `ASEditableTextNode`,
  `ASMapNode`, `ASScrollNode` and the container nodes do not support layer backing: setting it
  asserts "Node … does not support layer backing."; `ASButtonNode` refuses it in any case ("ASButtonNode
  must not be layer backed!") — a plain `ASControlNode` without targets may be layer-backed;
- a view controller's root node must have a view (assertion in `loadView`);
- once a node is loaded, `isLayerBacked` cannot change ("Cannot change layerBacked after
  view/layer has loaded.").

The rule tracks assignments of the literal `true` to `isLayerBacked` (Objective-C
`layerBacked = YES`) per identifier within a class: a node property or local, or `self` when a node
class sets it in its own `init`. It reports `view` of such a node and `addTarget` on it (at the
member or method name), `addSubnode` on it of a node property or local that the class never makes
layer-backed (at `addSubnode`), and the `isLayerBacked = true`
assignment itself (at `isLayerBacked`) when the node is a view-block node, one of the classes above,
a view controller's `node`, or `self` in `didLoad`, `layout()`, `layoutDidFinish()` or an
interface-state or hierarchy callback (the node is loaded there).

## Triggering examples

```swift
final class CommentCell: ASCellNode {
    let badgeNode = ASImageNode()

    override init() {
        super.init()
        badgeNode.isLayerBacked = true
        addSubnode(badgeNode)
    }

    override func didLoad() {
        super.didLoad()
        badgeNode.↓view.isUserInteractionEnabled = false
    }
}
```

```swift
final class LikeButtonRowNode: ASDisplayNode {
    let iconNode = ASImageNode()
    let likeButton = ASButtonNode()

    override init() {
        super.init()
        iconNode.isLayerBacked = true
        likeButton.↓isLayerBacked = true
        likeButton.↓addTarget(self, action: #selector(likeTapped), forControlEvents: .touchUpInside)
        addSubnode(iconNode)
        addSubnode(likeButton)
    }

    override func didLoad() {
        super.didLoad()
        iconNode.↓view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(likeTapped)))
    }

    @objc func likeTapped() {}
}
```

```swift
final class DividerNode: ASDisplayNode {
    override init() {
        super.init()
        isLayerBacked = true
        backgroundColor = .separator
    }

    override func didLoad() {
        super.didLoad()
        ↓view.accessibilityElementsHidden = true
    }
}
```

```swift
final class SettingsRowNode: ASDisplayNode {
    let titleNode = ASTextNode()
    let valueNode = ASTextNode()
    let switchNode = ASDisplayNode(viewBlock: { UISwitch() })
    let containerNode = ASDisplayNode()

    override init() {
        super.init()
        titleNode.isLayerBacked = true
        switchNode.↓isLayerBacked = true
        containerNode.isLayerBacked = true
        containerNode.addSubnode(titleNode)
        containerNode.↓addSubnode(valueNode)
        addSubnode(containerNode)
        addSubnode(switchNode)
    }
}
```

```swift
final class NoteComposerNode: ASDisplayNode {
    let inputNode = ASEditableTextNode()

    override init() {
        super.init()
        inputNode.↓isLayerBacked = true
        addSubnode(inputNode)
    }

    override func didLoad() {
        super.didLoad()
        ↓isLayerBacked = true
    }
}
```

```swift
final class SplashViewController: ASDKViewController<ASDisplayNode> {
    override init() {
        super.init(node: ASDisplayNode())
        node.↓isLayerBacked = true
        node.backgroundColor = .systemBackground
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
```

```objc
@interface CommentCellNode : ASCellNode
@end

@implementation CommentCellNode {
    ASImageNode *_badgeNode;
    ASMapNode *_mapNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        _badgeNode = [[ASImageNode alloc] init];
        _badgeNode.layerBacked = YES;
        _mapNode = [[ASMapNode alloc] init];
        _mapNode.↓layerBacked = YES;
        [self addSubnode:_badgeNode];
    }
    return self;
}

- (void)didLoad {
    [super didLoad];
    _badgeNode.↓view.userInteractionEnabled = NO;
}
@end
```

```objc
// setLayerBacked:YES then a target, a view-backed subnode added to a layer-backed parent, a view
// block node made layer-backed, and layer backing set once the node is loaded.
@interface ShareCellNode : ASCellNode
@end

@implementation ShareCellNode {
    ASImageNode *_shareIcon;
    ASDisplayNode *_rowNode;
    ASTextNode *_labelNode;
    ASDisplayNode *_switchNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        _shareIcon = [[ASImageNode alloc] init];
        [_shareIcon setLayerBacked:YES];
        [_shareIcon ↓addTarget:self action:@selector(share) forControlEvents:ASControlNodeEventTouchUpInside];
        _rowNode = [[ASDisplayNode alloc] init];
        _rowNode.layerBacked = YES;
        _labelNode = [[ASTextNode alloc] init];
        [_rowNode ↓addSubnode:_labelNode];
        _switchNode = [[ASDisplayNode alloc] initWithViewBlock:^UIView *{
            return [[UISwitch alloc] init];
        }];
        _switchNode.↓layerBacked = YES;
    }
    return self;
}

- (void)share {
}
@end

@interface BadgeNode : ASDisplayNode
@end

@implementation BadgeNode
- (void)didLoad {
    [super didLoad];
    self.↓layerBacked = YES;
}
@end
```

## Non-triggering examples

```swift
// A layer-backed node configured only through node properties.
final class CommentCell: ASCellNode {
    let badgeNode = ASImageNode()

    override init() {
        super.init()
        badgeNode.isLayerBacked = true
        badgeNode.cornerRadius = 4
        badgeNode.isUserInteractionEnabled = false
        addSubnode(badgeNode)
    }
}
```

```swift
// Trap: the layer of a layer-backed node is exactly what it has; using it after load is fine.
final class RingNode: ASDisplayNode {
    override init() {
        super.init()
        isLayerBacked = true
    }

    override func didLoad() {
        super.didLoad()
        layer.shouldRasterize = true
        layer.rasterizationScale = ASScreenScale()
    }
}
```

```swift
// Trap: each identifier is tracked on its own; the title stays view-backed.
final class HeaderNode: ASDisplayNode {
    let iconNode = ASImageNode()
    let titleNode = ASTextNode()

    override init() {
        super.init()
        iconNode.isLayerBacked = true
        addSubnode(iconNode)
        addSubnode(titleNode)
    }

    override func didLoad() {
        super.didLoad()
        titleNode.view.isAccessibilityElement = true
    }
}
```

```swift
// Trap: a layer-backed child under a layer-backed parent; a layer-backed control without targets.
final class RatingNode: ASDisplayNode {
    let starsNode = ASDisplayNode()
    let starNode = ASImageNode()
    let infoControl = ASControlNode()

    override init() {
        super.init()
        starsNode.isLayerBacked = true
        starNode.isLayerBacked = true
        starsNode.addSubnode(starNode)
        infoControl.isLayerBacked = true
        infoControl.isUserInteractionEnabled = false
        addSubnode(starsNode)
        addSubnode(infoControl)
    }
}
```

```swift
// Trap: a computed value is not the literal true; reading isLayerBacked before using the view is fine.
final class ThumbnailNode: ASImageNode {
    init(isDecorative: Bool) {
        super.init()
        isLayerBacked = isDecorative
    }

    override func didLoad() {
        super.didLoad()
        if !isLayerBacked {
            view.accessibilityIgnoresInvertColors = true
        }
    }
}
```

```swift
// In init the view access is view-access-in-init's finding, not reported a second time here.
final class TagNode: ASDisplayNode {
    let textNode = ASTextNode()

    override init() {
        super.init()
        textNode.isLayerBacked = true
        textNode.view.isUserInteractionEnabled = false
    }
}
```

```objc
// Objective-C: layer-backed, used through node properties and its layer.
@interface CommentCellNode : ASCellNode
@end

@implementation CommentCellNode {
    ASImageNode *_badgeNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        _badgeNode = [[ASImageNode alloc] init];
        _badgeNode.layerBacked = YES;
        _badgeNode.cornerRadius = 4;
        [self addSubnode:_badgeNode];
    }
    return self;
}

- (void)didLoad {
    [super didLoad];
    _badgeNode.layer.shouldRasterize = NO;
}
@end
```

```objc
// Layer backing turned off again on the same node, layer-backed children of a layer-backed parent,
// and a different node's view.
@interface ShareCellNode : ASCellNode
@end

@implementation ShareCellNode {
    ASImageNode *_shareIcon;
    ASDisplayNode *_rowNode;
    ASImageNode *_iconNode;
    ASTextNode *_titleNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        _shareIcon = [[ASImageNode alloc] init];
        _shareIcon.layerBacked = YES;
        if (@available(iOS 13, *)) {
            _shareIcon.layerBacked = NO;
        }
        [_shareIcon addTarget:self action:@selector(share) forControlEvents:ASControlNodeEventTouchUpInside];
        _rowNode = [[ASDisplayNode alloc] init];
        _rowNode.layerBacked = YES;
        _iconNode = [[ASImageNode alloc] init];
        _iconNode.layerBacked = YES;
        [_rowNode addSubnode:_iconNode];
        _titleNode = [[ASTextNode alloc] init];
    }
    return self;
}

- (void)didLoad {
    [super didLoad];
    _titleNode.view.isAccessibilityElement = YES;
}

- (void)share {
}
@end
```

```objc
// Trap: locals a macro declares (Texture's own tests do this) are invisible to the parser; the same
// name in two methods is two nodes, and only the second method makes its nodes layer-backed.
#define DeclareNodeNamed(n) ASDisplayNode *n = [[ASDisplayNode alloc] init]; n.debugName = @#n

@interface NodeTreeBuilder : NSObject
@end

@implementation NodeTreeBuilder
- (UIView *)viewBackedTree {
    DeclareNodeNamed(parent);
    DeclareNodeNamed(child);
    [parent addSubnode:child];
    return [child view];
}

- (CALayer *)layerBackedTree {
    DeclareNodeNamed(parent);
    DeclareNodeNamed(child);
    child.layerBacked = YES;
    parent.layerBacked = YES;
    [parent addSubnode:child];
    return parent.layer;
}
@end
```

## How to fix

Decide per node. A node that needs a view — gestures, targets, accessibility on the view, a UIKit
subview, a view block — must stay view-backed: remove `isLayerBacked = true` from it (and from any
loop that makes all subnodes layer-backed). A node that is layer-backed must be used through its node
properties (`cornerRadius`, `isUserInteractionEnabled`, `accessibilityLabel` …) or its `layer`. Set
`isLayerBacked` in `init`, before the node loads, and never on a view controller's root node.

## Notes

- Tracking is per identifier in one class: a node made layer-backed in one class and used in another,
  or reached through an alias (`let b = badgeNode`), is not followed. Conditional assignments count
  (on that path the view is nil); `isLayerBacked = false` anywhere in the class on the same
  identifier cancels the tracking.
- Loops such as `for node in subnodes { node.isLayerBacked = true }` are not followed.
- Boundaries: `view` tokens in a node's `init`, in layout code and in node blocks belong to
  `view-access-in-init`, `view-access-in-layout-spec` and `node-block-captures-uikit`; `addSubnode`
  calls in layout code or on a node with automatic subnode management belong to
  `add-subnode-in-layout-spec` and `add-subnode-with-automatic-management`. `ASCellNode` cannot be
  made layer-backed at all (the setter is unavailable), so the compiler already rejects it.

"""###),
    (#"""
layout-in-viewdidload.md
"""#, ###"""
---
id: layout-in-viewdidload
severity: warning
category: layout
languages: swift, objective-c
enabled: true
runtime-observable: false
runtime-reason: Neither Texture nor UIKit checks where geometry is set; a frame set in viewDidLoad is applied as written and is right until the size changes, and afterwards it is simply the frame the code set. Whether that is stale depends on the layout the app intends (a value computed from view.bounds, or a constant), which a run cannot tell: recording every geometry write in viewDidLoad would only repeat the static pattern, and would be wrong for the constant frames the rule itself leaves alone.
source: Subclassing page (ASDKViewController -viewDidLoad, -viewWillLayoutSubviews); docs/texture-facts.md#layout-in-viewdidload
summary: A Texture view controller's `viewDidLoad` contains layout code, which runs once and goes stale when the size changes.
---

# Layout code in `viewDidLoad`

`viewDidLoad()` runs once, before the controller's view is in a window: its bounds are not final yet
and its safe area insets are still zero. The Subclassing page says layout code must never go there,
because it is not run again when the geometry changes (rotation, split screen, the keyboard, a
hierarchy change), and that all layout code belongs in `viewWillLayoutSubviews()`, which runs at the
same time as the node's `layout()` — every time the size changes.

The rule checks the body of `viewDidLoad()` in Texture view controller classes (and closures that run
while it runs, such as `UIView.performWithoutAnimation`). It reports:

- an assignment to `frame`, `bounds`, `center` or `position` of the controller's `view`, of its `node`,
  or of a stored property of the controller, at the assigned property, unless the value is built from
  constants alone (`CGRect(x: 0, y: 0, width: 191, height: 29)`, a project type's `static let`, the
  controller's own `let` properties: nothing in it depends on where it is set);
- a call to `layoutThatFits(_:)` or `transitionLayout(…)`, at the method name;
- any other read of `bounds`, `frame` or `safeAreaInsets` of the controller's view, of its node, of a
  node or view stored in the controller, or of `UIScreen.main`, at the member name.

Reads inside the value of a reported assignment or the arguments of a reported call are part of that
diagnostic and are not reported again, and reads in one statement are one diagnostic, at the first.
A read of the frame or bounds of something `viewDidLoad` has already set them on (earlier in its body,
or in a helper it called before; a node's frame is its view's) gets back the value set there: that
assignment is the finding, and the read is not reported again.
Methods of the controller that `viewDidLoad` calls are checked too (the diagnostic carries a note at
the call), unless a layout callback (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`,
`viewWillTransition`, `traitCollectionDidChange`) calls them as well.
Geometry that a layout callback (or a helper it calls) sets as well is kept up to date there: its
assignment in `viewDidLoad`, and the reads in its value, are not reported; nor are reads of the
controller's geometry made to set a property a layout callback sets too (`contentInset`).

A frame (or bounds) set from the view's size on a view or node whose autoresizing mask lets that size
follow the superview (`autoresizingMask = [.flexibleWidth, .flexibleHeight]` set in the controller, or
UIKit's default on another controller's root view)
does not go stale and is not reported; a mask that tracks only the width covers only a value that
reads only the width.

## Triggering examples

```swift
final class PlayerViewController: ASDKViewController<ASDisplayNode> {
    private let overlayNode = ASDisplayNode()

    override func viewDidLoad() {
        super.viewDidLoad()
        node.addSubnode(overlayNode)
        overlayNode.↓frame = view.bounds
    }
}
```

```swift
final class ProfileViewController: ASDKViewController<ASDisplayNode> {
    private let headerNode = ASNetworkImageNode()

    override func viewDidLoad() {
        super.viewDidLoad()
        headerNode.style.preferredSize = CGSize(width: view.↓bounds.width, height: 180)
        let bottomInset = view.↓safeAreaInsets.bottom
        node.style.height = ASDimensionMake(600 + bottomInset)
    }
}
```

```swift
// Measuring by hand from the screen size, once.
final class CardViewController: ASDKViewController<ASDisplayNode> {
    private let cardNode = ASDisplayNode()

    override func viewDidLoad() {
        super.viewDidLoad()
        let width = UIScreen.main.↓bounds.width - 32
        let range = ASSizeRangeMake(CGSize(width: width, height: 0), CGSize(width: width, height: .infinity))
        let layout = cardNode.↓layoutThatFits(range)
        cardNode.↓frame = CGRect(origin: CGPoint(x: 16, y: 100), size: layout.size)
    }
}
```

```swift
// UIKit views the controller keeps, a transition, and a closure that runs inside viewDidLoad.
final class UploadViewController: ASDKViewController<ASDisplayNode> {
    private let spinner = UIActivityIndicatorView(style: .large)
    private let tableNode = ASTableNode()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(spinner)
        spinner.↓center = view.center
        node.↓transitionLayout(withAnimation: false, shouldMeasureAsync: false, measurementCompletion: nil)
        UIView.performWithoutAnimation {
            tableNode.↓frame = view.bounds
        }
    }
}
```

```objc
@interface FeedViewController : ASDKViewController<ASDisplayNode *>
@end

@implementation FeedViewController {
    ASTableNode *_tableNode;
    ASTextNode *_headerNode;
}
- (void)viewDidLoad {
    [super viewDidLoad];
    _tableNode.↓frame = self.view.bounds;
    CGFloat width = CGRectGetWidth(self.view.↓frame);
    [_headerNode ↓layoutThatFits:ASSizeRangeMake(CGSizeMake(width, 0), CGSizeMake(width, 200))];
}
@end
```

```objc
// The setter message, the screen's bounds, a transition and the safe area, all in viewDidLoad.
@interface PlayerViewController : ASDKViewController<ASDisplayNode *>
@end

@implementation PlayerViewController {
    ASVideoPlayerNode *_playerNode;
}
- (void)viewDidLoad {
    [super viewDidLoad];
    [_playerNode ↓setFrame:CGRectMake(0, 0, CGRectGetWidth(self.view.bounds), 180)];
    CGFloat height = [UIScreen mainScreen].↓bounds.size.height;
    self.node.style.minHeight = ASDimensionMake(height);
    UIEdgeInsets insets = self.view.↓safeAreaInsets;
    [self.node ↓transitionLayoutWithAnimation:NO shouldMeasureAsync:NO measurementCompletion:nil];
}
@end
```

```swift
// A helper only viewDidLoad calls runs once too; and two reads in one statement are one finding.
final class ChatViewController: ASDKViewController<ASTableNode> {
    private let footerNode = ASDisplayNode()

    override func viewDidLoad() {
        super.viewDidLoad()
        setUpFooter()
    }

    private func setUpFooter() {
        let footer = UIView()
        footer.frame = CGRect(x: 0, y: view.↓bounds.height - 44, width: view.bounds.width, height: 44)
        view.addSubview(footer)
        footerNode.↓frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44)
    }
}
```

```swift
// Traps beside a view sized to its own content: the width comes from the controller's view; a label
// fitted to the view's width (its lines wrap at that width) is sized by the view too.
final class FeedViewController: ASDKViewController<ASDisplayNode> {
    private let titleLabel = UILabel()
    private let summaryLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "r/swift"
        let size = titleLabel.sizeThatFits(CGSize(width: 320, height: 44))
        titleLabel.↓frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: size.height)
        navigationItem.titleView = titleLabel
        summaryLabel.numberOfLines = 0
        summaryLabel.↓frame.size = summaryLabel.sizeThatFits(view.bounds.size)
        view.addSubview(summaryLabel)
    }
}
```

```swift
// Trap: viewWillLayoutSubviews keeps the table's frame up to date, not the header's.
final class ThreadViewController: ASDKViewController<ASDisplayNode> {
    let tableNode = ASTableNode()
    let headerNode = ASDisplayNode()

    override func viewDidLoad() {
        super.viewDidLoad()
        headerNode.↓frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
        tableNode.frame = view.bounds
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        tableNode.frame = view.bounds
    }
}
```

```swift
// Trap: a frame set piece by piece is set: the pieces are the findings, and reading the frame back
// afterwards gets what they set.
final class VideoViewController: ASDKViewController<ASDisplayNode> {
    let pagerNode = ASPagerNode()
    var restingFrame = CGRect.zero

    override func viewDidLoad() {
        super.viewDidLoad()
        pagerNode.↓frame.size.width = node.frame.width
        pagerNode.↓frame.size.height = node.frame.height - 120
        restingFrame = pagerNode.frame
    }
}
```

```swift
// Trap: the frame is read before the helper that sets it runs: what it reads is not final.
final class InboxViewController: ASDKViewController<ASDisplayNode> {
    let tableNode = ASTableNode()

    override func viewDidLoad() {
        super.viewDidLoad()
        let rows = Int(tableNode.↓frame.height / 60)
        setUpTable()
        print(rows)
    }

    private func setUpTable() {
        node.addSubnode(tableNode)
        tableNode.↓frame = UIScreen.main.bounds
    }
}
```

## Non-triggering examples

```swift
// A label sized to its own text (snoogle's bar-button title): the size is the label's content's, which
// no later change of the controller's size affects.
final class SubredditViewController: ASDKViewController<ASDisplayNode> {
    private let titleLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "r/swift"
        let size = titleLabel.sizeThatFits(CGSize(width: 320, height: 44))
        titleLabel.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        navigationItem.leftBarButtonItem = UIBarButtonItem(customView: titleLabel)
    }
}
```

```swift
// Trap: a frame built from constants (a segmented control sized for the navigation bar's title
// view) depends on no size that changes.
final class StoreViewController: ASDKViewController<ASDisplayNode> {
    private var segmentControl = UISegmentedControl(items: ["Featured", "Mine"])

    override func viewDidLoad() {
        super.viewDidLoad()
        segmentControl.frame = CGRect(x: 0, y: 0, width: 191.0, height: 29.0)
        navigationItem.titleView = segmentControl
    }
}
```

```swift
// Trap: a child controller's root view gets UIKit's default flexible width and height (copied to an
// ASDKViewController's node), so a frame taken from the parent's bounds follows the parent's size.
final class StoreViewController: ASDKViewController<ASDisplayNode> {
    private let featured = FeaturedViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        add(featured)
    }

    private func add(_ controller: UIViewController) {
        addChild(controller)
        controller.view.frame = view.bounds
        view.addSubview(controller.view)
        controller.didMove(toParent: self)
    }
}

final class FeaturedViewController: ASDKViewController<ASTableNode> {}
```

```swift
// Trap: a frame taken from the view's bounds on a node whose autoresizing mask follows the view's size
// stays right; and a helper that viewWillLayoutSubviews calls too is layout code in its place.
final class GalleryViewController: ASDKViewController<ASDisplayNode> {
    private let backgroundNode = ASImageNode()
    private let captionNode = ASTextNode()

    override init() {
        super.init(node: ASDisplayNode())
        backgroundNode.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        node.addSubnode(backgroundNode)
        backgroundNode.frame = view.bounds
        layoutCaption()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutCaption()
    }

    private func layoutCaption() {
        captionNode.frame = CGRect(x: 16, y: view.bounds.height - 60, width: view.bounds.width - 32, height: 44)
    }
}
```

```swift
// viewWillLayoutSubviews runs whenever the size changes: layout code belongs there.
final class PlayerViewController: ASDKViewController<ASDisplayNode> {
    private let overlayNode = ASDisplayNode()

    override func viewDidLoad() {
        super.viewDidLoad()
        node.addSubnode(overlayNode)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        overlayNode.frame = view.bounds
    }
}
```

```swift
// Set-up that does not depend on geometry: constants, colours, a bar button's own size.
final class ComposeViewController: ASDKViewController<ASDisplayNode> {
    private let avatarNode = ASNetworkImageNode()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        avatarNode.style.preferredSize = CGSize(width: 40, height: 40)
        let sendButton = UIButton(type: .system)
        sendButton.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: sendButton)
        let isRegular = traitCollection.horizontalSizeClass == .regular
        avatarNode.isHidden = !isRegular
    }
}
```

```swift
// Closures that run later: a keyboard observer (re-run on every change) and the node's layout block.
final class ChatViewController: ASDKViewController<ASDisplayNode> {
    private let inputNode = ASEditableTextNode()

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification,
                                               object: nil, queue: .main) { [weak self] note in
            guard let self = self else { return }
            self.inputNode.frame.origin.y = self.view.bounds.height - 44
        }
        node.layoutSpecBlock = { [weak self] _, constrainedSize in
            guard let self = self else { return ASLayoutSpec() }
            self.inputNode.style.width = ASDimensionMake(constrainedSize.max.width)
            return ASWrapperLayoutSpec(layoutElement: self.inputNode)
        }
    }
}
```

```swift
// A helper shared with viewWillLayoutSubviews is not followed; a plain UIViewController is not checked.
final class MapViewController: ASDKViewController<ASDisplayNode> {
    private let pinNode = ASImageNode()

    override func viewDidLoad() {
        super.viewDidLoad()
        layoutPin()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutPin()
    }

    private func layoutPin() {
        pinNode.frame = CGRect(x: view.bounds.midX - 12, y: view.bounds.midY - 24, width: 24, height: 24)
    }
}

final class AboutViewController: UIViewController {
    private let logoView = UIImageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        logoView.frame = view.bounds
    }
}
```

```objc
@interface FeedViewController : ASDKViewController<ASDisplayNode *>
@end

@implementation FeedViewController {
    ASTableNode *_tableNode;
}
- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = [UIColor systemBackgroundColor];
    [self.node addSubnode:_tableNode];
}

- (void)viewWillLayoutSubviews {
    [super viewWillLayoutSubviews];
    _tableNode.frame = self.view.bounds;
}
@end
```

```objc
// Trap: the frame is set in viewDidLoad (through a helper) and set again by viewWillLayoutSubviews on
// every size change: it never goes stale, and the first assignment only gives the table a size early.
@interface NewsListController : ASDKViewController<ASDisplayNode *>
@end

@implementation NewsListController {
    ASTableNode *_tableNode;
}
- (void)viewDidLoad {
    [super viewDidLoad];
    [self configureTableView];
}

- (void)viewWillLayoutSubviews {
    [super viewWillLayoutSubviews];
    _tableNode.frame = self.node.bounds;
}

- (void)configureTableView {
    _tableNode = [[ASTableNode alloc] init];
    _tableNode.frame = self.node.bounds;
    [self.node addSubnode:_tableNode];
}
@end
```

```swift
// Trap: the same frame kept up to date by viewDidLayoutSubviews (a helper it calls sets it).
final class GalleryController: ASDKViewController<ASDisplayNode> {
    let collectionNode = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        node.addSubnode(collectionNode)
        collectionNode.frame = node.bounds
        collectionNode.view.contentInset.top = view.safeAreaInsets.top
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        fitCollection()
    }

    private func fitCollection() {
        collectionNode.frame = node.bounds
        collectionNode.view.contentInset.top = view.safeAreaInsets.top
    }
}
```

```objc
// Constants and non-geometry properties, a local view's frame, and a block that runs later.
@interface PlayerViewController : ASDKViewController<ASDisplayNode *>
@end

@implementation PlayerViewController {
    ASVideoPlayerNode *_playerNode;
}
- (void)viewDidLoad {
    [super viewDidLoad];
    _playerNode.style.preferredSize = CGSizeMake(320, 180);
    self.view.backgroundColor = [UIColor blackColor];
    UIView *badge = [[UIView alloc] init];
    badge.frame = CGRectMake(0, 0, 8, 8);
    self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithCustomView:badge];
    dispatch_async(dispatch_get_main_queue(), ^{
        self->_playerNode.frame = self.view.bounds;
    });
}
@end
```

```swift
// Trap: the frame read back after a helper viewDidLoad called set it (iOSStudy's chat list): the
// helper's assignment is the finding; the read gets the value set there.
final class ChatListViewController: ASDKViewController<ASDisplayNode> {
    let tableNode = ASTableNode()

    override func viewDidLoad() {
        super.viewDidLoad()
        setUpTable()
        let bottom = 60 * 30 - tableNode.frame.height
        DispatchQueue.main.async { self.tableNode.contentOffset = CGPoint(x: 0, y: bottom) }
    }

    private func setUpTable() {
        node.addSubnode(tableNode)
        tableNode.frame = CGRect(x: 0, y: 64, width: 320, height: 480)
    }
}
```

```swift
// Trap: the frame read back through the node's view after a helper set it on the node (WeChatSwift's
// payment screen): a node's frame is its view's.
final class PaymentViewController: ASDKViewController<ASScrollNode> {
    let mallNode = ASDisplayNode()

    override func viewDidLoad() {
        super.viewDidLoad()
        setUpMall()
        node.view.contentSize = CGSize(width: 320, height: mallNode.view.frame.maxY + 10)
    }

    private func setUpMall() {
        node.addSubnode(mallNode)
        mallNode.frame = CGRect(x: 8, y: 174, width: 300, height: 53)
    }
}
```

```swift
// Trap: values fixed for the life of the process or of the controller (a type's static let, the
// controller's own let): the frame is the same wherever it is set (WeChatSwift's emoticon store).
enum Layout {
    static let screenWidth = UIScreen.main.bounds.width
}

final class StoreViewController: ASDKViewController<ASDisplayNode> {
    private let bannerNode = ASDisplayNode()
    private let bannerHeight = CGFloat(ceilf(Float(Layout.screenWidth * 0.375)))

    override func viewDidLoad() {
        super.viewDidLoad()
        node.addSubnode(bannerNode)
        bannerNode.frame = CGRect(x: 0, y: 0, width: Layout.screenWidth, height: bannerHeight)
    }
}
```

## How to fix

Move geometry code to `viewWillLayoutSubviews()` (after `super.viewWillLayoutSubviews()`), or better,
let the node lay itself out: return a layout spec from the node's `layoutSpecThatFits` (or its
`layoutSpecBlock`) built from `constrainedSize`, and the layout follows every size change. Keep
`viewDidLoad()` for one-time set-up that needs the view (gesture recognizers, registering cells).

## Notes

- Assignments to the geometry of locals (a bar button's custom view, a view configured before it is
  handed to UIKit) are not reported; reading the controller's geometry to compute them is.
- Methods called from `viewDidLoad` are followed unless a layout callback calls them too (then they
  are layout code in their place). Closures that run later (notification observers,
  `DispatchQueue.main.async`, `layoutSpecBlock`, `onDidLoad`) are not part of `viewDidLoad`.
- Only Texture view controllers are checked; the same advice holds for any `UIViewController`.

"""###),
    (#"""
layout-spec-block-with-override.md
"""#, ###"""
---
id: layout-spec-block-with-override
severity: error
category: layout
languages: swift, objective-c
enabled: true
runtime-observable: true
source: docs/texture-facts.md#layout-spec-block-with-override; Source/ASDisplayNode+LayoutSpec.mm:21-28; Source/ASDisplayNode+LayoutSpec.h:26-28, 58-60
summary: A `layoutSpecBlock` is set on a node whose class overrides `layoutSpecThatFits`.
---

# layoutSpecBlock set on a node that overrides layoutSpecThatFits

A node gets its layout spec from exactly one place: its class's `layoutSpecThatFits`, or a
`layoutSpecBlock` set on the instance. Texture's setter for `layoutSpecBlock` asserts "Nodes with a
.layoutSpecBlock must not also implement -layoutSpecThatFits:" whenever the node's class, or any
superclass below `ASDisplayNode`, overrides `layoutSpecThatFits`. In Release the block wins and the
override silently stops being used, so one of the two layouts is dead code.

Texture's own `ASButtonNode`, `ASTextCellNode` and `ASVideoPlayerNode` implement
`layoutSpecThatFits`, so setting a `layoutSpecBlock` on one of them (or a subclass) asserts too.

The rule reports each assignment to `layoutSpecBlock` (at the property name) whose receiver is
`self` in a class that overrides `layoutSpecThatFits` itself or through a project superclass, or a
property or local whose declared or inferred type is such a class, `ASButtonNode`,
`ASTextCellNode` or `ASVideoPlayerNode` (or a subclass of them).

## Triggering examples

```swift
final class SettingsRowNode: ASCellNode {
    let titleNode = ASTextNode()
    let valueNode = ASTextNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        ↓layoutSpecBlock = { [unowned self] _, _ in
            ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .spaceBetween,
                              alignItems: .center, children: [self.titleNode, self.valueNode])
        }
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASWrapperLayoutSpec(layoutElement: titleNode)
    }
}
```

```swift
class CardNode: ASDisplayNode {
    let contentNode = ASDisplayNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12), child: contentNode)
    }
}

final class PromoCardNode: CardNode {
    let actionButton = ASButtonNode()

    override init() {
        super.init()
        self.↓layoutSpecBlock = { [unowned self] _, _ in
            ASStackLayoutSpec(direction: .vertical, spacing: 8, justifyContent: .start,
                              alignItems: .stretch, children: [self.contentNode, self.actionButton])
        }
    }
}
```

```swift
final class ToolbarNode: ASDisplayNode {
    let doneButton = ASButtonNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        doneButton.↓layoutSpecBlock = { node, _ in
            let button = node as! ASButtonNode
            return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12),
                                     child: button.titleNode)
        }
    }
}
```

```swift
final class AlbumCell: ASTextCellNode {
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16),
                          child: super.layoutSpecThatFits(constrainedSize))
    }
}

final class AlbumListDataSource: NSObject, ASTableDataSource {
    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
        let cell = AlbumCell()
        cell.↓layoutSpecBlock = { node, _ in ASWrapperLayoutSpec(layoutElement: node) }
        return cell
    }
}
```

```objc
@interface BannerNode : ASDisplayNode
@end

@implementation BannerNode {
    ASTextNode *_titleNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        _titleNode = [[ASTextNode alloc] init];
        self.automaticallyManagesSubnodes = YES;
        self.↓layoutSpecBlock = ^ASLayoutSpec *(ASDisplayNode *node, ASSizeRange constrainedSize) {
            return [ASLayoutSpec new];
        };
    }
    return self;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    return [ASWrapperLayoutSpec wrapperWithLayoutElement:_titleNode];
}
@end
```

```objc
// The setter message on a class whose project superclass overrides layoutSpecThatFits, and a
// button node (ASButtonNode implements it).
@interface BaseCardNode : ASCellNode
@end

@implementation BaseCardNode
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    return [ASLayoutSpec new];
}
@end

@interface PromoCardNode : BaseCardNode
@end

@implementation PromoCardNode {
    ASButtonNode *_actionButton;
}
- (instancetype)init {
    if ((self = [super init])) {
        [self ↓setLayoutSpecBlock:^ASLayoutSpec *(__kindof ASDisplayNode *node, ASSizeRange constrainedSize) {
            return [ASLayoutSpec new];
        }];
        _actionButton = [[ASButtonNode alloc] init];
        _actionButton.↓layoutSpecBlock = ^ASLayoutSpec *(__kindof ASDisplayNode *node, ASSizeRange constrainedSize) {
            return [ASLayoutSpec new];
        };
    }
    return self;
}
@end
```

## Non-triggering examples

```swift
// Trap: a view controller configures its plain root node with a block; ASDisplayNode has no override.
final class WelcomeViewController: ASDKViewController<ASDisplayNode> {
    let titleNode = ASTextNode()

    override init() {
        super.init(node: ASDisplayNode())
        node.automaticallyManagesSubnodes = true
        node.layoutSpecBlock = { [weak self] _, _ in
            guard let self = self else { return ASLayoutSpec() }
            return ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: self.titleNode)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
```

```swift
// A node class that only uses a block.
final class EmptyStateNode: ASDisplayNode {
    let messageNode = ASTextNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        layoutSpecBlock = { [unowned self] _, constrainedSize in
            ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: self.messageNode)
        }
    }
}
```

```swift
// Trap: the block goes to a different, plain node; only the cell itself overrides layoutSpecThatFits.
final class ProductCell: ASCellNode {
    let priceRow = ASDisplayNode()
    let priceNode = ASTextNode()
    let oldPriceNode = ASTextNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        priceRow.automaticallyManagesSubnodes = true
        priceRow.layoutSpecBlock = { [unowned self] _, _ in
            ASStackLayoutSpec(direction: .horizontal, spacing: 6, justifyContent: .start,
                              alignItems: .baselineFirst, children: [self.priceNode, self.oldPriceNode])
        }
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: priceRow)
    }
}
```

```swift
// Trap: ASScrollNode does not implement layoutSpecThatFits; a block is its usual layout.
final class ArticleNode: ASDisplayNode {
    let scrollNode = ASScrollNode()
    let bodyNode = ASTextNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        scrollNode.automaticallyManagesSubnodes = true
        scrollNode.automaticallyManagesContentSize = true
        scrollNode.layoutSpecBlock = { [unowned self] _, _ in
            ASInsetLayoutSpec(insets: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16), child: self.bodyNode)
        }
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASWrapperLayoutSpec(layoutElement: scrollNode)
    }
}
```

```objc
// Objective-C: a view controller sets the block on its plain root node.
@interface WelcomeViewController : ASDKViewController
@end

@implementation WelcomeViewController
- (instancetype)init {
    ASDisplayNode *root = [[ASDisplayNode alloc] init];
    if ((self = [super initWithNode:root])) {
        root.layoutSpecBlock = ^ASLayoutSpec *(ASDisplayNode *node, ASSizeRange constrainedSize) {
            return [ASLayoutSpec new];
        };
    }
    return self;
}
@end
```

```objc
// A child node with no layoutSpecThatFits of its own, and a node passed in (its class is not known).
@interface CardNode : ASDisplayNode
@end

@implementation CardNode {
    ASDisplayNode *_contentNode;
}
- (instancetype)initWithAccessory:(ASDisplayNode *)accessory {
    if ((self = [super init])) {
        _contentNode = [[ASDisplayNode alloc] init];
        _contentNode.layoutSpecBlock = ^ASLayoutSpec *(__kindof ASDisplayNode *node, ASSizeRange constrainedSize) {
            return [ASLayoutSpec new];
        };
        accessory.layoutSpecBlock = ^ASLayoutSpec *(__kindof ASDisplayNode *node, ASSizeRange constrainedSize) {
            return [ASLayoutSpec new];
        };
    }
    return self;
}

- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    return [ASWrapperLayoutSpec wrapperWithLayoutElement:_contentNode];
}
@end
```

## How to fix

Keep one source of layout. In a node subclass, override `layoutSpecThatFits` and drop the block.
To customise the layout of a Texture class that implements it (`ASButtonNode`, `ASTextCellNode`),
subclass it and override `layoutSpecThatFits` (calling `super.layoutSpecThatFits(_:)` to wrap the
built-in spec), or wrap the node in a plain `ASDisplayNode` that carries the block.

## Notes

- The receiver's class must be known from the example or project: a node of an unknown type, or a
  parameter typed `ASDisplayNode`, is not reported.
- Assigning `nil` to `layoutSpecBlock` asserts as well and is reported the same way.
- A class that both sets the block on itself and overrides more than one layout method is reported
  by this rule only; `conflicting-layout-overrides` stays silent for classes that set their own
  `layoutSpecBlock`.

"""###),
    (#"""
legacy-asviewcontroller-name.md
"""#, ###"""
---
id: legacy-asviewcontroller-name
severity: warning
category: naming
languages: swift, objective-c
enabled: true
runtime-observable: false
runtime-reason: a name is resolved by the compiler; nothing about it happens at run time.
fixable: true
source: docs/texture-facts.md#legacy-asviewcontroller-name; TextureGroup/Texture#1871, PR #1876 (ASViewController renamed ASDKViewController in 3.0.0), PR #2020 and CHANGELOG.md:32 (ASNavigationController renamed ASDKNavigationController in 3.1.0)
summary: The code uses `ASViewController` or `ASNavigationController`, names Texture 3 replaced with `ASDKViewController` and `ASDKNavigationController`.
---

# Legacy ASViewController and ASNavigationController names

Xcode 12's AuthenticationServices framework declares its own `ASViewController`, which clashed
with Texture's class of the same name. Texture 3.0.0 renamed its view controller to
`ASDKViewController` (PR #1876) and 3.1.0 renamed `ASNavigationController` to
`ASDKNavigationController` (PR #2020). No compatibility alias was kept: on Texture 3 the old names
do not compile, or resolve to Apple's unrelated type.

On Texture 2 the old names are the only names, so the rule reports them only where the project is
on a version that renamed them. It reads the version from the configuration's `texture-version`,
or else from the project's lock files: the nearest `Podfile.lock` (pods `Texture` and
`AsyncDisplayKit`), `Package.resolved`, `Cartfile.resolved`, a podspec's dependency on Texture, or a
`Podfile` requirement, found by walking up from the linted file to the repository root
(`nodelint config FILE` shows the version and where it came from). On 3.0 `ASViewController` is
reported, on 3.1 and later both names; below 3.0 nothing. Where no file says which version the project
uses, the rule assumes nothing: it reports an old name only when the project already uses the new one
somewhere (`ASDKViewController` in any file of the run), which only Texture 3 has.

The rule reports every reference to the type names `ASViewController` and `ASNavigationController`
— superclasses, type annotations, generic arguments, casts, constructions; Objective-C `@interface`
superclasses, pointer types and `alloc` messages — at the name. References are not reported when the
project itself declares a type or typealias of that name (a migration shim).

## Triggering examples

```swift
// No version is known, but the project already uses ASDKViewController: it is on Texture 3.
final class FeedViewController: ↓ASViewController<ASTableNode> {
    override init() {
        super.init(node: ASTableNode())
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class SettingsViewController: ASDKViewController<ASTableNode> {}
```

```swift texture-version=3
final class ProfileCoordinator {
    var root: ↓ASViewController<ASDisplayNode>?

    func start() -> UIViewController {
        let controller = ↓ASViewController(node: ASDisplayNode())
        root = controller
        return controller
    }

    func isShowingFeed(_ controller: UIViewController) -> Bool {
        controller is ↓ASViewController<ASTableNode>
    }
}
```

```swift texture-version=3.1
final class AppCoordinator {
    func makeRoot(feed: ASDKViewController<ASTableNode>) -> UINavigationController {
        ↓ASNavigationController(rootViewController: feed)
    }
}
```

```objc texture-version=3.2
@interface FeedViewController : ↓ASViewController
@end

@implementation FeedViewController
@end
```

```objc texture-version=3
@interface AppCoordinator : NSObject
@end

@implementation AppCoordinator
- (UIViewController *)makeRoot {
    ↓ASViewController *controller = [[↓ASViewController alloc] initWithNode:[[ASDisplayNode alloc] init]];
    return controller;
}
@end
```

```objc texture-version=3.1
// Texture 3.1 renamed ASNavigationController too: a property type, a generic argument and a message.
@interface AppCoordinator : NSObject
@property (nonatomic, strong) ↓ASNavigationController *navigation;
@property (nonatomic, copy) NSArray<↓ASViewController *> *screens;
@end

@implementation AppCoordinator
- (void)start {
    self.navigation = [[↓ASNavigationController alloc] initWithRootViewController:self.screens.firstObject];
}
@end
```

## Non-triggering examples

```swift
// The current names.
final class FeedViewController: ASDKViewController<ASTableNode> {
    override init() {
        super.init(node: ASTableNode())
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func embed() -> UINavigationController {
        ASDKNavigationController(rootViewController: self)
    }
}
```

```swift
// Trap: the version is not known and nothing says the project is on Texture 3: the old names may be
// the right ones.
final class FeedViewController: ASViewController<ASTableNode> {
    override init() {
        super.init(node: ASTableNode())
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
```

```swift texture-version=2.8
// Trap: on Texture 2 the old names are the only names.
final class FeedViewController: ASViewController<ASTableNode> {
    override init() {
        super.init(node: ASTableNode())
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func embed() -> UINavigationController {
        ASNavigationController(rootViewController: self)
    }
}
```

```swift texture-version=3
// Trap: Texture 3.0 still has ASNavigationController; it was renamed in 3.1.
final class AppCoordinator {
    func makeRoot(feed: ASDKViewController<ASTableNode>) -> UINavigationController {
        ASNavigationController(rootViewController: feed)
    }
}
```

```swift texture-version=3
// Trap: a project's own migration alias declares the name; its uses are the project's.
typealias ASViewController<Node: ASDisplayNode> = ASDKViewController<Node>

final class SettingsViewController: ASViewController<ASTableNode> {
    override init() {
        super.init(node: ASTableNode())
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
```

```swift
// Trap: similar identifiers are not the type name.
final class Router {
    var asViewControllerStack: [UIViewController] = []

    func push(_ controller: ASDKViewController<ASDisplayNode>) {
        asViewControllerStack.append(controller)
    }
}
```

```objc texture-version=3
// Objective-C: the current name.
@interface FeedViewController : ASDKViewController
@end

@implementation FeedViewController
@end
```

```objc texture-version=3.1
// A project that declares its own ASNavigationController (a migration shim) decides what it means.
@interface ASNavigationController : ASDKNavigationController
@end

@implementation ASNavigationController
@end

@interface AppCoordinator : NSObject
@property (nonatomic, strong) ASNavigationController *navigation;
@end

@implementation AppCoordinator
@end
```

## Fix

`nodelint --fix` renames each reported reference: `ASViewController` becomes `ASDKViewController` and
`ASNavigationController` becomes `ASDKNavigationController`, where the rule reports them (so not on
Texture 2, and not where the project declares the old name itself). A file that names
AuthenticationServices (imports it) is reported but not fixed: there the old name may be Apple's type.

```swift texture-version=3.1
final class FeedViewController: ASViewController<ASTableNode> {
    func embed() -> UINavigationController {
        ASNavigationController(rootViewController: self)
    }

    func isFeed(_ controller: UIViewController) -> Bool {
        controller is ASViewController<ASTableNode>
    }
}
```

```swift fixed
final class FeedViewController: ASDKViewController<ASTableNode> {
    func embed() -> UINavigationController {
        ASDKNavigationController(rootViewController: self)
    }

    func isFeed(_ controller: UIViewController) -> Bool {
        controller is ASDKViewController<ASTableNode>
    }
}
```

```objc texture-version=3.1
@interface AppCoordinator : NSObject
@property (nonatomic, strong) ASNavigationController *navigation;
@end

@implementation AppCoordinator
- (void)start {
    ASViewController *root = [[ASViewController alloc] initWithNode:[[ASDisplayNode alloc] init]];
    self.navigation = [[ASNavigationController alloc] initWithRootViewController:root];
}
@end
```

```objc fixed
@interface AppCoordinator : NSObject
@property (nonatomic, strong) ASDKNavigationController *navigation;
@end

@implementation AppCoordinator
- (void)start {
    ASDKViewController *root = [[ASDKViewController alloc] initWithNode:[[ASDisplayNode alloc] init]];
    self.navigation = [[ASDKNavigationController alloc] initWithRootViewController:root];
}
@end
```

```swift texture-version=3
// Not fixed: with AuthenticationServices imported, the name may be Apple's.
import AuthenticationServices

final class LoginCoordinator {
    var presented: ASViewController?
}
```

```swift fixed
// Not fixed: with AuthenticationServices imported, the name may be Apple's.
import AuthenticationServices

final class LoginCoordinator {
    var presented: ASViewController?
}
```

## How to fix

Rename `ASViewController` to `ASDKViewController` and `ASNavigationController` to
`ASDKNavigationController`; the classes are otherwise the same. Update to Texture 3.1 or later at
the same time if you are still on 2.x. A temporary project `typealias` keeps a large migration
compiling, but the aliases should go once the code is renamed.

## Options

- `texture-version` (configuration; fence option `texture-version=<major[.minor]>` in the examples):
  the Texture version the project builds against, compared as major.minor (`3` means 3.0); it
  overrides what the lock files say. 3.0: `ASViewController` is reported and `ASNavigationController`
  is not (3.0 still has it). 3.1 and later: both are reported. Below 3.0: nothing is reported.
  Unknown (no setting, no lock file): an old name is reported only when the run also uses its new
  name.

## Notes

- Apple's AuthenticationServices `ASViewController` is a typealias of `UIViewController` used in
  macOS and extension APIs; a file that uses it on purpose in a project on Texture 3 is reported.
  Suppress the line with `// nodelint:disable:next legacy-asviewcontroller-name`.
- Names inside comments and strings are not references and are never reported.
- Diagnostics on type references (superclasses, annotations) need the position of the type name
  in the source, which the model's `TypeName` must carry.

"""###),
    (#"""
loadview-override.md
"""#, ###"""
---
id: loadview-override
severity: warning
category: lifecycle
languages: swift, objective-c
enabled: true
runtime-observable: true
source: Subclassing page (ASDKViewController -loadView); docs/texture-facts.md#loadview-override; Source/ASDKViewController.mm:108-136
summary: A Texture view controller overrides `loadView`, which replaces or bypasses the node's view.
---

# `loadView` overridden in a Texture view controller

`ASDKViewController.loadView()` is where the node becomes the controller's view: it lets UIKit create
its placeholder view, then installs `node.view` in its place, copying the frame and autoresizing mask
and propagating the trait collection before `viewDidLoad`. The Subclassing page recommends not
overriding it at all (it has no advantage over `viewDidLoad`) and says it is safe only if you call
super and never set `self.view` to something else. Without `super.loadView()` the node's view is never
installed: the screen shows whatever the override built, the node is measured against a view it is not
in, and nothing it lays out is visible. Assigning `view` after super throws the node's view away.

The rule reports each `loadView()` override in a Texture view controller class, once, at the name:

- **error** when `super.loadView()` is not called on every path, or when the body assigns `view` or
  `self.view`;
- **warning** otherwise (the override is safe but unnecessary: the code belongs in `viewDidLoad`);
- **info** when the controller never has a node: its superclass is `ASDKViewController` (or 2.x
  `ASViewController`) itself, it declares at least one initializer, and none of its initializers calls
  `init(node:)`. Such a controller behaves like a plain `UIViewController`.

## Triggering examples

```swift
// error: super is never called and the view is replaced.
final class FeedViewController: ASDKViewController<ASTableNode> {
    override func ↓loadView() {
        view = UIView()
        view.backgroundColor = .systemBackground
    }
}
```

```swift
// error: super installs the node's view, then the override throws it away.
final class GradientView: UIView {}

final class WelcomeViewController: ASDKViewController<ASDisplayNode> {
    override init() {
        super.init(node: ASDisplayNode())
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func ↓loadView() {
        super.loadView()
        self.view = GradientView()
    }
}
```

```swift
// error: super is called on one path only.
final class ReaderViewController: ASDKViewController<ASScrollNode> {
    override func ↓loadView() {
        if #available(iOS 15, *) {
            super.loadView()
        } else {
            view = UIScrollView()
        }
    }
}
```

```swift
// warning: safe (super first, view kept), but viewDidLoad is the place for this.
final class ProfileViewController: ASDKViewController<ASDisplayNode> {
    override func ↓loadView() {
        super.loadView()
        view.accessibilityIdentifier = "profile"
    }
}
```

```swift
// info: the controller is created without a node, so it behaves like a UIViewController.
final class HelpViewController: ASDKViewController<ASDisplayNode> {
    override init() {
        super.init()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func ↓loadView() {
        view = UITextView()
    }
}
```

```objc
@interface FeedViewController : ASDKViewController<ASTableNode *>
@end

@implementation FeedViewController
// error: the node's view is replaced.
- (void)↓loadView {
    [super loadView];
    self.view = [[UIView alloc] init];
}
@end
```

```objc
@interface SettingsViewController : ASDKViewController<ASTableNode *>
@end

@implementation SettingsViewController
// warning: safe but unnecessary.
- (void)↓loadView {
    [super loadView];
    self.view.tintColor = [UIColor systemOrangeColor];
}
@end
```

```objc
// error: no [super loadView] on every path; [self setView:] replaces the node's view.
@interface MapViewController : ASDKViewController<ASMapNode *>
@property (nonatomic) BOOL useSnapshot;
@end

@implementation MapViewController
- (void)↓loadView {
    if (self.useSnapshot) {
        [super loadView];
    }
    self.view.clipsToBounds = YES;
}
@end

@interface AboutViewController : ASDKViewController<ASScrollNode *>
@end

@implementation AboutViewController
- (void)↓loadView {
    [super loadView];
    [self setView:[[UIScrollView alloc] init]];
}
@end
```

## Non-triggering examples

```swift
// No override: view set-up goes in viewDidLoad.
final class FeedViewController: ASDKViewController<ASTableNode> {
    override func viewDidLoad() {
        super.viewDidLoad()
        node.view.separatorStyle = .none
        view.accessibilityIdentifier = "feed"
    }
}
```

```swift
// A plain UIViewController replacing its view in loadView is ordinary UIKit.
final class CameraPreview: UIView {}

final class CameraViewController: UIViewController {
    override func loadView() {
        view = CameraPreview()
    }
}
```

```swift
// A method named loadView outside a view controller, and loadViewIfNeeded calls.
final class ArticlePresenter {
    func loadView() {
        print("presenting article")
    }
}

final class ArticleViewController: ASDKViewController<ASScrollNode> {
    func prepare() {
        loadViewIfNeeded()
        ArticlePresenter().loadView()
    }
}
```

```objc
@interface CameraViewController : UIViewController
@end

@implementation CameraViewController
- (void)loadView {
    self.view = [[UIView alloc] init];
}
@end
```

```objc
// View set-up in viewDidLoad instead of loadView; a UIKit view controller may build its own view.
@interface MapViewController : ASDKViewController<ASMapNode *>
@end

@implementation MapViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.clipsToBounds = YES;
}
@end

@interface WebViewController : UIViewController
@end

@implementation WebViewController
- (void)loadView {
    [super loadView];
    [self setView:[[UIView alloc] init]];
}
@end
```

## How to fix

Delete the override and move its code to `viewDidLoad()`, after `super.viewDidLoad()`. To change what
the controller shows, change its node: pass a different node to `init(node:)`, or give the node a
view block (`ASDisplayNode(viewBlock: { CustomView() })`) when a UIKit view must be the root.

## Notes

- Only the error case can be seen at run time: after `loadView` the controller's view is not the
  node's view, so the node is not on screen (an override that assigns `view` before calling super
  ends up with the node's view, yet is still reported). The warning and info cases are advice;
  nothing goes wrong when such a controller runs.
- `super.loadView()` counts the same way as in `missing-super-call` (every path; not inside a closure
  that runs later). That rule does not check `loadView`, so an override gets one diagnostic.
- A controller whose superclass is a project class is treated as having a node (nodelint cannot see
  which initializer of the superclass is used), and so is one that declares no initializer (it inherits
  `init(node:)`).

"""###),
    (#"""
lock-in-init.md
"""#, ###"""
---
id: lock-in-init
severity: warning
category: threading
languages: swift, objective-c
enabled: true
runtime-observable: false
runtime-reason: Taking a lock the node owns during init cannot fail or deadlock at run time (nothing else can reach the node before init returns); the cost is wasted time on every cell, which no assertion observes.
source: Subclassing page (-init); docs/texture-facts.md#lock-in-init
summary: A node's initializer takes a lock the node owns, which is never needed because nothing can run concurrently before init returns.
---

# Lock taken in a node's initializer

A node's `init` runs on a background thread when a node block builds it, and a node block can build
hundreds of cell nodes while the user scrolls. Nothing else can see the node until `init` returns,
so its own lock (and any lock stored in the node) protects nothing there: the Subclassing page says
it should never be necessary to lock in `init`. Locking still costs time on every cell, and copied
"lock, assign, unlock" code tends to grow into lock-order problems later.

The rule looks only at the bodies of a node's initializers (not at the methods they call, which
usually need their locks for their other callers). It reports, at the acquiring call:

- `lock()`, `tryLock()`, `withLock(_:)` on the node itself (`ASDisplayNode` is `ASLocking`) or on a
  stored property of the node whose type is a lock (`NSLock`, `NSRecursiveLock`, `NSCondition`,
  `NSConditionLock`, `OSAllocatedUnfairLock`, `Mutex`);
- `os_unfair_lock_lock(&…)`, `pthread_mutex_lock(&…)` on a stored property of the node;
- `objc_sync_enter(…)` on `self` or a stored property of the node;
- `sync` on a `DispatchQueue` stored in the node (a serial queue used as a lock);
- Objective-C: `ASLockScopeSelf()`, `[self lock]`, `[_lock lock]`, `os_unfair_lock_lock(&_lock)`,
  `@synchronized (self)` / `@synchronized (_ivar)`; Objective-C++: a scoped locker on a mutex the
  node owns (`AS::MutexLocker l(_lock);`, `std::lock_guard<std::mutex> g(_mutex);`), `_lock.lock()`.

## Triggering examples

```swift
final class ProfileCell: ASCellNode {
    private let lock = NSLock()
    private var name: String

    init(name: String) {
        self.name = ""
        super.init()
        lock.↓lock()
        self.name = name
        lock.unlock()
    }
}
```

```swift
final class CounterNode: ASDisplayNode {
    private let stateLock = NSRecursiveLock()
    private var unfairLock = os_unfair_lock()
    private var count = 0

    init(count: Int) {
        super.init()
        stateLock.↓withLock {
            self.count = count
        }
        if stateLock.↓tryLock() {
            stateLock.unlock()
        }
        ↓os_unfair_lock_lock(&unfairLock)
        self.count += 1
        os_unfair_lock_unlock(&unfairLock)
    }
}
```

```swift
// The node's own lock (ASLocking), objc_sync_enter on self, and a serial queue used as a lock.
final class ChatBubbleNode: ASDisplayNode {
    private let stateQueue = DispatchQueue(label: "chat.bubble.state")
    private var text = ""
    private var isOutgoing = false
    private var isRead = true

    init(text: String, isOutgoing: Bool) {
        super.init()
        self.↓lock()
        self.text = text
        self.unlock()
        ↓objc_sync_enter(self)
        self.isOutgoing = isOutgoing
        objc_sync_exit(self)
        stateQueue.↓sync {
            self.isRead = false
        }
    }
}
```

```swift
// The node's own lock through ASLocking's tryLock() and Foundation's withLock(_:), with and without self.
final class AvatarNode: ASDisplayNode {
    private var url: URL?
    private var initials = ""

    init(url: URL?, initials: String) {
        super.init()
        if self.↓tryLock() {
            self.url = url
            self.unlock()
        }
        ↓withLock {
            self.initials = initials
        }
        self.↓withLock {
            self.initials = initials.uppercased()
        }
        if ↓tryLock() {
            unlock()
        }
    }
}
```

```objc
@interface MessageCellNode : ASCellNode
@end

@implementation MessageCellNode {
    NSString *_text;
}
- (instancetype)initWithText:(NSString *)text {
    if ((self = [super init])) {
        ↓ASLockScopeSelf();
        _text = [text copy];
    }
    return self;
}
@end
```

```objc
@interface BadgeNode : ASDisplayNode
@end

@implementation BadgeNode {
    NSLock *_countLock;
    NSInteger _count;
}
- (instancetype)initWithCount:(NSInteger)count {
    if ((self = [super init])) {
        _countLock = [[NSLock alloc] init];
        [_countLock ↓lock];
        _count = count;
        [_countLock unlock];
        ↓@synchronized (self) {
            _count += 1;
        }
    }
    return self;
}
@end
```

```objc file=ComposerNode.mm
// Objective-C++: Texture's scoped locker, an os_unfair_lock and the node's own lock (ASLocking).
@interface ComposerNode : ASDisplayNode
@end

@implementation ComposerNode {
    AS::Mutex _draftLock;
    os_unfair_lock _countLock;
    NSString *_draft;
    NSInteger _count;
}
- (instancetype)initWithDraft:(NSString *)draft {
    if ((self = [super init])) {
        {
            ↓AS::MutexLocker l(_draftLock);
            _draft = [draft copy];
        }
        ↓os_unfair_lock_lock(&_countLock);
        _count = 0;
        os_unfair_lock_unlock(&_countLock);
        [self ↓lock];
        _count += 1;
        [self unlock];
        _draftLock.↓lock();
        _draftLock.unlock();
    }
    return self;
}
@end
```

## Non-triggering examples

```swift
// Creating a lock is not taking it; assignments in init need no lock.
final class ProfileCell: ASCellNode {
    private let lock = NSLock()
    private var name: String

    init(name: String) {
        self.name = name
        super.init()
    }
}
```

```swift
// Locking a shared object is legitimate: other cells use it concurrently.
final class DateCell: ASCellNode {
    private static let formatterLock = NSLock()
    private static let formatter = DateFormatter()
    private let dateNode = ASTextNode()

    init(date: Date) {
        super.init()
        DateCell.formatterLock.lock()
        let text = DateCell.formatter.string(from: date)
        DateCell.formatterLock.unlock()
        dateNode.attributedText = NSAttributedString(string: text)
        addSubnode(dateNode)
    }
}
```

```swift
// A method that init calls keeps its lock: its other callers run concurrently with layout.
final class ScoreNode: ASDisplayNode {
    private let lock = NSLock()
    private var score = 0

    init(score: Int) {
        super.init()
        update(score: score)
    }

    func update(score: Int) {
        lock.lock()
        self.score = score
        lock.unlock()
        setNeedsLayout()
    }
}
```

```swift
// Closures that run after init returns may race with other threads: locking there is fine.
final class DownloadNode: ASDisplayNode {
    private let lock = NSLock()
    private var progress = 0.0

    override init() {
        super.init()
        DispatchQueue.global().async {
            self.lock.lock()
            self.progress = 0
            self.lock.unlock()
        }
    }
}
```

```swift
// Similarly named members are not locks: a Bool, a node, a document with its own lock() method.
final class Document {
    func lock() {}
}

final class VaultCell: ASCellNode {
    private let lockIcon = ASImageNode()
    private let document = Document()
    private let isLocked: Bool

    init(isLocked: Bool) {
        self.isLocked = isLocked
        super.init()
        lockIcon.isHidden = !isLocked
        document.lock()
        addSubnode(lockIcon)
    }
}
```

```swift
// A semaphore is not a lock here: init waits for work another thread signals, and needs the wait.
final class ThumbnailNode: ASDisplayNode {
    private let ready = DispatchSemaphore(value: 0)
    private var size = CGSize.zero

    init(loader: ImageLoader) {
        super.init()
        loader.measure { size in
            self.size = size
            self.ready.signal()
        }
        ready.wait()
    }
}
```

```objc
@interface MessageCellNode : ASCellNode
@end

@implementation MessageCellNode {
    NSString *_text;
}
- (instancetype)initWithText:(NSString *)text {
    if ((self = [super init])) {
        _text = [text copy];
    }
    return self;
}

- (void)setText:(NSString *)text {
    ASLockScopeSelf();
    _text = [text copy];
}
@end
```

```objc
// A lock shared by every cell (a static), a lock created but not taken, and a block that runs later.
static NSLock *formatterLock;

@interface DateCellNode : ASCellNode
@end

@implementation DateCellNode {
    NSLock *_stateLock;
    ASTextNode *_dateNode;
    NSString *_text;
}
- (instancetype)initWithDate:(NSDate *)date {
    if ((self = [super init])) {
        _stateLock = [[NSLock alloc] init];
        [formatterLock lock];
        _text = [date description];
        [formatterLock unlock];
        @synchronized ([DateCellNode class]) {
            _dateNode = [[ASTextNode alloc] init];
        }
        dispatch_async(dispatch_get_global_queue(QOS_CLASS_UTILITY, 0), ^{
            [self->_stateLock lock];
            self->_text = @"";
            [self->_stateLock unlock];
        });
    }
    return self;
}
@end
```

## How to fix

Delete the locking in `init` and assign directly: until `init` returns, the node is visible to one
thread only. Keep locks in the methods that other threads call after the node exists.

## Notes

- A lock is "owned by the node" when it is `self` or a stored property of the node class; static
  properties, globals, locals and other objects are shared or unknown and are not reported.
- Only the acquiring call is reported (`unlock()`, `os_unfair_lock_unlock`, `objc_sync_exit` are not).
- Methods called from `init` and closures that do not run during `init` (`DispatchQueue…async`,
  `onDidLoad`) are not checked; closures passed to well-known synchronous APIs (`withLock`, `forEach`,
  `map`) are part of `init`.
- `DispatchQueue.main.sync` in `init` is a deadlock risk reported by `main-sync-in-background-context`.
- `wait()` on a `DispatchSemaphore` is not reported, even on one the node stores: in `init` it usually
  waits for work another thread signals, which is not a lock that could be removed.

"""###),
    (#"""
main-sync-in-background-context.md
"""#, ###"""
---
id: main-sync-in-background-context
severity: error
category: threading
languages: swift, objective-c
enabled: true
runtime-observable: false
runtime-reason: the hop is Foundation's own DispatchQueue.main.sync, which the reference model cannot see, and the deadlock needs the main thread to be blocked (Texture waits for the data controller only for some updates, ASDataController.mm:711-713, or holds a node lock), while the model never blocks its main thread; it pumps the main queue while it waits, so the hop simply runs and a run cannot show the freeze.
source: docs/texture-facts.md#main-sync-in-background-context; TextureGroup/Texture#289 (deadlock from a synchronous hop to main during cell init); Source/ASDisplayNode+LayoutSpec.mm:36-53 (layout runs under the node lock)
summary: Code that Texture runs in the background (a node's init, layout, a node block, drawing) waits synchronously for the main thread, which can deadlock.
---

# Synchronous hop to the main thread from background node code

A node's `init` (when a node block creates it), `layoutSpecThatFits`, node blocks and drawing code
run on Texture's background queues, often while the main thread is waiting for them: a
`reloadData` or `waitUntilAllUpdatesAreProcessed` blocks main until the data controller has built
and measured the new cells, and measurement holds the node's lock, which main-thread code such as
`layout()` also takes. Blocking such code on `DispatchQueue.main.sync` makes each side wait for the
other: the app freezes (Texture#289 is such a report, from a sync hop in a cell's init during a
reload). It does not happen on every run, which is what makes it dangerous.

The rule reports, at the method or function name, in a node's initializers (and stored property
initializers), in layout code, in node blocks and in drawing code:
`DispatchQueue.main.sync`, `dispatch_sync(dispatch_get_main_queue(), …)`,
`performSelector(onMainThread:with:waitUntilDone: true)` (Objective-C `waitUntilDone:YES`), and calls
of a project function or method whose own body does `DispatchQueue.main.sync` (a `syncOnMain`
helper; the diagnostic names the helper's line).

## Triggering examples

```swift
final class ArticleCell: ASCellNode {
    let titleNode = ASTextNode()

    init(title: String) {
        super.init()
        var category = UIContentSizeCategory.large
        DispatchQueue.main.↓sync {
            category = UIApplication.shared.preferredContentSizeCategory
        }
        let size: CGFloat = category.isAccessibilityCategory ? 24 : 17
        titleNode.attributedText = NSAttributedString(string: title, attributes: [.font: UIFont.systemFont(ofSize: size)])
    }
}
```

```swift
final class ScreenNode: ASDisplayNode {
    let contentNode = ASDisplayNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        var insets = UIEdgeInsets.zero
        DispatchQueue.main.↓sync(execute: {
            insets = self.view.safeAreaInsets
        })
        return ASInsetLayoutSpec(insets: insets, child: contentNode)
    }
}
```

```swift
final class FeedDataSource: NSObject, ASCollectionDataSource {
    let posts: [String]

    init(posts: [String]) {
        self.posts = posts
    }

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
        let post = posts[indexPath.item]
        return {
            var width: CGFloat = 0
            DispatchQueue.main.↓sync {
                width = collectionNode.bounds.width
            }
            let cell = ASTextCellNode()
            cell.text = post
            cell.style.width = ASDimensionMake(width)
            return cell
        }
    }
}
```

```swift
func syncOnMain<T>(_ work: () -> T) -> T {
    if Thread.isMainThread {
        return work()
    }
    return DispatchQueue.main.sync(execute: work)
}

final class AvatarNode: ASNetworkImageNode {
    override func placeholderImage() -> UIImage? {
        ↓syncOnMain { UIImage(named: "avatar-placeholder") }
    }
}
```

```objc
@interface ArticleCellNode : ASCellNode
@end

@implementation ArticleCellNode {
    ASTextNode *_titleNode;
    CGFloat _screenWidth;
}
- (instancetype)init {
    if ((self = [super init])) {
        ↓dispatch_sync(dispatch_get_main_queue(), ^{
            self->_screenWidth = [UIScreen mainScreen].bounds.size.width;
        });
        [self ↓performSelectorOnMainThread:@selector(registerForUpdates) withObject:nil waitUntilDone:YES];
    }
    return self;
}

- (void)registerForUpdates {
}
@end
```

```objc
// A project helper that waits on the main queue, called from layout code; and a sync hop in a node block.
static void RunOnMainSync(dispatch_block_t block) {
    dispatch_sync(dispatch_get_main_queue(), block);
}

@interface QuoteNode : ASDisplayNode
@end

@implementation QuoteNode {
    ASTextNode *_textNode;
    CGFloat _maxWidth;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    ↓RunOnMainSync(^{
        self->_maxWidth = [UIScreen mainScreen].bounds.size.width;
    });
    return [ASWrapperLayoutSpec wrapperWithLayoutElement:_textNode];
}
@end

@interface QuotesViewController : ASDKViewController<ASTableNode *> <ASTableDataSource>
@end

@implementation QuotesViewController
- (ASCellNodeBlock)tableNode:(ASTableNode *)tableNode nodeBlockForRowAtIndexPath:(NSIndexPath *)indexPath {
    return ^ASCellNode *{
        __block NSString *title = nil;
        ↓dispatch_sync(dispatch_get_main_queue(), ^{
            title = self.title;
        });
        ASTextCellNode *cell = [[ASTextCellNode alloc] init];
        cell.text = title;
        return cell;
    };
}
@end
```

## Non-triggering examples

```swift
// Trap: an asynchronous hop does not wait, so it cannot deadlock.
final class ArticleCell: ASCellNode {
    let titleNode = ASTextNode()

    init(title: String) {
        super.init()
        titleNode.attributedText = NSAttributedString(string: title)
        DispatchQueue.main.async {
            NotificationCenter.default.post(name: .init("ArticleCellCreated"), object: nil)
        }
        ASPerformBlockOnMainThread {
            UIAccessibility.post(notification: .layoutChanged, argument: nil)
        }
    }
}
```

```swift
// Trap: a plain background queue waiting for main holds no node lock and is not waited on by main.
final class ImportViewController: ASDKViewController<ASTableNode> {
    var items: [String] = []

    func importFile(at url: URL) {
        DispatchQueue.global(qos: .utility).async {
            let lines = (try? String(contentsOf: url))?.components(separatedBy: "\n") ?? []
            DispatchQueue.main.sync {
                self.items = lines
                self.node.reloadData()
            }
        }
    }
}
```

```swift
// Trap: a completion handler runs later, outside the node's init; the init itself does not wait.
final class WeatherNode: ASDisplayNode {
    let temperatureNode = ASTextNode()
    let service = WeatherService()

    override init() {
        super.init()
        service.fetch { temperature in
            DispatchQueue.main.sync {
                self.temperatureNode.attributedText = NSAttributedString(string: temperature)
            }
        }
    }
}

final class WeatherService {
    func fetch(completion: @escaping (String) -> Void) {}
}
```

```swift
// Trap: a private serial queue is not the main queue (waits in init are lock-in-init's subject).
final class DownloadProgressNode: ASDisplayNode {
    private let stateQueue = DispatchQueue(label: "download.progress")
    private var fraction: Double = 0

    init(initialFraction: Double) {
        super.init()
        stateQueue.sync { fraction = initialFraction }
    }
}
```

```objc
// Objective-C: dispatch_async and waitUntilDone:NO do not wait.
@interface ArticleCellNode : ASCellNode
@end

@implementation ArticleCellNode
- (instancetype)init {
    if ((self = [super init])) {
        dispatch_async(dispatch_get_main_queue(), ^{
            [self registerForUpdates];
        });
        [self performSelectorOnMainThread:@selector(registerForUpdates) withObject:nil waitUntilDone:NO];
    }
    return self;
}

- (void)registerForUpdates {
}
@end
```

```objc
// A batch fetch runs on a plain background queue that holds no node lock; a sync on a private queue
// is not a wait on the main queue.
@interface QuotesViewController : ASDKViewController<ASTableNode *> <ASTableDelegate>
@end

@implementation QuotesViewController
- (void)tableNode:(ASTableNode *)tableNode willBeginBatchFetchWithContext:(ASBatchContext *)context {
    __block NSInteger count = 0;
    dispatch_sync(dispatch_get_main_queue(), ^{
        count = [tableNode numberOfRowsInSection:0];
    });
    [context completeBatchFetching:YES];
}
@end

@interface QuoteNode : ASDisplayNode
@end

@implementation QuoteNode {
    dispatch_queue_t _cacheQueue;
    NSString *_cached;
}
- (instancetype)init {
    if ((self = [super init])) {
        _cacheQueue = dispatch_queue_create("quote.cache", DISPATCH_QUEUE_SERIAL);
        dispatch_sync(_cacheQueue, ^{
            self->_cached = @"";
        });
    }
    return self;
}
@end
```

## How to fix

Do not fetch main-thread state from background node code; pass it in. The view controller (on the
main thread) reads what the cell needs — content size category, screen or container width, a theme
— and hands it to the node block or the cell's `init`. In layout code use `constrainedSize` and the
node's own thread-safe properties. If work really must happen on main, make it asynchronous
(`DispatchQueue.main.async`, `ASPerformBlockOnMainThread`) or move it to `didLoad()`.

## Notes

- Boundaries: `DispatchQueue(label:).sync` and other private-queue waits in `init` are
  `lock-in-init`'s subject; this rule only looks for waits on the main queue.
- `willBeginBatchFetchWith` and closures on `DispatchQueue.global()` run on plain background queues
  that hold no node lock and that the main thread does not wait for; a `main.sync` there is not
  reported.
- Helpers are followed one level deep: a function whose body calls `DispatchQueue.main.sync`
  directly. Semaphores that wait for a `main.async` block, and `OperationQueue.main` with
  `waitUntilFinished: true`, are not recognised.

## Evidence

In a node's initializer the rule relies on where the class is created (see `view-access-in-init`'s
Evidence for how creation sites are found). Created on a background thread somewhere, the wait can
deadlock as described above; the finding carries a note at that creation site. Created only on the main
thread (and not visible outside its module), the init runs on main and `DispatchQueue.main.sync` there
waits for the thread it runs on: a certain deadlock, reported as such (`a synchronous wait for the main
thread on the main thread deadlocks …`), at the rule's level and with a note at the creation site.
`evidence: contract` reports every initializer with the contract's message.

"""###),
    (#"""
missing-complete-transition.md
"""#, ###"""
---
id: missing-complete-transition
severity: error
category: transitions
languages: swift, objective-c
enabled: true
runtime-observable: true
source: docs/texture-facts.md#missing-complete-transition; docs/_docs/layout-transition-api.md:189, 193-219; Source/ASContextTransitioning.h:64-68; Source/ASDisplayNode+Layout.mm:820-830 (the default implementation completes the transition)
summary: An `animateLayoutTransition` override never calls `completeTransition` on its context and never calls super, so the layout transition never finishes.
---

# Layout transition that never completes

When a node with automatic subnode management transitions to a new layout, Texture calls
`animateLayoutTransition(_:)` and waits. The override animates the subnodes from their initial to
their final frames and must then tell the context it is done with `context.completeTransition(_:)`
— usually in the animation's completion handler. Only then does Texture call
`didCompleteLayoutTransition(_:)`, remove the subnodes the new layout dropped, and accept the next
transition. If the call is missing, the removed subnodes stay on screen and later transitions are
cancelled or assert that a transition is already running.

The default implementation (reached through `super.animateLayoutTransition(_:)`) completes the
transition itself.

The rule reports an `animateLayoutTransition` override in a node class, at the method's name, whose
body (nested closures included) contains no `completeTransition` call, no
`super.animateLayoutTransition` call, and no call that passes the context on to another function.

## Triggering examples

```swift
final class ExpandableCell: ASCellNode {
    let detailNode = ASTextNode()

    override func ↓animateLayoutTransition(_ context: ASContextTransitioning) {
        detailNode.alpha = 0
        UIView.animate(withDuration: 0.3) {
            self.detailNode.alpha = 1
        }
    }
}
```

```swift
final class SearchBarNode: ASDisplayNode {
    let cancelButton = ASButtonNode()
    let fieldNode = ASEditableTextNode()

    override func ↓animateLayoutTransition(_ context: ASContextTransitioning) {
        let finalFrame = context.finalFrame(for: fieldNode)
        UIView.animate(withDuration: 0.25, animations: {
            self.fieldNode.frame = finalFrame
            self.cancelButton.alpha = context.insertedSubnodes().contains(self.cancelButton) ? 1 : 0
        }, completion: { _ in
            self.cancelButton.isUserInteractionEnabled = true
        })
    }
}
```

```swift
final class BadgeNode: ASDisplayNode {
    let countNode = ASTextNode()

    override func ↓animateLayoutTransition(_ context: ASContextTransitioning) {
        guard context.isAnimated() else { return }
        countNode.frame = context.initialFrame(for: countNode)
        UIView.animate(withDuration: 0.2) {
            self.countNode.frame = context.finalFrame(for: self.countNode)
        }
    }
}
```

```objc
@interface ExpandableCellNode : ASCellNode
@end

@implementation ExpandableCellNode {
    ASTextNode *_detailNode;
}
- (void)↓animateLayoutTransition:(id<ASContextTransitioning>)context {
    _detailNode.alpha = 0;
    [UIView animateWithDuration:0.3 animations:^{
        self->_detailNode.alpha = 1;
    }];
}
@end
```

```objc
// Frames set without animating, and nothing tells the context the transition is over.
@interface ExpandableCellNode : ASCellNode
@end

@implementation ExpandableCellNode {
    ASTextNode *_detailNode;
}
- (void)↓animateLayoutTransition:(id<ASContextTransitioning>)context {
    _detailNode.frame = [context finalFrameForNode:_detailNode];
    for (ASDisplayNode *node in [context insertedSubnodes]) {
        node.alpha = 1;
    }
}
@end
```

## Non-triggering examples

```swift
// The documented shape: complete the transition in the animation's completion handler.
final class ExpandableCell: ASCellNode {
    let detailNode = ASTextNode()

    override func animateLayoutTransition(_ context: ASContextTransitioning) {
        detailNode.alpha = 0
        UIView.animate(withDuration: 0.3, animations: {
            self.detailNode.alpha = 1
        }, completion: { finished in
            context.completeTransition(finished)
        })
    }
}
```

```swift
// Trap: falling back to super completes the transition (Texture's default fade does it).
final class BadgeNode: ASDisplayNode {
    let countNode = ASTextNode()

    override func animateLayoutTransition(_ context: ASContextTransitioning) {
        guard context.isAnimated() else {
            super.animateLayoutTransition(context)
            return
        }
        UIView.animate(withDuration: 0.2, animations: {
            self.countNode.frame = context.finalFrame(for: self.countNode)
        }, completion: { _ in
            context.completeTransition(true)
        })
    }
}
```

```swift
// Trap: the context is handed to a helper that completes it.
final class CardNode: ASDisplayNode {
    let animator = CardTransitionAnimator()

    override func animateLayoutTransition(_ context: ASContextTransitioning) {
        animator.animate(self, using: context)
    }
}

final class CardTransitionAnimator {
    func animate(_ node: ASDisplayNode, using context: ASContextTransitioning) {
        context.completeTransition(true)
    }
}
```

```swift
// Trap: only didCompleteLayoutTransition is overridden; the default animation completes itself.
final class FilterBarNode: ASDisplayNode {
    var onLayoutChange: (() -> Void)?

    override func didCompleteLayoutTransition(_ context: ASContextTransitioning) {
        super.didCompleteLayoutTransition(context)
        onLayoutChange?()
    }
}
```

```swift
// Trap: a transition without animation may complete at once.
final class TabStripNode: ASDisplayNode {
    let indicatorNode = ASDisplayNode()

    override func animateLayoutTransition(_ context: ASContextTransitioning) {
        indicatorNode.frame = context.finalFrame(for: indicatorNode)
        context.completeTransition(true)
    }
}
```

```objc
// Objective-C: completion handler completes the transition.
@interface ExpandableCellNode : ASCellNode
@end

@implementation ExpandableCellNode {
    ASTextNode *_detailNode;
}
- (void)animateLayoutTransition:(id<ASContextTransitioning>)context {
    _detailNode.alpha = 0;
    [UIView animateWithDuration:0.3 animations:^{
        self->_detailNode.alpha = 1;
    } completion:^(BOOL finished) {
        [context completeTransition:finished];
    }];
}
@end
```

```objc
// Super completes the transition; the context handed on to a helper counts as completing it.
@interface ExpandableCellNode : ASCellNode
@end

@implementation ExpandableCellNode {
    ASTextNode *_detailNode;
}
- (void)animateLayoutTransition:(id<ASContextTransitioning>)context {
    _detailNode.alpha = 0;
    [super animateLayoutTransition:context];
}
@end

@interface SlidingNode : ASDisplayNode
@end

@implementation SlidingNode
- (void)animateLayoutTransition:(id<ASContextTransitioning>)context {
    [TransitionAnimator slideNode:self withContext:context];
}
@end
```

## How to fix

Call `context.completeTransition(finished)` when the animation ends — in the completion handler of
`UIView.animate(withDuration:animations:completion:)` or of your `CATransaction` — and on every early
exit. For the non-animated case, call `super.animateLayoutTransition(context)` or complete at once.

## Notes

- The check is not path-sensitive: a body that completes on one path but returns early on another
  (`guard context.isAnimated() else { return }` before a completing animation) is not reported. The
  third triggering example has no completion on any path.
- Any call that passes the context parameter as an argument (`animator.animate(self, using: context)`)
  counts as handing the job on; the helper is not inspected.

"""###),
    (#"""
missing-super-call.md
"""#, ###"""
---
id: missing-super-call
severity: error
category: lifecycle
languages: swift, objective-c
enabled: true
runtime-observable: true
fixable: true
source: Subclassing page (-layout); docs/texture-facts.md#missing-super-call; Source/ASDisplayNode+Subclasses.h:74-423 (ASDISPLAYNODE_REQUIRES_SUPER); Source/ASCellNode.h:144-151; Source/ASDKViewController.mm:108-199,324-331; Source/ASDisplayNode+Layout.mm:911-919
summary: An override of a Texture lifecycle method does not call super, so the work the superclass does there is skipped.
---

# Lifecycle override without a call to super

Texture's lifecycle methods are hooks that its own classes use too: `ASCollectionNode.didLoad()`
connects the collection view to its data source, `ASNetworkImageNode.didEnterPreloadState()` starts the
download, `ASCellNode.didEnterVisibleState()` and its `touches…` methods drive visibility events and
cell selection, `ASScrollNode.layout()` sets the content size, and every `ASDKViewController` method
keeps the node's size and range mode in step with the view controller. Texture marks these methods
`ASDISPLAYNODE_REQUIRES_SUPER`, but that is a warning only the Objective-C compiler gives, and only
when the app is compiled (never in a pre-commit hook or a CI lint step): Swift overrides get no help
at all. The Subclassing page adds that `layout()` should call super *first*.

The rule checks overrides (in the class or in its extensions; every method of an Objective-C
`@implementation`) of node classes, `ASNodeController` subclasses and Texture view controllers, for
the methods Texture's headers mark `ASDISPLAYNODE_REQUIRES_SUPER` in the project's Texture version
(`texture-version`, or its lock files; the newest headers when the version is not known):

- nodes, from 1.x: `didLoad`, `willEnterHierarchy`, `didExitHierarchy`, `clearContents`,
  `displayWillStart` (deprecated), `displayDidFinish`, `subnodeDisplayWillStart(_:)`,
  `subnodeDisplayDidFinish(_:)`, and ASCellNode's `touchesBegan/Moved/Ended/Cancelled`; from 1.9.7
  `layout`, `interfaceStateDidChange(_:from:)` and ASDisplayNode's touch methods; from 1.9.8
  `layoutDidFinish`, `calculatedLayoutDidChange`; from 2.0 `didEnter/ExitPreloadState`, `didEnter/ExitDisplayState`, `didEnter/ExitVisibleState`,
  `displayWillStartAsynchronously(_:)`; from 2.7 `didEnterHierarchy`; from 2.8 ASImageNode's
  `animatedImageSet(_:previousAnimatedImage:)`; from 3.0
  `asyncTraitCollectionDidChange(withPreviousTraitCollection:)`, `hierarchyDisplayDidFinish`,
  `willCalculateLayout(_:)`; and `didCompleteLayoutTransition(_:)` (not marked, but its base
  applies the transition's removals) unless the override calls `removedSubnodes()` itself;
- `ASNodeController` (2.3 and later): the interface-state callbacks; from 2.7 `nodeDidLoad`,
  `nodeDidLayout`; from 2.8 `nodeWillCalculateLayout(_:)`, `hierarchyDisplayDidFinish`; from 3.0
  `didEnterHierarchy`, `didExitHierarchy`;
- view controllers: `viewWillLayoutSubviews`, `viewDidLayoutSubviews`, `viewWillAppear(_:)`,
  `viewDidDisappear(_:)`, `traitCollectionDidChange(_:)`, `didMove(toParent:)`.

A super call counts only if it calls the same method on `super` and runs on every path through the
body: a call in one arm of an `if` without the other, in a loop, after an early `return`, or inside a
closure (other than one passed to a well-known synchronous API such as `UIView.performWithoutAnimation`)
does not count. The diagnostic points at the override's name.

Severity: **error** when the skipped implementation does work — a project superclass overrides the
method, or a Texture ancestor in the table below implements it, or the controller is a view controller
(for `viewDidLayoutSubviews` only one that sets `neverShowPlaceholders`: ASDKViewController's does work
only then, displaying the node at once, and UIKit's does nothing);
**warning** when the only implementation skipped is a stub (`ASDisplayNode`'s own hooks that do
nothing or only notify `ASNodeController`s, ASCellNode's `didLoad` and `layout`, which serve only a
cell made with a view controller block, and all `ASNodeController` callbacks).

| Method | Texture classes whose implementation does work (any ancestor) |
|---|---|
| `didLoad` | ASCollectionNode, ASTableNode, ASTextNode, ASTextNode2, ASEditableTextNode, ASMapNode, ASVideoPlayerNode |
| `layout` | ASScrollNode, ASButtonNode, ASImageNode, ASEditableTextNode |
| `didEnterPreloadState` | ASNetworkImageNode, ASMultiplexImageNode, ASMapNode, ASCollectionNode, ASTableNode, ASVideoPlayerNode |
| `didExitPreloadState` | ASNetworkImageNode, ASMultiplexImageNode, ASMapNode, ASCollectionNode, ASTableNode |
| `didEnterVisibleState`, `didExitVisibleState` | ASCellNode, ASNetworkImageNode, ASMultiplexImageNode, ASCollectionNode, ASTableNode |
| `didExitDisplayState` | ASNetworkImageNode, ASMultiplexImageNode |
| `interfaceStateDidChange(_:from:)` | ASCollectionNode, ASTableNode |
| `didEnterHierarchy` | ASImageNode, ASTextNode, ASTextNode2, ASPagerNode |
| `calculatedLayoutDidChange` | ASMapNode |
| `touchesBegan/Moved/Ended/Cancelled` | ASCellNode, ASControlNode |
| `clearContents`, `willEnterHierarchy`, `didExitHierarchy`, `displayWillStartAsynchronously(_:)`, `displayDidFinish`, `subnodeDisplayWillStart(_:)`, `subnodeDisplayDidFinish(_:)`, `asyncTraitCollectionDidChange(withPreviousTraitCollection:)`, `didCompleteLayoutTransition(_:)` | every node (`ASDisplayNode` itself) |

Sub-check for `layout()`: when `super.layout()` is called on every path but a top-level statement
other than a local `let`/`var` declaration comes before the statement that holds the call, the rule
reports a **warning** at that `super`.

## Triggering examples

```swift
// error: ASCollectionNode.didLoad connects the collection view to its data source and delegate.
final class GalleryNode: ASCollectionNode {
    private lazy var backgroundTap = UITapGestureRecognizer(target: self, action: #selector(didTapBackground))

    override func ↓didLoad() {
        view.addGestureRecognizer(backgroundTap)
    }

    @objc private func didTapBackground() {}
}
```

```swift
// Empty overrides left from a template (warnings: an ordinary cell's superclass only notifies
// interface-state delegates there).
final class SampleCell: ASCellNode {
    override func ↓didLoad() {
    }

    override func ↓layout() {
    }
}
```

```swift
// warning: ASDisplayNode's own layout() only notifies interface-state delegates.
final class ProgressNode: ASDisplayNode {
    private let barNode = ASDisplayNode()
    var progress: CGFloat = 0

    override func ↓layout() {
        barNode.frame = CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height)
    }
}
```

```swift
// error: an early return skips super on one path (an override in an extension is still an override).
final class AdCell: ASCellNode {
    var tracksImpressions = true
}

extension AdCell {
    override func ↓didEnterVisibleState() {
        guard tracksImpressions else { return }
        super.didEnterVisibleState()
        print("ad impression")
    }
}
```

```swift
// error: super called in one branch only, and from a closure that runs later.
final class FeedImageNode: ASNetworkImageNode {
    var isPlaceholder = false

    override func ↓didEnterPreloadState() {
        if !isPlaceholder {
            super.didEnterPreloadState()
        }
    }

    override func ↓didExitPreloadState() {
        DispatchQueue.main.async {
            super.didExitPreloadState()
        }
    }
}
```

```swift
// warning: super.layout() should come first.
final class ScrollContentNode: ASScrollNode {
    private let contentNode = ASDisplayNode()

    override func layout() {
        contentNode.frame = CGRect(origin: .zero, size: CGSize(width: bounds.width, height: 1200))
        ↓super.layout()
    }
}
```

```swift
// error: ASCellNode forwards touches to its table or collection cell; without super, selection breaks.
final class PressableCell: ASCellNode {
    override func ↓touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        alpha = 0.6
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        alpha = 1
    }
}
```

```swift
// error: ASDKViewController's viewWillAppear starts the node's layout and range mode; its
// traitCollectionDidChange re-measures the node.
final class FeedViewController: ASDKViewController<ASTableNode> {
    override func ↓viewWillAppear(_ animated: Bool) {
        node.reloadData()
    }

    override func ↓traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        node.reloadData()
    }
}
```

```swift
// error: the base didCompleteLayoutTransition removes the subnodes the transition took out;
// warning: ASNodeController callbacks are empty stubs.
final class ExpandableNode: ASDisplayNode {
    var onTransitionEnd: (() -> Void)?

    override func ↓didCompleteLayoutTransition(_ context: ASContextTransitioning) {
        onTransitionEnd?()
    }
}

final class PostController: ASNodeController<ASCellNode> {
    override func ↓nodeDidLoad() {
        node.view.accessibilityIdentifier = "post"
    }
}
```

```objc
@interface FeedViewController : ASDKViewController<ASTableNode *>
@end

@implementation FeedViewController
- (void)↓viewWillAppear:(BOOL)animated {
    [self.node reloadData];
}

- (void)↓viewWillLayoutSubviews {
    self.node.view.contentInset = UIEdgeInsetsMake(8, 0, 8, 0);
}
@end
```

```objc
@interface ExpandableNode : ASDisplayNode
@end

@implementation ExpandableNode
- (void)↓didCompleteLayoutTransition:(id<ASContextTransitioning>)context {
    NSLog(@"transition finished");
}
@end
```

```objc
// View controller hooks spelled with selectors: a super call in one branch, in a block that runs
// later, or after an early return does not count.
@interface PlayerViewController : ASDKViewController<ASDisplayNode *>
@property (nonatomic) BOOL compact;
@end

@implementation PlayerViewController
- (void)↓didMoveToParentViewController:(UIViewController *)parent {
    if (parent != nil) {
        [super didMoveToParentViewController:parent];
    }
}

- (void)↓traitCollectionDidChange:(UITraitCollection *)previousTraitCollection {
    dispatch_async(dispatch_get_main_queue(), ^{
        [super traitCollectionDidChange:previousTraitCollection];
    });
}

- (void)↓viewDidDisappear:(BOOL)animated {
    if (self.compact) {
        return;
    }
    [super viewDidDisappear:animated];
}
@end
```

```objc
// The pragma covers only what lies between it and its `pop`, and only the warning it names.
@interface BadgeNode : ASDisplayNode
@end

@implementation BadgeNode
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wobjc-missing-super-calls"
- (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event {
    self.alpha = 0.7;
}
#pragma clang diagnostic pop

- (void)↓touchesEnded:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event {
    self.alpha = 1.0;
}

#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunused-variable"
- (void)↓didLoad {
    self.view.accessibilityIdentifier = @"badge";
}
#pragma clang diagnostic pop
@end
```

```objc
// Objective-C node hooks too: clang warns only when the app is built, never in a hook or a CI lint step.
@interface ProfileCellNode : ASCellNode
@end

@implementation ProfileCellNode
- (void)↓didLoad {
    self.view.accessibilityIdentifier = @"profile";
}

- (void)↓touchesEnded:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event {
    [self.delegate profileCellWasTapped:self];
}
@end
```

## Non-triggering examples

```objc texture-version=1.9.6
// Trap: before 1.9.7 layout was not marked REQUIRES_SUPER; AsyncDisplayKit 1.9.6's own examples
// override it to apply frames computed in calculateSizeThatFits without calling super.
@interface AuthorNode : ASCellNode
@end

@implementation AuthorNode {
    ASTextNode *_nameNode;
    CGRect _nameFrame;
}
- (void)layout {
    _nameNode.frame = _nameFrame;
}
@end
```

```swift texture-version=2.5
// Trap: on Texture 2.5 didEnterHierarchy is not marked REQUIRES_SUPER yet (2.7 marks it), and the
// base implementation of a plain node does nothing there.
final class BannerNode: ASDisplayNode {
    override func didEnterHierarchy() {
        startAnimating()
    }

    func startAnimating() {}
}
```

```objc
// Trap: Texture's own base class declares the hooks it calls; linted with the app (a vendored copy),
// its empty implementations are not overrides.
@interface ASNodeController : NSObject
@end

@implementation ASNodeController
- (void)didExitVisibleState {}
- (void)nodeDidLoad {}
@end
```

```objc
// Trap: the author turned clang's own check of this contract off around these overrides (a node that
// takes over touch handling from the control it subclasses): the compiler's pragma is heeded as a
// suppression of this rule, from the `ignored` line to the `pop` that restores the warning.
@interface BubbleNode : ASDisplayNode
@end

@implementation BubbleNode
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wobjc-missing-super-calls"
- (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event {
    self.alpha = 0.7;
}

- (void)touchesEnded:(NSSet<UITouch *> *)touches withEvent:(UIEvent *)event {
    self.alpha = 1.0;
}
#pragma clang diagnostic pop

- (void)didLoad {
    [super didLoad];
    self.view.accessibilityIdentifier = @"bubble";
}
@end
```

```swift
// super first, then the subclass's work.
final class GalleryNode: ASCollectionNode {
    override func didLoad() {
        super.didLoad()
        view.alwaysBounceVertical = true
    }

    override func layout() {
        super.layout()
        view.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    }

    override func interfaceStateDidChange(_ newState: ASInterfaceState, from oldState: ASInterfaceState) {
        super.interfaceStateDidChange(newState, from: oldState)
        print(newState)
    }
}
```

```swift
// super on every branch, inside a synchronous closure, and after local declarations only.
final class AvatarNode: ASNetworkImageNode {
    var isPlaceholder = false

    override func didEnterPreloadState() {
        if isPlaceholder {
            super.didEnterPreloadState()
        } else {
            super.didEnterPreloadState()
            print("preloading avatar")
        }
    }

    override func layout() {
        let inset: CGFloat = 2
        UIView.performWithoutAnimation {
            super.layout()
        }
        cornerRadius = (bounds.width - inset) / 2
    }
}
```

```swift
// didCompleteLayoutTransition that applies the removals itself.
final class ExpandableNode: ASDisplayNode {
    override func didCompleteLayoutTransition(_ context: ASContextTransitioning) {
        for node in context.removedSubnodes() {
            node.removeFromSupernode()
        }
    }
}
```

```swift
// Not in the list: layoutSpecThatFits (super must not be called, see super-layout-spec-that-fits),
// calculateSizeThatFits, viewDidLoad (nothing to skip), and loadView (see loadview-override).
final class BadgeNode: ASDisplayNode {
    private let textNode = ASTextNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        return ASWrapperLayoutSpec(layoutElement: textNode)
    }

    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        return CGSize(width: 20, height: 20)
    }
}

final class BadgeViewController: ASDKViewController<BadgeNode> {
    override func viewDidLoad() {
        node.backgroundColor = .systemBackground
    }
}
```

```swift
// Same names outside Texture's hierarchy, and protocol-extension methods, are not overrides of Texture's hooks.
class ChartLayout {
    func layout() {}
}

final class BarChartLayout: ChartLayout {
    override func layout() {
        print("bars")
    }
}

protocol Shimmering: AnyObject {}

extension Shimmering where Self: ASDisplayNode {
    func didEnterVisibleState() {
        print("start shimmer")
    }
}
```

```swift
// The superclass is declared in a file nodelint was not given: the class is not known to be a node.
final class SponsoredCell: FeedCellNode {
    override func didLoad() {
        view.accessibilityIdentifier = "sponsored"
    }
}
```

```objc
@interface FeedViewController : ASDKViewController<ASTableNode *>
@end

@implementation FeedViewController
- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self.node reloadData];
}

- (void)viewWillLayoutSubviews {
    [super viewWillLayoutSubviews];
    self.node.view.contentInset = UIEdgeInsetsMake(8, 0, 8, 0);
}
@end
```

```objc
// Super on every path, a transition handler that removes the subnodes itself, and UIKit methods
// outside the list.
@interface PlayerViewController : ASDKViewController<ASDisplayNode *>
@property (nonatomic) BOOL compact;
@end

@implementation PlayerViewController
- (void)didMoveToParentViewController:(UIViewController *)parent {
    [super didMoveToParentViewController:parent];
    if (parent == nil) {
        return;
    }
    [self.node setNeedsLayout];
}

- (void)viewDidLayoutSubviews {
    if (self.compact) {
        [super viewDidLayoutSubviews];
    } else {
        [super viewDidLayoutSubviews];
        self.node.alpha = 1.0;
    }
}

- (void)viewDidAppear:(BOOL)animated {
    NSLog(@"visible");
}
@end

@interface ExpandableNode : ASDisplayNode
@end

@implementation ExpandableNode
- (void)didCompleteLayoutTransition:(id<ASContextTransitioning>)context {
    for (ASDisplayNode *node in [context removedSubnodes]) {
        [node removeFromSupernode];
    }
}
@end
```

```objc
// A plain UIKit view controller is not checked: UIViewController's own viewWillLayoutSubviews does nothing.
@interface PlaceholderViewController : UIViewController
@end

@implementation PlaceholderViewController {
    UIButton *_displayButton;
}
- (void)viewWillLayoutSubviews {
    _displayButton.frame = CGRectInset(self.view.bounds, 20, 20);
}
@end
```

## Fix

`nodelint --fix` inserts the super call as the first statement of an override that calls super on
no path, passing the override's own arguments: labels from its signature, argument names from its
parameter names (`super.touchesBegan(touches, with: event)`; Objective-C
`[super touchesBegan:touches withEvent:event];`). The new line is indented like the body's first
statement, or one level deeper than the declaration when the body is empty, and ends with the line
break the file uses. A body written on one line gets the call in front of its code
(`{ super.didLoad(); work() }`).

There is no fix where the override already calls super somewhere — in one branch, after a `guard`, in
a closure that runs later — or calls it after other work (the `layout()` order check): a second call
would run super twice on some path, and where the one call belongs is the author's decision.

```swift
final class PressableCell: ASCellNode {
    override func didLoad() {
        view.isExclusiveTouch = true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        // Dim while pressed.
        alpha = 0.6
    }

    override func layout() {
    }

    override func didEnterPreloadState() { print("preload") }
}
```

```swift fixed
final class PressableCell: ASCellNode {
    override func didLoad() {
        super.didLoad()
        view.isExclusiveTouch = true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        // Dim while pressed.
        alpha = 0.6
    }

    override func layout() {
        super.layout()
    }

    override func didEnterPreloadState() { super.didEnterPreloadState(); print("preload") }
}
```

```swift
final class FeedViewController: ASDKViewController<ASTableNode> {
    override func viewWillAppear(_ animated: Bool) {
        node.reloadData()
    }

    override func didMove(toParent parent: UIViewController?) {}
}

final class GalleryNode: ASCollectionNode {
    override func interfaceStateDidChange(_ newState: ASInterfaceState, from oldState: ASInterfaceState) {
        print(newState)
    }
}
```

```swift fixed
final class FeedViewController: ASDKViewController<ASTableNode> {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        node.reloadData()
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
    }
}

final class GalleryNode: ASCollectionNode {
    override func interfaceStateDidChange(_ newState: ASInterfaceState, from oldState: ASInterfaceState) {
        super.interfaceStateDidChange(newState, from: oldState)
        print(newState)
    }
}
```

```swift
// Not fixed: super is called, but not on every path.
final class AdCell: ASCellNode {
    var tracksImpressions = true

    override func didEnterVisibleState() {
        guard tracksImpressions else { return }
        super.didEnterVisibleState()
    }
}
```

```swift fixed
// Not fixed: super is called, but not on every path.
final class AdCell: ASCellNode {
    var tracksImpressions = true

    override func didEnterVisibleState() {
        guard tracksImpressions else { return }
        super.didEnterVisibleState()
    }
}
```

```objc
@interface PlayerViewController : ASDKViewController<ASDisplayNode *>
@end

@implementation PlayerViewController
- (void)viewWillAppear:(BOOL)animated {
    [self.node setNeedsLayout];
}

- (void)didMoveToParentViewController:(UIViewController *)parent
{
}
@end
```

```objc fixed
@interface PlayerViewController : ASDKViewController<ASDisplayNode *>
@end

@implementation PlayerViewController
- (void)viewWillAppear:(BOOL)animated {
    [super viewWillAppear:animated];
    [self.node setNeedsLayout];
}

- (void)didMoveToParentViewController:(UIViewController *)parent
{
    [super didMoveToParentViewController:parent];
}
@end
```

## How to fix

Call the superclass's implementation, as the first statement for `didLoad`, `layout` and the
view controller callbacks (`super.didLoad()`, `super.layout()`, `super.viewWillAppear(animated)` …).
Make sure an early `return` cannot skip it: call super before the `guard`.

## Notes

- Objective-C node hooks carry `ASDISPLAYNODE_REQUIRES_SUPER`, so clang's
  `-Wobjc-missing-super-calls` warns about them too, but only when the app is compiled; this rule
  says so in a hook or a CI step that does not build the app.
- Texture's own classes linted with the app (a checkout or a vendored copy of Texture) are not
  checked: their hooks are the base implementations.
- In Objective-C, `#pragma clang diagnostic ignored "-Wobjc-missing-super-calls"` (clang's own form of
  this check) suppresses the rule from that line to the `#pragma clang diagnostic pop` that ends its
  `push`, or to the end of the file: the author chose to skip super there, and said so to the compiler.
  It is never reported as an unused suppression.
- `loadView` is `loadview-override`'s; `layoutSpecThatFits` must not call super on most nodes and is
  `super-layout-spec-that-fits`'s.
- A class whose superclasses do not lead to a Texture class (one of them is declared in a file
  nodelint was not given) is not known to be a node or a view controller, and is not checked.
- The ordering sub-check applies only to `layout()`, and only when the missing-call check is satisfied,
  so one override gets at most one diagnostic.
- UIKit methods outside the list (`viewDidAppear`, `viewWillDisappear`, `viewDidLoad`) are left to
  general-purpose linters (SwiftLint's `overridden_super_call`).

"""###),
    (#"""
node-block-captures-uikit.md
"""#, ###"""
---
id: node-block-captures-uikit
severity: error
category: containers
languages: swift, objective-c
enabled: true
runtime-observable: true
source: docs/texture-facts.md#node-block-captures-uikit; Source/ASCollectionNode.h:598 ("Must be thread-safe"); Source/Details/ASDataController.mm:140-188; Source/Private/ASDisplayNode+UIViewBridge.mm:36-37, 299-303; Source/ASDisplayNode+Subclasses.h:499; docs/_docs/tip-1-nodeBlocks.md:97
summary: A node block, which runs on a background thread, uses UIKit, a node's view or layer, or the geometry of a loaded node such as the container's `bounds`.
---

# UIKit or loaded-node state used inside a node block

The block returned from `nodeBlockForItemAt` (and the table and pager variants) runs later, on a
background queue, possibly several at once. Everything it touches must be safe off the main thread.
UIKit is not: creating views, `UIScreen.main`, `UIApplication.shared` belong to the main thread.
Neither is a node's `view` or `layer` (asking for it loads the node, which asserts off main), nor
the geometry of a node that is already on screen — reading `collectionNode.bounds` or
`pagerNode.frame` in the block takes the container's lock and asserts "Incorrect display node
thread affinity…". In Release these reads race with the main thread's layout.

Creating cell nodes and setting their properties is what the block is for: a node that is not
loaded yet can be configured on any thread.

The rule looks at the closure a node-block method returns and reports: constructions of UIKit
views, view controllers and gesture recognizers and the main-thread singletons (`UIScreen.main`,
`UIApplication.shared`, `UIDevice.current.orientation`), at the type name; `view` or `layer` of any
node and the `view` of a view controller (`self.view` of the data source), at the member name; and
reads of `bounds`, `frame`, `position`, `safeAreaInsets`, `layoutMargins`, `isHidden` or `alpha` of
a node that was not created in the block (the container parameter, the view controller's `node`, a
node property), at the property name. A chain is reported once, at its first offending member.

## Triggering examples

```swift
final class GalleryViewController: ASDKViewController<ASPagerNode>, ASPagerDataSource {
    var photos: [Photo] = []

    func numberOfPages(in pagerNode: ASPagerNode) -> Int {
        photos.count
    }

    func pagerNode(_ pagerNode: ASPagerNode, nodeBlockAt index: Int) -> ASCellNodeBlock {
        let photo = photos[index]
        return {
            let page = PhotoPageNode(photo: photo)
            page.style.preferredSize = pagerNode.↓bounds.size
            return page
        }
    }
}

struct Photo {
    var url: URL
}

final class PhotoPageNode: ASCellNode {
    init(photo: Photo) {
        super.init()
    }
}
```

```swift
final class FeedViewController: ASDKViewController<ASCollectionNode>, ASCollectionDataSource {
    var posts: [Post] = []

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
        let post = posts[indexPath.item]
        return {
            let cell = PostCell(post: post)
            cell.style.width = ASDimensionMake(self.↓view.bounds.width)
            cell.style.height = ASDimensionMake(↓UIScreen.main.bounds.width * 0.75)
            return cell
        }
    }
}

struct Post {
    var title: String
}

final class PostCell: ASCellNode {
    init(post: Post) {
        super.init()
    }
}
```

```swift
final class MenuDataSource: NSObject, ASTableDataSource {
    let items: [MenuItem]

    init(items: [MenuItem]) {
        self.items = items
    }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        let item = items[indexPath.row]
        return {
            let cell = MenuCell(item: item)
            cell.isRightToLeft = ↓UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft
            cell.accessoryView = ↓UIImageView(image: UIImage(systemName: "chevron.right"))
            cell.style.width = ASDimensionMake(tableNode.↓frame.width)
            return cell
        }
    }
}

struct MenuItem {
    var title: String
}

final class MenuCell: ASCellNode {
    var isRightToLeft = false
    var accessoryView: UIView?
    init(item: MenuItem) {
        super.init()
    }
}
```

```swift
final class ResultsDataSource: NSObject, ASCollectionDataSource {
    let results: [SearchResult]

    init(results: [SearchResult]) {
        self.results = results
    }

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
        let result = results[indexPath.item]
        return {
            let cell = ResultCell(result: result)
            cell.↓view.accessibilityIdentifier = "search-result"
            return cell
        }
    }
}

struct SearchResult {
    var title: String
}

final class ResultCell: ASCellNode {
    init(result: SearchResult) {
        super.init()
    }
}
```

```objc
@interface FeedViewController : ASDKViewController <ASCollectionDataSource>
@property (nonatomic, copy) NSArray<Post *> *posts;
@end

@implementation FeedViewController
- (ASCellNodeBlock)collectionNode:(ASCollectionNode *)collectionNode nodeBlockForItemAtIndexPath:(NSIndexPath *)indexPath {
    Post *post = self.posts[indexPath.item];
    return ^ASCellNode *{
        PostCellNode *cell = [[PostCellNode alloc] initWithPost:post];
        CGFloat width = self.↓view.bounds.size.width;
        cell.style.preferredSize = CGSizeMake(width, [↓UIScreen mainScreen].bounds.size.height / 3);
        return cell;
    };
}
@end
```

```objc
// The pager's size, a label, a stored node's view and the application singleton, all in the block.
@interface GalleryViewController : ASDKViewController <ASPagerDataSource>
@end

@implementation GalleryViewController {
    ASTextNode *_captionNode;
}
- (ASCellNodeBlock)pagerNode:(ASPagerNode *)pagerNode nodeBlockAtIndex:(NSInteger)index {
    return ^ASCellNode *{
        ASCellNode *page = [[ASCellNode alloc] init];
        page.style.preferredSize = pagerNode.↓bounds.size;
        UILabel *label = [[↓UILabel alloc] init];
        label.text = _captionNode.↓view.accessibilityLabel;
        if ([↓UIApplication sharedApplication].applicationState == UIApplicationStateActive) {
            page.alpha = 1.0;
        }
        return page;
    };
}
@end
```

```swift
// A main-thread singleton and the container's other geometry, read in the block.
final class WallViewController: ASDKViewController<ASCollectionNode>, ASCollectionDataSource {
    var tiles: [String] = []

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
        let tile = tiles[indexPath.item]
        return {
            let cell = TileCell(tile: tile)
            let landscape = ↓UIDevice.current.orientation.isLandscape
            let insets = collectionNode.↓safeAreaInsets
            let margins = collectionNode.↓layoutMargins
            let origin = collectionNode.↓position
            cell.style.width = ASDimensionMake(landscape ? 200 - insets.left - margins.left : origin.x)
            return cell
        }
    }
}

final class TileCell: ASCellNode {
    init(tile: String) {
        super.init()
    }
}
```

## Non-triggering examples

```swift
// The documented pattern: read the container's size on the main thread, capture the value.
final class GalleryViewController: ASDKViewController<ASPagerNode>, ASPagerDataSource {
    var photos: [Photo] = []

    func numberOfPages(in pagerNode: ASPagerNode) -> Int {
        photos.count
    }

    func pagerNode(_ pagerNode: ASPagerNode, nodeBlockAt index: Int) -> ASCellNodeBlock {
        let photo = photos[index]
        let pageSize = pagerNode.bounds.size
        return {
            let page = PhotoPageNode(photo: photo)
            page.style.preferredSize = pageSize
            return page
        }
    }
}

struct Photo {
    var url: URL
}

final class PhotoPageNode: ASCellNode {
    init(photo: Photo) {
        super.init()
    }
}
```

```swift
// Trap: UIColor, UIFont and attributed strings are values; configuring a new node is the block's job.
final class TagsDataSource: NSObject, ASCollectionDataSource {
    let tags: [String]

    init(tags: [String]) {
        self.tags = tags
    }

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
        let tag = tags[indexPath.item]
        return {
            let cell = ASTextCellNode()
            cell.textNode.attributedText = NSAttributedString(string: tag, attributes: [
                .font: UIFont.systemFont(ofSize: 14),
                .foregroundColor: UIColor.label,
            ])
            cell.backgroundColor = UIColor.secondarySystemBackground
            cell.isHidden = tag.isEmpty
            cell.style.minWidth = ASDimensionMake(cell.isHidden ? 0 : 44)
            return cell
        }
    }
}
```

```swift
// Trap: UIKit inside a view block or a view controller block runs on the main thread, when the node loads.
final class SettingsDataSource: NSObject, ASTableDataSource {
    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        return {
            if indexPath.row == 0 {
                return ASCellNode(viewControllerBlock: { MapPreviewViewController() }, didLoad: nil)
            }
            let cell = ToggleCell()
            cell.switchNode = ASDisplayNode(viewBlock: { UISwitch() })
            return cell
        }
    }
}

final class MapPreviewViewController: UIViewController {}

final class ToggleCell: ASCellNode {
    var switchNode: ASDisplayNode?
}
```

```swift
// Trap: a tap callback stored on the cell runs later on the main thread, not in the block's run.
final class FeedViewController: ASDKViewController<ASCollectionNode>, ASCollectionDataSource {
    var posts: [Post] = []

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
        let post = posts[indexPath.item]
        return { [weak self] in
            let cell = PostCell(post: post)
            cell.onShare = {
                let sheet = UIActivityViewController(activityItems: [post.url], applicationActivities: nil)
                self?.present(sheet, animated: true)
            }
            return cell
        }
    }
}

struct Post {
    var url: URL
}

final class PostCell: ASCellNode {
    var onShare: (() -> Void)?
    init(post: Post) {
        super.init()
    }
}
```

```swift
// Trap: work sent to the main queue from inside the block runs on the main thread.
final class ChatDataSource: NSObject, ASTableDataSource {
    let messages: [String]
    weak var hostViewController: UIViewController?

    init(messages: [String]) {
        self.messages = messages
    }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        let message = messages[indexPath.row]
        let isFirst = indexPath.row == 0
        return { [weak self] in
            if isFirst {
                DispatchQueue.main.async {
                    self?.hostViewController?.view.setNeedsLayout()
                    UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
                }
            }
            let cell = ASTextCellNode()
            cell.text = message
            return cell
        }
    }
}
```

```swift
// Trap: nodeForItemAt (no block) runs on the main thread.
final class FeedViewController: ASDKViewController<ASCollectionNode>, ASCollectionDataSource {
    func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode {
        let cell = ASTextCellNode()
        cell.style.width = ASDimensionMake(collectionNode.bounds.width)
        cell.style.height = ASDimensionMake(UIScreen.main.bounds.height / 4)
        return cell
    }
}
```

```objc
// Objective-C: the width is read before the block and captured.
@interface FeedViewController : ASDKViewController <ASCollectionDataSource>
@property (nonatomic, copy) NSArray<Post *> *posts;
@end

@implementation FeedViewController
- (ASCellNodeBlock)collectionNode:(ASCollectionNode *)collectionNode nodeBlockForItemAtIndexPath:(NSIndexPath *)indexPath {
    Post *post = self.posts[indexPath.item];
    CGFloat width = collectionNode.bounds.size.width;
    return ^ASCellNode *{
        PostCellNode *cell = [[PostCellNode alloc] initWithPost:post];
        cell.style.preferredSize = CGSizeMake(width, width * 0.75);
        return cell;
    };
}
@end
```

```objc
// Nodes created in the block (their bridged properties too), thread-safe UIKit values, and a view
// block, which runs on the main thread when the node loads.
@interface GalleryViewController : ASDKViewController <ASPagerDataSource>
@end

@implementation GalleryViewController
- (ASCellNodeBlock)pagerNode:(ASPagerNode *)pagerNode nodeBlockAtIndex:(NSInteger)index {
    CGSize pageSize = pagerNode.bounds.size;
    return ^ASCellNode *{
        ASCellNode *page = [[ASCellNode alloc] init];
        page.style.preferredSize = pageSize;
        page.backgroundColor = [UIColor colorWithWhite:0.1 alpha:1.0];
        page.alpha = page.hidden ? 0.0 : 1.0;
        ASDisplayNode *spinner = [[ASDisplayNode alloc] initWithViewBlock:^UIView *{
            return [[UIActivityIndicatorView alloc] init];
        }];
        [page addSubnode:spinner];
        return page;
    };
}
@end
```

## How to fix

Read sizes, traits and other main-thread state in the data-source method, before `return`, and
capture the values; better still, let the container size the cell (`constrainedSizeForItemAt`, or
the cell's own layout within the `constrainedSize` it receives). Create UIKit views inside the cell
node's `didLoad`, or wrap them with `ASDisplayNode(viewBlock:)`, so they are built on the main thread
when the cell loads. View-level tweaks (`accessibilityIdentifier`, gestures) belong in the cell's
`didLoad`; node properties such as `accessibilityIdentifier` can also be set on the node directly.

## Notes

- Boundaries: the data source's model (`self.items[indexPath.row]`) is
  `node-block-data-source-access`'s; container calls such as `numberOfRows(inSection:)` or
  `visibleNodes` are `collection-update-off-main`'s; UIKit in the *cell's* `init`, which the block
  calls, is `uikit-in-init`'s. Geometry reads in layout code are `bridged-read-in-layout-spec`'s.
- Other view controller state (`traitCollection`, `navigationController`) read in the block is not
  reported; only `view` is.
- `UIImage(named:)` in the block is not reported (see `draw-thread-safety`).
- Nodes created in the block are not loaded: their bridged properties can be read and written there;
  only their `view`/`layer` is reported.

"""###),
    (#"""
node-block-data-source-access.md
"""#, ###"""
---
id: node-block-data-source-access
severity: error
category: containers
languages: swift, objective-c
enabled: true
runtime-observable: false
runtime-reason: the race is on the app's own arrays, not on Texture or UIKit state; the reference model runs node blocks off the main thread but cannot see a read of the data source's properties (only a race detector such as TSan can).
source: docs/texture-facts.md#node-block-data-source-access; docs/_docs/tip-1-nodeBlocks.md:95-129; docs/_docs/faq.md:42-46; Source/ASCollectionNode.h:590-601 ("Must be thread-safe"); Source/Details/ASDataController.mm:140-188
summary: A node block reads the data source's mutable model (`self.items[indexPath.row]`) when it runs later, on a background thread.
---

# Data source state read inside a node block

`collectionNode(_:nodeBlockForItemAt:)` and its table and pager siblings are called on the main
thread, but the block they return is not: Texture's data controller runs node blocks later,
concurrently, on background queues. By then the main thread may have changed the model — appended a
page, deleted a row, reloaded. Reading `self.items[indexPath.row]` inside the block is a data race:
the wrong item, an index out of range, or a crash in the array's storage. Texture's docs put it
plainly: get the model object outside the block and capture that.

The rule looks at the closure a node-block method returns (a closure literal in its `return`, or a
local closure that is returned; in Objective-C the returned block) and reports:

- a subscript of a data-source property — a member of the data source reached through `self`
  (also `self?.`, `strongSelf.`, `guard let self`, an ivar) — at the subscripted member's name;
- a call of `object(at:)`, `objectAtIndex:` or `objectAtIndexPath:` on such a property, or with the
  method's index path or index among its arguments, at the method name;
- any other read of a `var` property of collection type (`self.items.count`), at the member's name.

- a call of the data source's own method (or of an object it holds, `self.viewModel.item(at:
  indexPath)`) with the index path or index, that reads such a collection, at the method name;
- a read of a global `var` the app changes.

Each only where the state can change after the container starts loading: the data source assigns it,
appends to it, removes from it, sorts it … anywhere but in an initializer, `viewDidLoad`/`loadView`,
or a private helper only they call (a change in a closure that runs later counts too). A method of the
data source that is not private is set-up code too when every call of it the project's code makes
runs in such code of the object that owns the data source: an object holding it in a property it
initializes with a new data source (`let dataSource = TagsDataSource()`), calling it in its own
initializer (not in a closure that runs later). A data source the owner was given may be another
container's too, and a call of the method anywhere else in the code read makes it a change. A `var` array
filled in `init` or `viewDidLoad` and never written again, or a literal never written at all, is not a
race. The code of the classes the data source's properties hold (a presenter, a view model, and the
classes theirs hold) is read wherever it is, like the code that concerns Texture, so that the state a
node block reads through them is judged by what their code does; and a write of the data source's (or
such an object's) property by the code of an object that holds it (`self.tableDelegates.adminGroups =
groups`, `source.movies.append(movie)`) is a change like the data source's own, judged by where it runs.
Where a project superclass's code was not read (its file does not concern Texture), its changes
are unknown and it may change what the class inherits; extensions of a class the project only extends
(`extension UIViewController`, an `NSObject` category) cannot name the data source's own state and do
not count. A `let` property of a Swift collection type (or `NSArray`/`NSDictionary`) never changes and is
not reported; an object of a class the project does not declare (a fetched results controller)
changes by its own means and is. Integer uses of the index path (`indexPath.row` as a number) are fine.

## Triggering examples

```swift
// Trap: ASTableView's own data source, as Texture 1.x spelt it (still in 2.x, deprecated) and as Swift 2
// imported it: the method is named after the view, and the first parameter's name is its label.
final class AlbumsViewController: UIViewController, ASTableDataSource {
    let tableView = ASTableView()
    var albums: [String] = []

    func tableView(tableView: ASTableView, nodeBlockForRowAtIndexPath indexPath: NSIndexPath) -> ASCellNodeBlock {
        return {
            AlbumCellNode(title: self.↓albums[indexPath.row])
        }
    }

    func didFetch(_ page: [String]) {
        albums = page
        tableView.reloadData()
    }
}

final class AlbumCellNode: ASCellNode {
    init(title: String) {
        super.init()
    }
}
```

```swift
final class FeedViewController: ASDKViewController<ASCollectionNode>, ASCollectionDataSource {
    var posts: [Post] = []

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
        return {
            PostCell(post: self.↓posts[indexPath.item])
        }
    }

    func didLoadMore(_ page: [Post]) {
        posts += page
        node.reloadData()
    }
}

struct Post {
    var title: String
}

final class PostCell: ASCellNode {
    init(post: Post) {
        super.init()
    }
}
```

```swift
final class InboxDataSource: NSObject, ASTableDataSource {
    var threads: [MailThread] = []

    func update(_ threads: [MailThread]) {
        self.threads = threads
    }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        let makeCell = { [weak self] () -> ASCellNode in
            guard let self = self else { return ASCellNode() }
            return ThreadCell(thread: self.↓threads[indexPath.row])
        }
        return makeCell
    }
}

final class MailThread {
    var subject = ""
}

final class ThreadCell: ASCellNode {
    init(thread: MailThread) {
        super.init()
    }
}
```

```swift
final class ChatViewController: ASDKViewController<ASTableNode>, ASTableDataSource {
    let fetchedResultsController: NSFetchedResultsController<Message>

    init(fetchedResultsController: NSFetchedResultsController<Message>) {
        self.fetchedResultsController = fetchedResultsController
        super.init(node: ASTableNode())
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        return {
            MessageCell(message: self.fetchedResultsController.↓object(at: indexPath))
        }
    }
}

final class Message: NSManagedObject {}

final class MessageCell: ASCellNode {
    init(message: Message) {
        super.init()
    }
}
```

```swift
final class SettingsDataSource: NSObject, ASTableDataSource {
    var rows: [String] = []
    let viewModel = SettingsViewModel()

    func show(_ rows: [String]) {
        self.rows = rows
    }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        return { [self] in
            let isLast = indexPath.row == ↓rows.count - 1
            let title = viewModel.↓sections[indexPath.section].titles[indexPath.row]
            return SettingsCell(title: title, showsSeparator: !isLast)
        }
    }
}

final class SettingsViewModel {
    var sections: [SettingsSection] = []

    func refresh(with sections: [SettingsSection]) {
        self.sections = sections
    }
}

struct SettingsSection {
    var titles: [String]
}

final class SettingsCell: ASCellNode {
    init(title: String, showsSeparator: Bool) {
        super.init()
    }
}
```

```swift
final class OnboardingViewController: ASDKViewController<ASPagerNode>, ASPagerDataSource {
    var pages: [OnboardingPage] = []

    func skipIntroduction() {
        pages.removeFirst()
        node.reloadData()
    }

    func numberOfPages(in pagerNode: ASPagerNode) -> Int {
        pages.count
    }

    func pagerNode(_ pagerNode: ASPagerNode, nodeBlockAt index: Int) -> ASCellNodeBlock {
        return {
            OnboardingPageNode(page: self.↓pages[index])
        }
    }
}

struct OnboardingPage {
    var imageName: String
}

final class OnboardingPageNode: ASCellNode {
    init(page: OnboardingPage) {
        super.init()
    }
}
```

```objc
@interface FeedViewController : ASDKViewController <ASTableDataSource>
@property (nonatomic, strong) NSMutableArray<Post *> *posts;
@end

@implementation FeedViewController {
    NSMutableArray<Post *> *_drafts;
}
- (void)saveDraft:(Post *)draft {
    [_drafts addObject:draft];
    self.posts = [self.posts arrayByAddingObject:draft].mutableCopy;
}

- (ASCellNodeBlock)tableNode:(ASTableNode *)tableNode nodeBlockForRowAtIndexPath:(NSIndexPath *)indexPath {
    if (indexPath.section == 0) {
        return ^ASCellNode *{
            return [[DraftCellNode alloc] initWithPost:[_drafts ↓objectAtIndex:indexPath.row]];
        };
    }
    return ^ASCellNode *{
        return [[PostCellNode alloc] initWithPost:self.↓posts[indexPath.row]];
    };
}
@end
```

```objc
// Through a weak-strong self dance, a fetched results controller read with the index path, a pager
// data source's ivar, and the count of a mutable array property.
@interface InboxViewController : ASDKViewController <ASTableDataSource>
@property (nonatomic, strong) NSMutableArray<Message *> *messages;
@property (nonatomic, strong) NSFetchedResultsController *resultsController;
@end

@implementation InboxViewController
- (void)receive:(Message *)message {
    [self.messages insertObject:message atIndex:0];
}

- (ASCellNodeBlock)tableNode:(ASTableNode *)tableNode nodeBlockForRowAtIndexPath:(NSIndexPath *)indexPath {
    __weak typeof(self) weakSelf = self;
    if (indexPath.section == 1) {
        return ^ASCellNode *{
            Message *message = [weakSelf.resultsController ↓objectAtIndexPath:indexPath];
            return [[MessageCellNode alloc] initWithMessage:message];
        };
    }
    return ^ASCellNode *{
        __strong typeof(weakSelf) strongSelf = weakSelf;
        MessageCellNode *cell = [[MessageCellNode alloc] initWithMessage:strongSelf.↓messages[indexPath.row]];
        cell.isLast = indexPath.row == strongSelf.↓messages.count - 1;
        return cell;
    };
}
@end

@interface GalleryViewController : ASDKViewController <ASPagerDataSource>
@end

@implementation GalleryViewController {
    NSMutableArray<NSURL *> *_photoURLs;
}
- (void)deletePhotoAtIndex:(NSInteger)index {
    [_photoURLs removeObjectAtIndex:index];
}

- (ASCellNodeBlock)pagerNode:(ASPagerNode *)pagerNode nodeBlockAtIndex:(NSInteger)index {
    return ^ASCellNode *{
        return [[PhotoCellNode alloc] initWithURL:↓_photoURLs[index]];
    };
}
@end
```

```swift
// Through the data source's own objects: the view model's method reads storage it replaces on refresh,
// and a global var the app appends to.
var recentSearches: [String] = []

final class SearchViewController: ASDKViewController<ASTableNode>, ASTableDataSource {
    let viewModel = SearchViewModel()

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        return {
            let cell = ASTextCellNode()
            cell.text = indexPath.section == 0 ? ↓recentSearches[indexPath.row] : self.viewModel.↓item(at: indexPath).title
            return cell
        }
    }

    func search(_ query: String) {
        recentSearches.append(query)
        viewModel.refresh(query)
    }
}

final class SearchViewModel {
    private var results: [SearchResult] = []

    func item(at indexPath: IndexPath) -> SearchResult {
        results[indexPath.row]
    }

    func refresh(_ query: String) {
        results = []
    }
}

struct SearchResult {
    var title: String
}
```

```swift
// Trap: the data source's set-up method is called from its owner's initializer, which alone would make
// it set-up code, but the owner calls it again when new tags arrive, after the collection has loaded.
final class TagsDataSource: NSObject, ASCollectionDataSource {
    var tags: [String] = []

    func configure(_ tags: [String]) {
        self.tags = tags
    }

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
        return { [weak self] in
            let cell = ASTextCellNode()
            cell.text = self?.↓tags[indexPath.item] ?? ""
            return cell
        }
    }
}

final class TagsCellNode: ASCellNode {
    let collectionNode = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
    let dataSource = TagsDataSource()

    init(tags: [String]) {
        super.init()
        collectionNode.dataSource = dataSource
        dataSource.configure(tags)
    }

    func update(tags: [String]) {
        dataSource.configure(tags)
        collectionNode.reloadData()
    }
}
```

```swift
// Trap: the owner's initializer calls the set-up method in a closure that runs later (a completion
// handler), when the collection may have loaded.
final class PhotosDataSource: NSObject, ASCollectionDataSource {
    var photos: [String] = []

    func show(_ photos: [String]) {
        self.photos = photos
    }

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
        return {
            let cell = ASTextCellNode()
            cell.text = self.↓photos[indexPath.item]
            return cell
        }
    }
}

final class AlbumNode: ASDisplayNode {
    let collectionNode = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
    let dataSource = PhotosDataSource()

    init(loader: PhotoLoader) {
        super.init()
        collectionNode.dataSource = dataSource
        loader.load { photos in
            self.dataSource.show(photos)
        }
    }
}

final class PhotoLoader {
    func load(_ completion: @escaping ([String]) -> Void) {}
}
```

```swift
// Trap: the owner's initializer calls the set-up method, but on a data source it was given: one it may
// share with other containers, which can have loaded long before this initializer runs.
final class FramesDataSource: NSObject, ASCollectionDataSource {
    var frames: [String] = []

    func show(_ frames: [String]) {
        self.frames = frames
    }

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
        return {
            let cell = ASTextCellNode()
            cell.text = self.↓frames[indexPath.item]
            return cell
        }
    }
}

final class FilmStripNode: ASDisplayNode {
    let collectionNode = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())
    let dataSource: FramesDataSource

    init(source: FramesDataSource, frames: [String]) {
        dataSource = source
        super.init()
        collectionNode.dataSource = dataSource
        dataSource.show(frames)
    }
}
```

```swift
// Trap: the feed is a struct held in a var: its fields change only as the var does, and a mutating
// method of the struct, called on the var after loading, changes it.
struct Feed {
    var posts: [String] = []

    mutating func publish(_ post: String) {
        posts.append(post)
    }
}

final class FeedTableDataSource: NSObject, ASTableDataSource {
    private var feed = Feed()

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        return { [weak self] in
            let cell = ASTextCellNode()
            cell.text = self?.feed.↓posts[indexPath.row] ?? ""
            return cell
        }
    }

    func didPost(_ post: String) {
        feed.publish(post)
    }
}
```

## Non-triggering examples

```swift
// Trap: a get-only computed property returning constants (a subclass overriding it with another
// constant list) has no storage that could change under the block.
class SetupViewController: ASDKViewController<ASTableNode>, ASTableDataSource {
    enum Part: Int, CaseIterable { case title, passPhrase, action }

    var parts: [Part] { Part.allCases }

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int {
        parts.count
    }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        return { [weak self] in
            guard let self else { return ASCellNode() }
            let part = self.parts[indexPath.row]
            return part == .title ? ASTextCellNode() : ASCellNode()
        }
    }
}

final class SetupKeyViewController: SetupViewController {
    override var parts: [Part] { [.title, .action] }
}
```

```swift
// Trap: state that cannot change once the container loads is not a race: a var filled in init, one
// filled in viewDidLoad (before the first load), and a literal never written.
final class SettingsViewController: ASDKViewController<ASTableNode>, ASTableDataSource {
    private var sections: [String]
    private var rows: [[String]] = []
    private var icons = ["gear", "bell", "lock"]

    init(sections: [String]) {
        self.sections = sections
        super.init(node: ASTableNode())
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        rows = sections.map { [$0] }
        node.dataSource = self
    }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        return {
            let cell = ASTextCellNode()
            cell.text = self.sections[indexPath.section] + self.rows[indexPath.section][indexPath.row] + self.icons[indexPath.row % 3]
            return cell
        }
    }
}
```

```swift
// The documented fix: read the model on the main thread, capture the value.
final class FeedViewController: ASDKViewController<ASCollectionNode>, ASCollectionDataSource {
    var posts: [Post] = []

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
        let post = posts[indexPath.item]
        let isLast = indexPath.item == posts.count - 1
        return {
            PostCell(post: post, showsSeparator: !isLast)
        }
    }
}

struct Post {
    var title: String
}

final class PostCell: ASCellNode {
    init(post: Post, showsSeparator: Bool) {
        super.init()
    }
}
```

```swift
// Trap: the index path used as a plain number is a value, not shared state.
final class NumbersDataSource: NSObject, ASTableDataSource {
    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        return {
            let cell = ASTextCellNode()
            cell.text = String(indexPath.row + 1)
            return cell
        }
    }
}
```

```swift
// Trap: an immutable array — a let property, or a let copy captured by the block — cannot change.
final class CountryPickerDataSource: NSObject, ASTableDataSource {
    let countries: [String]
    var favorites: [String] = []

    init(countries: [String]) {
        self.countries = countries
    }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        let favorites = self.favorites
        return {
            let cell = ASTextCellNode()
            cell.text = indexPath.section == 0 ? favorites[indexPath.row] : self.countries[indexPath.row]
            return cell
        }
    }
}
```

```swift
// Trap: [weak self] only hands the controller to the cell as its delegate; no model is read.
final class FeedViewController: ASDKViewController<ASCollectionNode>, ASCollectionDataSource, PostCellDelegate {
    var posts: [Post] = []

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
        let post = posts[indexPath.item]
        return { [weak self] in
            let cell = PostCell(post: post)
            cell.delegate = self
            return cell
        }
    }
}

protocol PostCellDelegate: AnyObject {}

struct Post {
    var title: String
}

final class PostCell: ASCellNode {
    weak var delegate: PostCellDelegate?
    init(post: Post) {
        super.init()
    }
}
```

```swift
// Trap: a callback stored on the cell runs later, when the user taps, not while the block runs.
final class FeedViewController: ASDKViewController<ASCollectionNode>, ASCollectionDataSource {
    var posts: [Post] = []

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
        let post = posts[indexPath.item]
        return { [weak self] in
            let cell = PostCell(post: post)
            cell.onLike = {
                self?.posts[indexPath.item].isLiked = true
            }
            return cell
        }
    }
}

struct Post {
    var isLiked = false
}

final class PostCell: ASCellNode {
    var onLike: (() -> Void)?
    init(post: Post) {
        super.init()
    }
}
```

```swift
// Trap: nodeForItemAt (no block) runs on the main thread.
final class FeedViewController: ASDKViewController<ASCollectionNode>, ASCollectionDataSource {
    var posts: [Post] = []

    func collectionNode(_ collectionNode: ASCollectionNode, nodeForItemAt indexPath: IndexPath) -> ASCellNode {
        PostCell(post: posts[indexPath.item])
    }
}

struct Post {
    var title: String
}

final class PostCell: ASCellNode {
    init(post: Post) {
        super.init()
    }
}
```

```objc
// Objective-C: the model object is read before the block and captured.
@interface FeedViewController : ASDKViewController <ASTableDataSource>
@property (nonatomic, strong) NSMutableArray<Post *> *posts;
@end

@implementation FeedViewController
- (ASCellNodeBlock)tableNode:(ASTableNode *)tableNode nodeBlockForRowAtIndexPath:(NSIndexPath *)indexPath {
    Post *post = self.posts[indexPath.row];
    return ^ASCellNode *{
        return [[PostCellNode alloc] initWithPost:post];
    };
}
@end
```

```objc
// The model read in the outer method and captured; the index used as a plain number in the block.
@interface GalleryViewController : ASDKViewController <ASPagerDataSource>
@end

@implementation GalleryViewController {
    NSMutableArray<NSURL *> *_photoURLs;
}
- (ASCellNodeBlock)pagerNode:(ASPagerNode *)pagerNode nodeBlockAtIndex:(NSInteger)index {
    NSURL *photoURL = _photoURLs[index];
    NSUInteger total = _photoURLs.count;
    return ^ASCellNode *{
        PhotoCellNode *cell = [[PhotoCellNode alloc] initWithURL:photoURL];
        cell.accessibilityLabel = [NSString stringWithFormat:@"Photo %ld of %lu", (long)index + 1, (unsigned long)total];
        return cell;
    };
}
@end
```

```swift
// Trap: the project extends UIViewController (in a file of its own, which does not concern Texture,
// the code is not read for its behaviour); an extension cannot name a subclass's state, so `labels`,
// filled in viewDidLoad, still never changes after loading.
extension UIViewController {
    func showError(_ message: String) {
        present(UIAlertController(title: nil, message: message, preferredStyle: .alert), animated: true)
    }
}

final class LabelsViewController: ASDKViewController<ASCollectionNode>, ASCollectionDataSource {
    private var labels: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        labels = ["Fight of the Living Dead", "S1 E1"]
    }

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
        return {
            let cell = ASTextCellNode()
            cell.text = self.labels[0]
            return cell
        }
    }
}
```

```swift
// Trap: the data source's set-up method is not private, but the only code that calls it is its owner's
// initializer (through a private helper only the initializer calls), on the data source the owner
// creates itself: the stories are set before the collection can load and never change afterwards.
final class StoriesDataSource: NSObject, ASCollectionDataSource {
    private var stories: [String] = []

    func setStories(_ stories: [String]) {
        self.stories = stories
    }

    func collectionNode(_ collectionNode: ASCollectionNode, numberOfItemsInSection section: Int) -> Int {
        stories.count
    }

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
        return { [weak self] in
            let cell = ASTextCellNode()
            cell.text = self?.stories[indexPath.item] ?? ""
            return cell
        }
    }
}

final class StoriesCellNode: ASCellNode {
    var dataSource = StoriesDataSource()
    let collectionNode = ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout())

    init(stories: [String]) {
        super.init()
        setUpNodes(stories: stories)
    }

    private func setUpNodes(stories: [String]) {
        collectionNode.dataSource = dataSource
        dataSource.setStories(stories)
    }
}
```

```swift
// Trap: the model is a struct decoded once, by a set-up method only the owner's initializer calls; its
// fields are read through the data source's var, which nothing writes afterwards (the struct's own file
// does not concern Texture and is not read for behaviour, but a value's fields change only through the
// var that holds it).
struct FeedModel: Codable {
    var posts: [String]?
}

final class HomeTableDataSource: NSObject, ASTableDataSource {
    private var model: FeedModel?

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        return { [weak self] in
            let cell = ASTextCellNode()
            cell.text = self?.model?.posts?[indexPath.row] ?? ""
            return cell
        }
    }

    func loadBundledFeed() {
        model = FeedModel(posts: ["Welcome"])
    }
}

final class HomeNode: ASDisplayNode {
    let table = ASTableNode()
    let dataSource = HomeTableDataSource()

    override init() {
        super.init()
        table.dataSource = dataSource
        dataSource.loadBundledFeed()
    }
}
```

## How to fix

Read everything the cell needs in the data-source method, before `return`, and let the block
capture those values: `let post = posts[indexPath.item]; return { PostCell(post: post) }`. Capture
value types (structs, immutable arrays) or objects that are not mutated afterwards. If the cell
needs to call back into the controller later, pass the controller (weakly) as a delegate rather than
reading its state from the block.

## Notes

- Boundaries: properties whose elements are cell nodes (`self.cells[indexPath.row]`) are
  `cell-node-reuse`'s finding. UIKit and node geometry in the block are
  `node-block-captures-uikit`'s; container queries (`numberOfRows(inSection:)`) are
  `collection-update-off-main`'s.
- Only collection-typed `var` properties are reported when read whole; other mutable properties
  (`self.theme`, `self.currentUser`) are not, though reading them in the block has the same kind of
  race. Chains through `let` properties of value types declared in the project
  (`self.state.items[…]` with `let state: FeedState` a struct) are immutable and not reported;
  chains through class instances (`self.viewModel.sections[…]`) are.
- Closures inside the node block that run at another time (a stored tap callback, a closure passed
  to an unknown API) are not part of the block's run and are not reported.
- A set-up method called by the data source's owner is judged by the calls of it in the code nodelint
  reads for behaviour (the files that concern Texture): a call made only from a file that has nothing to
  do with Texture, or through another object's property (`controller.feedNode.dataSource.load()`), is
  not seen.
- One diagnostic per expression: in `viewModel.sections[s].titles[r]` the first subscripted member
  (`sections`) is reported.

"""###),
    (#"""
node-creation-in-layout-spec.md
"""#, ###"""
---
id: node-creation-in-layout-spec
severity: warning
category: layout
languages: swift, objective-c
enabled: true
runtime-observable: true
source: Subclassing page (-layoutSpecThatFits:); docs/texture-facts.md#node-creation-in-layout-spec; docs/_docs/layout2-layoutSpecThatFits.md:120; facebookarchive/AsyncDisplayKit PR #2687
summary: A node is created while building a layout spec, so every layout pass makes new nodes.
---

# Node created while building a layout spec

`layoutSpecThatFits(_:)` (and `layoutSpecBlock`, `calculateSizeThatFits(_:)`) runs on every
measurement: when the node first appears, on rotation, on every `setNeedsLayout()`. The Subclassing
page says not to create nodes there unless you know what you are doing. A node created in the spec
is a new node each pass: without automatic subnode management it was never added as a subnode, so
it is measured but never shown; with automatic subnode management Texture removes the previous pass's
node and inserts the new one, losing its state (loaded images, text layout, selection) and redoing all
its work, on every pass.

The rule reports, at the type name, the construction of a node class (a Texture node such as
`ASTextNode()`, `ASDisplayNode { … }`, or a project class deriving from one) in those layout bodies,
in closures they run synchronously (`map`, `forEach` …), and in methods of the class they call (the
diagnostic then carries a note naming the call).

A node created once however often the layout runs is not reported: under a one-time guard (`if
receiptNode == nil { receiptNode = ASImageNode() }`, `if !didSetUp { didSetUp = true; … }`), or in a
lazy property's initializer — an inline closure, a `.then { }` builder, a helper it calls — which runs
at the property's first use, even when that use is in `layoutSpecThatFits`. Creating subnodes in
`init` is still the clearer place.

## Triggering examples

```swift
final class InboxCell: ASCellNode {
    private let titleNode = ASTextNode()
    private let unreadCount: Int

    init(unreadCount: Int) {
        self.unreadCount = unreadCount
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let badge = ↓ASTextNode()
        badge.attributedText = NSAttributedString(string: "\(unreadCount)")
        return ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .spaceBetween,
                                 alignItems: .center, children: [titleNode, badge])
    }
}
```

```swift
final class TagsNode: ASDisplayNode {
    private let tags: [String]

    init(tags: [String]) {
        self.tags = tags
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let tagNodes = tags.map { tag -> ASTextNode in
            let node = ↓ASTextNode()
            node.attributedText = NSAttributedString(string: tag)
            return node
        }
        let stack = ASStackLayoutSpec.horizontal()
        stack.flexWrap = .wrap
        stack.spacing = 4
        stack.children = tagNodes
        return stack
    }
}
```

```swift
// Inline backgrounds and project node classes, in a view controller's layoutSpecBlock.
final class SeparatorNode: ASDisplayNode {}

final class SettingsViewController: ASDKViewController<ASDisplayNode> {
    private let headerNode = ASTextNode()

    override init() {
        super.init(node: ASDisplayNode())
        node.automaticallyManagesSubnodes = true
        node.layoutSpecBlock = { [unowned self] _, _ in
            let separator = ↓SeparatorNode()
            separator.style.height = ASDimensionMake(1)
            let header = ASBackgroundLayoutSpec(child: self.headerNode, background: ↓ASDisplayNode())
            return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start,
                                     alignItems: .stretch, children: [header, separator])
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
```

```swift
// A helper called from layoutSpecThatFits is part of the layout pass.
final class RatingCell: ASCellNode {
    private let rating: Int

    init(rating: Int) {
        self.rating = rating
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let stars = ASStackLayoutSpec.horizontal()
        stars.children = (0..<5).map { star(filled: $0 < rating) }
        return stars
    }

    private func star(filled: Bool) -> ASImageNode {
        let node = ↓ASImageNode()
        node.image = UIImage(named: filled ? "star.fill" : "star")
        return node
    }
}
```

```objc
@interface InboxCellNode : ASCellNode
@end

@implementation InboxCellNode {
    ASTextNode *_titleNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    ASTextNode *badge = [[↓ASTextNode alloc] init];
    ASDisplayNode *divider = [↓ASDisplayNode new];
    divider.style.height = ASDimensionMake(1.0);
    return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionVertical
                                                   spacing:4.0
                                            justifyContent:ASStackLayoutJustifyContentStart
                                                alignItems:ASStackLayoutAlignItemsStretch
                                                  children:@[_titleNode, badge, divider]];
}
@end
```

```objc
// A project node class, a view-block node, a helper called from layout, and a layoutSpecBlock.
@interface AvatarNode : ASImageNode
@end

@implementation AvatarNode
@end

@interface AuthorCellNode : ASCellNode
@end

@implementation AuthorCellNode {
    ASTextNode *_nameNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    AvatarNode *avatar = [[↓AvatarNode alloc] init];
    ASDisplayNode *spinner = [[↓ASDisplayNode alloc] initWithViewBlock:^UIView *{
        return [[UIActivityIndicatorView alloc] init];
    }];
    return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionHorizontal
                                                   spacing:8
                                            justifyContent:ASStackLayoutJustifyContentStart
                                                alignItems:ASStackLayoutAlignItemsCenter
                                                  children:@[avatar, _nameNode, spinner, [self makeBadge]]];
}

- (ASTextNode *)makeBadge {
    return [↓ASTextNode new];
}
@end

@interface AuthorViewController : ASDKViewController
@end

@implementation AuthorViewController
- (instancetype)init {
    if ((self = [super initWithNode:[[ASDisplayNode alloc] init]])) {
        self.node.automaticallyManagesSubnodes = YES;
        self.node.layoutSpecBlock = ^ASLayoutSpec *(__kindof ASDisplayNode *node, ASSizeRange constrainedSize) {
            return [ASCenterLayoutSpec centerLayoutSpecWithCenteringOptions:ASCenterLayoutSpecCenteringXY
                                                              sizingOptions:ASCenterLayoutSpecSizingOptionDefault
                                                                      child:[[↓ASTextNode alloc] init]];
        };
    }
    return self;
}
@end
```

## Non-triggering examples

```swift
// Created once under a one-time guard and kept in a property (init would be the clearer place).
final class ChatCell: ASCellNode {
    private let bubbleNode = ASTextNode()
    private var receiptNode: ASImageNode?

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        if receiptNode == nil {
            receiptNode = ASImageNode()
        }
        return ASStackLayoutSpec(direction: .horizontal, spacing: 4, justifyContent: .end,
                                 alignItems: .end, children: [bubbleNode, receiptNode!])
    }
}
```

```swift
// Lazy node properties first used in the spec are created once: an inline closure, a `.then { }`
// builder, and a helper the initializer calls.
final class ProfileHeaderNode: ASDisplayNode {
    private lazy var avatarNode: ASNetworkImageNode = {
        let node = ASNetworkImageNode()
        node.cornerRadius = 20
        return node
    }()
    private lazy var nameNode = ASTextNode().then { $0.maximumNumberOfLines = 1 }
    private lazy var badgeNode = makeBadge()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start, alignItems: .center,
                          children: [avatarNode, nameNode, badgeNode])
    }

    private func makeBadge() -> ASImageNode {
        let badge = ASImageNode()
        badge.image = UIImage(named: "verified")
        return badge
    }
}
```

```swift
// Nodes are created once, with the node (stored properties, init), and only placed in the spec.
final class InboxCell: ASCellNode {
    private let titleNode = ASTextNode()
    private let badgeNode: ASTextNode

    init(unreadCount: Int) {
        badgeNode = ASTextNode()
        badgeNode.attributedText = NSAttributedString(string: "\(unreadCount)")
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        return ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .spaceBetween,
                                 alignItems: .center, children: [titleNode, badgeNode])
    }
}
```

```swift
// Layout specs must be created here, spacers included.
final class ToolbarNode: ASDisplayNode {
    private let leftNode = ASButtonNode()
    private let rightNode = ASButtonNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let spacer = ASLayoutSpec()
        spacer.style.flexGrow = 1
        let row = ASStackLayoutSpec.horizontal()
        row.children = [leftNode, spacer, rightNode]
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16), child: row)
    }
}
```

```swift
// Creating nodes is what a node block is for; didLoad runs once.
final class FeedController: NSObject, ASCollectionDataSource {
    private let titles: [String] = []

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
        let title = titles[indexPath.item]
        return {
            let cell = ASTextCellNode()
            cell.text = title
            return cell
        }
    }
}
```

```swift
// A lazy node property is created once, the first time the spec uses it.
final class ProfileCell: ASCellNode {
    private lazy var verifiedNode = ASImageNode()
    private let nameNode = ASTextNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let row = ASStackLayoutSpec.horizontal()
        row.children = [nameNode, verifiedNode]
        return row
    }
}
```

```swift
// A type named "…Node" that is not a display node is not reported.
struct OutlineNode {
    var title: String
    var children: [OutlineNode]
}

final class OutlineCell: ASCellNode {
    private let titleNode = ASTextNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let root = OutlineNode(title: "", children: [])
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 0, left: CGFloat(root.children.count) * 12, bottom: 0, right: 0),
                                 child: titleNode)
    }
}
```

```objc
@interface InboxCellNode : ASCellNode
@end

@implementation InboxCellNode {
    ASTextNode *_titleNode;
    ASTextNode *_badgeNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        _titleNode = [[ASTextNode alloc] init];
        _badgeNode = [[ASTextNode alloc] init];
        self.automaticallyManagesSubnodes = YES;
    }
    return self;
}

- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    ASLayoutSpec *spacer = [[ASLayoutSpec alloc] init];
    spacer.style.flexGrow = 1.0;
    return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionHorizontal
                                                   spacing:8.0
                                            justifyContent:ASStackLayoutJustifyContentStart
                                                alignItems:ASStackLayoutAlignItemsCenter
                                                  children:@[_titleNode, spacer, _badgeNode]];
}
@end
```

```objc
// A factory method is a call, not a construction; nodes created in init or on the main queue.
@interface BadgeFactory : NSObject
+ (ASTextNode *)badgeNodeWithCount:(NSInteger)count;
@end

@interface InboxCellNode : ASCellNode
@end

@implementation InboxCellNode {
    ASTextNode *_titleNode;
    ASTextNode *_countNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        _titleNode = [[ASTextNode alloc] init];
        _countNode = [BadgeFactory badgeNodeWithCount:3];
        self.automaticallyManagesSubnodes = YES;
    }
    return self;
}

- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    dispatch_async(dispatch_get_main_queue(), ^{
        ASImageNode *flash = [[ASImageNode alloc] init];
        [self.supernode addSubnode:flash];
    });
    return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionHorizontal
                                                   spacing:8
                                            justifyContent:ASStackLayoutJustifyContentStart
                                                alignItems:ASStackLayoutAlignItemsCenter
                                                  children:@[_titleNode, _countNode]];
}
@end
```

```objc
// Objective-C: created once under a one-time guard.
@interface ChatCellNode : ASCellNode
@end

@implementation ChatCellNode {
    ASTextNode *_bubbleNode;
    ASImageNode *_receiptNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    if (_receiptNode == nil) {
        _receiptNode = [[ASImageNode alloc] init];
    }
    return [ASStackLayoutSpec horizontalStackLayoutSpec];
}
@end
```

## How to fix

Create every node the layout can show once, as a stored property or in `init`, and choose in
`layoutSpecThatFits` which of them to include (with automatic subnode management, nodes left out of
the spec are removed and re-added as needed). For a variable number of items, create their nodes when
the data changes (on the main thread or in `init`), not while measuring. A plain `ASDisplayNode` that the
spec only sizes (`spacer.style.preferredSize = …`) and places draws nothing: it needs no node, and an
`ASLayoutSpec()` with the same style takes its place (the message says so for such a spacer).

## Notes

- Not reported: `lazy var` node properties first used by the spec (created once per node), and
  factory methods that return nodes (`ASTextNode.badge(…)` is a call, not a construction).
- `addSubnode` in the spec is `add-subnode-in-layout-spec`'s.

"""###),
    (#"""
node-in-uikit-container.md
"""#, ###"""
---
id: node-in-uikit-container
severity: warning
category: containers
languages: swift, objective-c
enabled: true
runtime-observable: false
runtime-reason: nothing fails; the node still displays, only late, when its cell is already on screen. The cost is flashing content and main-thread work, which a model run cannot tell from correct behaviour; and the reference model has no UIKit cell reuse (cellForRowAt, dequeued cells), so nodes piling up in a reused cell cannot be run either.
source: Node containers page (节点容器, "Node Container的优势": containers manage the nodes' intelligent preloading); docs/_docs/containers-overview.md ("What do I Gain by Using a Node Container?")
summary: A node is hosted in a UIKit table or collection view cell, where it loses the node containers' intelligent preloading.
---

# Node hosted in a UIKit table or collection cell

Node containers — `ASTableNode`, `ASCollectionNode`, `ASPagerNode` — manage the *intelligent
preloading* of their cells: long before a cell scrolls into view they measure it, fetch its data,
decode its images and render it, all asynchronously. That is what makes a Texture list smooth. A
node placed inside a UIKit `UITableViewCell` or `UICollectionViewCell` gets none of it: it starts
displaying only once it is on screen, as UIKit views do. Texture's docs warn that this "can lead to
performance degradation and flashing of content", and in a reusable cell it happens again every time
the cell is reused. Adding a node per `cellForRowAt` call also leaks nodes into reused cells unless
the old one is removed.

The rule reports, at the method name, `addSubnode(_:)` and `addSubview(_:)` of a node's `view` (and
`insertSubview`) made on a reusable UIKit cell or its `contentView`: in
`tableView(_:cellForRowAt:)`, `collectionView(_:cellForItemAt:)` and
`collectionView(_:viewForSupplementaryElementOfKind:at:)`, and in any method of a subclass of
`UITableViewCell`, `UICollectionViewCell`, `UICollectionReusableView` or
`UITableViewHeaderFooterView`.

## Triggering examples

```swift
final class FeedViewController: UIViewController, UITableViewDataSource {
    let tableView = UITableView()
    var posts: [Post] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        posts.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
        let node = PostNode(post: posts[indexPath.row])
        node.frame = cell.contentView.bounds
        cell.contentView.↓addSubnode(node)
        return cell
    }
}

struct Post {
    var title: String
}

final class PostNode: ASDisplayNode {
    init(post: Post) {
        super.init()
    }
}
```

```swift
final class GalleryViewController: UIViewController, UICollectionViewDataSource {
    var urls: [URL] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        urls.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
        let imageNode = ASNetworkImageNode()
        imageNode.url = urls[indexPath.item]
        imageNode.frame = cell.bounds
        cell.contentView.↓addSubview(imageNode.view)
        return cell
    }
}
```

```swift
final class ArticlePreviewCell: UITableViewCell {
    let previewNode = ArticlePreviewNode()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.↓addSubnode(previewNode)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        previewNode.frame = contentView.bounds
    }
}

final class ArticlePreviewNode: ASDisplayNode {}
```

```swift
final class PhotoCell: UICollectionViewCell {
    private let imageNode = ASNetworkImageNode()

    func configure(with url: URL) {
        imageNode.url = url
        if imageNode.view.superview == nil {
            contentView.↓addSubview(imageNode.view)
        }
    }
}
```

```swift
final class SectionHeaderView: UICollectionReusableView {
    let titleNode = ASTextNode()

    override init(frame: CGRect) {
        super.init(frame: frame)
        ↓addSubnode(titleNode)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
```

```objc
@interface FeedViewController : UIViewController <UITableViewDataSource>
@end

@implementation FeedViewController
- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"post" forIndexPath:indexPath];
    ASTextNode *textNode = [[ASTextNode alloc] init];
    textNode.frame = cell.contentView.bounds;
    [cell.contentView ↓addSubnode:textNode];
    return cell;
}
@end
```

```objc
@interface PreviewCell : UITableViewCell
@end

@implementation PreviewCell {
    ASNetworkImageNode *_imageNode;
}
- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    if ((self = [super initWithStyle:style reuseIdentifier:reuseIdentifier])) {
        _imageNode = [[ASNetworkImageNode alloc] init];
        [self.contentView ↓addSubview:_imageNode.view];
    }
    return self;
}
@end
```

```objc
// A collection cell provider inserting a node's view, and a reusable supplementary view subclass.
@interface GalleryViewController : UIViewController <UICollectionViewDataSource>
@end

@implementation GalleryViewController
- (UICollectionViewCell *)collectionView:(UICollectionView *)collectionView cellForItemAtIndexPath:(NSIndexPath *)indexPath {
    UICollectionViewCell *cell = [collectionView dequeueReusableCellWithReuseIdentifier:@"photo" forIndexPath:indexPath];
    ASNetworkImageNode *imageNode = [[ASNetworkImageNode alloc] init];
    [cell.contentView ↓insertSubview:imageNode.view atIndex:0];
    return cell;
}
@end

@interface SectionHeaderView : UICollectionReusableView
@end

@implementation SectionHeaderView {
    ASTextNode *_titleNode;
}
- (void)configureWithTitle:(NSAttributedString *)title {
    _titleNode = [[ASTextNode alloc] init];
    _titleNode.attributedText = title;
    [self ↓addSubnode:_titleNode];
}
@end
```

## Non-triggering examples

```swift
// The fix: an ASCellNode in an ASTableNode, preloaded by the container.
final class FeedViewController: ASDKViewController<ASTableNode>, ASTableDataSource {
    var posts: [Post] = []

    func tableNode(_ tableNode: ASTableNode, numberOfRowsInSection section: Int) -> Int {
        posts.count
    }

    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        let post = posts[indexPath.row]
        return {
            PostCellNode(post: post)
        }
    }
}

struct Post {
    var title: String
}

final class PostCellNode: ASCellNode {
    init(post: Post) {
        super.init()
    }
}
```

```swift
// Trap: a node's view in a plain view controller's view is a supported use of Texture.
final class ProfileViewController: UIViewController {
    let headerNode = ASNetworkImageNode()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubnode(headerNode)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        headerNode.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 200)
    }
}
```

```swift
// Trap: a plain UIView subclass (not a reusable cell) may host a node.
final class BannerView: UIView {
    let imageNode = ASNetworkImageNode()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(imageNode.view)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
```

```swift
// Trap: UIKit views in a UIKit cell are ordinary UIKit.
final class SettingsViewController: UIViewController, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        1
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "toggle", for: indexPath)
        let toggle = UISwitch()
        cell.contentView.addSubview(toggle)
        return cell
    }
}
```

```swift
// Trap: a node's view as a table's header view is not inside a reusable cell.
final class ArticleViewController: UIViewController {
    let tableView = UITableView()
    let headerNode = ASNetworkImageNode()

    override func viewDidLoad() {
        super.viewDidLoad()
        headerNode.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 240)
        tableView.tableHeaderView = headerNode.view
        view.addSubview(tableView)
    }
}
```

```swift
// Trap: the reverse direction, a UIKit view wrapped in a node inside an ASCellNode, is the Texture way.
final class SliderCellNode: ASCellNode {
    let sliderNode = ASDisplayNode(viewBlock: { UISlider() })

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: sliderNode)
    }
}
```

```objc
// Objective-C: a node's view in a view controller's view.
@interface ProfileViewController : UIViewController
@end

@implementation ProfileViewController {
    ASNetworkImageNode *_headerNode;
}
- (void)viewDidLoad {
    [super viewDidLoad];
    _headerNode = [[ASNetworkImageNode alloc] init];
    [self.view addSubnode:_headerNode];
}
@end
```

```objc
// A node in a plain view, and a fresh (not reused) header view.
@interface BannerView : UIView
@end

@implementation BannerView {
    ASTextNode *_textNode;
}
- (instancetype)initWithFrame:(CGRect)frame {
    if ((self = [super initWithFrame:frame])) {
        _textNode = [[ASTextNode alloc] init];
        [self addSubnode:_textNode];
    }
    return self;
}
@end

@interface SettingsViewController : UIViewController <UITableViewDelegate>
@end

@implementation SettingsViewController
- (UIView *)tableView:(UITableView *)tableView viewForHeaderInSection:(NSInteger)section {
    UIView *header = [[UIView alloc] init];
    ASTextNode *title = [[ASTextNode alloc] init];
    [header addSubnode:title];
    return header;
}
@end
```

## How to fix

Move the list to a node container: replace the `UITableView` with an `ASTableNode` (the
`UICollectionView` with an `ASCollectionNode`), turn the hosted node into an `ASCellNode` subclass,
and return it from `tableNode(_:nodeBlockForRowAt:)`. `ASDKViewController<ASTableNode>` is the
drop-in for a table view controller; the UIKit data source methods map one to one onto the node
ones. If only a few screens are affected, an `ASTableNode` can live inside an existing UIKit view
controller (`view.addSubnode(tableNode)`).

## Notes

- A node in a plain `UIView` or a view controller's view is a supported use and is not reported,
  even though it also displays only when on screen: a single screen does not suffer from it the way
  a scrolling list does.
- Supplementary views from `tableView(_:viewForHeaderInSection:)` are not reported unless they are
  subclasses of `UITableViewHeaderFooterView`; such methods often return a fresh, non-reused view.
- Only direct calls are seen: a helper such as `cell.host(node)` defined elsewhere is not followed.
- The rule is not about threading: `cellForRowAt` runs on the main thread, so loading the node's
  view there is allowed; the finding is about performance.

"""###),
    (#"""
one-time-setup-in-layout-pass.md
"""#, ###"""
---
id: one-time-setup-in-layout-pass
severity: warning
category: lifecycle
languages: swift, objective-c
enabled: true
runtime-observable: true
source: Subclassing page (-layout, ASDKViewController -viewWillLayoutSubviews); docs/texture-facts.md#one-time-setup-in-layout-pass; Source/ASDisplayNode.mm:2196-2200 (addSubnode of a subnode returns early); Source/ASControlNode.mm:328-332 (a repeated target-action replaces the earlier one)
summary: One-time set-up (adding subnodes, subviews, gestures, targets, observers, network requests) runs in a method called on every layout pass.
---

# One-time set-up in a layout pass

A node's `layout()` and `layoutDidFinish()`, and a view controller's `viewWillLayoutSubviews()` and
`viewDidLayoutSubviews()`, run on every layout pass: on rotation, split screen, keyboard changes,
hierarchy changes, every `setNeedsLayout()`. The Subclassing page describes them as places for
frames and view properties that may run many times. Set-up placed there is repeated: observers are
registered again (and then fire several times), requests are sent again, data is reloaded on every
size change (losing scroll position and selection), and subviews and subnodes are re-inserted.
`layoutSpecThatFits(_:)` also runs on every measurement.

The rule reports these calls at the method name (`URLSession` at the type name):

- `addSubnode(_:)`, `addSubview(_:)`, `addGestureRecognizer(_:)`, `addTarget(_:action:…)` (not a
  method named `addSubnode`, `addSubview` or `addGestureRecognizer` that the project declares on the
  receiver's class, such as a node's own shim kept from a UIKit port);
- `reloadData()` on a table or collection (`ASTableNode`, `ASCollectionNode`, `ASPagerNode`, their
  `view`, `UITableView`, `UICollectionView`);
- `addObserver(…)` on `NotificationCenter`;
- any use of `URLSession`;

in the bodies of `layout()` and `layoutDidFinish()` of node classes and of `viewWillLayoutSubviews()`
and `viewDidLayoutSubviews()` of Texture view controllers, and in closures those bodies run
synchronously. In `layoutSpecThatFits`, `calculateSizeThatFits` and `layoutSpecBlock` it reports only
`addTarget`, `addObserver` and `URLSession` (the other calls are already errors there, reported by the
layout-spec rules).

Code that runs once however often the pass runs is not reported:

- under a one-time guard: an `if` whose condition tests a flag its arm sets (`if !didSetUp { didSetUp
  = true; … }`, `if badgeView == nil { badgeView = UIView(); … }`), the code after a `guard` that does
  the same (`guard observer == nil else { return }; observer = …`), or an `if x.superview == nil` whose
  arm adds `x`;
- in a lazy property's initializer (an inline closure, a `.then { }` builder, a helper it calls): it
  runs at the property's first use, even when that use is in `layoutSpecThatFits`.

A condition that reads the object's state without setting it (`if isExpanded { … }`, `guard
lastSize != view.bounds.size else { return }`) does not make code run once, but the call may be meant
to run only when that state changes: it is reported as **info**. The condition must read a stored
property declared in the class, or a `superview`/`supernode`.

## Triggering examples

```swift
final class PhotoNode: ASDisplayNode {
    private lazy var tap = UITapGestureRecognizer(target: self, action: #selector(didTap))

    override func layout() {
        super.layout()
        view.↓addGestureRecognizer(tap)
    }

    @objc private func didTap() {}
}
```

```swift
final class ChatViewController: ASDKViewController<ASDisplayNode> {
    private let inputNode = ASEditableTextNode()

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        node.↓addSubnode(inputNode)
        NotificationCenter.default.↓addObserver(self, selector: #selector(keyboardWillShow),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        inputNode.frame = CGRect(x: 0, y: view.bounds.height - 44, width: view.bounds.width, height: 44)
    }

    @objc private func keyboardWillShow(_ note: Notification) {}
}
```

```swift
final class GalleryViewController: ASDKViewController<ASCollectionNode> {
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        node.↓reloadData()
        ↓URLSession.shared.dataTask(with: URL(string: "https://example.com/feed")!).resume()
    }
}
```

```swift
final class PlayerControlsNode: ASDisplayNode {
    private let playButton = ASButtonNode()
    private lazy var progressView = UIProgressView(progressViewStyle: .bar)

    override func layout() {
        super.layout()
        view.↓addSubview(progressView)
        progressView.frame = CGRect(x: 0, y: bounds.height - 2, width: bounds.width, height: 2)
    }

    override func layoutDidFinish() {
        super.layoutDidFinish()
        playButton.↓addTarget(self, action: #selector(togglePlay), forControlEvents: .touchUpInside)
    }

    @objc private func togglePlay() {}
}
```

```swift
// Every measurement re-registers the target.
final class FollowCell: ASCellNode {
    private let followButton = ASButtonNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        followButton.↓addTarget(self, action: #selector(didTapFollow), forControlEvents: .touchUpInside)
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: followButton)
    }

    @objc private func didTapFollow() {}
}
```

```objc
@interface FeedViewController : ASDKViewController<ASTableNode *>
@end

@implementation FeedViewController {
    UIView *_emptyStateView;
}
- (void)viewWillLayoutSubviews {
    [super viewWillLayoutSubviews];
    [self.view ↓addSubview:_emptyStateView];
    [[NSNotificationCenter defaultCenter] ↓addObserver:self
                                             selector:@selector(refresh:)
                                                 name:UIApplicationDidBecomeActiveNotification
                                               object:nil];
}

- (void)refresh:(NSNotification *)note {
}
@end
```

```objc
@interface PhotoNode : ASDisplayNode
@end

@implementation PhotoNode {
    UIPanGestureRecognizer *_pan;
}
- (void)layout {
    [super layout];
    [self.view ↓addGestureRecognizer:_pan];
}
@end
```

```objc
// A reload, a target, a URL session and an observer added on every pass.
@interface TimelineViewController : ASDKViewController<ASTableNode *>
@end

@implementation TimelineViewController
- (void)viewDidLayoutSubviews {
    [super viewDidLayoutSubviews];
    [self.node ↓reloadData];
}
@end

@interface RetryNode : ASDisplayNode
@end

@implementation RetryNode {
    ASButtonNode *_retryButton;
}
- (void)layoutDidFinish {
    [super layoutDidFinish];
    [_retryButton ↓addTarget:self action:@selector(retry) forControlEvents:ASControlNodeEventTouchUpInside];
    [[↓NSURLSession sharedSession] dataTaskWithURL:[NSURL URLWithString:@"https://example.com"]];
}

- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    [[NSNotificationCenter defaultCenter] ↓addObserver:self selector:@selector(retry) name:@"retry" object:nil];
    return [ASWrapperLayoutSpec wrapperWithLayoutElement:_retryButton];
}

- (void)retry {
}
@end
```

```swift
// info: the reload runs only when the size it remembers changes, which may be what it means.
final class FeedViewController: ASDKViewController<ASTableNode> {
    private var renderedSize: CGSize = .zero

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let size = view.bounds.size
        defer { renderedSize = size }
        guard renderedSize != .zero, renderedSize != size else { return }
        node.↓reloadData()
    }
}
```

```swift
// The trap beside a node created in the pass: the stored button is the same object every pass, and
// gains one more target each time.
final class QuoteHeaderNode: ASDisplayNode {
    private let followButton = ASButtonNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let name = ASButtonNode()
        name.addTarget(self, action: #selector(showUser), forControlEvents: .touchUpInside)
        followButton.↓addTarget(self, action: #selector(follow), forControlEvents: .touchUpInside)
        return ASStackLayoutSpec.vertical()
    }

    @objc private func showUser() {}
    @objc private func follow() {}
}
```

## Non-triggering examples

```swift
// A target added to a node the same pass has just created (Tabb's quote node): each pass registers it
// once on a new object, so nothing piles up. Creating nodes in layout is the fault, and
// node-creation-in-layout-spec reports it.
final class QuoteNode: ASDisplayNode {
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let name = ASButtonNode()
        name.addTarget(self, action: #selector(showUser), forControlEvents: .touchUpInside)
        return ASStackLayoutSpec.vertical()
    }

    @objc private func showUser() {}
}
```

```swift
// A one-time guard: the flag the condition tests is set in the arm (didLoad is still the better place).
final class BadgeNode: ASDisplayNode {
    private var didAddShadow = false
    private lazy var shadowView = UIView()

    override func layout() {
        super.layout()
        if !didAddShadow {
            didAddShadow = true
            view.addSubview(shadowView)
        }
        shadowView.frame = bounds.insetBy(dx: -2, dy: -2)
    }
}
```

```swift
// Guarded by superview (the arm adds the view), and after a guard on the optional it sets.
final class UploadViewController: ASDKViewController<ASDisplayNode> {
    private lazy var spinner = UIActivityIndicatorView(style: .medium)
    private var observer: NSObjectProtocol?

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if spinner.superview == nil {
            view.addSubview(spinner)
        }
        guard observer == nil else { return }
        observer = NotificationCenter.default.addObserver(forName: UIApplication.didBecomeActiveNotification,
                                                          object: nil, queue: .main) { _ in }
    }
}
```

```swift
// A lazy property's initializer runs at its first use, once, even when that use is in layoutSpecThatFits:
// an inline closure, a `.then { }` builder, and a helper the initializer calls.
final class ImportKeyNode: ASDisplayNode {
    private lazy var importButtonNode: ASButtonNode = {
        let button = ASButtonNode()
        button.addTarget(self, action: #selector(importTapped), forControlEvents: .touchUpInside)
        return button
    }()
    private lazy var toggleNode = ASButtonNode().then {
        $0.addTarget(self, action: #selector(toggleTapped), forControlEvents: .touchUpInside)
    }
    private lazy var helpNode = makeHelpNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASStackLayoutSpec(direction: .vertical, spacing: 8, justifyContent: .start, alignItems: .stretch,
                          children: [importButtonNode, toggleNode, helpNode])
    }

    private func makeHelpNode() -> ASButtonNode {
        let node = ASButtonNode()
        node.addTarget(self, action: #selector(helpTapped), forControlEvents: .touchUpInside)
        return node
    }

    @objc private func importTapped() {}
    @objc private func toggleTapped() {}
    @objc private func helpTapped() {}
}
```

```swift
// One-time set-up in didLoad / viewDidLoad; the layout pass only sets frames.
final class PhotoNode: ASDisplayNode {
    private lazy var tap = UITapGestureRecognizer(target: self, action: #selector(didTap))
    private lazy var progressView = UIProgressView(progressViewStyle: .bar)

    override func didLoad() {
        super.didLoad()
        view.addGestureRecognizer(tap)
        view.addSubview(progressView)
    }

    override func layout() {
        super.layout()
        progressView.frame = CGRect(x: 0, y: bounds.height - 2, width: bounds.width, height: 2)
    }

    @objc private func didTap() {}
}
```

```swift
// What the layout pass is for: frames, visibility, colours, scroll insets.
final class ChatViewController: ASDKViewController<ASTableNode> {
    private let inputNode = ASEditableTextNode()

    override func viewDidLoad() {
        super.viewDidLoad()
        node.addSubnode(inputNode)
        NotificationCenter.default.addObserver(self, selector: #selector(refresh),
                                               name: UIApplication.didBecomeActiveNotification, object: nil)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        inputNode.frame = CGRect(x: 0, y: view.bounds.height - 44, width: view.bounds.width, height: 44)
        inputNode.isHidden = view.bounds.height < 200
        node.view.contentInset.bottom = 44
    }

    @objc private func refresh() {}
}
```

```swift
// Similarly named calls that are not set-up: removing observers, a view model's reloadData.
final class SearchViewModel {
    func reloadData() {}
}

final class SearchViewController: ASDKViewController<ASTableNode> {
    private let viewModel = SearchViewModel()

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        viewModel.reloadData()
        NotificationCenter.default.removeObserver(self)
        node.view.flashScrollIndicators()
    }
}
```

```swift
// Not layout passes of Texture classes: a UIView's layoutSubviews, another class's layout().
final class HeaderView: UIView {
    private let badge = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        addSubview(badge)
    }
}

final class GridLayout {
    let container = UIView()

    func layout() {
        container.addSubview(UIView())
    }
}
```

```swift
// addSubnode and addGestureRecognizer in layoutSpecThatFits are other rules' errors, not this rule's.
final class RowCell: ASCellNode {
    private let iconNode = ASImageNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        addSubnode(iconNode)
        return ASWrapperLayoutSpec(layoutElement: iconNode)
    }
}
```

```objc
@interface FeedViewController : ASDKViewController<ASTableNode *>
@end

@implementation FeedViewController {
    UIView *_emptyStateView;
}
- (void)viewDidLoad {
    [super viewDidLoad];
    [self.view addSubview:_emptyStateView];
}

- (void)viewWillLayoutSubviews {
    [super viewWillLayoutSubviews];
    _emptyStateView.frame = self.view.bounds;
}
@end
```

```objc
// Set-up in didLoad, a block sent to the main queue, and a plain UIKit view controller.
@interface RetryNode : ASDisplayNode
@end

@implementation RetryNode {
    ASButtonNode *_retryButton;
}
- (void)didLoad {
    [super didLoad];
    [_retryButton addTarget:self action:@selector(retry) forControlEvents:ASControlNodeEventTouchUpInside];
}

- (void)layout {
    [super layout];
    dispatch_async(dispatch_get_main_queue(), ^{
        [[NSNotificationCenter defaultCenter] postNotificationName:@"laidOut" object:self];
    });
}

- (void)retry {
}
@end

@interface SettingsViewController : UIViewController
@end

@implementation SettingsViewController {
    UITableView *_tableView;
}
- (void)viewWillLayoutSubviews {
    [super viewWillLayoutSubviews];
    [_tableView reloadData];
}
@end
```

```swift
// Trap: the node's own addSubview(_:) (kept from a UIKit port; it does nothing) is not UIView's.
open class PortedNode: ASDisplayNode {
    open func addSubview(_ view: Any) {}
}

final class BadgeNode: PortedNode {
    private let badge = ASTextNode()

    override func layout() {
        super.layout()
        addSubview(badge)
    }
}
```

## How to fix

Move the set-up to a method that runs once: `didLoad()` for a node (or `init` for subnodes and
`addTarget` on control nodes, which need no view), `viewDidLoad()` for a view controller. Keep only
geometry and appearance in the layout pass. Start requests from `didEnterPreloadState()` or from the
model, not from layout.

## Notes

- Closures that run later (`DispatchQueue.main.async`, completion handlers) are not part of the pass
  and are not checked; closures run synchronously (`forEach`, `UIView.performWithoutAnimation`) are.
- In layout-spec bodies this rule stays out of the way of the error-level rules: `addSubnode` is
  `add-subnode-in-layout-spec`'s, `reloadData` is `collection-update-off-main`'s, a node's `view` is
  `view-access-in-layout-spec`'s and gesture recognizers are `uikit-in-layout-spec`'s. It reports
  there only the three calls that are legal off the main thread but repeated on every measurement.
- Only Texture view controllers are checked; a `UIView`'s `layoutSubviews` and a plain
  `UIViewController`'s layout callbacks are left alone.
- What a run shows: no assertion fires, but the set-up runs again. The reference model drives
  several layout passes (presenting, rotating, the keyboard, split screen) and records the second
  time the same call adds the same kind of thing to the same receiver; the first call is never
  reported. What the repetition costs depends on the call: a second observer or recognizer, a
  subview moved to the front, a reload that drops scroll position and selection, work Texture throws
  away (`addSubnode` of a subnode returns early, `ASControlNode` keeps each target-action once).
- `NotificationCenter.addObserver` and `URLSession` are Foundation's own classes, which the model
  cannot watch: they are reported from the source alone. Set-up behind a one-time guard does not
  repeat at run time, which is why it is not reported.

"""###),
    (#"""
self-style-in-layout-spec.md
"""#, ###"""
---
id: self-style-in-layout-spec
severity: warning
category: layout
languages: swift, objective-c
enabled: true
runtime-observable: true
source: docs/texture-facts.md#self-style-in-layout-spec; TextureGroup/Texture#425; Source/ASDisplayNode+LayoutSpec.mm:36-53 (the node's own size is folded into the constrained size before layoutSpecThatFits runs)
summary: `layoutSpecThatFits` sets a size on the node's own `style`, which was already read for the measurement in progress.
---

# The node's own style size set inside its layout spec

A node's `style` size (`width`, `height`, `preferredSize`, `minSize`, `maxSize` …) is an input
to its *parent's* layout: the parent folds it into the size range it passes down before the node's
`layoutSpecThatFits` is even called. Setting it from inside `layoutSpecThatFits` therefore does not
affect the measurement in progress; it shows up, if at all, on some later pass, and it invalidates
layout from inside layout. Texture#425 is the report of `self.style` sizes that stopped taking
effect this way.

Texture has no assertion for it, but a run shows the consequence: the layout the pass produces does
not have the size the node just gave itself. A featured cell that sets `style.height` to 320 inside
its spec is first laid out at the height of its content; only a later measurement (a rotation, a
`setNeedsLayout`) picks up 320, so the cell jumps.

The rule reports assignments to the size properties of the node's own style inside
`layoutSpecThatFits` (`style.height = …`, `self.style.preferredSize = …`) and inside a
`layoutSpecBlock` (through the block's node parameter), at the size property's name. Size
properties are `width`, `height`, `minWidth`, `maxWidth`, `minHeight`, `maxHeight`,
`preferredSize`, `minSize`, `maxSize`, `preferredLayoutSize`, `minLayoutSize` and
`maxLayoutSize`.

## Triggering examples

```swift
final class ActionButtonNode: ASDisplayNode {
    let titleNode = ASTextNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        style.↓preferredSize = CGSize(width: constrainedSize.max.width, height: 44)
        return ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: titleNode)
    }
}
```

```swift
final class StoryCell: ASCellNode {
    let imageNode = ASNetworkImageNode()
    var isFeatured = false

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        self.style.↓height = ASDimensionMake(isFeatured ? 320 : 180)
        self.style.↓minWidth = ASDimensionMake(120)
        return ASWrapperLayoutSpec(layoutElement: imageNode)
    }
}
```

```swift
final class ChatViewController: ASDKViewController<ASDisplayNode> {
    let inputBarNode = ASDisplayNode()

    override init() {
        super.init(node: ASDisplayNode())
        inputBarNode.layoutSpecBlock = { node, constrainedSize in
            node.style.↓height = ASDimensionMake(56)
            return ASLayoutSpec()
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
```

```swift
final class EmptyStateNode: ASDisplayNode {
    let messageNode = ASTextNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        layoutSpecBlock = { [unowned self] _, constrainedSize in
            self.style.↓minHeight = ASDimensionMake(constrainedSize.max.height)
            return ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: self.messageNode)
        }
    }
}
```

```objc
@interface ActionButtonNode : ASDisplayNode
@end

@implementation ActionButtonNode {
    ASTextNode *_titleNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    self.style.↓preferredSize = CGSizeMake(constrainedSize.max.width, 44);
    return [ASCenterLayoutSpec centerLayoutSpecWithCenteringOptions:ASCenterLayoutSpecCenteringXY
                                                      sizingOptions:ASCenterLayoutSpecSizingOptionDefault
                                                              child:_titleNode];
}
@end
```

```objc
// The setter message on the node's own style, calculateSizeThatFits, and a block's node parameter.
@interface ChipNode : ASDisplayNode
@end

@implementation ChipNode {
    ASTextNode *_labelNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    [self.style ↓setMinWidth:ASDimensionMake(64)];
    return [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsMake(4, 8, 4, 8) child:_labelNode];
}

- (void)useBlock {
    self.layoutSpecBlock = ^ASLayoutSpec *(__kindof ASDisplayNode *node, ASSizeRange constrainedSize) {
        node.style.↓height = ASDimensionMake(32);
        return [ASLayoutSpec new];
    };
}
@end

@interface DotNode : ASDisplayNode
@end

@implementation DotNode
- (CGSize)calculateSizeThatFits:(CGSize)constrainedSize {
    self.style.↓maxSize = CGSizeMake(12, 12);
    return CGSizeMake(8, 8);
}
@end
```

```swift
// The other size properties of the node's own style.
final class ChipNode: ASDisplayNode {
    private let title = ASTextNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        style.↓minSize = CGSize(width: 44, height: 44)
        style.↓maxWidth = ASDimensionMake(200)
        self.style.↓maxHeight = ASDimensionMake(44)
        style.↓preferredLayoutSize = ASLayoutSizeMake(ASDimensionMake(120), ASDimensionMake(44))
        return ASWrapperLayoutSpec(layoutElement: title)
    }
}
```

## Non-triggering examples

```swift
// Trap: sizing the children inside the spec is the normal, documented pattern.
final class StoryCell: ASCellNode {
    let imageNode = ASNetworkImageNode()
    let titleNode = ASTextNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        imageNode.style.preferredSize = CGSize(width: constrainedSize.max.width, height: 180)
        titleNode.style.flexShrink = 1
        let stack = ASStackLayoutSpec.vertical()
        stack.style.width = ASDimensionMake(constrainedSize.max.width)
        stack.children = [imageNode, titleNode]
        return stack
    }
}
```

```swift
// The node's own size set once in init, or by its parent, is read before every measurement.
final class ActionButtonNode: ASDisplayNode {
    let titleNode = ASTextNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        style.height = ASDimensionMake(44)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: titleNode)
    }
}
```

```swift
// Trap: reading the node's own style is fine; only writes come too late.
final class AvatarNode: ASDisplayNode {
    let imageNode = ASNetworkImageNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let side = style.preferredSize.width > 0 ? style.preferredSize.width : 40
        imageNode.style.preferredSize = CGSize(width: side, height: side)
        return ASWrapperLayoutSpec(layoutElement: imageNode)
    }
}
```

```swift
// Trap: in a layoutSpecBlock, the style of another node the block lays out is a child's style.
final class ProfileViewController: ASDKViewController<ASDisplayNode> {
    let avatarNode = ASNetworkImageNode()

    override init() {
        super.init(node: ASDisplayNode())
        node.automaticallyManagesSubnodes = true
        node.layoutSpecBlock = { [unowned self] _, _ in
            self.avatarNode.style.preferredSize = CGSize(width: 80, height: 80)
            return ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: self.avatarNode)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
```

```swift
// A parent sets the child's size from its own spec.
final class ListHeaderNode: ASDisplayNode {
    let buttonNode = ActionNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        buttonNode.style.height = ASDimensionMake(44)
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: buttonNode)
    }
}

final class ActionNode: ASDisplayNode {}
```

```objc
// Objective-C: the size is set in init.
@interface ActionButtonNode : ASDisplayNode
@end

@implementation ActionButtonNode
- (instancetype)init {
    if ((self = [super init])) {
        self.style.height = ASDimensionMake(44);
    }
    return self;
}
@end
```

```objc
// Children's style sizes (the documented pattern) and the node's own flex properties.
@interface ChipNode : ASDisplayNode
@end

@implementation ChipNode {
    ASTextNode *_labelNode;
    ASImageNode *_iconNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    _iconNode.style.preferredSize = CGSizeMake(16, 16);
    [_labelNode.style setMaxWidth:ASDimensionMake(constrainedSize.max.width - 24)];
    self.style.flexShrink = 1.0;
    return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionHorizontal
                                                   spacing:4
                                            justifyContent:ASStackLayoutJustifyContentStart
                                                alignItems:ASStackLayoutAlignItemsCenter
                                                  children:@[_iconNode, _labelNode]];
}
@end
```

## How to fix

Set the node's own size where its parent can see it in time: in the node's `init` (when it is
fixed), or in the parent's spec on `child.style`. To size the node from its content, return a spec
that produces that size (an `ASRatioLayoutSpec`, a child with a `preferredSize`, an inset) instead
of writing to `style`. To change the size later, set it from outside and call `setNeedsLayout()`.

## Notes

- Flex properties (`flexGrow`, `flexShrink`, `flexBasis`, `alignSelf`, `spacingBefore` …) of the
  node's own style are not reported: their effect on the parent's stack is also delayed, but they
  are not what Texture#425 is about and they are sometimes set deliberately for the next pass.
- In a `layoutSpecBlock` the node itself is the block's first parameter, and `self` when a node
  class sets the block on itself; elsewhere `self` is whoever set the block (often a view
  controller), and its style is not the node's.
- `calculateSizeThatFits` is covered too: the parent folded the old size into the range before it
  runs, and the size it returns is clamped to that range.

"""###),
    (#"""
stored-layout-spec.md
"""#, ###"""
---
id: stored-layout-spec
severity: error
category: layout
languages: swift, objective-c
enabled: true
runtime-observable: true
source: Subclassing page (-layoutSpecThatFits:); docs/texture-facts.md#stored-layout-spec; docs/_docs/automatic-layout-basics.md:27; Source/ASDisplayNode+LayoutSpec.mm:74-76; Source/Layout/ASLayoutSpec.mm:85,108
summary: A layout spec is kept in a stored property instead of being built fresh on every layout pass.
---

# Layout spec stored instead of rebuilt

A layout spec can be changed only until it is returned: Texture then marks it immutable and computes
a layout from it. The Subclassing page says never to cache layout specs but to recreate them when
needed. A spec kept in a property is returned again on the next measurement (rotation, a text
change, a cell resize) and Texture asserts "…returned layout spec … that has already been used.
Layout specs should always be regenerated."; setting any of its properties after that asserts
"Cannot set properties when layout spec is not mutable". In Release builds the node silently keeps
its first layout, and a spec shared between nodes is laid out by several threads at once.

The rule reports, at the property's name, every stored property (`let`, `var`, `lazy var`, `static`)
of a node class or of a Texture view controller class whose type is a layout spec class
(`ASLayoutSpec` and its subclasses, including optionals and arrays of them), whether the type is
written or inferred from the initializer (`ASStackLayoutSpec.vertical()`, a method declared to return
a spec), and that a layout of the class returns as its root: `layoutSpecThatFits` or a
`layoutSpecBlock` returns it, directly or through a local, `??`, a ternary, an unwrap, a subscript,
or a computed property or argument-less method of the class that returns it. Objective-C: properties
and instance variables of those types. Texture freezes only the spec a layout returns; a stored spec
that is only ever a child of a spec built in the pass is not frozen, and is not reported.

## Triggering examples

```swift
final class MessageCell: ASCellNode {
    private let textNode = ASTextNode()
    private lazy var ↓spec = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12), child: textNode)

    override init() {
        super.init()
        addSubnode(textNode)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        return spec
    }
}
```

```swift
final class ProfileNode: ASDisplayNode {
    private let nameNode = ASTextNode()
    private let bioNode = ASTextNode()
    private var ↓cachedSpec: ASLayoutSpec?

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        if let cached = cachedSpec {
            return cached
        }
        let spec = ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start,
                                     alignItems: .stretch, children: [nameNode, bioNode])
        cachedSpec = spec
        return spec
    }
}
```

```swift
// Built once in init, returned on every pass.
final class TagListNode: ASDisplayNode {
    private let ↓stack = ASStackLayoutSpec.horizontal()

    init(tags: [String]) {
        super.init()
        automaticallyManagesSubnodes = true
        stack.spacing = 6
        stack.flexWrap = .wrap
        stack.children = tags.map { tag -> ASTextNode in
            let node = ASTextNode()
            node.attributedText = NSAttributedString(string: tag)
            return node
        }
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        return stack
    }
}
```

```swift
// A spec shared by every instance (laid out by several threads at once), and a lazy spec returned
// through a helper. The array of row specs is only ever a child: not frozen, not reported.
final class FormCell: ASCellNode {
    private static let ↓spacer = ASLayoutSpec()
    private var rowSpecs: [ASLayoutSpec] = []
    private lazy var ↓headerSpec = makeHeaderSpec()
    private let titleNode = ASTextNode()
    var isCollapsed = false

    private func makeHeaderSpec() -> ASLayoutSpec {
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 12, left: 16, bottom: 4, right: 16), child: titleNode)
    }

    private var collapsedSpec: ASLayoutSpec { headerSpec }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        FormCell.spacer.style.flexGrow = 1
        if isCollapsed {
            return collapsedSpec
        }
        return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start,
                                 alignItems: .stretch, children: [ASInsetLayoutSpec(insets: .zero, child: titleNode), FormCell.spacer] + rowSpecs)
    }
}
```

```swift
// A view controller's layoutSpecBlock that returns a stored spec.
final class OnboardingViewController: ASDKViewController<ASDisplayNode> {
    private let titleNode = ASTextNode()
    private lazy var ↓centerSpec = ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: titleNode)

    override init() {
        super.init(node: ASDisplayNode())
        node.automaticallyManagesSubnodes = true
        node.layoutSpecBlock = { [unowned self] _, _ in
            self.centerSpec
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
```

```objc
@interface FeedCellNode : ASCellNode
@end

@interface FeedCellNode ()
@property (nonatomic, strong) ASStackLayoutSpec *↓contentStack;
@end

@implementation FeedCellNode {
    ASInsetLayoutSpec *↓_insetSpec;
    ASTextNode *_textNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    if (_insetSpec == nil) {
        _insetSpec = [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsMake(8, 8, 8, 8) child:_textNode];
    }
    return _textNode.attributedText.length > 0 ? _insetSpec : self.contentStack;
}
@end
```

```objc
// A Texture view controller's property that its node's layoutSpecBlock returns.
@interface ProfileViewController : ASDKViewController
@property (nonatomic, strong) ASCenterLayoutSpec *↓spinnerSpec;
@end

@implementation ProfileViewController
- (instancetype)init {
    if ((self = [super initWithNode:[[ASDisplayNode alloc] init]])) {
        self.node.layoutSpecBlock = ^ASLayoutSpec *(ASDisplayNode *node, ASSizeRange constrainedSize) {
            return self.spinnerSpec;
        };
    }
    return self;
}
@end
```

## Non-triggering examples

```swift
// Trap: Texture freezes only the spec layoutSpecThatFits returns. A lazy child spec that is always
// placed inside a spec built in this pass is never frozen and never asserts.
final class MessageHeaderNode: ASDisplayNode {
    private let avatarNode = ASNetworkImageNode()
    private let senderNode = ASTextNode()
    private let dateNode = ASTextNode()

    private lazy var infoSpec: ASStackLayoutSpec = {
        let spec = ASStackLayoutSpec.vertical()
        spec.children = [senderNode, dateNode]
        spec.style.flexGrow = 1
        return spec
    }()

    private var headerSpec: ASLayoutSpec {
        ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .start,
                          alignItems: .center, children: [avatarNode, infoSpec])
    }

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASInsetLayoutSpec(insets: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16), child: headerSpec)
    }
}
```

```swift
// Build a new spec on every call; a local spec is fine.
final class MessageCell: ASCellNode {
    private let textNode = ASTextNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let spec = ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12), child: textNode)
        spec.style.flexShrink = 1
        return spec
    }
}
```

```swift
// Functions and computed properties build a fresh spec each time they are called.
final class ArticleCell: ASCellNode {
    private let titleNode = ASTextNode()
    private let coverNode = ASNetworkImageNode()

    private var coverSpec: ASLayoutSpec {
        return ASRatioLayoutSpec(ratio: 0.5, child: coverNode)
    }

    private func titleSpec() -> ASLayoutSpec {
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: titleNode)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start,
                                 alignItems: .stretch, children: [coverSpec, titleSpec()])
    }
}
```

```swift
// Stored layout parameters, sizes, children and closures are not specs.
final class ContentNode: ASDisplayNode {
    var justifyContent: ASStackLayoutJustifyContent = .start
    private let insets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    private let avatarSize = CGSize(width: 40, height: 40)
    private let maxWidth = ASDimensionMake(280)
    private var children: [ASLayoutElement] = []
    private let centered: (ASLayoutElement) -> ASLayoutSpec = { child in
        ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: child)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let stack = ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: justifyContent,
                                      alignItems: .center, children: children)
        stack.style.maxWidth = maxWidth
        return centered(ASInsetLayoutSpec(insets: insets, child: stack))
    }
}
```

```swift
// A layout spec class used only as a type annotation of a parameter or a return value.
final class BadgeNode: ASDisplayNode {
    private let countNode = ASTextNode()

    func wrapped(in spec: ASInsetLayoutSpec?) -> ASLayoutSpec {
        return spec ?? ASWrapperLayoutSpec(layoutElement: countNode)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        return wrapped(in: nil)
    }
}
```

```objc
@interface FeedCellNode : ASCellNode
@end

@implementation FeedCellNode {
    ASTextNode *_textNode;
    ASStackLayoutJustifyContent _justifyContent;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    ASInsetLayoutSpec *insetSpec = [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsMake(8, 8, 8, 8) child:_textNode];
    return insetSpec;
}
@end
```

```objc
// A method that builds a new spec on every call, and a spec kept by a class that is not a node.
@interface SpecCatalog : NSObject
@property (nonatomic, strong) ASStackLayoutSpec *lastSpec;
@end

@implementation SpecCatalog
@end

@interface HeaderNode : ASDisplayNode
@end

@implementation HeaderNode {
    ASTextNode *_titleNode;
    CGSize _avatarSize;
}
- (ASLayoutSpec *)titleSpec {
    return [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsMake(0, 8, 0, 8) child:_titleNode];
}

- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    return [self titleSpec];
}
@end
```

```swift
// Trap: the class makes the spec mutable again before Texture sees it. Texture asserts that a returned
// spec is mutable, then freezes it (ASDisplayNode+LayoutSpec.mm); `defer` runs as the method returns,
// before that check, so the kept spec passes it every time (VATextureKit's VAMainActorWrapperNode).
final class WrapperNode: ASDisplayNode {
    private let child = ASDisplayNode()
    private var spec: ASLayoutSpec?

    override func didLoad() {
        super.didLoad()
        spec = ASWrapperLayoutSpec(layoutElement: child)
        setNeedsLayout()
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        defer { spec?.isMutable = true }
        return spec ?? ASLayoutSpec()
    }
}
```

```objc
// The same in Objective-C: the ivar's spec is made mutable again before it is returned.
@interface WrapperNode : ASDisplayNode
@end

@implementation WrapperNode {
    ASDisplayNode *_child;
    ASLayoutSpec *_spec;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    if (_spec == nil) {
        _spec = [ASWrapperLayoutSpec wrapperWithLayoutElement:_child];
    }
    _spec.isMutable = YES;
    return _spec;
}
@end
```

## How to fix

Build the spec inside `layoutSpecThatFits(_:)` (or the `layoutSpecBlock`) every time, from the
nodes you keep in properties. To share structure, write a function or a computed property that
returns a new spec on each call. Keep values (insets, sizes, flags) in properties, not specs.

## Notes

- The stored property is reported once, at its name; the `return` of it in `layoutSpecThatFits` is a
  consequence and is not reported again.
- Specs are matched by exact class name (`ASLayoutSpec`, `ASWrapperLayoutSpec`, `ASStackLayoutSpec`,
  `ASInsetLayoutSpec`, `ASOverlayLayoutSpec`, `ASBackgroundLayoutSpec`, `ASRelativeLayoutSpec`,
  `ASCenterLayoutSpec`, `ASRatioLayoutSpec`, `ASAbsoluteLayoutSpec`, `ASCornerLayoutSpec` and project
  subclasses), not by prefix: `ASStackLayoutJustifyContent`, `ASLayoutElement` and
  `ASLayoutElementStyle` are not specs.
- Only node classes and Texture view controller classes are checked; a stored spec in another kind of
  class is not reported.
- A stored spec that the class's code makes mutable again (`spec.isMutable = true`, `_spec.isMutable =
  YES`) is not reported: Texture asserts only that the returned spec is mutable, so resetting it before
  the return (in a `defer`, or just before) is a deliberate way to reuse it, not the mistake the rule is
  about.

"""###),
    (#"""
strong-self-in-stored-block.md
"""#, ###"""
---
id: strong-self-in-stored-block
severity: warning
category: lifecycle
languages: swift, objective-c
enabled: true
runtime-observable: false
runtime-reason: a retain cycle shows as objects that are never deallocated; nothing fails during a run, and a scenario cannot observe the absence of a deallocation without leak tracking the reference model does not have.
source: docs/texture-facts.md#strong-self-in-stored-block; docs/_docs/faq.md:49-57; Source/ASDisplayNode.h:161-170 (onDidLoad: "Be careful not to retain self"); Source/ASDisplayNode.mm:523-568 (view and layer blocks released after load), 605-624
summary: A closure that a node keeps (`layoutSpecBlock`, a view or layer block, `onDidLoad`, `imageModificationBlock`) captures `self` strongly, creating a retain cycle.
---

# Strong self in a block the node keeps

Some closures are stored by the node they configure. `layoutSpecBlock` and `imageModificationBlock`
are kept for the node's whole life; a view block, a layer block, a `didLoad:` block and the blocks
queued with `onDidLoad` are kept until the node loads. When such a closure captures `self` strongly,
and `self` owns the node — a view controller setting its own root node's `layoutSpecBlock`, a node
giving its own subnode a view block — there is a cycle: `self` → node → closure → `self`. The view
controller and its whole node tree are never freed (Texture's FAQ describes exactly this
`layoutSpecBlock` leak). For view and `onDidLoad` blocks the cycle lasts until the node loads, which
for a node that never appears — a cell preloaded and discarded, a hidden tab — is forever.

The rule reports, once per closure, the first strong use of `self` inside a closure literal that is
passed as a view block, layer block or `didLoad:` block (`ASDisplayNode(viewBlock:)`,
`ASDisplayNode { … }`, `init(layerBlock:)`, `setViewBlock`, `setLayerBlock`), passed to `onDidLoad`,
or assigned to `layoutSpecBlock` or `imageModificationBlock` — when `self` is an instance of a class
and the closure has no `[weak self]` or `[unowned self]` capture. A `[self]` capture is reported at
the capture itself. In Objective-C, `self` or an instance variable (an implicit `self`) used in such a
block is reported. The message says how long the node keeps the closure (a view, layer or `didLoad`
block only until the node loads: Texture lets it go then, and the cycle lasts until then, for good if
the node never loads) and whose cycle it is: a node's own closure capturing the node itself, or a
closure of a node that `self` owns.

## Triggering examples

```swift
final class HomeViewController: ASDKViewController<ASDisplayNode> {
    let homeNode = HomeNode()

    override init() {
        super.init(node: ASDisplayNode())
        node.automaticallyManagesSubnodes = true
        node.layoutSpecBlock = { _, _ in
            ASInsetLayoutSpec(insets: .zero, child: ↓self.homeNode)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class HomeNode: ASDisplayNode {}
```

```swift
final class VolumeNode: ASDisplayNode {
    lazy var sliderNode = ASDisplayNode(viewBlock: {
        let slider = UISlider()
        slider.addTarget(↓self, action: #selector(VolumeNode.volumeChanged(_:)), for: .valueChanged)
        return slider
    })

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    @objc func volumeChanged(_ slider: UISlider) {}
}
```

```swift
final class PhotoCell: ASCellNode {
    let photoNode = ASNetworkImageNode()

    override init() {
        super.init()
        addSubnode(photoNode)
        onDidLoad { _ in
            let tap = UITapGestureRecognizer(target: ↓self, action: #selector(PhotoCell.photoTapped))
            self.view.addGestureRecognizer(tap)
        }
        photoNode.imageModificationBlock = { image, _ in
            image.withTintColor(↓self.tintColor)
        }
    }

    @objc func photoTapped() {}
}
```

```swift
final class LoadingViewController: ASDKViewController<ASDisplayNode> {
    let spinnerNode = ASDisplayNode(viewBlock: { UIActivityIndicatorView(style: .large) })

    override init() {
        super.init(node: ASDisplayNode())
        node.automaticallyManagesSubnodes = true
        node.layoutSpecBlock = { [↓self] _, _ in
            ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: spinnerNode)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
```

```swift
final class MapCardNode: ASDisplayNode {
    private var region = MKCoordinateRegion()
    private lazy var mapNode = ASDisplayNode(viewBlock: { MKMapView() }, didLoad: { node in
        (node.view as? MKMapView)?.setRegion(↓self.region, animated: false)
    })
}
```

```objc
@interface HomeViewController : ASDKViewController
@end

@implementation HomeViewController {
    ASDisplayNode *_homeNode;
}
- (instancetype)init {
    if ((self = [super initWithNode:[[ASDisplayNode alloc] init]])) {
        _homeNode = [[ASDisplayNode alloc] init];
        self.node.layoutSpecBlock = ^ASLayoutSpec *(ASDisplayNode *node, ASSizeRange constrainedSize) {
            return [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsZero child:↓_homeNode];
        };
    }
    return self;
}
@end
```

```objc
// The setter message on the root node's getter message: the same stored block.
@interface AddFriendViewController : ASDKViewController
@end

@implementation AddFriendViewController {
    NSInteger _state;
}
- (instancetype)init {
    if ((self = [super initWithNode:[[ASDisplayNode alloc] init]])) {
        [[self node] setLayoutSpecBlock:^ASLayoutSpec *(__kindof ASDisplayNode *node, ASSizeRange constrainedSize) {
            [↓self showState];
            return [ASLayoutSpec new];
        }];
    }
    return self;
}

- (void)showState {}
@end
```

```objc
// A view block and onDidLoad on the node's own subnodes, and an image modification block using an
// instance variable.
@interface ProfileNode : ASDisplayNode
@end

@implementation ProfileNode {
    ASDisplayNode *_mapNode;
    ASNetworkImageNode *_avatarNode;
    UIColor *_tint;
}
- (instancetype)init {
    if ((self = [super init])) {
        _mapNode = [[ASDisplayNode alloc] initWithViewBlock:^UIView *{
            return [↓self makeMapView];
        }];
        _avatarNode = [[ASNetworkImageNode alloc] init];
        [_avatarNode onDidLoad:^(__kindof ASDisplayNode *node) {
            [↓self avatarDidLoad];
        }];
        _avatarNode.imageModificationBlock = ^UIImage *(UIImage *image, ASPrimitiveTraitCollection traitCollection) {
            return [image imageWithTintColor:↓_tint];
        };
    }
    return self;
}

- (UIView *)makeMapView {
    return [[UIView alloc] init];
}

- (void)avatarDidLoad {
}
@end
```

```objc
// [node setViewBlock:] and setLayerBlock: on the node's own subnodes.
@interface SwitchRowNode : ASDisplayNode
@end

@implementation SwitchRowNode {
    ASDisplayNode *_switchNode;
    ASDisplayNode *_gradientNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        _switchNode = [[ASDisplayNode alloc] init];
        [_switchNode setViewBlock:^UIView *{
            UISwitch *toggle = [[UISwitch alloc] init];
            [toggle addTarget:↓self action:@selector(toggled:) forControlEvents:UIControlEventValueChanged];
            return toggle;
        }];
        _gradientNode = [[ASDisplayNode alloc] init];
        [_gradientNode setLayerBlock:^CALayer *{
            return [↓self makeGradientLayer];
        }];
        [self addSubnode:_switchNode];
        [self addSubnode:_gradientNode];
    }
    return self;
}

- (CALayer *)makeGradientLayer {
    return [CAGradientLayer layer];
}

- (void)toggled:(id)sender {
}
@end
```

```objc
// @strongify of another object does not rebind self.
@interface AvatarNode : ASDisplayNode
@end

@implementation AvatarNode {
    ASNetworkImageNode *_imageNode;
    NSObject *_model;
}
- (instancetype)init {
    if ((self = [super init])) {
        _imageNode = [[ASNetworkImageNode alloc] init];
        NSObject *model = _model;
        @weakify(model);
        _imageNode.imageModificationBlock = ^UIImage *(UIImage *image, ASPrimitiveTraitCollection traitCollection) {
            @strongify(model);
            return [↓self decorate:image with:model];
        };
        [self addSubnode:_imageNode];
    }
    return self;
}

- (UIImage *)decorate:(UIImage *)image with:(NSObject *)model {
    return image;
}
@end
```

## Non-triggering examples

```swift
// The documented fixes: capture the child node itself, or capture self weakly.
final class HomeViewController: ASDKViewController<ASDisplayNode> {
    let homeNode = HomeNode()
    let footerNode = ASTextNode()

    override init() {
        super.init(node: ASDisplayNode())
        node.automaticallyManagesSubnodes = true
        let home = homeNode
        node.layoutSpecBlock = { _, _ in
            ASInsetLayoutSpec(insets: .zero, child: home)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func showFooter() {
        node.layoutSpecBlock = { [weak self] _, _ in
            guard let self = self else { return ASLayoutSpec() }
            return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start,
                                     alignItems: .stretch, children: [self.homeNode, self.footerNode])
        }
        node.setNeedsLayout()
    }
}

final class HomeNode: ASDisplayNode {}
```

```swift
// Trap: onDidLoad hands the node to the block; using the parameter instead of self is the documented fix.
final class PhotoCell: ASCellNode {
    override init() {
        super.init()
        onDidLoad { node in
            node.view.addGestureRecognizer(UITapGestureRecognizer(target: node, action: #selector(PhotoCell.photoTapped)))
        }
    }

    @objc func photoTapped() {}
}
```

```swift
// Trap: a node block is returned to the container, not stored by a node; a strong self there is not a cycle.
final class FeedViewController: ASDKViewController<ASCollectionNode>, ASCollectionDataSource {
    var theme = Theme()

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
        let theme = self.theme
        return {
            let cell = ThemedCell(theme: theme)
            cell.delegate = self
            return cell
        }
    }
}

struct Theme {}

final class ThemedCell: ASCellNode {
    weak var delegate: AnyObject?
    init(theme: Theme) {
        super.init()
    }
}
```

```swift
// Trap: self is a value type here; a struct cannot be part of a retain cycle.
struct BadgeFactory {
    let color: UIColor

    func makeBadge() -> ASDisplayNode {
        ASDisplayNode(viewBlock: {
            let view = UIView()
            view.backgroundColor = self.color
            return view
        })
    }
}
```

```swift
// Trap: [unowned self] breaks the cycle; closures sent to other APIs are not kept by the node.
final class CountdownNode: ASDisplayNode {
    let labelNode = ASTextNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        layoutSpecBlock = { [unowned self] _, _ in
            ASCenterLayoutSpec(centeringOptions: .XY, sizingOptions: [], child: self.labelNode)
        }
        DispatchQueue.main.async {
            self.labelNode.attributedText = NSAttributedString(string: "3")
        }
    }
}
```

```swift
// Trap: a view block that does not mention self, and a block from Texture's helpers, capture nothing.
final class SettingsRowNode: ASDisplayNode {
    let switchNode = ASDisplayNode { UISwitch() }
    let avatarNode = ASNetworkImageNode()

    override init() {
        super.init()
        avatarNode.imageModificationBlock = ASImageNodeRoundBorderModificationBlock(0, nil)
    }
}
```

```objc
// Objective-C: the weak-self pattern.
@interface HomeViewController : ASDKViewController
@end

@implementation HomeViewController {
    ASDisplayNode *_homeNode;
}
- (instancetype)init {
    if ((self = [super initWithNode:[[ASDisplayNode alloc] init]])) {
        _homeNode = [[ASDisplayNode alloc] init];
        __weak typeof(self) weakSelf = self;
        self.node.layoutSpecBlock = ^ASLayoutSpec *(ASDisplayNode *node, ASSizeRange constrainedSize) {
            typeof(self) strongSelf = weakSelf;
            ASDisplayNode *home = strongSelf ? strongSelf->_homeNode : nil;
            return [ASWrapperLayoutSpec wrapperWithLayoutElement:home];
        };
    }
    return self;
}
@end
```

```objc
// libextobjc's @weakify/@strongify: after @strongify(self), self in the block is a strong local made
// from the weak copy; the block captures only the weak one. A block that strongifies something else
// still captures self (see the triggering examples).
@interface SwitchNode : ASDisplayNode
@end

@implementation SwitchNode {
    ASDisplayNode *_switchNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        @weakify(self);
        _switchNode = [[ASDisplayNode alloc] initWithViewBlock:^UIView * _Nonnull {
            @strongify(self);
            UISwitch *toggle = [UISwitch new];
            [toggle addTarget:self action:@selector(toggled:) forControlEvents:UIControlEventValueChanged];
            return toggle;
        }];
        [self addSubnode:_switchNode];
    }
    return self;
}

- (void)toggled:(UISwitch *)sender {
}
@end
```

```objc
// The block's node parameter instead of self, a weak reference, and a node block returned to a
// container (not stored by a node).
@interface ProfileNode : ASDisplayNode
@end

@implementation ProfileNode {
    ASNetworkImageNode *_avatarNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        _avatarNode = [[ASNetworkImageNode alloc] init];
        [_avatarNode onDidLoad:^(__kindof ASDisplayNode *node) {
            node.layer.cornerRadius = 20;
        }];
        __weak typeof(self) weakSelf = self;
        _avatarNode.imageModificationBlock = ^UIImage *(UIImage *image, ASPrimitiveTraitCollection traitCollection) {
            return [weakSelf decorate:image];
        };
    }
    return self;
}

- (UIImage *)decorate:(UIImage *)image {
    return image;
}
@end

@interface ProfileViewController : ASDKViewController<ASTableNode *> <ASTableDataSource>
@end

@implementation ProfileViewController {
    NSArray<NSString *> *_names;
}
- (ASCellNodeBlock)tableNode:(ASTableNode *)tableNode nodeBlockForRowAtIndexPath:(NSIndexPath *)indexPath {
    NSString *name = _names[indexPath.row];
    return ^ASCellNode *{
        ASTextCellNode *cell = [[ASTextCellNode alloc] init];
        cell.text = [self decoratedName:name];
        return cell;
    };
}

- (NSString *)decoratedName:(NSString *)name {
    return name;
}
@end
```

## How to fix

Capture `self` weakly (`{ [weak self] node, size in … }`) or unowned when the node cannot outlive
`self`; or capture the nodes the block needs instead of `self` (`let home = homeNode`). In
`onDidLoad` and `didLoad:` blocks use the node parameter the block receives. Move gesture and target
setup into the node's own `didLoad()`, where `self` needs no capture at all.

## Notes

- Only closure literals written at those places are checked; a closure stored in a variable first
  and assigned later, and blocks from helper functions, are not followed.
- In Objective-C, `typeof(self)` in a block is a type, not a use of `self`; `strongSelf->_ivar`
  is not an implicit `self`.
- `ASCellNode(viewControllerBlock:)` and `willDisplayNodeContentWithRenderingContext` blocks are not
  covered.

"""###),
    (#"""
super-layout-spec-that-fits.md
"""#, ###"""
---
id: super-layout-spec-that-fits
severity: error
category: layout
languages: swift, objective-c
enabled: true
runtime-observable: true
source: Subclassing page (-layoutSpecThatFits:); docs/texture-facts.md#super-layout-spec-that-fits; Source/ASDisplayNode+LayoutSpec.mm:154-160; facebookarchive/AsyncDisplayKit#2200
summary: `super.layoutSpecThatFits` is called although no superclass implements it, which trips Texture's assertion.
---

# `super.layoutSpecThatFits` called on a node that has no superclass spec

Unlike the other overrides, `layoutSpecThatFits(_:)` does not need a call to super (Subclassing page).
`ASDisplayNode`'s own implementation exists only to catch mistakes: it asserts
"-[ASDisplayNode layoutSpecThatFits:] should never return an empty value. One way this is caused is by
calling -[super layoutSpecThatFits:] which is not currently supported." and returns an empty spec.
In Release builds the call silently allocates a throw-away spec on every measurement. Many Swift
nodes carry the call from UIKit habits (`super.layoutSubviews()`); it started asserting in
AsyncDisplayKit 1.9.90.

The rule reports the `super` of a `super.layoutSpecThatFits(…)` call in a node class when the call
resolves to `ASDisplayNode`'s implementation: walking up the superclasses it reaches `ASDisplayNode`
without meeting a project class that overrides `layoutSpecThatFits` or one of the Texture classes that
implement it (`ASButtonNode`, `ASTextCellNode`, `ASVideoPlayerNode`). If a superclass is not known
(declared in a file nodelint was not given, or not a Texture class), the rule stays silent.

## Triggering examples

```swift
final class RowCell: ASCellNode {
    private let textNode = ASTextNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        _ = ↓super.layoutSpecThatFits(constrainedSize)
        return ASWrapperLayoutSpec(layoutElement: textNode)
    }
}
```

```swift
final class BannerNode: ASDisplayNode {
    private let imageNode = ASNetworkImageNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let spec = ↓super.layoutSpecThatFits(constrainedSize)
        spec.style.flexGrow = 1
        return ASBackgroundLayoutSpec(child: spec, background: imageNode)
    }
}
```

```swift
// The project superclass does not override layoutSpecThatFits, so super reaches ASDisplayNode.
class BaseCardNode: ASDisplayNode {
    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        cornerRadius = 12
    }
}

final class PromoCardNode: BaseCardNode {
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12),
                                 child: ↓super.layoutSpecThatFits(constrainedSize))
    }
}
```

```swift
// ASImageNode implements calculateSizeThatFits, not layoutSpecThatFits.
final class ThumbnailNode: ASImageNode {
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let base = ↓super.layoutSpecThatFits(constrainedSize)
        return ASRatioLayoutSpec(ratio: 1, child: base)
    }
}
```

```objc
@interface PostNode : ASDisplayNode
@end

@implementation PostNode {
    ASTextNode *_textNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    ASLayoutSpec *base = [↓super layoutSpecThatFits:constrainedSize];
    return [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsMake(4, 4, 4, 4) child:base];
}
@end
```

```objc
// The superclass chain reaches ASDisplayNode through a project class that does not implement it.
@interface BaseCardNode : ASCellNode
@end

@implementation BaseCardNode
@end

@interface CardNode : BaseCardNode
@end

@implementation CardNode {
    ASTextNode *_titleNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    [↓super layoutSpecThatFits:constrainedSize];
    return [ASWrapperLayoutSpec wrapperWithLayoutElement:_titleNode];
}
@end
```

## Non-triggering examples

```swift
// No super call: the override builds its own spec.
final class RowCell: ASCellNode {
    private let textNode = ASTextNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        return ASWrapperLayoutSpec(layoutElement: textNode)
    }
}
```

```swift
// ASButtonNode and ASTextCellNode implement layoutSpecThatFits: wrapping their spec is legitimate.
final class PillButtonNode: ASButtonNode {
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let content = super.layoutSpecThatFits(constrainedSize)
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 6, left: 14, bottom: 6, right: 14), child: content)
    }
}

final class FootnoteCell: ASTextCellNode {
    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16),
                                 child: super.layoutSpecThatFits(constrainedSize))
    }
}
```

```swift
// A project superclass (two levels up) implements it.
class BaseCardNode: ASDisplayNode {
    let titleNode = ASTextNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12), child: titleNode)
    }
}

class HighlightedCardNode: BaseCardNode {}

final class PromoCardNode: HighlightedCardNode {
    private let badgeNode = ASImageNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let card = super.layoutSpecThatFits(constrainedSize)
        return ASCornerLayoutSpec(child: card, corner: badgeNode, location: .topRight)
    }
}
```

```swift
// The superclass is declared in another file: nodelint cannot tell, so it stays silent.
final class SponsoredCell: FeedCellNode {
    private let sponsorNode = ASTextNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let stack = ASStackLayoutSpec.vertical()
        stack.children = [super.layoutSpecThatFits(constrainedSize), sponsorNode]
        return stack
    }
}
```

```swift
// Other super calls are not this rule's business.
final class PlayerCell: ASCellNode {
    private let playerNode = ASVideoPlayerNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        return ASRatioLayoutSpec(ratio: 9.0 / 16.0, child: playerNode)
    }

    override func layout() {
        super.layout()
        playerNode.frame = bounds
    }
}
```

```objc
@interface PillButtonNode : ASButtonNode
@end

@implementation PillButtonNode
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    ASLayoutSpec *content = [super layoutSpecThatFits:constrainedSize];
    return [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsMake(6, 14, 6, 14) child:content];
}
@end
```

```objc
// The project superclass implements it, so wrapping its spec is right; an unknown superclass is left alone.
@interface BaseCardNode : ASCellNode
@end

@implementation BaseCardNode {
    ASTextNode *_titleNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    return [ASWrapperLayoutSpec wrapperWithLayoutElement:_titleNode];
}
@end

@interface CardNode : BaseCardNode
@end

@implementation CardNode
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    ASLayoutSpec *base = [super layoutSpecThatFits:constrainedSize];
    return [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsMake(4, 4, 4, 4) child:base];
}
@end

@interface VendorCardNode : VendorBaseNode
@end

@implementation VendorCardNode
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    return [super layoutSpecThatFits:constrainedSize];
}
@end
```

## How to fix

Delete the call and build the spec from the node's own subnodes. If a subclass should extend a
project superclass's layout, give the superclass an overridden `layoutSpecThatFits` (or a helper that
returns its spec) and wrap that.

## Notes

- The call is reported wherever it appears in the class (usually `layoutSpecThatFits` itself).
- Calling super in `layoutSpecThatFits` is the one case where a missing super call is right;
  `missing-super-call` never asks for it.

"""###),
    (#"""
transition-layout-misuse.md
"""#, ###"""
---
id: transition-layout-misuse
severity: error
category: transitions
languages: swift, objective-c
enabled: true
runtime-observable: true
source: docs/texture-facts.md#transition-layout-misuse; Source/ASDisplayNode.h:907-940; Source/ASDisplayNode+Layout.mm:600-663 (both transition methods assert the main thread); Source/Private/ASLayoutTransition.mm:93-147 (insertions always applied, removals only with automaticallyManagesSubnodes); docs/_docs/layout-transition-api.md:16 (the Layout Transition API requires automaticallyManagesSubnodes)
summary: `transitionLayout` is called off the main thread, or on a node that does not manage its subnodes automatically.
---

# Layout transition started off the main thread or without automatic subnode management

`transitionLayout(withAnimation:shouldMeasureAsync:measurementCompletion:)` and
`transitionLayout(with:animated:shouldMeasureAsync:measurementCompletion:)` animate a node from its
current layout to a new one. Both assert the main thread: the transition reads and animates the
node's views. From a background queue they assert in Debug and race with UIKit in Release.

The Layout Transition API is built on automatic subnode management: Texture computes which subnodes
the new layout inserts and removes, animates them in and out, and applies the changes when the
transition completes. On a node with `automaticallyManagesSubnodes` off, Texture still inserts what
the new layout adds, but it removes nothing (ASLayoutTransition.mm:129-147): a transition meant to
hide a node leaves it on screen with its old frame.

The rule reports calls of either method, at the method name:

- (error) when the call runs off the main thread: in a node's `init`, layout code, a node block,
  drawing code, `willBeginBatchFetchWith`, or a closure sent to `DispatchQueue.global()` or a
  non-main `OperationQueue`;
- (warning) when the receiver's class is known not to manage its subnodes automatically: `self`
  or a node property or local of a project class in which no class of the superclass chain sets
  `automaticallyManagesSubnodes = true` (and that does not inherit it from `ASButtonNode` or
  `ASTextCellNode`), with no such assignment on the same identifier either; and only when that
  class's `layoutSpecThatFits` places some subnodes in some layouts and not in others (a node named
  in some arms of an `if` or a `switch` but not in every arm of an exhaustive one, in a ternary or a
  `??`, or a `var` array of nodes whose contents the code can replace): a transition between layouts that hold the same subnodes drops none, so nothing is left
  behind. Code that removes subnodes itself (`oldNode.removeFromSupernode()`) before it starts the
  transition, in the same method, manages what the new layout drops and is not reported.

Calls match Texture's methods by their full name (a project method `transitionLayout()` is not
Texture's), and a helper reached with a constant argument (`update(animated: false)`) is not
followed into the branch that argument rules out.

## Triggering examples

```swift
final class ProfileHeaderNode: ASDisplayNode {
    let bioNode = ASTextNode()
    var isExpanded = false

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    func reload(from store: ProfileStore) {
        DispatchQueue.global(qos: .userInitiated).async {
            self.isExpanded = store.prefersExpandedBio()
            self.↓transitionLayout(withAnimation: true, shouldMeasureAsync: true, measurementCompletion: nil)
        }
    }
}

final class ProfileStore {
    func prefersExpandedBio() -> Bool { false }
}
```

```swift
final class LoadingFooterNode: ASDisplayNode {
    var isLoading = false

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }
}

final class FeedViewController: ASDKViewController<ASTableNode>, ASTableDelegate {
    let footerNode = LoadingFooterNode()

    func tableNode(_ tableNode: ASTableNode, willBeginBatchFetchWith context: ASBatchContext) {
        footerNode.isLoading = true
        footerNode.↓transitionLayout(withAnimation: true, shouldMeasureAsync: false, measurementCompletion: nil)
    }
}
```

```swift
final class ExpandableCell: ASCellNode {
    let titleNode = ASTextNode()
    let detailNode = ASTextNode()
    var isExpanded = false

    override init() {
        super.init()
        addSubnode(titleNode)
        addSubnode(detailNode)
    }

    @objc func toggle() {
        isExpanded.toggle()
        ↓transitionLayout(withAnimation: true, shouldMeasureAsync: false, measurementCompletion: nil)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let children: [ASLayoutElement] = isExpanded ? [titleNode, detailNode] : [titleNode]
        return ASStackLayoutSpec(direction: .vertical, spacing: 4, justifyContent: .start,
                                 alignItems: .stretch, children: children)
    }
}
```

```swift
// The spec's children are a var array the node replaces: the avatars it drops stay subnodes.
final class AgentsHeaderNode: ASDisplayNode {
    var avatarNodes: [ASNetworkImageNode] = []

    func show(agents: [URL]) {
        avatarNodes = agents.map { url in
            let avatar = ASNetworkImageNode()
            avatar.url = url
            return avatar
        }
        avatarNodes.forEach(addSubnode)
        ↓transitionLayout(withAnimation: true, shouldMeasureAsync: false, measurementCompletion: nil)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASStackLayoutSpec(direction: .horizontal, spacing: 8, justifyContent: .center, alignItems: .center,
                          children: avatarNodes)
    }
}
```

```swift
final class CardNode: ASDisplayNode {
    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }
}

final class CardViewController: ASDKViewController<ASDisplayNode> {
    let cardNode = CardNode()
    let queue = OperationQueue()

    func resize(to size: CGSize) {
        queue.addOperation {
            self.cardNode.↓transitionLayout(with: ASSizeRangeMake(size), animated: true,
                                            shouldMeasureAsync: true, measurementCompletion: nil)
        }
    }
}
```

```objc
@interface ProfileHeaderNode : ASDisplayNode
@property (nonatomic) BOOL expanded;
@end

@implementation ProfileHeaderNode
- (instancetype)init {
    if ((self = [super init])) {
        self.automaticallyManagesSubnodes = YES;
    }
    return self;
}

- (void)reload {
    dispatch_async(dispatch_get_global_queue(QOS_CLASS_USER_INITIATED, 0), ^{
        self.expanded = YES;
        [self ↓transitionLayoutWithAnimation:YES shouldMeasureAsync:NO measurementCompletion:nil];
    });
}
@end
```

```objc
// Off the main thread from a batch fetch, and (warning) on a node without automatic subnode
// management.
@interface StoryViewController : ASDKViewController<ASCollectionNode *> <ASCollectionDelegate>
@end

@implementation StoryViewController {
    ASDisplayNode *_headerNode;
}
- (void)collectionNode:(ASCollectionNode *)collectionNode willBeginBatchFetchWithContext:(ASBatchContext *)context {
    [self.node ↓transitionLayoutWithAnimation:YES shouldMeasureAsync:YES measurementCompletion:nil];
    [context completeBatchFetching:YES];
}
@end

@interface SummaryNode : ASDisplayNode
@property (nonatomic) BOOL expanded;
@end

@implementation SummaryNode {
    ASTextNode *_titleNode;
    ASTextNode *_detailNode;
}
- (void)expand {
    self.expanded = YES;
    [self ↓transitionLayoutWithSizeRange:ASSizeRangeMake(CGSizeZero, CGSizeMake(320, 600))
                                animated:YES
                      shouldMeasureAsync:NO
                   measurementCompletion:nil];
}

- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    NSArray *children = self.expanded ? @[_titleNode, _detailNode] : @[_titleNode];
    return [ASWrapperLayoutSpec wrapperWithLayoutElements:children];
}
@end
```

```swift
// A cell node's init, and the node is created in a node block, on a background thread.
final class BadgeCellNode: ASCellNode {
    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        ↓transitionLayout(withAnimation: false, shouldMeasureAsync: false, measurementCompletion: nil)
    }
}

final class BadgesController: ASDKViewController<ASTableNode>, ASTableDataSource {
    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        return { BadgeCellNode() }
    }
}
```

## Non-triggering examples

```swift
// The documented shape: automatic subnode management, transition started on the main thread.
final class ProfileHeaderNode: ASDisplayNode {
    let bioNode = ASTextNode()
    var isExpanded = false

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    func reload(from store: ProfileStore) {
        DispatchQueue.global(qos: .userInitiated).async {
            let expanded = store.prefersExpandedBio()
            DispatchQueue.main.async {
                self.isExpanded = expanded
                self.transitionLayout(withAnimation: true, shouldMeasureAsync: true, measurementCompletion: nil)
            }
        }
    }
}

final class ProfileStore {
    func prefersExpandedBio() -> Bool { false }
}
```

```swift
// Trap: a property observer's thread is the setter's caller's, which is not known; not reported.
final class ExpandableCell: ASCellNode {
    let titleNode = ASTextNode()
    let detailNode = ASTextNode()
    var isExpanded = false {
        didSet {
            transitionLayout(withAnimation: true, shouldMeasureAsync: false, measurementCompletion: nil)
        }
    }

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }
}
```

```swift
// Trap: ASButtonNode turns automatic subnode management on in its own init.
final class FollowButtonNode: ASButtonNode {
    var isFollowing = false

    override init() {
        super.init()
        addTarget(self, action: #selector(tapped), forControlEvents: .touchUpInside)
    }

    @objc func tapped() {
        isFollowing.toggle()
        transitionLayout(withAnimation: true, shouldMeasureAsync: false, measurementCompletion: nil)
    }
}
```

```swift
// Trap: setNeedsLayout is safe from any thread; completion handlers of the app's APIs are not known.
final class StatusNode: ASDisplayNode {
    var status = ""
    let service = StatusService()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    func refresh() {
        DispatchQueue.global().async {
            self.status = "Updated"
            self.setNeedsLayout()
        }
        service.fetch { status in
            self.status = status
            self.transitionLayout(withAnimation: true, shouldMeasureAsync: false, measurementCompletion: nil)
        }
    }
}

final class StatusService {
    func fetch(completion: @escaping (String) -> Void) {}
}
```

```swift
// Trap: a view controller's methods and ASPerformBlockOnMainThread run on the main thread; the
// root node's management is set on the same identifier.
final class SearchViewController: ASDKViewController<ASDisplayNode> {
    var showsFilters = false

    override init() {
        super.init(node: ASDisplayNode())
        node.automaticallyManagesSubnodes = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc func filtersTapped() {
        showsFilters.toggle()
        node.transitionLayout(withAnimation: true, shouldMeasureAsync: false, measurementCompletion: nil)
    }

    func filtersDidLoad() {
        ASPerformBlockOnMainThread {
            self.node.transitionLayout(withAnimation: false, shouldMeasureAsync: false, measurementCompletion: nil)
        }
    }
}
```

```swift
// Trap: without automatic management a transition leaves behind the subnodes the new layout drops;
// this spec holds the same subnodes in every layout (only the spacing changes), so nothing is left.
final class StatusBarNode: ASDisplayNode {
    let iconNode = ASImageNode()
    let labelNode = ASTextNode()
    var isCompact = false

    override init() {
        super.init()
        addSubnode(iconNode)
        addSubnode(labelNode)
    }

    @objc func toggle() {
        isCompact.toggle()
        transitionLayout(withAnimation: true, shouldMeasureAsync: false, measurementCompletion: nil)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASStackLayoutSpec(direction: .horizontal, spacing: isCompact ? 4 : 12, justifyContent: .start,
                          alignItems: .center, children: [iconNode, labelNode])
    }
}
```

```swift
// Trap: calls match by their full name. The project's own `transitionLayout()` (no arguments) is not
// Texture's transitionLayout(withAnimation:shouldMeasureAsync:measurementCompletion:).
final class OnboardingNode: ASDisplayNode {
    private(set) var step = 0

    override init() {
        super.init()
        transitionLayout()
    }

    func transitionLayout() {
        step += 1
    }
}
```

```swift
// Trap: a helper that init calls with `animated: false` never reaches the branch that transitions.
final class RatingNode: ASDisplayNode {
    var rating = 0

    init(rating: Int) {
        super.init()
        automaticallyManagesSubnodes = true
        update(rating: rating, animated: false)
    }

    func update(rating: Int, animated: Bool) {
        self.rating = rating
        if animated {
            transitionLayout(withAnimation: true, shouldMeasureAsync: false, measurementCompletion: nil)
        } else {
            setNeedsLayout()
        }
    }
}
```

```objc
// Objective-C: the transition is sent to the main queue.
@interface ProfileHeaderNode : ASDisplayNode
@end

@implementation ProfileHeaderNode
- (instancetype)init {
    if ((self = [super init])) {
        self.automaticallyManagesSubnodes = YES;
    }
    return self;
}

- (void)reload {
    dispatch_async(dispatch_get_main_queue(), ^{
        [self transitionLayoutWithAnimation:YES shouldMeasureAsync:NO measurementCompletion:nil];
    });
}
@end
```

```objc
// ASPerformBlockOnMainThread, and a node class that inherits automatic subnode management.
@interface ToggleButtonNode : ASButtonNode
@end

@implementation ToggleButtonNode
- (void)toggle {
    [self transitionLayoutWithAnimation:YES shouldMeasureAsync:NO measurementCompletion:nil];
}

- (void)toggleLater {
    dispatch_async(dispatch_get_global_queue(QOS_CLASS_DEFAULT, 0), ^{
        ASPerformBlockOnMainThread(^{
            [self transitionLayoutWithAnimation:YES shouldMeasureAsync:NO measurementCompletion:nil];
        });
    });
}
@end
```

```swift
// Trap: a spec whose subnodes change (an array the code replaces), but the method removes the old
// subnodes by hand before it adds the new ones and starts the transition: nothing is left behind.
final class AvatarRowNode: ASDisplayNode {
    var avatarNodes: [ASNetworkImageNode] = []

    func load(_ urls: [URL]) {
        for node in subnodes ?? [] {
            node.removeFromSupernode()
        }
        avatarNodes = urls.map { url in
            let node = ASNetworkImageNode()
            node.url = url
            return node
        }
        for node in avatarNodes {
            addSubnode(node)
        }
        transitionLayout(withAnimation: false, shouldMeasureAsync: true, measurementCompletion: nil)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASStackLayoutSpec(direction: .horizontal, spacing: -16, justifyContent: .end, alignItems: .center, children: avatarNodes)
    }
}
```

```swift
// Trap: every arm of the switch places the same subnodes, in another order: a transition between
// these layouts drops none.
final class KeyboardNode: ASDisplayNode {
    enum Panel { case text, emoji }
    let toolBar = ASDisplayNode()
    let panelNode = ASDisplayNode()
    var panel = Panel.text

    override init() {
        super.init()
        addSubnode(toolBar)
        addSubnode(panelNode)
    }

    func show(_ newPanel: Panel) {
        panel = newPanel
        transitionLayout(withAnimation: true, shouldMeasureAsync: false, measurementCompletion: nil)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        switch panel {
        case .text:
            return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .end, alignItems: .stretch, children: [toolBar, panelNode])
        case .emoji:
            return ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .start, alignItems: .stretch, children: [panelNode, toolBar])
        }
    }
}
```

```swift
// Created only in viewDidLoad: this init runs on the main thread (see Evidence).
final class BannerNode: ASDisplayNode {
    override init() {
        super.init()
        automaticallyManagesSubnodes = true
        transitionLayout(withAnimation: false, shouldMeasureAsync: false, measurementCompletion: nil)
    }
}

final class HomeViewController: ASDKViewController<ASDisplayNode> {
    override func viewDidLoad() {
        super.viewDidLoad()
        node.addSubnode(BannerNode())
    }
}
```

## How to fix

Turn on `automaticallyManagesSubnodes = true` in the node's `init` and let the layout spec decide
which subnodes exist. Start the transition on the main thread — from a target action, a view
controller method, or `DispatchQueue.main.async` after background work. Without animation,
`setNeedsLayout()` (safe on any thread) is the equivalent.

## Evidence

In a node's initializer the rule relies on where the class is created (see `view-access-in-init`'s
Evidence for how creation sites are found). The init of a node created only on the main thread, whose
class is not visible outside its module, is main-thread code: a transition started there is not
reported. Created on a background thread somewhere, the finding carries a note at that creation site.
No creation site known, or a public class: the initializer is treated as code that may run off the
main thread, as Texture's contract says. `evidence: contract` in `.nodelint.yml` does that for every
initializer.

## Notes

- The catalog suggests a warning for transitions started from a property's `didSet`; this page does
  not report them: the setter's thread is the caller's, and setters are mostly called from main
  (tap handlers). Code that sets such a property from a background context is where the problem is,
  and following that is out of reach of a per-file rule.
- Closures passed to the app's own APIs have an unknown context and are not reported.
- A receiver typed as plain `ASDisplayNode` (whose instance may have management turned on elsewhere)
  is not given the warning, unless the same class sets management on that identifier.
- One call gets at most one diagnostic; an off-main call on a node without management is reported as
  the error.
- What a run shows: the off-main call asserts. The missing subnode management shows when a
  transition drops a subnode — it is not removed and stays on screen — which the reference model
  records at the `transitionLayout` call; a transition that only adds subnodes works, but the rule
  cannot know from the source which kind a call is, hence the warning.

"""###),
    (#"""
uikit-in-init.md
"""#, ###"""
---
id: uikit-in-init
severity: error
category: threading
languages: swift, objective-c
enabled: true
runtime-observable: true
source: Subclassing page (-init); docs/texture-facts.md#uikit-in-init; docs/_docs/faq.md:37-39; Source/ASDisplayNode.h:119-159
summary: A node's initializer creates UIKit views or view controllers, or uses a main-thread-only UIKit singleton.
---

# UIKit used in a node's initializer

A node's `init` must be callable on any thread: a node block creates cell nodes on a background
queue, several at a time. UIKit views and view controllers, and singletons such as `UIScreen.main`
and `UIApplication.shared`, may only be used on the main thread. Creating a `UILabel` or reading
`UIScreen.main.bounds` while a cell node initializes works in a quick test on the main thread and
then fails under the Main Thread Checker, or corrupts UIKit state, once the cell is built by a node
block. The Subclassing page says never to initialize UIKit objects in `init`.

The rule looks at every initializer of a node class, at the initializers of its stored properties
(they run as part of `init`), at the methods `init` calls (the diagnostic carries a note naming the
call) and at `lazy` property initializers that `init` reaches. It reports:

- the construction of a `UIView` or `UIViewController` subclass (UIKit's, MapKit's `MKMapView`,
  WebKit's `WKWebView`, and project classes deriving from them), at the type name;
- a main-thread-only singleton: `UIScreen.main`, `UIApplication.shared`, `UIDevice.current.orientation`
  (Objective-C: `[UIScreen mainScreen]`, `UIScreen.mainScreen`, `[UIApplication sharedApplication]`,
  `[UIDevice currentDevice].orientation`), at the type name.

## Triggering examples

```swift
final class PlayerCell: ASCellNode {
    private let slider = ↓UISlider()
    private let titleNode = ASTextNode()

    override init() {
        super.init()
        addSubnode(titleNode)
    }
}
```

```swift
final class CommentsNode: ASDisplayNode {
    private let loaderNode = ASDisplayNode()

    override init() {
        super.init()
        loaderNode.style.width = ASDimensionMake(↓UIScreen.main.bounds.width)
        addSubnode(loaderNode)
    }
}
```

```swift
// An ASCellNode's selectedBackgroundView is a UIView: create it on the main thread.
final class SettingsCell: ASCellNode {
    override init() {
        super.init()
        selectionStyle = .default
        let background = ↓UIView()
        background.backgroundColor = .systemGray5
        selectedBackgroundView = background
    }
}
```

```swift
// Created in init and only captured by the view block: still created in init.
final class ToggleNode: ASDisplayNode {
    private let switchNode: ASDisplayNode

    override init() {
        let toggle = ↓UISwitch()
        switchNode = ASDisplayNode(viewBlock: { toggle })
        super.init()
        addSubnode(switchNode)
    }
}
```

```swift
// Project view and view-controller classes count; so does a helper that init calls.
final class GradientView: UIView {}
final class PlayerViewController: UIViewController {}

final class VideoCell: ASCellNode {
    private let player = ↓PlayerViewController()

    init(title: String) {
        super.init()
        configureBackground()
    }

    private func configureBackground() {
        let gradient = ↓GradientView()
        gradient.alpha = 0.6
        if ↓UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft {
            gradient.transform = CGAffineTransform(scaleX: -1, y: 1)
        }
    }
}
```

```swift
// A lazy property first touched in init is created in init.
final class LinkPreviewNode: ASDisplayNode {
    private lazy var webView = ↓WKWebView()

    override init() {
        super.init()
        webView.isOpaque = false
    }
}
```

```objc
@interface ProfileHeaderNode : ASDisplayNode
@end

@implementation ProfileHeaderNode {
    UILabel *_badgeLabel;
    ASTextNode *_nameNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        _badgeLabel = [[↓UILabel alloc] init];
        _nameNode = [[ASTextNode alloc] init];
        CGFloat width = [↓UIScreen mainScreen].bounds.size.width;
        _nameNode.style.maxWidth = ASDimensionMake(width - 32.0);
        [self addSubnode:_nameNode];
    }
    return self;
}
@end
```

```objc
@interface StatusCellNode : ASCellNode
@end

@implementation StatusCellNode
- (instancetype)init {
    if ((self = [super init])) {
        if (↓UIApplication.sharedApplication.applicationState == UIApplicationStateBackground) {
            self.neverShowPlaceholders = YES;
        }
        self.selectedBackgroundView = [↓UIView new];
    }
    return self;
}
@end
```

```objc
// A project view class, a view created in init and only captured by the view block, the device
// orientation, and UIScreen.mainScreen in property syntax.
@interface AvatarView : UIImageView
@end

@implementation AvatarView
@end

@interface AuthorCellNode : ASCellNode
@end

@implementation AuthorCellNode {
    ASDisplayNode *_avatarNode;
    BOOL _isLandscape;
    CGFloat _hairline;
}
- (instancetype)init {
    if ((self = [super init])) {
        AvatarView *avatar = [[↓AvatarView alloc] initWithFrame:CGRectZero];
        _avatarNode = [[ASDisplayNode alloc] initWithViewBlock:^UIView *{
            return avatar;
        }];
        _isLandscape = UIDeviceOrientationIsLandscape([↓UIDevice currentDevice].orientation);
        _hairline = 1.0 / ↓UIScreen.mainScreen.scale;
        [self addSubnode:_avatarNode];
    }
    return self;
}
@end
```

```swift
// Views assigned to stored properties in init, through self or not, are created in init.
final class PlayerControlsNode: ASDisplayNode {
    private var slider: UISlider!
    private var field: UITextField

    override init() {
        field = ↓UITextField()
        super.init()
        self.slider = ↓UISlider()
        slider.minimumValue = 0
    }
}
```

```objc
@interface SearchBarNode : ASDisplayNode
@property (nonatomic, strong) UISlider *slider;
@end

@implementation SearchBarNode {
    UITextField *_field;
}
- (instancetype)init {
    if ((self = [super init])) {
        _field = [↓UITextField new];
        self.slider = [[↓UISlider alloc] init];
    }
    return self;
}
@end
```

## Non-triggering examples

```swift
// A view block runs on the main thread when the node loads: the sanctioned way to wrap a UIView.
final class ToggleNode: ASDisplayNode {
    private let switchNode = ASDisplayNode(viewBlock: { UISwitch() })
    private let sliderNode = ASDisplayNode { UISlider() }

    override init() {
        super.init()
        addSubnode(switchNode)
        addSubnode(sliderNode)
    }
}

final class SpinnerNode: ASDisplayNode {
    override init() {
        super.init()
        setViewBlock {
            UIActivityIndicatorView(style: .medium)
        }
        style.preferredSize = CGSize(width: 20, height: 20)
    }
}
```

```swift
// Value types and immutable UIKit objects are fine off the main thread.
final class TagCell: ASCellNode {
    private let textNode = ASTextNode()
    private let iconNode = ASImageNode()

    init(tag: String) {
        super.init()
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.preferredFont(forTextStyle: .footnote),
            .foregroundColor: UIColor.secondaryLabel,
        ]
        textNode.attributedText = NSAttributedString(string: tag, attributes: attributes)
        iconNode.image = UIImage(named: "tag")
        hitTestSlop = UIEdgeInsets(top: -8, left: -8, bottom: -8, right: -8)
        iconNode.contentMode = UIView.ContentMode.scaleAspectFit
        addSubnode(textNode)
        addSubnode(iconNode)
    }
}
```

```swift
// didLoad and onDidLoad run on the main thread; so does a closure sent to the main queue.
final class CaptionNode: ASDisplayNode {
    private var label: UILabel?

    override init() {
        super.init()
        onDidLoad { node in
            node.view.addSubview(UILabel())
        }
        DispatchQueue.main.async {
            self.label = UILabel()
        }
    }

    override func didLoad() {
        super.didLoad()
        view.addSubview(UIButton(type: .system))
    }
}
```

```swift
// A collection view layout is not a view: ASCollectionNode takes one in init (Texture's own examples
// build it there) and creates its view from it on the main thread when it loads.
final class GalleryNode: ASDisplayNode {
    private let flowLayout: UICollectionViewFlowLayout
    private let collectionNode: ASCollectionNode

    override init() {
        flowLayout = UICollectionViewFlowLayout()
        flowLayout.scrollDirection = .horizontal
        collectionNode = ASCollectionNode(collectionViewLayout: flowLayout)
        super.init()
        addSubnode(collectionNode)
    }
}
```

```swift
// A view controller's initializer runs on the main thread.
final class ComposeViewController: ASDKViewController<ASDisplayNode> {
    private let toolbar = UIToolbar()

    override init() {
        super.init(node: ASDisplayNode())
        let scale = UIScreen.main.scale
        toolbar.layer.borderWidth = 1 / scale
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
```

```swift
// Gesture recognizers are gesture-in-init's; view controllers of Texture are vc-created-off-main's.
final class CommentsViewController: ASDKViewController<ASTableNode> {}

final class ThreadCell: ASCellNode {
    private let tap = UITapGestureRecognizer()
    private let comments = CommentsViewController()
}
```

```swift
// Declared types, layers, and UIKit in a closure handed to an API nodelint does not know.
final class ArtworkNode: ASDisplayNode {
    private var hostedView: UIImageView?
    private let ring = CAShapeLayer()

    init(loader: ImageLoader) {
        super.init()
        ring.lineWidth = 2
        loader.load { image in
            self.hostedView = UIImageView(image: image)
        }
    }
}

final class ImageLoader {
    func load(_ completion: @escaping (UIImage?) -> Void) {}
}
```

```objc
@interface ProfileHeaderNode : ASDisplayNode
@end

@implementation ProfileHeaderNode {
    ASDisplayNode *_switchNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        _switchNode = [[ASDisplayNode alloc] initWithViewBlock:^UIView *{
            return [[UISwitch alloc] init];
        }];
        self.backgroundColor = [UIColor systemBackgroundColor];
        [self addSubnode:_switchNode];
    }
    return self;
}

- (void)didLoad {
    [super didLoad];
    [self.view addSubview:[[UILabel alloc] init]];
}
@end
```

```objc
// Thread-safe UIKit values, the device's idiom, and a view controller's initializer (main thread).
@interface QuoteCellNode : ASCellNode
@end

@implementation QuoteCellNode {
    ASTextNode *_quoteNode;
    UIEdgeInsets _insets;
}
- (instancetype)initWithQuote:(NSString *)quote {
    if ((self = [super init])) {
        NSDictionary *attributes = @{NSFontAttributeName: [UIFont italicSystemFontOfSize:15],
                                     NSForegroundColorAttributeName: [UIColor darkGrayColor]};
        _quoteNode = [[ASTextNode alloc] init];
        _quoteNode.attributedText = [[NSAttributedString alloc] initWithString:quote attributes:attributes];
        _insets = UIEdgeInsetsMake(8, 16, 8, 16);
        UIBezierPath *path = [UIBezierPath bezierPathWithRoundedRect:CGRectMake(0, 0, 40, 40) cornerRadius:8];
        self.borderWidth = path.lineWidth;
        if ([UIDevice currentDevice].userInterfaceIdiom == UIUserInterfaceIdiomPad) {
            _insets = UIEdgeInsetsMake(16, 32, 16, 32);
        }
        [self addSubnode:_quoteNode];
    }
    return self;
}
@end

@interface QuoteViewController : UIViewController
@end

@implementation QuoteViewController {
    UILabel *_titleLabel;
}
- (instancetype)init {
    if ((self = [super initWithNibName:nil bundle:nil])) {
        _titleLabel = [[UILabel alloc] init];
    }
    return self;
}
@end
```

```objc
// Views created in blocks given to setViewBlock: run on the main thread when the node loads.
@interface SwitchRowNode : ASDisplayNode
@end

@implementation SwitchRowNode {
    ASDisplayNode *_switchNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        _switchNode = [[ASDisplayNode alloc] init];
        [_switchNode setViewBlock:^UIView *{
            return [[UISwitch alloc] init];
        }];
        [self addSubnode:_switchNode];
    }
    return self;
}
@end
```

## How to fix

Wrap UIKit views in nodes created with a view block (`ASDisplayNode { UISwitch() }`,
`setViewBlock { … }`), or create them in `didLoad()`. Use the size Texture hands you
(`constrainedSize` in `layoutSpecThatFits`) instead of `UIScreen.main.bounds`, and `ASScreenScale()`
instead of `UIScreen.main.scale`. Read app-wide state (layout direction, application state) on the
main thread and pass it to the node's initializer. Host view controllers with
`ASCellNode(viewControllerBlock:didLoad:)`.

## Notes

- Not reported: `UIColor`, `UIFont`, `UIImage` (including `UIImage(named:)`, see
  `draw-thread-safety`), `UIEdgeInsets`, `UIBezierPath`, `UIGraphicsImageRenderer`,
  `NSAttributedString`, enums and option sets nested in UIKit types (`UIView.ContentMode`), type
  annotations (`var hostedView: UIImageView?`), and Core Animation layers (`CALayer()`, `CAShapeLayer()`).
- `UIDevice.current` is reported only for `orientation`.
- Gesture recognizers (construction and `addGestureRecognizer`) are reported by `gesture-in-init`;
  constructions of Texture's view controllers (`ASDKViewController` and its subclasses,
  `ASDKNavigationController`, `ASTabBarController`) by `vc-created-off-main`. Reading `view`/`layer`
  is `view-access-in-init`'s. This rule does not report those tokens.
- A view controller's initializer, a `UIView` subclass's initializer and closures that run on the
  main thread (`onDidLoad`, view blocks, `DispatchQueue.main.async`, `ASCellNode(viewControllerBlock:)`)
  are not node initialization. Closures passed to APIs nodelint does not know are not checked.

## Evidence

Texture's contract is that a node's init may run on any thread; whether a finding happens today depends
on where the class is created. nodelint reads every creation site in the project — `HeaderNode(…)`,
`HeaderNode.init(…)`, `.init(…)` where the type is written, `[[HeaderNode alloc] init…]`, `[HeaderNode new]`,
a method that returns the node (`makeCell(for:) -> ASCellNode`), the creation of a subclass (its init
runs this one), a node created in another node's init (it runs where that node is created), in Swift
and Objective-C alike — and judges the finding by them:

- **Created somewhere on a background thread** (in a node block, on `DispatchQueue.global()` or a queue
  the code made, in `willBeginBatchFetchWith`): the finding happens today. It is reported at the rule's
  level (error), with a note at that creation site (`FeedViewController.swift:9:13: note: FeedCellNode is
  created here, in a node block, which runs on a background thread`).
- **Created only on the main thread** (`viewDidLoad`, `nodeForRowAt`, a view controller's target-action
  handler), and the class is not visible outside its module (not `public` or `open` in a framework or library target, not declared in a
  header of a framework or library other modules import): it works today and breaks the day the node
  moves to a node block. It is reported one level lower (warning), with a note at a creation site
  (`… note: HeaderNode is created here, on the main thread; Texture still requires a node's init to be
  safe on any thread`).
- **Nothing known**: no creation site found, some only in code whose thread nodelint does not know, or a
  public class: the rule's level, without a note.

A `severity:` for the rule in `.nodelint.yml` moves all three together (the main-only level stays one
below it); `evidence: contract` reports every finding at the rule's level, without notes.

"""###),
    (#"""
uikit-in-layout-spec.md
"""#, ###"""
---
id: uikit-in-layout-spec
severity: error
category: layout
languages: swift, objective-c
enabled: true
runtime-observable: true
source: docs/texture-facts.md#uikit-in-layout-spec; Subclassing page (layoutSpecThatFits); docs/_docs/development/threading.md:13-15; Source/ASDisplayNode+LayoutSpec.mm:38-53 (measurement runs under the node lock, usually off main)
summary: Layout code (`layoutSpecThatFits`, `calculateSizeThatFits`, a `layoutSpecBlock`) creates UIKit views or reads main-thread-only UIKit state such as `UIScreen.main`.
---

# UIKit used while a node is measured

Texture measures nodes off the main thread: a node block creates a cell node on a background queue
and measures it right there, and `layoutSpecThatFits`, `calculateSizeThatFits` and a
`layoutSpecBlock` all run while Texture holds the node's lock. UIKit views and the main-thread
singletons (`UIScreen.main`, `UIApplication.shared`, `UIDevice.current.orientation`, windows) may
only be used on the main thread. Off it, Main Thread Checker stops a Debug run; in Release the
result is a torn read or a rare crash deep inside UIKit.

The values are usually the wrong input anyway: a node is laid out in the size its parent offers
(`constrainedSize`), which is not the screen's width in split view, in a sheet, or in a cell with
insets. `ASScreenScale()` is Texture's thread-safe replacement for `UIScreen.main.scale`.

The rule reports, inside those bodies: the construction of a UIKit view, view controller or gesture
recognizer (at the type name), and a main-thread-only singleton (at the type name:
`UIScreen.main`, `UIApplication.shared`, `UIDevice.current.orientation`). A private helper of the
class that is called from `layoutSpecThatFits` runs in the layout pass too and is checked the same
way (the diagnostic names the call). A `lazy var` whose every use in the class is inside layout code
is created by that layout code, so its initializer is checked as well.

## Triggering examples

```swift
final class ArticleCell: ASCellNode {
    let imageNode = ASNetworkImageNode()
    let titleNode = ASTextNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let width = ↓UIScreen.main.bounds.width - 32
        imageNode.style.preferredSize = CGSize(width: width, height: width * 0.5)
        return ASStackLayoutSpec(direction: .vertical, spacing: 8, justifyContent: .start,
                                 alignItems: .stretch, children: [imageNode, titleNode])
    }
}
```

```swift
final class TagNode: ASDisplayNode {
    var text = ""

    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        let label = ↓UILabel()
        label.font = .systemFont(ofSize: 13)
        label.text = text
        return label.sizeThatFits(constrainedSize)
    }
}
```

```swift
final class ComposerViewController: ASDKViewController<ASDisplayNode> {
    let inputNode = ASEditableTextNode()

    override init() {
        super.init(node: ASDisplayNode())
        node.automaticallyManagesSubnodes = true
        node.layoutSpecBlock = { [weak self] _, _ in
            guard let self = self else { return ASLayoutSpec() }
            let bottom = ↓UIApplication.shared.windows.first?.safeAreaInsets.bottom ?? 0
            let insets = UIEdgeInsets(top: 0, left: 16, bottom: bottom, right: 16)
            return ASInsetLayoutSpec(insets: insets, child: self.inputNode)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
```

```swift
final class GalleryCell: ASCellNode {
    let photoNode = ASNetworkImageNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let ratio: CGFloat = ↓UIDevice.current.orientation.isLandscape ? 0.5 : 1
        return ASRatioLayoutSpec(ratio: ratio, child: photoNode)
    }
}
```

```swift
final class ContactCell: ASCellNode {
    let nameNode = ASTextNode()
    let separatorNode = ASDisplayNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASStackLayoutSpec(direction: .vertical, spacing: 12, justifyContent: .start,
                          alignItems: .stretch, children: [nameNode, separatorSpec()])
    }

    private func separatorSpec() -> ASLayoutSpec {
        separatorNode.style.height = ASDimensionMake(1 / ↓UIScreen.main.scale)
        return ASWrapperLayoutSpec(layoutElement: separatorNode)
    }
}
```

```swift
final class BubbleNode: ASDisplayNode {
    var message = ""
    private lazy var sizingLabel: UILabel = {
        let label = ↓UILabel()
        label.numberOfLines = 0
        return label
    }()

    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        sizingLabel.text = message
        return sizingLabel.sizeThatFits(constrainedSize)
    }
}
```

```objc
@interface ArticleCellNode : ASCellNode
@end

@implementation ArticleCellNode {
    ASNetworkImageNode *_imageNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    CGFloat width = [↓UIScreen mainScreen].bounds.size.width;
    _imageNode.style.preferredSize = CGSizeMake(width, width / 2);
    return [ASWrapperLayoutSpec wrapperWithLayoutElement:_imageNode];
}
@end
```

```objc
@interface TagNode : ASDisplayNode
@property (nonatomic, copy) NSString *text;
@end

@implementation TagNode
- (CGSize)calculateSizeThatFits:(CGSize)constrainedSize {
    UILabel *label = [[↓UILabel alloc] init];
    label.text = self.text;
    return [label sizeThatFits:constrainedSize];
}
@end
```

```objc
// [UIApplication sharedApplication] and a helper of the class that layout calls.
@interface ChatBubbleNode : ASDisplayNode
@end

@implementation ChatBubbleNode {
    ASTextNode *_textNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    UIEdgeInsets safeArea = [↓UIApplication sharedApplication].keyWindow.safeAreaInsets;
    return [ASInsetLayoutSpec insetLayoutSpecWithInsets:safeArea child:[self bubbleWithChild:_textNode]];
}

- (ASLayoutSpec *)bubbleWithChild:(id<ASLayoutElement>)child {
    UIImageView *background = [[↓UIImageView alloc] initWithImage:nil];
    return [ASWrapperLayoutSpec wrapperWithLayoutElement:child];
}
@end
```

## Non-triggering examples

```swift
// The sanctioned inputs: the constrained size Texture passes in, and ASScreenScale() (thread-safe).
final class ArticleCell: ASCellNode {
    let imageNode = ASNetworkImageNode()
    let separatorNode = ASDisplayNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let width = constrainedSize.max.width - 32
        imageNode.style.preferredSize = CGSize(width: width, height: width * 0.5)
        separatorNode.style.height = ASDimensionMake(1 / ASScreenScale())
        return ASStackLayoutSpec(direction: .vertical, spacing: 8, justifyContent: .start,
                                 alignItems: .stretch, children: [imageNode, separatorNode])
    }
}
```

```swift
// Trap: UIEdgeInsets, UIFont and UIColor are values, safe on any thread.
final class ChipNode: ASDisplayNode {
    let titleNode = ASTextNode()
    let backgroundNode = ASDisplayNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let font = UIFont.preferredFont(forTextStyle: .footnote)
        let padding = font.lineHeight / 2
        backgroundNode.backgroundColor = UIColor.systemGray5
        let insets = UIEdgeInsets(top: padding, left: padding * 2, bottom: padding, right: padding * 2)
        return ASBackgroundLayoutSpec(child: ASInsetLayoutSpec(insets: insets, child: titleNode),
                                      background: backgroundNode)
    }
}
```

```swift
// Trap: a value read on the main thread (nodeForRowAt runs there) and passed in before layout.
final class FeedCell: ASCellNode {
    let imageNode = ASNetworkImageNode()
    let screenWidth: CGFloat

    init(screenWidth: CGFloat) {
        self.screenWidth = screenWidth
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        ASRatioLayoutSpec(ratio: screenWidth > 600 ? 0.5 : 0.75, child: imageNode)
    }
}

final class FeedViewController: ASDKViewController<ASTableNode>, ASTableDataSource {
    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
        FeedCell(screenWidth: UIScreen.main.bounds.width)
    }
}
```

```swift
// didLoad and layout() run on the main thread: UIKit is at home there.
final class MapPreviewNode: ASDisplayNode {
    private var spinner: UIActivityIndicatorView?

    override func didLoad() {
        super.didLoad()
        let spinner = UIActivityIndicatorView(style: .medium)
        view.addSubview(spinner)
        self.spinner = spinner
    }

    override func layout() {
        super.layout()
        spinner?.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
}
```

```swift
// The node's own view is reported by view-access-in-layout-spec, not a second time here.
final class HeaderNode: ASDisplayNode {
    let titleNode = ASTextNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let top = view.safeAreaInsets.top
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: top, left: 16, bottom: 0, right: 16), child: titleNode)
    }
}
```

```swift
// A UIView subclass is not a node: its sizeThatFits runs on the main thread.
final class TagView: UIView {
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let label = UILabel()
        label.text = "New"
        return label.sizeThatFits(size)
    }
}
```

```objc
// Thread-safe inputs in Objective-C: the constrained size, ASScreenScale() and UIFont.
@interface ArticleCellNode : ASCellNode
@end

@implementation ArticleCellNode {
    ASNetworkImageNode *_imageNode;
    ASDisplayNode *_separatorNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    CGFloat width = constrainedSize.max.width;
    _imageNode.style.preferredSize = CGSizeMake(width, width / 2);
    _separatorNode.style.height = ASDimensionMake(1.0 / ASScreenScale());
    CGFloat spacing = [UIFont systemFontOfSize:15].lineHeight / 2;
    return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionVertical
                                                   spacing:spacing
                                            justifyContent:ASStackLayoutJustifyContentStart
                                                alignItems:ASStackLayoutAlignItemsStretch
                                                  children:@[_imageNode, _separatorNode]];
}
@end
```

```objc
// A value read on the main thread and stored before layout; UIKit in a block sent to the main queue.
@interface ChatBubbleNode : ASDisplayNode
@end

@implementation ChatBubbleNode {
    ASTextNode *_textNode;
    CGFloat _screenWidth;
}
- (void)didLoad {
    [super didLoad];
    _screenWidth = [UIScreen mainScreen].bounds.size.width;
}

- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    _textNode.style.maxWidth = ASDimensionMake(MIN(_screenWidth, constrainedSize.max.width) * 0.7);
    dispatch_async(dispatch_get_main_queue(), ^{
        [UIApplication sharedApplication].networkActivityIndicatorVisible = NO;
    });
    return [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsMake(8, 12, 8, 12) child:_textNode];
}
@end
```

## How to fix

Size from `constrainedSize` (`constrainedSize.max.width`), not from the screen. Use `ASScreenScale()`
for hairlines and pixel rounding. If a layout really depends on something only UIKit knows (the
window's safe area, the interface orientation), read it on the main thread — in the view controller,
in `didLoad`, in `layout()` — store it in a property and call `setNeedsLayout()`; for safe areas set
`automaticallyRelayoutOnSafeAreaChanges = true` and read the node's `safeAreaInsets`. To measure text,
let an `ASTextNode` measure itself, or use `NSAttributedString.boundingRect(with:options:context:)`,
which is thread-safe; create UIKit views in `didLoad` or in a view block.

## Notes

- Boundaries with other rules: `view`/`layer` of any node inside layout code is
  `view-access-in-layout-spec`'s finding; reads of a node's bridged properties (`bounds`, `frame`,
  `isHidden`) are `bridged-read-in-layout-spec`'s. The same UIKit construction in a node's `init` is
  `uikit-in-init`'s, in a node block `node-block-captures-uikit`'s, in drawing code
  `draw-thread-safety`'s. Each token is reported by one rule only.
- Only `orientation` of `UIDevice.current` is reported; other `UIDevice` reads
  (`userInterfaceIdiom`, `systemVersion`) are left alone.
- `UIImage(named:)` is not reported here (see `draw-thread-safety`).
- Calls on an existing UIKit object (a `static let sizingLabel = UILabel()` used from
  `calculateSizeThatFits`) are not followed; only constructions and singletons are reported. A
  `lazy var` that is also used outside layout code (for example in `didLoad`) is not reported,
  because which use comes first is not known statically.
- Helper methods count only when called directly on `self` from layout code and declared in the
  same class or its extensions.

"""###),
    (#"""
unused-suppression.md
"""#, ###"""
---
id: unused-suppression
severity: warning
category: suppressions
languages: swift, objective-c
enabled: true
runtime-observable: false
runtime-reason: a suppression comment is a fact about the source text, not about running code.
source: DESIGN.md (inline suppressions); SwiftLint's superfluous_disable_command
summary: A `// nodelint:disable` comment suppresses nothing, or names a rule that does not exist.
---

# Suppression that suppresses nothing

`// nodelint:disable <ids>`, `disable:next`, `disable:this` and `disable:previous` silence diagnostics.
When the code they covered is fixed, or the rule id is misspelled, the comment stays behind and would
silently swallow a future, real finding. nodelint reports such a comment where it starts, once per rule
id that it suppresses nothing of, and names unknown rule ids. A command without a rule id (`//
nodelint:disable`) or with an unknown verb is reported too.

Only rules that are on in the run count: a suppression of a rule that the configuration turns off is
not reported.

## Triggering examples

```swift
final class ProfileCell: ASCellNode {
    override init() {
        super.init()
        ↓// nodelint:disable:next view-access-in-init
        backgroundColor = .white
    }
}
```

```swift
final class ProfileCell: ASCellNode {
    override init() {
        super.init()
        backgroundColor = .white ↓// nodelint:disable:this view-acess-in-init
    }
}
```

```objc
@interface ProfileCellNode : ASCellNode
@end

@implementation ProfileCellNode
- (instancetype)init {
    if ((self = [super init])) {
        ↓// nodelint:disable:next view-access-in-init
        self.backgroundColor = [UIColor whiteColor];
    }
    return self;
}
@end
```

```objc
// A block comment that suppresses nothing, and a rule id nodelint does not know.
@interface ProfileCellNode : ASCellNode
@end

@implementation ProfileCellNode
- (instancetype)init {
    if ((self = [super init])) {
        ↓/* nodelint:disable:next uikit-in-init */
        self.cornerRadius = 8.0;
        ↓// nodelint:disable:next view-acces-in-init
        self.borderWidth = 1.0;
    }
    return self;
}
@end
```

## Non-triggering examples

```swift
final class ProfileCell: ASCellNode {
    override init() {
        super.init()
        // nodelint:disable:next view-access-in-init - the cell is always created on main by its controller
        view.backgroundColor = .white
    }
}
```

```swift
// nodelint:disable view-access-in-init
final class ProfileCell: ASCellNode {
    override init() {
        super.init()
        view.backgroundColor = .white
    }
}
// nodelint:enable view-access-in-init
```

```swift
// A block comment works too, and `disable:previous` looks at the line above.
final class ProfileCell: ASCellNode {
    override init() {
        super.init()
        view.backgroundColor = .white
        // nodelint:disable:previous view-access-in-init - always created on main
    }
}
```

```objc
@interface ProfileCellNode : ASCellNode
@end

@implementation ProfileCellNode
- (instancetype)init {
    if ((self = [super init])) {
        self.view.backgroundColor = [UIColor whiteColor]; // nodelint:disable:this view-access-in-init
    }
    return self;
}
@end
```

```objc
// A range that silences a real finding, with a reason.
@interface ProfileCellNode : ASCellNode
@end

@implementation ProfileCellNode
- (instancetype)init {
    if ((self = [super init])) {
        // nodelint:disable view-access-in-init - the cell is always created on the main thread here
        self.view.backgroundColor = [UIColor whiteColor];
        // nodelint:enable view-access-in-init
    }
    return self;
}
@end
```

## How to fix

Delete the comment, or correct the rule id (`nodelint rules` lists them).

"""###),
    (#"""
vc-created-off-main.md
"""#, ###"""
---
id: vc-created-off-main
severity: error
category: threading
languages: swift, objective-c
enabled: true
runtime-observable: true
source: Subclassing page (ASDKViewController); docs/texture-facts.md#vc-created-off-main; TextureGroup/Texture#176
summary: A Texture view controller is created on a background thread; view controllers belong to the main thread.
---

# Texture view controller created off the main thread

An `ASDKViewController` is a `UIViewController`: every one of its methods runs on the main thread,
and the Subclassing page says to always create it there. Its initializer registers with its node
and may load views; UIKit view controllers are not thread-safe, and the Main Thread Checker reports
one created on a background queue. A common version of the mistake is building the next screen on a
global queue "to keep the main thread free" (TextureGroup/Texture#176), or building a controller for
a cell inside a node block or a cell node's initializer, which Texture runs in the background.

The rule reports, at the type name, the construction of a Texture view controller class
(`ASDKViewController` — 2.x `ASViewController` — `ASDKNavigationController`, `ASTabBarController`,
and their subclasses) in code that runs off the main thread:

- closures passed to `async`/`asyncAfter` on `DispatchQueue.global(…)` or on a queue made with
  `DispatchQueue(label:…)` (directly, or kept in a property or local), and to `addOperation` on an
  `OperationQueue` other than `OperationQueue.main`; Objective-C blocks passed to `dispatch_async` or
  `dispatch_after` with `dispatch_get_global_queue(…)` or a queue from `dispatch_queue_create` (also
  through a local), and to `addOperationWithBlock:` on an `NSOperationQueue` the code creates;
- node blocks (the closure returned from `nodeBlockForItemAt` / `nodeBlockForRowAt` / `nodeBlockAt`),
  `willBeginBatchFetchWith`, node initializers and stored-property initializers, layout-spec and
  drawing code.

## Triggering examples

```swift
final class FeedViewController: ASDKViewController<ASTableNode> {}

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        DispatchQueue.global(qos: .userInitiated).async {
            let feed = ↓FeedViewController(node: ASTableNode())
            let navigation = ↓ASDKNavigationController(rootViewController: feed)
            DispatchQueue.main.sync {
                self.window?.rootViewController = navigation
                self.window?.makeKeyAndVisible()
            }
        }
        return true
    }
}
```

```swift
struct Article {
    let id: String
}

final class ArticleViewController: ASDKViewController<ASScrollNode> {
    init(article: Article) {
        super.init(node: ASScrollNode())
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

final class ArticleRouter {
    private let preparationQueue = DispatchQueue(label: "router.prepare")
    weak var navigationController: UINavigationController?

    func open(_ article: Article) {
        preparationQueue.async {
            let controller = ↓ArticleViewController(article: article)
            DispatchQueue.main.async {
                self.navigationController?.pushViewController(controller, animated: true)
            }
        }
    }
}
```

```swift
// A node block runs on a background queue, several at a time.
final class CommentsViewController: ASDKViewController<ASTableNode> {}

final class ThreadCellNode: ASCellNode {
    init(comments: CommentsViewController) {
        super.init()
    }
}

final class ThreadsDataSource: NSObject, ASTableDataSource {
    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        return {
            let comments = ↓CommentsViewController(node: ASTableNode())
            return ThreadCellNode(comments: comments)
        }
    }
}
```

```swift
// A cell node's stored property is created in its initializer; an operation queue is a background queue.
final class PlayerViewController: ASDKViewController<ASDisplayNode> {}

final class VideoCell: ASCellNode {
    private let player = ↓PlayerViewController(node: ASDisplayNode())
}

final class PlayerPrefetcher {
    private let queue = OperationQueue()
    private var players: [PlayerViewController] = []

    func prefetch(_ videoIDs: [String]) {
        queue.addOperation {
            let players = videoIDs.map { _ in ↓PlayerViewController(node: ASDisplayNode()) }
            OperationQueue.main.addOperation { self.players = players }
        }
    }
}
```

```objc
@interface FeedViewController : ASDKViewController<ASTableNode *>
@end

@implementation FeedViewController
@end

@interface AppCoordinator : NSObject
@property (nonatomic, strong) UIWindow *window;
@end

@implementation AppCoordinator
- (void)start {
    dispatch_async(dispatch_get_global_queue(QOS_CLASS_USER_INITIATED, 0), ^{
        FeedViewController *feed = [[↓FeedViewController alloc] initWithNode:[[ASTableNode alloc] init]];
        dispatch_async(dispatch_get_main_queue(), ^{
            self.window.rootViewController = feed;
        });
    });
}
@end
```

```objc
// A queue made with dispatch_queue_create, an operation queue, and a node's initializer.
@interface ProfileViewController : ASDKViewController<ASScrollNode *>
@end

@implementation ProfileViewController
@end

@interface Router : NSObject
@end

@implementation Router
- (void)prepare {
    dispatch_queue_t workQueue = dispatch_queue_create("router.work", DISPATCH_QUEUE_SERIAL);
    dispatch_async(workQueue, ^{
        ProfileViewController *profile = [↓ProfileViewController new];
    });
    [[[NSOperationQueue alloc] init] addOperationWithBlock:^{
        ASDKNavigationController *navigation = [[↓ASDKNavigationController alloc] init];
    }];
}
@end

@interface ProfileCellNode : ASCellNode
@end

@implementation ProfileCellNode {
    ProfileViewController *_controller;
}
- (instancetype)init {
    if ((self = [super init])) {
        _controller = [[↓ProfileViewController alloc] initWithNode:[[ASScrollNode alloc] init]];
    }
    return self;
}
@end
```

```swift
// A tab bar controller, built in an operation on a queue of the app's own.
final class LaunchCoordinator {
    private let queue = OperationQueue()
    var onReady: ((UIViewController) -> Void)?

    func start() {
        queue.addOperation {
            let tabs = ↓ASTabBarController()
            self.onReady?(tabs)
        }
    }
}
```

## Non-triggering examples

```swift
// ASCellNode(viewControllerBlock:) calls its block in didLoad, on the main thread.
final class CommentsViewController: ASDKViewController<ASTableNode> {}

final class ThreadsDataSource: NSObject, ASTableDataSource {
    func tableNode(_ tableNode: ASTableNode, nodeBlockForRowAt indexPath: IndexPath) -> ASCellNodeBlock {
        return {
            ASCellNode(viewControllerBlock: { CommentsViewController(node: ASTableNode()) }, didLoad: nil)
        }
    }
}
```

```swift
// Prepare data in the background, create the controller after hopping to the main queue.
struct Article {
    let id: String
}

final class ArticleViewController: ASDKViewController<ASScrollNode> {
    init(article: Article) {
        super.init(node: ASScrollNode())
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

final class ArticleRouter {
    weak var navigationController: UINavigationController?

    func open(id: String) {
        DispatchQueue.global().async {
            let article = Article(id: id)
            DispatchQueue.main.async {
                self.navigationController?.pushViewController(ArticleViewController(article: article), animated: true)
            }
            OperationQueue.main.addOperation {
                _ = ArticleViewController(article: article)
            }
        }
    }
}
```

```swift
// View controller methods and nodeForRowAt run on the main thread.
final class DetailViewController: ASDKViewController<ASDisplayNode> {}

final class ListViewController: ASDKViewController<ASTableNode>, ASTableDataSource, ASTableDelegate {
    func tableNode(_ tableNode: ASTableNode, didSelectRowAt indexPath: IndexPath) {
        navigationController?.pushViewController(DetailViewController(node: ASDisplayNode()), animated: true)
    }

    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
        let detail = DetailViewController(node: ASDisplayNode())
        return ASCellNode(viewControllerBlock: { detail }, didLoad: nil)
    }
}
```

```swift
// A completion handler's thread is unknown to nodelint; a plain UIViewController is not Texture's.
final class ProfileViewController: ASDKViewController<ASDisplayNode> {}
final class LoginViewController: UIViewController {}

final class SessionCoordinator {
    var onReady: ((UIViewController) -> Void)?

    func start(with session: URLSession) {
        session.dataTask(with: URL(string: "https://example.com/me")!) { _, _, _ in
            self.onReady?(ProfileViewController(node: ASDisplayNode()))
        }.resume()
        DispatchQueue.global().async {
            self.onReady?(LoginViewController())
        }
    }
}
```

```objc
@interface FeedViewController : ASDKViewController<ASTableNode *>
@end

@implementation FeedViewController
@end

@interface AppCoordinator : NSObject
@property (nonatomic, strong) UIWindow *window;
@end

@implementation AppCoordinator
- (void)start {
    dispatch_async(dispatch_get_global_queue(QOS_CLASS_USER_INITIATED, 0), ^{
        NSArray *items = @[];
        dispatch_async(dispatch_get_main_queue(), ^{
            FeedViewController *feed = [[FeedViewController alloc] initWithNode:[[ASTableNode alloc] init]];
            feed.title = [NSString stringWithFormat:@"%lu items", (unsigned long)items.count];
            self.window.rootViewController = feed;
        });
    });
}
@end
```

```objc
// The main operation queue, and a cell node that builds its controller in a view controller block
// (Texture runs it on the main thread when the cell loads).
@interface ProfileViewController : ASDKViewController<ASScrollNode *>
@end

@implementation ProfileViewController
@end

@interface Router : NSObject
@end

@implementation Router
- (void)prepare {
    [[NSOperationQueue mainQueue] addOperationWithBlock:^{
        ProfileViewController *profile = [ProfileViewController new];
    }];
}

- (ASCellNode *)profileCell {
    return [[ASCellNode alloc] initWithViewControllerBlock:^UIViewController *{
        return [[ProfileViewController alloc] initWithNode:[[ASScrollNode alloc] init]];
    } didLoadBlock:nil];
}
@end
```

```swift
// Created only in a view controller's target-action handler: this init runs on the main thread (see Evidence).
final class ShareNode: ASDisplayNode {
    private let sheet: ASDKViewController<ASDisplayNode>

    override init() {
        sheet = ASDKViewController(node: ASDisplayNode())
        super.init()
    }
}

final class ArticleViewController: ASDKViewController<ASDisplayNode> {
    @objc func share() {
        node.addSubnode(ShareNode())
    }
}
```

## How to fix

Create the view controller on the main thread. Do the slow part (fetching, parsing, building models)
in the background, then hop to the main queue and create the controller there. To show a view
controller inside a cell, use `ASCellNode(viewControllerBlock:didLoad:)`: Texture calls the block on
the main thread when the cell loads.

## Notes

- This rule owns every construction of a Texture view controller off the main thread, including in
  node initializers, node blocks and layout code: `uikit-in-init`, `uikit-in-layout-spec`,
  `node-block-captures-uikit` and `draw-thread-safety` do not report the same construction.
- Closures passed to APIs nodelint does not know (completion handlers, `Task { }`) have no known
  thread and are not checked.
- Plain UIKit view controllers created in background closures are not reported by this rule.

## Evidence

In a node's initializer the rule relies on where the class is created (see `view-access-in-init`'s
Evidence for how creation sites are found). The init of a node created only on the main thread, whose
class is not visible outside its module, is main-thread code: creating a view controller there is not reported. Created on a
background thread somewhere, the finding carries a note at that creation site. No creation site known,
or a public class: the initializer is treated as code that may run off the main thread, as Texture's
contract says. `evidence: contract` in `.nodelint.yml` does that for every initializer.

"""###),
    (#"""
video-asset-off-main.md
"""#, ###"""
---
id: video-asset-off-main
severity: error
category: threading
languages: swift, objective-c
enabled: true
runtime-observable: true
source: docs/texture-facts.md#video-asset-off-main; Source/ASVideoNode.mm:506-535 (asset/assetURL setters assert main); Source/ASVideoPlayerNode.mm:150-175; facebookarchive/AsyncDisplayKit#3042
summary: An `ASVideoNode`'s or `ASVideoPlayerNode`'s `asset` or `assetURL` is set from code that runs off the main thread, such as a cell node's init.
---

# Video asset set off the main thread

Most node properties can be set on any thread before the node loads, which is why a cell node can
be configured in its `init` inside a node block. `ASVideoNode.asset` and `assetURL` are exceptions:
their setters assert "This method must be called on the main thread", because setting an asset
starts loading and player work at once when the node is already in the preload range. The same
holds for `ASVideoPlayerNode.asset` and `assetURL`. A video cell that sets its URL in `init` works
when created from `nodeForItemAt` (main thread) and asserts as soon as the data source switches to
node blocks (AsyncDisplayKit#3042).

The rule reports assignments to `asset` or `assetURL` (at the property name) on a receiver typed as
`ASVideoNode` or `ASVideoPlayerNode` (or a subclass; implicit `self` in such a subclass) in a node's
initializers and stored property initializers, in layout code, in node blocks, in drawing code, in
`willBeginBatchFetchWith`, and in closures sent to `DispatchQueue.global()` or a non-main
`OperationQueue`.

## Triggering examples

```swift
final class VideoPostCell: ASCellNode {
    let videoNode = ASVideoNode()
    let captionNode = ASTextNode()

    init(post: VideoPost) {
        super.init()
        automaticallyManagesSubnodes = true
        videoNode.shouldAutoplay = true
        videoNode.↓assetURL = post.videoURL
        captionNode.attributedText = NSAttributedString(string: post.caption)
    }
}

struct VideoPost {
    var videoURL: URL
    var caption: String
}
```

```swift
final class ReelsDataSource: NSObject, ASCollectionDataSource {
    let urls: [URL]

    init(urls: [URL]) {
        self.urls = urls
    }

    func collectionNode(_ collectionNode: ASCollectionNode, nodeBlockForItemAt indexPath: IndexPath) -> ASCellNodeBlock {
        let url = urls[indexPath.item]
        return {
            let cell = ReelCell()
            cell.playerNode.↓asset = AVAsset(url: url)
            return cell
        }
    }
}

final class ReelCell: ASCellNode {
    let playerNode = ASVideoPlayerNode()
}
```

```swift
final class IntroNode: ASDisplayNode {
    let videoNode: ASVideoNode = {
        let node = ASVideoNode()
        node.↓assetURL = Bundle.main.url(forResource: "intro", withExtension: "mp4")
        node.muted = true
        return node
    }()
}
```

```swift
final class LoopingVideoNode: ASVideoNode {
    init(url: URL) {
        super.init()
        shouldAutorepeat = true
        ↓assetURL = url
    }
}
```

```swift
final class PlayerViewController: ASDKViewController<ASVideoNode> {
    func load(url: URL) {
        DispatchQueue.global(qos: .userInitiated).async {
            let asset = AVURLAsset(url: url)
            _ = asset.isPlayable
            self.node.↓asset = asset
        }
    }
}
```

```objc
@interface VideoPostCellNode : ASCellNode
@end

@implementation VideoPostCellNode {
    ASVideoNode *_videoNode;
}
- (instancetype)initWithVideoURL:(NSURL *)videoURL {
    if ((self = [super init])) {
        _videoNode = [[ASVideoNode alloc] init];
        _videoNode.↓assetURL = videoURL;
        [self addSubnode:_videoNode];
    }
    return self;
}
@end
```

```objc
// The setter message in a node block, a player node on a global queue, and implicit self in a
// video node subclass's init.
@interface ClipsViewController : ASDKViewController<ASCollectionNode *> <ASCollectionDataSource>
@property (nonatomic, copy) NSArray<AVAsset *> *clips;
@end

@implementation ClipsViewController {
    ASVideoPlayerNode *_previewNode;
}
- (ASCellNodeBlock)collectionNode:(ASCollectionNode *)collectionNode nodeBlockForItemAtIndexPath:(NSIndexPath *)indexPath {
    AVAsset *clip = self.clips[indexPath.item];
    return ^ASCellNode *{
        ASCellNode *cell = [[ASCellNode alloc] init];
        ASVideoNode *video = [[ASVideoNode alloc] init];
        [video ↓setAsset:clip];
        [cell addSubnode:video];
        return cell;
    };
}

- (void)preparePreview:(NSURL *)url {
    dispatch_async(dispatch_get_global_queue(QOS_CLASS_UTILITY, 0), ^{
        self->_previewNode.↓assetURL = url;
    });
}
@end

@interface LoopingVideoNode : ASVideoNode
@end

@implementation LoopingVideoNode
- (instancetype)initWithURL:(NSURL *)url {
    if ((self = [super init])) {
        self.shouldAutorepeat = YES;
        self.↓assetURL = url;
    }
    return self;
}
@end
```

```swift
// The batch-fetch callback and an operation queue of the app's own run in the background.
final class ClipsViewController: ASDKViewController<ASCollectionNode>, ASCollectionDelegate {
    let previewNode = ASVideoNode()
    let queue = OperationQueue()

    func collectionNode(_ collectionNode: ASCollectionNode, willBeginBatchFetchWith context: ASBatchContext) {
        previewNode.↓assetURL = URL(string: "https://example.com/next.mp4")
        context.completeBatchFetching(true)
    }

    func preload(_ url: URL) {
        queue.addOperation {
            self.previewNode.↓asset = AVAsset(url: url)
        }
    }
}
```

```swift
// A PromiseKit handler told to run on a global queue creates the node there: its init sets the asset
// off the main thread. Trap: without `on:` the same handler runs on main.
import PromiseKit

final class ClipNode: ASVideoNode {
    init(asset: AVAsset) {
        super.init()
        self.↓asset = asset
    }
}

final class ClipsNode: ASDisplayNode {
    func load(_ url: URL) {
        firstly {
            VideoLoader.shared.video(at: url)
        }.done(on: .global()) { asset in
            let clip = ClipNode(asset: asset)
            clip.style.preferredSize = CGSize(width: 320, height: 180)
        }.catch { _ in }
    }
}
```

## Non-triggering examples

```swift
// The fix: keep the URL, hand it to the video node on the main thread once the cell loads.
final class VideoPostCell: ASCellNode {
    let videoNode = ASVideoNode()
    private let videoURL: URL

    init(videoURL: URL) {
        self.videoURL = videoURL
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func didLoad() {
        super.didLoad()
        videoNode.assetURL = videoURL
    }
}
```

```swift
// Trap: preload and visibility callbacks run on the main thread.
final class AutoplayCell: ASCellNode {
    let videoNode = ASVideoNode()
    var pendingURL: URL?

    override func didEnterPreloadState() {
        super.didEnterPreloadState()
        if videoNode.asset == nil, let url = pendingURL {
            videoNode.assetURL = url
        }
    }
}
```

```swift
// Trap: an image node's URL may be set from any thread; ASVideoPlayerNode(url:) stores the asset as pending.
final class VideoCardCell: ASCellNode {
    let thumbnailNode = ASNetworkImageNode()
    let playerNode: ASVideoPlayerNode

    init(thumbnailURL: URL, videoURL: URL) {
        playerNode = ASVideoPlayerNode(url: videoURL)
        super.init()
        automaticallyManagesSubnodes = true
        thumbnailNode.url = thumbnailURL
    }
}
```

```swift
// Trap: the hop back to the main queue makes the assignment safe; reading the asset is fine anywhere.
final class PlayerViewController: ASDKViewController<ASVideoNode> {
    func load(url: URL) {
        DispatchQueue.global(qos: .userInitiated).async {
            let asset = AVURLAsset(url: url)
            _ = asset.isPlayable
            DispatchQueue.main.async {
                if self.node.asset == nil {
                    self.node.asset = asset
                }
            }
        }
    }
}
```

```swift
// Trap: assetURL on a model type is not a video node's property.
struct Attachment {
    var assetURL: URL?
}

final class AttachmentCell: ASCellNode {
    var attachment = Attachment()

    init(url: URL) {
        super.init()
        attachment.assetURL = url
    }
}
```

```objc
// Objective-C: set in didLoad, on the main thread.
@interface VideoPostCellNode : ASCellNode
@end

@implementation VideoPostCellNode {
    ASVideoNode *_videoNode;
    NSURL *_videoURL;
}
- (void)didLoad {
    [super didLoad];
    _videoNode.assetURL = _videoURL;
}
@end
```

```objc
// Reading the asset, an image node's URL, and a player node built with its URL (stored as pending).
@interface ClipCellNode : ASCellNode
@end

@implementation ClipCellNode {
    ASVideoPlayerNode *_playerNode;
    ASNetworkImageNode *_posterNode;
}
- (instancetype)initWithClipURL:(NSURL *)clipURL posterURL:(NSURL *)posterURL {
    if ((self = [super init])) {
        _playerNode = [[ASVideoPlayerNode alloc] initWithURL:clipURL];
        _posterNode = [[ASNetworkImageNode alloc] init];
        _posterNode.URL = posterURL;
        if (_playerNode.asset == nil) {
            self.backgroundColor = [UIColor blackColor];
        }
    }
    return self;
}
@end
```

```swift
// Created only in nodeForRowAt, which runs on the main thread: so does this init (see Evidence).
final class ClipCellNode: ASCellNode {
    private let video = ASVideoNode()

    init(url: URL) {
        super.init()
        video.assetURL = url
    }
}

final class ClipsViewController: ASDKViewController<ASTableNode>, ASTableDataSource {
    private var urls: [URL] = []

    func tableNode(_ tableNode: ASTableNode, nodeForRowAt indexPath: IndexPath) -> ASCellNode {
        return ClipCellNode(url: urls[indexPath.row])
    }
}
```

```swift
// Created only by a private helper that a PromiseKit `done` handler calls: PromiseKit runs `done` on
// the main queue (no `on:` argument, and the project keeps PromiseKit's default queues), and the
// helper runs where its only caller does, so this init runs on the main thread too.
import PromiseKit

final class GifNode: ASVideoNode {
    init(asset: AVAsset) {
        super.init()
        self.asset = asset
    }
}

final class MediaNode: ASDisplayNode {
    func load(_ url: URL) {
        firstly {
            VideoLoader.shared.video(at: url)
        }.done { asset in
            self.showVideo(asset)
        }.catch { _ in }
    }

    private func showVideo(_ asset: AVAsset) {
        addSubnode(GifNode(asset: asset))
    }
}
```

## How to fix

Store the URL or asset in the cell and assign it on the main thread: in `didLoad()`, in
`didEnterPreloadState()`, or with `DispatchQueue.main.async` from the code that loaded it. To create
a player cell in a node block, use `ASVideoPlayerNode(url:)`/`ASVideoPlayerNode(asset:)`, which keep
the asset as pending and apply it on the main thread.

## Notes

- `ASVideoPlayerNode(url:)`, `(asset:)` and `(asset:videoComposition:audioMix:)` are not reported:
  since AsyncDisplayKit 2.3 (commit 2df39226, 2017) they store the asset as pending instead of going
  through the asserting setter (docs/texture-facts.md#video-asset-off-main).
- Reading `asset` or `assetURL` takes the node's lock and is safe anywhere.
- Closures passed to the app's own APIs have an unknown context and are not reported.

## Evidence

In a node's initializer the rule relies on where the class is created (see `view-access-in-init`'s
Evidence for how creation sites are found). The init of a node created only on the main thread, whose
class is not visible outside its module, is main-thread code: setting `asset` there is not reported. Created on a
background thread somewhere, the finding carries a note at that creation site. No creation site known,
or a public class: the initializer is treated as code that may run off the main thread, as Texture's
contract says. `evidence: contract` in `.nodelint.yml` does that for every initializer.

"""###),
    (#"""
view-access-in-init.md
"""#, ###"""
---
id: view-access-in-init
severity: error
category: lifecycle
languages: swift, objective-c
enabled: true
runtime-observable: true
source: Subclassing page (-init); docs/texture-facts.md#view-access-in-init
summary: A node's initializer touches `view` or `layer`, loading the node before it is on the main thread.
---

# View or layer accessed in a node's initializer

A node's `init` must be callable on any thread: a node block creates cell nodes on a background
queue. Reading `view` or `layer` (of `self`, of a subnode, of any node) forces the node to load.
Off the main thread that trips Texture's assertion "This method must be called on the main thread";
on the main thread it allocates the view too early and runs `didLoad` inside `init`.

The rule looks at every initializer of a node class, at the initializers of its stored properties
(they run as part of `init`), and at the methods of the class that `init` calls (a `setupViews()`
called from `init` runs in `init`; the diagnostic then carries a note naming the call).

## Triggering examples

```swift
final class ProfileCell: ASCellNode {
    override init() {
        super.init()
        ↓view.layer.cornerRadius = 8
    }
}
```

```swift
final class ProfileCell: ASCellNode {
    let avatar = ASImageNode()

    override init() {
        super.init()
        addSubnode(avatar)
        avatar.↓layer.borderWidth = 1
        self.↓view.backgroundColor = .white
    }
}
```

```swift
final class BadgeNode: ASDisplayNode {
    override init() {
        super.init()
        setUpAppearance()
    }

    private func setUpAppearance() {
        ↓layer.shadowOpacity = 0.3
    }
}
```

```swift
final class HeaderNode: ASDisplayNode {
    init(title: String) {
        let label = ASTextNode()
        super.init()
        label.↓view.isAccessibilityElement = true
    }
}
```

```objc
@interface ProfileCellNode : ASCellNode
@end

@implementation ProfileCellNode {
    ASImageNode *_avatarNode;
}
- (instancetype)init {
    if ((self = [super init])) {
        self.↓view.backgroundColor = [UIColor whiteColor];
        _avatarNode.↓layer.cornerRadius = 4;
    }
    return self;
}
@end
```

```objc
// [node view] and [self layer] in message form, and a helper that init calls.
@interface HeaderNode : ASDisplayNode
@end

@implementation HeaderNode {
    ASTextNode *_titleNode;
}
- (instancetype)initWithTitle:(NSString *)title {
    if ((self = [super init])) {
        _titleNode = [[ASTextNode alloc] init];
        [[_titleNode ↓view] setIsAccessibilityElement:YES];
        [self setUpAppearance];
    }
    return self;
}

- (void)setUpAppearance {
    [self ↓layer].shadowOpacity = 0.3;
}
@end
```

## Non-triggering examples

```swift
// Bridged node properties need no view: they are stored and applied when the view loads.
final class ProfileCell: ASCellNode {
    override init() {
        super.init()
        backgroundColor = .white
        cornerRadius = 8
        clipsToBounds = true
    }
}
```

```swift
// didLoad runs on the main thread once the view exists: the place for view and layer work.
final class ProfileCell: ASCellNode {
    override init() {
        super.init()
    }

    override func didLoad() {
        super.didLoad()
        view.layer.cornerRadius = 8
    }
}
```

```swift
// A local or a parameter named view or layer is not the node's view.
final class ProfileCell: ASCellNode {
    init(view: UIView?, layer: CALayer) {
        super.init()
        let view = ASDisplayNode()
        view.backgroundColor = .red
        print(layer.bounds)
    }
}
```

```swift
// Closures that run on the main thread once the node has loaded.
final class SwitchNode: ASDisplayNode {
    override init() {
        super.init()
        onDidLoad { node in
            node.view.isExclusiveTouch = true
        }
        DispatchQueue.main.async {
            self.view.accessibilityLabel = "Switch"
        }
    }
}
```

```swift
// A plain UIView subclass is not a node; its initializer runs on the main thread.
final class BannerView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 8
    }
    required init?(coder: NSCoder) { fatalError() }
}
```

```swift
// A layer created in init is not the node's layer, and `isLayerBacked` is not `layer`.
final class RingNode: ASDisplayNode {
    private let ring = CAShapeLayer()

    override init() {
        super.init()
        isLayerBacked = true
        ring.lineWidth = 2
    }
}
```

```swift
// The `if` in init lost its closing brace (a bad merge, an edit in progress): read as written, the tap
// handler would be part of init. Which member code is in is a guess in a type the parser had to
// recover in, so nothing there is reported; standard error names the problem instead.
final class FeedNode: ASDisplayNode {
    override init() {
        super.init()
        if isLayerBacked {
            backgroundColor = .red
    }

    @objc func tapped() {
        view.backgroundColor = .green
    }
}
```

```objc
@interface ProfileCellNode : ASCellNode
@end

@implementation ProfileCellNode
- (instancetype)init {
    if ((self = [super init])) {
        self.backgroundColor = [UIColor whiteColor];
        self.cornerRadius = 8.0;
    }
    return self;
}

- (void)didLoad {
    [super didLoad];
    self.view.backgroundColor = [UIColor whiteColor];
}
@end
```

```objc
// Blocks that run on the main thread after loading, a local and a parameter named view and layer,
// layerBacked, and a layer created with +[CAShapeLayer layer].
@interface SwitchNode : ASDisplayNode
@end

@implementation SwitchNode {
    CAShapeLayer *_ring;
}
- (instancetype)initWithLayer:(CALayer *)layer {
    if ((self = [super init])) {
        ASDisplayNode *view = [[ASDisplayNode alloc] init];
        view.backgroundColor = [UIColor redColor];
        NSLog(@"%@", layer.name);
        self.layerBacked = YES;
        _ring = [CAShapeLayer layer];
        [self onDidLoad:^(__kindof ASDisplayNode *node) {
            node.view.exclusiveTouch = YES;
        }];
        dispatch_async(dispatch_get_main_queue(), ^{
            self.view.accessibilityLabel = @"Switch";
        });
    }
    return self;
}
@end
```

## How to fix

Move view and layer work to `didLoad()` (after `super.didLoad()`), or into an `onDidLoad { node in … }`
block. Prefer the node's bridged properties (`backgroundColor`, `cornerRadius`, `clipsToBounds`,
`borderColor`, `borderWidth`, `shadowOpacity` …), which are safe on any thread before the node loads.

## Evidence

Texture's contract is that a node's init may run on any thread; whether a finding happens today depends
on where the class is created. nodelint reads every creation site in the project — `HeaderNode(…)`,
`HeaderNode.init(…)`, `.init(…)` where the type is written, `[[HeaderNode alloc] init…]`, `[HeaderNode new]`,
a method that returns the node (`makeCell(for:) -> ASCellNode`), the creation of a subclass (its init
runs this one), a node created in another node's init (it runs where that node is created), a node
created in a `private` method (it runs where each of the type's own calls of that method runs), in Swift
and Objective-C alike — and judges the finding by them:

- **Created somewhere on a background thread** (in a node block, on `DispatchQueue.global()` or a queue
  the code made, in `willBeginBatchFetchWith`): the finding happens today. It is reported at the rule's
  level (error), with a note at that creation site (`FeedViewController.swift:9:13: note: FeedCellNode is
  created here, in a node block, which runs on a background thread`).
- **Created only on the main thread** (`viewDidLoad`, `nodeForRowAt`, a view controller's target-action
  handler), and the class is not visible outside its module (not `public` or `open` in a framework or library target, not declared in a
  header of a framework or library other modules import): it works today and breaks the day the node
  moves to a node block. It is reported one level lower (warning), with a note at a creation site
  (`… note: HeaderNode is created here, on the main thread; Texture still requires a node's init to be
  safe on any thread`).
- **Nothing known**: no creation site found, some only in code whose thread nodelint does not know, or a
  public class: the rule's level, without a note.

A `severity:` for the rule in `.nodelint.yml` moves all three together (the main-only level stays one
below it); `evidence: contract` reports every finding at the rule's level, without notes.

"""###),
    (#"""
view-access-in-layout-spec.md
"""#, ###"""
---
id: view-access-in-layout-spec
severity: error
category: layout
languages: swift, objective-c
enabled: true
runtime-observable: true
source: Subclassing page (-layoutSpecThatFits:); docs/texture-facts.md#view-access-in-layout-spec; docs/_docs/layout2-layoutSpecThatFits.md:118-120; Source/ASDisplayNode+LayoutSpec.h:51
summary: Layout code that runs off the main thread touches the `view` or `layer` of a node.
---

# View or layer accessed while building a layout spec

`layoutSpecThatFits(_:)`, `calculateSizeThatFits(_:)`, `calculateLayoutThatFits(_:)` and
`layoutSpecBlock` closures run on a background thread (Texture measures cells ahead of time,
off the main thread) while holding the node's lock. The Subclassing page says not to touch
`node.view` or `node.layer` there. If the node has not loaded yet, reading `view` loads it off the main
thread and Texture asserts "This method must be called on the main thread"; if it has loaded, the
view is returned without a check and UIKit is then used from a background thread, which the Main
Thread Checker reports and which can corrupt the view.

The rule reports, at the member name, `view` and `layer` read from `self` (explicitly or implicitly),
from any node (a property, local or parameter whose type is a node class, the `node` parameter of a
`layoutSpecBlock`), and — in a `layoutSpecBlock` written in a view controller — from the view
controller itself. It checks the bodies of those methods in node classes, `layoutSpecBlock` closures,
and methods of the class that those bodies call (the diagnostic then carries a note naming the call).

## Triggering examples

```swift
final class PhotoCell: ASCellNode {
    private let imageNode = ASNetworkImageNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        imageNode.↓view.contentMode = .scaleAspectFill
        return ASRatioLayoutSpec(ratio: 1, child: imageNode)
    }
}
```

```swift
final class AvatarNode: ASDisplayNode {
    private let imageNode = ASNetworkImageNode()

    override init() {
        super.init()
        addSubnode(imageNode)
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let side = constrainedSize.max.width
        ↓layer.cornerRadius = side / 2
        imageNode.↓layer.masksToBounds = true
        return ASWrapperLayoutSpec(layoutElement: imageNode)
    }
}
```

```swift
// A node that wraps a UIKit control and measures it through its view.
final class SegmentedNode: ASDisplayNode {
    override init() {
        super.init()
        setViewBlock { UISegmentedControl(items: ["Posts", "Likes"]) }
    }

    override func calculateSizeThatFits(_ constrainedSize: CGSize) -> CGSize {
        return self.↓view.sizeThatFits(constrainedSize)
    }
}
```

```swift
// A layoutSpecBlock runs off the main thread too; here `self` is the view controller.
final class FeedViewController: ASDKViewController<ASDisplayNode> {
    private let tableNode = ASTableNode()

    override init() {
        super.init(node: ASDisplayNode())
        node.automaticallyManagesSubnodes = true
        node.layoutSpecBlock = { [unowned self] node, constrainedSize in
            let insets = self.↓view.safeAreaInsets
            node.↓view.backgroundColor = .systemBackground
            return ASInsetLayoutSpec(insets: insets, child: self.tableNode)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
```

```swift
// A helper that builds part of the spec runs in the layout pass that calls it.
final class ArticleCell: ASCellNode {
    private let titleNode = ASTextNode()
    private let coverNode = ASNetworkImageNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let stack = ASStackLayoutSpec.vertical()
        stack.children = [coverSpec(), titleNode]
        return stack
    }

    private func coverSpec() -> ASLayoutSpec {
        coverNode.↓view.clipsToBounds = true
        return ASRatioLayoutSpec(ratio: 0.5, child: coverNode)
    }
}
```

```objc
@interface ArticleCellNode : ASCellNode
@end

@implementation ArticleCellNode {
    ASNetworkImageNode *_coverNode;
    ASTextNode *_titleNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    _coverNode.↓view.contentMode = UIViewContentModeScaleAspectFill;
    CGFloat width = self.↓view.bounds.size.width;
    _titleNode.style.maxWidth = ASDimensionMake(width - 24.0);
    return [ASStackLayoutSpec stackLayoutSpecWithDirection:ASStackLayoutDirectionVertical
                                                   spacing:8.0
                                            justifyContent:ASStackLayoutJustifyContentStart
                                                alignItems:ASStackLayoutAlignItemsStretch
                                                  children:@[_coverNode, _titleNode]];
}
@end
```

```objc
@interface BadgeNode : ASDisplayNode
@end

@implementation BadgeNode
- (CGSize)calculateSizeThatFits:(CGSize)constrainedSize {
    [[self ↓layer] setCornerRadius:constrainedSize.height / 2.0];
    return CGSizeMake(constrainedSize.height, constrainedSize.height);
}
@end
```

```objc
// A layoutSpecBlock set by a view controller, and a helper that the layout pass calls.
@interface ComposeViewController : ASDKViewController
@end

@implementation ComposeViewController {
    ASEditableTextNode *_textNode;
}
- (instancetype)init {
    if ((self = [super initWithNode:[[ASDisplayNode alloc] init]])) {
        _textNode = [[ASEditableTextNode alloc] init];
        ASEditableTextNode *textNode = _textNode;
        self.node.automaticallyManagesSubnodes = YES;
        self.node.layoutSpecBlock = ^ASLayoutSpec *(__kindof ASDisplayNode *node, ASSizeRange constrainedSize) {
            node.↓view.backgroundColor = [UIColor whiteColor];
            return [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsMake(8, 8, 8, 8) child:textNode];
        };
    }
    return self;
}
@end

@interface GalleryCellNode : ASCellNode
@end

@implementation GalleryCellNode {
    ASImageNode *_photoNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    [self applyCornerRadius];
    return [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsZero child:_photoNode];
}

- (void)applyCornerRadius {
    _photoNode.↓layer.cornerRadius = 6;
}
@end
```

## Non-triggering examples

```swift
// Bridged node properties need no view (they are better set in init, but they are safe here).
final class PhotoCell: ASCellNode {
    private let imageNode = ASNetworkImageNode()

    override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        imageNode.contentMode = .scaleAspectFill
        imageNode.cornerRadius = constrainedSize.max.width / 2
        return ASRatioLayoutSpec(ratio: 1, child: imageNode)
    }
}
```

```swift
// Layout specs and styles are not views: `style`, `children`, `constrainedSize` are the tools here.
final class ProfileHeaderNode: ASDisplayNode {
    private let avatarNode = ASNetworkImageNode()
    private let nameNode = ASTextNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        avatarNode.style.preferredSize = CGSize(width: 48, height: 48)
        nameNode.style.flexShrink = 1
        let row = ASStackLayoutSpec.horizontal()
        row.spacing = 12
        row.style.maxWidth = ASDimensionMake(constrainedSize.max.width)
        row.children = [avatarNode, nameNode]
        return ASInsetLayoutSpec(insets: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16), child: row)
    }
}
```

```swift
// didLoad and layout() run on the main thread after the view exists.
final class AvatarNode: ASDisplayNode {
    private let imageNode = ASNetworkImageNode()

    override func didLoad() {
        super.didLoad()
        imageNode.view.accessibilityIgnoresInvertColors = true
    }

    override func layout() {
        super.layout()
        layer.cornerRadius = bounds.width / 2
    }

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        return ASWrapperLayoutSpec(layoutElement: imageNode)
    }
}
```

```swift
// A closure sent to the main queue from the layout pass runs on the main thread.
final class VideoThumbnailNode: ASDisplayNode {
    private let imageNode = ASNetworkImageNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        DispatchQueue.main.async {
            self.imageNode.view.isAccessibilityElement = true
        }
        return ASRatioLayoutSpec(ratio: 9.0 / 16.0, child: imageNode)
    }
}
```

```swift
// A view controller's layoutSpecBlock that uses only nodes and the constrained size.
final class FeedViewController: ASDKViewController<ASDisplayNode> {
    private let tableNode = ASTableNode()

    override init() {
        super.init(node: ASDisplayNode())
        node.automaticallyManagesSubnodes = true
        node.layoutSpecBlock = { [unowned self] _, constrainedSize in
            self.tableNode.style.preferredSize = constrainedSize.max
            return ASWrapperLayoutSpec(layoutElement: self.tableNode)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableNode.view.separatorStyle = .none
    }
}
```

```swift
// A local named `layer` is not the node's layer; `isLayerBacked` is not `layer`.
final class StackedNode: ASDisplayNode {
    private let bottomNode = ASImageNode()
    private let topNode = ASImageNode()

    override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        let layer = ASOverlayLayoutSpec(child: bottomNode, overlay: topNode)
        layer.style.flexGrow = topNode.isLayerBacked ? 1 : 0
        return layer
    }
}
```

```objc
@interface ArticleCellNode : ASCellNode
@end

@implementation ArticleCellNode {
    ASNetworkImageNode *_coverNode;
}
- (void)didLoad {
    [super didLoad];
    _coverNode.view.accessibilityIgnoresInvertColors = YES;
}

- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    _coverNode.contentMode = UIViewContentModeScaleAspectFill;
    return [ASRatioLayoutSpec ratioLayoutSpecWithRatio:0.5 child:_coverNode];
}
@end
```

```objc
// Layout specs have no view (their style is fine); a block sent to the main queue is not layout.
@interface GalleryCellNode : ASCellNode
@end

@implementation GalleryCellNode {
    ASImageNode *_photoNode;
}
- (ASLayoutSpec *)layoutSpecThatFits:(ASSizeRange)constrainedSize {
    ASInsetLayoutSpec *inset = [ASInsetLayoutSpec insetLayoutSpecWithInsets:UIEdgeInsetsMake(4, 4, 4, 4) child:_photoNode];
    inset.style.flexGrow = 1.0;
    dispatch_async(dispatch_get_main_queue(), ^{
        self->_photoNode.view.accessibilityLabel = @"Photo";
    });
    return inset;
}
@end
```

## How to fix

Set view-like properties through the node's bridged properties (`contentMode`, `cornerRadius`,
`clipsToBounds`, `backgroundColor` …), ideally once in `init`. Work that needs the real view belongs in
`didLoad()` (once) or `layout()` (every layout pass, on the main thread). Size things from
`constrainedSize`, not from a view's bounds.

## Notes

- Methods called from a layout body are checked as part of it, the same way methods called from
  `init` are checked as part of `init`.
- In a view controller's `layoutSpecBlock`, `self.view` is the controller's view (the node's view):
  reported. Other UIKit calls there (`UIScreen.main`, constructing views) are `uikit-in-layout-spec`'s,
  and reads of bridged geometry such as `bounds` or `frame` are `bridged-read-in-layout-spec`'s; this
  rule reports only `view` and `layer`.
- A `self.view.…` chain gives one diagnostic, at `view`.
- Closures that run on the main thread (`DispatchQueue.main.async`, `onDidLoad`) are not part of the
  layout pass; closures passed to APIs nodelint does not know are not checked.

"""###),
    (#"""
view-access-in-vc-init.md
"""#, ###"""
---
id: view-access-in-vc-init
severity: warning
category: lifecycle
languages: swift, objective-c
enabled: true
runtime-observable: true
source: Subclassing page (ASDKViewController -init); docs/texture-facts.md#view-access-in-vc-init; Source/ASDKViewController.mm:78-106; docs/_docs/containers-ascollectionnode.md:165-169
summary: A Texture view controller's initializer touches its view or its node's view, forcing both to load inside init.
---

# View accessed in a Texture view controller's initializer

The Subclassing page says never to access `self.view` or `self.node.view` in an `ASDKViewController`'s
`init`: it forces the view to be created early. With Texture it goes further than with a plain
`UIViewController`: `init(node:)` registers an `onDidLoad` hook on the node, so the moment anything
loads the node's view, Texture also loads the controller's view — `loadView()` and `viewDidLoad()`
then run inside `init`, before the initializer has finished setting up the properties they use, and
a table or collection node may start talking to its data source while the controller is half built.

The rule reports, in the initializers of Texture view controller classes (`ASDKViewController`, 2.x
`ASViewController`, and their subclasses) and in the methods those initializers call (the diagnostic
then carries a note naming the call):

- `view` read from the controller (`view`, `self.view`), at `view`;
- `view` or `layer` read from the controller's node — `node` (`self.node`), the local, property or
  ivar the initializer passes to `super.init(node:)` (`initWithNode:`), or a computed property that
  returns `node` — at the member name;
- calls to `loadViewIfNeeded()` on the controller, at the method name.

## Triggering examples

```swift
final class InboxViewController: ASDKViewController<ASTableNode> {
    override init() {
        let tableNode = ASTableNode()
        super.init(node: tableNode)
        tableNode.↓view.separatorStyle = .none
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
```

```swift
final class ProfileViewController: ASDKViewController<ASDisplayNode> {
    init(userID: String) {
        super.init(node: ASDisplayNode())
        title = userID
        self.↓view.backgroundColor = .systemBackground
        node.↓layer.cornerRadius = 12
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
```

```swift
// loadViewIfNeeded() in init, and a helper that init calls.
final class SearchViewController: ASDKViewController<ASCollectionNode> {
    override init() {
        super.init(node: ASCollectionNode(collectionViewLayout: UICollectionViewFlowLayout()))
        ↓loadViewIfNeeded()
        configureCollection()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    private func configureCollection() {
        node.↓view.keyboardDismissMode = .onDrag
    }
}
```

```swift
// The Texture 2.x name of the class.
final class SettingsViewController: ASViewController<ASTableNode> {
    init(sections: [String]) {
        super.init(node: ASTableNode(style: .grouped))
        node.↓view.tableFooterView = UIView()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
```

```objc
@interface InboxViewController : ASDKViewController<ASTableNode *>
@end

@implementation InboxViewController {
    ASTableNode *_tableNode;
}
- (instancetype)init {
    _tableNode = [[ASTableNode alloc] init];
    if ((self = [super initWithNode:_tableNode])) {
        _tableNode.↓view.separatorStyle = UITableViewCellSeparatorStyleNone;
        self.↓view.backgroundColor = [UIColor systemBackgroundColor];
        self.node.↓view.allowsMultipleSelection = YES;
    }
    return self;
}
@end
```

```objc
// [self view], [[self node] view], loadViewIfNeeded, and a helper that init calls.
@interface ChatViewController : ASDKViewController<ASTableNode *>
@end

@implementation ChatViewController
- (instancetype)initWithHeader:(ASDisplayNode *)header {
    if ((self = [super initWithNode:[[ASTableNode alloc] init]])) {
        [[self ↓view] setTintColor:[UIColor systemGreenColor]];
        header.layer.zPosition = 1;
        [self ↓loadViewIfNeeded];
        [self configureTable];
    }
    return self;
}

- (void)configureTable {
    self.node.↓view.keyboardDismissMode = UIScrollViewKeyboardDismissModeInteractive;
    [[[self node] ↓view] addGestureRecognizer:[[UITapGestureRecognizer alloc] init]];
}
@end
```

```swift
// Adding subnodes to the view in init loads it.
final class FeedViewController: ASDKViewController<ASDisplayNode> {
    let headerNode = ASTextNode()

    override init() {
        super.init(node: ASDisplayNode())
        ↓view.addSubnode(headerNode)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
```

```objc
@interface ComposeViewController : ASDKViewController
@end

@implementation ComposeViewController {
    ASEditableTextNode *_textNode;
}
- (instancetype)init {
    if ((self = [super initWithNode:[[ASDisplayNode alloc] init]])) {
        _textNode = [[ASEditableTextNode alloc] init];
        [self.↓view addSubnode:_textNode];
    }
    return self;
}
@end
```

```swift
// Trap: a computed property that returns the controller's node is the controller's node under another
// name.
final class RoomsViewController: ASDKViewController<ASTableNode> {
    private var tableNode: ASTableNode { node }

    override init() {
        super.init(node: ASTableNode())
        tableNode.↓view.separatorStyle = .none
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
```

## Non-triggering examples

```swift
// Trap: a node that is not the controller's (a new scroll node, a node passed in) loads only its own view
// when its view is touched: Texture's onDidLoad hook is on the controller's node alone, so neither
// loadView nor viewDidLoad runs, and a view controller's init is on the main thread.
final class PhotoViewController: ASDKViewController<ASDisplayNode> {
    private var zoomNode = ASScrollNode()

    init(header: ASDisplayNode) {
        super.init(node: ASDisplayNode())
        zoomNode = ASScrollNode()
        zoomNode.view.contentSize = CGSize(width: 320, height: 480)
        header.layer.zPosition = 1
        node.addSubnode(zoomNode)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
```

```swift
// Node properties that need no view, in init; view work in viewDidLoad.
final class InboxViewController: ASDKViewController<ASTableNode>, ASTableDataSource, ASTableDelegate {
    override init() {
        let tableNode = ASTableNode()
        super.init(node: tableNode)
        tableNode.dataSource = self
        tableNode.delegate = self
        tableNode.backgroundColor = .systemBackground
        tableNode.allowsSelection = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        node.view.separatorStyle = .none
    }
}
```

```swift
// A view block passed to super.init(node:) runs when the node loads; viewIfLoaded and isViewLoaded load nothing.
final class MapViewController: ASDKViewController<ASDisplayNode> {
    override init() {
        super.init(node: ASDisplayNode(viewBlock: { UIView() }))
        if isViewLoaded {
            viewIfLoaded?.backgroundColor = .black
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
```

```swift
// Closures that run after the view has loaded.
final class PagerViewController: ASDKViewController<ASPagerNode> {
    override init() {
        super.init(node: ASPagerNode())
        node.onDidLoad { node in
            node.view.accessibilityIdentifier = "pager"
        }
        DispatchQueue.main.async {
            self.view.backgroundColor = .black
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
```

```swift
// A plain UIViewController is not a Texture view controller, and a local named `view` is not the view.
final class AboutViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        view.backgroundColor = .systemBackground
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}

final class HelpViewController: ASDKViewController<ASDisplayNode> {
    init(view: UIView) {
        super.init(node: ASDisplayNode())
        view.tintColor = .systemBlue
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }
}
```

```swift
// A node's own initializer is view-access-in-init's business, not this rule's.
final class PlainTableNode: ASTableNode {
    override init(style: UITableView.Style) {
        super.init(style: style)
        view.keyboardDismissMode = .interactive
    }
}
```

```objc
@interface AlbumsViewController : ASDKViewController<ASCollectionNode *> <ASCollectionDataSource>
@end

@implementation AlbumsViewController
- (instancetype)init {
    UICollectionViewFlowLayout *layout = [[UICollectionViewFlowLayout alloc] init];
    ASCollectionNode *collectionNode = [[ASCollectionNode alloc] initWithCollectionViewLayout:layout];
    if ((self = [super initWithNode:collectionNode])) {
        collectionNode.dataSource = self;
        collectionNode.backgroundColor = [UIColor blackColor];
    }
    return self;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.node.view.alwaysBounceVertical = YES;
}
@end
```

```objc
// Bridged node properties, a view block passed to initWithNode:, and a plain UIViewController.
@interface ChatViewController : ASDKViewController<ASDisplayNode *>
@end

@implementation ChatViewController
- (instancetype)init {
    ASDisplayNode *root = [[ASDisplayNode alloc] initWithViewBlock:^UIView *{
        UIView *view = [[UIView alloc] init];
        view.backgroundColor = [UIColor blackColor];
        return view;
    }];
    if ((self = [super initWithNode:root])) {
        self.node.backgroundColor = [UIColor whiteColor];
        self.node.automaticallyManagesSubnodes = YES;
    }
    return self;
}
@end

@interface LegacyViewController : UIViewController
@end

@implementation LegacyViewController
- (instancetype)init {
    if ((self = [super initWithNibName:nil bundle:nil])) {
        self.view.backgroundColor = [UIColor whiteColor];
    }
    return self;
}
@end
```

## How to fix

Keep `init` to creating the node and setting properties that need no view (data source, delegate,
bridged properties such as `backgroundColor`). Move view work to `viewDidLoad()` after
`super.viewDidLoad()`, or register it with `node.onDidLoad { node in … }`.

## Notes

- This is a warning, not an error: a view controller's `init` runs on the main thread, so nothing
  asserts; the problem is the order in which things run.
- `super.init(node:)` arguments are part of the initializer but build the node; a view block in them
  runs later, on load.
- Node classes (`ASTableNode` subclasses and the like) are not view controllers: their initializers
  are checked by `view-access-in-init`.

"""###),
]
