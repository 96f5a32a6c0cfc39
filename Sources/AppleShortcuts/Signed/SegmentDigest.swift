import Crypto

/// The SHA-256 of a signed shortcut's segment, through swift-crypto (which Generate Hash
/// brought into the build; the hand-written one it replaces is gone).
enum SegmentDigest {
    static func sha256<C: Collection>(_ bytes: C) -> [UInt8] where C.Element == UInt8 {
        Array(SHA256.hash(data: Array(bytes)))
    }
}
