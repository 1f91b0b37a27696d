import Foundation

/// AVFoundation stand-ins: enough for `ASVideoNode.asset = AVAsset(url:)`.
open class AVAsset: NSObject {
    public let url: URL?
    public init(url: URL) { self.url = url }
    override init() { url = nil }
}
open class AVURLAsset: AVAsset {}

public protocol ASVideoNodeDelegate: AnyObject {}

/// Poster image plus a player layer (Source/ASVideoNode.mm). The `asset`/`assetURL` setters assert
/// the main thread (ASVideoNode.mm:506-535).
open class ASVideoNode: ASNetworkImageNode {
    private let assetValue = LockedValue<AVAsset?>(nil)
    private let playback = LockedValue((autoplay: false, autorepeat: false, muted: false, playing: false))
    public weak var videoDelegate: ASVideoNodeDelegate?
    public var gravity = "AVLayerVideoGravityResizeAspect"

    public override init() {
        super.init()
    }

    public var asset: AVAsset? {
        get { assetValue.value }
        set {
            assertMainForAsset("asset")
            assetValue.value = newValue
        }
    }

    public var assetURL: URL? {
        get { assetValue.value?.url }
        set {
            assertMainForAsset("assetURL")
            assetValue.value = newValue.map { AVURLAsset(url: $0) }
        }
    }

    public var shouldAutoplay: Bool {
        get { playback.value.autoplay }
        set { playback.modify { $0.autoplay = newValue } }
    }
    public var shouldAutorepeat: Bool {
        get { playback.value.autorepeat }
        set { playback.modify { $0.autorepeat = newValue } }
    }
    public var muted: Bool {
        get { playback.value.muted }
        set { playback.modify { $0.muted = newValue } }
    }
    public var isPlaying: Bool { playback.value.playing }

    public func play() { playback.modify { $0.playing = true } }
    public func pause() { playback.modify { $0.playing = false } }

    private func assertMainForAsset(_ property: String) { assertMainForAssetSetter(property, of: "ASVideoNode") }
}

/// A video node with controls; the scrubber (UISlider) and spinner (UIActivityIndicatorView) come from
/// view blocks (ASVideoPlayerNode.mm:431,643). `init(url:)` and `init(asset:)` only keep the asset as
/// pending (ASVideoPlayerNode.mm `initWithAsset:`, since AsyncDisplayKit 2.3), so they work on any
/// thread; the pending asset goes to the video node when the player enters the preload range, on
/// main. The `asset`/`assetURL` setters assert the main thread like ASVideoNode's.
open class ASVideoPlayerNode: ASDisplayNode {
    public let videoNode = ASVideoNode()
    public let scrubberNode = ASDisplayNode(viewBlock: { UISlider() })
    public let spinnerNode = ASDisplayNode(viewBlock: { UIActivityIndicatorView(style: .medium) })
    private let pendingAsset = LockedValue<AVAsset?>(nil)

    public override init() {
        super.init()
        automaticallyManagesSubnodes = true
    }

    public convenience init(url: URL) {
        self.init(asset: AVURLAsset(url: url))
    }

    public convenience init(asset: AVAsset) {
        self.init()
        pendingAsset.value = asset
    }

    open override var supportsLayerBacking: Bool { false }

    /// The pending asset until the player preloads, then the video node's.
    public var asset: AVAsset? {
        get { pendingAsset.value ?? videoNode.asset }
        set {
            assertMainForAsset("asset")
            setAssetOnMain(newValue)
        }
    }

    public var assetURL: URL? {
        get { asset?.url }
        set {
            assertMainForAsset("assetURL")
            setAssetOnMain(newValue.map { AVURLAsset(url: $0) })
        }
    }

    /// `setAsset:`: in the preload range the video node takes it at once, otherwise it waits.
    private func setAssetOnMain(_ asset: AVAsset?) {
        if interfaceState.contains(.preload) {
            pendingAsset.value = nil
            asModelInternal { videoNode.asset = asset }
        } else {
            pendingAsset.value = asset
        }
    }

    open override func didEnterPreloadState() {
        super.didEnterPreloadState()
        guard let pending = pendingAsset.value else { return }
        pendingAsset.value = nil
        if videoNode.asset !== pending { videoNode.asset = pending }
    }

    private func assertMainForAsset(_ property: String) { assertMainForAssetSetter(property, of: "ASVideoPlayerNode") }

    open override func layoutSpecThatFits(_ constrainedSize: ASSizeRange) -> ASLayoutSpec {
        scrubberNode.style.height = ASDimensionMake(30)
        let controls = ASStackLayoutSpec(direction: .vertical, spacing: 0, justifyContent: .end, alignItems: .stretch,
                                         children: [scrubberNode])
        return ASOverlayLayoutSpec(child: videoNode, overlay: controls)
    }
}

/// The asset setters of both video node classes assert the main thread (`-[ASVideoNode setAsset:]`).
private func assertMainForAssetSetter(_ property: String, of className: String) {
    guard !isMainThread(), ThreadState.current.internalUIKitAccess == 0 else { return }
    Report.violation(RuleID.videoAssetOffMain,
                     "\(TextureMessage.mainThread) (-[\(className) set\(property.prefix(1).uppercased() + property.dropFirst()):])",
                     evidence: .textureAssertion, at: CallSite.capture())
}
