/// The scalars beyond C0 and DEL that a terminal acts on or that reorder what it shows: C1
/// controls (U+009B is an 8-bit CSI), the bidirectional marks, embeddings, overrides and
/// isolates, and the line and paragraph separators. One list for every place that keeps text
/// from files off the terminal: the editor and the text output show them as `<U+…>`, the JSON
/// writer escapes them as `\u…`. The writer finds them by the first bytes of their UTF-8 forms
/// (`leadBytes`), which a scalar added here must keep true.
package enum TerminalControls {
    /// The first UTF-8 byte of every scalar listed: what the JSON writer's byte search stops at.
    package static let leadBytes: Set<UInt8> = [0xC2, 0xD8, 0xE2]

    package static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x80...0x9F, 0x061C, 0x200E...0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
