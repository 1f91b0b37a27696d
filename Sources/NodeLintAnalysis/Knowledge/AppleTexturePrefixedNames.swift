/// Names of Apple's SDKs and common words that begin with Texture's prefix (`AS` and a capital letter)
/// but are not Texture's: AuthenticationServices (`ASAuthorizationController`, `ASPasswordCredential`,
/// `ASCredentialProviderViewController`, `ASWebAuthenticationSession`, `ASExtensionError`,
/// `ASPresentationAnchor`, `ASAccountAuthenticationModificationController`), AdSupport
/// (`ASIdentifierManager`), and the words `ASC` (a sort order), `ASCII` and `ASN`. Texture declares no
/// name that begins with one of these families (checked against its `Source/` folder, 3.x), so a file
/// that mentions only them does not mention Texture (`IdentifierScan.mentionsTexture`): apps that sign
/// in with Apple or fill passwords had every such file read at once and analysed, and every name in
/// it followed (FirstPassTriage), for nothing a rule could report.
public enum AppleTexturePrefixedNames {
    public static let familyPrefixes: [String] = [
        "ASAuthorization", "ASPassword", "ASCredential", "ASWebAuthentication", "ASExtension",
        "ASPresentationAnchor", "ASAccountAuthentication", "ASIdentifierManager",
    ]
    public static let words: Set<String> = ["ASC", "ASCII", "ASN"]

    private static let prefixBytes: [[UInt8]] = familyPrefixes.map { Array($0.utf8) }
    private static let wordBytes: [[UInt8]] = words.map { Array($0.utf8) }

    /// Whether the identifier `p[start..<end]` is one of these names.
    static func contains(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        let length = end - start
        for word in wordBytes where word.count == length && matches(word, p, start) { return true }
        for prefix in prefixBytes where prefix.count <= length && matches(prefix, p, start) { return true }
        return false
    }

    @inline(__always) private static func matches(_ expected: [UInt8], _ p: UnsafeBufferPointer<UInt8>, _ start: Int) -> Bool {
        for (k, byte) in expected.enumerated() where p[start + k] != byte { return false }
        return true
    }
}
