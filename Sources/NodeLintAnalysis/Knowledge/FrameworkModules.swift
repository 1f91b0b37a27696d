/// Apple's and Texture's modules, as app code names them to qualify a type (`UIKit.UILabel()`,
/// `AsyncDisplayKit.ASTextNode()`). Only these make `Module.Type(…)` a construction: with any other
/// capitalised qualifier the same shape can be a static method (`Theme.Primary(…)`); `Q.T.init(…)` says
/// what it is whatever `Q` is (`TypeInference.construction(of:)`).
public enum FrameworkModules {
    /// UIKit (UIKit/UIKit.h), Texture under its module name (AsyncDisplayKit/AsyncDisplayKit.h), and the
    /// two frameworks whose views apps put in nodes' view blocks: MapKit (MapKit/MKMapView.h) and WebKit
    /// (WebKit/WKWebView.h).
    public static let qualifyingTypes: Set<String> = ["UIKit", "AsyncDisplayKit", "MapKit", "WebKit"]
}
