extension RuntimeValue {
    /// The value in one short line — its kind and the start of its text — as the trace, the
    /// editor's cards and the variables panel show it.
    public var preview: String {
        let flat = text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ⏎ ")
        let short = flat.count > 60 ? flat.prefix(59) + "…" : Substring(flat)
        return kindName + (short.isEmpty ? "" : ": " + short)
    }
}
