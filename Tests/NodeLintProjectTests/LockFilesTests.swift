import XCTest
import NodeLintModel
@testable import NodeLintProject

final class LockFilesTests: XCTestCase {
    private func podfileLock(_ text: String) -> TextureVersionFinding? {
        LockFiles.textureVersion(podfileLock: text, file: "/app/Podfile.lock")
    }

    private func resolved(_ text: String) throws -> TextureVersionFinding? {
        try LockFiles.textureVersion(packageResolved: Array(text.utf8), file: "/app/Package.resolved")
    }

    // MARK: Podfile.lock

    func testPodfileLockTexturePods() {
        let lock = """
            PODS:
              - IGListKit (3.4.0):
                - IGListKit/Default (= 3.4.0)
              - PINCache (3.0.1-beta.7):
                - PINCache/Core (= 3.0.1-beta.7)
              - Texture (3.1.0):
                - Texture/PINRemoteImage (= 3.1.0)
              - Texture/Core (3.1.0)

            DEPENDENCIES:
              - Texture (~> 3.1)

            SPEC CHECKSUMS:
              Texture: 2e8ab2519452515f7f5a520f5a8f7e0a413abfa3

            PODFILE CHECKSUM: 8d5e4d6f
            COCOAPODS: 1.12.1
            """
        XCTAssertEqual(podfileLock(lock), TextureVersionFinding(version: TextureVersion(major: 3, minor: 1), file: "/app/Podfile.lock",
                                                               line: 6, source: .podfileLock))
    }

    func testPodfileLockSubspecsAsyncDisplayKitQuotesAndCRLF() {
        XCTAssertEqual(podfileLock("PODS:\n  - IGListKit (3.4.0)\n  - Texture/Core (2.8.1)\n  - Texture/IGListKit (2.8.1):\n")?.line, 3)
        XCTAssertEqual(podfileLock("PODS:\n  - Texture/Core (2.8.1)\n")?.version, TextureVersion("2.8.1"))
        XCTAssertEqual(podfileLock("PODS:\r\n  - AsyncDisplayKit (2.2.1):\r\n    - PINRemoteImage\r\n")?.version, TextureVersion("2.2.1"))
        XCTAssertEqual(podfileLock("PODS:\n  - \"Texture/Video (3.0.0-beta.1)\":\n")?.version, TextureVersion("3.0"))
        XCTAssertEqual(podfileLock("PODS:\n  - AsyncDisplayKit/PINRemoteImage (1.9.92)\n")?.version, TextureVersion("1.9.92"))
    }

    func testPodfileLockWithoutTexture() {
        // Texture only as another pod's dependency, in DEPENDENCIES, or a pod named like it: no version.
        XCTAssertNil(podfileLock("""
            PODS:
              - TextureSwiftSupport (3.13.0):
                - Texture/Core (>= 3)
              - TexturedButton (1.0)

            DEPENDENCIES:
              - Texture (3.1.0)
            """))
        XCTAssertNil(podfileLock(""))
        XCTAssertNil(podfileLock("not a lock file at all\n  - Texture (3.1.0)"))
    }

    // MARK: Package.resolved

    func testPackageResolvedVersion1() throws {
        let text = """
            {
              "object": {
                "pins": [
                  {
                    "package": "PINCache",
                    "repositoryURL": "https://github.com/pinterest/PINCache.git",
                    "state": { "branch": null, "revision": "abc", "version": "3.0.3" }
                  },
                  {
                    "package": "Texture",
                    "repositoryURL": "https://github.com/TextureGroup/Texture.git",
                    "state": {
                      "branch": null,
                      "revision": "def",
                      "version": "3.0.0"
                    }
                  }
                ]
              },
              "version": 1
            }
            """
        XCTAssertEqual(try resolved(text), TextureVersionFinding(version: TextureVersion(major: 3), file: "/app/Package.resolved",
                                                                line: 15, source: .packageResolved))
    }

    func testPackageResolvedVersions2And3() throws {
        for format in [2, 3] {
            let text = """
                {
                  "originHash" : "00",
                  "pins" : [
                    {
                      "identity" : "rxswift",
                      "kind" : "remoteSourceControl",
                      "location" : "https://github.com/ReactiveX/RxSwift.git",
                      "state" : {
                        "revision" : "b06a8c8596e4c3e8e7788e08e720e3248563ce6a",
                        "version" : "6.7.1"
                      }
                    },
                    {
                      "identity" : "texture",
                      "kind" : "remoteSourceControl",
                      "location" : "https://github.com/TextureGroup/Texture.git",
                      "state" : {
                        "revision" : "68df47f0d26522da76b06f22e9a97e4d4ab58dad",
                        "version" : "3.1.0"
                      }
                    }
                  ],
                  "version" : \(format)
                }
                """
            let found = try XCTUnwrap(try resolved(text))
            XCTAssertEqual(found.version, TextureVersion("3.1"))
            XCTAssertEqual(found.line, 19)
        }
    }

