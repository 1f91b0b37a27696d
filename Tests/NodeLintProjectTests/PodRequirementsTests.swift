import XCTest
import NodeLintModel
@testable import NodeLintProject

final class PodRequirementsTests: XCTestCase {
    private func podspec(_ text: String) -> TextureVersionFinding? {
        PodRequirements.textureVersion(podspec: text, file: "/lib/Kit.podspec")
    }

    private func podfile(_ text: String) -> TextureVersionFinding? {
        PodRequirements.textureVersion(podfile: text, file: "/app/Podfile")
    }

    func testLowestAllowedVersion() {
        XCTAssertEqual(PodRequirements.lowestAllowed(by: ["~> 3.0"]), TextureVersion("3.0"))
        XCTAssertEqual(PodRequirements.lowestAllowed(by: ["~> 2.8.1"]), TextureVersion("2.8.1"))
        XCTAssertEqual(PodRequirements.lowestAllowed(by: [">= 2.0"]), TextureVersion("2.0"))
        XCTAssertEqual(PodRequirements.lowestAllowed(by: ["3.0.0"]), TextureVersion("3.0"))
        XCTAssertEqual(PodRequirements.lowestAllowed(by: ["= 2.7"]), TextureVersion("2.7"))
        XCTAssertEqual(PodRequirements.lowestAllowed(by: ["> 2.1"]), TextureVersion("2.1"))
        XCTAssertEqual(PodRequirements.lowestAllowed(by: [">= 2.0", "< 3.0"]), TextureVersion("2.0"))
        XCTAssertEqual(PodRequirements.lowestAllowed(by: [">= 2.0", "~> 2.6"]), TextureVersion("2.6"))
        XCTAssertNil(PodRequirements.lowestAllowed(by: ["< 3.0"]))
        XCTAssertNil(PodRequirements.lowestAllowed(by: ["!= 2.5"]))
        XCTAssertNil(PodRequirements.lowestAllowed(by: [String]()))
    }

    func testPodspecDependency() {
        let spec = """
            Pod::Spec.new do |s|
              s.name             = 'NodeKit'
              s.version          = '1.4.0'
              s.source           = { :git => 'https://example.com/NodeKit.git', :tag => s.version.to_s }
              s.ios.deployment_target = '11.0'
              # s.dependency 'Texture', '~> 2.0'
              s.dependency 'PINRemoteImage', '~> 3.0'
              s.dependency 'Texture', '~> 3.0'
            end
            """
        XCTAssertEqual(podspec(spec), TextureVersionFinding(version: TextureVersion("3.0")!, file: "/lib/Kit.podspec", line: 8, source: .podspec))
        XCTAssertEqual(podspec(#"  spec.dependency "Texture/Core", "~> 2.8.1""#)?.version, TextureVersion("2.8.1"))
        XCTAssertEqual(podspec("  sp.dependency 'AsyncDisplayKit', '>= 2.0'")?.version, TextureVersion("2.0"))
        XCTAssertEqual(podspec("  ss.dependency('Texture/PINRemoteImage', '>= 2.5', '< 4')")?.version, TextureVersion("2.5"))
        XCTAssertNil(podspec("  s.dependency 'Texture'"))
        XCTAssertNil(podspec("  s.dependency 'TextureSwiftSupport', '~> 3.0'"))
        XCTAssertNil(podspec("  s.dependency 'Texture', '< 3.0'"))
    }

    func testTexturesOwnPodspecGivesItsVersion() {
        let spec = """
            Pod::Spec.new do |spec|
              spec.name         = 'Texture'
              spec.version      = '3.2.0'
              spec.subspec 'PINRemoteImage' do |pin|
                  pin.dependency 'PINRemoteImage/iOS', '= 3.0.4'
                  pin.dependency 'Texture/Core'
              end
            end
            """
        XCTAssertEqual(podspec(spec), TextureVersionFinding(version: TextureVersion("3.2")!, file: "/lib/Kit.podspec", line: 3, source: .podspec))
        XCTAssertNil(podspec("spec.name = 'Other'\nspec.version = '1.0'"))
    }

    func testPodfile() {
        let file = """
            platform :ios, '13.0'
            use_frameworks!

            target 'App' do
              pod 'PINRemoteImage', '~> 3.0'
              pod 'Texture'                 # no version: the lock decides
              pod 'Texture/IGListKit', '3.0.0'
            end
            """
        XCTAssertEqual(podfile(file), TextureVersionFinding(version: TextureVersion("3.0")!, file: "/app/Podfile", line: 7, source: .podfile))
        XCTAssertEqual(podfile("  pod 'Texture', '~> 2.7'")?.version, TextureVersion("2.7"))
        XCTAssertEqual(podfile(#"pod "AsyncDisplayKit", ">= 1.9", :inhibit_warnings => true"#)?.version, TextureVersion("1.9"))
        XCTAssertEqual(podfile("pod('Texture', '2.8')")?.version, TextureVersion("2.8"))
        // Curly quotes from a word processor still read.
        XCTAssertEqual(podfile("pod 'AsyncDisplayKit', \u{2019}1.9.5\u{2019}")?.version, TextureVersion("1.9.5"))
        XCTAssertNil(podfile("pod 'Texture'"))
        XCTAssertNil(podfile("pod 'Texture', :git => 'https://github.com/TextureGroup/Texture', :commit => '3ccbc5f'"))
        XCTAssertNil(podfile("# pod 'Texture', '2.7'"))
        XCTAssertNil(podfile("pods 'Texture', '2.7'"))
        XCTAssertNil(podfile("pod 'TextureKit', '2.7'"))
    }

    func testLocalTexturePod() {
        XCTAssertEqual(PodRequirements.localTexturePod(podfile: "target 'A' do\n  pod 'Texture', :path => 'Vendor/Texture'\nend")?.path, "Vendor/Texture")
        XCTAssertEqual(PodRequirements.localTexturePod(podfile: "pod 'Texture', path: '../Texture'")?.line, 1)
        XCTAssertNil(PodRequirements.localTexturePod(podfile: "pod 'Texture', '3.0'"))
        XCTAssertNil(PodRequirements.localTexturePod(podfile: "pod 'Other', :path => 'Vendor/Texture'"))
    }
}
