extension Array where Element == String {
    /// `joined(separator:)`, written out: the standard library's is generic over any
    /// collection of strings, and its first call in a process looks a conformance up by
    /// scanning every conformance record of the program — a quarter of a million instructions
    /// on the way to the editor's first screen, which joins a duration's parts and the key hints.
    package func joined(with separator: String) -> String {
        guard var text = first else { return "" }
        for part in dropFirst() {
            text += separator
            text += part
        }
        return text
    }
}