    func testPackageResolvedMatchesTheIdentityOrTheTextureGroupLocation() throws {
        func pin(identity: String, location: String, state: String) -> String {
            """
            {"pins":[{"identity":"\(identity)","kind":"remoteSourceControl","location":"\(location)","state":\(state)}],"version":2}
            """
        }
        let version = #"{"revision":"aa","version":"3.0.2"}"#
        // A fork keeps the identity `texture`.
        XCTAssertEqual(try resolved(pin(identity: "texture", location: "https://github.com/FluidGroup/Texture.git", state: version))?.version,
                       TextureVersion("3.0.2"))
        // A renamed checkout of TextureGroup's repository, slashes escaped the way JSON may write them.
        XCTAssertEqual(try resolved(pin(identity: "texture-fork", location: #"https:\/\/github.com\/TextureGroup\/Texture"#, state: version))?.line, 1)
        XCTAssertEqual(try resolved(pin(identity: "x", location: "git@github.com:texturegroup/texture.git/", state: version))?.version,
                       TextureVersion("3.0.2"))
        // Pinned to a branch or a revision: no version.
        XCTAssertNil(try resolved(pin(identity: "texture", location: "https://github.com/TextureGroup/Texture.git",
                                      state: #"{"branch":"master","revision":"aa"}"#)))
        XCTAssertNil(try resolved(pin(identity: "texture", location: "https://github.com/TextureGroup/Texture.git",
                                      state: #"{"revision":"aa","version":null}"#)))
        // Something else entirely.
        XCTAssertNil(try resolved(pin(identity: "texturekit", location: "https://github.com/someone/TextureKit.git", state: version)))
        XCTAssertNil(try resolved(#"{"pins":[],"version":2}"#))
    }

    func testBrokenPackageResolvedIsAProblemWithALocation() {
        XCTAssertThrowsError(try resolved("{\n  \"pins\" : [\n    { \"identity\" \"texture\" }\n  ]\n}")) { error in
            guard let problem = error as? ProjectProblem else { return XCTFail("\(error)") }
            XCTAssertEqual(problem.file, "/app/Package.resolved")
            XCTAssertEqual(problem.message, "not valid JSON")
            XCTAssertEqual(problem.line, 3)
        }
        XCTAssertThrowsError(try resolved("{\"pins\": [")) { error in
            XCTAssertTrue("\(error)".hasPrefix("/app/Package.resolved:"), "\(error)")
        }
        XCTAssertThrowsError(try resolved("[1, 2]")) { error in
            XCTAssertEqual("\(error)", "/app/Package.resolved:1:1: not a Package.resolved: the top level is not an object")
        }
        XCTAssertThrowsError(try resolved(#"{"object": {"pins": 3}, "version": 1}"#)) { error in
            XCTAssertEqual("\(error)", "/app/Package.resolved:1:1: not a Package.resolved: no \"pins\" array")
        }
        // Pins of the wrong shape are skipped, not fatal.
        XCTAssertNil(try resolved(#"{"pins": [3, "x", {"identity": 4}, {"identity": "texture", "state": "3.0"}], "version": 2}"#))
    }

    // MARK: Cartfile.resolved

    func testCartfileResolved() {
        func cartfile(_ text: String) -> TextureVersionFinding? {
            LockFiles.textureVersion(cartfileResolved: text, file: "/app/Cartfile.resolved")
        }
        let text = """
            binary "https://example.com/Framework.json" "1.0.0"
            git "https://chromium.googlesource.com/webm/libwebp" "v0.6.0"
            github "TextureGroup/Texture" "3.1.0"
            github "pinterest/PINCache" "3.0.4"
            """
        XCTAssertEqual(cartfile(text), TextureVersionFinding(version: TextureVersion("3.1")!, file: "/app/Cartfile.resolved", line: 3,
                                                            source: .cartfileResolved))
        XCTAssertEqual(cartfile(#"github "facebook/AsyncDisplayKit" "2.0.1""#)?.version, TextureVersion("2.0.1"))
        XCTAssertEqual(cartfile(#"github "facebookarchive/AsyncDisplayKit" "v1.9.92""#)?.version, TextureVersion("1.9.92"))
        XCTAssertEqual(cartfile(#"git "https://github.com/TextureGroup/Texture.git" "2.8.1""#)?.version, TextureVersion("2.8.1"))
        XCTAssertNil(cartfile(#"github "TextureGroup/Texture" "3ccbc5f436c030e255e5ac32abdfa8043575aa02""#))
        XCTAssertNil(cartfile(#"github "pinterest/PINCache" "3.0.4""#))
        XCTAssertNil(cartfile(""))
    }

    func testVersionTexts() {
        XCTAssertEqual(LockFiles.textureVersion("3.1.0"), TextureVersion(major: 3, minor: 1))
        XCTAssertEqual(LockFiles.textureVersion("v2.8"), TextureVersion(major: 2, minor: 8))
        XCTAssertEqual(LockFiles.textureVersion("3.0.0-beta.2"), TextureVersion(major: 3))
        XCTAssertEqual(LockFiles.textureVersion("2.0.0.1"), TextureVersion(major: 2))
        XCTAssertNil(LockFiles.textureVersion(""))
        XCTAssertNil(LockFiles.textureVersion("master"))
        XCTAssertNil(LockFiles.textureVersion("1..2"))
    }
}
