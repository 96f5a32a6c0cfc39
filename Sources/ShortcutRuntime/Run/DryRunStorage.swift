import Synchronization

/// `run --dry-run`'s stored content and clipboard: read from the library's until the run
/// changes them, the changes kept for the run only. A dry run wrote Store Content into the
/// library, so the next real run skipped the first-run setup the dry run had gone through.
public final class DryRunStorage: RunStorage {
    private let base: any RunStorage
    /// What the run stored, by slot; a nil value is content the run removed.
    private let changed = Mutex<(stored: [String: RuntimeValue?], clipboard: RuntimeValue?)>(([:], nil))

    public init(over base: any RunStorage) {
        self.base = base
    }

    public func storedContent(key: String, global: Bool, shortcut: String) throws -> RuntimeValue? {
        if let own = changed.withLock({ $0.stored[MemoryRunStorage.slot(key, global, shortcut)] }) { return own }
        return try base.storedContent(key: key, global: global, shortcut: shortcut)
    }

    public func store(_ value: RuntimeValue?, key: String, global: Bool, shortcut: String) {
        changed.withLock { $0.stored[MemoryRunStorage.slot(key, global, shortcut)] = .some(value) }
    }

    public func clipboard() async throws -> RuntimeValue {
        if let own = changed.withLock({ $0.clipboard }) { return own }
        return try await base.clipboard()
    }

    public func setClipboard(_ value: RuntimeValue) {
        changed.withLock { $0.clipboard = value }
    }
}
