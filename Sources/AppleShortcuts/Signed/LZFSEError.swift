/// Why a compressed stream could not be decompressed: where in the stream, and what was
/// expected there.
public struct LZFSEError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The offset in the compressed bytes of the block (or byte) that is wrong.
    public var offset: Int
    public var reason: String

    public var description: String { "compressed data at byte \(offset): \(reason)" }
}
